import { maxTier, storedTier, type Tier } from '@careerloom/contract';
import type { UserRow } from '../db/schema';

/**
 * The tier a user has now: their own (admin-granted), raised by what their subscription record
 * grants until `paidTierUntil` (billing keeps both from verified Stripe webhooks), and by a trial
 * that has not yet ended. When a trial or a paid period ends, the tier falls back on its own.
 */
export function effectiveTier(row: UserRow, now: Date): Tier {
  let base = storedTier(row.tier);
  if (row.paidTier && row.paidTierUntil && row.paidTierUntil > now) {
    base = maxTier(base, storedTier(row.paidTier));
  }
  if (row.trialTier && row.trialEndsAt && row.trialEndsAt > now) {
    return maxTier(base, storedTier(row.trialTier));
  }
  return base;
}
