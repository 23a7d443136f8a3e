import { type JobMonitoringCriteria, MATCH_SCORE_THRESHOLD } from '@careerloom/contract';
import type { ScoredPosting } from './match-candidates';

/**
 * What one monitoring check found: matching postings scored (at or above MATCH_SCORE_THRESHOLD),
 * matching postings found, and matching ones whose score rests on known skills (and salary).
 */
export type CheckFigures = { scored: number; found: number; grounded: number };

/** A monitoring check this process ran: when, on which criteria, and what it found. */
export type CheckRun = { at: Date; criteria: JobMonitoringCriteria; figures: CheckFigures };

/**
 * The figures of each user's checks, kept in memory. The real-time page polls the processing
 * status every 3 s and the monitoring every 5 s; reading the figures here spares a re-ranking per
 * poll. Two kinds:
 * - `latest`: the user's newest check (a `GET /api/ai/job-monitoring`), which is read-only in the
 *   database; `POST .../mark-checked` records it as seen.
 * - `acknowledged`: figures of a recorded check, by its time, for the processing status once the
 *   newest check is the recorded one. A process that has not seen that check (restart, another
 *   server) recomputes once.
 */
const latest = new Map<number, CheckRun>();
const acknowledged = new Map<number, { checkedAt: number; figures: CheckFigures }>();

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

/** Keeps a check this process ran as the user's newest (an older one never replaces a newer). */
export function rememberRun(userId: number, run: CheckRun): void {
  const current = latest.get(userId);
  if (!current || current.at.getTime() <= run.at.getTime()) latest.set(userId, run);
}

/** The user's newest check run by this process, if any. */
export function latestRun(userId: number): CheckRun | undefined {
  return latest.get(userId);
}

export function rememberCheck(userId: number, checkedAt: Date, figures: CheckFigures): void {
  acknowledged.set(userId, { checkedAt: checkedAt.getTime(), figures });
}

export function recalledCheck(userId: number, checkedAt: Date): CheckFigures | undefined {
  const entry = acknowledged.get(userId);
  return entry?.checkedAt === checkedAt.getTime() ? entry.figures : undefined;
}
