import type { AutomationStep } from '@careerloom/contract';
import { CheckCircle2, Lock } from 'lucide-react';
import { Badge } from '../../../components/ui/badge';
import { STEP_ACTION_LABELS, TIER_NAMES } from './automation-labels';

/** The steps of a plan: which run on the user's plan and which wait for a higher tier. */
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
          ) : (
            <Lock className="mt-0.5 h-4 w-4 shrink-0 text-amber-600" aria-hidden="true" />
          )}
          <div className="min-w-0 flex-1">
            <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
              <p className="font-medium">{STEP_ACTION_LABELS[step.action]}</p>
              {step.runs ? (
                <Badge variant="success">Runs on your plan</Badge>
              ) : (
                <Badge variant="warning">
                  Needs {step.requiredTier ? TIER_NAMES[step.requiredTier] : 'a higher plan'}
                </Badge>
              )}
            </div>
            <p className="mt-0.5 break-words text-slate-600 dark:text-slate-400">{step.description}</p>
          </div>
        </li>
      ))}
    </ol>
  );
}
