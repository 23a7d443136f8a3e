import {
  JOB_MONITORING_POLL_MS,
  type JobMonitoringQuery,
  jobMonitoringMarkCheckedResponseSchema,
  jobMonitoringResponseSchema,
  type User,
} from '@careerloom/contract';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '../../../lib/api-client';

export const JOB_MONITORING_KEY = ['job-applications', 'job-monitoring'] as const;

/**
 * `GET /api/ai/job-monitoring` for the criteria the user set (the server fills what is blank from
 * the profile, whose `profileVersion` is part of the key), refreshed every 30 s while monitoring
 * is on (part 2 section 7).
 */
export function useJobMonitoring(criteria: JobMonitoringQuery, active: boolean, profileVersion: string) {
  return useQuery({
    ...jobMonitoringQuery(criteria, profileVersion),
    refetchInterval: active ? JOB_MONITORING_POLL_MS : false,
    placeholderData: keepPreviousData,
  });
}

/** The profile fields blank criteria default from: a change of them is a new monitoring query. */
export function profileVersionOf(user: User | null | undefined): string {
  return user ? JSON.stringify([user.bio, user.skills, user.location]) : '';
}

/** `GET /api/ai/job-monitoring` for `criteria`, keyed by them and by the profile's version. */
export function jobMonitoringQuery(criteria: JobMonitoringQuery, profileVersion: string) {
  return queryOptions({
    queryKey: [...JOB_MONITORING_KEY, criteria, profileVersion],
    queryFn: async () => await apiJson(jobMonitoringResponseSchema, 'GET', '/api/ai/job-monitoring', criteria),
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
