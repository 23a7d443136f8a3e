import { JOB_MARKET_RECENT_DAYS, type JobMarketInsights } from '@careerloom/contract';
import { type SQL, sql } from 'drizzle-orm';
import { type Db, rows } from '../../db/client';

/** Counts as the pages write them ('1,767', not '1767'). */
const n = (value: number) => value.toLocaleString('en-US');

/** Skills compared at most; a longer list would mostly add generic ones. */
const MAX_SKILLS = 25;
/** Postings first posted within JOB_MARKET_RECENT_DAYS that make demand High or Medium. */
export const DEMAND_THRESHOLDS = { high: 50, medium: 10 } as const;

export type MarketBasis = { title: string | null; skills: readonly string[] };

/**
 * On a table of at least `fromRows` postings, the figures come from the newest `window` open
 * postings when at least `enough` of them are relevant (decision 023); tests lower them.
 */
export type MarketWindow = { fromRows: number; window: number; enough: number };
export const MARKET_WINDOW: MarketWindow = { fromRows: 50_000, window: 25_000, enough: 1_000 };

type MarketRow = {
  total: string | number;
  remote: string | number;
  recent: string | number;
  currency: string | null;
  salary_n: string | number | null;
  salary_mean: string | number | null;
};
type WindowRow = MarketRow & {
  window_rows: string | number;
  covers_recent: boolean;
  open_rows: string | number | null;
};

/**
 * Job Market Trends from the postings store (open postings, one per dedupe key). A posting is
 * relevant when it shares at least two of the user's skills (one, when only one is known) or its
 * title contains every word of the user's title. Average Salary: the mean midpoint of the yearly
 * ranges in their most common currency (no exchange rates are held) of the relevant postings with
 * the user's title when one is known (skills alone say little of pay), else of all relevant ones. Market
 * Demand: relevant postings posted in the last JOB_MARKET_RECENT_DAYS days, High from
 * DEMAND_THRESHOLDS.high, Medium from .medium, else Low. Remote Friendly %: the share marked remote.
 */
export async function jobMarketInsights(
  db: Db,
  basis: MarketBasis,
  now: Date,
  window: MarketWindow = MARKET_WINDOW,
): Promise<JobMarketInsights | null> {
  const skills = [...new Set(basis.skills.map((s) => s.trim()).filter(Boolean))].slice(0, MAX_SKILLS);
  const title = basis.title?.trim() || null;
  if (skills.length === 0 && !title) return null;
  // Relevance, with the title test on the title parsed again (exact path) or on the title's
  // lexemes in `search_head` (weight A there, as `to_tsvector(title)` parses it; no parsing).
  const titleMatches = (titleTest: 'parse' | 'head'): SQL =>
    title
      ? titleTest === 'parse'
        ? sql`to_tsvector('english', p.title) @@ plainto_tsquery('english', ${title})`
        : sql`ts_filter(p.search_head, '{a}') @@ plainto_tsquery('english', ${title})`
      : sql`false`;
  const relevance = (titleTest: 'parse' | 'head'): SQL => {
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
    if (title) conditions.push(titleMatches(titleTest));
    return sql.join(conditions, sql` OR `);
  };
  // Every relevant posting holds one of these words in its indexed search vector (title and skills
  // are part of it, parsed the same way), so the GIN index narrows the scan before the exact test.
  const anyWord = sql.join(
    [...skills, ...(title ? [title] : [])].map((text) => sql`plainto_tsquery('english', ${text})`),
    sql` || `,
  );
  const recentFrom = new Date(now.getTime() - JOB_MARKET_RECENT_DAYS * 86_400_000).toISOString();
  // With a title, the salary is that of postings with the title only: a sous chef's skills
  // ("Customer service", "Sales") are shared by software postings whose pay is no guide to theirs.
  const salaryOf = title ? sql`by_title AND ` : sql``;
  const figures = sql`salary AS (
      SELECT salary_currency AS currency, count(*) AS n,
        avg((coalesce(salary_min, salary_max) + coalesce(salary_max, salary_min)) / 2.0) AS mean
      FROM relevant WHERE ${salaryOf}salary_currency IS NOT NULL AND coalesce(salary_min, salary_max) IS NOT NULL
      GROUP BY salary_currency ORDER BY count(*) DESC, salary_currency LIMIT 1
    )
    SELECT (SELECT count(*) FROM relevant) AS total,
      (SELECT count(*) FROM relevant WHERE remote) AS remote,
      (SELECT count(*) FROM relevant WHERE posted >= ${recentFrom}::timestamptz) AS recent,
      (SELECT currency FROM salary) AS currency, (SELECT n FROM salary) AS salary_n,
      (SELECT mean FROM salary) AS salary_mean`;
  const relevantColumns = (titleTest: 'parse' | 'head') => sql`DISTINCT ON (p.dedupe_key) p.remote, p.salary_min,
        p.salary_max, p.salary_currency, coalesce(p.posted_at, p.first_seen_at) AS posted,
        (${titleMatches(titleTest)}) AS by_title`;
  const byKey = sql`ORDER BY p.dedupe_key, p.last_seen_at DESC, p.id DESC`;

  // A title word found in most postings makes most of a large table relevant: reading every
  // relevant posting (and, for the GIN index cannot test weights, re-reading every vector holding
  // the words anywhere) takes seconds at 1,000,000 postings. The newest `window.window` open
  // postings, read through the recency index, then stand for the store: shares and the salary
  // mean are theirs, counts are scaled up to the open postings (decision 023).
  let row: MarketRow | undefined;
  let scale = 1;
  let recentScale = 1;
  let estimatedFrom: number | null = null;
  const [table] = await rows<{ rows: string | number }>(
    db,
    sql`SELECT reltuples AS rows FROM pg_class WHERE oid = 'job_postings'::regclass`,
  );
  if (Number(table?.rows ?? 0) >= window.fromRows) {
    const [windowed] = await rows<WindowRow>(
      db,
      sql`WITH w AS MATERIALIZED (
          SELECT p.id, p.dedupe_key, p.last_seen_at, p.remote, p.salary_min, p.salary_max, p.salary_currency,
            p.posted_at, p.first_seen_at, p.skills, p.search_head
          FROM job_postings p WHERE p.closed_at IS NULL
          ORDER BY p.posted_at DESC NULLS LAST, p.id DESC LIMIT ${window.window}
        ), relevant AS (
          SELECT ${relevantColumns('head')} FROM w p WHERE ${relevance('head')} ${byKey}
        ), ${figures},
          (SELECT count(*) FROM w) AS window_rows,
          -- Postings are walked newest first: past the recent days, every recent one is in the window.
          (SELECT bool_or(w.posted_at IS NULL OR w.posted_at < ${recentFrom}::timestamptz) FROM w) AS covers_recent,
          (SELECT reltuples FROM pg_class WHERE oid = 'job_postings_open_recent_idx'::regclass) AS open_rows`,
    );
    const windowRows = Number(windowed?.window_rows ?? 0);
    if (windowed && (windowRows < window.window || Number(windowed.total) >= window.enough)) {
      row = windowed;
      if (windowRows >= window.window) {
        scale = Math.max(1, Number(windowed.open_rows ?? 0) / windowRows);
        recentScale = windowed.covers_recent ? 1 : scale;
        estimatedFrom = windowRows;
      }
    }
  }
  if (!row) {
    const result = await rows<MarketRow>(
      db,
      sql`WITH relevant AS (
        SELECT ${relevantColumns('parse')}
        FROM job_postings p
        WHERE p.closed_at IS NULL AND p.search @@ (${anyWord}) AND (${relevance('parse')})
        ${byKey}
      ), ${figures}`,
    );
    row = result[0];
  }
  const total = Math.round(Number(row?.total ?? 0) * scale);
  const remoteShare = Number(row?.total ?? 0) === 0 ? 0 : Number(row?.remote ?? 0) / Number(row?.total);
  const recent = Math.round(Number(row?.recent ?? 0) * recentScale);
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
    remoteFriendly: total === 0 ? null : Math.round(remoteShare * 100),
    searchedFor,
    explanation:
      `${estimatedFrom === null ? n(total) : `About ${n(total)}`} open postings in our store ${[
        ...(skills.length ? [`share at least ${Math.min(2, skills.length)} of your skills`] : []),
        ...(title ? [`have "${title}" in their title`] : []),
      ].join(
        ' or ',
      )}${estimatedFrom === null ? '' : ` (estimated from the newest ${n(estimatedFrom)})`}; ${n(recent)} were posted in the last ${JOB_MARKET_RECENT_DAYS} days ` +
      `(demand is High from ${DEMAND_THRESHOLDS.high}, Medium from ${DEMAND_THRESHOLDS.medium}). ` +
      (salaryN
        ? `Average salary: the mean midpoint of ${n(salaryN)} yearly ranges in ${row?.currency}${title ? ` of postings with "${title}" in their title` : ''}.`
        : title
          ? `None of the postings with "${title}" in their title states a salary.`
          : 'None of them states a salary.'),
  };
}
