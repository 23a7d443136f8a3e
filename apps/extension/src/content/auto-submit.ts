import type { ApplicationSettings, FilledField } from '@careerloom/contract';

/** Why auto-submit does or does not go ahead for a filled form. */
export type AutoSubmitDecision =
  | { allowed: true }
  | { allowed: false; reason: 'off' }
  | { allowed: false; reason: 'below-threshold'; holdingBack: FilledField[] };

/**
 * The user's auto-submit rule, the same the server re-checks when the submission is reported:
 * auto-submit on, and every required answer (every answer when none is required) has a value
 * with confidence × 100 at or above the threshold. `written` says which fields the page really
 * took; a required field the page refused holds it back too.
 */
export function autoSubmitDecision(
  settings: ApplicationSettings,
  fields: readonly FilledField[],
  written: (field: FilledField) => boolean = () => true,
): AutoSubmitDecision {
  if (!settings.autoSubmit) return { allowed: false, reason: 'off' };
  const counted = fields.some((f) => f.required) ? fields.filter((f) => f.required) : [...fields];
  const holdingBack = counted.filter(
    (f) => !f.autoFilledValue || Math.round(f.confidence * 100) < settings.threshold || !written(f),
  );
  if (counted.length === 0) return { allowed: false, reason: 'below-threshold', holdingBack: [] };
  return holdingBack.length ? { allowed: false, reason: 'below-threshold', holdingBack } : { allowed: true };
}
