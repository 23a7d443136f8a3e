import { type MatchProfile, type MatchResult, scoreMatch } from '@careerloom/career-engine';
import type { JobPosting } from '@careerloom/contract';
import { eq } from 'drizzle-orm';
import { snapshotStore } from '../../connectors/snapshot-store';
import type { AppContext } from '../../context';
import { users } from '../../db/schema';
import { resumesService } from '../../modules/resumes/resumes.service';
import { readableDataTypes, sourcePermission } from '../../privacy/source-access';
import { searchPostings } from '../postings/postings-search.service';

/** Postings scored per check: the full-text search's best, so a check stays fast on 100,000 postings. */
export const CANDIDATE_LIMIT = 200;
const MAX_QUERY_WORDS = 30;

/** What we know of a user for matching: profile fields, skills and years from the newest resume, GitHub-verified skills. */
export type CandidateBasis = {
  bio: string;
  location: string;
  /** Profile skills (canonical spelling where the taxonomy knows them) and resume skills, de-duplicated. */
  skills: string[];
  yearsOfExperience: number | null;
};

/** Reads a user's profile and newest resume into a `CandidateBasis`; null for an unknown user. */
export async function candidateBasis(ctx: AppContext, userId: number): Promise<CandidateBasis | null> {
  const [user] = await ctx.db
    .select({ bio: users.bio, skills: users.skills, location: users.location })
    .from(users)
    .where(eq(users.id, userId));
  if (!user) return null;
  const resume = await resumesService(ctx).latestOrNull(userId);
  const verified = await githubVerifiedSkills(ctx, userId);
  return {
    bio: user.bio,
    location: user.location,
    skills: canonicalSkills(ctx, [...user.skills, ...(resume?.skills ?? []), ...verified]),
    yearsOfExperience: resume?.profile.yearsOfExperience ?? null,
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
 * Finds open postings for a profile and ranks them: the full-text search for any word of the
 * wanted title or any wanted skill (its best CANDIDATE_LIMIT by text rank), each scored by
 * `scoreMatch`, best first (ties: newest posted, then lowest id). Location and salary are scored,
 * not filtered, so a near miss still shows with its reasons. `totalFound` counts every open
 * posting the search matched.
 */
export async function rankCandidates(
  ctx: AppContext,
  profile: MatchProfile,
): Promise<{ ranked: ScoredPosting[]; totalFound: number }> {
  const q = anyWordQuery([profile.jobTitle, ...profile.skills]);
  if (!q) return { ranked: [], totalFound: 0 };
  const found = await searchPostings(ctx, { q, page: 1, pageSize: CANDIDATE_LIMIT });
  const ranked = found.postings.map((posting) => ({ posting, ...scoreMatch(profile, posting) }));
  ranked.sort(
    (a, b) =>
      b.score - a.score ||
      (b.posting.postedAt ?? '').localeCompare(a.posting.postedAt ?? '') ||
      a.posting.id - b.posting.id,
  );
  return { ranked, totalFound: found.total };
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
