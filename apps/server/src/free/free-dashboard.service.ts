import { type FreeDashboard, formatUtcDay, storedTier, type Tier, tierAtLeast } from '@careerloom/contract';
import { type ActivityTotals, activityService } from '../activity/activity.service';
import { automationStats } from '../automations/automation-stats';
import { trialUsed } from '../billing/billing.service';
import type { AppContext } from '../context';
import type { UserRow } from '../db/schema';
import { effectiveTier } from '../lib/effective-tier';
import { resumesRepository } from '../resumes/resumes.repository';
import { nextDailyReset, usageService } from '../usage/usage.service';
import { planCopy, type RunningTrial } from './free-plans';

/** How far back the dashboard looks for the latest analysis to quote. */
const RECENT_EVENTS = 100;

const startOfMonth = (at: Date) => new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), 1));
const count = (totals: ActivityTotals, kind: keyof ActivityTotals) => totals[kind]?.count ?? 0;
const times = (n: number, one: string, many: string) => `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`;

function runningTrial(user: UserRow, tier: Tier, now: Date): RunningTrial {
  if (!user.trialTier || !user.trialEndsAt || user.trialEndsAt <= now) return null;
  const own = storedTier(user.tier);
  // A trial of a plan the user already has is not worth mentioning.
  return tierAtLeast(own, tier) ? null : { tier: storedTier(user.trialTier), endsAt: user.trialEndsAt };
}

/**
 * The signed-in user's free dashboard: usage from the real counters (limits null where the tier
 * has none), the plan's features, limits and offers, insights from the activity log and stored
 * resume, and what their automations delivered.
 */
export function freeDashboardService(ctx: AppContext) {
  const usage = usageService(ctx);
  const activity = activityService(ctx);
  const resumes = resumesRepository(ctx.db);

  async function insightsFor(user: UserRow, month: ActivityTotals): Promise<string[]> {
    const insights: string[] = [];
    const questions = count(month, 'chat');
    if (questions > 0)
      insights.push(`You asked the assistant ${times(questions, 'question', 'questions')} this month.`);
    const analyses = month.data_analysis;
    if (analyses && analyses.count > 0) {
      const rows = analyses.detail.rows ?? 0;
      insights.push(
        `You analysed ${times(analyses.count, 'dataset', 'datasets')} this month (${times(rows, 'row', 'rows')}).`,
      );
      const latest = (await activity.recent(user.id, RECENT_EVENTS)).find((e) => e.kind === 'data_analysis');
      if (latest) insights.push(`Latest analysis: ${latest.summary.replace(/^Analysed /, '')}`);
    }
    const runs = count(month, 'automation_run');
    if (runs > 0) insights.push(`Your automations delivered ${times(runs, 'run', 'runs')} this month.`);
    const resume = await resumes.latest(user.id);
    insights.push(
      resume
        ? `Your resume is stored (version ${resume.version}, added ${formatUtcDay(resume.createdAt)}); the assistant can review it when you ask.`
        : 'No resume stored yet: add one so the assistant can review it and tailor its answers.',
    );
    if (questions === 0 && !analyses?.count && runs === 0) {
      insights.unshift(
        'Nothing yet this month: ask the assistant a question or analyse a CSV file to see your insights here.',
      );
    }
    return insights;
  }

  return {
    async forUser(user: UserRow): Promise<FreeDashboard> {
      const now = ctx.clock();
      const tier = effectiveTier(user, now);
      const subject = { kind: 'user' as const, userId: user.id, tier };
      const trial = runningTrial(user, tier, now);
      const [quota, automations, month, automation] = await Promise.all([
        usage.aiQueryState(subject),
        usage.automationState(user.id, tier),
        activity.totals(user.id, startOfMonth(now)),
        automationStats(ctx, user.id),
      ]);
      return {
        usage_stats: {
          daily_queries_used: quota.dailyUsed,
          daily_limit: quota.dailyLimit,
          monthly_queries_used: quota.monthlyUsed,
          monthly_limit: quota.monthlyLimit,
          daily_automations_used: automations.dailyUsed,
          daily_automation_limit: automations.dailyLimit,
          resets_at: nextDailyReset(now).toISOString(),
        },
        ...planCopy(tier, trial),
        plan: {
          tier,
          trialEndsAt: trial ? trial.endsAt.toISOString() : null,
          trialAvailable: !trialUsed(user) && tier === 'free',
        },
        insights: await insightsFor(user, month),
        automation,
      };
    },
  };
}
