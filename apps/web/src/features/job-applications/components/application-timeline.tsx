import { APPLICATION_STATUS_LABELS, type ApplicationEvent } from '@careerloom/contract';
import { formatDateTime } from '../../../lib/date-text';

const SOURCE_LABELS: Record<ApplicationEvent['source'], string> = {
  assistant: 'Careerloom',
  extension: 'Careerloom for Chrome',
  mail: 'Your mail',
  manual: 'You',
};

/**
 * An application's timeline, oldest first: each step with its date, what happened, where it came
 * from and what it rests on (the message's subject and sender, the page it was sent from, a note).
 */
export function ApplicationTimeline({ steps }: { steps: readonly ApplicationEvent[] }) {
  if (steps.length === 0) return <p className="text-slate-600 dark:text-slate-400">No steps recorded yet.</p>;
  return (
    <ol aria-label="Application timeline" className="grid gap-3 border-l border-slate-200 pl-4 dark:border-slate-700">
      {steps.map((step) => (
        <li key={step.id} className="grid gap-0.5">
          <p className="text-xs text-slate-600 dark:text-slate-400">
            <time dateTime={step.occurredAt}>{formatDateTime(step.occurredAt)}</time> · {SOURCE_LABELS[step.source]} ·{' '}
            {APPLICATION_STATUS_LABELS[step.status]}
          </p>
          <p className="font-medium">{step.summary}</p>
          {(step.evidence.subject || step.evidence.sender || step.evidence.pageUrl || step.evidence.note) && (
            <dl className="grid grid-cols-[4.5rem_minmax(0,1fr)] gap-x-2 text-xs text-slate-600 dark:text-slate-400">
              {step.evidence.subject && (
                <>
                  <dt>Subject</dt>
                  <dd className="break-words">{step.evidence.subject}</dd>
                </>
              )}
              {step.evidence.sender && (
                <>
                  <dt>From</dt>
                  <dd className="break-words">{step.evidence.sender}</dd>
                </>
              )}
              {step.evidence.pageUrl && (
                <>
                  <dt>Page</dt>
                  <dd className="break-all">{step.evidence.pageUrl}</dd>
                </>
              )}
              {step.evidence.note && (
                <>
                  <dt>Note</dt>
                  <dd className="break-words">{step.evidence.note}</dd>
                </>
              )}
            </dl>
          )}
        </li>
      ))}
    </ol>
  );
}
