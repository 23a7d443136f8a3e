import { freeDashboardSchema } from '@careerloom/contract';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '../../../lib/api-client';

export const FREE_DASHBOARD_KEY = ['/api/free/dashboard'] as const;

/** The signed-in user's usage, features and automation totals (part 2 section 3). */
export const freeDashboardQuery = queryOptions({
  queryKey: FREE_DASHBOARD_KEY,
  queryFn: async () => await apiJson(freeDashboardSchema, 'GET', FREE_DASHBOARD_KEY[0]),
});

/** Guests make no load call (part 2 section 4): the query stays idle and the page shows the sample. */
export function useFreeDashboard({ enabled }: { enabled: boolean }) {
  return useQuery({ ...freeDashboardQuery, enabled });
}

/**
 * After each chat, data or automation action the dashboard reloads its usage stats (part 2
 * section 4). For a guest nothing is loaded, so this is a no-op and the fixed sample stays.
 */
export function useReloadUsage() {
  const qc = useQueryClient();
  return () => qc.invalidateQueries({ queryKey: FREE_DASHBOARD_KEY });
}
