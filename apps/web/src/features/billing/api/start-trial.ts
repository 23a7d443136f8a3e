import { billingStateSchema, type StartTrialBody } from '@careerloom/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '../../../lib/api-client';
import { CURRENT_USER_KEY } from '../../../lib/auth';
import { BILLING_KEY } from './get-billing';

/**
 * `POST /api/billing/trial`: starts the one self-serve trial and answers the new billing state; a
 * second attempt is a 409 whose message the page shows as it is. The held user is read again so
 * the header badge and the gated links open without a reload.
 */
export function useStartTrial() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (body: StartTrialBody) => await apiJson(billingStateSchema, 'POST', '/api/billing/trial', body),
    onSuccess: (state) => {
      qc.setQueryData(BILLING_KEY, state);
      return qc.invalidateQueries({ queryKey: CURRENT_USER_KEY });
    },
  });
}
