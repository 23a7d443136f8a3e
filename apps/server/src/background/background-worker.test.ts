import {
  ACCESS_LOG_RETENTION_DAYS,
  type JobMonitoringMarkCheckedResponse,
  type ProcessingStatusResponse,
  type User,
} from '@careerloom/contract';
import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { type Database, openDatabase } from '../db/client';
import { accessLogs, backgroundJobs, boardSyncRuns, recurringTasks } from '../db/schema';
import { BOARD_PATHS, greenhouseJob, greenhouseJobs } from '../jobs/boards/testing/board-fixtures';
import { type FakeBoardServer, startFakeBoardServer } from '../jobs/boards/testing/fake-board-server';
import { BOARD_SYNC_JOB } from '../jobs/sync/job-sync';
import { enqueueUniqueJob } from '../lib/job-queue';
import {
  createFakeClock,
  createTestDatabase,
  DAY,
  HOUR,
  sessionCookieOf,
  type TestDatabase,
  testConfig,
  uniqueName,
} from '../test/test-app';
import { type BackgroundWorker, createBackgroundWorker, TASK } from './background-worker';
import { cleanUpFinishedWork } from './queue-cleanup';

/**
 * Two app instances on one database behave as two server processes (issue 14): a recurring task
 * due in both runs in one of them, a unique job is enqueued once, and a monitoring check one of
 * them ran is seen by the other. On PGlite the two apps share the one database handle; on
 * PostgreSQL each has its own pool, as two processes would.
 */
let fake: FakeBoardServer;
let testDb: TestDatabase;
let second: Database | undefined;
let a: FastifyInstance;
let b: FastifyInstance;
let workerA: BackgroundWorker;
let workerB: BackgroundWorker;
const clock = createFakeClock(new Date('2026-03-02T09:00:00Z'));
const http = { baseDelayMs: 5, timeoutMs: 300 };

async function serverProcess(database: Database): Promise<FastifyInstance> {
  const config = testConfig({
    JOB_BOARDS: 'greenhouse:acme',
    JOB_SYNC_INTERVAL: '1h',
    GREENHOUSE_API_BASE: fake.baseUrl,
    DATABASE_URL: testDb.databaseUrl,
  });
  const app = await buildApp({ config, database, clock: clock.fn });
  await app.ready();
  return app;
}

beforeAll(async () => {
  fake = await startFakeBoardServer();
  fake.answer(BOARD_PATHS.greenhouse('acme'), { body: greenhouseJobs([greenhouseJob(1, 'Backend Engineer')]) });
  fake.answer(BOARD_PATHS.greenhouseBoard('acme'), { body: { name: 'Acme Corp', content: '<p>Things.</p>' } });
  testDb = await createTestDatabase();
  second = testDb.databaseUrl
    ? await openDatabase({ databaseUrl: testDb.databaseUrl, dataDir: 'memory://' })
    : undefined;
  a = await serverProcess(testDb.database);
  b = await serverProcess(second ?? testDb.database);
  // The workers the listening servers would start, with board syncs on despite NODE_ENV=test.
  workerA = createBackgroundWorker(a, { evenInTests: true, http });
  workerB = createBackgroundWorker(b, { evenInTests: true, http });
});

afterAll(async () => {
  await workerA?.stop();
  await workerB?.stop();
  await a?.close();
  await b?.close();
  await second?.close();
  await testDb?.close();
  await fake?.close();
});

const db = () => testDb.database.db;
const boardRequests = () => fake.requests.filter((r) => r.path === BOARD_PATHS.greenhouse('acme')).length;

async function register(app: FastifyInstance) {
  const username = uniqueName();
  const res = await app.inject({
    method: 'POST',
    url: '/api/register',
    payload: { username, password: `correct horse ${username}`, email: `${username}@example.com`, fullName: 'Two' },
  });
  expect(res.statusCode, res.body).toBe(201);
  return { user: res.json<User>(), cookie: sessionCookieOf(res) };
}

describe('recurring tasks across two processes', () => {
  it('schedules every task in both processes, board sync included', () => {
    const names = Object.values(TASK).sort();
    expect(workerA.tasks.map((t) => t.name).sort()).toEqual(names);
    expect(workerB.tasks.map((t) => t.name).sort()).toEqual(names);
    // The app's own worker (not started here) keeps off the boards under NODE_ENV=test.
    expect(a.background.tasks.map((t) => t.name)).not.toContain(TASK.boardSync);
    expect(a.background.worksQueue).toBe(false);
  });

  it('a board sync and a retention pass due at the same moment run once, not once per process', async () => {
    // The first ticks create the task rows; the board sync is due at once and runs in one process.
    const first = await Promise.all([workerA.tick(), workerB.tick()]);
    expect(first.flatMap((r) => r.tasks)).toEqual([TASK.boardSync]);
    expect(first[0].jobs + first[1].jobs).toBe(1);
    expect(boardRequests()).toBe(1);

    const me = await register(a);
    await db()
      .insert(accessLogs)
      .values({
        userId: me.user.id,
        accessType: 'read',
        source: 'github',
        purpose: 'old',
        createdAt: new Date(clock.now().getTime() - (ACCESS_LOG_RETENTION_DAYS + 1) * DAY),
      });

    // An hour on, every task is due in both processes at the same moment.
    clock.advance(HOUR);
    const both = await Promise.all([workerA.tick(), workerB.tick()]);
    const ran = both.flatMap((r) => r.tasks);
    expect([...ran].sort()).toEqual(Object.values(TASK).sort());
    expect(new Set(ran).size).toBe(ran.length);
    // One board sync enqueued and run, one request to the board, one more run row.
    expect(both[0].jobs + both[1].jobs).toBe(1);
    expect(boardRequests()).toBe(2);
    expect(await db().select().from(boardSyncRuns)).toHaveLength(2);
    // The retention pass ran: the access-log entry past its retention went.
    expect(await db().select().from(accessLogs).where(eq(accessLogs.purpose, 'old'))).toEqual([]);

    // Nothing is due again until the next interval.
    expect((await Promise.all([workerA.tick(), workerB.tick()])).flatMap((r) => r.tasks)).toEqual([]);
    const rows = await db().select().from(recurringTasks).where(eq(recurringTasks.name, TASK.retention));
    expect(rows[0]).toMatchObject({ lockedUntil: null, lastError: null, lastFinishedAt: clock.now() });
    expect(rows[0]?.nextRunAt.getTime()).toBe(clock.now().getTime() + HOUR);
  });

  it('a stopped worker runs nothing more', async () => {
    const worker = createBackgroundWorker(a, { evenInTests: true, http });
    worker.start();
    await worker.stop();
    clock.advance(2 * HOUR);
    expect(await worker.tick()).toEqual({ tasks: [], jobs: 0, more: false });
  });

  it('a started worker waits a poll interval before its first pass, so the first requests come first', async () => {
    // Everything is due (the test above moved the clock and its stopped worker ran nothing).
    const due = async () =>
      (await db().select().from(recurringTasks).where(eq(recurringTasks.name, TASK.retention)))[0]?.nextRunAt;
    expect((await due())?.getTime()).toBeLessThanOrEqual(clock.now().getTime());
    const worker = createBackgroundWorker(a, { evenInTests: true, http });
    worker.start();
    // A first pass at once claimed the retention task within a few statements.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect((await due())?.getTime()).toBeLessThanOrEqual(clock.now().getTime());
    await worker.stop();
  });
});

describe('the job queue across two processes', () => {
  it('concurrent enqueues of one unique job make one row', async () => {
    const payload = { source: 'lever', board: 'same-moment' };
    const results = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        enqueueUniqueJob((i % 2 ? b : a).ctx.db, { kind: 'unique-test', payload, runAt: clock.now() }),
      ),
    );
    expect(results.filter(Boolean)).toHaveLength(1);
    expect(await db().select().from(backgroundJobs).where(eq(backgroundJobs.kind, 'unique-test'))).toHaveLength(1);
    // Keys are insensitive to the payload's key order.
    expect(
      await enqueueUniqueJob(b.ctx.db, {
        kind: 'unique-test',
        payload: { board: 'same-moment', source: 'lever' },
        runAt: clock.now(),
      }),
    ).toBeUndefined();
  });

  it('a pass works a few jobs and says when more are due, so the recurring tasks are not held back', async () => {
    // Boards the fake does not know: each sync fails at once (404), which is a job run all the same.
    for (let i = 0; i < 12; i++)
      await enqueueUniqueJob(a.ctx.db, {
        kind: BOARD_SYNC_JOB,
        payload: { source: 'greenhouse', board: `unknown-${i}` },
        runAt: clock.now(),
        maxAttempts: 1,
      });
    expect(await workerA.tick()).toMatchObject({ jobs: 10, more: true });
    // The rest (and the board sync A's pass enqueued, its task being due again) in the next pass.
    const rest = await workerB.tick();
    expect(rest.more).toBe(false);
    expect(rest.jobs).toBeGreaterThanOrEqual(2);
    expect(
      await db()
        .select()
        .from(backgroundJobs)
        .where(and(eq(backgroundJobs.kind, BOARD_SYNC_JOB), inArray(backgroundJobs.status, ['queued', 'running']))),
    ).toEqual([]);
  });

  it('cleanup removes old finished jobs and sync runs, and keeps recent ones and each board’s latest run', async () => {
    const now = clock.now();
    const ago = (days: number) => new Date(now.getTime() - days * DAY);
    const jobs = await db()
      .insert(backgroundJobs)
      .values([
        { kind: 'cleanup-test', payload: { n: 1 }, status: 'done', finishedAt: ago(8) },
        { kind: 'cleanup-test', payload: { n: 2 }, status: 'failed', finishedAt: ago(30) },
        { kind: 'cleanup-test', payload: { n: 3 }, status: 'done', finishedAt: ago(1) },
        { kind: 'cleanup-test', payload: { n: 4 }, status: 'queued', runAt: ago(60) },
      ])
      .returning();
    const runs = await db()
      .insert(boardSyncRuns)
      .values([
        { source: 'lever', board: 'old-co', startedAt: ago(90), finishedAt: ago(90) },
        { source: 'lever', board: 'old-co', startedAt: ago(60), finishedAt: ago(60), error: 'down' },
        { source: 'lever', board: 'busy-co', startedAt: ago(45) },
        { source: 'lever', board: 'busy-co', startedAt: ago(2) },
      ])
      .returning();
    expect(await cleanUpFinishedWork(b.ctx.db, now)).toEqual({ jobs: 2, syncRuns: 2 });
    const keptJobs = await db()
      .select({ n: backgroundJobs.payload })
      .from(backgroundJobs)
      .where(
        inArray(
          backgroundJobs.id,
          jobs.map((j) => j.id),
        ),
      );
    expect(keptJobs.map((j) => j.n.n).sort()).toEqual([3, 4]);
    const keptRuns = await db()
      .select()
      .from(boardSyncRuns)
      .where(
        and(
          eq(boardSyncRuns.source, 'lever'),
          inArray(
            boardSyncRuns.id,
            runs.map((r) => r.id),
          ),
        ),
      );
    // old-co keeps its latest run (failed, 60 days old) for the watchlist status; busy-co its recent one.
    expect(keptRuns.map((r) => [r.board, r.error]).sort()).toEqual([
      ['busy-co', null],
      ['old-co', 'down'],
    ]);
  });
});

describe('monitoring checks across two processes', () => {
  it('a check run on A is the one B records and reports', async () => {
    const me = await register(a);
    // A title to search for: with none, nothing is searched and matching reports no check (issue 35).
    const checked = await a.inject({
      method: 'GET',
      url: '/api/ai/job-monitoring?jobTitle=software%20engineer',
      headers: { cookie: me.cookie },
    });
    expect(checked.statusCode, checked.body).toBe(200);
    const ranAt = clock.now();
    clock.advance(HOUR);

    const status = await b.inject({
      method: 'GET',
      url: '/api/realtime/processing-status',
      headers: { cookie: me.cookie },
    });
    const matching = status.json<ProcessingStatusResponse>().processingStatus.find((i) => i.id === 'job-matching');
    expect(matching).toMatchObject({ status: 'active', lastUpdated: ranAt.toISOString() });

    const marked = await b.inject({
      method: 'POST',
      url: '/api/ai/job-monitoring/mark-checked',
      headers: { cookie: me.cookie },
    });
    expect(marked.statusCode, marked.body).toBe(200);
    // B records the time A's check ran, not its own now.
    expect(marked.json<JobMonitoringMarkCheckedResponse>().lastCheckedAt).toBe(ranAt.toISOString());
  });
});
