import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createBackgroundWorker, TASK } from '../../background/background-worker';
import { drainJobQueue } from '../../background/queue-handlers';
import { parseJobBoards } from '../../config/job-boards';
import { backgroundJobs, boardSyncRuns, jobPostings } from '../../db/schema';
import { createTestApp, HOUR, type TestApp } from '../../test/test-app';
import {
  ashbyBoard,
  ashbyJob,
  BOARD_PATHS,
  greenhouseJob,
  greenhouseJobs,
  leverPosting,
  remoteOkJob,
  remoteOkJobs,
  remotiveJob,
  remotiveJobs,
} from '../boards/testing/board-fixtures';
import { type FakeBoardServer, startFakeBoardServer } from '../boards/testing/fake-board-server';
import { BOARD_SYNC_JOB, enqueueBoardSyncs } from './job-sync';

let fake: FakeBoardServer;
let t: TestApp;
/** Quick HTTP retries, so failing boards do not slow the file down. */
const http = { baseDelayMs: 5, timeoutMs: 300 };

beforeAll(async () => {
  fake = await startFakeBoardServer();
  t = await createTestApp(
    {
      JOB_BOARDS: 'greenhouse:acme,lever:globex,ashby:initech,remotive,remoteok',
      GREENHOUSE_API_BASE: fake.baseUrl,
      LEVER_API_BASE: fake.baseUrl,
      ASHBY_API_BASE: fake.baseUrl,
      REMOTIVE_API_BASE: fake.baseUrl,
      REMOTEOK_API_BASE: fake.baseUrl,
    },
    { clockStart: new Date('2026-03-02T09:00:00Z') },
  );
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

const boards = () => parseJobBoards(t.app.ctx.config.jobs.boards);

function answerAllBoards() {
  fake.answer(BOARD_PATHS.greenhouse('acme'), {
    body: greenhouseJobs([greenhouseJob(1, 'Backend Engineer'), greenhouseJob(2, 'Data Engineer')]),
  });
  fake.answer(BOARD_PATHS.greenhouseBoard('acme'), { body: { name: 'Acme Corp', content: '<p>We make things.</p>' } });
  fake.answer(BOARD_PATHS.lever('globex'), { body: [leverPosting('lv-1', 'Platform Engineer')] });
  fake.answer(BOARD_PATHS.ashby('initech'), { body: ashbyBoard([ashbyJob('as-1', 'Analytics Engineer')]) });
  fake.answer(BOARD_PATHS.remotive, { body: remotiveJobs([remotiveJob(501, 'Frontend Developer')]) });
  fake.answer(BOARD_PATHS.remoteok, { body: remoteOkJobs([remoteOkJob('9001', 'Rust Engineer')]) });
}

async function postings(source: string) {
  return t.db.select().from(jobPostings).where(eq(jobPostings.source, source)).orderBy(jobPostings.sourceId);
}
async function lastRun(source: string) {
  const runs = await t.db
    .select()
    .from(boardSyncRuns)
    .where(eq(boardSyncRuns.source, source))
    .orderBy(boardSyncRuns.id);
  return runs.at(-1);
}
async function syncAll() {
  await enqueueBoardSyncs(t.app.ctx, boards());
  return drainJobQueue(t.app.ctx, { http });
}

beforeEach(async () => {
  // Each test starts from an empty queue and store, and from a clock past Remotive's minimum gap.
  await t.db.delete(backgroundJobs);
  await t.db.delete(jobPostings);
  await t.db.delete(boardSyncRuns);
  t.clock.advance(7 * HOUR);
  answerAllBoards();
});

describe('board sync', () => {
  it('ingests every board, then updates changed postings and closes vanished ones', async () => {
    expect(await syncAll()).toBe(5);

    const gh = await postings('greenhouse');
    expect(gh.map((p) => [p.sourceId, p.title, p.company, p.board])).toEqual([
      ['1', 'Backend Engineer', 'Acme Corp', 'acme'],
      ['2', 'Data Engineer', 'Acme Corp', 'acme'],
    ]);
    expect(gh[0]?.description).toContain('Build TypeScript services on PostgreSQL.');
    expect((await postings('lever'))[0]).toMatchObject({
      title: 'Platform Engineer',
      salaryMin: 70000,
      salaryCurrency: 'EUR',
    });
    expect((await postings('ashby'))[0]).toMatchObject({ title: 'Analytics Engineer', remote: true, salaryMax: 80000 });
    expect((await postings('remotive'))[0]).toMatchObject({ company: 'Umbrella Labs', remote: true });
    expect((await postings('remoteok'))[0]).toMatchObject({
      title: 'Rust Engineer',
      salaryMin: 100000,
      salaryCurrency: 'USD',
    });
    expect(await lastRun('greenhouse')).toMatchObject({ fetched: 2, inserted: 2, updated: 0, closed: 0, error: null });
    expect((await lastRun('greenhouse'))?.finishedAt).not.toBeNull();

    // The second sync: job 1's title changed, job 2 vanished.
    fake.answer(BOARD_PATHS.greenhouse('acme'), {
      body: greenhouseJobs([greenhouseJob(1, 'Senior Backend Engineer')]),
    });
    t.clock.advance(7 * HOUR);
    await syncAll();
    const after = await postings('greenhouse');
    expect(after.map((p) => [p.sourceId, p.title, p.closedAt !== null])).toEqual([
      ['1', 'Senior Backend Engineer', false],
      ['2', 'Data Engineer', true],
    ]);
    expect(await lastRun('greenhouse')).toMatchObject({ fetched: 1, inserted: 0, updated: 1, closed: 1, error: null });
    // Unchanged boards count nothing as updated and close nothing.
    expect(await lastRun('lever')).toMatchObject({ fetched: 1, inserted: 0, updated: 0, closed: 0 });
  });

  it('survives 429 with Retry-After and 500s from one board', async () => {
    fake.answer(BOARD_PATHS.lever('globex'), [
      { status: 429, headers: { 'retry-after': '1' } },
      { status: 500 },
      { body: [leverPosting('lv-1', 'Platform Engineer')] },
    ]);
    fake.answer(BOARD_PATHS.ashby('initech'), [
      { status: 502 },
      { status: 503 },
      { body: ashbyBoard([ashbyJob('as-1', 'Analyst')]) },
    ]);
    await syncAll();
    expect(await lastRun('lever')).toMatchObject({ fetched: 1, inserted: 1, error: null });
    expect(await lastRun('ashby')).toMatchObject({ fetched: 1, inserted: 1, error: null });
  });

  it('keeps going when one board is down, and never closes its postings', async () => {
    await syncAll();
    fake.answer(BOARD_PATHS.greenhouse('acme'), { status: 500 });
    fake.answer(BOARD_PATHS.remotive, { hang: true });
    t.clock.advance(7 * HOUR);
    await syncAll();

    const down = await lastRun('greenhouse');
    expect(down?.error).toMatch(/answered 500.*after 4 attempts/);
    expect((await lastRun('remotive'))?.error).toMatch(/no answer within 300 ms/);
    // The others synced in the same round.
    for (const source of ['lever', 'ashby', 'remoteok']) expect((await lastRun(source))?.error).toBeNull();
    // A failed fetch closes nothing.
    expect((await postings('greenhouse')).every((p) => p.closedAt === null)).toBe(true);
    // The queue retries the failed boards later, with back-off.
    const retry = await t.db
      .select()
      .from(backgroundJobs)
      .where(and(eq(backgroundJobs.kind, BOARD_SYNC_JOB), eq(backgroundJobs.status, 'queued')));
    expect(retry.map((j) => j.payload.source).sort()).toEqual(['greenhouse', 'remotive']);
    expect(retry.every((j) => j.runAt > t.clock.now() && j.attempts === 1)).toBe(true);

    // Back up: the retry succeeds.
    fake.answer(BOARD_PATHS.greenhouse('acme'), { body: greenhouseJobs([greenhouseJob(1, 'Backend Engineer')]) });
    t.clock.advance(HOUR);
    await drainJobQueue(t.app.ctx, { http });
    expect(await lastRun('greenhouse')).toMatchObject({ fetched: 1, closed: 1, error: null });
  });

  it('records a wrong response shape as an error and does not retry it', async () => {
    fake.answer(BOARD_PATHS.ashby('initech'), { body: { jobs: [{ id: 'x' }] } });
    await syncAll();
    expect((await lastRun('ashby'))?.error).toMatch(
      /^Ashby board "initech": unexpected response shape \(jobs\.0\.title/,
    );
    const [job] = await t.db.select().from(backgroundJobs).where(eq(backgroundJobs.status, 'failed'));
    expect(job?.payload).toEqual({ source: 'ashby', board: 'initech' });
    expect(await postings('ashby')).toEqual([]);
    expect(await postings('lever')).toHaveLength(1);
  });

  it('asks Remotive at most every 6 hours', async () => {
    await syncAll();
    t.clock.advance(HOUR);
    const again = await enqueueBoardSyncs(t.app.ctx, boards());
    expect(again.map((b) => b.source)).not.toContain('remotive');
    expect(again).toHaveLength(4);
  });
});

describe('board sync in the background worker', () => {
  it('is off under NODE_ENV=test unless asked', async () => {
    const before = fake.requests.length;
    expect(t.app.background.worksQueue).toBe(false);
    expect(t.app.background.tasks.map((task) => task.name)).not.toContain(TASK.boardSync);
    t.clock.advance(7 * HOUR);
    expect((await t.app.background.tick()).tasks).not.toContain(TASK.boardSync);
    expect(fake.requests.length).toBe(before);
    expect(await t.db.select().from(backgroundJobs)).toEqual([]);
  });

  it('syncs every board on its first tick, and again each JOB_SYNC_INTERVAL', async () => {
    const worker = createBackgroundWorker(t.app, { http, evenInTests: true });
    const first = await worker.tick();
    expect(first.tasks).toContain(TASK.boardSync);
    expect(first.jobs).toBe(5);
    const finished = async () => (await t.db.select().from(boardSyncRuns)).filter((r) => r.finishedAt !== null).length;
    expect(await finished()).toBe(5);
    expect((await postings('greenhouse')).length).toBe(2);
    // Not due again within the interval (1 h by default), due after it.
    expect((await worker.tick()).tasks).not.toContain(TASK.boardSync);
    t.clock.advance(HOUR);
    const again = await worker.tick();
    expect(again.tasks).toContain(TASK.boardSync);
    // Remotive's minimum gap of 6 h holds it back; the other four boards sync.
    expect(again.jobs).toBe(4);
    await worker.stop();
  });

  it('with JOB_SYNC_INTERVAL=off enqueues nothing on its own but still works the queue', async () => {
    const off = await createTestApp(
      { JOB_BOARDS: 'greenhouse:acme', JOB_SYNC_INTERVAL: 'off', GREENHOUSE_API_BASE: fake.baseUrl },
      { clockStart: t.clock.now() },
    );
    try {
      const worker = createBackgroundWorker(off.app, { http, evenInTests: true });
      expect(worker.worksQueue).toBe(true);
      expect(worker.tasks.map((task) => task.name)).not.toContain(TASK.boardSync);
      expect(await worker.tick()).toMatchObject({ jobs: 0 });
      await enqueueBoardSyncs(off.app.ctx, [{ source: 'greenhouse', board: 'acme' }]);
      expect(await worker.tick()).toMatchObject({ jobs: 1 });
      await worker.stop();
    } finally {
      await off.close();
    }
  });
});
