import { scoreMatch } from '@careerloom/career-engine';
import { JOB_ALERT_MIN_SCORE, type JobAlert, type ServerFrame, type Tier } from '@careerloom/contract';
import type { AppContext } from '../../context';
import { jobMonitoringRepository } from '../monitoring/job-monitoring.repository';
import { autoApplicationStatusOf, toJobAlert } from '../monitoring/job-monitoring.service';
import { getPosting } from '../postings/postings-search.service';
import { defaultJobLocation } from './default-preferences';
import { type CandidateBasis, candidateBasis, personOf } from './match-candidates';

/**
 * The part of the chat hub alerts need: delivery to every socket of a signed-in owner. Written
 * structurally so the jobs domain does not import chat (which sits above it).
 */
export type AlertHub = {
  publish(owner: { kind: 'user'; userId: number; tier: Tier; sessionId: string }, frame: ServerFrame): void;
};

/**
 * After a sync stored postings: matches the ones stored for the first time (first seen at the
 * same instant as last seen, and open) against every saved search with alerts on, and sends a
 * `job.alert` frame to the owner's open sockets for each pair scoring JOB_ALERT_MIN_SCORE or more.
 * A saved search's own skills count when it names some, else the owner's profile and resume
 * skills. Returns the alerts sent, per user.
 */
export async function notifyNewMatches(
  ctx: AppContext,
  hub: AlertHub,
  postingIds: readonly number[],
): Promise<{ userId: number; searchId: number; alert: JobAlert }[]> {
  const repo = jobMonitoringRepository(ctx.db);
  const fresh = await repo.newlyInserted([...new Set(postingIds)]);
  if (fresh.length === 0) return [];
  const searches = await repo.alertingSearches();
  if (searches.length === 0) return [];
  const postings = await Promise.all(fresh.map((id) => getPosting(ctx, id)));
  const bases = new Map<number, CandidateBasis | null>();
  const sent: { userId: number; searchId: number; alert: JobAlert }[] = [];
  for (const search of searches) {
    if (!bases.has(search.userId)) bases.set(search.userId, await candidateBasis(ctx, search.userId));
    const basis = bases.get(search.userId);
    if (!basis) continue;
    const profile = {
      jobTitle: search.jobTitle,
      location: search.location || defaultJobLocation(basis.location),
      skills: search.skills.length > 0 ? search.skills : basis.skills,
      salaryMin: search.salaryMin,
      ...personOf(basis),
    };
    for (const posting of postings) {
      const scored = { posting, ...scoreMatch(profile, posting, { now: ctx.clock() }) };
      // A posting new to the store may still be old (an import, a board's evergreen listing).
      if (scored.score < JOB_ALERT_MIN_SCORE || scored.stale) continue;
      // A posting stored moments ago has no application yet.
      const alert = toJobAlert(scored, autoApplicationStatusOf(undefined));
      // Sockets are grouped by user id alone (ownerKey); tier and session do not route a frame.
      hub.publish(
        { kind: 'user', userId: search.userId, tier: 'free', sessionId: '' },
        {
          type: 'job.alert',
          searchId: search.id,
          alert,
        },
      );
      sent.push({ userId: search.userId, searchId: search.id, alert });
    }
  }
  return sent;
}
