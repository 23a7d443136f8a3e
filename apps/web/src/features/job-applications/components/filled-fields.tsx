import type { FilledField, PersonalizedAnswer } from '@careerloom/contract';
import { AlertTriangle } from 'lucide-react';
import { cn } from '../../../lib/cn';
import { confidenceTone, percentOf } from '../lib/format';

const TONE_CLASSES = {
  high: 'bg-emerald-500',
  medium: 'bg-amber-500',
  low: 'bg-red-500',
} as const;

type Row = Pick<FilledField, 'autoFilledValue' | 'confidence' | 'evidence' | 'flagged'> & {
  key: string;
  label: string;
  required?: boolean;
};

/**
 * Every field of a filled form with its value, how sure the assistant is and what the value was
 * taken from. Flagged fields (no evidence, or too little) are marked for the user to complete.
 */
export function FilledFields({
  fields,
  questions,
  thresholdPercent,
}: {
  fields: FilledField[];
  questions: PersonalizedAnswer[];
  thresholdPercent: number;
}) {
  const rows: Row[] = [
    ...fields.map((f) => ({ ...f, key: `f-${f.fieldId}`, label: f.fieldName, required: f.required })),
    ...questions.map((q, i) => ({ ...q, key: `q-${i}`, label: q.question })),
  ];
  return (
    <ul aria-label="Filled fields" className="grid gap-3">
      {rows.map((row) => (
        <FieldRow key={row.key} row={row} thresholdPercent={thresholdPercent} />
      ))}
    </ul>
  );
}

function FieldRow({ row, thresholdPercent }: { row: Row; thresholdPercent: number }) {
  const tone = confidenceTone(row.confidence, thresholdPercent);
  return (
    <li
      aria-label={row.label}
      className={cn(
        'grid gap-2 rounded-lg border p-3 text-sm',
        row.flagged
          ? 'border-amber-300 bg-amber-50 dark:border-amber-800 dark:bg-amber-950/30'
          : 'border-slate-200 dark:border-slate-800',
      )}
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span className="font-medium break-words">
          {row.label}
          {row.required && <span className="text-slate-500"> (required)</span>}
        </span>
        <span className="flex items-center gap-2 text-xs tabular-nums">
          <span className="h-2 w-20 overflow-hidden rounded-full bg-slate-200 dark:bg-slate-700" aria-hidden="true">
            <span className={cn('block h-full', TONE_CLASSES[tone])} style={{ width: percentOf(row.confidence) }} />
          </span>
          <span>
            <span className="sr-only">Confidence </span>
            {percentOf(row.confidence)}
          </span>
        </span>
      </div>
      {row.autoFilledValue ? (
        <p className="whitespace-pre-wrap break-words rounded bg-slate-50 p-2 dark:bg-slate-800/60">
          {row.autoFilledValue}
        </p>
      ) : (
        <p className="text-slate-500 italic">Left empty: nothing in your profile or resume supports an answer.</p>
      )}
      <p className="text-xs text-slate-600 dark:text-slate-400">
        <span className="font-medium">Evidence:</span> {row.evidence}
      </p>
      {row.flagged && (
        <p className="flex items-center gap-1.5 text-xs font-medium text-amber-800 dark:text-amber-300">
          <AlertTriangle className="h-3.5 w-3.5" aria-hidden="true" />
          Needs your input
        </p>
      )}
    </li>
  );
}
