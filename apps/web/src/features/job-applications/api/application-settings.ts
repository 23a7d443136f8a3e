import { type ApplicationSettingsUpdate, applicationSettingsSchema } from '@careerloom/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '../../../lib/api-client';

const SETTINGS_KEY = ['job-applications', 'settings'] as const;

/** The user's auto-submit threshold and switch (`GET /api/ai/application-settings`). */
export const applicationSettingsQuery = queryOptions({
  queryKey: SETTINGS_KEY,
  queryFn: async () => await apiJson(applicationSettingsSchema, 'GET', '/api/ai/application-settings'),
});

export function useApplicationSettings() {
  return useQuery(applicationSettingsQuery);
}

/** Saves a change; the answer is the stored settings, which replace the cached ones. */
export function useUpdateApplicationSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (body: ApplicationSettingsUpdate) =>
      await apiJson(applicationSettingsSchema, 'PUT', '/api/ai/application-settings', body),
    onSuccess: (settings) => client.setQueryData(SETTINGS_KEY, settings),
  });
}
