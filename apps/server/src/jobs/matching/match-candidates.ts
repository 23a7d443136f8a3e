import { type MatchProfile, type MatchResult, proposedJobTitle, rankMatches } from '@careerloom/career-engine';
import { type JobPosting, MATCH_SCORE_THRESHOLD, type ResumeProfile } from '@careerloom/contract';
import { eq } from 'drizzle-orm';
import { snapshotStore } from '../../connectors/snapshot-store';
import type { AppContext } from '../../context';
import { users } from '../../db/schema';
import { readableDataTypes, sourcePermission } from '../../privacy/source-access';
import { resumesService } from '../../resumes/resumes.service';
import { postingsRepository } from '../postings/postings.repository';
import { toJobPosting } from '../postings/postings.service';
import { postedAfter, searchPostings, titleTsQuery } from '../postings/postings-search.service';

/**
 * Postings scored per check, by channel (decision 016): every posting whose title holds all the
 * typed words, shortest title first, up to `allWords` (wide; a cap only ever cuts the longest,
 * least exact titles), plus the best `anyWord` of those holding any typed word, by title rank.
 * Scoring a few thousand postings in memory takes milliseconds.
 */
export const CANDIDATE_LIMITS = { allWords: 2000, anyWord: 500 } as const;
/** Postings scored when no title is typed: the full-text search's best for the skills. */
export const CANDIDATE_LIMIT = 200;
const MAX_QUERY_WORDS = 30;

/** What we know of a user for matching: profile fields, skills and years from the newest resume, GitHub-verified skills. */
export type CandidateBasis = {
  bio: string;
  /** The person's own job title as typed on their profile ('' when none). */
  headline: string;
  /** The newest resume's parsed profile, for the person's own title (headline, recent roles). */
  resume: Pick<ResumeProfile, 'contact' | 'experience'> | null;
  location: string;
  /** Where the person lives: the profile's location, else the newest resume's ('' when neither says). */
  home: string;
  /** Profile skills (canonical spelling where the taxonomy knows them) and resume skills, de-duplicated. */
  skills: string[];
  yearsOfExperience: number | null;
};

/** Reads a user's profile and newest resume into a `CandidateBasis`; null for an unknown user. */
export async function candidateBasis(ctx: AppContext, userId: number): Promise<CandidateBasis | null> {
  const [user] = await ctx.db
    .select({ bio: users.bio, headline: users.headline, skills: users.skills, location: users.location })
    .from(users)
    .where(eq(users.id, userId));
  if (!user) return null;
  const resume = await resumesService(ctx).latestOrNull(userId);
  const verified = await githubVerifiedSkills(ctx, userId);
  return {
    bio: user.bio,
    headline: user.headline,
    resume: resume?.profile ?? null,
    location: user.location,
    home: user.location.trim() || resume?.profile.contact.location?.trim() || '',
    skills: canonicalSkills(ctx, [...user.skills, ...(resume?.skills ?? []), ...verified]),
    yearsOfExperience: resume?.profile.yearsOfExperience ?? null,
  };
}

/**
 * What the person half of a match compares (decision 038): the person's own title (profile, else
 * the resume's headline, recent role or the occupation it points to), where they live and their
 * years of experience.
 */
export function personOf(
  basis: CandidateBasis | null,
): Pick<MatchProfile, 'personTitle' | 'personOccupation' | 'home' | 'yearsOfExperience'> {
  const own = basis ? proposedJobTitle(basis) : null;
  return {
    personTitle: own?.title ?? null,
    personOccupation: own?.occupation?.code ?? null,
    home: basis?.home ?? '',
    yearsOfExperience: basis?.yearsOfExperience ?? null,
  };
}

/**
 * Skills the user's GitHub code shows (languages and topics, from the stored snapshot), unless the
 * user has turned GitHub's repositories off in the privacy settings.
 */
async function githubVerifiedSkills(ctx: AppContext, userId: number): Promise<string[]> {
  if (!readableDataTypes(await sourcePermission(ctx, userId, 'github')).includes('repositories')) return [];
  const snapshot = await snapshotStore(ctx).get<{ verifiedSkills?: unknown }>(userId, 'github');
  const skills = snapshot?.data.verifiedSkills;
  return Array.isArray(skills) ? skills.filter((s): s is string => typeof s === 'string') : [];
}

/** Skills in the taxonomy's spelling (as postings store them), de-duplicated case-insensitively. */
export function canonicalSkills(ctx: Pick<AppContext, 'skills'>, names: readonly string[]): string[] {
  const extractor = ctx.skills();
  const out = new Map<string, string>();
  for (const raw of names) {
    const name = raw.trim();
    if (!name) continue;
    const canonical = extractor.normalise(name)?.name ?? name;
    if (!out.has(canonical.toLowerCase())) out.set(canonical.toLowerCase(), canonical);
  }
  return [...out.values()];
}

export type ScoredPosting = { posting: JobPosting } & MatchResult;

/**
 * Finds open postings for a profile and ranks them (decision 016). Candidates come from the
 * postings store by the typed title's words in posting titles (see CANDIDATE_LIMITS), or, with no
 * title, from the full-text search for any skill; remote-only and posted-within filter them in the
 * database. Each is scored by the career engine's `rankMatches`: the same job listed twice shows
 * once, best first (ties: the closer title, then the fresher posting). `ranked` holds every
 * candidate, matching or not; `totalFound` counts those scoring at least MATCH_SCORE_THRESHOLD;
 * `complete` is false when more postings share the title's words than one check reads, so
 * `totalFound` is a lower bound ("at least"). Stale postings (decision 038) are in `ranked` only
 * with `profile.includeStale`, after the fresh ones; `staleMatching` counts those that would match.
 */
export async function rankCandidates(
  ctx: AppContext,
  profile: MatchProfile,
): Promise<{ ranked: ScoredPosting[]; totalFound: number; complete: boolean; staleMatching: number }> {
  const now = ctx.clock();
  const allTitleWords = titleTsQuery(profile.jobTitle, 'all');
  let postings: JobPosting[];
  let complete: boolean;
  if (allTitleWords) {
    const rows = await postingsRepository(ctx.db).matchCandidates({
      allTitleWords,
      anyTitleWord: titleTsQuery(profile.jobTitle, 'any'),
      remoteOnly: profile.remoteOnly === true,
      postedAfter: postedAfter(now, profile.postedWithinDays),
      limits: CANDIDATE_LIMITS,
    });
    postings = rows.map(toJobPosting);
    // Fewer candidates than the any-word channel reads: it held every open posting with a typed
    // word in its title (all-words ones among them), so nothing that could match was left unread.
    complete = rows.length < CANDIDATE_LIMITS.anyWord;
  } else {
    const q = anyWordQuery(profile.skills);
    if (!q) return { ranked: [], totalFound: 0, complete: true, staleMatching: 0 };
    const found = await searchPostings(ctx, {
      q,
      remote: profile.remoteOnly ? 'true' : undefined,
      postedWithinDays: profile.postedWithinDays,
      page: 1,
      pageSize: CANDIDATE_LIMIT,
    });
    postings = found.postings;
    complete = found.total <= CANDIDATE_LIMIT;
  }
  const { ranked, matching, staleMatching } = rankMatches(profile, postings, { now });
  return { ranked, totalFound: matching, complete, staleMatching };
}

/**
 * A `websearch_to_tsquery` text matching any of the words: letters and digits only, so nothing a
 * user types can act as an operator (quotes, "-", "or").
 */
export function anyWordQuery(texts: readonly string[]): string {
  const words = new Set<string>();
  for (const text of texts) {
    for (const word of text.toLowerCase().match(/[a-z0-9]+/g) ?? []) if (word !== 'or') words.add(word);
  }
  return [...words].slice(0, MAX_QUERY_WORDS).join(' or ');
}

/**
 * The closest postings below the match threshold: what job monitoring and the Job Search tab show
 * when fewer postings match than they list, marked as below the threshold, never as matches. Which
 * ones: titles related to the wanted one (the title factor's points), most related first, then the
 * score; fresh before stale (stale ones are in `ranked` only when asked for). In what order: the
 * match percentage each card shows, highest first (fresh still before stale, the closer title
 * breaking ties), since a list picked by title but read by its percentages looked unsorted.
 */
export function closestBelowThreshold(ranked: readonly ScoredPosting[], limit: number): ScoredPosting[] {
  const titlePoints = (r: ScoredPosting) => r.reasons.find((reason) => reason.factor === 'title')?.points ?? 0;
  return ranked
    .filter((r) => r.score < MATCH_SCORE_THRESHOLD && titlePoints(r) > 0)
    .sort((a, b) => Number(a.stale) - Number(b.stale) || titlePoints(b) - titlePoints(a) || b.score - a.score)
    .slice(0, Math.max(0, limit))
    .sort((a, b) => Number(a.stale) - Number(b.stale) || b.score - a.score || titlePoints(b) - titlePoints(a));
}
