import {
  type CompanyWatchlistBody,
  companyWatchlistEntrySchema,
  companyWatchlistSchema,
  noContentResponseSchema,
} from '@careerloom/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '../../../lib/api-client';
import { JOB_MONITORING_KEY } from './job-monitoring';

const WATCHLIST_KEY = ['job-applications', 'company-watchlist'] as const;

/**
 * The companies whose public boards the user watches (`GET /api/ai/company-watchlist`). While a
 * board's first sync is running the list refreshes every few seconds, so its count appears.
 */
export function useCompanyWatchlist() {
  return useQuery({
    queryKey: WATCHLIST_KEY,
    queryFn: async () => (await apiJson(companyWatchlistSchema, 'GET', '/api/ai/company-watchlist')).boards,
    refetchInterval: (query) => (query.state.data?.some((b) => b.lastSyncedAt === null) ? 3000 : false),
  });
}

/** Watches a board; the server syncs it right away, so matches refresh when the list does. */
export function useWatchCompany() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (body: CompanyWatchlistBody) =>
      await apiJson(companyWatchlistEntrySchema, 'POST', '/api/ai/company-watchlist', body),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: WATCHLIST_KEY });
      void client.invalidateQueries({ queryKey: JOB_MONITORING_KEY });
    },
  });
}

export function useUnwatchCompany() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) => apiJson(noContentResponseSchema, 'DELETE', `/api/ai/company-watchlist/${id}`),
    onSuccess: () => client.invalidateQueries({ queryKey: WATCHLIST_KEY }),
  });
}
