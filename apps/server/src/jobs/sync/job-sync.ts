import { and, desc, eq, isNull } from 'drizzle-orm';
import { z } from 'zod';
import { BOARD_SOURCES, type BoardRef, type BoardSource } from '../../config/job-boards';
import type { AppContext } from '../../context';
import { boardSyncRuns } from '../../db/schema';
import { enqueueUniqueJob, type JobHandler, PermanentJobError } from '../../lib/job-queue';
import { type SyncOptions, syncBoard } from './sync-board';

/** The queue job kind of one board's sync; its payload is the `BoardRef`. */
export const BOARD_SYNC_JOB = 'board-sync';
/** Each sync job is retried by the queue (after the HTTP layer's own quick retries) this many times in all. */
const BOARD_SYNC_ATTEMPTS = 3;

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
