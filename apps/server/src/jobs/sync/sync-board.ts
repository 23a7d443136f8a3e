import { truncateText } from '@careerloom/career-engine';
import { eq } from 'drizzle-orm';
import { type BoardRef, boardLabel } from '../../config/job-boards';
import type { AppContext } from '../../context';
import { boardSyncRuns } from '../../db/schema';
import { PermanentJobError } from '../../lib/job-queue';
import type { Logger } from '../../logger';
import { BoardHttpError, type BoardHttpOptions } from '../boards/board-http';
import { BoardShapeError } from '../boards/board-shape';
import { fetchBoardPostings } from '../boards/fetch-board';
import { closeMissing, upsertPostings } from '../postings/postings.service';

export type BoardSyncResult = { fetched: number; inserted: number; updated: number; closed: number };

export type SyncOptions = {
  http?: BoardHttpOptions;
  log?: Pick<Logger, 'info' | 'warn'>;
  /** Told the ids of the postings a sync stored (job alerts); its failure never fails the sync. */
  onStored?: (ids: number[]) => Promise<unknown>;
};

/**
 * Syncs one board: fetches every posting it lists, upserts them through the postings store, and
 * closes the board's postings it no longer lists. Closing happens only after a complete, valid
 * fetch, so an outage or a broken answer never closes live postings. Each sync is a
 * `board_sync_runs` row, written when it starts (so progress is visible) and finished with the
 * counts or the error. A failure is rethrown for the queue: a board that answered with the wrong
 * shape or a refusing 4xx as a `PermanentJobError` (retrying cannot help), anything else as is.
 */
export async function syncBoard(ctx: AppContext, ref: BoardRef, options: SyncOptions = {}): Promise<BoardSyncResult> {
  const [run] = await ctx.db
    .insert(boardSyncRuns)
    .values({ source: ref.source, board: ref.board, startedAt: ctx.clock() })
    .returning({ id: boardSyncRuns.id });
  if (!run) throw new Error('could not record the sync run');
  let fetched = 0;
  try {
    const postings = await fetchBoardPostings(ctx.config.jobs.apiBase, ref, {
      ...options.http,
      onRetry: (info) => options.log?.warn({ board: boardLabel(ref), ...info }, 'board request retried'),
    });
    fetched = postings.length;
    const now = ctx.clock();
    const { inserted, updated, ids } = await upsertPostings(ctx, postings, now);
    await options
      .onStored?.(ids)
      .catch((err) => options.log?.warn({ board: boardLabel(ref), err }, 'job alerts failed'));
    const seen = postings.map((p) => p.sourceId);
    const closed = await closeMissing(ctx, ref.source, ref.board, seen, now);
    const result = { fetched, inserted, updated, closed };
    await ctx.db
      .update(boardSyncRuns)
      .set({ ...result, finishedAt: ctx.clock() })
      .where(eq(boardSyncRuns.id, run.id));
    options.log?.info({ board: boardLabel(ref), ...result }, 'board synced');
    return result;
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    await ctx.db
      .update(boardSyncRuns)
      .set({ fetched, finishedAt: ctx.clock(), error: truncateText(message, 2000) })
      .where(eq(boardSyncRuns.id, run.id));
    options.log?.warn({ board: boardLabel(ref), err: message }, 'board sync failed');
    const permanent = error instanceof BoardShapeError || (error instanceof BoardHttpError && !error.retryable);
    throw permanent ? new PermanentJobError(message) : error;
  }
}
