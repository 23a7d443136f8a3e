import {
  type AppNotification,
  automationRunResponseSchema,
  automationSchema,
  noContentResponseSchema,
} from '@careerloom/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '../../../lib/api-client';
import { AUTOMATIONS_KEY } from './get-automations';
import { NOTIFICATIONS_KEY } from './get-notifications';

export type AutomationCommand = 'pause' | 'resume' | 'run' | 'delete';

/**
 * Pause, resume, run now or delete one automation. A run answers with the notifications it
 * delivered (a reminder or a report), so the list and the notifications are both refreshed.
 */
export function useControlAutomation() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, command }: { id: number; command: AutomationCommand }): Promise<AppNotification[]> => {
      if (command === 'delete') {
        await apiJson(noContentResponseSchema, 'DELETE', `/api/automations/${id}`);
        return [];
      }
      if (command === 'run')
        return (await apiJson(automationRunResponseSchema, 'POST', `/api/automations/${id}/run`)).delivered;
      await apiJson(automationSchema, 'POST', `/api/automations/${id}/${command}`);
      return [];
    },
    onSettled: () =>
      Promise.all([
        qc.invalidateQueries({ queryKey: AUTOMATIONS_KEY }),
        qc.invalidateQueries({ queryKey: NOTIFICATIONS_KEY }),
      ]),
  });
}
