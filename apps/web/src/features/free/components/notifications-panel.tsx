import { Bell, CheckCheck, FileBarChart } from 'lucide-react';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { cn } from '../../../lib/cn';
import { toast } from '../../../lib/toast-store';
import { useNotifications } from '../api/get-notifications';
import { useMarkNotificationsRead } from '../api/mark-notifications-read';
import { failureMessage } from '../lib/failure-message';
import { formatDateTime } from '../lib/format';

/** What the user's automations delivered in the app: reminders and reports, newest first. */
export function NotificationsPanel() {
  const notifications = useNotifications({ enabled: true });
  const markRead = useMarkNotificationsRead();
  const unread = notifications.data?.unread ?? 0;

  const markAll = () =>
    markRead.mutate(undefined, {
      onError: (error) =>
        toast({
          title: 'Error',
          description: failureMessage(error, 'Could not mark notifications read'),
          variant: 'destructive',
        }),
    });

  return (
    <section aria-labelledby="notifications-title" className="grid gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id="notifications-title" className="flex items-center gap-2 text-base font-semibold">
          Notifications
          {unread > 0 && <Badge aria-label={`${unread} unread`}>{unread}</Badge>}
        </h3>
        <Button variant="outline" size="sm" disabled={unread === 0 || markRead.isPending} onClick={markAll}>
          <CheckCheck className="h-4 w-4" aria-hidden="true" />
          Mark all read
        </Button>
      </div>
      {notifications.isLoading ? (
        <Spinner label="Loading notifications" />
      ) : notifications.isError ? (
        <p role="alert" className="text-sm text-red-600 dark:text-red-400">
          {failureMessage(notifications.error, 'Could not load notifications')}
        </p>
      ) : !notifications.data?.notifications.length ? (
        <p className="text-sm text-slate-600 dark:text-slate-400">
          Reminders and reports from your automations appear here.
        </p>
      ) : (
        <ul aria-label="Notifications" className="grid gap-2">
          {notifications.data.notifications.map((n) => {
            const Icon = n.kind === 'report' ? FileBarChart : Bell;
            return (
              <li
                key={n.id}
                className={cn(
                  'flex gap-3 rounded-lg border p-3 text-sm',
                  n.readAt
                    ? 'border-slate-200 dark:border-slate-800'
                    : 'border-brand-500/40 bg-brand-50 dark:border-brand-500/40 dark:bg-brand-500/10',
                )}
              >
                <Icon className="mt-0.5 h-4 w-4 shrink-0 text-brand-600 dark:text-brand-500" aria-hidden="true" />
                <div className="min-w-0 flex-1">
                  <p className="font-medium">
                    {n.title}
                    {!n.readAt && <span className="sr-only"> (unread)</span>}
                  </p>
                  <p className="break-words whitespace-pre-wrap text-slate-600 dark:text-slate-400">{n.body}</p>
                  <p className="mt-1 text-xs text-slate-500 dark:text-slate-400">
                    {n.kind === 'report' ? 'Report' : 'Reminder'} · {formatDateTime(n.createdAt)}
                  </p>
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
