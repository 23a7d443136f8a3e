import { jobMonitoringResponseSchema, REALTIME_JOB_MONITORING_POLL_MS } from '@careerloom/contract';
import { useQuery } from '@tanstack/react-query';
import { apiJson } from '../../../lib/api-client';

/**
 * `GET /api/ai/job-monitoring` with no parameters (the server fills the criteria from the user's
 * profile), polled every 5 s on the real-time page (part 2 section 7).
 */
export function useRealtimeJobMonitoring() {
  return useQuery({
    queryKey: ['realtime', 'job-monitoring'],
    queryFn: async () => await apiJson(jobMonitoringResponseSchema, 'GET', '/api/ai/job-monitoring'),
    refetchInterval: REALTIME_JOB_MONITORING_POLL_MS,
  });
}
