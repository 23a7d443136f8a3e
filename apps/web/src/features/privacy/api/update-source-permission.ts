import {
  PRIVACY_TOASTS,
  type PrivacySettings,
  type SourceId,
  type SourcePermissionUpdate,
  sourcePermissionSchema,
} from '@careerloom/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '../../../lib/api-client';
import { toast } from '../../../lib/toast-store';
import { userFacingMessage } from '../../../lib/user-facing-message';
import { PRIVACY_SETTINGS_KEY } from './get-privacy-settings';

export type SourcePermissionChange = { sourceId: SourceId; change: SourcePermissionUpdate };

/**
 * Changes one source's permission (`PUT /api/privacy/source/{sourceId}`): enabled, level, a data
 * type or retention. The server's answer replaces that source in the cached settings.
 */
export function useUpdateSourcePermission() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async ({ sourceId, change }: SourcePermissionChange) =>
      await apiJson(sourcePermissionSchema, 'PUT', `/api/privacy/source/${sourceId}`, change),
    onSuccess: (permission) => {
      qc.setQueryData<PrivacySettings>(PRIVACY_SETTINGS_KEY, (old) =>
        old
          ? { ...old, permissions: old.permissions.map((p) => (p.sourceId === permission.sourceId ? permission : p)) }
          : old,
      );
      toast({ title: PRIVACY_TOASTS.permissionUpdated, description: `${permission.sourceName} permissions saved` });
    },
    onError: (error) =>
      toast({ title: PRIVACY_TOASTS.updateFailed, description: userFacingMessage(error), variant: 'destructive' }),
  });
}
