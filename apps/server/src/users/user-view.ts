import { tierSchema, type User, type UserRole, userRoleSchema } from '@careerloom/contract';
import type { UserRow } from '../db/schema';
import { effectiveTier } from '../lib/effective-tier';

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
