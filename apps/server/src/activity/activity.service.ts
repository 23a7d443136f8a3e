import type { ActivityEvent, ActivityKind } from '@careerloom/contract';
import { and, desc, eq, gte, sql } from 'drizzle-orm';
import type { AppContext } from '../context';
import { activityEvents } from '../db/schema';

/** One event to record; `createdAt` is when it happened, not when it is written. */
export type NewActivityEvent = {
  userId: number;
  kind: ActivityKind;
  summary: string;
  detail?: Record<string, number | string>;
  createdAt: Date;
};

export type ActivityTotals = Partial<Record<ActivityKind, { count: number; detail: Record<string, number> }>>;

/**
 * The user's activity log: every feature records what it did for the user, and the role dashboard
 * reads its metrics and recent activity from here rather than from sample numbers.
 */
export function activityService(ctx: AppContext) {
  return {
    /** Records one event. Numeric `detail` values are summed per kind by `totals`. */
    async record(
      userId: number,
      kind: ActivityKind,
      summary: string,
      detail: Record<string, number | string> = {},
    ): Promise<void> {
      await ctx.db.insert(activityEvents).values({ userId, kind, summary, detail, createdAt: ctx.clock() });
    },

    /** Records several events in one statement (the chat batches its events behind the replies). */
    async recordMany(events: NewActivityEvent[]): Promise<void> {
      if (events.length === 0) return;
      await ctx.db.insert(activityEvents).values(events.map((e) => ({ detail: {}, ...e })));
    },

    async recent(userId: number, limit = 20): Promise<ActivityEvent[]> {
      const rows = await ctx.db
        .select()
        .from(activityEvents)
        .where(eq(activityEvents.userId, userId))
        .orderBy(desc(activityEvents.createdAt), desc(activityEvents.id))
        .limit(limit);
      return rows.map((r) => ({
        id: r.id,
        kind: r.kind as ActivityKind,
        summary: r.summary,
        createdAt: r.createdAt.toISOString(),
      }));
    },

    /** Per kind: how many events and the sum of each numeric detail, optionally since a date. */
    async totals(userId: number, since?: Date): Promise<ActivityTotals> {
      const where = since
        ? and(eq(activityEvents.userId, userId), gte(activityEvents.createdAt, since))
        : eq(activityEvents.userId, userId);
      const rows = await ctx.db
        .select({ kind: activityEvents.kind, detail: activityEvents.detail })
        .from(activityEvents)
        .where(where);
      const totals: ActivityTotals = {};
      for (const row of rows) {
        const kind = row.kind as ActivityKind;
        const entry = totals[kind] ?? { count: 0, detail: {} };
        totals[kind] = entry;
        entry.count += 1;
        for (const [key, value] of Object.entries(row.detail)) {
          if (typeof value === 'number') entry.detail[key] = (entry.detail[key] ?? 0) + value;
        }
      }
      return totals;
    },

    /** Number of distinct UTC days with any activity (for per-day estimates). */
    async activeDays(userId: number): Promise<number> {
      const [row] = await ctx.db
        .select({
          days: sql<number>`count(distinct date_trunc('day', ${activityEvents.createdAt} at time zone 'UTC'))::int`,
        })
        .from(activityEvents)
        .where(eq(activityEvents.userId, userId));
      return row?.days ?? 0;
    },
  };
}
export type ActivityService = ReturnType<typeof activityService>;
