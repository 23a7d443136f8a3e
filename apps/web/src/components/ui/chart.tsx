import { lazy, Suspense } from 'react';
import { cn } from '../../lib/cn';
import type { ChartProps } from './chart-props';

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
