import { and, asc, desc, eq, lte, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { automations } from '../db/schema';

export type AutomationRow = typeof automations.$inferSelect;
export type NewAutomationRow = typeof automations.$inferInsert;
export type StoredStatus = 'scheduled' | 'paused' | 'completed' | 'needs_upgrade';

/** Data access for automation plans. Every read or change by a user is scoped to their own rows. */
export function automationsRepository(db: Db) {
  return {
    async insert(row: NewAutomationRow): Promise<AutomationRow> {
      const [created] = await db.insert(automations).values(row).returning();
      if (!created) throw new Error('insert returned no row');
      return created;
    },

    async listOwned(userId: number): Promise<AutomationRow[]> {
      return db
        .select()
        .from(automations)
        .where(eq(automations.userId, userId))
        .orderBy(desc(automations.createdAt), desc(automations.id));
    },

    async findOwned(userId: number, id: number): Promise<AutomationRow | undefined> {
      const [row] = await db
        .select()
        .from(automations)
        .where(and(eq(automations.id, id), eq(automations.userId, userId)));
      return row;
    },

    async deleteOwned(userId: number, id: number): Promise<boolean> {
      const rows = await db
        .delete(automations)
        .where(and(eq(automations.id, id), eq(automations.userId, userId)))
        .returning({ id: automations.id });
      return rows.length > 0;
    },

    /** Changes status (and the next run) only while the plan is still in `from`. */
    async setStatus(
      userId: number,
      id: number,
      from: StoredStatus,
      to: StoredStatus,
      nextRunAt: Date | null,
    ): Promise<AutomationRow | undefined> {
      const [row] = await db
        .update(automations)
        .set({ status: to, nextRunAt })
        .where(and(eq(automations.id, id), eq(automations.userId, userId), eq(automations.status, from)))
        .returning();
      return row;
    },

    /** Scheduled plans whose next run is due at `now`, oldest first. */
    async due(now: Date, limit: number): Promise<AutomationRow[]> {
      return db
        .select()
        .from(automations)
        .where(and(eq(automations.status, 'scheduled'), lte(automations.nextRunAt, now)))
        .orderBy(asc(automations.nextRunAt), asc(automations.id))
        .limit(limit);
    },

    /**
     * Takes a due plan for one run: moves its next run past `now` (or completes it) in a single
     * conditional UPDATE. A second process, or a second tick, that read the same due row finds
     * the condition false afterwards and gets nothing, so no plan runs twice for one due time.
     * Works the same on PGlite and PostgreSQL (no row locks needed).
     */
    async claim(
      id: number,
      now: Date,
      change: { nextRunAt: Date | null; status: StoredStatus },
    ): Promise<AutomationRow | undefined> {
      const [row] = await db
        .update(automations)
        .set({ nextRunAt: change.nextRunAt, status: change.status })
        .where(and(eq(automations.id, id), eq(automations.status, 'scheduled'), lte(automations.nextRunAt, now)))
        .returning();
      return row;
    },

    async countRun(id: number, at: Date): Promise<void> {
      await db
        .update(automations)
        .set({ runs: sql`${automations.runs} + 1`, lastRunAt: at })
        .where(eq(automations.id, id));
    },

    async countFailure(id: number): Promise<void> {
      await db
        .update(automations)
        .set({ failures: sql`${automations.failures} + 1` })
        .where(eq(automations.id, id));
    },
  };
}
export type AutomationsRepository = ReturnType<typeof automationsRepository>;
