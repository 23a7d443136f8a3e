import type { CheckoutPlan, SubscriptionStatus } from '@careerloom/contract';

const DAY = 86_400_000;
/**
 * An active subscription renews at its period end; Stripe's renewal webhook may take a while (it
 * retries for up to three days), so access runs this long past the period end unless the
 * subscription is set to cancel then.
 */
export const RENEWAL_GRACE_MS = 3 * DAY;
/** A subscription whose payment failed keeps its plan this long while Stripe retries the card. */
export const PAST_DUE_GRACE_MS = 7 * DAY;

export type SubscriptionFacts = {
  plan: CheckoutPlan | null;
  status: SubscriptionStatus | null;
  currentPeriodEnd: Date | null;
  cancelAtPeriodEnd: boolean;
  pastDueSince: Date | null;
  endedAt: Date | null;
};

/**
 * What a subscription record grants: its plan until a moment, or nothing. Active and trialing
 * subscriptions grant to the period end (plus the renewal grace unless they cancel then); past-due
 * ones for the grace after the first failed payment; a canceled one only while a cancel-at-period-end
 * period is still running; an ended (deleted) one, or any other status, nothing. The result is kept
 * on the user row (`paidTier`, `paidTierUntil`), so falling back at the end needs no job.
 */
export function subscriptionAccess(s: SubscriptionFacts): { tier: CheckoutPlan; until: Date } | null {
  if (!s.plan || !s.status || s.endedAt) return null;
  const periodEnd = s.currentPeriodEnd;
  switch (s.status) {
    case 'active':
    case 'trialing':
      if (!periodEnd) return null;
      return {
        tier: s.plan,
        until: s.cancelAtPeriodEnd ? periodEnd : new Date(periodEnd.getTime() + RENEWAL_GRACE_MS),
      };
    case 'past_due': {
      if (!s.pastDueSince) return null;
      const graceEnd = s.pastDueSince.getTime() + PAST_DUE_GRACE_MS;
      const end = s.cancelAtPeriodEnd && periodEnd ? Math.min(graceEnd, periodEnd.getTime()) : graceEnd;
      return { tier: s.plan, until: new Date(end) };
    }
    case 'canceled':
      return s.cancelAtPeriodEnd && periodEnd ? { tier: s.plan, until: periodEnd } : null;
    default:
      return null;
  }
}
