import type {
  AutoApplicationStatus,
  JobAlert,
  JobMonitoringResponse,
  jobMonitoringQuerySchema,
} from '@careerloom/contract';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import { AppError } from '../../errors';
import { checkFiguresOf, rememberCheck } from '../../jobs/matching/check-figures';
import { defaultJobLocation, defaultJobTitle } from '../../jobs/matching/default-preferences';
import {
  type CandidateBasis,
  candidateBasis,
  canonicalSkills,
  rankCandidates,
  type ScoredPosting,
} from '../../jobs/matching/match-candidates';
import type { MatchProfile } from '../../jobs/matching/match-score';
import { formatSalaryRange } from '../../jobs/matching/match-score';
import { jobMonitoringRepository } from './job-monitoring.repository';

type MonitoringQuery = z.output<typeof jobMonitoringQuerySchema>;

/** Alerts one check returns: the best of the ranked candidates. */
export const MONITORING_ALERT_LIMIT = 20;

/**
 * Application statuses that mean an application went out. Only `auto_submitted` does:
 * `pending_input` is prepared but waits for the user (rulings, Honesty).
 */
export const SENT_APPLICATION_STATUSES = ['auto_submitted'] as const;
/**
 * Statuses that record an employer's answer. The applications store has none yet (an employer's
 * reply is not tracked), so the response rate is honestly 0 until one is added here.
 */
export const RESPONDED_APPLICATION_STATUSES: readonly string[] = [];

/**
 * An alert's auto application status from the user's application for the posting: sent is
 * `submitted`; prepared but waiting for the user is `requires_input`; no application yet is
 * `pending` (the assistant has not acted on it).
 */
export function autoApplicationStatusOf(applicationStatus: string | undefined): AutoApplicationStatus {
  if (applicationStatus === 'auto_submitted') return 'submitted';
  if (applicationStatus === 'pending_input') return 'requires_input';
  return 'pending';
}

/** The profile a check ranks for: the query, with the spec's defaults for what it omits. */
export function monitoringProfile(
  ctx: Pick<AppContext, 'skills'>,
  query: MonitoringQuery,
  basis: CandidateBasis,
): MatchProfile {
  const querySkills = query.skills
    ? canonicalSkills(
        ctx,
        query.skills.split(',').map((s) => s.trim()),
      )
    : [];
  return {
    jobTitle: query.jobTitle || defaultJobTitle(basis.bio, basis.skills),
    location: query.location || defaultJobLocation(basis.location),
    skills: querySkills.length > 0 ? querySkills : basis.skills,
    salaryMin: query.salaryMin ?? null,
    yearsOfExperience: basis.yearsOfExperience,
  };
}

export function toJobAlert(scored: ScoredPosting, status: AutoApplicationStatus): JobAlert {
  const p = scored.posting;
  return {
    id: p.id,
    jobTitle: p.title,
    company: p.company,
    location: p.location || (p.remote ? 'Remote' : ''),
    salaryRange: formatSalaryRange(p),
    postedAt: p.postedAt,
    matchScore: scored.score,
    autoApplicationStatus: status,
    reasons: scored.reasons,
    url: p.url,
  };
}

/**
 * One monitoring check for a user: ranks open postings for the query (defaults from the profile),
 * counts the found postings first seen since the previous check, records this check on the
 * user's default search row, and reports their application figures.
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
  const search = await repo.defaultSearch(userId, now);
  const { ranked, totalFound } = await rankCandidates(ctx, profile);
  const ids = ranked.map((r) => r.posting.id);
  const fresh = search.lastCheckedAt ? await repo.firstSeenAfter(ids, search.lastCheckedAt) : ids;
  const top = ranked.slice(0, MONITORING_ALERT_LIMIT);
  const apps = await repo.applicationsOf(
    userId,
    top.map((r) => r.posting.id),
    SENT_APPLICATION_STATUSES,
    RESPONDED_APPLICATION_STATUSES,
  );
  await repo.recordCheck(search.id, {
    jobTitle: profile.jobTitle,
    location: profile.location,
    skills: [...profile.skills],
    salaryMin: profile.salaryMin,
    lastCheckedAt: now,
  });
  rememberCheck(userId, now, checkFiguresOf(ranked, totalFound, profile.salaryMin));
  return {
    alerts: top.map((r) => toJobAlert(r, autoApplicationStatusOf(apps.byPosting.get(r.posting.id)))),
    totalFound,
    totalJobs: await repo.openPostingCount(),
    newMatches: fresh.length,
    applicationsSent: apps.sent,
    responseRate: apps.sent === 0 ? 0 : Math.round((1000 * apps.responded) / apps.sent) / 10,
    criteria: {
      jobTitle: profile.jobTitle,
      location: profile.location,
      skills: [...profile.skills],
      salaryMin: profile.salaryMin,
    },
  };
}
