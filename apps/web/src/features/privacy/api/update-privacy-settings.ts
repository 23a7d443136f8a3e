import { PRIVACY_TOASTS, type PrivacySettingsUpdate, privacySettingsSchema } from '@careerloom/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '../../../lib/api-client';
import { toast } from '../../../lib/toast-store';
import { userFacingMessage } from '../../../lib/user-facing-message';
import { PRIVACY_SETTINGS_KEY } from './get-privacy-settings';

/** Saves one global setting (`PUT /api/privacy/settings`) and shows the spec's toasts. */
export function useUpdatePrivacySettings() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (change: PrivacySettingsUpdate) =>
      await apiJson(privacySettingsSchema, 'PUT', '/api/privacy/settings', change),
    onSuccess: (settings) => {
      qc.setQueryData(PRIVACY_SETTINGS_KEY, settings);
      toast({ title: PRIVACY_TOASTS.settingsUpdated, description: PRIVACY_TOASTS.settingsUpdatedDescription });
    },
    onError: (error) =>
      toast({ title: PRIVACY_TOASTS.updateFailed, description: userFacingMessage(error), variant: 'destructive' }),
  });
}
