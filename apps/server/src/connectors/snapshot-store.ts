import type { SourceId } from '@careerloom/contract';
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../context';
import { sourceSnapshots } from '../db/schema';

/** The figures last computed from a source for a user, with when they were fetched. */
export type SourceSnapshot<T> = { data: T; fetchedAt: string };

/**
 * A personal source, or a provider key such as `greenhouse_harvest` (the company's ATS), as in
 * the connection store.
 */
type SnapshotSource = SourceId | (string & {});

/**
 * Keeps the latest figures per user and source, so the insight pages read without calling the
 * source again; deleting a source's data or its retention running out removes the row.
 */
export function snapshotStore(ctx: AppContext) {
  const where = (userId: number, source: SnapshotSource) =>
    and(eq(sourceSnapshots.userId, userId), eq(sourceSnapshots.source, source));
  return {
    async save<T extends Record<string, unknown>>(userId: number, source: SnapshotSource, data: T): Promise<void> {
      const fetchedAt = ctx.clock();
      await ctx.db
        .insert(sourceSnapshots)
        .values({ userId, source, data, fetchedAt })
        .onConflictDoUpdate({ target: [sourceSnapshots.userId, sourceSnapshots.source], set: { data, fetchedAt } });
    },

    async get<T>(userId: number, source: SnapshotSource): Promise<SourceSnapshot<T> | null> {
      const [row] = await ctx.db.select().from(sourceSnapshots).where(where(userId, source));
      return row ? { data: row.data as T, fetchedAt: row.fetchedAt.toISOString() } : null;
    },

    async all(userId: number): Promise<Map<SourceId, SourceSnapshot<Record<string, unknown>>>> {
      const rows = await ctx.db.select().from(sourceSnapshots).where(eq(sourceSnapshots.userId, userId));
      return new Map(rows.map((r) => [r.source as SourceId, { data: r.data, fetchedAt: r.fetchedAt.toISOString() }]));
    },

    async remove(userId: number, source: SnapshotSource): Promise<boolean> {
      const rows = await ctx.db
        .delete(sourceSnapshots)
        .where(where(userId, source))
        .returning({ s: sourceSnapshots.source });
      return rows.length > 0;
    },
  };
}
