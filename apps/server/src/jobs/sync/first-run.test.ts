import type {
  FindOpportunitiesResponse,
  JobMonitoringResponse,
  JobSearchResponse,
  OpportunitySummary,
} from '@careerloom/contract';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createBackgroundWorker } from '../../background/background-worker';
import { DEFAULT_JOB_BOARDS, parseJobBoards } from '../../config/job-boards';
import { boardSyncRuns } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import {
  ashbyBoard,
  ashbyJob,
  BOARD_PATHS,
  greenhouseJob,
  greenhouseJobs,
  leverPosting,
  remotiveJob,
  remotiveJobs,
} from '../boards/testing/board-fixtures';
import { type FakeBoardServer, startFakeBoardServer } from '../boards/testing/fake-board-server';
import { postingsSupply } from './postings-supply';

/** Quick HTTP retries: an unreachable board fails in milliseconds, not seconds. */
const http = { baseDelayMs: 1, timeoutMs: 500, maxAttempts: 2 };
/** A job of each board's trade, so the stored postings are not all software. */
const TITLES = [
  'Registered Nurse, Emergency Department',
  'Licensed Therapist',
  'Care Aide',
  'Field Medic',
  'Store Associate',
  'Retail Stylist',
  'Warehouse Picker',
  'Refurbishment Technician',
  'Bakery Shift Lead',
  'Hotel Front Desk Agent',
  'Flight Attendant',
  'Admissions Advisor',
  'Math Tutor',
  'Customer Operations Specialist',
  'Investment Advisor',
  'Investment Banking Analyst',
  'Member Services Representative',
  'Water Utility Technician',
  'Construction Project Superintendent',
  'Payroll Accountant',
  'Support Engineer',
  'Remote Bookkeeper',
];

const bases = (url: string) => ({
  GREENHOUSE_API_BASE: url,
  LEVER_API_BASE: url,
  ASHBY_API_BASE: url,
  REMOTIVE_API_BASE: url,
  REMOTEOK_API_BASE: url,
});

/** Serves every default board from the fake, one posting each. */
function answerDefaultBoards(fake: FakeBoardServer) {
  parseJobBoards([]).forEach((ref, i) => {
    const title = TITLES[i] ?? `Job ${i}`;
    if (ref.source === 'greenhouse') {
      fake.answer(BOARD_PATHS.greenhouse(ref.board), { body: greenhouseJobs([greenhouseJob(100 + i, title)]) });
      fake.answer(BOARD_PATHS.greenhouseBoard(ref.board), { body: { name: `Employer ${ref.board}` } });
    } else if (ref.source === 'lever')
      fake.answer(BOARD_PATHS.lever(ref.board), { body: [leverPosting(`lv-${i}`, title)] });
    else if (ref.source === 'ashby')
      fake.answer(BOARD_PATHS.ashby(ref.board), { body: ashbyBoard([ashbyJob(`as-${i}`, title)]) });
    else if (ref.source === 'remotive')
      fake.answer(BOARD_PATHS.remotive, { body: remotiveJobs([remotiveJob(700 + i, title)]) });
  });
}

/** Background passes until the queue has nothing due (the board-sync task enqueues every board first). */
async function syncEverything(t: TestApp) {
  const worker = createBackgroundWorker(t.app, { evenInTests: true, http });
  for (let pass = 0; pass < 10; pass++) {
    const report = await worker.tick();
    if (report.jobs === 0 && pass > 0) break;
  }
  await worker.stop();
}

describe('the default job boards', () => {
  it('cover several trades and countries, not only software', () => {
    expect(DEFAULT_JOB_BOARDS.length).toBeGreaterThanOrEqual(15);
    expect(new Set(parseJobBoards([]).map((b) => b.source))).toEqual(
      new Set(['greenhouse', 'lever', 'ashby', 'remotive']),
    );
    expect(parseJobBoards(['none'])).toEqual([]);
    expect(parseJobBoards(['greenhouse:acme'])).toEqual([{ source: 'greenhouse', board: 'acme' }]);
  });
});

describe('a fresh install with no JOB_BOARDS, the boards online (a fake on loopback)', () => {
  let fake: FakeBoardServer;
  let t: TestApp;
  let cookie: string;
  beforeAll(async () => {
    fake = await startFakeBoardServer();
    answerDefaultBoards(fake);
    t = await createTestApp({ JOB_BOARDS: '', ...bases(fake.baseUrl) });
    cookie = (await t.register({ plan: 'jobseeker' })).cookie;
  });
  afterAll(async () => {
    await t?.close();
    await fake?.close();
  });

  it('says the postings are being fetched until the first syncs end, then fills the store from every default board', async () => {
    const before = await postingsSupply(t.app.ctx);
    expect(before).toMatchObject({ state: 'fetching', boards: DEFAULT_JOB_BOARDS.length });
    expect(before.message).toMatch(/being fetched from 22 public job boards/);
    const summary = await t.app.inject({
      method: 'GET',
      url: '/api/jobseeker/opportunity-summary',
      headers: { cookie },
    });
    expect(summary.json<OpportunitySummary>()).toMatchObject({ source: 'empty', supply: { state: 'fetching' } });

    await syncEverything(t);

    const runs = await t.db.select().from(boardSyncRuns);
    expect(runs.filter((r) => r.finishedAt && !r.error)).toHaveLength(DEFAULT_JOB_BOARDS.length);
    expect(await postingsSupply(t.app.ctx)).toEqual({
      state: 'stored',
      boards: DEFAULT_JOB_BOARDS.length,
      message: null,
    });
    const nurses = await t.app.inject({ method: 'GET', url: '/api/jobs/search?q=nurse', headers: { cookie } });
    expect(nurses.json<JobSearchResponse>().postings.map((p) => p.title)).toContain(
      'Registered Nurse, Emergency Department',
    );
    const after = await t.app.inject({ method: 'GET', url: '/api/jobseeker/opportunity-summary', headers: { cookie } });
    const body = after.json<OpportunitySummary>();
    expect(body.source).toBe('store');
    expect(body.counts.openPostings).toBe(DEFAULT_JOB_BOARDS.length);
    expect(body.supply).toBeUndefined();
  });
});

describe('a fresh install whose boards cannot be reached (offline)', () => {
  let t: TestApp;
  let cookie: string;
  beforeAll(async () => {
    // A loopback port nothing listens on any more: every board is refused at once, as offline.
    const gone = await startFakeBoardServer();
    await gone.close();
    t = await createTestApp({ JOB_BOARDS: '', ...bases(gone.baseUrl) });
    cookie = (await t.register({ plan: 'jobseeker' })).cookie;
    await syncEverything(t);
  });
  afterAll(() => t?.close());

  it('every page with postings says plainly that no board could be reached and how to import instead', async () => {
    const supply = await postingsSupply(t.app.ctx);
    expect(supply.state).toBe('unreachable');
    expect(supply.message).toMatch(/could not reach any job board/);
    expect(supply.message).toMatch(/npm run jobs:import -- <file>/);

    const summary = await t.app.inject({
      method: 'GET',
      url: '/api/jobseeker/opportunity-summary',
      headers: { cookie },
    });
    expect(summary.json<OpportunitySummary>().supply).toEqual(supply);
    const search = await t.app.inject({
      method: 'POST',
      url: '/api/jobseeker/find-opportunities',
      headers: { cookie },
      payload: { keywords: 'Registered Nurse', location: 'Denver, CO', experience: 'mid' },
    });
    expect(search.statusCode, search.body).toBe(200);
    expect(search.json<FindOpportunitiesResponse>().supply).toEqual(supply);
    const monitoring = await t.app.inject({
      method: 'GET',
      url: '/api/ai/job-monitoring?jobTitle=Registered%20Nurse',
      headers: { cookie },
    });
    expect(monitoring.statusCode, monitoring.body).toBe(200);
    expect(monitoring.json<JobMonitoringResponse>().supply).toEqual(supply);
  });
});

describe('the start of a server with boards to sync', () => {
  let fake: FakeBoardServer;
  let t: TestApp;
  afterEach(async () => {
    // The fake first: its hanging answers end, so the worker's sync under way ends too.
    await fake?.close();
    await t?.close();
  });

  it('answers its first request while every board is still being synced (the sync never delays start)', async () => {
    fake = await startFakeBoardServer();
    // Every board hangs: a sync that held the start up would keep the server from answering.
    for (const ref of parseJobBoards([])) {
      if (ref.source === 'greenhouse') fake.answer(BOARD_PATHS.greenhouse(ref.board), { hang: true });
      if (ref.source === 'lever') fake.answer(BOARD_PATHS.lever(ref.board), { hang: true });
      if (ref.source === 'ashby') fake.answer(BOARD_PATHS.ashby(ref.board), { hang: true });
    }
    fake.answer(BOARD_PATHS.remotive, { hang: true });
    // Development, not test: the listening server starts its background worker, as `npm start` does.
    t = await createTestApp({ NODE_ENV: 'development', JOB_BOARDS: '', ...bases(fake.baseUrl) });
    const address = await t.app.listen({ host: '127.0.0.1', port: 0 });
    const health = await fetch(`${address}/api/health`);
    expect(health.status).toBe(200);
    // The worker did start syncing: a board was asked (its answer is still pending).
    await expect.poll(() => fake.requests.length, { timeout: 10_000 }).toBeGreaterThan(0);
    expect((await postingsSupply(t.app.ctx)).state).toBe('fetching');
  });
});

describe("postings supply, from the boards' latest sync runs", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ JOB_BOARDS: 'greenhouse:a,lever:b,ashby:c,greenhouse:d' });
  });
  afterAll(() => t?.close());
  afterEach(async () => {
    await t.db.delete(boardSyncRuns);
  });

  const refused = 'GET http://x/v1/boards/a/jobs failed: ECONNREFUSED (after 4 attempts)';
  const unresolved = 'GET https://api.lever.co/v0/postings/b failed: ENOTFOUND (after 4 attempts)';
  const gone = 'GET https://boards-api.greenhouse.io/v1/boards/d/jobs?content=true answered 404 Not Found';
  async function ran(source: string, board: string, error: string | null, finished = true) {
    const at = t.clock.now();
    await t.db.insert(boardSyncRuns).values({ source, board, startedAt: at, finishedAt: finished ? at : null, error });
  }
  const supply = (overrides: Partial<TestApp['app']['ctx']['config']['jobs']> = {}) =>
    postingsSupply({ db: t.db, config: { ...t.app.ctx.config, jobs: { ...t.app.ctx.config.jobs, ...overrides } } });

  it('says no board is synced, how to watch one and how to import, with JOB_BOARDS=none', async () => {
    const none = await supply({ boards: ['none'] });
    expect(none).toMatchObject({ state: 'none', boards: 0 });
    expect(none.message).toMatch(/JOB_BOARDS=none/);
    expect(none.message).toMatch(/npm run jobs:import/);
  });

  it('says the boards are being fetched while they have not all been tried, unless periodic sync is off', async () => {
    expect((await supply()).state).toBe('fetching');
    await ran('greenhouse', 'a', refused);
    await ran('lever', 'b', unresolved);
    await ran('ashby', 'c', null, false);
    expect((await supply()).state).toBe('fetching');
    const off = await supply({ syncInterval: 'off' });
    expect(off.state).toBe('none');
    expect(off.message).toMatch(/JOB_SYNC_INTERVAL=off/);
  });

  it('takes the server to be offline once three boards could not be reached and none answered', async () => {
    await ran('greenhouse', 'a', refused);
    await ran('lever', 'b', unresolved);
    await ran('ashby', 'c', refused);
    const offline = await supply();
    expect(offline.state).toBe('unreachable');
    expect(offline.message).toMatch(/no internet connection/);
  });

  it('is not offline when a board answered, even to refuse: the syncs failed, or the boards list nothing', async () => {
    await ran('greenhouse', 'a', refused);
    await ran('lever', 'b', unresolved);
    await ran('ashby', 'c', refused);
    await ran('greenhouse', 'd', gone);
    const failing = await supply();
    expect(failing.state).toBe('failing');
    expect(failing.message).toMatch(/\/realtime/);
    await ran('greenhouse', 'd', null);
    const empty = await supply();
    expect(empty.state).toBe('empty');
    expect(empty.message).toMatch(/list no open job/);
  });
});
