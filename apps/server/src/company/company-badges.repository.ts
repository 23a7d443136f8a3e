import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { companyBadges } from '../db/schema';

export type StoredBadge = { badgeId: string; earnedAt: Date | null; isDisplayed: boolean };

/** `company_badges`: when each badge was earned for a user and whether it is displayed. */
export function companyBadgesRepository(db: Db) {
  return {
    async list(userId: number): Promise<Map<string, StoredBadge>> {
      const rows = await db
        .select({
          badgeId: companyBadges.badgeId,
          earnedAt: companyBadges.earnedAt,
          isDisplayed: companyBadges.isDisplayed,
        })
        .from(companyBadges)
        .where(eq(companyBadges.userId, userId));
      return new Map(rows.map((r) => [r.badgeId, r]));
    },

    /**
     * Records that a badge was earned at `earnedAt`, unless it already was: the first earning
     * stays (coalesce), and a display preference set before earning is kept.
     */
    async markEarned(userId: number, badgeId: string, earnedAt: Date, now: Date): Promise<void> {
      await db
        .insert(companyBadges)
        .values({ userId, badgeId, earnedAt, isDisplayed: true, updatedAt: now })
        .onConflictDoUpdate({
          target: [companyBadges.userId, companyBadges.badgeId],
          set: { earnedAt: sql`coalesce(${companyBadges.earnedAt}, excluded.earned_at)` },
        });
    },

    async setDisplayed(userId: number, badgeId: string, isDisplayed: boolean, now: Date): Promise<StoredBadge> {
      const [row] = await db
        .insert(companyBadges)
        .values({ userId, badgeId, isDisplayed, updatedAt: now })
        .onConflictDoUpdate({
          target: [companyBadges.userId, companyBadges.badgeId],
          set: { isDisplayed, updatedAt: now },
        })
        .returning({
          badgeId: companyBadges.badgeId,
          earnedAt: companyBadges.earnedAt,
          isDisplayed: companyBadges.isDisplayed,
        });
      if (!row) throw new Error('badge upsert returned no row');
      return row;
    },
  };
}
