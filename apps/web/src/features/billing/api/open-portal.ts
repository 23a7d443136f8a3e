import { billingRedirectSchema } from '@careerloom/contract';
import { useMutation } from '@tanstack/react-query';
import { apiJson } from '../../../lib/api-client';
import { redirectTo } from '../lib/redirect';

/** `POST /api/billing/portal`: Stripe's customer portal, to change the card or cancel. */
export function useOpenPortal() {
  return useMutation({
    mutationFn: async () => await apiJson(billingRedirectSchema, 'POST', '/api/billing/portal'),
    onSuccess: ({ url }) => redirectTo(url),
  });
}
