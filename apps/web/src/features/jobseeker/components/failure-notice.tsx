import { AlertTriangle } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { buttonClasses } from '../../../components/ui/button';
import { paths } from '../../../config/paths';
import type { RequestFailure } from '../lib/request-failure';

/**
 * The server's explanation of a refused request, kept beside the form after the toast has gone;
 * a plan that is too low gets the way to upgrade, other cases may bring their own next step.
 */
export function FailureNotice({ failure, action }: { failure: RequestFailure | null; action?: ReactNode }) {
  if (!failure) return null;
  return (
    <div
      role="alert"
      className="flex gap-3 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900 dark:border-amber-700/60 dark:bg-amber-950/40 dark:text-amber-100"
    >
      <AlertTriangle className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
      <div className="grid gap-2">
        <p>{failure.message}</p>
        {(failure.upgradeRequired || action) && (
          <div className="flex flex-wrap gap-2">
            {failure.upgradeRequired && (
              <Link href={paths.billing} className={buttonClasses('outline', 'sm')}>
                See plans
              </Link>
            )}
            {action}
          </div>
        )}
      </div>
    </div>
  );
}
