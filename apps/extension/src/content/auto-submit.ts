import { type ApplicationSettings, answersHoldingBackAutoSubmit, type FilledField } from '@careerloom/contract';

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
  const rule = answersHoldingBackAutoSubmit(settings, fields);
  const counted = rule.counted;
  const holdingBack = counted.filter((f) => rule.holdingBack.includes(f) || !written(f));
  if (counted.length === 0) return { allowed: false, reason: 'below-threshold', holdingBack: [] };
  return holdingBack.length ? { allowed: false, reason: 'below-threshold', holdingBack } : { allowed: true };
}
