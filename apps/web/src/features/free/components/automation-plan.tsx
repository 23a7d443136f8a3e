import type { AutomationResponse } from '@careerloom/contract';
import { Badge } from '../../../components/ui/badge';
import { Card, CardContent, CardHeader } from '../../../components/ui/card';
import { formatDateTime } from '../lib/format';
import { AUTOMATION_TYPE_LABELS, STATUS_BADGE, STATUS_LABELS } from './automation-labels';
import { AutomationSteps } from './automation-steps';

/** The plan the server made of a new automation: trigger, schedule, next run and steps. */
export function AutomationPlan({ result }: { result: AutomationResponse }) {
  const { automation, premium_features } = result;
  const { execution } = automation;
  return (
    <Card role="region" aria-labelledby="automation-plan-title">
      <CardHeader>
        <div className="flex flex-wrap items-center gap-2">
          <h3 id="automation-plan-title" className="text-lg font-semibold">
            Automation plan
          </h3>
          <Badge variant={STATUS_BADGE[execution.status]}>{STATUS_LABELS[execution.status]}</Badge>
          <Badge variant="secondary">{AUTOMATION_TYPE_LABELS[automation.type]}</Badge>
        </div>
        <p className="text-sm break-words text-slate-600 dark:text-slate-400">{automation.task}</p>
      </CardHeader>
      <CardContent className="grid gap-4">
        <dl className="grid gap-3 text-sm sm:grid-cols-3">
          <div>
            <dt className="text-slate-500 dark:text-slate-400">Trigger</dt>
            <dd className="font-medium break-words">{execution.trigger}</dd>
          </div>
          <div>
            <dt className="text-slate-500 dark:text-slate-400">Schedule</dt>
            <dd className="font-medium break-words">{execution.schedule.text}</dd>
          </div>
          <div>
            <dt className="text-slate-500 dark:text-slate-400">Next run</dt>
            <dd className="font-medium">{formatDateTime(execution.nextRunAt)}</dd>
          </div>
        </dl>
        <AutomationSteps steps={execution.steps} />
        {premium_features.length > 0 && (
          <div className="rounded-lg bg-slate-50 p-3 text-sm dark:bg-slate-800/50">
            <p className="font-semibold">With a higher plan</p>
            <ul className="mt-1 grid list-disc gap-0.5 pl-5 text-slate-600 dark:text-slate-400">
              {premium_features.map((feature) => (
                <li key={feature}>{feature}</li>
              ))}
            </ul>
          </div>
        )}
      </CardContent>
    </Card>
  );
}
