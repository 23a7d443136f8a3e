import {
  FREE_DAILY_AUTOMATIONS,
  FREE_DAILY_QUERIES,
  FREE_MONTHLY_QUERIES,
  formatUtcDay,
  GUEST_DAILY_QUERIES,
  GUEST_MONTHLY_QUERIES,
  type Tier,
  tierAtLeast,
} from '@careerloom/contract';
import type { AppContext } from '../context';
import { AppError } from '../errors';
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
const AUTOMATION = 'automation';

/** The next midnight UTC after `at`, when daily counters start again. */
export function nextDailyReset(at: Date): Date {
  return new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate() + 1));
}

/** '00:00 UTC (in 5 h 12 min)': the reset time as a person reads it in an error message. */
function secondsUntilReset(at: Date, monthly = false): number {
  const reset = monthly ? new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth() + 1, 1)) : nextDailyReset(at);
  return Math.max(1, Math.ceil((reset.getTime() - at.getTime()) / 1000));
}

function resetPhrase(at: Date): string {
  const minutes = Math.max(1, Math.ceil((nextDailyReset(at).getTime() - at.getTime()) / 60_000));
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return `midnight UTC (${formatUtcDay(nextDailyReset(at))}, 00:00 UTC, in ${h ? `${h} h ` : ''}${m} min)`;
}

/** UTC periods: counters reset at midnight UTC and on the 1st of the month UTC (rulings). */
export function usagePeriods(at: Date): { day: string; month: string } {
  const iso = at.toISOString();
  return { day: `d:${iso.slice(0, 10)}`, month: `m:${iso.slice(0, 7)}` };
}

/**
 * Quotas of the rulings: guests 10 a day and 100 a month per browser and per address, free users
 * 25 a day and 500 a month, job seeker and above counted without a cap (their abuse guard is the
 * rate limit).
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
    // Job seeker and above are counted too, without a cap, so their dashboards show real use.
    const uncapped = tierAtLeast(subject.tier, 'jobseeker');
    return [
      { subject: `user:${subject.userId}`, kind: AI_QUERY, period: day, limit: uncapped ? null : FREE_DAILY_QUERIES },
      {
        subject: `user:${subject.userId}`,
        kind: AI_QUERY,
        period: month,
        limit: uncapped ? null : FREE_MONTHLY_QUERIES,
      },
    ];
  }

  return {
    /** Spends one AI query or throws QUOTA_EXCEEDED with a message saying what to do next. */
    async consumeAiQuery(subject: UsageSubject): Promise<void> {
      const now = ctx.clock();
      try {
        await repo.incrementAll(countersFor(subject, now), now);
      } catch (error) {
        if (!(error instanceof LimitReached)) throw error;
        const monthly = error.counter.period.startsWith('m:');
        const who = subject.kind === 'guest' ? 'guest' : 'free';
        const when = monthly ? 'on the 1st of next month (UTC)' : `after ${resetPhrase(now)}`;
        throw new AppError(
          'QUOTA_EXCEEDED',
          `You have used all ${error.counter.limit} ${who} AI questions for this ${monthly ? 'month' : 'day'}. ` +
            (subject.kind === 'guest'
              ? `Sign up for more, or come back ${when}.`
              : `Upgrade to Job Seeker for unlimited questions, or come back ${when}.`),
          secondsUntilReset(now, monthly),
        );
      }
    },
    /** Spends one of a free user's daily automations (5 a day); job seeker and above are not capped. */
    async consumeAutomation(userId: number, tier: Tier): Promise<void> {
      const now = ctx.clock();
      const counter = {
        subject: `user:${userId}`,
        kind: AUTOMATION,
        period: usagePeriods(now).day,
        limit: tierAtLeast(tier, 'jobseeker') ? null : FREE_DAILY_AUTOMATIONS,
      };
      try {
        await repo.incrementAll([counter], now);
      } catch (error) {
        if (!(error instanceof LimitReached)) throw error;
        throw new AppError(
          'QUOTA_EXCEEDED',
          `You have set up all ${FREE_DAILY_AUTOMATIONS} free automations for today. ` +
            `Upgrade to Job Seeker for more, or come back after ${resetPhrase(now)}.`,
          secondsUntilReset(now),
        );
      }
    },
    /** Automations set up today and the daily cap (null when the tier has none). */
    async automationState(userId: number, tier: Tier): Promise<{ dailyUsed: number; dailyLimit: number | null }> {
      const dailyUsed = await repo.read(`user:${userId}`, AUTOMATION, usagePeriods(ctx.clock()).day);
      return { dailyUsed, dailyLimit: tierAtLeast(tier, 'jobseeker') ? null : FREE_DAILY_AUTOMATIONS };
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
