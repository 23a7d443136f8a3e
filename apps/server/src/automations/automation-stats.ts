import { and, eq, sql } from 'drizzle-orm';
import type { AppContext } from '../context';
import { activityEvents, automations } from '../db/schema';
import { formatTimeSaved } from './time-saved';

/**
 * What the user's automations have done for them, from real runs: every delivered run is an
 * 'automation_run' activity event carrying the minutes its delivered steps saved (see
 * STEP_MINUTES_SAVED), so the totals survive deleting a plan. Failed runs are counted on the
 * plan itself (`automations.failures`); success rate is delivered runs over all attempted runs,
 * 0 when nothing has run yet.
 */
export async function automationStats(
  ctx: AppContext,
  userId: number,
): Promise<{ tasks_automated: number; time_saved: string; success_rate: number }> {
  const [delivered] = await ctx.db
    .select({
      runs: sql<number>`count(*)::int`,
      minutes: sql<number>`coalesce(sum((${activityEvents.detail}->>'minutesSaved')::numeric), 0)::float8`,
    })
    .from(activityEvents)
    .where(and(eq(activityEvents.userId, userId), eq(activityEvents.kind, 'automation_run')));
  const [failed] = await ctx.db
    .select({ failures: sql<number>`coalesce(sum(${automations.failures}), 0)::int` })
    .from(automations)
    .where(eq(automations.userId, userId));
  const runs = delivered?.runs ?? 0;
  const attempts = runs + (failed?.failures ?? 0);
  return {
    tasks_automated: runs,
    time_saved: formatTimeSaved(delivered?.minutes ?? 0),
    success_rate: attempts === 0 ? 0 : Math.round((runs / attempts) * 1000) / 10,
  };
}
