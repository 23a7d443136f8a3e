import { type PrivacySettings, privacySettingsSchema } from '@careerloom/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson } from '../../../lib/api-client';

export const PRIVACY_SETTINGS_KEY = ['/api/privacy/settings'] as const;

export const privacySettingsQuery = queryOptions({
  queryKey: PRIVACY_SETTINGS_KEY,
  queryFn: async (): Promise<PrivacySettings> => await apiJson(privacySettingsSchema, 'GET', PRIVACY_SETTINGS_KEY[0]),
});

/** The global settings and every source's permission (`GET /api/privacy/settings`). */
export function usePrivacySettings() {
  return useQuery(privacySettingsQuery);
}
