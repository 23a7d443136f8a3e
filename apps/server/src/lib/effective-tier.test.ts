import { storedTier } from '@careerloom/contract';
import { describe, expect, it } from 'vitest';
import type { UserRow } from '../db/schema';
import { effectiveTier } from './effective-tier';

const now = new Date('2026-11-26T12:00:00Z');
const later = new Date('2026-12-10T12:00:00Z');
const earlier = new Date('2026-11-01T12:00:00Z');

function row(overrides: Partial<UserRow>): UserRow {
  return {
    id: 1,
    username: 'ada',
    email: 'ada@example.com',
    passwordHash: 'x',
    fullName: 'Ada',
    role: 'jobseeker',
    tier: 'free',
    trialTier: null,
    trialEndsAt: null,
    trialUsedAt: null,
    trialNoticeSeenAt: null,
    paidTier: null,
    paidTierUntil: null,
    isAdmin: false,
    bio: '',
    headline: '',
    skills: [],
    location: '',
    companyName: '',
    createdAt: earlier,
    updatedAt: earlier,
    ...overrides,
  };
}

describe('storedTier', () => {
  it('keeps every known tier and reads anything else as free', () => {
    for (const tier of ['free', 'jobseeker', 'professional', 'enterprise', 'quantum'] as const) {
      expect(storedTier(tier)).toBe(tier);
    }
    for (const value of [null, undefined, '', 'gold', 'Enterprise', 'toString', '__proto__']) {
      expect(storedTier(value)).toBe('free');
    }
  });
});

describe('effectiveTier', () => {
  it('is the account tier, free when the stored value is unknown', () => {
    expect(effectiveTier(row({ tier: 'professional' }), now)).toBe('professional');
    expect(effectiveTier(row({ tier: 'platinum' }), now)).toBe('free');
  });

  it('is raised by a paid tier until its period ends, and by a running trial', () => {
    expect(effectiveTier(row({ paidTier: 'jobseeker', paidTierUntil: later }), now)).toBe('jobseeker');
    expect(effectiveTier(row({ paidTier: 'jobseeker', paidTierUntil: earlier }), now)).toBe('free');
    expect(effectiveTier(row({ trialTier: 'enterprise', trialEndsAt: later }), now)).toBe('enterprise');
    expect(effectiveTier(row({ trialTier: 'enterprise', trialEndsAt: earlier }), now)).toBe('free');
  });

  it('never lowers the account tier: a lower or unknown paid or trial tier leaves it', () => {
    const owner = { tier: 'enterprise' };
    expect(effectiveTier(row({ ...owner, paidTier: 'jobseeker', paidTierUntil: later }), now)).toBe('enterprise');
    expect(effectiveTier(row({ ...owner, trialTier: 'bogus', trialEndsAt: later }), now)).toBe('enterprise');
  });
});
