import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { latestRun, recalledCheck, rememberCheck, rememberRun } from './check-figures';

let t: TestApp;
let first: number;
let second: number;
beforeAll(async () => {
  t = await createTestApp();
  first = (await t.register()).user.id;
  second = (await t.register()).user.id;
});
afterAll(async () => {
  await t.close();
});

describe('the figures of the latest monitoring check', () => {
  it('are recalled for that check only: a newer check needs its own figures', async () => {
    const at = new Date('2026-11-22T10:00:00Z');
    await rememberCheck(t.db, first, at, { scored: 12, found: 40, grounded: 9 });
    expect(await recalledCheck(t.db, first, new Date(at))).toEqual({ scored: 12, found: 40, grounded: 9 });
    expect(await recalledCheck(t.db, first, new Date('2026-11-22T10:00:05Z'))).toBeUndefined();
    expect(await recalledCheck(t.db, second, at)).toBeUndefined();
  });

  it('keep each user’s newest run; an older one never replaces it', async () => {
    const criteria = { jobTitle: 'nurse', location: 'remote', skills: [], salaryMin: null };
    const figures = { scored: 1, found: 1, grounded: 0 };
    const newer = { at: new Date('2026-11-22T10:00:05Z'), criteria, figures };
    // The first user's check figures are this test's own, not left by the test above (any order).
    await rememberCheck(t.db, first, new Date('2026-11-22T10:00:00Z'), { scored: 12, found: 40, grounded: 9 });
    await rememberRun(t.db, second, newer);
    await rememberRun(t.db, second, {
      at: new Date('2026-11-22T10:00:00Z'),
      criteria,
      figures: { ...figures, found: 2 },
    });
    expect(await latestRun(t.db, second)).toEqual(newer);
    // The run and the recorded figures are kept side by side.
    expect(await latestRun(t.db, first)).toBeUndefined();
    expect(await recalledCheck(t.db, first, new Date('2026-11-22T10:00:00Z'))).toEqual({
      scored: 12,
      found: 40,
      grounded: 9,
    });
  });
});
