import { type PostingAges, STALE_POSTING_DAYS } from '@careerloom/contract';
import { and, isNull, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { jobPostings } from '../../db/schema';

/**
 * What "open postings" means wherever a count of them is shown (issue 35: /jobseeker said 7,415
 * where /dashboard and /realtime said 7,463): postings not closed, each job counted once. A job
 * listed twice (on two boards, or twice on one) shares a dedupe key, so it is one open posting.
 */
export const OPEN_POSTING: SQL = isNull(jobPostings.closedAt);
/** The count of jobs among the rows selected: distinct dedupe keys. */
export const JOBS = sql<number>`count(DISTINCT ${jobPostings.dedupeKey})`.mapWith(Number);
/** Of the rows selected, the jobs that match `where`. */
export const jobsWhere = (where: SQL) =>
  sql<number>`count(DISTINCT ${jobPostings.dedupeKey}) FILTER (WHERE ${where})`.mapWith(Number);

/** When a posting appeared: its posting date, or when we first saw it if the board gives none. */
const appearedAt = sql<Date>`coalesce(${jobPostings.postedAt}, ${jobPostings.firstSeenAt})`;

export type OpenPostingCounts = {
  /** Open postings, each job once. */
  open: number;
  /** Of those, the ones that appeared since `newSince`. */
  fresh: number;
  remote: number;
  /** Of those, the ones with at least one recognised skill. */
  withSkills: number;
};

/**
 * The open postings of the store, counted the one way (`OPEN_POSTING`, `JOBS`): all of them, those
 * that appeared since `newSince`, the remote ones and those with a recognised skill; `where`
 * narrows it (one board, say).
 */
export async function openPostingCounts(db: Db, newSince: Date, where?: SQL): Promise<OpenPostingCounts> {
  const [row] = await db
    .select({
      open: JOBS,
      fresh: jobsWhere(sql`${appearedAt} >= ${newSince.toISOString()}`),
      remote: jobsWhere(sql`${jobPostings.remote}`),
      withSkills: jobsWhere(sql`jsonb_array_length(${jobPostings.skills}) > 0`),
    })
    .from(jobPostings)
    .where(where ? and(OPEN_POSTING, where) : OPEN_POSTING);
  return { open: row?.open ?? 0, fresh: row?.fresh ?? 0, remote: row?.remote ?? 0, withSkills: row?.withSkills ?? 0 };
}

/** Open postings in the store, each job once: the figure pages label "Open postings". */
export async function openPostingCount(db: Db): Promise<number> {
  const [row] = await db.select({ open: JOBS }).from(jobPostings).where(OPEN_POSTING);
  return row?.open ?? 0;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * How old the open postings are at `now` (`PostingAges`): the current ones, as the career engine's
 * `isStale` reads a posting (dated within STALE_POSTING_DAYS, or undated), each job once, and the
 * newest posting date not after `now` (a board's future date is a typo, not news).
 */
export async function openPostingAges(db: Db, now: Date): Promise<PostingAges> {
  const staleBefore = new Date(now.getTime() - STALE_POSTING_DAYS * DAY_MS).toISOString();
  const [row] = await db
    .select({
      current: jobsWhere(sql`${jobPostings.postedAt} IS NULL OR ${jobPostings.postedAt} >= ${staleBefore}`),
      newest: sql<
        string | null
      >`max(${jobPostings.postedAt}) FILTER (WHERE ${jobPostings.postedAt} <= ${now.toISOString()})`,
    })
    .from(jobPostings)
    .where(OPEN_POSTING);
  const newest = row?.newest ? new Date(row.newest) : null;
  return {
    current: row?.current ?? 0,
    newestPostedAt: newest && !Number.isNaN(newest.getTime()) ? newest.toISOString() : null,
  };
}
