import type { MeasuredFigures, ProcessingStatus, ProcessingStatusItem } from '@careerloom/contract';
import { Card, CardContent, CardHeader } from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/spinner';
import { cn } from '../../../lib/cn';
import { formatDateTime } from '../../../lib/date-text';
import { formatNumber } from '../../../lib/number-text';
import { relativeTime } from '../../../lib/relative-time';
import { headline } from '../lib/measured-figures';
import { MeasuredOn } from './measured-on';

const STATUS_STYLES: Record<ProcessingStatus, string> = {
  connected: 'border border-slate-300 text-slate-700 dark:border-slate-600 dark:text-slate-300',
  active: 'bg-brand-600 text-white',
  processing: 'bg-amber-100 text-amber-800 dark:bg-amber-900/40 dark:text-amber-300',
  learning: 'bg-violet-100 text-violet-800 dark:bg-violet-900/40 dark:text-violet-300',
  complete: 'bg-emerald-100 text-emerald-800 dark:bg-emerald-900/40 dark:text-emerald-300',
  error: 'bg-red-100 text-red-800 dark:bg-red-900/40 dark:text-red-300',
};

const BAR_STYLES: Record<ProcessingStatus, string> = {
  connected: 'bg-slate-400',
  active: 'bg-brand-600',
  processing: 'bg-amber-500',
  learning: 'bg-violet-500',
  complete: 'bg-emerald-500',
  error: 'bg-red-500',
};

type Props = {
  items: ProcessingStatusItem[] | undefined;
  /** The labelled-set figures; an item with a `measuredArea` shows its area's instead of an accuracy. */
  measured: readonly MeasuredFigures[] | undefined;
  failed: boolean;
  /** When the items were fetched: "last updated" is relative to that, so it moves with each poll. */
  fetchedAt: number;
};

/** What ingestion, matching and skill extraction are doing now (part 2 sections 2.12 and 4). */
export function ProcessingStatusList({ items, measured, failed, fetchedAt }: Props) {
  return (
    <Card role="region" aria-labelledby="realtime-processing-title">
      <CardHeader>
        <h2 id="realtime-processing-title" className="font-semibold">
          Processing status
        </h2>
        <p className="text-sm text-slate-600 dark:text-slate-400">Refreshed every 3 seconds.</p>
      </CardHeader>
      <CardContent className="grid gap-3">
        {failed && (
          <p role="alert" className="text-sm text-red-700 dark:text-red-300">
            Could not load the processing status. Retrying automatically.
          </p>
        )}
        {!items && !failed && <Spinner label="Loading processing status" className="h-5 w-5 text-brand-600" />}
        {items && items.length === 0 && (
          <p className="text-sm text-slate-600 dark:text-slate-400">Nothing is being processed yet.</p>
        )}
        {items && items.length > 0 && (
          <ul className="grid gap-3">
            {items.map((item) => (
              <ProcessingStatusRow
                key={item.id}
                item={item}
                measured={item.measuredArea ? measured?.find((f) => f.area === item.measuredArea) : undefined}
                now={new Date(fetchedAt)}
              />
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}

function ProcessingStatusRow({
  item,
  measured,
  now,
}: {
  item: ProcessingStatusItem;
  measured: MeasuredFigures | undefined;
  now: Date;
}) {
  const progress = Math.round(item.progress);
  const { processed, total, accuracy } = item.metrics;
  // An item backed by a labelled set shows that set's headline figure, where and when it was
  // measured; without one (not measured yet) it shows no accuracy at all.
  const figures = item.measuredArea ? measured : undefined;
  return (
    <li aria-label={item.feature} className="rounded-lg border border-slate-200 p-3 dark:border-slate-800">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="font-medium">{item.feature}</h3>
        <span
          className={cn(
            'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold capitalize',
            STATUS_STYLES[item.status],
          )}
        >
          {item.status}
        </span>
      </div>
      <div
        role="progressbar"
        aria-label={`${item.feature} progress`}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={progress}
        className="mt-2 h-2 overflow-hidden rounded-full bg-slate-100 dark:bg-slate-800"
      >
        <div className={cn('h-full rounded-full', BAR_STYLES[item.status])} style={{ width: `${progress}%` }} />
      </div>
      <p className="mt-2 text-sm text-slate-700 dark:text-slate-300">{item.description}</p>
      {figures && headline(figures) && (
        <p className="mt-1 text-sm font-medium text-slate-800 dark:text-slate-200">
          On a public test set: {headline(figures)}
          <MeasuredOn figures={figures} />.
        </p>
      )}
      <dl className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-xs text-slate-600 dark:text-slate-400">
        <div className="flex gap-1">
          <dt>Progress</dt>
          <dd className="font-medium tabular-nums">{progress}%</dd>
        </div>
        {/* '0 of 0' says nothing the description does not say better ("No posting ... matches"). */}
        {total > 0 && (
          <div className="flex gap-1">
            <dt>Processed</dt>
            <dd className="font-medium tabular-nums">
              {formatNumber(processed)} of {formatNumber(total)}
            </dd>
          </div>
        )}
        {/* A share of nothing (a board not synced yet) says nothing: no figure then. */}
        {!item.measuredArea && accuracy !== null && total > 0 && (
          <div className="flex gap-1">
            <dt>Accuracy</dt>
            <dd className="font-medium tabular-nums">{Math.round(accuracy)}%</dd>
          </div>
        )}
        <div className="flex gap-1">
          <dt>Last updated</dt>
          <dd className="font-medium">
            {item.lastUpdated ? (
              <time dateTime={item.lastUpdated} title={formatDateTime(item.lastUpdated)}>
                {relativeTime(item.lastUpdated, now)}
              </time>
            ) : (
              'never'
            )}
          </dd>
        </div>
      </dl>
    </li>
  );
}
