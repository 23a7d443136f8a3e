import { describe, expect, it } from 'vitest';
import { latestRun, recalledCheck, rememberCheck, rememberRun } from './check-figures';

describe('the figures of the latest monitoring check', () => {
  it('are recalled for that check only: a newer check needs its own figures', () => {
    const first = new Date('2026-11-22T10:00:00Z');
    rememberCheck(7, first, { scored: 12, found: 40, grounded: 9 });
    expect(recalledCheck(7, new Date(first))).toEqual({ scored: 12, found: 40, grounded: 9 });
    expect(recalledCheck(7, new Date('2026-11-22T10:00:05Z'))).toBeUndefined();
    expect(recalledCheck(8, first)).toBeUndefined();
  });

  it('keep each user’s newest run; an older one never replaces it', () => {
    const criteria = { jobTitle: 'nurse', location: 'remote', skills: [], salaryMin: null };
    const figures = { scored: 1, found: 1, grounded: 0 };
    const newer = { at: new Date('2026-11-22T10:00:05Z'), criteria, figures };
    rememberRun(9, newer);
    rememberRun(9, { at: new Date('2026-11-22T10:00:00Z'), criteria, figures: { ...figures, found: 2 } });
    expect(latestRun(9)).toBe(newer);
    expect(latestRun(10)).toBeUndefined();
  });
});
