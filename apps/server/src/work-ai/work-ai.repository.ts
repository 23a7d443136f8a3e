import type { ActivityKind } from '@careerloom/contract';
import { and, count, desc, eq, inArray, max, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { activityEvents, automations, notifications, resumes } from '../db/schema';

export type AutomationRow = typeof automations.$inferSelect;
export type LatestEvent = { summary: string; detail: Record<string, number | string>; createdAt: Date };

/** The role dashboard's reads (and the one write of its report) that the activity service does not cover. */
export function workAiRepository(db: Db) {
  return {
    /** Events of `kind` whose string detail `key` is one of `values` (e.g. data analyses of sales data). */
    async countEventsWithDetail(userId: number, kind: ActivityKind, key: string, values: string[]): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(activityEvents)
        .where(
          and(
            eq(activityEvents.userId, userId),
            eq(activityEvents.kind, kind),
            inArray(sql<string>`${activityEvents.detail}->>${key}`, values),
          ),
        );
      return row?.n ?? 0;
    },

    /** When the user last did each kind of thing. */
    async lastUsedByKind(userId: number): Promise<Partial<Record<ActivityKind, Date>>> {
      const rows = await db
        .select({ kind: activityEvents.kind, at: max(activityEvents.createdAt) })
        .from(activityEvents)
        .where(eq(activityEvents.userId, userId))
        .groupBy(activityEvents.kind);
      const out: Partial<Record<ActivityKind, Date>> = {};
      for (const r of rows) if (r.at) out[r.kind as ActivityKind] = r.at;
      return out;
    },

    async latestEvent(userId: number, kind: ActivityKind): Promise<LatestEvent | undefined> {
      const [row] = await db
        .select({ summary: activityEvents.summary, detail: activityEvents.detail, createdAt: activityEvents.createdAt })
        .from(activityEvents)
        .where(and(eq(activityEvents.userId, userId), eq(activityEvents.kind, kind)))
        .orderBy(desc(activityEvents.createdAt), desc(activityEvents.id))
        .limit(1);
      return row;
    },

    /** How many resumes the user has stored and the bytes of their text (what the parser read). */
    async resumeStats(userId: number): Promise<{ count: number; bytes: number }> {
      const [row] = await db
        .select({ n: count(), bytes: sql<number>`coalesce(sum(octet_length(${resumes.text})), 0)::float8` })
        .from(resumes)
        .where(eq(resumes.userId, userId));
      return { count: row?.n ?? 0, bytes: row?.bytes ?? 0 };
    },

    async automationsOf(userId: number): Promise<AutomationRow[]> {
      return db.select().from(automations).where(eq(automations.userId, userId)).orderBy(automations.id);
    },

    /** Stores a report the user asked for as an in-app notification (not tied to an automation). */
    async insertReport(userId: number, title: string, body: string, at: Date): Promise<number> {
      const [row] = await db
        .insert(notifications)
        .values({ userId, automationId: null, kind: 'report', title, body, createdAt: at })
        .returning({ id: notifications.id });
      if (!row) throw new Error('insert returned no row');
      return row.id;
    },
  };
}
export type WorkAiRepository = ReturnType<typeof workAiRepository>;
