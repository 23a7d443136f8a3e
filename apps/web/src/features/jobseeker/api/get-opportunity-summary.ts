import { opportunitySummarySchema } from '@careerloom/contract';
import { useQuery } from '@tanstack/react-query';
import { apiJson } from '../../../lib/api-client';

/** Counts refresh at most this often: the store changes when a board syncs, not by the second. */
const SUMMARY_STALE_MS = 60_000;

/**
 * The banner's counts and the live feed's newest postings (`GET /api/jobseeker/opportunity-summary`).
 * Off for users below the Job Seeker plan, who see the labelled sample instead.
 */
export function useOpportunitySummary(enabled: boolean) {
  return useQuery({
    queryKey: ['jobseeker', 'opportunity-summary'],
    queryFn: async () => await apiJson(opportunitySummarySchema, 'GET', '/api/jobseeker/opportunity-summary'),
    enabled,
    staleTime: SUMMARY_STALE_MS,
  });
}
