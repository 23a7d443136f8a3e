import {
  type CompanyWatchlistEntry,
  type companyWatchlistBodySchema,
  MAX_WATCHLIST_BOARDS,
  type WatchlistSource,
} from '@careerloom/contract';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import { boardLabel } from '../../config/job-boards';
import type { AppContext } from '../../context';
import { companyWatchlist, jobPostings } from '../../db/schema';
import { AppError } from '../../errors';
import { syncFailureText } from '../boards/sync-failure';
import { JOBS, OPEN_POSTING } from '../postings/open-postings';
import { enqueueBoardSyncs } from '../sync/job-sync';
import { latestSyncRuns } from '../sync/latest-sync-runs';

type WatchlistRow = typeof companyWatchlist.$inferSelect;

/**
 * A user's company watchlist: public boards (Greenhouse, Lever, Ashby) the sync reads besides
 * `JOB_BOARDS`. Adding one enqueues its sync at once, so its postings appear within a worker poll
 * rather than at the next interval.
 */
export function companyWatchlistService(ctx: AppContext) {
  async function entries(rows: WatchlistRow[]): Promise<CompanyWatchlistEntry[]> {
    if (rows.length === 0) return [];
    const sources = [...new Set(rows.map((r) => r.source))];
    const boards = [...new Set(rows.map((r) => r.board))];
    // The latest finished run per board, and each board's open postings: two queries for the list.
    const runs = await latestSyncRuns(ctx.db, { sources, boards });
    const open = await ctx.db
      .select({ source: jobPostings.source, board: jobPostings.board, n: JOBS })
      .from(jobPostings)
      .where(and(inArray(jobPostings.source, sources), inArray(jobPostings.board, boards), OPEN_POSTING))
      .groupBy(jobPostings.source, jobPostings.board);
    const key = (source: string, board: string) => boardLabel({ source: source as WatchlistSource, board });
    const runOf = new Map(runs.map((r) => [key(r.source, r.board), r]));
    const openOf = new Map(open.map((r) => [key(r.source, r.board), Number(r.n)]));
    return rows.map((row) => {
      const run = runOf.get(key(row.source, row.board));
      return {
        id: row.id,
        source: row.source as WatchlistSource,
        board: row.board,
        createdAt: row.createdAt.toISOString(),
        lastSyncedAt: run?.finishedAt ? run.finishedAt.toISOString() : null,
        lastSyncError: run?.finishedAt && run.error ? syncFailureText(run.error, { watched: true }) : null,
        openPostings: openOf.get(key(row.source, row.board)) ?? 0,
      };
    });
  }

  const rowsOf = (userId: number) =>
    ctx.db
      .select()
      .from(companyWatchlist)
      .where(eq(companyWatchlist.userId, userId))
      .orderBy(asc(companyWatchlist.createdAt), asc(companyWatchlist.id));

  return {
    async list(userId: number): Promise<CompanyWatchlistEntry[]> {
      return entries(await rowsOf(userId));
    },

    async add(userId: number, body: z.output<typeof companyWatchlistBodySchema>): Promise<CompanyWatchlistEntry> {
      const existing = await rowsOf(userId);
      if (existing.some((r) => r.source === body.source && r.board === body.board))
        throw new AppError('CONFLICT', `You already watch ${body.source}:${body.board}`);
      if (existing.length >= MAX_WATCHLIST_BOARDS)
        throw new AppError('CONFLICT', `You can watch at most ${MAX_WATCHLIST_BOARDS} companies; remove one first`);
      const [row] = await ctx.db
        .insert(companyWatchlist)
        .values({ userId, source: body.source, board: body.board, createdAt: ctx.clock() })
        // A concurrent add of the same board loses here rather than on a unique-violation 500.
        .onConflictDoNothing()
        .returning();
      if (!row) throw new AppError('CONFLICT', `You already watch ${body.source}:${body.board}`);
      await enqueueBoardSyncs(ctx, [{ source: body.source, board: body.board }]);
      const [entry] = await entries([row]);
      if (!entry) throw new Error('the new watchlist entry vanished');
      return entry;
    },

    /** Another user's entry answers exactly like a missing one (no existence leak). */
    async remove(userId: number, id: number): Promise<void> {
      const deleted = await ctx.db
        .delete(companyWatchlist)
        .where(and(eq(companyWatchlist.id, id), eq(companyWatchlist.userId, userId)))
        .returning({ id: companyWatchlist.id });
      if (deleted.length === 0) throw new AppError('NOT_FOUND', 'Watched company not found');
    },
  };
}
