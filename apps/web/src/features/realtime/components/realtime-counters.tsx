import { type JobMonitoringResponse, REALTIME_FALLBACK } from '@careerloom/contract';
import { Briefcase, Percent, Send, Target } from 'lucide-react';
import type { ReactNode } from 'react';
import { Badge } from '../../../components/ui/badge';
import { Card } from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/spinner';
import { formatMatchCount } from '../../../lib/match-count';
import { formatNumber } from '../../../lib/number-text';

type Figures = { jobs: number; matches: number; applicationsSent: number; responseRate: number };

function figuresOf(data: JobMonitoringResponse): Figures {
  return {
    jobs: data.totalJobs,
    matches: data.totalFound,
    applicationsSent: data.applicationsSent,
    responseRate: data.responseRate,
  };
}

/**
 * The four counters of part 2 section 2.12, from the user's monitoring figures. Only when those
 * cannot be loaded does the spec's fallback appear, and then it is marked as a sample.
 */
export function RealtimeCounters({ data, failed }: { data: JobMonitoringResponse | undefined; failed: boolean }) {
  if (!data && !failed) {
    return (
      <div className="flex justify-center py-6">
        <Spinner label="Loading counters" className="h-6 w-6 text-brand-600" />
      </div>
    );
  }
  const sample = !data;
  const figures = data ? figuresOf(data) : REALTIME_FALLBACK;
  return (
    <section aria-labelledby="realtime-counters-title" className="grid gap-3">
      <div className="flex flex-wrap items-center gap-2">
        <h2 id="realtime-counters-title" className="font-semibold">
          Your search at a glance
        </h2>
        {sample && (
          <Badge variant="warning" title="Sample figures: your own could not be loaded">
            Sample
          </Badge>
        )}
      </div>
      {sample && (
        <p role="alert" className="text-sm text-amber-800 dark:text-amber-300">
          Your figures could not be loaded, so these are sample numbers. Retrying automatically.
        </p>
      )}
      <ul className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <Counter icon={<Briefcase />} label="Open postings" value={formatNumber(figures.jobs)} />
        <Counter icon={<Target />} label="Matches for your criteria" value={formatMatchCount(figures.matches)} />
        <Counter icon={<Send />} label="Applications sent" value={formatNumber(figures.applicationsSent)} />
        <Counter icon={<Percent />} label="Response rate" value={`${Math.round(figures.responseRate)}%`} />
      </ul>
    </section>
  );
}

function Counter({ icon, label, value }: { icon: ReactNode; label: string; value: string }) {
  return (
    <li aria-label={`${label}: ${value}`}>
      <Card className="flex h-full flex-col gap-2 p-4">
        <span className="h-5 w-5 text-brand-600 dark:text-brand-100 [&>svg]:h-5 [&>svg]:w-5" aria-hidden="true">
          {icon}
        </span>
        <span className="text-2xl font-bold tabular-nums sm:text-3xl">{value}</span>
        <span className="text-sm text-slate-600 dark:text-slate-400">{label}</span>
      </Card>
    </li>
  );
}
