import { type WorkAiDashboard, workAiDashboardSchema } from '@careerloom/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson } from '../../../lib/api-client';

export const WORK_AI_DASHBOARD_PATH = '/api/work-ai/dashboard';

/**
 * The role dashboard. The profile role is part of the key so that changing it in Settings shows
 * the new view at once; it is always refetched on opening, because activity happens elsewhere.
 */
export function workAiDashboardQuery(profileRole: string) {
  return queryOptions({
    queryKey: [WORK_AI_DASHBOARD_PATH, { profileRole }] as const,
    queryFn: async (): Promise<WorkAiDashboard> => await apiJson(workAiDashboardSchema, 'GET', WORK_AI_DASHBOARD_PATH),
    refetchOnMount: 'always',
  });
}

export function useWorkAiDashboard(profileRole: string) {
  return useQuery(workAiDashboardQuery(profileRole));
}
