import { cn } from '../../../lib/cn';
import { PROGRESS_DEFAULT_MAX, percentOf } from '../lib/usage-display';

type UsageProgressProps = {
  label: string;
  /** Null when unknown: the bar is then indeterminate (no aria-valuenow). */
  value: number | null;
  max?: number;
  className?: string;
};

/** An accessible progress bar: role progressbar with its value and maximum (default 100). */
export function UsageProgress({ label, value, max = PROGRESS_DEFAULT_MAX, className }: UsageProgressProps) {
  const percent = percentOf(value, max);
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={max}
      {...(value === null ? {} : { 'aria-valuenow': value })}
      className={cn('h-2 w-full overflow-hidden rounded-full bg-slate-200 dark:bg-slate-800', className)}
    >
      <div
        className={cn(
          'h-full rounded-full transition-[width]',
          percent >= 90 ? 'bg-amber-500' : 'bg-brand-600 dark:bg-brand-500',
        )}
        style={{ width: `${percent}%` }}
      />
    </div>
  );
}
