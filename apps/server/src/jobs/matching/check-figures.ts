import type { ScoredPosting } from './match-candidates';

/** What one monitoring check found: postings scored, postings found, scored ones with known skills (and salary). */
export type CheckFigures = { scored: number; found: number; grounded: number };

/**
 * The figures of each user's latest monitoring check, kept by the check's time. The real-time
 * page polls the processing status every 3 s; reading the figures here spares a re-ranking per
 * poll. A process that has not seen the check (restart, another server) recomputes once.
 */
const latest = new Map<number, { checkedAt: number; figures: CheckFigures }>();

export function checkFiguresOf(
  ranked: readonly ScoredPosting[],
  found: number,
  salaryMin: number | null,
): CheckFigures {
  const grounded = ranked.filter(
    (r) =>
      r.posting.skills.length > 0 && (salaryMin == null || r.posting.salaryMin != null || r.posting.salaryMax != null),
  ).length;
  return { scored: ranked.length, found, grounded };
}

export function rememberCheck(userId: number, checkedAt: Date, figures: CheckFigures): void {
  latest.set(userId, { checkedAt: checkedAt.getTime(), figures });
}

export function recalledCheck(userId: number, checkedAt: Date): CheckFigures | undefined {
  const entry = latest.get(userId);
  return entry?.checkedAt === checkedAt.getTime() ? entry.figures : undefined;
}
