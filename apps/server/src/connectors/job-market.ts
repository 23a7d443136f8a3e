import { JOB_MARKET_RECENT_DAYS, type JobMarketInsights } from '@careerloom/contract';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/client';

/** Skills compared at most; a longer list would mostly add generic ones. */
const MAX_SKILLS = 25;
/** Postings first posted within JOB_MARKET_RECENT_DAYS that make demand High or Medium. */
export const DEMAND_THRESHOLDS = { high: 50, medium: 10 } as const;

export type MarketBasis = { title: string | null; skills: readonly string[] };

/**
 * Job Market Trends from the postings store (open postings, one per dedupe key). A posting is
 * relevant when it shares at least two of the user's skills (one, when only one is known) or its
 * title contains every word of the user's title. Average Salary: the mean midpoint of the yearly
 * ranges of relevant postings in their most common currency (no exchange rates are held). Market
 * Demand: relevant postings posted in the last JOB_MARKET_RECENT_DAYS days, High from
 * DEMAND_THRESHOLDS.high, Medium from .medium, else Low. Remote Friendly %: the share marked remote.
 */
export async function jobMarketInsights(db: Db, basis: MarketBasis, now: Date): Promise<JobMarketInsights | null> {
  const skills = [...new Set(basis.skills.map((s) => s.trim()).filter(Boolean))].slice(0, MAX_SKILLS);
  const title = basis.title?.trim() || null;
  if (skills.length === 0 && !title) return null;
  const conditions: SQL[] = [];
  if (skills.length) {
    const needed = Math.min(2, skills.length);
    // `?` tests one element of the skills array in place: far cheaper than expanding every array.
    const shared = sql.join(
      skills.map((skill) => sql`(p.skills ? ${skill})::int`),
      sql` + `,
    );
    conditions.push(sql`(${shared}) >= ${needed}`);
  }
  if (title) conditions.push(sql`to_tsvector('english', p.title) @@ plainto_tsquery('english', ${title})`);
  // Every relevant posting holds one of these words in its indexed search vector (title and skills
  // are part of it, parsed the same way), so the GIN index narrows the scan before the exact test.
  const anyWord = sql.join(
    [...skills, ...(title ? [title] : [])].map((text) => sql`plainto_tsquery('english', ${text})`),
    sql` || `,
  );
  const recentFrom = new Date(now.getTime() - JOB_MARKET_RECENT_DAYS * 86_400_000).toISOString();
  const result = (await db.execute(sql`WITH relevant AS (
      SELECT DISTINCT ON (p.dedupe_key) p.remote, p.salary_min, p.salary_max, p.salary_currency,
        coalesce(p.posted_at, p.first_seen_at) AS posted
      FROM job_postings p
      WHERE p.closed_at IS NULL AND p.search @@ (${anyWord}) AND (${sql.join(conditions, sql` OR `)})
      ORDER BY p.dedupe_key, p.last_seen_at DESC, p.id DESC
    ), salary AS (
      SELECT salary_currency AS currency, count(*) AS n,
        avg((coalesce(salary_min, salary_max) + coalesce(salary_max, salary_min)) / 2.0) AS mean
      FROM relevant WHERE salary_currency IS NOT NULL AND coalesce(salary_min, salary_max) IS NOT NULL
      GROUP BY salary_currency ORDER BY count(*) DESC, salary_currency LIMIT 1
    )
    SELECT (SELECT count(*) FROM relevant) AS total,
      (SELECT count(*) FROM relevant WHERE remote) AS remote,
      (SELECT count(*) FROM relevant WHERE posted >= ${recentFrom}::timestamptz) AS recent,
      (SELECT currency FROM salary) AS currency, (SELECT n FROM salary) AS salary_n,
      (SELECT mean FROM salary) AS salary_mean`)) as unknown as {
    rows: {
      total: string | number;
      remote: string | number;
      recent: string | number;
      currency: string | null;
      salary_n: string | number | null;
      salary_mean: string | number | null;
    }[];
  };
  const row = result.rows[0];
  const total = Number(row?.total ?? 0);
  const remote = Number(row?.remote ?? 0);
  const recent = Number(row?.recent ?? 0);
  const salaryN = Number(row?.salary_n ?? 0);
  const mean = row?.salary_mean === null || row?.salary_mean === undefined ? null : Number(row.salary_mean);
  const searchedFor = [...(title ? [title] : []), ...skills];
  return {
    relevantJobs: total,
    averageSalary: mean === null ? null : Math.round(mean),
    salaryCurrency: row?.currency ?? null,
    salarySampleSize: salaryN,
    marketDemand:
      total === 0
        ? null
        : recent >= DEMAND_THRESHOLDS.high
          ? 'High'
          : recent >= DEMAND_THRESHOLDS.medium
            ? 'Medium'
            : 'Low',
    postedRecently: recent,
    remoteFriendly: total === 0 ? null : Math.round((remote / total) * 100),
    searchedFor,
    explanation:
      `${total} open postings in our store ${[
        ...(skills.length ? [`share at least ${Math.min(2, skills.length)} of your skills`] : []),
        ...(title ? [`have "${title}" in their title`] : []),
      ].join(' or ')}; ${recent} were posted in the last ${JOB_MARKET_RECENT_DAYS} days ` +
      `(demand is High from ${DEMAND_THRESHOLDS.high}, Medium from ${DEMAND_THRESHOLDS.medium}). ` +
      (salaryN
        ? `Average salary: the mean midpoint of ${salaryN} yearly ranges in ${row?.currency}.`
        : 'None of them states a salary.'),
  };
}
