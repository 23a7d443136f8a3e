import { truncateText } from '@careerloom/career-engine';
import { and, eq, isNull, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { recurringTasks } from '../db/schema';

/**
 * Recurring tasks on `recurring_tasks`: one row per task, shared by every process on the
 * database. A process runs a task only after its claim (one UPDATE that moves `next_run_at` one
 * interval on) returned the row, so a task due at the same moment in several processes runs in
 * exactly one of them. The claim also takes a lease (`locked_until`) that the run releases, so a
 * run slower than its interval is not started a second time elsewhere; a process that dies mid-run
 * holds the task only until the lease ends. Times come from the caller's clock (the app's, which
 * tests move by hand), never from the database's `now()`.
 */

/** What a process schedules: the row's name and interval, and when the first run is due. */
export type RecurringSchedule = {
  name: string;
  intervalMs: number;
  /** Delay of the first run after the row is first created; default 0 (due at once). */
  firstDelayMs?: number;
  /** How long a claim holds the task against other processes; default 10 minutes. */
  leaseMs?: number;
};

export const DEFAULT_TASK_LEASE_MS = 10 * 60_000;

/**
 * Creates the task's row on first use. An existing row keeps its schedule (a process restart
 * neither skips nor repeats a run); only a shorter interval than before pulls the next run in.
 */
export async function registerRecurringTask(db: Db, schedule: RecurringSchedule, now: Date): Promise<void> {
  const firstRunAt = new Date(now.getTime() + (schedule.firstDelayMs ?? 0));
  const latestNext = new Date(now.getTime() + schedule.intervalMs);
  await db
    .insert(recurringTasks)
    .values({ name: schedule.name, intervalMs: schedule.intervalMs, nextRunAt: firstRunAt })
    .onConflictDoUpdate({
      target: recurringTasks.name,
      set: {
        intervalMs: schedule.intervalMs,
        nextRunAt: sql`least(${recurringTasks.nextRunAt}, ${latestNext.toISOString()}::timestamptz)`,
      },
    });
}

/** A claim this process holds: pass it back to `finishRecurringTask`. */
export type TaskClaim = { name: string; startedAt: Date };

/**
 * Claims the task when it is due at `now` and nobody holds it: the next run moves one interval
 * on and the lease starts. Returns undefined when the task is not due or another process took it.
 */
export async function claimRecurringTask(
  db: Db,
  schedule: RecurringSchedule,
  now: Date,
): Promise<TaskClaim | undefined> {
  const [row] = await db
    .update(recurringTasks)
    .set({
      nextRunAt: new Date(now.getTime() + schedule.intervalMs),
      lockedUntil: new Date(now.getTime() + (schedule.leaseMs ?? DEFAULT_TASK_LEASE_MS)),
      lastStartedAt: now,
    })
    .where(
      and(
        eq(recurringTasks.name, schedule.name),
        lte(recurringTasks.nextRunAt, now),
        or(isNull(recurringTasks.lockedUntil), lte(recurringTasks.lockedUntil, now)),
      ),
    )
    .returning({ name: recurringTasks.name });
  return row ? { name: row.name, startedAt: now } : undefined;
}

/** Releases the lease of a run that ended (with its error, if any), unless another process has re-claimed the task since. */
export async function finishRecurringTask(db: Db, claim: TaskClaim, now: Date, error?: string): Promise<void> {
  await db
    .update(recurringTasks)
    .set({ lockedUntil: null, lastFinishedAt: now, lastError: error === undefined ? null : truncateText(error, 2000) })
    .where(and(eq(recurringTasks.name, claim.name), eq(recurringTasks.lastStartedAt, claim.startedAt)));
}
