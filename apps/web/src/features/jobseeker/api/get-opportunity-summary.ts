import { opportunitySummarySchema } from '@careerloom/contract';
import { useQuery } from '@tanstack/react-query';
import { apiJson } from '../../../lib/api-client';
import { useCurrentUser } from '../../../lib/auth';
import { RESUME_DERIVED } from '../../../lib/query-client';

/** The counts and feed refresh this often: the store changes when a board syncs, not by the second. */
const SUMMARY_REFRESH_MS = 60_000;

/**
 * The banner's counts and the live feed of new postings that match the person
 * (`GET /api/jobseeker/opportunity-summary`). Both are searched from the person's title, place
 * and skills, so the query is keyed by the profile fields that decide them and redone when a new
 * resume is stored (RESUME_DERIVED): the feed never shows matches for a title the person has
 * since changed. Off for users below the Job Seeker plan, who see the labelled sample instead.
 */
export function useOpportunitySummary(enabled: boolean) {
  const { user } = useCurrentUser();
  const profile = user ? [user.headline, user.bio, user.skills, user.location] : null;
  return useQuery({
    queryKey: ['jobseeker', 'opportunity-summary', profile],
    queryFn: async () => await apiJson(opportunitySummarySchema, 'GET', '/api/jobseeker/opportunity-summary'),
    enabled,
    staleTime: SUMMARY_REFRESH_MS,
    refetchInterval: SUMMARY_REFRESH_MS,
    meta: RESUME_DERIVED,
  });
}
