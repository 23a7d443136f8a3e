import { type AutomationBody, automationResponseSchema } from '@careerloom/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '../../../lib/api-client';
import { AUTOMATIONS_KEY } from './get-automations';

/**
 * Plans and schedules an automation (`POST /api/free/automation`). Signed-in users only: a guest
 * gets 401 with the server's message. The user's list is refreshed on success.
 */
export function useCreateAutomation() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (body: AutomationBody) =>
      await apiJson(automationResponseSchema, 'POST', '/api/free/automation', body),
    onSuccess: () => qc.invalidateQueries({ queryKey: AUTOMATIONS_KEY }),
  });
}
