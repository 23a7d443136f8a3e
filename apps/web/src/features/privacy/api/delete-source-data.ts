import { deleteSourceDataResponseSchema, PRIVACY_TOASTS, type SourceId } from '@careerloom/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '../../../lib/api-client';
import { toast } from '../../../lib/toast-store';
import { userFacingMessage } from '../../../lib/user-facing-message';

/**
 * Deletes a source's data (`DELETE /api/privacy/data/{sourceId}`). Every cached query may have
 * shown that data (insights, device figures, logs), so all are refetched.
 */
export function useDeleteSourceData() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (sourceId: SourceId) =>
      await apiJson(deleteSourceDataResponseSchema, 'DELETE', `/api/privacy/data/${sourceId}`),
    onSuccess: () => {
      void qc.invalidateQueries();
      toast({ title: PRIVACY_TOASTS.dataDeleted, description: PRIVACY_TOASTS.dataDeletedDescription });
    },
    onError: (error) =>
      toast({ title: PRIVACY_TOASTS.deletionFailed, description: userFacingMessage(error), variant: 'destructive' }),
  });
}
