import { storedTier, type User, type UserRole, userRoleSchema } from '@careerloom/contract';
import type { UserRow } from '../db/schema';
import { effectiveTier } from '../lib/effective-tier';

// Set look-ups, not a schema parse: this view is built on every authenticated `GET /api/user`.
const ROLES: ReadonlySet<string> = new Set(userRoleSchema.options);

/** The allow-listed view of an account that leaves the server (no hash, no admin flag). */
export function toUser(row: UserRow, now: Date): User {
  const trialRunning = Boolean(row.trialTier && row.trialEndsAt && row.trialEndsAt > now);
  return {
    id: row.id,
    username: row.username,
    email: row.email,
    fullName: row.fullName,
    role: ROLES.has(row.role) ? (row.role as UserRole) : 'jobseeker',
    subscriptionTier: effectiveTier(row, now),
    trialTier: trialRunning ? storedTier(row.trialTier) : null,
    trialEndsAt: trialRunning && row.trialEndsAt ? row.trialEndsAt.toISOString() : null,
    bio: row.bio,
    headline: row.headline,
    skills: row.skills,
    location: row.location,
    companyName: row.companyName,
    createdAt: row.createdAt.toISOString(),
  };
}
