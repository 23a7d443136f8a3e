import { type BillingState, billingStateSchema } from '@careerloom/contract';
import { queryOptions, type UseQueryOptions, useQuery } from '@tanstack/react-query';
import { apiJson } from '../../../lib/api-client';

export const BILLING_KEY = ['/api/billing'] as const;

/** `GET /api/billing`: the plan, trial and subscription the server holds for the signed-in user. */
export const billingQuery = queryOptions({
  queryKey: BILLING_KEY,
  queryFn: async () => await apiJson(billingStateSchema, 'GET', BILLING_KEY[0]),
});

type BillingQueryOptions = {
  enabled?: boolean;
  staleTime?: number;
  /** Refetches while the page waits for Stripe's webhook. */
  refetchInterval?: UseQueryOptions<BillingState, Error, BillingState, typeof BILLING_KEY>['refetchInterval'];
};

export function useBilling(options: BillingQueryOptions = {}) {
  return useQuery({ ...billingQuery, ...options });
}
