import { and, type Column, count, eq, gte, lt } from 'drizzle-orm';
import type { AppContext } from '../context';
import { activityEvents, automations, resumes, users } from '../db/schema';
import { effectiveTier } from '../lib/effective-tier';
import { usageService } from '../usage/usage.service';
import { automationStats } from './automation-stats';
import { formatUtcMinute } from './schedule';

export type ActivityReport = {
  body: string;
  /** The figures of the report, recorded on its 'report' activity event. */
  figures: {
    questions: number;
    datasets: number;
    resumes: number;
    careerDocuments: number;
    automationRuns: number;
  };
};

/** Career activity kinds the report names, with how it names them. */
const CAREER_KINDS = [
  ['resume_analysed', 'resume analysis', 'resume analyses'],
  ['cover_letter', 'cover letter', 'cover letters'],
  ['interview_prep', 'interview preparation', 'interview preparations'],
  ['opportunity_search', 'job search', 'job searches'],
] as const;

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/**
 * The user's own activity from `since` up to (not including) `now`, so consecutive reports count
 * each event once: questions they asked the assistant, datasets analysed, resumes and career
 * documents, their AI quota and what their automations delivered. Every figure is read from the database; nothing is estimated except the
 * time saved, whose per-step minutes are documented in `time-saved.ts`.
 */
export async function buildActivityReport(
  ctx: AppContext,
  userId: number,
  since: Date,
  now: Date,
): Promise<ActivityReport> {
  const inPeriod = (createdAt: Column) => and(gte(createdAt, since), lt(createdAt, now));

  const [resumesRow] = await ctx.db
    .select({ n: count() })
    .from(resumes)
    .where(and(eq(resumes.userId, userId), inPeriod(resumes.createdAt)));
  const events = await ctx.db
    .select({ kind: activityEvents.kind, detail: activityEvents.detail })
    .from(activityEvents)
    .where(and(eq(activityEvents.userId, userId), inPeriod(activityEvents.createdAt)));
  const [activeRow] = await ctx.db
    .select({ n: count() })
    .from(automations)
    .where(and(eq(automations.userId, userId), eq(automations.status, 'scheduled')));
  const [user] = await ctx.db.select().from(users).where(eq(users.id, userId));
  const quota = user
    ? await usageService(ctx).aiQueryState({ kind: 'user', userId, tier: effectiveTier(user, now) })
    : null;
  const overall = await automationStats(ctx, userId);

  const kindCount = (kind: string) => events.filter((e) => e.kind === kind).length;
  const detailSum = (kind: string, key: string) =>
    events
      .filter((e) => e.kind === kind)
      .reduce((sum, e) => sum + (typeof e.detail[key] === 'number' ? (e.detail[key] as number) : 0), 0);

  // Every chat surface (the assistant panel, the free chat, the job seeker chat) records a 'chat' event.
  const questions = kindCount('chat');
  const datasets = kindCount('data_analysis');
  const rows = detailSum('data_analysis', 'rows');
  const resumesAdded = resumesRow?.n ?? 0;
  const automationRuns = kindCount('automation_run');
  const career = CAREER_KINDS.map(([kind, one, many]) => ({
    n: kindCount(kind),
    text: plural(kindCount(kind), one, many),
  })).filter((c) => c.n > 0);

  const lines = [`Your activity from ${formatUtcMinute(since)} to ${formatUtcMinute(now)}:`];
  lines.push(`- Questions asked to the assistant: ${questions}`);
  lines.push(`- Datasets analysed: ${datasets}${rows > 0 ? ` (${rows.toLocaleString('en-US')} rows)` : ''}`);
  const careerParts = [
    ...(resumesAdded > 0 ? [plural(resumesAdded, 'resume added', 'resumes added')] : []),
    ...career.map((c) => c.text),
  ];
  lines.push(`- Resumes and career documents: ${careerParts.length ? careerParts.join(', ') : 'none'}`);
  if (quota) {
    lines.push(
      quota.dailyLimit === null
        ? `- AI questions today: ${quota.dailyUsed} (no daily cap on your plan)`
        : `- AI questions today: ${quota.dailyUsed} of ${quota.dailyLimit}; this month: ${quota.monthlyUsed} of ${quota.monthlyLimit}`,
    );
  }
  lines.push(
    `- Automations: ${plural(activeRow?.n ?? 0, 'active plan', 'active plans')}, ` +
      `${plural(automationRuns, 'run', 'runs')} delivered in this period; ` +
      `${overall.time_saved} saved so far, ${overall.success_rate}% of runs delivered`,
  );
  const quiet = questions + datasets + resumesAdded + career.length === 0;
  if (quiet) lines.push('Nothing new from you in this period: ask a question or analyse a dataset to see it here.');

  return {
    body: lines.join('\n'),
    figures: {
      questions,
      datasets,
      resumes: resumesAdded,
      careerDocuments: career.reduce((sum, c) => sum + c.n, 0),
      automationRuns,
    },
  };
}
