import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { backgroundJobs } from '../db/schema';
import { createTestDatabase, MINUTE, type TestDatabase } from '../test/test-app';
import {
  claimNextJob,
  completeJob,
  enqueueJob,
  enqueueUniqueJob,
  failAbandonedJobs,
  PermanentJobError,
  removeFinishedJobs,
  runNextJob,
} from './job-queue';

let t: TestDatabase;
const db = () => t.database.db;
const start = new Date('2026-03-02T09:00:00Z');
const at = (ms: number) => new Date(start.getTime() + ms);

beforeAll(async () => {
  t = await createTestDatabase();
});
afterAll(async () => {
  await t.close();
});
beforeEach(async () => {
  await db().delete(backgroundJobs);
});

const row = async (id: number) => (await db().select().from(backgroundJobs).where(eq(backgroundJobs.id, id)))[0];

describe('job queue', () => {
  it('claims only due jobs, oldest first, and completes them', async () => {
    const later = await enqueueJob(db(), { kind: 'k', payload: { n: 2 }, runAt: at(MINUTE) });
    const first = await enqueueJob(db(), { kind: 'k', payload: { n: 1 }, runAt: at(0) });

    const claimed = await claimNextJob(db(), at(0));
    expect(claimed?.id).toBe(first.id);
    expect(claimed?.status).toBe('running');
    expect(claimed?.attempts).toBe(1);
    expect(await claimNextJob(db(), at(0))).toBeUndefined(); // the later one is not due yet

    if (!claimed) throw new Error('no claim');
    await completeJob(db(), claimed, at(1000));
    expect((await row(first.id))?.status).toBe('done');
    expect((await claimNextJob(db(), at(MINUTE)))?.id).toBe(later.id);
  });

  it('retries a failing job with back-off, then fails it after max attempts', async () => {
    const job = await enqueueJob(db(), { kind: 'flaky', runAt: at(0), maxAttempts: 2 });
    const handlers = {
      flaky: async () => {
        throw new Error('board down');
      },
    };
    const first = await runNextJob(db(), handlers, () => at(0));
    expect(first?.status).toBe('queued');
    const afterFirst = await row(job.id);
    expect(afterFirst?.lastError).toBe('board down');
    // Back-off: 30 s with jitter (22.5–30 s); not due straight away.
    expect(afterFirst?.runAt.getTime()).toBeGreaterThanOrEqual(at(22_500).getTime());
    expect(afterFirst?.runAt.getTime()).toBeLessThanOrEqual(at(30_000).getTime());
    expect(await runNextJob(db(), handlers, () => at(1000))).toBeUndefined();

    const second = await runNextJob(db(), handlers, () => at(MINUTE));
    expect(second?.status).toBe('failed');
    const failed = await row(job.id);
    expect(failed?.status).toBe('failed');
    expect(failed?.attempts).toBe(2);
    expect(failed?.finishedAt).not.toBeNull();
  });

  it('fails a permanent error at once', async () => {
    const job = await enqueueJob(db(), { kind: 'bad', runAt: at(0), maxAttempts: 5 });
    const outcome = await runNextJob(
      db(),
      {
        bad: async () => {
          throw new PermanentJobError('wrong shape');
        },
      },
      () => at(0),
    );
    expect(outcome?.status).toBe('failed');
    expect((await row(job.id))?.attempts).toBe(1);
  });

  it('recovers a job whose worker died once the lease runs out', async () => {
    const job = await enqueueJob(db(), { kind: 'k', runAt: at(0), maxAttempts: 2 });
    const dead = await claimNextJob(db(), at(0), { leaseMs: MINUTE });
    expect(dead?.id).toBe(job.id);
    expect(await claimNextJob(db(), at(30_000))).toBeUndefined(); // lease still held
    const again = await claimNextJob(db(), at(MINUTE + 1));
    expect(again?.id).toBe(job.id);
    expect(again?.attempts).toBe(2);

    // The first worker wakes up late: its completion must not overwrite the new claim.
    if (!dead) throw new Error('no claim');
    await completeJob(db(), dead, at(MINUTE + 2));
    expect((await row(job.id))?.status).toBe('running');

    // The second dies too, on the last attempt: the job is failed, not claimed a third time.
    expect(await claimNextJob(db(), at(10 * MINUTE))).toBeUndefined();
    expect(await failAbandonedJobs(db(), at(10 * MINUTE))).toBe(1);
    expect((await row(job.id))?.status).toBe('failed');
  });

  it('does not enqueue a copy of a job still waiting or running', async () => {
    const payload = { source: 'lever', board: 'acme' };
    expect(await enqueueUniqueJob(db(), { kind: 'sync', payload, runAt: at(0) })).toBeDefined();
    expect(await enqueueUniqueJob(db(), { kind: 'sync', payload, runAt: at(0) })).toBeUndefined();
    expect(
      await enqueueUniqueJob(db(), { kind: 'sync', payload: { ...payload, board: 'other' }, runAt: at(0) }),
    ).toBeDefined();
    const claimed = await claimNextJob(db(), at(0));
    if (!claimed) throw new Error('no claim');
    await completeJob(db(), claimed, at(0));
    // Finished work no longer blocks a new run.
    expect(await enqueueUniqueJob(db(), { kind: 'sync', payload: claimed.payload, runAt: at(0) })).toBeDefined();
  });

  it('dedupes on the payload whatever its key order, and leaves plain enqueues alone', async () => {
    const [first, second] = await Promise.all([
      enqueueUniqueJob(db(), { kind: 'sync', payload: { source: 'lever', board: 'acme' }, runAt: at(0) }),
      enqueueUniqueJob(db(), { kind: 'sync', payload: { board: 'acme', source: 'lever' }, runAt: at(0) }),
    ]);
    expect([first, second].filter(Boolean)).toHaveLength(1);
    // The same payload under another kind is another job.
    expect(
      await enqueueUniqueJob(db(), { kind: 'other', payload: { source: 'lever', board: 'acme' }, runAt: at(0) }),
    ).toBeDefined();
    // enqueueJob never dedupes: a retry job may be queued twice on purpose.
    await enqueueJob(db(), { kind: 'revoke', payload: { n: 1 }, runAt: at(0) });
    await enqueueJob(db(), { kind: 'revoke', payload: { n: 1 }, runAt: at(0) });
    expect(await db().select().from(backgroundJobs).where(eq(backgroundJobs.kind, 'revoke'))).toHaveLength(2);
  });

  it('removes finished jobs older than the cut-off, never waiting or running ones', async () => {
    const done = await enqueueJob(db(), { kind: 'work', runAt: at(0) });
    const waiting = await enqueueJob(db(), { kind: 'work', runAt: at(0) });
    const claimed = await claimNextJob(db(), at(0));
    if (claimed?.id !== done.id) throw new Error('expected the first job');
    await completeJob(db(), claimed, at(0));
    expect(await removeFinishedJobs(db(), at(0))).toBe(0);
    expect(await removeFinishedJobs(db(), at(MINUTE))).toBe(1);
    expect((await db().select().from(backgroundJobs)).map((j) => j.id)).toEqual([waiting.id]);
  });

  it('never gives one job to two workers running at the same time', async () => {
    const total = 30;
    for (let i = 0; i < total; i++) await enqueueJob(db(), { kind: 'work', payload: { i }, runAt: at(0) });
    const runs = new Map<number, string[]>();
    const worker = async (name: string) => {
      const handlers = {
        work: async (_payload: Record<string, unknown>, job: { id: number }) => {
          runs.set(job.id, [...(runs.get(job.id) ?? []), name]);
          // Yield so the other workers claim while this job is held.
          await new Promise((r) => setTimeout(r, 2));
        },
      };
      while (await runNextJob(db(), handlers, () => at(0))) {}
    };
    await Promise.all([worker('a'), worker('b'), worker('c')]);
    expect(runs.size).toBe(total);
    for (const workers of runs.values()) expect(workers).toHaveLength(1);
    const done = await db().select().from(backgroundJobs).where(eq(backgroundJobs.status, 'done'));
    expect(done).toHaveLength(total);
    // Every worker got some of the work (on PostgreSQL they ran truly in parallel).
    const perWorker = new Set([...runs.values()].flat());
    expect(perWorker.size).toBeGreaterThan(1);
  });
});
