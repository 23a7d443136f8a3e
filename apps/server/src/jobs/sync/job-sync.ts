import { and, desc, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { revokeRetryHandlers } from '../../connectors/revoke';
import type { AppContext } from '../../context';
import { boardSyncRuns } from '../../db/schema';
import { billingRetryHandlers } from '../../modules/billing/billing-cancel';
import type { BoardHttpOptions } from '../boards/board-http';
import { BOARD_SOURCES, type BoardRef, type BoardSource } from '../boards/board-shape';
import { notifyNewMatches } from '../matching/notify-new-matches';
import {
  enqueueUniqueJob,
  failAbandonedJobs,
  type JobHandler,
  PermanentJobError,
  runNextJob,
} from '../queue/job-queue';
import { parseJobBoards, parseSyncInterval } from './board-list';
import { type SyncOptions, syncBoard } from './sync-board';
import { boardsToSync } from './watched-boards';

/** The queue job kind of one board's sync; its payload is the `BoardRef`. */
export const BOARD_SYNC_JOB = 'board-sync';
/** Each sync job is retried by the queue (after the HTTP layer's own quick retries) this many times in all. */
const BOARD_SYNC_ATTEMPTS = 3;
const DEFAULT_POLL_MS = 5_000;

/**
 * The shortest gap between two syncs of a source whose terms ask for one: Remotive advises at
 * most four requests a day. A board synced more recently than this is not enqueued again.
 */
export const MIN_SYNC_GAP_MS: Partial<Record<BoardSource, number>> = { remotive: 6 * 3_600_000 };

const boardPayload = z.object({ source: z.enum(BOARD_SOURCES), board: z.string() });

/** The queue handlers of job sync, for a worker loop (or a test) to run. */
export function jobSyncHandlers(ctx: AppContext, options: SyncOptions = {}): Record<string, JobHandler> {
  return {
    [BOARD_SYNC_JOB]: async (payload) => {
      const ref = boardPayload.safeParse(payload);
      if (!ref.success) throw new PermanentJobError(`board-sync payload is not a board: ${JSON.stringify(payload)}`);
      await syncBoard(ctx, ref.data, options);
    },
  };
}

/**
 * Enqueues one sync job per board, due now. A board whose sync is still waiting or running is not
 * enqueued twice, and a source with a minimum gap is skipped while its last good sync is recent.
 * Returns the boards enqueued.
 */
export async function enqueueBoardSyncs(ctx: AppContext, boards: readonly BoardRef[]): Promise<BoardRef[]> {
  const now = ctx.clock();
  const enqueued: BoardRef[] = [];
  for (const ref of boards) {
    const gap = MIN_SYNC_GAP_MS[ref.source];
    if (gap) {
      const [last] = await ctx.db
        .select({ startedAt: boardSyncRuns.startedAt })
        .from(boardSyncRuns)
        .where(
          and(eq(boardSyncRuns.source, ref.source), eq(boardSyncRuns.board, ref.board), isNull(boardSyncRuns.error)),
        )
        .orderBy(desc(boardSyncRuns.startedAt))
        .limit(1);
      if (last && now.getTime() - last.startedAt.getTime() < gap) continue;
    }
    const job = await enqueueUniqueJob(ctx.db, {
      kind: BOARD_SYNC_JOB,
      payload: { source: ref.source, board: ref.board },
      runAt: now,
      maxAttempts: BOARD_SYNC_ATTEMPTS,
    });
    if (job) enqueued.push(ref);
  }
  return enqueued;
}

/** Every kind the queue worker runs: board syncs and the retries of token revocations and Stripe cancels. */
export function workerHandlers(ctx: AppContext, options: SyncOptions = {}): Record<string, JobHandler> {
  return { ...jobSyncHandlers(ctx, options), ...revokeRetryHandlers(ctx), ...billingRetryHandlers(ctx) };
}

/**
 * Runs queued jobs until none is due: each board is its own job, so a board that fails is
 * recorded and retried later while the others go on. Returns how many jobs ran.
 */
export async function drainJobQueue(ctx: AppContext, options: SyncOptions = {}): Promise<number> {
  const handlers = workerHandlers(ctx, options);
  await failAbandonedJobs(ctx.db, ctx.clock());
  let ran = 0;
  while (await runNextJob(ctx.db, handlers, ctx.clock)) ran += 1;
  return ran;
}

export type JobSyncOptions = {
  /** How often the worker looks for due jobs; default 5 s. */
  pollMs?: number;
  /** Test hook: the HTTP settings for board requests (time-outs, back-off). */
  http?: BoardHttpOptions;
  /** Start even when NODE_ENV=test (tests that point the boards at fake servers). */
  evenInTests?: boolean;
};

type SyncState = { timers: ReturnType<typeof setTimeout>[]; running: Promise<unknown> | undefined; stopped: boolean };
const states = new WeakMap<FastifyInstance, SyncState>();

/**
 * Starts job sync in a listening server: enqueues every board to sync (configured `JOB_BOARDS`
 * and every user's company watchlist) now and again every `JOB_SYNC_INTERVAL`, and runs a worker
 * that polls the queue (it also runs the syncs a new watchlist entry enqueues at once). Timers are
 * unref'd and ticks never overlap. It does nothing under NODE_ENV=test (tests and CI must never
 * reach the internet). With `JOB_SYNC_INTERVAL=off` nothing is enqueued periodically, but queued
 * jobs are still worked. Starting twice is a no-op.
 */
export function startJobSync(app: FastifyInstance, options: JobSyncOptions = {}): void {
  const ctx = app.ctx;
  if (states.has(app)) return;
  if (ctx.config.env === 'test' && !options.evenInTests) return;
  let intervalMs: number | null;
  try {
    // Validated here too, so a bad value is logged once rather than on every tick.
    if (parseJobBoards(ctx.config.jobs.boards).length === 0)
      app.log.info('JOB_BOARDS=none: only boards on company watchlists are synced');
    intervalMs = parseSyncInterval(ctx.config.jobs.syncInterval);
  } catch (error) {
    // Start-up validation should have refused this configuration; never take the server down here.
    app.log.error({ err: error }, 'job sync not started: invalid configuration');
    return;
  }
  const state: SyncState = { timers: [], running: undefined, stopped: false };
  states.set(app, state);
  const pollMs = options.pollMs ?? DEFAULT_POLL_MS;
  const syncOptions: SyncOptions = {
    http: options.http,
    log: app.log,
    // New postings that match a saved search reach their owners live.
    onStored: (ids) => notifyNewMatches(ctx, app.chatHub, ids),
  };

  const later = (fn: () => void, ms: number) => {
    if (state.stopped) return;
    const timer = setTimeout(() => {
      state.timers = state.timers.filter((t) => t !== timer);
      fn();
    }, ms);
    timer.unref();
    state.timers.push(timer);
  };
  // Enqueueing and working share one chain, so stop() can wait for whatever is under way.
  const chain = (work: () => Promise<unknown>) => {
    const next = (state.running ?? Promise.resolve()).then(work).catch((error: unknown) => {
      app.log.error({ err: error }, 'job sync tick failed');
    });
    state.running = next;
    return next;
  };
  const enqueue = () => {
    void chain(async () => {
      if (state.stopped) return;
      const enqueued = await enqueueBoardSyncs(ctx, await boardsToSync(ctx));
      if (enqueued.length) app.log.info({ boards: enqueued.length }, 'board syncs enqueued');
    });
    if (intervalMs) later(enqueue, intervalMs);
  };
  const work = () => {
    void chain(async () => {
      if (state.stopped) return;
      await failAbandonedJobs(ctx.db, ctx.clock());
      const handlers = workerHandlers(ctx, syncOptions);
      while (!state.stopped && (await runNextJob(ctx.db, handlers, ctx.clock))) {}
    }).finally(() => later(work, pollMs));
  };
  if (intervalMs) enqueue();
  else app.log.info('periodic job sync off: JOB_SYNC_INTERVAL=off');
  work();
}

/** Stops enqueueing and polling and waits for the job under way, so the database outlives it. */
export async function stopJobSync(app: FastifyInstance): Promise<void> {
  const state = states.get(app);
  if (!state) return;
  state.stopped = true;
  for (const timer of state.timers) clearTimeout(timer);
  // A tick may have chained another while we waited; wait until the chain is still.
  let running = state.running;
  while (running) {
    await running;
    running = state.running === running ? undefined : state.running;
  }
  states.delete(app);
}
