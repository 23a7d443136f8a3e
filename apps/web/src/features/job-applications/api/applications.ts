import {
  APPLICATION_STATUS_POLL_MS,
  type ApplicationStatusUpdateBody,
  type AutoFillBody,
  applicationDetailSchema,
  applicationStatusResponseSchema,
  autoFillResultSchema,
} from '@careerloom/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '../../../lib/api-client';
import { JOB_MONITORING_KEY } from './job-monitoring';

export const APPLICATION_STATUS_KEY = ['job-applications', 'status'] as const;
/** The prefix of every application's detail query. */
export const APPLICATION_DETAIL_KEY = ['job-applications', 'detail'] as const;

/** `GET /api/ai/application-status`. */
export const applicationStatusQuery = queryOptions({
  queryKey: APPLICATION_STATUS_KEY,
  queryFn: async () => await apiJson(applicationStatusResponseSchema, 'GET', '/api/ai/application-status'),
});

/** The application status, refreshed every 10 s (part 2 section 7). */
export function useApplicationStatus() {
  return useQuery({ ...applicationStatusQuery, refetchInterval: APPLICATION_STATUS_POLL_MS });
}

/** One application with its receipt (`GET /api/ai/applications/:id`). */
export function useApplicationDetail(id: number | null) {
  return useQuery({
    queryKey: [...APPLICATION_DETAIL_KEY, id],
    queryFn: async () => await apiJson(applicationDetailSchema, 'GET', `/api/ai/applications/${id}`),
    enabled: id !== null,
  });
}

/**
 * `POST /api/ai/auto-fill-application`: the server reads the job's form, fills it from the profile
 * and resume and records the application; the stats and alerts refresh at once.
 */
export function useAutoFill() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (body: AutoFillBody) =>
      await apiJson(autoFillResultSchema, 'POST', '/api/ai/auto-fill-application', body),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: APPLICATION_STATUS_KEY });
      void client.invalidateQueries({ queryKey: JOB_MONITORING_KEY });
    },
  });
}

/**
 * `POST /api/ai/applications/:id/status`: the user moves an application by hand; the answer (with
 * its timeline) replaces the cached detail, and the list and response rate refresh.
 */
export function useSetApplicationStatus() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, ...body }: ApplicationStatusUpdateBody & { id: number }) =>
      await apiJson(applicationDetailSchema, 'POST', `/api/ai/applications/${id}/status`, body),
    onSuccess: (detail) => {
      client.setQueryData([...APPLICATION_DETAIL_KEY, detail.id], detail);
      void client.invalidateQueries({ queryKey: APPLICATION_STATUS_KEY });
      void client.invalidateQueries({ queryKey: JOB_MONITORING_KEY });
    },
  });
}
