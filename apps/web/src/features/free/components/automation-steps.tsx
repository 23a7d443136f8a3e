import { type AutomationStep, TIER_LABELS } from '@careerloom/contract';
import { CheckCircle2, Lock, UserRound } from 'lucide-react';
import { Badge } from '../../../components/ui/badge';
import { STEP_ACTION_LABELS } from './automation-labels';

/**
 * The steps of a plan: which Careerloom runs on the user's plan, which wait for a higher tier, and
 * which are the user's to do (sending, posting, entering data, booking: no plan does those).
 */
export function AutomationSteps({ steps }: { steps: AutomationStep[] }) {
  return (
    <ol aria-label="Steps" className="grid gap-2">
      {steps.map((step, index) => (
        <li
          // biome-ignore lint/suspicious/noArrayIndexKey: a plan's steps are fixed and ordered
          key={index}
          className="flex items-start gap-2 rounded-md border border-slate-200 p-2 text-sm dark:border-slate-800"
        >
          {step.runs ? (
            <CheckCircle2 className="mt-0.5 h-4 w-4 shrink-0 text-emerald-600" aria-hidden="true" />
          ) : step.requiredTier ? (
            <Lock className="mt-0.5 h-4 w-4 shrink-0 text-amber-600" aria-hidden="true" />
          ) : (
            <UserRound className="mt-0.5 h-4 w-4 shrink-0 text-slate-500" aria-hidden="true" />
          )}
          <div className="min-w-0 flex-1">
            <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
              <p className="font-medium">{STEP_ACTION_LABELS[step.action]}</p>
              {step.runs ? (
                <Badge variant="success">Runs on your plan</Badge>
              ) : step.requiredTier ? (
                <Badge variant="warning">Needs {TIER_LABELS[step.requiredTier]}</Badge>
              ) : (
                <Badge variant="secondary">You do this</Badge>
              )}
            </div>
            <p className="mt-0.5 break-words text-slate-600 dark:text-slate-400">{step.description}</p>
          </div>
        </li>
      ))}
    </ol>
  );
}
