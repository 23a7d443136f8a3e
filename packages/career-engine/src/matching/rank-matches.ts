import { type JobPosting, MATCH_SCORE_THRESHOLD } from '@careerloom/contract';
import { isMatch, type MatchOptions, type MatchProfile, type MatchResult, postingAgeDays, scoreMatch } from './match-score';
import { TITLE_MATCH_RANK } from './title-match';

export type RankedMatch<P extends JobPosting = JobPosting> = { posting: P } & MatchResult;

/**
 * True when the posting passes the profile's hard filters: remote only, and published within
 * `postedWithinDays` of `now` (a posting without a date cannot show it is recent, so it fails).
 */
export function passesMatchFilters(profile: MatchProfile, posting: JobPosting, options: MatchOptions = {}): boolean {
  if (profile.remoteOnly && !posting.remote) return false;
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

/** A matching posting (at or above the threshold) with exactly the typed title: the job asked for. */
const exactMatch = (m: RankedMatch) => m.titleMatch === 'exact' && isMatch(m.score);

/**
 * Best first: a matching posting with exactly the typed title before any other (issue 33: shared
 * skills never push the very job the person asked for out of sight), then score, then the closer
 * title, then the fresher posting, then the lower id.
 */
export function compareMatches(a: RankedMatch, b: RankedMatch): number {
  return (
    Number(exactMatch(b)) - Number(exactMatch(a)) ||
    b.score - a.score ||
    TITLE_MATCH_RANK[b.titleMatch] - TITLE_MATCH_RANK[a.titleMatch] ||
    (b.posting.postedAt ?? '').localeCompare(a.posting.postedAt ?? '') ||
    a.posting.id - b.posting.id
  );
}

/**
 * Ranks postings for a profile as job matching shows them (decision 016): the hard filters
 * (remote only, posted within), `scoreMatch` for each, one result per job (`sameJobKey`, the
 * best-scoring copy kept), best first by `compareMatches`. `matching` counts the results at or
 * above MATCH_SCORE_THRESHOLD: the number a user reads as "matching".
 */
export function rankMatches<P extends JobPosting>(
  profile: MatchProfile,
  postings: readonly P[],
  options: MatchOptions = {},
): { ranked: RankedMatch<P>[]; matching: number } {
  const best = new Map<string, RankedMatch<P>>();
  for (const posting of postings) {
    if (!passesMatchFilters(profile, posting, options)) continue;
    const scored: RankedMatch<P> = { posting, ...scoreMatch(profile, posting, options) };
    const key = sameJobKey(posting);
    const held = best.get(key);
    if (!held || compareMatches(scored, held) < 0) best.set(key, scored);
  }
  const ranked = [...best.values()].sort(compareMatches);
  return { ranked, matching: ranked.filter((r) => r.score >= MATCH_SCORE_THRESHOLD).length };
}
