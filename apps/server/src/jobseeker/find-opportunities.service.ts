import {
  experienceForYears,
  experienceSteps,
  formatSalaryRange,
  isRemoteWish,
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
import { AppError } from '../errors';
import {
  type CandidateBasis,
  candidateBasis,
  closestBelowThreshold,
  personOf,
  rankCandidates,
  type ScoredPosting,
} from '../jobs/matching/match-candidates';
import { monitoringProfile } from '../jobs/monitoring/job-monitoring.service';
import { postingsSupply } from '../jobs/sync/postings-supply';
import { resumesService } from '../resumes/resumes.service';
import { findOpportunitiesRepository } from './find-opportunities.repository';

const DAY_MS = 24 * 60 * 60 * 1000;

/** A ranked posting (the job matching's score, halves and reasons) as the job seeker's lists show it. */
function fromScored({ posting: p, score, reasons, fit, stale }: ScoredPosting): OpportunityPosting {
  return {
    id: p.id,
    title: p.title,
    company: p.company,
    location: p.location || (p.remote ? 'Remote' : ''),
    remote: p.remote,
    postedAt: p.postedAt,
    salaryRange: formatSalaryRange(p),
    url: p.url,
    matchScore: score,
    fit,
    stale,
    reasons,
  };
}

/**
 * The live feed's order: newest first, then the better score. A posting dated after `now` (a
 * board's typo) or not dated at all goes last, so it cannot sit on top for good.
 */
function newestFirst(matches: readonly ScoredPosting[], now: Date): ScoredPosting[] {
  const nowIso = now.toISOString();
  const dated = (r: ScoredPosting) => (r.posting.postedAt && r.posting.postedAt <= nowIso ? r.posting.postedAt : '');
  return [...matches].sort((a, b) => dated(b).localeCompare(dated(a)) || b.score - a.score);
}

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
      // The typed title picks them (an on-site "Electrical Engineer" before a remote "Staff Software
      // Engineer" that merely shares the word "Engineer"); the percentage shown orders them.
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
     * The banner's counts and the live feed, from the postings store: open postings (each job
     * once), those that appeared in the last OPPORTUNITY_NEW_DAYS days, remote ones, and the
     * postings that match the person as job monitoring scores them with no criteria typed (the
     * same profile, title and threshold as the dashboard and /realtime, so the counts agree):
     * how many score at least MATCH_SCORE_THRESHOLD, and the newest of them for the feed. The
     * feed never lists a posting that does not match (issue 35 item 5: it showed the store's
     * newest for everyone), nor one older than STALE_POSTING_DAYS, and is empty when no title is
     * known. An empty store answers `source: 'empty'` so the page shows the spec's sample, labelled.
     */
    async summary(userId: number): Promise<OpportunitySummary> {
      const repo = findOpportunitiesRepository(ctx.db);
      const now = ctx.clock();
      const basis = await candidateBasis(ctx, userId);
      if (!basis) throw new AppError('NOT_SIGNED_IN', 'You must be signed in');
      const profile = monitoringProfile(ctx, {}, basis);
      const profileSearch = {
        jobTitle: profile.jobTitle,
        location: profile.location,
        titleSource: profile.titleSource,
      };
      const searchDefaults = jobSearchDefaults(basis);
      const counts = await repo.openCounts(new Date(now.getTime() - OPPORTUNITY_NEW_DAYS * DAY_MS));
      if (counts.open === 0)
        return {
          source: 'empty',
          counts: { openPostings: 0, newThisWeek: 0, matchingProfile: 0, remote: 0 },
          profileSearch,
          searchDefaults,
          feed: [],
          staleMatching: 0,
          supply: await postingsSupply(ctx),
        };
      // The fallback phrase ('professional opportunities') names no job: nothing is watched for it.
      const { ranked, totalFound, staleMatching } =
        profile.titleSource === 'fallback'
          ? { ranked: [], totalFound: 0, staleMatching: 0 }
          : await rankCandidates(ctx, profile);
      const matching = ranked.filter((r) => !r.stale && r.score >= MATCH_SCORE_THRESHOLD);
      const feed = newestFirst(matching, now).slice(0, OPPORTUNITY_FEED_LIMIT);
      return {
        source: 'store',
        counts: {
          openPostings: counts.open,
          newThisWeek: counts.fresh,
          matchingProfile: totalFound,
          remote: counts.remote,
        },
        profileSearch,
        searchDefaults,
        feed: feed.map(fromScored),
        staleMatching,
        postingAges: await repo.openAges(now),
      };
    },
  };
}
