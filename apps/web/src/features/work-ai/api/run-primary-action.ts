import { workAiPrimaryActionResultSchema } from '@careerloom/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '../../../lib/api-client';
import { WORK_AI_DASHBOARD_PATH } from './get-work-ai-dashboard';

/**
 * Performs the role's primary action on the server (`POST /api/work-ai/primary-action`): the
 * analyst's report is stored, the other roles get a computed summary and where to continue.
 */
export function useRunPrimaryAction() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async () => await apiJson(workAiPrimaryActionResultSchema, 'POST', '/api/work-ai/primary-action'),
    onSuccess: () => qc.invalidateQueries({ queryKey: [WORK_AI_DASHBOARD_PATH] }),
  });
}
