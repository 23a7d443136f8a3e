import { LANDING_PRICING, TIER_LABELS } from '@careerloom/contract';
import { Lock } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { Link } from 'wouter';
import { buttonClasses } from '../../../components/ui/button';
import { paths } from '../../../config/paths';

/**
 * Said where a locked tool is, before anything is pressed: the tool is part of the Job Seeker
 * plan, and the way to start it (/billing holds the trial and checkout). `alternative` names what
 * the user's own plan offers instead, when there is something.
 */
export function PlanLockNote({ feature, id, alternative }: { feature: string; id?: string; alternative?: ReactNode }) {
  return (
    <div
      id={id}
      role="note"
      className="flex flex-col gap-3 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950 sm:flex-row sm:items-center sm:justify-between dark:border-amber-700/60 dark:bg-amber-950/40 dark:text-amber-50"
    >
      <p className="flex gap-2">
        <Lock className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
        <span>
          {feature} is part of the {TIER_LABELS.jobseeker} plan (${LANDING_PRICING.jobseekerMonthlyUsd}/month).
          {alternative && <> {alternative}</>}
        </span>
      </p>
      <Link href={paths.billing} className={buttonClasses('primary', 'sm', 'shrink-0 self-start sm:self-auto')}>
        Start {TIER_LABELS.jobseeker}
      </Link>
    </div>
  );
}

/**
 * A tool the user's plan does not include: the note on top, and every control of the tool
 * disabled (a disabled fieldset disables the buttons and fields inside it), so nothing can be
 * sent only to be refused. The tool stays visible, so the user sees what the plan brings.
 */
export function LockedTool({
  locked,
  feature,
  alternative,
  children,
}: {
  locked: boolean;
  feature: string;
  alternative?: ReactNode;
  children: ReactNode;
}) {
  const noteId = useId();
  if (!locked) return children;
  return (
    <div className="grid gap-3">
      <PlanLockNote feature={feature} id={noteId} alternative={alternative} />
      <fieldset disabled aria-describedby={noteId} className="m-0 min-w-0 border-0 p-0">
        {children}
      </fieldset>
    </div>
  );
}
