import { and, desc, inArray, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { boardSyncRuns } from '../../db/schema';

/**
 * Each board's latest sync run (by start, then id): when it finished and why it failed, if it did.
 * `only` narrows it to the given sources and boards (a watchlist); without it, every board.
 */
export function latestSyncRuns(db: Db, only?: { sources: string[]; boards: string[] }) {
  const where: SQL | undefined = only
    ? and(inArray(boardSyncRuns.source, only.sources), inArray(boardSyncRuns.board, only.boards))
    : undefined;
  return db
    .selectDistinctOn([boardSyncRuns.source, boardSyncRuns.board], {
      source: boardSyncRuns.source,
      board: boardSyncRuns.board,
      finishedAt: boardSyncRuns.finishedAt,
      error: boardSyncRuns.error,
    })
    .from(boardSyncRuns)
    .where(where)
    .orderBy(boardSyncRuns.source, boardSyncRuns.board, desc(boardSyncRuns.startedAt), desc(boardSyncRuns.id));
}
