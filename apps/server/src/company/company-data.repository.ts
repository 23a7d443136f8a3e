import { type SQL, sql } from 'drizzle-orm';
import { type Db, rows } from '../db/client';
import type { CompanyFacts, MonthCount } from './company-facts';
import { monthOf, nthDate } from './company-facts';

/** A timestamp as an ISO string in UTC, the same text on PGlite and PostgreSQL. */
const iso = (column: SQL) => sql`to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** Company names match case- and space-insensitively ("Acme " is "acme"). */
const sameCompany = (column: SQL, name: string) => sql`lower(btrim(${column})) = lower(btrim(${name}))`;

/**
 * The company's facts from our own data: its requisitions in the postings store and the
 * applications users sent to it through the platform. A requisition is one `dedupe_key` (the same
 * job on several boards counts once): opened at the earliest posting date (or first sighting),
 * closed when every posting of it is closed, at the latest closing. Only applications that really
 * went out (`auto_submitted` with `submitted_at`) count: a prepared one never reached the company.
 * Returns null when the store has nothing of the company.
 */
export async function postingsFacts(db: Db, companyName: string): Promise<CompanyFacts | null> {
  if (!companyName.trim()) return null;
  const requisitions = await rows<{ openedAt: string; closedAt: string | null }>(
    db,
    sql`SELECT ${iso(sql`min(coalesce(posted_at, first_seen_at))`)} AS "openedAt",
          CASE WHEN bool_and(closed_at IS NOT NULL) THEN ${iso(sql`max(closed_at)`)} END AS "closedAt"
        FROM job_postings WHERE ${sameCompany(sql`company`, companyName)}
        GROUP BY dedupe_key`,
  );
  const sent = await rows<{ at: string }>(
    db,
    sql`SELECT ${iso(sql`submitted_at`)} AS at FROM applications
        WHERE ${sameCompany(sql`company`, companyName)} AND status = 'auto_submitted' AND submitted_at IS NOT NULL`,
  );
  if (requisitions.length === 0 && sent.length === 0) return null;
  const months = new Map<string, MonthCount>();
  for (const { at } of sent) {
    const month = monthOf(at);
    const entry = months.get(month) ?? { month, applications: 0, hires: 0 };
    entry.applications += 1;
    months.set(month, entry);
  }
  const dates = sent.map((s) => s.at);
  return {
    source: 'postings',
    requisitions,
    applications: {
      total: sent.length,
      decided: null,
      hires: null,
      monthly: [...months.values()].sort((a, b) => a.month.localeCompare(b.month)),
      hundredthAt: nthDate(dates, 100),
      firstHireAt: null,
    },
  };
}

/**
 * Rank (1 = most) of the company's open requisitions among every company with open postings in
 * the store, and how many companies that is among. Null rank when the company has none open.
 */
export async function openRequisitionRank(
  db: Db,
  companyName: string,
): Promise<{ rank: number | null; companies: number }> {
  if (!companyName.trim()) return { rank: null, companies: 0 };
  const [row] = await rows<{ rank: number | null; companies: number }>(
    db,
    sql`WITH per_company AS (
          SELECT lower(btrim(company)) AS company, count(DISTINCT dedupe_key) AS open
          FROM job_postings WHERE closed_at IS NULL GROUP BY lower(btrim(company))
        ), mine AS (SELECT open FROM per_company WHERE company = lower(btrim(${companyName})))
        SELECT (SELECT count(*) FROM per_company)::int AS companies,
          CASE WHEN EXISTS (SELECT 1 FROM mine) THEN
            (SELECT (count(*) + 1)::int FROM per_company WHERE open > (SELECT open FROM mine))
          END AS rank`,
  );
  return { rank: row?.rank ?? null, companies: row?.companies ?? 0 };
}

/**
 * The user's delivered automation runs in time order with the minutes each saved (the activity
 * log's `automation_run` events; see STEP_MINUTES_SAVED for how a run's minutes are counted).
 */
export async function automationRuns(db: Db, userId: number): Promise<{ at: string; minutes: number }[]> {
  const result = await rows<{ at: string; minutes: number | string | null }>(
    db,
    sql`SELECT ${iso(sql`created_at`)} AS at, (detail->>'minutesSaved')::float8 AS minutes
        FROM activity_events WHERE user_id = ${userId} AND kind = 'automation_run'
        ORDER BY created_at, id`,
  );
  return result.map((r) => ({ at: r.at, minutes: Number(r.minutes ?? 0) || 0 }));
}
