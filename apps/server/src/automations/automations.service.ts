import type {
  AiSettings,
  AppNotification,
  Automation,
  AutomationBody,
  AutomationResponse,
  AutomationRunResponse,
  AutomationType,
} from '@careerloom/contract';
import { activityService } from '../activity/activity.service';
import type { AppContext } from '../context';
import type { UserRow } from '../db/schema';
import { AppError } from '../errors';
import { effectiveTier } from '../lib/effective-tier';
import { usageService } from '../usage/usage.service';
import { aiSettingsOf } from '../users/ai-settings.repository';
import { type AutomationRow, automationsRepository, type StoredStatus } from './automations.repository';
import { NOTIFICATION_PAGE, notificationsRepository, toNotification } from './notifications.repository';
import { planAutomation, shortTask } from './planner';
import { settingsPauseReason, stepsToRun } from './run-policy';
import { deliverRun } from './runner';
import { batchedDeliveryTime, nextRunAfter, readSchedule } from './schedule';

const NOT_FOUND = 'Automation not found';
type NotificationList = { notifications: AppNotification[]; unread: number };

/**
 * The plan as the user sees it, with their AI settings applied: a scheduled plan the settings
 * stop shows as paused (no next run), and the next run of one that runs shows when the user's
 * notification frequency will deliver it.
 */
export function toAutomation(row: AutomationRow, settings: AiSettings): Automation {
  let status = row.status as StoredStatus;
  let nextRunAt: Date | null = status === 'scheduled' ? row.nextRunAt : null;
  if (status === 'scheduled' && settingsPauseReason(settings, row.steps)) {
    status = 'paused';
    nextRunAt = null;
  }
  if (nextRunAt) nextRunAt = batchedDeliveryTime(nextRunAt, settings.notificationFrequency);
  return {
    id: row.id,
    task: row.task,
    type: row.type as AutomationType,
    execution: {
      status,
      trigger: row.trigger,
      schedule: readSchedule(row.schedule),
      nextRunAt: nextRunAt?.toISOString() ?? null,
      lastRunAt: row.lastRunAt?.toISOString() ?? null,
      runs: row.runs,
      steps: row.steps,
    },
    createdAt: row.createdAt.toISOString(),
  };
}

/** A user's automation plans and the in-app notifications they deliver. */
export function automationsService(ctx: AppContext) {
  const repo = automationsRepository(ctx.db);
  const notifications = notificationsRepository(ctx.db);
  const activity = activityService(ctx);
  const usage = usageService(ctx);

  async function owned(userId: number, id: number): Promise<AutomationRow> {
    const row = await repo.findOwned(userId, id);
    if (!row) throw new AppError('NOT_FOUND', NOT_FOUND);
    return row;
  }

  /** The newest notifications first, and how many are unread. */
  async function latestNotifications(userId: number): Promise<NotificationList> {
    const [rows, unread] = await Promise.all([
      notifications.latest(userId, NOTIFICATION_PAGE),
      notifications.unreadCount(userId),
    ]);
    return { notifications: rows.map(toNotification), unread };
  }

  async function view(row: AutomationRow): Promise<Automation> {
    return toAutomation(row, await aiSettingsOf(ctx, row.userId));
  }

  return {
    /**
     * Plans and stores an automation, its schedule read in `body.timeZone` (UTC when absent). One
     * of the free tier's daily automations is spent before anything is stored, so a refused
     * request (429) leaves nothing behind; an unknown zone is refused earlier, by the contract.
     */
    async create(user: UserRow, body: AutomationBody): Promise<AutomationResponse> {
      const now = ctx.clock();
      const tier = effectiveTier(user, now);
      const plan = planAutomation(body, now, tier);
      await usage.consumeAutomation(user.id, tier);
      const row = await repo.insert({
        userId: user.id,
        task: plan.task,
        type: plan.type,
        trigger: plan.trigger,
        schedule: plan.schedule,
        steps: plan.steps,
        status: plan.status,
        nextRunAt: plan.nextRunAt,
        createdAt: now,
      });
      await activity.record(user.id, 'automation_created', `Automation set up: ${shortTask(plan.task)}`, {
        automationId: row.id,
        steps: plan.steps.length,
        runnableSteps: plan.steps.filter((s) => s.runs).length,
      });
      return { automation: await view(row), premium_features: plan.premiumFeatures };
    },

    async list(userId: number): Promise<Automation[]> {
      const settings = await aiSettingsOf(ctx, userId);
      return (await repo.listOwned(userId)).map((row) => toAutomation(row, settings));
    },

    async remove(userId: number, id: number): Promise<void> {
      if (!(await repo.deleteOwned(userId, id))) throw new AppError('NOT_FOUND', NOT_FOUND);
    },

    /** Stops the schedule; the next run is kept so a one-off plan can resume on time. */
    async pause(userId: number, id: number): Promise<Automation> {
      const row = await owned(userId, id);
      if (row.status === 'paused') return view(row);
      if (row.status !== 'scheduled') throw new AppError('CONFLICT', cannotChange(row, 'paused'));
      const paused = await repo.setStatus(userId, id, 'scheduled', 'paused', row.nextRunAt);
      return view(paused ?? (await owned(userId, id)));
    },

    /**
     * Starts the schedule again from now: a recurring plan runs at its next occurrence (runs
     * missed while paused are not made up), a one-off plan at its time or at once if that passed.
     */
    async resume(userId: number, id: number): Promise<Automation> {
      const row = await owned(userId, id);
      if (row.status === 'scheduled') return view(row);
      if (row.status !== 'paused') throw new AppError('CONFLICT', cannotChange(row, 'resumed'));
      const now = ctx.clock();
      const next = nextRunAfter(row.schedule, now) ?? (row.nextRunAt && row.nextRunAt > now ? row.nextRunAt : now);
      const resumed = await repo.setStatus(userId, id, 'paused', 'scheduled', next);
      return view(resumed ?? (await owned(userId, id)));
    },

    /**
     * Runs a plan now, whatever its schedule (which does not move): the user asked, so the
     * notification frequency does not hold it back, but the assistant switch and automation
     * level still apply.
     */
    async runNow(userId: number, id: number): Promise<AutomationRunResponse> {
      const row = await owned(userId, id);
      if (!row.steps.some((s) => s.runs)) {
        throw new AppError(
          'CONFLICT',
          'None of this automation’s steps run on your plan yet, so there is nothing to run.',
        );
      }
      const settings = await aiSettingsOf(ctx, userId);
      const reason = settingsPauseReason(settings, row.steps);
      if (reason) throw new AppError('CONFLICT', reason);
      const delivered = await deliverRun(ctx, row, stepsToRun(settings, row.steps), ctx.clock());
      return { automation: toAutomation(await owned(userId, id), settings), delivered };
    },

    notifications: latestNotifications,

    async markAllRead(userId: number): Promise<NotificationList> {
      await notifications.markAllRead(userId, ctx.clock());
      return latestNotifications(userId);
    },
  };
}

function cannotChange(row: AutomationRow, change: 'paused' | 'resumed'): string {
  if (row.status === 'completed') return `This one-off automation has already run, so it cannot be ${change}.`;
  return `None of this automation’s steps run on your plan yet, so it cannot be ${change}.`;
}
