import { BOARD_SOURCES, type BoardRef, type BoardSource, boardLabel, parseJobBoards } from '../../config/job-boards';
import type { AppContext } from '../../context';
import { companyWatchlist } from '../../db/schema';

/** Every board some user watches (company watchlists), each once. */
export async function watchedBoards(ctx: Pick<AppContext, 'db'>): Promise<BoardRef[]> {
  const rows = await ctx.db
    .selectDistinct({ source: companyWatchlist.source, board: companyWatchlist.board })
    .from(companyWatchlist)
    .orderBy(companyWatchlist.source, companyWatchlist.board);
  // The routes only store the three ATS sources; anything else in the table is not a board we read.
  return rows
    .filter((r) => (BOARD_SOURCES as readonly string[]).includes(r.source))
    .map((r) => ({ source: r.source as BoardSource, board: r.board }));
}

/**
 * The boards a sync round reads: the configured `JOB_BOARDS` (or the default list) and every
 * board in any user's company watchlist, de-duplicated by label. `JOB_BOARDS=none` drops only the
 * configured boards: a company a user chose to watch is still read.
 */
export async function boardsToSync(ctx: Pick<AppContext, 'db' | 'config'>): Promise<BoardRef[]> {
  const all = new Map<string, BoardRef>();
  for (const ref of parseJobBoards(ctx.config.jobs.boards)) all.set(boardLabel(ref), ref);
  for (const ref of await watchedBoards(ctx)) if (!all.has(boardLabel(ref))) all.set(boardLabel(ref), ref);
  return [...all.values()];
}
