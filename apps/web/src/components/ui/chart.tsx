import { lazy, Suspense } from 'react';
import { cn } from '../../lib/cn';

/** One value on a chart's axis: `label` names the month, column or row it belongs to. */
export type ChartPoint = { label: string; value: number };

export type ChartProps = {
  /** Bars for counts and changes, a line for a value followed over time. */
  kind: 'bar' | 'line';
  points: readonly ChartPoint[];
  /** The accessible name: what the chart shows, with its figures, for someone who cannot see it. */
  label: string;
  /** `rows` draws horizontal bars, which keeps long category names readable on a phone. */
  layout?: 'columns' | 'rows';
  /** Colours bars below zero as falls and above zero as rises (a change in percent). */
  signed?: boolean;
  /** Appended to tick and tooltip values, e.g. '%'. */
  unit?: string;
  /** Height in pixels of the drawing area. */
  height?: number;
  className?: string;
};

// Recharts is about as large as the rest of a page, so it comes in its own chunk, fetched only when
// a chart is first drawn; the page's first load does not carry it.
const ChartCanvas = lazy(() => import('./chart-canvas'));

/**
 * A small bar or line chart. To assistive technology it is one image named by `label`; the page
 * keeps the figures themselves available as text (a list or table beside the chart).
 */
export function Chart({ className, height = 160, ...props }: ChartProps) {
  return (
    <div
      role="img"
      aria-label={props.label}
      className={cn('w-full min-w-0 text-slate-600 dark:text-slate-300', className)}
      style={{ height }}
    >
      <Suspense fallback={<div className="h-full w-full animate-pulse rounded-md bg-slate-100 dark:bg-slate-800/60" />}>
        <ChartCanvas {...props} />
      </Suspense>
    </div>
  );
}
