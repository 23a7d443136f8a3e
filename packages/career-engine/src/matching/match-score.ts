import type { JobPosting, MatchFactor, MatchReason } from '@careerloom/contract';
import { inferLevel, inferRoleFamily } from '../interview/role-family';
import type { CandidateLevel } from '../interview/types';

/**
 * The weights of the match score; they add up to 100. Skills weigh most because they are the
 * only factor read from the posting's body; title next; place, pay and seniority refine.
 */
export const MATCH_WEIGHTS: Record<MatchFactor, number> = {
  skills: 40,
  title: 25,
  location: 15,
  salary: 10,
  seniority: 10,
};

/** What a posting is scored against: the wanted job and what we know of the candidate. */
export type MatchProfile = {
  jobTitle: string;
  /** A place, or 'remote'. */
  location: string;
  /** Canonical skill names (the taxonomy's spelling, as postings store them). */
  skills: readonly string[];
  salaryMin: number | null;
  /** From the newest resume; null when unknown. */
  yearsOfExperience: number | null;
};

export type MatchResult = { score: number; reasons: MatchReason[] };

/**
 * Scores one posting for a profile, 0 to 100, as the sum of five factors each explained in
 * `reasons`. Deterministic: the same inputs always give the same score.
 * - skills (40): share of the posting's skills the candidate has.
 * - title (25): share of the wanted title's words in the posting's title; at least 60% of the
 *   points when both titles belong to the same role family (e.g. "Backend Developer" for
 *   "software engineer").
 * - location (15): full for a place match (or a remote posting when remote is wanted); 12 for a
 *   remote posting when a place is wanted; 0 otherwise.
 * - salary (10): full with no floor or when the range reaches it; 5 when the posting states no
 *   salary (unknown, not refused); 0 below the floor.
 * - seniority (10): the resume's years (under 2 entry, under 5 mid, else senior) against the level
 *   the posting's title implies: full for the same level, 5 one step apart or unknown, 0 otherwise.
 */
export function scoreMatch(profile: MatchProfile, posting: JobPosting): MatchResult {
  const reasons = [
    skillsReason(profile, posting),
    titleReason(profile, posting),
    locationReason(profile, posting),
    salaryReason(profile, posting),
    seniorityReason(profile, posting),
  ];
  const score = Math.max(
    0,
    Math.min(
      100,
      reasons.reduce((sum, r) => sum + r.points, 0),
    ),
  );
  return { score, reasons };
}

function reason(factor: MatchFactor, share: number, detail: string): MatchReason {
  const max = MATCH_WEIGHTS[factor];
  return { factor, points: Math.round(max * Math.max(0, Math.min(1, share))), max, detail };
}

function skillsReason(profile: MatchProfile, posting: JobPosting): MatchReason {
  if (posting.skills.length === 0) return reason('skills', 0, 'The posting names no skills we recognise');
  if (profile.skills.length === 0)
    return reason('skills', 0, 'Add skills to your profile or resume to compare them with postings');
  const mine = new Set(profile.skills.map((s) => s.toLowerCase()));
  const shared = posting.skills.filter((s) => mine.has(s.toLowerCase()));
  const detail =
    shared.length === 0
      ? `None of the ${posting.skills.length} skills the posting names`
      : `You have ${shared.length} of the ${posting.skills.length} skills it names: ${shared.slice(0, 6).join(', ')}`;
  return reason('skills', shared.length / posting.skills.length, detail);
}

const TITLE_STOP_WORDS = new Set(['a', 'an', 'and', 'the', 'of', 'for', 'in', 'at', 'to', 'with', 'opportunities']);

/** Lower-case words with a trailing plural "s" dropped, so "Engineers" meets "engineer". */
function titleWords(title: string): string[] {
  return (title.toLowerCase().match(/[a-z0-9+#]+/g) ?? [])
    .filter((w) => !TITLE_STOP_WORDS.has(w))
    .map((w) => (w.length > 3 && w.endsWith('s') ? w.slice(0, -1) : w));
}

function titleReason(profile: MatchProfile, posting: JobPosting): MatchReason {
  const wanted = [...new Set(titleWords(profile.jobTitle))];
  if (wanted.length === 0) return reason('title', 0, 'No job title to compare');
  const theirs = new Set(titleWords(posting.title));
  const shared = wanted.filter((w) => theirs.has(w));
  const family = inferRoleFamily(profile.jobTitle);
  const sameFamily = family !== 'general' && family === inferRoleFamily(posting.title);
  const share = Math.max(shared.length / wanted.length, sameFamily ? 0.6 : 0);
  const detail =
    shared.length === wanted.length
      ? `The title matches "${profile.jobTitle}"`
      : sameFamily
        ? `Same kind of role as "${profile.jobTitle}" (${family.replace(/-/g, ' ')})`
        : shared.length > 0
          ? `The title shares "${shared.join(' ')}" with "${profile.jobTitle}"`
          : `The title differs from "${profile.jobTitle}"`;
  return reason('title', share, detail);
}

const isRemoteWish = (location: string) => /^(remote|anywhere|worldwide)$/i.test(location.trim());

function locationReason(profile: MatchProfile, posting: JobPosting): MatchReason {
  const where = posting.location || (posting.remote ? 'Remote' : 'an unstated place');
  if (isRemoteWish(profile.location)) {
    return posting.remote
      ? reason('location', 1, `Remote, as you want (${where})`)
      : reason('location', 0, `On-site in ${where}; you want remote`);
  }
  const parts = profile.location
    .toLowerCase()
    .split(/[,;/]/)
    .map((p) => p.trim())
    .filter((p) => p.length >= 2);
  const theirs = posting.location.toLowerCase();
  const place = parts.find((p) => theirs.includes(p));
  if (place) return reason('location', 1, `In ${posting.location}, where you want to work`);
  if (posting.remote) return reason('location', 12 / 15, `Remote (${where}); may be open to ${profile.location}`);
  return reason('location', 0, `In ${where}, not ${profile.location}`);
}

function salaryReason(profile: MatchProfile, posting: JobPosting): MatchReason {
  const top = posting.salaryMax ?? posting.salaryMin;
  if (profile.salaryMin == null) return reason('salary', 1, 'No minimum salary set');
  const floor = profile.salaryMin.toLocaleString('en-US');
  if (top == null) return reason('salary', 0.5, `The posting states no salary; your minimum is ${floor}`);
  const range = formatSalaryRange(posting);
  return top >= profile.salaryMin
    ? reason('salary', 1, `${range} reaches your minimum of ${floor}`)
    : reason('salary', 0, `${range} is below your minimum of ${floor}`);
}

const LEVELS: CandidateLevel[] = ['entry', 'mid', 'senior'];

/** The level a candidate's years of experience suggest. */
export function levelFromYears(years: number): CandidateLevel {
  if (years < 2) return 'entry';
  if (years < 5) return 'mid';
  return 'senior';
}

function seniorityReason(profile: MatchProfile, posting: JobPosting): MatchReason {
  const theirs = inferLevel(posting.title);
  if (profile.yearsOfExperience == null)
    return reason('seniority', 0.5, `A ${theirs}-level role; your experience is unknown (add a resume)`);
  const mine = levelFromYears(profile.yearsOfExperience);
  const gap = Math.abs(LEVELS.indexOf(mine) - LEVELS.indexOf(theirs));
  const years = `${profile.yearsOfExperience} year${profile.yearsOfExperience === 1 ? '' : 's'}`;
  if (gap === 0) return reason('seniority', 1, `A ${theirs}-level role fits your ${years} of experience`);
  return reason('seniority', gap === 1 ? 0.5 : 0, `A ${theirs}-level role; your ${years} suggest ${mine} level`);
}

/** "USD 120,000 - 150,000 a year", "EUR 60,000+ a year", or '' when the posting states none. */
export function formatSalaryRange(posting: Pick<JobPosting, 'salaryMin' | 'salaryMax' | 'salaryCurrency'>): string {
  const { salaryMin: min, salaryMax: max } = posting;
  if (min == null && max == null) return '';
  const n = (v: number) => v.toLocaleString('en-US');
  const currency = posting.salaryCurrency ? `${posting.salaryCurrency} ` : '';
  if (min != null && max != null && min !== max) return `${currency}${n(min)} - ${n(max)} a year`;
  if (min != null && max == null) return `${currency}${n(min)}+ a year`;
  return `${currency}${n((max ?? min) as number)} a year`;
}
