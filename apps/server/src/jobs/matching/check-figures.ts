import { type JobMonitoringCriteria, MATCH_SCORE_THRESHOLD } from '@careerloom/contract';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { monitoringChecks } from '../../db/schema';
import type { ScoredPosting } from './match-candidates';

/**
 * What one monitoring check found: matching postings scored (at or above MATCH_SCORE_THRESHOLD),
 * matching postings found, and matching ones whose score rests on known skills (and salary).
 */
export type CheckFigures = { scored: number; found: number; grounded: number };

/** A monitoring check: when it ran, on which criteria, and what it found. */
export type CheckRun = { at: Date; criteria: JobMonitoringCriteria; figures: CheckFigures };

export function checkFiguresOf(
  ranked: readonly ScoredPosting[],
  found: number,
  salaryMin: number | null,
): CheckFigures {
  // Candidates below the threshold are not matches: the figures count matches only.
  const matching = ranked.filter((r) => r.score >= MATCH_SCORE_THRESHOLD);
  const grounded = matching.filter(
    (r) =>
      r.posting.skills.length > 0 && (salaryMin == null || r.posting.salaryMin != null || r.posting.salaryMax != null),
  ).length;
  return { scored: matching.length, found: Math.max(found, matching.length), grounded };
}

/*
 * The figures of each user's checks live in `monitoring_checks` (one row per user), so every
 * server process sees the check another ran. The real-time page polls the processing status every
 * 3 s and the monitoring every 5 s; reading the figures here spares a re-ranking per poll. Two kinds:
 * - the run: the user's newest check (a `GET /api/ai/job-monitoring`), which leaves the saved
 *   search alone; `POST .../mark-checked` records it as seen.
 * - the recorded figures: those of the check recorded as seen, by its time, for the processing
 *   status once the newest check is the recorded one. Without them (a check recorded before this
 *   table existed) the status recomputes once.
 */

/** Keeps a check as the user's newest: an older one never replaces a newer, whichever process ran it. */
export async function rememberRun(db: Db, userId: number, run: CheckRun): Promise<void> {
  await db
    .insert(monitoringChecks)
    .values({ userId, ranAt: run.at, criteria: run.criteria, figures: run.figures })
    .onConflictDoUpdate({
      target: monitoringChecks.userId,
      set: { ranAt: run.at, criteria: run.criteria, figures: run.figures },
      setWhere: sql`${monitoringChecks.ranAt} is null or ${monitoringChecks.ranAt} <= ${run.at.toISOString()}::timestamptz`,
    });
}

/** The user's newest check, run by any process, if any. */
export async function latestRun(db: Db, userId: number): Promise<CheckRun | undefined> {
  const [row] = await db
    .select({ at: monitoringChecks.ranAt, criteria: monitoringChecks.criteria, figures: monitoringChecks.figures })
    .from(monitoringChecks)
    .where(eq(monitoringChecks.userId, userId));
  if (!row?.at || !row.criteria || !row.figures) return undefined;
  return { at: row.at, criteria: row.criteria, figures: row.figures };
}

/** Keeps the figures of the check recorded as seen at `checkedAt`. */
export async function rememberCheck(db: Db, userId: number, checkedAt: Date, figures: CheckFigures): Promise<void> {
  await db
    .insert(monitoringChecks)
    .values({ userId, recordedAt: checkedAt, recordedFigures: figures })
    .onConflictDoUpdate({ target: monitoringChecks.userId, set: { recordedAt: checkedAt, recordedFigures: figures } });
}

/** The figures kept for the check recorded at `checkedAt`; undefined for any other check. */
export async function recalledCheck(db: Db, userId: number, checkedAt: Date): Promise<CheckFigures | undefined> {
  const [row] = await db
    .select({ at: monitoringChecks.recordedAt, figures: monitoringChecks.recordedFigures })
    .from(monitoringChecks)
    .where(eq(monitoringChecks.userId, userId));
  return row?.at?.getTime() === checkedAt.getTime() ? (row.figures ?? undefined) : undefined;
}
