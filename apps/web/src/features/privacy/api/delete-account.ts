import { type DeleteAccountBody, noContentResponseSchema, PRIVACY_TOASTS } from '@careerloom/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '../../../lib/api-client';
import { CURRENT_USER_KEY } from '../../../lib/auth';
import { toast } from '../../../lib/toast-store';

/**
 * The Danger Zone (`DELETE /api/account` with the password): on success the user is signed out
 * and nothing of theirs stays cached. A wrong password is left to the caller to show.
 */
export function useDeleteAccount() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: DeleteAccountBody) => apiJson(noContentResponseSchema, 'DELETE', '/api/account', body),
    onSuccess: () => {
      qc.setQueryData(CURRENT_USER_KEY, null);
      qc.removeQueries({ predicate: (q) => q.queryKey[0] !== CURRENT_USER_KEY[0] });
      toast({ title: PRIVACY_TOASTS.accountDeleted, description: PRIVACY_TOASTS.accountDeletedDescription });
    },
  });
}
