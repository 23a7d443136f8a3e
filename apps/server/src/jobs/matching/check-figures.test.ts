import { describe, expect, it } from 'vitest';
import { recalledCheck, rememberCheck } from './check-figures';

describe('the figures of the latest monitoring check', () => {
  it('are recalled for that check only: a newer check needs its own figures', () => {
    const first = new Date('2026-11-22T10:00:00Z');
    rememberCheck(7, first, { scored: 12, found: 40, grounded: 9 });
    expect(recalledCheck(7, new Date(first))).toEqual({ scored: 12, found: 40, grounded: 9 });
    expect(recalledCheck(7, new Date('2026-11-22T10:00:05Z'))).toBeUndefined();
    expect(recalledCheck(8, first)).toBeUndefined();
  });
});
