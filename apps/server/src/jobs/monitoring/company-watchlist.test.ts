import {
  type CompanyWatchlist,
  type CompanyWatchlistEntry,
  MAX_WATCHLIST_BOARDS,
  type ProcessingStatusResponse,
} from '@careerloom/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { drainJobQueue } from '../../background/queue-handlers';
import { backgroundJobs, boardSyncRuns, companyWatchlist, jobPostings } from '../../db/schema';
import { createTestApp, HOUR, type Registered, type TestApp } from '../../test/test-app';
import { BOARD_PATHS, greenhouseJob, greenhouseJobs, leverPosting } from '../boards/testing/board-fixtures';
import { type FakeBoardServer, startFakeBoardServer } from '../boards/testing/fake-board-server';
import { BOARD_SYNC_JOB } from '../sync/job-sync';
import { boardsToSync } from '../sync/watched-boards';

let fake: FakeBoardServer;
let t: TestApp;
let me: Registered;
const http = { baseDelayMs: 5, timeoutMs: 300 };

beforeAll(async () => {
  fake = await startFakeBoardServer();
  t = await createTestApp(
    {
      JOB_BOARDS: 'greenhouse:acme,remotive',
      GREENHOUSE_API_BASE: fake.baseUrl,
      LEVER_API_BASE: fake.baseUrl,
      ASHBY_API_BASE: fake.baseUrl,
      REMOTIVE_API_BASE: fake.baseUrl,
      REMOTEOK_API_BASE: fake.baseUrl,
    },
    { clockStart: new Date('2026-03-02T09:00:00Z') },
  );
  me = await t.register();
});
afterAll(async () => {
  await t?.close();
  await fake?.close();
});
beforeEach(async () => {
  await t.db.delete(companyWatchlist);
  await t.db.delete(backgroundJobs);
  await t.db.delete(boardSyncRuns);
  await t.db.delete(jobPostings);
  t.clock.advance(HOUR);
});

const call = (who: Registered | null, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: unknown) =>
  t.app.inject({
    method,
    url,
    headers: who ? { cookie: who.cookie } : {},
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });

async function watch(who: Registered, source: string, board: string): Promise<CompanyWatchlistEntry> {
  const res = await call(who, 'POST', '/api/ai/company-watchlist', { source, board });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<CompanyWatchlistEntry>();
}
const list = async (who: Registered) =>
  (await call(who, 'GET', '/api/ai/company-watchlist')).json<CompanyWatchlist>().boards;

describe('company watchlist routes', () => {
  it('401 signed out', async () => {
    expect((await call(null, 'GET', '/api/ai/company-watchlist')).statusCode).toBe(401);
    expect((await call(null, 'POST', '/api/ai/company-watchlist', { source: 'lever', board: 'x' })).statusCode).toBe(
      401,
    );
    expect((await call(null, 'DELETE', '/api/ai/company-watchlist/1')).statusCode).toBe(401);
  });

  it('refuses unknown sources and board names that are not a token', async () => {
    for (const body of [
      { source: 'remotive', board: 'x' },
      { source: 'monster', board: 'x' },
      { source: 'lever', board: '' },
      { source: 'lever', board: '../admin' },
      { source: 'lever', board: 'two words' },
      { source: 'lever', board: 'a/b' },
      { source: 'lever', board: '-leading' },
      { source: 'lever', board: 'x'.repeat(101) },
      { source: 'lever', board: 'ok', extra: 1 },
      { source: 'lever' },
    ]) {
      const res = await call(me, 'POST', '/api/ai/company-watchlist', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json()).toHaveProperty('message');
    }
    expect(await list(me)).toEqual([]);
  });

  it('adding a board syncs it at once; the list shows its sync and open postings', async () => {
    fake.answer(BOARD_PATHS.lever('globex'), {
      body: [leverPosting('lv-1', 'Platform Engineer'), leverPosting('lv-2', 'Data Engineer')],
    });
    const entry = await watch(me, 'lever', 'globex');
    expect(entry).toMatchObject({
      source: 'lever',
      board: 'globex',
      createdAt: t.clock.now().toISOString(),
      lastSyncedAt: null,
      lastSyncError: null,
      openPostings: 0,
    });
    // The sync is queued now, due now: the worker's next poll runs it, not the next interval.
    const queued = await t.db.select().from(backgroundJobs).where(eq(backgroundJobs.kind, BOARD_SYNC_JOB));
    expect(queued.map((j) => [j.payload, j.status, j.runAt.getTime()])).toEqual([
      [{ source: 'lever', board: 'globex' }, 'queued', t.clock.now().getTime()],
    ]);
    expect(await drainJobQueue(t.app.ctx, { http })).toBe(1);
    const [synced] = await list(me);
    expect(synced).toMatchObject({
      id: entry.id,
      lastSyncedAt: t.clock.now().toISOString(),
      lastSyncError: null,
      openPostings: 2,
    });
  });

  it('shows a failed sync; 409 for a board already watched; another user may watch it too', async () => {
    // An unknown token: the board answers 404, which is recorded and not retried.
    await watch(me, 'greenhouse', 'no-such-company');
    await drainJobQueue(t.app.ctx, { http });
    const [failed] = await list(me);
    // In plain words, with what the user can do; the address and status stay in the log (issue 35).
    expect(failed?.lastSyncError).toBe(
      "The last sync failed: the job board has no company by that name. Check the company's board name (in its careers page address) and watch it again.",
    );
    const [run] = await t.db.select().from(boardSyncRuns).where(eq(boardSyncRuns.board, 'no-such-company'));
    expect(run?.error).toMatch(/answered 404/);
    expect(failed?.openPostings).toBe(0);

    const again = await call(me, 'POST', '/api/ai/company-watchlist', {
      source: 'greenhouse',
      board: 'no-such-company',
    });
    expect(again.statusCode).toBe(409);
    const other = await t.register();
    await watch(other, 'greenhouse', 'no-such-company');
    expect((await list(other)).map((b) => b.board)).toEqual(['no-such-company']);
    expect(await list(me)).toHaveLength(1);
  });

  it(`caps a watchlist at ${MAX_WATCHLIST_BOARDS}`, async () => {
    const u = await t.register();
    for (let i = 0; i < MAX_WATCHLIST_BOARDS; i++) await watch(u, 'ashby', `company-${i}`);
    const over = await call(u, 'POST', '/api/ai/company-watchlist', { source: 'ashby', board: 'one-more' });
    expect(over.statusCode).toBe(409);
    expect(over.json().message).toMatch(/at most 25/);
  });

  it('deletes the owner’s entry only; others and unknown ids get 404', async () => {
    const entry = await watch(me, 'lever', 'globex');
    const other = await t.register();
    expect((await call(other, 'DELETE', `/api/ai/company-watchlist/${entry.id}`)).statusCode).toBe(404);
    expect((await call(me, 'DELETE', '/api/ai/company-watchlist/abc')).statusCode).toBe(400);
    expect((await call(me, 'DELETE', `/api/ai/company-watchlist/${entry.id}`)).statusCode).toBe(204);
    expect(await list(me)).toEqual([]);
    expect((await call(me, 'DELETE', `/api/ai/company-watchlist/${entry.id}`)).statusCode).toBe(404);
  });
});

describe('syncing watched boards', () => {
  it('syncs the configured boards and every watched board, each once', async () => {
    const other = await t.register();
    await watch(me, 'lever', 'globex');
    await watch(other, 'lever', 'globex');
    await watch(other, 'greenhouse', 'acme');
    await watch(other, 'ashby', 'initech');
    expect(await boardsToSync(t.app.ctx)).toEqual([
      { source: 'greenhouse', board: 'acme' },
      { source: 'remotive', board: '' },
      { source: 'ashby', board: 'initech' },
      { source: 'lever', board: 'globex' },
    ]);
    // JOB_BOARDS=none drops the configured boards only: a watched one is still read.
    const ctx = { ...t.app.ctx, config: { ...t.app.ctx.config, jobs: { ...t.app.ctx.config.jobs, boards: ['none'] } } };
    expect(await boardsToSync(ctx)).toEqual([
      { source: 'ashby', board: 'initech' },
      { source: 'greenhouse', board: 'acme' },
      { source: 'lever', board: 'globex' },
    ]);
  });

  it('the processing status lists the user’s watched boards after the configured ones', async () => {
    fake.answer(BOARD_PATHS.greenhouse('initrode'), { body: greenhouseJobs([greenhouseJob(1, 'Engineer')]) });
    fake.answer(BOARD_PATHS.greenhouseBoard('initrode'), { body: { name: 'Initrode' } });
    await watch(me, 'greenhouse', 'initrode');
    await watch(me, 'greenhouse', 'acme');
    await drainJobQueue(t.app.ctx, { http });
    const items = (await call(me, 'GET', '/api/realtime/processing-status')).json<ProcessingStatusResponse>()
      .processingStatus;
    expect(items.map((i) => i.id)).toEqual([
      'board:greenhouse:acme',
      'board:remotive',
      'board:greenhouse:initrode',
      'job-matching',
      'skill-extraction',
    ]);
    expect(items.find((i) => i.id === 'board:greenhouse:initrode')).toMatchObject({
      status: 'complete',
      metrics: { processed: 1, total: 1 },
    });
    // Another user does not see my watched boards.
    const other = await t.register();
    const theirs = (await call(other, 'GET', '/api/realtime/processing-status')).json<ProcessingStatusResponse>()
      .processingStatus;
    expect(theirs.map((i) => i.id)).not.toContain('board:greenhouse:initrode');
  });
});
