import { billingStateSchema } from '@careerloom/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '../../../lib/api-client';
import { BILLING_KEY } from './get-billing';

/** `POST /api/billing/notice/seen`: the trial-ended notice has been read; the server stops sending it. */
export function useAcknowledgeNotice() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async () => await apiJson(billingStateSchema, 'POST', '/api/billing/notice/seen'),
    onSuccess: (state) => qc.setQueryData(BILLING_KEY, state),
  });
}
