import { type JobAlert, MATCH_SCORE_THRESHOLD } from '@careerloom/contract';
import { ExternalLink, Wand2 } from 'lucide-react';
import { MatchReasons } from '../../../components/match-reasons';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import { relativeTime } from '../../../lib/relative-time';
import { webAddress } from '../../../lib/web-address';
import { AUTO_APPLICATION_LABELS, alertStatusVariant } from '../lib/format';

type Props = { alert: JobAlert; now: Date; onAutoFill: (jobUrl: string) => void; isNew?: boolean };

/**
 * One ranked posting: its score, why it scored so (how it fits the search and how the person fits
 * it), whether it is probably filled, where the application stands, and actions.
 */
export function AlertCard({ alert, now, onAutoFill, isNew }: Props) {
  const label = AUTO_APPLICATION_LABELS[alert.autoApplicationStatus as keyof typeof AUTO_APPLICATION_LABELS];
  return (
    <article
      aria-label={`${alert.jobTitle} at ${alert.company}`}
      className="grid gap-3 rounded-lg border border-slate-200 p-4 dark:border-slate-800"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 className="font-semibold break-words">
            {alert.jobTitle}
            {isNew && (
              <Badge variant="success" className="ml-2 align-middle">
                Live
              </Badge>
            )}
          </h3>
          <p className="text-sm text-slate-600 dark:text-slate-400">
            {alert.company}
            {alert.location && ` · ${alert.location}`}
            {alert.postedAt && ` · posted ${relativeTime(alert.postedAt, now)}`}
          </p>
          {alert.salaryRange && <p className="text-sm text-slate-600 dark:text-slate-400">{alert.salaryRange}</p>}
          {alert.stale && (
            <Badge variant="warning" className="mt-1">
              Probably filled
            </Badge>
          )}
        </div>
        <div className="flex shrink-0 flex-col items-end gap-1.5">
          <span
            className={cn(
              'rounded-full px-2.5 py-0.5 text-sm font-semibold tabular-nums',
              // Green only for a match: a low score must not look like good news.
              alert.matchScore >= MATCH_SCORE_THRESHOLD
                ? 'bg-emerald-100 text-emerald-800 dark:bg-emerald-900/40 dark:text-emerald-300'
                : 'bg-slate-100 text-slate-700 dark:bg-slate-800 dark:text-slate-300',
            )}
            title="Match score out of 100"
          >
            {alert.matchScore}% match
          </span>
          <Badge variant={alertStatusVariant(alert.autoApplicationStatus)}>
            {label ?? alert.autoApplicationStatus}
          </Badge>
        </div>
      </div>
      <details className="text-sm">
        <summary className="cursor-pointer font-medium text-brand-700 dark:text-brand-100">Why this score</summary>
        <div className="mt-2">
          <MatchReasons score={alert.matchScore} fit={alert.fit} reasons={alert.reasons} />
        </div>
      </details>
      <div className="flex flex-wrap gap-2">
        <Button size="sm" onClick={() => onAutoFill(alert.url)} disabled={!alert.url}>
          <Wand2 className="h-4 w-4" aria-hidden="true" />
          Auto-fill application
        </Button>
        {webAddress(alert.url) && (
          <a
            href={webAddress(alert.url)}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex items-center gap-1 rounded-md px-3 py-1.5 text-sm font-medium text-brand-700 hover:underline dark:text-brand-100"
          >
            View posting
            <ExternalLink className="h-3.5 w-3.5" aria-hidden="true" />
            <span className="sr-only">(opens in a new tab)</span>
          </a>
        )}
      </div>
    </article>
  );
}
