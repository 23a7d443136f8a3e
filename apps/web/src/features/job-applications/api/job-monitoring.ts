import {
  JOB_MONITORING_POLL_MS,
  type JobMonitoringQuery,
  jobMonitoringMarkCheckedResponseSchema,
  jobMonitoringResponseSchema,
} from '@careerloom/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '../../../lib/api-client';

export const JOB_MONITORING_KEY = ['job-applications', 'job-monitoring'] as const;

/**
 * `GET /api/ai/job-monitoring` for the criteria the user set (the server fills what is blank from
 * the profile, whose `profileVersion` is part of the key), refreshed every 30 s while monitoring
 * is on (part 2 section 7).
 */
export function useJobMonitoring(criteria: JobMonitoringQuery, active: boolean, profileVersion: string) {
  return useQuery({
    // The blank criteria default from the profile, so a profile change is a new query.
    queryKey: [...JOB_MONITORING_KEY, criteria, profileVersion],
    queryFn: async () => await apiJson(jobMonitoringResponseSchema, 'GET', '/api/ai/job-monitoring', criteria),
    refetchInterval: active ? JOB_MONITORING_POLL_MS : false,
    placeholderData: keepPreviousData,
  });
}

/**
 * Tells the server the user has seen the current matches, so "new matches" counts from now
 * (`POST /api/ai/job-monitoring/mark-checked`).
 */
export function useMarkMatchesSeen() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async () =>
      apiJson(jobMonitoringMarkCheckedResponseSchema, 'POST', '/api/ai/job-monitoring/mark-checked'),
    onSuccess: () => client.invalidateQueries({ queryKey: JOB_MONITORING_KEY }),
  });
}
