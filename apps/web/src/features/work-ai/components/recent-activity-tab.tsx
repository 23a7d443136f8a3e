import type { ActivityKind, WorkAiDashboard } from '@careerloom/contract';
import {
  BarChart3,
  Bot,
  Briefcase,
  FileText,
  FileUser,
  Inbox,
  type LucideIcon,
  Mail,
  MessageSquare,
  Search,
  Send,
  SlidersHorizontal,
  Table2,
  Workflow,
  Zap,
} from 'lucide-react';
import { Card, CardContent, CardHeader } from '../../../components/ui/card';
import { formatDateTime } from '../../../lib/date-text';
import { relativeTime } from '../../../lib/relative-time';

const ICONS: Record<ActivityKind, LucideIcon> = {
  resume_uploaded: FileUser,
  resume_analysed: FileText,
  cover_letter: Mail,
  interview_prep: Briefcase,
  opportunity_search: Search,
  chat: MessageSquare,
  data_analysis: Table2,
  automation_created: Workflow,
  automation_run: Zap,
  report: BarChart3,
  settings_updated: SlidersHorizontal,
  application_prepared: Send,
  application_submitted: Send,
  application_status: Send,
};

/** Recent Activity: the user's own latest actions, newest first, with how long ago each was. */
export function RecentActivityTab({ activity }: { activity: WorkAiDashboard['activity'] }) {
  const now = new Date();
  return (
    <Card>
      <CardHeader>
        <h2 className="text-lg font-semibold">Recent Activity</h2>
        <p className="text-sm text-slate-600 dark:text-slate-400">
          Your latest {activity.length || ''} actions across Careerloom.
        </p>
      </CardHeader>
      <CardContent>
        {activity.length === 0 ? (
          <div className="flex flex-col items-center gap-2 py-10 text-center">
            <Inbox className="h-8 w-8 text-slate-400" aria-hidden="true" />
            <p className="font-medium">No activity yet</p>
            <p className="max-w-md text-sm text-slate-600 dark:text-slate-400">
              Questions to the assistant, resume reviews, data analyses, automations and reports appear here as you use
              them.
            </p>
          </div>
        ) : (
          <ol className="divide-y divide-slate-200 dark:divide-slate-800">
            {activity.map((e) => {
              const Icon = ICONS[e.kind] ?? Bot;
              return (
                <li key={e.id} className="flex items-start gap-3 py-3">
                  <span className="mt-0.5 flex h-8 w-8 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-600 dark:bg-brand-500/15 dark:text-brand-500">
                    <Icon className="h-4 w-4" aria-hidden="true" />
                  </span>
                  <p className="min-w-0 flex-1 text-sm break-words">{e.summary}</p>
                  <time
                    dateTime={e.createdAt}
                    title={formatDateTime(e.createdAt)}
                    className="shrink-0 text-xs text-slate-500 dark:text-slate-400"
                  >
                    {relativeTime(e.createdAt, now)}
                  </time>
                </li>
              );
            })}
          </ol>
        )}
      </CardContent>
    </Card>
  );
}
