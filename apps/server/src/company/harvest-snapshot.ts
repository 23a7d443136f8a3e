import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { sourceSnapshots } from '../db/schema';
import type { CompanyFacts } from './company-facts';
import { storedFactsSchema } from './harvest-summary';

/** The connection and snapshot key of the company's ATS (not a personal source: no SourceId). */
export const HARVEST_SOURCE = 'greenhouse_harvest';

const where = (userId: number) => and(eq(sourceSnapshots.userId, userId), eq(sourceSnapshots.source, HARVEST_SOURCE));

/**
 * The last Harvest summary per user, in `source_snapshots` beside the personal sources' figures,
 * so the dashboard reads it without calling Greenhouse on every load. Counts and dates only.
 */
export function harvestSnapshots(db: Db) {
  return {
    async save(userId: number, facts: CompanyFacts, now: Date): Promise<void> {
      const data = facts as unknown as Record<string, unknown>;
      await db
        .insert(sourceSnapshots)
        .values({ userId, source: HARVEST_SOURCE, data, fetchedAt: now })
        .onConflictDoUpdate({
          target: [sourceSnapshots.userId, sourceSnapshots.source],
          set: { data, fetchedAt: now },
        });
    },

    async get(userId: number): Promise<CompanyFacts | null> {
      const [row] = await db.select({ data: sourceSnapshots.data }).from(sourceSnapshots).where(where(userId));
      const parsed = storedFactsSchema.safeParse(row?.data);
      return parsed.success ? parsed.data : null;
    },

    async remove(userId: number): Promise<void> {
      await db.delete(sourceSnapshots).where(where(userId));
    },
  };
}
