import type { WorkAiPrimaryActionResult } from '@careerloom/contract';
import { Link } from 'wouter';
import { buttonClasses } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { paths } from '../../../config/paths';

/** Where a primary action's result continues, by the app path the server names. */
const CONTINUE_LABELS: Record<string, string> = {
  [paths.jobseeker]: 'Open Job Seeker',
  [paths.free]: 'Open automations',
};

type Props = { result: WorkAiPrimaryActionResult | null; onClose: () => void };

/** The outcome of the role's primary action: the report, strategy or review, and where to go next. */
export function PrimaryActionDialog({ result, onClose }: Props) {
  return (
    <Dialog
      open={result !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={result?.title ?? ''}
      {...(result?.notificationId !== undefined ? { description: 'Saved to your notifications.' } : {})}
    >
      {result && (
        <div className="grid gap-4">
          <ul className="grid gap-2 text-sm">
            {result.lines.map((line) => (
              <li key={line} className="rounded-md bg-slate-50 px-3 py-2 dark:bg-slate-800/60">
                {line}
              </li>
            ))}
          </ul>
          {result.href && (
            <div>
              <Link href={result.href} className={buttonClasses('primary', 'sm')} onClick={onClose}>
                {CONTINUE_LABELS[result.href] ?? 'Continue'}
              </Link>
            </div>
          )}
        </div>
      )}
    </Dialog>
  );
}
