import { and, asc, count, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { applications, jobPostings, jobSearches } from '../../db/schema';
import { openPostingAges, openPostingCount } from '../postings/open-postings';

export type JobSearchRow = typeof jobSearches.$inferSelect;

/** Data access for job monitoring: the user's searches, posting counts and their applications. */
export function jobMonitoringRepository(db: Db) {
  return {
    /** The page's default search (alerts off): the user's oldest such row, or null before the first check. */
    async findDefaultSearch(userId: number): Promise<JobSearchRow | null> {
      const [row] = await db
        .select()
        .from(jobSearches)
        .where(and(eq(jobSearches.userId, userId), eq(jobSearches.alertsEnabled, false)))
        .orderBy(asc(jobSearches.id))
        .limit(1);
      return row ?? null;
    },

    /** The default search, created on first use. */
    async defaultSearch(userId: number, now: Date): Promise<JobSearchRow> {
      const row = await this.findDefaultSearch(userId);
      if (row) return row;
      const [created] = await db.insert(jobSearches).values({ userId, createdAt: now }).returning();
      if (!created) throw new Error('could not create the default job search');
      return created;
    },

    async recordCheck(
      id: number,
      values: Pick<JobSearchRow, 'jobTitle' | 'location' | 'skills' | 'salaryMin' | 'lastCheckedAt'>,
    ) {
      await db.update(jobSearches).set(values).where(eq(jobSearches.id, id));
    },

    savedSearches(userId: number): Promise<JobSearchRow[]> {
      return db
        .select()
        .from(jobSearches)
        .where(and(eq(jobSearches.userId, userId), eq(jobSearches.alertsEnabled, true)))
        .orderBy(asc(jobSearches.id));
    },

    async insertSavedSearch(
      values: Pick<JobSearchRow, 'userId' | 'jobTitle' | 'location' | 'skills' | 'salaryMin' | 'createdAt'>,
    ): Promise<JobSearchRow> {
      const [row] = await db
        .insert(jobSearches)
        .values({ ...values, alertsEnabled: true })
        .returning();
      if (!row) throw new Error('could not save the job search');
      return row;
    },

    /** Deletes one of the user's saved searches; false when there is none with that id for them. */
    async deleteSavedSearch(userId: number, id: number): Promise<boolean> {
      const deleted = await db
        .delete(jobSearches)
        .where(and(eq(jobSearches.id, id), eq(jobSearches.userId, userId), eq(jobSearches.alertsEnabled, true)))
        .returning({ id: jobSearches.id });
      return deleted.length > 0;
    },

    /** Every saved search with alerts on (all users): what new postings are matched against. */
    alertingSearches(): Promise<JobSearchRow[]> {
      return db.select().from(jobSearches).where(eq(jobSearches.alertsEnabled, true)).orderBy(asc(jobSearches.id));
    },

    /** Open postings, each job once (the one definition, `open-postings.ts`). */
    openPostingCount(): Promise<number> {
      return openPostingCount(db);
    },

    /** How many open postings are current at `now`, and the newest posting date (`openPostingAges`). */
    openPostingAges(now: Date) {
      return openPostingAges(db, now);
    },

    /** Of these postings, the ones first seen after `since`. */
    async firstSeenAfter(ids: number[], since: Date): Promise<number[]> {
      if (ids.length === 0) return [];
      const rows = await db
        .select({ id: jobPostings.id })
        .from(jobPostings)
        .where(and(inArray(jobPostings.id, ids), gt(jobPostings.firstSeenAt, since)));
      return rows.map((r) => r.id);
    },

    /** Of these postings, the open ones stored by the latest upsert that saw them for the first time. */
    async newlyInserted(ids: number[]): Promise<number[]> {
      if (ids.length === 0) return [];
      const rows = await db
        .select({ id: jobPostings.id })
        .from(jobPostings)
        .where(
          and(
            inArray(jobPostings.id, ids),
            isNull(jobPostings.closedAt),
            sql`${jobPostings.firstSeenAt} = ${jobPostings.lastSeenAt}`,
          ),
        );
      return rows.map((r) => r.id);
    },

    /**
     * The user's applications: how many were really sent (status in `sentStatuses`), how many of
     * those got a response (`respondedStatuses`), and the newest status per posting in `postingIds`.
     */
    async applicationsOf(
      userId: number,
      postingIds: number[],
      sentStatuses: readonly string[],
      respondedStatuses: readonly string[],
    ) {
      const countIn = async (statuses: readonly string[]) => {
        if (statuses.length === 0) return 0;
        const [row] = await db
          .select({ n: count() })
          .from(applications)
          .where(and(eq(applications.userId, userId), inArray(applications.status, [...statuses])));
        return row?.n ?? 0;
      };
      const sent = await countIn(sentStatuses);
      const responded = await countIn(respondedStatuses);
      const byPosting = new Map<number, string>();
      if (postingIds.length > 0) {
        const rows = await db
          .select({ postingId: applications.postingId, status: applications.status })
          .from(applications)
          .where(and(eq(applications.userId, userId), inArray(applications.postingId, postingIds)))
          .orderBy(asc(applications.createdAt), asc(applications.id));
        for (const r of rows) if (r.postingId != null) byPosting.set(r.postingId, r.status);
      }
      return { sent, responded, byPosting };
    },
  };
}
