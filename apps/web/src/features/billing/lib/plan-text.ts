import { BILLING_MESSAGES, type BillingState, ENTERPRISE_TIERS, LANDING_PRICING } from '@careerloom/contract';
import { ApiError } from '../../../lib/api-client';
import { formatDay } from '../../../lib/date-text';

const professional = ENTERPRISE_TIERS.find((t) => t.id === 'PROFESSIONAL');

/** Monthly prices of the plans Checkout sells, from the pricing constants the landing page shows. */
export const MONTHLY_PRICE_USD = {
  jobseeker: LANDING_PRICING.jobseekerMonthlyUsd,
  professional: professional?.price ?? 149,
} as const;

export const monthly = (usd: number) => `$${usd}/month`;

/** "Dec 9, 2026": the app's one date format (lib/date-text). */
export const dateText = (iso: string) => formatDay(iso);

type Subscription = NonNullable<BillingState['subscription']>;

/**
 * A subscription that still holds or is about to hold a plan: a finished one (cancelled, or never
 * paid in time) leaves the user free to buy again.
 */
export function liveSubscription(state: BillingState): Subscription | null {
  const sub = state.subscription;
  return sub && sub.status !== 'canceled' && sub.status !== 'incomplete_expired' ? sub : null;
}

/** The 503 checkout and the portal answer on a server without Stripe settings. */
export function isNotConfigured(error: unknown): boolean {
  return error instanceof ApiError && error.status === 503 && error.detail === BILLING_MESSAGES.notConfigured;
}

/** The server's own message (a 409's "already used" and friends are shown as they are). */
export function errorText(error: unknown): string {
  if (error instanceof ApiError) return error.detail;
  return 'Something went wrong. Please try again.';
}
