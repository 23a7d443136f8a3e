import { SOURCE_NAMES, type SourceId } from '@careerloom/contract';
import { Badge } from '../../../components/ui/badge';
import { Card, CardContent, CardHeader } from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/spinner';
import { formatDateTime } from '../../../lib/date-text';
import { userFacingMessage } from '../../../lib/user-facing-message';
import { useAccessLogs } from '../api/get-access-logs';

const sourceName = (id: string) => (id === 'all' ? 'All data' : (SOURCE_NAMES[id as SourceId] ?? id));
const when = (iso: string) => formatDateTime(iso);

/** The Access Logs tab: every read of the user's source data, export and deletion, newest first. */
export function AccessLogsTab() {
  const logs = useAccessLogs();
  return (
    <Card>
      <CardHeader>
        <h2 className="text-lg font-semibold">Access Logs</h2>
        <p className="text-sm text-slate-600 dark:text-slate-400">
          Every time your source data was read, exported or deleted: why, which data, from which address. Entries are
          kept for 90 days.
        </p>
      </CardHeader>
      <CardContent>
        {logs.isPending && <Spinner label="Loading access logs" />}
        {logs.isError && (
          <p role="alert" className="text-sm text-red-600">
            {userFacingMessage(logs.error)}
          </p>
        )}
        {logs.data?.length === 0 && (
          <p className="text-sm text-slate-600 dark:text-slate-400">No access yet: nothing has read your data.</p>
        )}
        {logs.data && logs.data.length > 0 && (
          <ul aria-label="Access log entries" className="divide-y divide-slate-200 dark:divide-slate-800">
            {logs.data.map((log) => (
              <li key={log.id} className="grid gap-1 py-3 sm:grid-cols-[10rem_1fr_auto] sm:items-start sm:gap-4">
                <div className="flex items-center gap-2">
                  <Badge variant={log.accessType === 'delete' ? 'warning' : 'secondary'} className="capitalize">
                    {log.accessType}
                  </Badge>
                  <span className="text-sm font-medium">{sourceName(log.sourceId)}</span>
                </div>
                <div className="min-w-0 text-sm">
                  <p>{log.purpose}</p>
                  {log.dataTypes.length > 0 && (
                    <p className="break-words text-slate-500 dark:text-slate-400">{log.dataTypes.join(', ')}</p>
                  )}
                </div>
                <div className="text-xs text-slate-500 sm:text-right dark:text-slate-400">
                  <time dateTime={log.timestamp}>{when(log.timestamp)}</time>
                  <p>IP {log.ipAddress || 'unknown'}</p>
                </div>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
