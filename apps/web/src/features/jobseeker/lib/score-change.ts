/** The colour band of an ATS score: the same thresholds the meter and the big number use. */
export type ScoreBand = 'strong' | 'fair' | 'weak';

/** Lowest score of each band; the meter's low and high marks use the same values. */
export const SCORE_THRESHOLDS = { fair: 50, strong: 75 } as const;

export function scoreBand(score: number): ScoreBand {
  if (score >= SCORE_THRESHOLDS.strong) return 'strong';
  if (score >= SCORE_THRESHOLDS.fair) return 'fair';
  return 'weak';
}

/**
 * How this analysis compares with the previous one of the session, so a user improving their
 * resume sees what the edit did. Null for the first analysis.
 */
export function describeScoreChange(previous: number | null, current: number): string | null {
  if (previous === null) return null;
  const delta = current - previous;
  if (delta === 0) return `Same score as your previous analysis (${previous}).`;
  const points = Math.abs(delta) === 1 ? 'point' : 'points';
  return `${delta > 0 ? 'Up' : 'Down'} ${Math.abs(delta)} ${points} from your previous analysis (${previous}).`;
}
