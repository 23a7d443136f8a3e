import type { ApplicationStatusResponse } from '@careerloom/contract';
import { CheckCircle2, Clock, Gauge, MessageSquareWarning } from 'lucide-react';
import type { ReactNode } from 'react';
import { Card, CardContent } from '../../../components/ui/card';
import { formatDateTime } from '../../../lib/date-text';
import { relativeTime } from '../../../lib/relative-time';

type Props = { stats: ApplicationStatusResponse['stats'] | undefined; failed: boolean; now: Date };

/** The four stat cards of part 2 section 2.11, from the user's recorded applications. */
export function StatCards({ stats, failed, now }: Props) {
  const show = (value: string) => (stats ? value : failed ? 'Unavailable' : '…');
  return (
    <section aria-label="Application stats" className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      <Stat
        icon={<CheckCircle2 className="h-5 w-5 text-emerald-600" aria-hidden="true" />}
        label="Auto-Submitted"
        value={show(String(stats?.totalSubmitted ?? 0))}
        // While loading, the hint already has its final shape (and lines), so nothing below moves.
        hint={
          stats || !failed
            ? `By auto-submit in your browser · ${stats?.userSubmitted ?? '…'} sent by you · ${stats?.responses ?? '…'} answered`
            : 'By auto-submit in your browser'
        }
      />
      <Stat
        icon={<MessageSquareWarning className="h-5 w-5 text-amber-600" aria-hidden="true" />}
        label="Needs Input"
        value={show(String(stats?.pendingInput ?? 0))}
        hint="Prepared, waiting for you"
      />
      <Stat
        icon={<Gauge className="h-5 w-5 text-brand-600" aria-hidden="true" />}
        label="Avg Confidence"
        // With no application there is nothing to average: "0%" would read as no confidence at all.
        value={show(stats?.lastActivity ? `${stats.averageConfidence}%` : 'None yet')}
        hint={stats?.lastActivity ? 'Across your applications' : 'No application to average yet'}
      />
      <Stat
        icon={<Clock className="h-5 w-5 text-slate-500" aria-hidden="true" />}
        label="Last Activity"
        value={show(stats?.lastActivity ? relativeTime(stats.lastActivity, now) : 'None yet')}
        hint={stats?.lastActivity ? formatDateTime(stats.lastActivity) : 'No application yet'}
      />
    </section>
  );
}

function Stat({ icon, label, value, hint }: { icon: ReactNode; label: string; value: string; hint: string }) {
  return (
    <Card>
      <CardContent className="grid gap-1 p-4">
        <div className="flex items-center justify-between gap-2">
          <h2 className="text-sm font-medium text-slate-600 dark:text-slate-400">{label}</h2>
          {icon}
        </div>
        <p className="text-2xl font-bold tabular-nums">{value}</p>
        <p className="text-xs text-slate-500 dark:text-slate-400">{hint}</p>
      </CardContent>
    </Card>
  );
}
