import type { JobPosting } from '@careerloom/contract';
import {
  fitsLevels,
  isMatch,
  type MatchOptions,
  type MatchProfile,
  type MatchResult,
  postingAgeDays,
  profilePlaceFit,
  scoreMatch,
} from './match-score';
import { TITLE_MATCH_RANK } from './title-match';
import { inWantedPlace } from './where';

export type RankedMatch<P extends JobPosting = JobPosting> = { posting: P } & MatchResult;

/**
 * True when the posting passes the profile's hard filters: remote only; published within
 * `postedWithinDays` of `now` (a posting without a date cannot show it is recent, so it fails);
 * a title of the levels asked for (`fitsLevels`); and, with `placeOnly`, in the wanted place or
 * remote and open to it (`inWantedPlace`).
 */
export function passesMatchFilters(profile: MatchProfile, posting: JobPosting, options: MatchOptions = {}): boolean {
  if (profile.remoteOnly && !posting.remote) return false;
  if (!fitsLevels(profile.levels, posting.title)) return false;
  if (profile.placeOnly && !inWantedPlace(profilePlaceFit(profile, posting))) return false;
  if (profile.postedWithinDays != null) {
    const age = postingAgeDays(posting, options.now);
    if (age == null || age > profile.postedWithinDays) return false;
  }
  return true;
}

/**
 * The key that makes one job listed twice one result: the company and the title, lower-case,
 * accents, punctuation and "Sr."/"Jr." spelling aside. Board, id and place do not count: the same
 * company's same title on two boards, or in several cities, is shown once (its best-scoring copy).
 */
export function sameJobKey(posting: Pick<JobPosting, 'company' | 'title'>): string {
  const norm = (text: string) =>
    text
      .normalize('NFKD')
      .replace(/\p{M}/gu, '')
      .toLowerCase()
      .replace(/\bsr\b\.?/g, 'senior')
      .replace(/\bjr\b\.?/g, 'junior')
      .replace(/[^\p{L}\p{N}]+/gu, ' ')
      .trim();
  return `${norm(posting.company)}|${norm(posting.title)}`;
}

/** A title's words, lower-cased, punctuation and spacing aside. */
const wordsOf = (title: string) =>
  title
    .toLowerCase()
    .split(/[^\p{L}\p{N}+#]+/u)
    .filter(Boolean)
    .join(' ');

/**
 * Best first: fresh before stale (a posting probably filled never ranks above an open one, decision
 * 038), then score, then the closer title, then the fresher posting, then the lower id.
 */
export function compareMatches(a: RankedMatch, b: RankedMatch): number {
  return (
    Number(a.stale) - Number(b.stale) ||
    b.score - a.score ||
    TITLE_MATCH_RANK[b.titleMatch] - TITLE_MATCH_RANK[a.titleMatch] ||
    (b.posting.postedAt ?? '').localeCompare(a.posting.postedAt ?? '') ||
    a.posting.id - b.posting.id
  );
}

/**
 * Ranks postings for a profile as job matching shows them (decision 016): the hard filters
 * (remote only, posted within, levels, place), `scoreMatch` for each, one result per job
 * (`sameJobKey`, the best-scoring copy kept), best first by `compareMatches`, except that a
 * matching posting worded exactly as typed comes first (issue 33: the very job the person asked
 * for is never pushed out of sight by near-exact titles that share more skills). Stale postings
 * (decision 038) are left out unless `profile.includeStale`, and then come after every fresh one.
 * `matching` counts the fresh results at or above MATCH_SCORE_THRESHOLD: the number a user reads
 * as "matching"; `staleMatching` those a stale posting would add.
 */
export function rankMatches<P extends JobPosting>(
  profile: MatchProfile,
  postings: readonly P[],
  options: MatchOptions = {},
): { ranked: RankedMatch<P>[]; matching: number; staleMatching: number } {
  const best = new Map<string, RankedMatch<P>>();
  for (const posting of postings) {
    if (!passesMatchFilters(profile, posting, options)) continue;
    const scored: RankedMatch<P> = { posting, ...scoreMatch(profile, posting, options) };
    const key = sameJobKey(posting);
    const held = best.get(key);
    if (!held || compareMatches(scored, held) < 0) best.set(key, scored);
  }
  // Worded as typed: the same words, case, punctuation and spacing aside ("Account Executive (m/f/d)").
  const typed = wordsOf(profile.jobTitle);
  const asTyped = (m: RankedMatch<P>) =>
    Number(m.titleMatch === 'exact' && !m.stale && isMatch(m.score) && wordsOf(m.posting.title) === typed);
  const all = [...best.values()];
  const staleMatching = all.filter((r) => r.stale && isMatch(r.score)).length;
  const ranked = (profile.includeStale ? all : all.filter((r) => !r.stale)).sort(
    (a, b) => Number(a.stale) - Number(b.stale) || asTyped(b) - asTyped(a) || compareMatches(a, b),
  );
  return { ranked, matching: ranked.filter((r) => !r.stale && isMatch(r.score)).length, staleMatching };
}
