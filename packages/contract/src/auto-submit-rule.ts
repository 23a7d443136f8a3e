import type { ApplicationSettings } from './applications';

type Answer = { required: boolean; confidence: number; autoFilledValue?: string };

/**
 * The user's auto-submit rule, applied by the extension before it clicks submit and again by the
 * server before it records `auto_submitted`: the answers that hold auto-submit back. Counted are
 * the required answers (every answer when none is required); each needs a value with
 * confidence × 100 at or above the threshold. No zod here, so the content script can import it.
 */
export function answersHoldingBackAutoSubmit<A extends Answer>(
  settings: Pick<ApplicationSettings, 'threshold'>,
  answers: readonly A[],
): { counted: A[]; holdingBack: A[] } {
  const counted = answers.some((a) => a.required) ? answers.filter((a) => a.required) : [...answers];
  const holdingBack = counted.filter(
    (a) => a.autoFilledValue === '' || Math.round(a.confidence * 100) < settings.threshold,
  );
  return { counted, holdingBack };
}
