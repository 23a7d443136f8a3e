import { billingRedirectSchema, type CheckoutBody } from '@careerloom/contract';
import { useMutation } from '@tanstack/react-query';
import { apiJson } from '../../../lib/api-client';
import { redirectTo } from '../lib/redirect';

/**
 * `POST /api/billing/checkout`: a Stripe Checkout Session for the plan; the browser goes to its
 * URL and comes back to `/billing?status=success|cancelled`. Card details never reach our server.
 */
export function useStartCheckout() {
  return useMutation({
    mutationFn: async (body: CheckoutBody) =>
      await apiJson(billingRedirectSchema, 'POST', '/api/billing/checkout', body),
    onSuccess: ({ url }) => redirectTo(url),
  });
}
