import { and, desc, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { jobPostings } from '../db/schema';
import { openPostingCounts } from '../jobs/postings/open-postings';

/** When a posting appeared: its posting date, or when we first saw it if the board gives none. */
const appearedAt = sql<Date>`coalesce(${jobPostings.postedAt}, ${jobPostings.firstSeenAt})`;

export type StoredPostingRow = {
  id: number;
  title: string;
  company: string;
  location: string;
  remote: boolean;
  url: string;
  salaryMin: number | null;
  salaryMax: number | null;
  salaryCurrency: string | null;
  postedAt: Date | null;
};

/** The postings store as the job seeker's banner and live feed read it (Drizzle only). */
export function findOpportunitiesRepository(db: Db) {
  return {
    /**
     * Open postings counted the one way every page counts them (`openPostingCounts`): all, those
     * that appeared since `newSince`, and the remote ones.
     */
    async openCounts(newSince: Date): Promise<{ open: number; fresh: number; remote: number }> {
      const { open, fresh, remote } = await openPostingCounts(db, newSince);
      return { open, fresh, remote };
    },

    /** The newest open postings, one per job, newest first (ties: highest id). */
    async newest(limit: number, notAfter: Date): Promise<StoredPostingRow[]> {
      const latestPerJob = db
        .selectDistinctOn([jobPostings.dedupeKey], {
          id: jobPostings.id,
          title: jobPostings.title,
          company: jobPostings.company,
          location: jobPostings.location,
          remote: jobPostings.remote,
          url: jobPostings.url,
          salaryMin: jobPostings.salaryMin,
          salaryMax: jobPostings.salaryMax,
          salaryCurrency: jobPostings.salaryCurrency,
          postedAt: jobPostings.postedAt,
          appearedAt: appearedAt.as('appeared_at'),
        })
        .from(jobPostings)
        // A posting dated in the future (a board's typo) would otherwise sit on top for good.
        .where(and(isNull(jobPostings.closedAt), sql`${appearedAt} <= ${notAfter.toISOString()}`))
        .orderBy(jobPostings.dedupeKey, desc(appearedAt), desc(jobPostings.id))
        .as('latest_per_job');
      const rows = await db
        .select()
        .from(latestPerJob)
        .orderBy(desc(latestPerJob.appearedAt), desc(latestPerJob.id))
        .limit(limit);
      return rows.map(({ appearedAt: _appeared, ...row }) => ({
        ...row,
        postedAt: row.postedAt == null ? null : new Date(row.postedAt),
      }));
    },
  };
}
