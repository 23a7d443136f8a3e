import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BOARD_USER_AGENT, BoardHttpError, fetchBoardJson, parseRetryAfter } from './board-http';
import { type FakeBoardServer, startFakeBoardServer } from './testing/fake-board-server';

let fake: FakeBoardServer;
beforeAll(async () => {
  fake = await startFakeBoardServer();
});
afterAll(async () => {
  await fake.close();
});

/** Records the waits instead of sleeping them, so back-off is checked without slowing the test. */
function recordedSleep() {
  const waits: number[] = [];
  return { waits, sleep: async (ms: number) => void waits.push(ms) };
}

describe('fetchBoardJson', () => {
  it('names Careerloom in the User-Agent', async () => {
    fake.answer('/ua', { body: { ok: true } });
    expect(await fetchBoardJson(`${fake.baseUrl}/ua`)).toEqual({ ok: true });
    expect(fake.requests.at(-1)?.userAgent).toBe(BOARD_USER_AGENT);
    expect(BOARD_USER_AGENT).toMatch(/^Careerloom\//);
  });

  it('honours Retry-After seconds on 429, then succeeds', async () => {
    fake.answer('/limited', [{ status: 429, headers: { 'retry-after': '1' } }, { body: { jobs: [] } }]);
    const before = fake.requests.length;
    const { waits, sleep } = recordedSleep();
    expect(await fetchBoardJson(`${fake.baseUrl}/limited`, { sleep })).toEqual({ jobs: [] });
    // One wait of exactly the stated second (not the jittered back-off), then the second request.
    expect(waits).toEqual([1_000]);
    expect(fake.requests.length - before).toBe(2);
  });

  it('honours Retry-After as an HTTP date, capped', async () => {
    const inTwoHours = new Date(Date.now() + 2 * 3_600_000).toUTCString();
    fake.answer('/limited-date', [{ status: 429, headers: { 'retry-after': inTwoHours } }, { body: [] }]);
    const { waits, sleep } = recordedSleep();
    expect(await fetchBoardJson(`${fake.baseUrl}/limited-date`, { sleep, maxDelayMs: 60_000 })).toEqual([]);
    expect(waits).toEqual([60_000]);
    expect(parseRetryAfter('Wed, 21 Oct 2015 07:28:00 GMT', Date.parse('Wed, 21 Oct 2015 07:27:30 GMT'))).toBe(30_000);
    expect(parseRetryAfter('soon')).toBeUndefined();
  });

  it('retries 5xx with growing, jittered back-off, then succeeds', async () => {
    fake.answer('/flaky', [{ status: 500 }, { status: 502 }, { status: 503 }, { body: { fine: 1 } }]);
    const { waits, sleep } = recordedSleep();
    expect(await fetchBoardJson(`${fake.baseUrl}/flaky`, { sleep, baseDelayMs: 100 })).toEqual({ fine: 1 });
    expect(waits).toHaveLength(3);
    // Step doubles (100, 200, 400); each wait is in [step/2, step].
    waits.forEach((w, i) => {
      const step = 100 * 2 ** i;
      expect(w).toBeGreaterThanOrEqual(step / 2);
      expect(w).toBeLessThanOrEqual(step);
    });
  });

  it('gives up after 4 attempts', async () => {
    fake.answer('/down', { status: 500 });
    const before = fake.requests.length;
    const { sleep } = recordedSleep();
    await expect(fetchBoardJson(`${fake.baseUrl}/down`, { sleep })).rejects.toThrow(/answered 500.*after 4 attempts/);
    expect(fake.requests.length - before).toBe(4);
  });

  it('does not retry other 4xx', async () => {
    const before = fake.requests.length;
    const error = await fetchBoardJson(`${fake.baseUrl}/missing`).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(BoardHttpError);
    expect((error as BoardHttpError).status).toBe(404);
    expect((error as BoardHttpError).retryable).toBe(false);
    expect(fake.requests.length - before).toBe(1);
  });

  it('times out a board that does not answer, and retries it', async () => {
    fake.answer('/hang', { hang: true });
    const before = fake.requests.length;
    const { sleep } = recordedSleep();
    await expect(fetchBoardJson(`${fake.baseUrl}/hang`, { timeoutMs: 150, maxAttempts: 2, sleep })).rejects.toThrow(
      /no answer within 150 ms.*after 2 attempts/,
    );
    expect(fake.requests.length - before).toBe(2);
  });

  it('retries a refused connection', async () => {
    const closed = await startFakeBoardServer();
    await closed.close();
    const { waits, sleep } = recordedSleep();
    await expect(fetchBoardJson(`${closed.baseUrl}/x`, { sleep })).rejects.toThrow(/ECONNREFUSED.*after 4 attempts/);
    expect(waits).toHaveLength(3);
  });

  it('refuses a body that is not JSON without retrying', async () => {
    fake.answer('/html', { raw: '<html>maintenance</html>' });
    await expect(fetchBoardJson(`${fake.baseUrl}/html`)).rejects.toThrow(/not JSON/);
  });
});
