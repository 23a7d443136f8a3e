import {
  experienceForYears,
  experienceSteps,
  formatSalaryRange,
  isRemoteWish,
  isStale,
  type MatchProfile,
  planOpportunitySearch,
  proposedJobTitle,
} from '@careerloom/career-engine';
import {
  FIND_OPPORTUNITIES_CLOSEST_LIMIT,
  FIND_OPPORTUNITIES_DEFAULTS,
  FIND_OPPORTUNITIES_POSTING_LIMIT,
  type FindOpportunitiesResponse,
  type findOpportunitiesBodySchema,
  MATCH_SCORE_THRESHOLD,
  OPPORTUNITY_FEED_LIMIT,
  OPPORTUNITY_NEW_DAYS,
  type OpportunityPosting,
  type OpportunitySummary,
} from '@careerloom/contract';
import type { z } from 'zod';
import { activityService } from '../activity/activity.service';
import type { AppContext } from '../context';
import { defaultJobLocation, defaultJobTitle, keywordJobTitle } from '../jobs/matching/default-preferences';
import {
  type CandidateBasis,
  candidateBasis,
  closestBelowThreshold,
  personOf,
  rankCandidates,
  type ScoredPosting,
} from '../jobs/matching/match-candidates';
import { postingsSupply } from '../jobs/sync/postings-supply';
import { resumesService } from '../resumes/resumes.service';
import { findOpportunitiesRepository, type StoredPostingRow } from './find-opportunities.repository';

const DAY_MS = 24 * 60 * 60 * 1000;

type PostingFields = Pick<
  StoredPostingRow,
  'id' | 'title' | 'company' | 'location' | 'remote' | 'url' | 'salaryMin' | 'salaryMax' | 'salaryCurrency'
>;

/** A posting as the job seeker's lists show it; unscored postings (the live feed) carry no score. */
function toOpportunity(
  p: PostingFields,
  postedAt: string | null,
  scored?: Pick<ScoredPosting, 'score' | 'reasons' | 'fit' | 'stale'>,
  stale = false,
): OpportunityPosting {
  return {
    id: p.id,
    title: p.title,
    company: p.company,
    location: p.location || (p.remote ? 'Remote' : ''),
    remote: p.remote,
    postedAt,
    salaryRange: formatSalaryRange(p),
    url: p.url,
    matchScore: scored?.score ?? null,
    fit: scored?.fit ?? null,
    stale: scored?.stale ?? stale,
    reasons: scored?.reasons ?? [],
  };
}

/** A ranked posting (the job matching's score and reasons) as the job search tab lists it. */
const fromScored = (scored: ScoredPosting) => toOpportunity(scored.posting, scored.posting.postedAt, scored);

/** A stored posting read for the feed, unscored, marked stale when older than STALE_POSTING_DAYS at `now`. */
const fromStored = (p: StoredPostingRow, now: Date) => {
  const postedAt = p.postedAt?.toISOString() ?? null;
  return toOpportunity(p, postedAt, undefined, isStale({ postedAt, closedAt: null }, now));
};

type FindOpportunitiesInput = z.output<typeof findOpportunitiesBodySchema>;

/**
 * What the job search tab searches for when a field is left blank (decision 037): the person's own
 * title (profile, resume headline or recent role), where they live (profile, else resume) and the
 * level their years of experience point to; the specification's defaults where we know none.
 */
export function jobSearchDefaults(basis: CandidateBasis | null): Omit<FindOpportunitiesInput, 'includeStale'> {
  const years = basis?.yearsOfExperience;
  return {
    keywords: (basis && proposedJobTitle(basis)?.title) || FIND_OPPORTUNITIES_DEFAULTS.keywords,
    location: basis?.home || FIND_OPPORTUNITIES_DEFAULTS.location,
    experience: years == null ? FIND_OPPORTUNITIES_DEFAULTS.experience : experienceForYears(years),
  };
}

export function findOpportunitiesService(ctx: AppContext) {
  const resumes = resumesService(ctx);
  const activity = activityService(ctx);
  const extractSkills = (text: string) =>
    ctx
      .skills()
      .extract(text)
      .map((s) => s.name);

  return {
    /**
     * A job search plan for the search tab's fields, grounded in the latest resume, and the stored
     * postings that match them. A field left blank takes `jobSearchDefaults`. The postings respect
     * the place and level asked for (decision 037): "remote" keeps remote postings open to where
     * the person lives, a city keeps postings there or remote ones open to its country, and a
     * level keeps titles of that level or of none.
     */
    async find(userId: number, body: FindOpportunitiesInput): Promise<FindOpportunitiesResponse> {
      const latest = await resumes.latestOrNull(userId);
      const recent = latest?.profile.experience.find((e) => e.title || e.company);
      const basis = await candidateBasis(ctx, userId);
      const defaults = jobSearchDefaults(basis);
      const keywords = body.keywords || defaults.keywords;
      const location = body.location || defaults.location;
      const experience = body.experience || defaults.experience;
      const plan = planOpportunitySearch({
        keywords,
        location,
        experience,
        extractSkills,
        resume: latest
          ? {
              skills: [...new Set([...latest.skills, ...latest.profile.skills])],
              recentTitle: recent?.title,
              recentCompany: recent?.company,
              yearsOfExperience: latest.profile.yearsOfExperience,
            }
          : undefined,
      });
      // The stored postings for the same search, ranked by the job matching (the typed title
      // first, then the user's skills, place, seniority and freshness): those in the place and
      // of the level asked for that match, with their score and reasons.
      const { ranked, totalFound, complete, staleMatching } = await rankCandidates(ctx, {
        jobTitle: keywords,
        location,
        skills: basis?.skills ?? [],
        salaryMin: null,
        ...personOf(basis),
        remoteOnly: isRemoteWish(location),
        placeOnly: true,
        levels: experienceSteps(experience) ?? undefined,
        includeStale: body.includeStale,
      });
      // Asked for, stale postings that would match follow the fresh matches, marked, never counted.
      const matching = ranked.filter((r) => r.score >= MATCH_SCORE_THRESHOLD);
      const fresh = matching.filter((r) => !r.stale);
      const postings = [...fresh.slice(0, FIND_OPPORTUNITIES_POSTING_LIMIT), ...matching.filter((r) => r.stale)]
        .slice(0, FIND_OPPORTUNITIES_POSTING_LIMIT + (body.includeStale ? FIND_OPPORTUNITIES_POSTING_LIMIT : 0))
        .map(fromScored);
      // Nothing reaches the threshold (say the title is stored, but on-site while the search is
      // remote): the nearest postings whose title fits, marked as below it, rather than "none".
      // The typed title leads here: an on-site "Electrical Engineer" comes before a remote "Staff
      // Software Engineer" that merely shares the word "Engineer", then the score decides.
      const closest = postings.length
        ? []
        : closestBelowThreshold(ranked, FIND_OPPORTUNITIES_CLOSEST_LIMIT).map(fromScored);
      await activity.record(userId, 'opportunity_search', `Job search plan for “${keywords}” (${location})`, {
        boards: plan.recommended_boards.length,
        postings: postings.length,
      });
      // Nothing at all: say whether the store is empty and why (issue 36), not only "no match".
      const supply =
        postings.length === 0 && closest.length === 0 && staleMatching === 0 ? await postingsSupply(ctx) : undefined;
      return {
        ...plan,
        postings,
        postingsFound: Math.max(totalFound, fresh.length),
        staleFound: staleMatching,
        postingsFoundAtLeast: !complete,
        criteria: { keywords, location, experience },
        closest,
        ...(supply && supply.state !== 'stored' ? { supply } : {}),
      };
    },

    /**
     * The banner's counts and the live feed's newest postings, from the postings store: open
     * postings (each job once), those that appeared in the last OPPORTUNITY_NEW_DAYS days, remote
     * ones, and how many score at least MATCH_SCORE_THRESHOLD for the user's own profile (its
     * default title, place and skills, as job monitoring uses them). An empty store answers
     * `source: 'empty'` so the page shows the spec's sample, labelled.
     */
    async summary(userId: number): Promise<OpportunitySummary> {
      const repo = findOpportunitiesRepository(ctx.db);
      const now = ctx.clock();
      const basis = await candidateBasis(ctx, userId);
      const profile: MatchProfile = {
        jobTitle: basis ? defaultJobTitle(basis).title : keywordJobTitle('', []).title,
        location: defaultJobLocation(basis?.home ?? ''),
        skills: basis?.skills ?? [],
        salaryMin: null,
        ...personOf(basis),
      };
      const profileSearch = { jobTitle: profile.jobTitle, location: profile.location };
      const searchDefaults = jobSearchDefaults(basis);
      const counts = await repo.openCounts(new Date(now.getTime() - OPPORTUNITY_NEW_DAYS * DAY_MS));
      if (counts.open === 0)
        return {
          source: 'empty',
          counts: { openPostings: 0, newThisWeek: 0, matchingProfile: 0, remote: 0 },
          profileSearch,
          searchDefaults,
          newest: [],
          supply: await postingsSupply(ctx),
        };
      const { ranked } = await rankCandidates(ctx, profile);
      const newest = await repo.newest(OPPORTUNITY_FEED_LIMIT, now);
      return {
        source: 'store',
        counts: {
          openPostings: counts.open,
          newThisWeek: counts.fresh,
          matchingProfile: ranked.filter((r) => r.score >= MATCH_SCORE_THRESHOLD).length,
          remote: counts.remote,
        },
        profileSearch,
        searchDefaults,
        newest: newest.map((p) => fromStored(p, now)),
      };
    },
  };
}
