import type { MatchProfile } from '@careerloom/career-engine';
import { formatSalaryRange } from '@careerloom/career-engine';
import {
  type AutoApplicationStatus,
  type JobAlert,
  type JobMonitoringCriteria,
  type JobMonitoringMarkCheckedResponse,
  type JobMonitoringResponse,
  type JobTitleSource,
  type jobMonitoringQuerySchema,
  MATCH_SCORE_THRESHOLD,
  postingPlace,
  RESPONDED_APPLICATION_STATUSES,
  SENT_APPLICATION_STATUSES,
} from '@careerloom/contract';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import { AppError } from '../../errors';
import { drafterFor } from '../../users/checked-draft';
import { checkFiguresOf, latestRun, rememberCheck, rememberRun } from '../matching/check-figures';
import { defaultJobLocation, defaultJobTitle } from '../matching/default-preferences';
import {
  type CandidateBasis,
  candidateBasis,
  canonicalSkills,
  closestBelowThreshold,
  personOf,
  rankCandidates,
  type ScoredPosting,
} from '../matching/match-candidates';
import { rerankTopMatches } from '../matching/model-rerank';
import { postingsSupply } from '../sync/postings-supply';
import { jobMonitoringRepository } from './job-monitoring.repository';

type MonitoringQuery = z.output<typeof jobMonitoringQuerySchema>;

/** Alerts one check returns: the best of the ranked candidates. */
export const MONITORING_ALERT_LIMIT = 20;

/**
 * An alert's auto application status from the user's application for the posting: sent is
 * `submitted`; prepared but waiting for the user is `requires_input`; no application yet is
 * `pending` (the assistant has not acted on it).
 */
export function autoApplicationStatusOf(applicationStatus: string | undefined): AutoApplicationStatus {
  if (applicationStatus === 'pending_input') return 'requires_input';
  if (applicationStatus && (SENT_APPLICATION_STATUSES as readonly string[]).includes(applicationStatus))
    return 'submitted';
  return 'pending';
}

/** The profile a check ranks for: the query, with the spec's defaults for what it omits. */
export function monitoringProfile(
  ctx: Pick<AppContext, 'skills'>,
  query: MonitoringQuery,
  basis: CandidateBasis,
): MatchProfile & { titleSource: JobTitleSource } {
  const querySkills = query.skills
    ? canonicalSkills(
        ctx,
        query.skills.split(',').map((s) => s.trim()),
      )
    : [];
  const title = query.jobTitle ? { title: query.jobTitle, source: 'typed' as const } : defaultJobTitle(basis);
  return {
    jobTitle: title.title,
    titleSource: title.source,
    location: query.location || defaultJobLocation(basis.location),
    skills: querySkills.length > 0 ? querySkills : basis.skills,
    salaryMin: query.salaryMin ?? null,
    ...personOf(basis),
    remoteOnly: query.remoteOnly === 'true',
    postedWithinDays: query.postedWithinDays,
    includeStale: query.includeStale === 'true',
  };
}

export function toJobAlert(scored: ScoredPosting, status: AutoApplicationStatus): JobAlert {
  const p = scored.posting;
  return {
    id: p.id,
    jobTitle: p.title,
    company: p.company,
    location: postingPlace(p.location, p.remote),
    salaryRange: formatSalaryRange(p),
    postedAt: p.postedAt,
    matchScore: scored.score,
    fit: scored.fit,
    stale: scored.stale,
    autoApplicationStatus: status,
    reasons: scored.reasons,
    url: p.url,
  };
}

/**
 * One monitoring check for a user, read-only: ranks open postings for the query (defaults from the
 * profile; decision 016), alerts on the best of those scoring at least MATCH_SCORE_THRESHOLD
 * (`totalFound` counts them), counts the matching postings first seen since the user's last
 * *recorded* check (all of them before the first), and reports their application figures. Nothing is written: the page
 * polls this every 5 s, and only `markChecked` (the user has seen the matches) moves "last
 * checked". The check is kept in memory for `markChecked` and the processing status.
 */
export async function checkJobMonitoring(
  ctx: AppContext,
  userId: number,
  query: MonitoringQuery,
): Promise<JobMonitoringResponse> {
  const basis = await candidateBasis(ctx, userId);
  if (!basis) throw new AppError('NOT_SIGNED_IN', 'You must be signed in');
  if (query.skills && query.skills.split(',').filter((s) => s.trim()).length > 30)
    throw new AppError('VALIDATION_FAILED', 'Name at most 30 skills');
  const profile = monitoringProfile(ctx, query, basis);
  const repo = jobMonitoringRepository(ctx.db);
  const now = ctx.clock();
  const lastCheckedAt = (await repo.findDefaultSearch(userId))?.lastCheckedAt ?? null;
  const { ranked, totalFound, staleMatching } = await rankCandidates(ctx, profile);
  // Stale postings (shown only when asked for) are never matches: listed after them, apart.
  const matching = ranked.filter((r) => !r.stale && r.score >= MATCH_SCORE_THRESHOLD);
  const staleShown = ranked.filter((r) => r.stale && r.score >= MATCH_SCORE_THRESHOLD).slice(0, MONITORING_ALERT_LIMIT);
  const ids = matching.map((r) => r.posting.id);
  const fresh = lastCheckedAt ? await repo.firstSeenAfter(ids, lastCheckedAt) : ids;
  // With a model for this user, it may reorder the alerts among themselves; scores and counts stay the engine's.
  const top = await rerankTopMatches(
    await drafterFor(ctx, userId),
    { ...profile, yearsOfExperience: basis.yearsOfExperience },
    matching.slice(0, MONITORING_ALERT_LIMIT),
  );
  // Fewer matches than a check shows: the closest of the rest, marked as below the threshold. The
  // fallback phrase ('professional opportunities') names no job: nothing is close to it.
  const closest =
    profile.titleSource === 'fallback'
      ? []
      : closestBelowThreshold(ranked, MONITORING_ALERT_LIMIT - top.length - staleShown.length);
  const apps = await repo.applicationsOf(
    userId,
    [...top, ...closest, ...staleShown].map((r) => r.posting.id),
    SENT_APPLICATION_STATUSES,
    RESPONDED_APPLICATION_STATUSES,
  );
  const criteria = criteriaOf(profile);
  await rememberRun(ctx.db, userId, {
    at: now,
    criteria,
    figures: checkFiguresOf(ranked, totalFound, profile.salaryMin),
  });
  const totalJobs = await repo.openPostingCount();
  // An empty store says why (issue 36): fetching, unreachable boards, none configured.
  const supply = totalJobs === 0 ? await postingsSupply(ctx) : undefined;
  // A store of old postings (say, imported from a file) matches nothing fresh: the page says why.
  const postingAges = totalJobs > 0 ? await repo.openPostingAges(now) : undefined;
  return {
    alerts: [...top, ...staleShown].map((r) =>
      toJobAlert(r, autoApplicationStatusOf(apps.byPosting.get(r.posting.id))),
    ),
    totalFound,
    totalJobs,
    newMatches: fresh.length,
    applicationsSent: apps.sent,
    responseRate: apps.sent === 0 ? 0 : Math.round((1000 * apps.responded) / apps.sent) / 10,
    criteria,
    matchThreshold: MATCH_SCORE_THRESHOLD,
    closest: closest.map((r) => toJobAlert(r, autoApplicationStatusOf(apps.byPosting.get(r.posting.id)))),
    staleHidden: profile.includeStale ? 0 : staleMatching,
    ...(postingAges ? { postingAges } : {}),
    ...(supply && supply.state !== 'stored' ? { supply } : {}),
  };
}

function criteriaOf(profile: MatchProfile & { titleSource: JobTitleSource }): JobMonitoringCriteria {
  return {
    jobTitle: profile.jobTitle,
    titleSource: profile.titleSource,
    location: profile.location,
    skills: [...profile.skills],
    salaryMin: profile.salaryMin,
    remoteOnly: profile.remoteOnly === true,
    postedWithinDays: profile.postedWithinDays ?? null,
    includeStale: profile.includeStale === true,
  };
}

/**
 * The user has seen their matches: records their newest check (its criteria, and the time it ran,
 * so postings first seen after the page loaded still count as new) on the default search row.
 * The newest check is read from `monitoring_checks`, so it may have run in another process. With
 * no check run yet, the check is recorded now with the criteria last recorded, or the profile's defaults before any. A check older than
 * the one already recorded never moves "last checked" back.
 */
export async function markChecked(ctx: AppContext, userId: number): Promise<JobMonitoringMarkCheckedResponse> {
  const repo = jobMonitoringRepository(ctx.db);
  const now = ctx.clock();
  const search = await repo.defaultSearch(userId, now);
  const run = await latestRun(ctx.db, userId);
  let at: Date;
  let criteria: JobMonitoringCriteria;
  if (run) {
    at = run.at;
    criteria = run.criteria;
  } else {
    at = now;
    if (search.lastCheckedAt) {
      criteria = {
        jobTitle: search.jobTitle,
        location: search.location,
        skills: search.skills,
        salaryMin: search.salaryMin,
      };
    } else {
      const basis = await candidateBasis(ctx, userId);
      if (!basis) throw new AppError('NOT_SIGNED_IN', 'You must be signed in');
      criteria = criteriaOf(monitoringProfile(ctx, {}, basis));
    }
  }
  if (search.lastCheckedAt && search.lastCheckedAt.getTime() >= at.getTime()) {
    return {
      lastCheckedAt: search.lastCheckedAt.toISOString(),
      criteria: {
        jobTitle: search.jobTitle,
        location: search.location,
        skills: search.skills,
        salaryMin: search.salaryMin,
      },
    };
  }
  // The saved row keeps title, place, skills and floor; remote-only and posted-within are per check.
  await repo.recordCheck(search.id, {
    jobTitle: criteria.jobTitle,
    location: criteria.location,
    skills: [...criteria.skills],
    salaryMin: criteria.salaryMin,
    lastCheckedAt: at,
  });
  if (run) await rememberCheck(ctx.db, userId, at, run.figures);
  return { lastCheckedAt: at.toISOString(), criteria };
}
