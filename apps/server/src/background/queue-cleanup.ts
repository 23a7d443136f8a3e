import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { boardSyncRuns } from '../db/schema';
import { removeFinishedJobs } from '../lib/job-queue';

const DAY_MS = 86_400_000;
/** Finished queue jobs (done or failed) are kept this long for a look at what ran. */
export const FINISHED_JOB_RETENTION_MS = 7 * DAY_MS;
/** Board sync runs are kept this long; the latest run of each board is kept regardless. */
export const SYNC_RUN_RETENTION_MS = 30 * DAY_MS;

/**
 * Deletes board sync runs that started before `before`, except each board's latest run: the
 * company watchlist and the processing status show that one. Returns how many went.
 */
export async function removeOldSyncRuns(db: Db, before: Date): Promise<number> {
  const rows = await db
    .delete(boardSyncRuns)
    .where(
      sql`${boardSyncRuns.startedAt} < ${before.toISOString()}::timestamptz and exists (
        select 1 from board_sync_runs newer
        where newer.source = ${boardSyncRuns.source} and newer.board = ${boardSyncRuns.board}
          and (newer.started_at, newer.id) > (${boardSyncRuns.startedAt}, ${boardSyncRuns.id}))`,
    )
    .returning({ id: boardSyncRuns.id });
  return rows.length;
}

export type CleanupSummary = { jobs: number; syncRuns: number };

/**
 * One cleanup pass at `now`: finished queue jobs older than FINISHED_JOB_RETENTION_MS and board
 * sync runs older than SYNC_RUN_RETENTION_MS (each board's latest kept). Waiting and running
 * jobs are never touched.
 */
export async function cleanUpFinishedWork(db: Db, now: Date): Promise<CleanupSummary> {
  return {
    jobs: await removeFinishedJobs(db, new Date(now.getTime() - FINISHED_JOB_RETENTION_MS)),
    syncRuns: await removeOldSyncRuns(db, new Date(now.getTime() - SYNC_RUN_RETENTION_MS)),
  };
}
