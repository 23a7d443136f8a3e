import { maxTier, type Tier, tierSchema, type User, type UserRole, userRoleSchema } from '@careerloom/contract';
import type { UserRow } from './users.repository';

/**
 * The tier a user has now: their own (admin-granted), raised by what their subscription record
 * grants until `paidTierUntil` (billing keeps both from verified Stripe webhooks), and by a trial
 * that has not yet ended. When a trial or a paid period ends, the tier falls back on its own.
 */
export function effectiveTier(row: UserRow, now: Date): Tier {
  let base = tierSchema.catch('free').parse(row.tier);
  if (row.paidTier && row.paidTierUntil && row.paidTierUntil > now) {
    base = maxTier(base, tierSchema.catch('free').parse(row.paidTier));
  }
  if (row.trialTier && row.trialEndsAt && row.trialEndsAt > now) {
    return maxTier(base, tierSchema.catch('free').parse(row.trialTier));
  }
  return base;
}

/** The allow-listed view of an account that leaves the server (no hash, no admin flag). */
export function toUser(row: UserRow, now: Date): User {
  const trialRunning = Boolean(row.trialTier && row.trialEndsAt && row.trialEndsAt > now);
  return {
    id: row.id,
    username: row.username,
    email: row.email,
    fullName: row.fullName,
    role: userRoleSchema.catch('jobseeker' as UserRole).parse(row.role),
    subscriptionTier: effectiveTier(row, now),
    trialTier: trialRunning ? tierSchema.catch('free').parse(row.trialTier) : null,
    trialEndsAt: trialRunning && row.trialEndsAt ? row.trialEndsAt.toISOString() : null,
    bio: row.bio,
    skills: row.skills,
    location: row.location,
    companyName: row.companyName,
    createdAt: row.createdAt.toISOString(),
  };
}
