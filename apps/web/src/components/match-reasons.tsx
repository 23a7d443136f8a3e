import {
  MATCH_FACTOR_HALF,
  type MatchFactor,
  type MatchFit,
  type MatchHalf,
  type MatchReason,
} from '@careerloom/contract';

/** What each factor is called on screen. */
const FACTOR_LABELS: Record<MatchFactor, string> = {
  title: 'Title',
  location: 'Place',
  salary: 'Pay',
  recency: 'Posted',
  occupation: 'Your job',
  skills: 'Skills',
  seniority: 'Level',
};

const HALF_HEADINGS: Record<MatchHalf, string> = {
  search: 'Fits your search',
  person: 'Fits you',
};

type Props = {
  /** The match score, 0 to 100. */
  score: number;
  fit: MatchFit | null;
  reasons: readonly MatchReason[];
  id?: string;
};

/**
 * Why a posting scored what it did (decision 038): the two halves of the match, how well the
 * posting fits what the user asked for and how well the person fits the posting, each with its
 * factors' points and reasons, then how they combine ("92% × 30% = 28% match"). Shared by the
 * Job Search tab and job monitoring.
 */
export function MatchReasons({ score, fit, reasons, id }: Props) {
  // Knowing nothing of the person, their half does not count, so it is not shown.
  const halves = (['search', 'person'] as const).filter((half) => half === 'search' || fit?.person !== null);
  return (
    <div id={id} className="mt-1 grid gap-3 text-xs text-slate-600 dark:text-slate-400">
      {halves.map((half) => {
        const own = reasons.filter((reason) => MATCH_FACTOR_HALF[reason.factor] === half);
        if (own.length === 0) return null;
        const value = fit ? (half === 'search' ? fit.search : fit.person) : null;
        return (
          <section key={half} aria-label={HALF_HEADINGS[half]} className="grid gap-1">
            <h4 className="flex justify-between gap-2 text-sm font-medium text-slate-800 dark:text-slate-200">
              {HALF_HEADINGS[half]}
              {value !== null && <span className="tabular-nums">{value}%</span>}
            </h4>
            <ul className="grid gap-1">
              {own.map((reason) => (
                <li key={reason.factor} className="flex gap-2">
                  <span className="w-16 shrink-0 font-medium text-slate-700 dark:text-slate-300">
                    {FACTOR_LABELS[reason.factor]}
                  </span>
                  <span className="w-10 shrink-0 tabular-nums">
                    {reason.points}/{reason.max}
                  </span>
                  <span className="min-w-0 break-words">{reason.detail}</span>
                </li>
              ))}
            </ul>
          </section>
        );
      })}
      {fit && <p className="text-slate-700 dark:text-slate-300">{combination(score, fit)}</p>}
    </div>
  );
}

/** How the halves make the score, in words. */
function combination(score: number, fit: MatchFit): string {
  if (fit.person === null)
    return `We know nothing of you yet (no job title, skills or resume), so the ${score}% match is how well it fits your search. Add your resume to see how you fit.`;
  return `${fit.search}% × ${fit.person}% = ${score}% match: a high match needs both, a posting that fits your search and fits you.`;
}
