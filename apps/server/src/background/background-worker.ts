import type { FastifyInstance } from 'fastify';
import { runDueAutomations } from '../automations/runner';
import { parseJobBoards, parseSyncInterval } from '../config/job-boards';
import type { BoardHttpOptions } from '../jobs/boards/board-http';
import { notifyNewMatches } from '../jobs/matching/notify-new-matches';
import { enqueueBoardSyncs } from '../jobs/sync/job-sync';
import type { SyncOptions } from '../jobs/sync/sync-board';
import { boardsToSync } from '../jobs/sync/watched-boards';
import { failAbandonedJobs, runNextJob } from '../lib/job-queue';
import { RETENTION_INTERVAL_MS, runRetention } from '../privacy/retention';
import { cleanUpFinishedWork } from './queue-cleanup';
import { workerHandlers } from './queue-handlers';
import {
  claimRecurringTask,
  finishRecurringTask,
  type RecurringSchedule,
  registerRecurringTask,
} from './recurring-tasks';

/**
 * All background work of a process, in one loop: the recurring tasks (board-sync enqueue,
 * retention, session purge, queue cleanup, automations), each claimed through `recurring_tasks`
 * so it runs in one process per interval however many run, and then the queue's due jobs, each
 * claimed with SKIP LOCKED (a few per pass; the loop comes straight back while more are due). One unref'd timer, ticks never overlap, and `stop()` waits for the
 * tick under way so the database outlives it.
 */

/** The recurring tasks by name (the `recurring_tasks` rows). */
export const TASK = {
  boardSync: 'board-sync',
  retention: 'retention',
  sessionPurge: 'session-purge',
  queueCleanup: 'queue-cleanup',
  automations: 'automations',
} as const;

const DEFAULT_POLL_MS = 5_000;
/** Queue jobs per pass, so a long queue (a hundred board syncs) never holds the recurring tasks back. */
const JOBS_PER_PASS = 10;
const HOUR_MS = 3_600_000;
/** The first retention pass comes one minute after the task is first scheduled. */
const FIRST_RETENTION_DELAY_MS = 60_000;

export type BackgroundTask = RecurringSchedule & { run: () => Promise<unknown> };

export type BackgroundWorkerOptions = {
  /** How often the loop looks for due tasks and jobs; default 5 s, or the automation tick when shorter. */
  pollMs?: number;
  /** How long after `start()` the first pass comes; one poll interval by default. */
  firstPassDelayMs?: number;
  /** Test hook: the HTTP settings for board requests (time-outs, back-off). */
  http?: BoardHttpOptions;
  /**
   * Enqueue board syncs and work the queue even when NODE_ENV=test (tests that point the boards
   * at fake servers). Without it a test process never reaches a board, as before.
   */
  evenInTests?: boolean;
};

export type TickReport = {
  /** The recurring tasks this process claimed and ran in the tick. */
  tasks: string[];
  /** Queue jobs run in the tick. */
  jobs: number;
  /** The pass stopped at JOBS_PER_PASS with jobs still due: the loop comes back at once. */
  more: boolean;
};

export type BackgroundWorker = {
  /** The recurring tasks this process schedules. */
  readonly tasks: readonly BackgroundTask[];
  /** Whether this process works the job queue. */
  readonly worksQueue: boolean;
  /** Starts the loop (a listening server); starting twice is a no-op. */
  start(): void;
  /**
   * One pass: every due task this process claims, then up to JOBS_PER_PASS due queue jobs. Waits
   * for a pass under way first, so passes never overlap. Tests call it after moving the fake clock.
   */
  tick(): Promise<TickReport>;
  /** Stops the loop and waits for the pass under way. */
  stop(): Promise<void>;
};

/** The board-sync task and the queue's sync options, or nothing when this process must not sync. */
function boardSyncSetup(
  app: FastifyInstance,
  options: BackgroundWorkerOptions,
): { intervalMs: number | null; syncOptions: SyncOptions } | undefined {
  const ctx = app.ctx;
  if (ctx.config.env === 'test' && !options.evenInTests) return undefined;
  try {
    // Validated here too, so a bad value is logged once rather than on every tick.
    if (parseJobBoards(ctx.config.jobs.boards).length === 0)
      app.log.info('JOB_BOARDS=none: only boards on company watchlists are synced');
    const intervalMs = parseSyncInterval(ctx.config.jobs.syncInterval);
    if (!intervalMs) app.log.info('periodic job sync off: JOB_SYNC_INTERVAL=off');
    return {
      intervalMs,
      syncOptions: {
        http: options.http,
        log: app.log,
        // New postings that match a saved search reach their owners live.
        onStored: (ids) => notifyNewMatches(ctx, app.chatHub, ids),
      },
    };
  } catch (error) {
    // Start-up validation should have refused this configuration; never take the server down here.
    app.log.error({ err: error }, 'job sync not started: invalid configuration');
    return undefined;
  }
}

/** The recurring tasks of a process with this configuration. */
function backgroundTasks(app: FastifyInstance, boardSyncIntervalMs: number | null): BackgroundTask[] {
  const ctx = app.ctx;
  const tasks: BackgroundTask[] = [];
  if (boardSyncIntervalMs)
    tasks.push({
      name: TASK.boardSync,
      intervalMs: boardSyncIntervalMs,
      run: async () => {
        const enqueued = await enqueueBoardSyncs(ctx, await boardsToSync(ctx));
        if (enqueued.length) app.log.info({ boards: enqueued.length }, 'board syncs enqueued');
      },
    });
  tasks.push(
    {
      name: TASK.retention,
      intervalMs: RETENTION_INTERVAL_MS,
      firstDelayMs: FIRST_RETENTION_DELAY_MS,
      run: async () => {
        const summary = await runRetention(ctx, ctx.clock());
        app.log.info({ event: 'retention_pass', ...summary }, 'retention pass');
      },
    },
    {
      name: TASK.sessionPurge,
      intervalMs: HOUR_MS,
      firstDelayMs: HOUR_MS,
      run: () => app.sessions.purgeExpired(),
    },
    {
      name: TASK.queueCleanup,
      intervalMs: HOUR_MS,
      firstDelayMs: HOUR_MS,
      run: async () => {
        const removed = await cleanUpFinishedWork(ctx.db, ctx.clock());
        if (removed.jobs + removed.syncRuns > 0) app.log.info(removed, 'finished background work removed');
      },
    },
    {
      name: TASK.automations,
      intervalMs: ctx.config.automationTickMs,
      firstDelayMs: ctx.config.automationTickMs,
      // Each due plan is claimed on its own as well (see runDueAutomations).
      leaseMs: 5 * 60_000,
      run: async () => {
        const summary = await runDueAutomations(ctx, ctx.clock(), app.log);
        if (summary.ran + summary.skipped + summary.failed > 0) app.log.info(summary, 'automation tick');
      },
    },
  );
  return tasks;
}

/**
 * The background worker of one app (one per process). Nothing runs until `start()` (app.ts calls
 * it once the server listens) or a test's `tick()`.
 */
export function createBackgroundWorker(app: FastifyInstance, options: BackgroundWorkerOptions = {}): BackgroundWorker {
  const ctx = app.ctx;
  const sync = boardSyncSetup(app, options);
  const tasks = backgroundTasks(app, sync?.intervalMs ?? null);
  const worksQueue = sync !== undefined;
  const pollMs = options.pollMs ?? Math.min(DEFAULT_POLL_MS, ...tasks.map((t) => t.intervalMs));
  let registered = false;
  let started = false;
  let stopped = false;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const pass = async (): Promise<TickReport> => {
    const report: TickReport = { tasks: [], jobs: 0, more: false };
    if (stopped) return report;
    if (!registered) {
      for (const task of tasks) await registerRecurringTask(ctx.db, task, ctx.clock());
      registered = true;
    }
    for (const task of tasks) {
      if (stopped) return report;
      const claim = await claimRecurringTask(ctx.db, task, ctx.clock());
      if (!claim) continue;
      // Which process ran what: the two-process end-to-end test counts these lines.
      app.log.debug({ task: task.name }, 'background task claimed');
      report.tasks.push(task.name);
      let failure: string | undefined;
      try {
        await task.run();
      } catch (error) {
        failure = error instanceof Error ? error.message : String(error);
        app.log.error({ err: error, task: task.name }, 'background task failed');
      }
      await finishRecurringTask(ctx.db, claim, ctx.clock(), failure);
    }
    if (sync) {
      await failAbandonedJobs(ctx.db, ctx.clock());
      const handlers = workerHandlers(ctx, sync.syncOptions);
      while (!stopped && report.jobs < JOBS_PER_PASS) {
        if (!(await runNextJob(ctx.db, handlers, ctx.clock))) return report;
        report.jobs += 1;
      }
      report.more = report.jobs >= JOBS_PER_PASS;
    }
    return report;
  };

  // Passes run one after another: a tick asked for while one is under way waits for it.
  let chain: Promise<unknown> = Promise.resolve();
  const tick = (): Promise<TickReport> => {
    const next = chain.then(pass);
    chain = next.catch(() => undefined);
    return next;
  };

  const loop = () => {
    timer = undefined;
    if (stopped) return;
    let more = false;
    tick()
      .then((report) => {
        more = report.more;
      })
      .catch((error: unknown) => app.log.error({ err: error }, 'background tick failed'))
      .finally(() => {
        if (stopped) return;
        timer = setTimeout(loop, more ? 0 : pollMs);
        timer.unref();
      });
  };

  return {
    tasks,
    worksQueue,
    start() {
      if (started || stopped) return;
      started = true;
      // The first pass comes one poll interval after the server starts listening, like every later
      // one. It came at once: registering and claiming the recurring tasks is a dozen statements,
      // run on the embedded database in the process's one thread, so the first requests after a
      // start waited behind them (issue 36). Nothing in it is urgent: each task runs when it falls
      // due, and a first run's board sync starts a few seconds later.
      timer = setTimeout(loop, options.firstPassDelayMs ?? pollMs);
      timer.unref();
    },
    tick,
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      timer = undefined;
      await chain;
    },
  };
}
