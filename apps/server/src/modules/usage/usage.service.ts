import {
  FREE_DAILY_QUERIES,
  FREE_MONTHLY_QUERIES,
  GUEST_DAILY_QUERIES,
  GUEST_MONTHLY_QUERIES,
  type Tier,
  tierAtLeast,
} from '@careerloom/contract';
import type { AppContext } from '../../context';
import { AppError } from '../../errors';
import { type CounterSpec, LimitReached, usageRepository } from './usage.repository';

/** Who spends an AI query: a signed-in user with their tier, or a guest browser from an address. */
export type UsageSubject =
  | { kind: 'user'; userId: number; tier: Tier }
  | { kind: 'guest'; guestId: string; ip: string };

export type QuotaState = {
  dailyUsed: number;
  dailyLimit: number | null;
  monthlyUsed: number;
  monthlyLimit: number | null;
};

const AI_QUERY = 'ai_query';

/** UTC periods: counters reset at midnight UTC and on the 1st of the month UTC (rulings). */
export function usagePeriods(at: Date): { day: string; month: string } {
  const iso = at.toISOString();
  return { day: `d:${iso.slice(0, 10)}`, month: `m:${iso.slice(0, 7)}` };
}

/**
 * Quotas of the rulings: guests 10 a day and 100 a month per browser and per address, free users
 * 25 a day and 500 a month, job seeker and above no cap (their abuse guard is the rate limit).
 */
export function usageService(ctx: AppContext) {
  const repo = usageRepository(ctx.db);

  function countersFor(subject: UsageSubject, at: Date): CounterSpec[] {
    const { day, month } = usagePeriods(at);
    if (subject.kind === 'guest') {
      const ipDaily = ctx.config.guestIpDailyQueries;
      return [
        { subject: `guest:${subject.guestId}`, kind: AI_QUERY, period: day, limit: GUEST_DAILY_QUERIES },
        { subject: `guest:${subject.guestId}`, kind: AI_QUERY, period: month, limit: GUEST_MONTHLY_QUERIES },
        { subject: `ip:${subject.ip}`, kind: AI_QUERY, period: day, limit: ipDaily },
      ];
    }
    if (tierAtLeast(subject.tier, 'jobseeker')) return [];
    return [
      { subject: `user:${subject.userId}`, kind: AI_QUERY, period: day, limit: FREE_DAILY_QUERIES },
      { subject: `user:${subject.userId}`, kind: AI_QUERY, period: month, limit: FREE_MONTHLY_QUERIES },
    ];
  }

  return {
    /** Spends one AI query or throws QUOTA_EXCEEDED with a message saying what to do next. */
    async consumeAiQuery(subject: UsageSubject): Promise<void> {
      const counters = countersFor(subject, ctx.clock());
      if (counters.length === 0) return;
      try {
        await repo.incrementAll(counters, ctx.clock());
      } catch (error) {
        if (!(error instanceof LimitReached)) throw error;
        const monthly = error.counter.period.startsWith('m:');
        const who = subject.kind === 'guest' ? 'guest' : 'free';
        throw new AppError(
          'QUOTA_EXCEEDED',
          `You have used all ${error.counter.limit} ${who} AI questions for this ${monthly ? 'month' : 'day'}. ` +
            (subject.kind === 'guest'
              ? 'Sign up for more, or come back after midnight UTC.'
              : 'Upgrade to Job Seeker for unlimited questions, or come back after midnight UTC.'),
        );
      }
    },
    /** What a subject has used in the current day and month, with the limits that apply. */
    async aiQueryState(subject: UsageSubject): Promise<QuotaState> {
      const { day, month } = usagePeriods(ctx.clock());
      const key = subject.kind === 'guest' ? `guest:${subject.guestId}` : `user:${subject.userId}`;
      const counters = countersFor(subject, ctx.clock());
      const [dailyUsed, monthlyUsed] = await Promise.all([
        repo.read(key, AI_QUERY, day),
        repo.read(key, AI_QUERY, month),
      ]);
      return {
        dailyUsed,
        dailyLimit: counters.find((c) => c.period === day && c.subject === key)?.limit ?? null,
        monthlyUsed,
        monthlyLimit: counters.find((c) => c.period === month)?.limit ?? null,
      };
    },
  };
}
export type UsageService = ReturnType<typeof usageService>;
