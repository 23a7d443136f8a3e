import { Loader2 } from 'lucide-react';
import { cn } from '../../lib/cn';

/** A spinning indicator announced to screen readers by its label. */
export function Spinner({ label = 'Loading', className }: { label?: string; className?: string }) {
  return (
    <span role="status" aria-label={label} className="inline-flex">
      <Loader2 className={cn('h-4 w-4 animate-spin', className)} aria-hidden="true" />
    </span>
  );
}

/**
 * A page that is still loading. It fills the viewport under the navigation, so the footer stays
 * below the fold until the page replaces it and nothing visible shifts.
 */
export function PageSpinner() {
  return (
    <div className="flex min-h-[calc(100dvh-4rem)] items-center justify-center">
      <Spinner label="Loading" className="h-8 w-8 text-brand-600" />
    </div>
  );
}
