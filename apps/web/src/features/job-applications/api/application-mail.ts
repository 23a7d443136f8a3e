import {
  applicationDetailSchema,
  applicationMailSuggestionsResponseSchema,
  checkMailResponseSchema,
  dismissMailSuggestionResponseSchema,
} from '@careerloom/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '../../../lib/api-client';
import { APPLICATION_DETAIL_KEY, APPLICATION_STATUS_KEY } from './applications';
import { JOB_MONITORING_KEY } from './job-monitoring';

export const MAIL_SUGGESTIONS_KEY = ['job-applications', 'mail-suggestions'] as const;

/** Everything a mail check or a suggestion can change: statuses, timelines, stats, response rate. */
function useRefreshApplications() {
  const client = useQueryClient();
  return () => {
    void client.invalidateQueries({ queryKey: APPLICATION_STATUS_KEY });
    void client.invalidateQueries({ queryKey: APPLICATION_DETAIL_KEY });
    void client.invalidateQueries({ queryKey: MAIL_SUGGESTIONS_KEY });
    void client.invalidateQueries({ queryKey: JOB_MONITORING_KEY });
  };
}

/** `POST /api/ai/applications/check-mail`: reads the user's Gmail for employers' answers now. */
export function useCheckMail() {
  const refresh = useRefreshApplications();
  return useMutation({
    mutationFn: async () => await apiJson(checkMailResponseSchema, 'POST', '/api/ai/applications/check-mail'),
    onSuccess: refresh,
  });
}

/**
 * `GET /api/ai/application-mail-suggestions`: messages about applications with no record here, and
 * whether a mail check can run now (`mailCheck`).
 */
export function useMailSuggestions() {
  return useQuery({
    queryKey: MAIL_SUGGESTIONS_KEY,
    queryFn: async () =>
      await apiJson(applicationMailSuggestionsResponseSchema, 'GET', '/api/ai/application-mail-suggestions'),
  });
}

/** `POST /api/ai/application-mail-suggestions/:id/accept`: adds the application the message is about. */
export function useAcceptMailSuggestion() {
  const refresh = useRefreshApplications();
  return useMutation({
    mutationFn: async (id: number) =>
      await apiJson(applicationDetailSchema, 'POST', `/api/ai/application-mail-suggestions/${id}/accept`),
    onSuccess: refresh,
  });
}

/** `POST /api/ai/application-mail-suggestions/:id/dismiss`. */
export function useDismissMailSuggestion() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) =>
      apiJson(dismissMailSuggestionResponseSchema, 'POST', `/api/ai/application-mail-suggestions/${id}/dismiss`),
    onSuccess: () => void client.invalidateQueries({ queryKey: MAIL_SUGGESTIONS_KEY }),
  });
}
