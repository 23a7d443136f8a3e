import type { Automation } from '@careerloom/contract';
import { Pause, Play, RotateCw, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { toast } from '../../../lib/toast-store';
import { type AutomationCommand, useControlAutomation } from '../api/control-automation';
import { useAutomations } from '../api/get-automations';
import { failureMessage } from '../lib/failure-message';
import { formatDateTime } from '../lib/format';
import { AUTOMATION_TYPE_LABELS, STATUS_BADGE, STATUS_LABELS } from './automation-labels';
import { AutomationSteps } from './automation-steps';

const DONE: Record<AutomationCommand, string> = {
  pause: 'Automation paused',
  resume: 'Automation resumed',
  run: 'Automation ran',
  delete: 'Automation deleted',
};

/** The signed-in user's automations, each with pause or resume, run now and delete. */
export function AutomationList({ onAction }: { onAction: () => void }) {
  const automations = useAutomations({ enabled: true });
  if (automations.isLoading) return <Spinner label="Loading automations" />;
  if (automations.isError) {
    return (
      <p role="alert" className="text-sm text-red-600 dark:text-red-400">
        {failureMessage(automations.error, 'Could not load your automations')}
      </p>
    );
  }
  const list = automations.data ?? [];
  if (list.length === 0) {
    return <p className="text-sm text-slate-600 dark:text-slate-400">No automations yet: create one above.</p>;
  }
  return (
    <ul aria-label="Your automations" className="grid gap-3">
      {list.map((automation) => (
        <AutomationItem key={automation.id} automation={automation} onAction={onAction} />
      ))}
    </ul>
  );
}

function AutomationItem({ automation, onAction }: { automation: Automation; onAction: () => void }) {
  const control = useControlAutomation();
  const [confirming, setConfirming] = useState(false);
  const [showSteps, setShowSteps] = useState(false);
  const { execution } = automation;
  const name = automation.task.length > 60 ? `${automation.task.slice(0, 57)}…` : automation.task;

  const run = (command: AutomationCommand) =>
    control.mutate(
      { id: automation.id, command },
      {
        onSuccess: (delivered) =>
          toast({
            title: DONE[command],
            ...(command === 'run'
              ? {
                  description: delivered.length
                    ? `Delivered to your notifications: ${delivered.map((n) => n.title).join(', ')}`
                    : 'Nothing was delivered this time.',
                }
              : {}),
          }),
        onError: (error) =>
          toast({
            title: 'Error',
            description: failureMessage(error, 'Could not update the automation'),
            variant: 'destructive',
          }),
        onSettled: onAction,
      },
    );

  const busy = control.isPending;
  return (
    <li
      aria-label={automation.task}
      className="rounded-lg border border-slate-200 p-3 text-sm sm:p-4 dark:border-slate-800"
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0 flex-1">
          <p className="font-medium break-words">{automation.task}</p>
          <p className="mt-0.5 text-slate-600 dark:text-slate-400">
            {AUTOMATION_TYPE_LABELS[automation.type]} · {execution.schedule.text}
          </p>
        </div>
        <Badge variant={STATUS_BADGE[execution.status]}>{STATUS_LABELS[execution.status]}</Badge>
      </div>
      <dl className="mt-2 grid grid-cols-3 gap-2 text-xs">
        <div>
          <dt className="text-slate-500 dark:text-slate-400">Next run</dt>
          <dd>{formatDateTime(execution.nextRunAt)}</dd>
        </div>
        <div>
          <dt className="text-slate-500 dark:text-slate-400">Last run</dt>
          <dd>{formatDateTime(execution.lastRunAt)}</dd>
        </div>
        <div>
          <dt className="text-slate-500 dark:text-slate-400">Runs</dt>
          <dd className="tabular-nums">{execution.runs}</dd>
        </div>
      </dl>
      {showSteps && (
        <div className="mt-3">
          <AutomationSteps steps={execution.steps} />
        </div>
      )}
      <div className="mt-3 flex flex-wrap gap-2">
        {execution.status === 'scheduled' && (
          <Button variant="outline" size="sm" disabled={busy} onClick={() => run('pause')} aria-label={`Pause ${name}`}>
            <Pause className="h-4 w-4" aria-hidden="true" />
            Pause
          </Button>
        )}
        {execution.status === 'paused' && (
          <Button
            variant="outline"
            size="sm"
            disabled={busy}
            onClick={() => run('resume')}
            aria-label={`Resume ${name}`}
          >
            <Play className="h-4 w-4" aria-hidden="true" />
            Resume
          </Button>
        )}
        <Button variant="outline" size="sm" disabled={busy} onClick={() => run('run')} aria-label={`Run ${name} now`}>
          <RotateCw className="h-4 w-4" aria-hidden="true" />
          Run now
        </Button>
        <Button
          variant="ghost"
          size="sm"
          aria-expanded={showSteps}
          onClick={() => setShowSteps((v) => !v)}
          aria-label={`${showSteps ? 'Hide' : 'Show'} steps of ${name}`}
        >
          {showSteps ? 'Hide steps' : 'Show steps'}
        </Button>
        {confirming ? (
          <span className="flex flex-wrap items-center gap-2">
            <Button variant="destructive" size="sm" disabled={busy} onClick={() => run('delete')}>
              Confirm delete
            </Button>
            <Button variant="ghost" size="sm" onClick={() => setConfirming(false)}>
              Cancel
            </Button>
          </span>
        ) : (
          <Button
            variant="ghost"
            size="sm"
            className="text-red-600 dark:text-red-400"
            disabled={busy}
            onClick={() => setConfirming(true)}
            aria-label={`Delete ${name}`}
          >
            <Trash2 className="h-4 w-4" aria-hidden="true" />
            Delete
          </Button>
        )}
      </div>
    </li>
  );
}
