import { type AiSettings, aiSettingsSchema } from '@careerloom/contract';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '../../../lib/api-client';
import { WORK_AI_DASHBOARD_PATH } from './get-work-ai-dashboard';

/** Puts the saved settings into every cached dashboard, so the page shows what the server kept. */
function storeSettings(qc: QueryClient, settings: AiSettings) {
  qc.setQueriesData<{ settings: AiSettings }>({ queryKey: [WORK_AI_DASHBOARD_PATH] }, (old) =>
    old ? { ...old, settings } : old,
  );
}

/**
 * Saves any of the AI settings (`PUT /api/work-ai/settings`); the server applies them to the
 * user's automations. The recent activity gains a "settings changed" entry, so the dashboard is
 * refetched afterwards. Errors are `ApiError`, left to the caller's toast.
 */
export function useUpdateAiSettings() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (change: Partial<AiSettings>) =>
      await apiJson(aiSettingsSchema, 'PUT', '/api/work-ai/settings', change),
    onSuccess: (settings) => {
      storeSettings(qc, settings);
      void qc.invalidateQueries({ queryKey: [WORK_AI_DASHBOARD_PATH] });
    },
  });
}
