import type { AiSettings, AppNotification, AutomationStep } from '@careerloom/contract';
import { activityService } from '../activity/activity.service';
import type { AppContext } from '../context';
import { aiSettingsOf } from '../users/ai-settings.repository';
import { buildActivityReport } from './activity-report';
import { type AutomationRow, automationsRepository } from './automations.repository';
import { notificationsRepository, toNotification } from './notifications.repository';
import { shortTask } from './planner';
import { stepsToRun } from './run-policy';
import { batchedDeliveryTime, nextRunAfter } from './schedule';
import { STEP_MINUTES_SAVED } from './time-saved';

/** The subset of a logger the runner writes to (Fastify's and pino's both fit). */
export type RunnerLog = {
  info(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
};

export type RunSummary = {
  /** Plans that ran and delivered. */
  ran: number;
  /** Recurring plans whose due run the user's settings skipped (their next run moved on). */
  skipped: number;
  /** Due plans left waiting: batched by notification frequency, or one-off plans paused by settings. */
  held: number;
  failed: number;
};

/** How many due plans one tick looks at; the rest wait for the next tick. */
const TICK_BATCH = 200;

const DO_IT_YOURSELF: Partial<Record<AutomationStep['action'], string>> = {
  send_email: 'send the email',
  post_message: 'post the message',
  enter_data: 'enter the data',
  book_meeting: 'book the meeting',
};

function reminderBody(row: AutomationRow): string {
  const yourself = row.steps.filter((s) => !s.runs).map((s) => DO_IT_YOURSELF[s.action]);
  const lines = [row.task, '', `Schedule: ${row.schedule.text}.`];
  if (yourself.length) {
    lines.push(
      `Over to you: ${yourself.join(', ')}. Careerloom reminds you at the scheduled time; it does not do this for you.`,
    );
  }
  return lines.join('\n');
}

/**
 * Delivers one run of a plan: the reminder and report steps become in-app notifications, the run
 * and any report are recorded as activity (with the minutes the delivered steps saved), and the
 * plan's run count and last run move on. Reads happen first and all writes in one transaction,
 * so a failed run leaves no half delivery behind.
 */
export async function deliverRun(
  ctx: AppContext,
  row: AutomationRow,
  steps: AutomationStep[],
  now: Date,
): Promise<AppNotification[]> {
  const title = shortTask(row.task);
  const since = row.lastRunAt ?? row.createdAt;
  const report = steps.some((s) => s.action === 'report')
    ? await buildActivityReport(ctx, row.userId, since, now)
    : null;
  const minutesSaved = steps.reduce((sum, s) => sum + STEP_MINUTES_SAVED[s.action], 0);

  return ctx.db.transaction(async (tx) => {
    const notifications = notificationsRepository(tx);
    const activity = activityService({ ...ctx, db: tx });
    const delivered: AppNotification[] = [];
    for (const step of steps) {
      if (step.action === 'remind') {
        const created = await notifications.insert({
          userId: row.userId,
          automationId: row.id,
          kind: 'reminder',
          title: `Reminder: ${title}`,
          body: reminderBody(row),
          createdAt: now,
        });
        delivered.push(toNotification(created));
      } else if (step.action === 'report' && report) {
        const created = await notifications.insert({
          userId: row.userId,
          automationId: row.id,
          kind: 'report',
          title: `Report: ${title}`,
          body: report.body,
          createdAt: now,
        });
        delivered.push(toNotification(created));
        await activity.record(row.userId, 'report', `Report delivered: ${title}`, {
          automationId: row.id,
          ...report.figures,
        });
      }
    }
    await activity.record(row.userId, 'automation_run', `Automation ran: ${title}`, {
      automationId: row.id,
      minutesSaved,
      reminders: delivered.filter((n) => n.kind === 'reminder').length,
      reports: delivered.filter((n) => n.kind === 'report').length,
    });
    await automationsRepository(tx).countRun(row.id, now);
    return delivered;
  });
}

/**
 * Runs every plan due at `now` once. Each plan is claimed with a conditional UPDATE before it
 * runs (see `claim`), so concurrent calls, in one process or several, never deliver a due run
 * twice: delivery is at most once, and a run that fails after its claim is counted as a failure
 * rather than retried. The user's AI settings apply (see `run-policy.ts`), and their notification
 * frequency holds a due plan until the next hour or midnight UTC so deliveries arrive batched.
 * Missed runs (the server was down) are not replayed one by one: the plan runs once and its next
 * run is the next occurrence after `now`. Tests call this with a fake clock.
 */
export async function runDueAutomations(ctx: AppContext, now: Date, log?: RunnerLog): Promise<RunSummary> {
  const repo = automationsRepository(ctx.db);
  const summary: RunSummary = { ran: 0, skipped: 0, held: 0, failed: 0 };
  const settingsOf = new Map<number, AiSettings>();

  for (const row of await repo.due(now, TICK_BATCH)) {
    let settings = settingsOf.get(row.userId);
    if (!settings) {
      settings = await aiSettingsOf(ctx, row.userId);
      settingsOf.set(row.userId, settings);
    }
    const steps = stepsToRun(settings, row.steps);
    const next = nextRunAfter(row.schedule, now);

    if (steps.length === 0) {
      if (!next) {
        summary.held += 1;
        continue;
      }
      if (await repo.claim(row.id, now, { nextRunAt: next, status: 'scheduled' })) summary.skipped += 1;
      continue;
    }
    if (row.nextRunAt && batchedDeliveryTime(row.nextRunAt, settings.notificationFrequency) > now) {
      summary.held += 1;
      continue;
    }
    const claimed = await repo.claim(row.id, now, { nextRunAt: next, status: next ? 'scheduled' : 'completed' });
    if (!claimed) continue;
    try {
      const delivered = await deliverRun(ctx, row, steps, now);
      summary.ran += 1;
      log?.info({ automationId: row.id, userId: row.userId, delivered: delivered.length }, 'automation ran');
    } catch (error) {
      summary.failed += 1;
      log?.error({ err: error, automationId: row.id, userId: row.userId }, 'automation run failed');
      await repo.countFailure(row.id).catch(() => undefined);
    }
  }
  return summary;
}
