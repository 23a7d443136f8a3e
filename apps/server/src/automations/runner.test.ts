import {
  type AiSettings,
  type Automation,
  type AutomationType,
  automationListSchema,
  automationResponseSchema,
  notificationListSchema,
} from '@careerloom/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activityService } from '../activity/activity.service';
import type { AppContext } from '../context';
import { activityEvents, automations } from '../db/schema';
import { createTestApp, type Registered, type TestApp } from '../test/test-app';
import { usageService } from '../usage/usage.service';
import { saveAiSettings } from '../users/ai-settings.repository';
import { automationStats } from './automation-stats';
import { type RunSummary, runDueAutomations } from './runner';

/** Wednesday 18 November 2026, 10:15 UTC. */
const START = new Date('2026-11-18T10:15:00Z');
const LA = 'America/Los_Angeles';

/** A fresh app per group: the runner looks at every user's due plans, so groups must not share a database. */
function useApp(): () => TestApp {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({}, { clockStart: START });
  });
  afterAll(() => t.close());
  return () => t;
}

async function createPlan(
  t: TestApp,
  user: Registered,
  taskDescription: string,
  taskType: AutomationType = 'scheduling',
  timeZone?: string,
): Promise<Automation> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/free/automation',
    headers: { cookie: user.cookie },
    payload: { taskDescription, taskType, ...(timeZone ? { timeZone } : {}) },
  });
  expect(res.statusCode, res.body).toBe(201);
  return automationResponseSchema.parse(res.json()).automation;
}

/** Moves the fake clock to `iso` and runs what is due then, as one scheduler tick would. */
async function tickAt(t: TestApp, iso: string, ctx: AppContext = t.app.ctx): Promise<RunSummary> {
  t.clock.set(new Date(iso));
  return runDueAutomations(ctx, t.clock.now());
}

async function notificationsOf(t: TestApp, user: Registered) {
  const res = await t.app.inject({ method: 'GET', url: '/api/notifications', headers: { cookie: user.cookie } });
  return notificationListSchema.parse(res.json()).notifications;
}

async function plansOf(t: TestApp, user: Registered) {
  const res = await t.app.inject({ method: 'GET', url: '/api/automations', headers: { cookie: user.cookie } });
  return automationListSchema.parse(res.json()).automations;
}

const settings = (t: TestApp, user: Registered, change: Partial<AiSettings>) =>
  saveAiSettings(t.app.ctx, user.user.id, change);

describe('a daily reminder', () => {
  const app = useApp();

  it('delivers exactly once per day at its time, and once after a gap', async () => {
    const t = app();
    const me = await t.register();
    const plan = await createPlan(t, me, 'Remind me every day at 9am to check job alerts');
    expect(plan.execution.nextRunAt).toBe('2026-11-19T09:00:00.000Z');

    expect(await tickAt(t, '2026-11-19T08:59:59Z')).toEqual({ ran: 0, skipped: 0, held: 0, failed: 0 });
    expect(await tickAt(t, '2026-11-19T09:00:00Z')).toMatchObject({ ran: 1 });
    expect(await tickAt(t, '2026-11-19T09:00:30Z')).toMatchObject({ ran: 0 });
    expect(await tickAt(t, '2026-11-19T23:59:00Z')).toMatchObject({ ran: 0 });
    expect(await notificationsOf(t, me)).toHaveLength(1);

    expect(await tickAt(t, '2026-11-20T09:00:10Z')).toMatchObject({ ran: 1 });
    const delivered = await notificationsOf(t, me);
    expect(delivered.map((n) => n.createdAt)).toEqual(['2026-11-20T09:00:10.000Z', '2026-11-19T09:00:00.000Z']);
    expect(delivered[0]).toMatchObject({
      kind: 'reminder',
      automationId: plan.id,
      title: 'Reminder: Remind me every day at 9am to check job alerts',
      body: 'Remind me every day at 9am to check job alerts\n\nSchedule: Every day at 09:00 (UTC).',
      readAt: null,
    });

    // Three days without the server: one run on return, not three, and the schedule goes on.
    expect(await tickAt(t, '2026-11-23T10:00:00Z')).toMatchObject({ ran: 1 });
    const [after] = await plansOf(t, me);
    expect(after?.execution).toMatchObject({
      status: 'scheduled',
      runs: 3,
      lastRunAt: '2026-11-23T10:00:00.000Z',
      nextRunAt: '2026-11-24T09:00:00.000Z',
    });
    expect(await notificationsOf(t, me)).toHaveLength(3);
    expect(await automationStats(t.app.ctx, me.user.id)).toEqual({
      tasks_automated: 3,
      time_saved: '6 min',
      success_rate: 100,
    });
  });

  it('a one-off reminder runs once and is then completed', async () => {
    const t = app();
    const me = await t.register();
    t.clock.set(START);
    const plan = await createPlan(t, me, 'Remind me in 2 hours to send the follow-up');
    await tickAt(t, '2026-11-18T12:15:00Z');
    await tickAt(t, '2026-11-19T12:15:00Z');
    expect(await notificationsOf(t, me)).toHaveLength(1);
    const [done] = await plansOf(t, me);
    expect(done?.execution).toMatchObject({ status: 'completed', nextRunAt: null, runs: 1 });
    const pause = await t.app.inject({
      method: 'POST',
      url: `/api/automations/${plan.id}/pause`,
      headers: { cookie: me.cookie },
    });
    expect(pause.statusCode).toBe(409);
    expect(pause.json().message).toBe('This one-off automation has already run, so it cannot be paused.');
  });
});

describe('a report', () => {
  const app = useApp();

  it('reports the user’s real activity of the period, and only theirs', async () => {
    const t = app();
    const me = await t.register();
    const someoneElse = await t.register();
    t.clock.set(START);
    const plan = await createPlan(t, me, 'Send me a daily report at 18:00', 'reporting');
    expect(plan.execution.steps.map((s) => s.action)).toEqual(['report']);

    // What the user does during the day, through the real services.
    t.clock.set(new Date('2026-11-18T12:00:00Z'));
    const resume = await t.app.inject({
      method: 'POST',
      url: '/api/resumes',
      headers: { cookie: me.cookie },
      payload: { text: 'Jane Doe\njane@example.com\nExperience\nSoftware Engineer, Acme, 2020 - 2024\nSkills: SQL' },
    });
    expect(resume.statusCode, resume.body).toBe(201);
    const activity = activityService(t.app.ctx);
    await activity.record(me.user.id, 'data_analysis', 'Analysed sales.csv', { rows: 1200 });
    await activity.record(me.user.id, 'cover_letter', 'Cover letter for Acme');
    await activity.record(someoneElse.user.id, 'data_analysis', 'Not mine', { rows: 5 });
    // Two questions: one in the assistant panel (socket), one in the free dashboard's chat.
    const asked = await t.app.inject({
      method: 'POST',
      url: '/api/free/chat',
      headers: { cookie: me.cookie },
      payload: { message: 'How do I negotiate salary?', context: [] },
    });
    expect(asked.statusCode, asked.body).toBe(200);
    await activity.record(me.user.id, 'chat', 'Asked the assistant about remote work');
    const usage = usageService(t.app.ctx);
    for (let i = 0; i < 3; i++) await usage.consumeAiQuery({ kind: 'user', userId: me.user.id, tier: 'free' });

    expect(await tickAt(t, '2026-11-18T18:00:00Z')).toMatchObject({ ran: 1, failed: 0 });
    const [report] = await notificationsOf(t, me);
    expect(report?.kind).toBe('report');
    expect(report?.title).toBe('Report: Send me a daily report at 18:00');
    expect(report?.body.split('\n')).toEqual([
      'Your activity from Nov 18, 2026, 10:15 UTC to Nov 18, 2026, 18:00 UTC:',
      '- Questions asked to the assistant: 2',
      '- Datasets analysed: 1 (1,200 rows)',
      '- Resumes and career documents: 1 resume added, 1 cover letter',
      '- AI questions today: 4 of 25; this month: 4 of 500',
      '- Automations: 1 active plan, 0 runs delivered in this period; 0 min saved so far, 0% of runs delivered',
    ]);

    // The next day nothing new happened: the report says so instead of repeating yesterday.
    await tickAt(t, '2026-11-19T18:00:00Z');
    const [second] = await notificationsOf(t, me);
    expect(second?.body.split('\n')).toEqual([
      'Your activity from Nov 18, 2026, 18:00 UTC to Nov 19, 2026, 18:00 UTC:',
      '- Questions asked to the assistant: 0',
      '- Datasets analysed: 0',
      '- Resumes and career documents: none',
      '- AI questions today: 0 of 25; this month: 4 of 500',
      '- Automations: 1 active plan, 1 run delivered in this period; 15 min saved so far, 100% of runs delivered',
      'Nothing new from you in this period: ask a question or analyse a dataset to see it here.',
    ]);

    const reports = await t.db.select().from(activityEvents).where(eq(activityEvents.kind, 'report'));
    expect(reports.map((r) => r.detail)).toEqual([
      { automationId: plan.id, questions: 2, datasets: 1, resumes: 1, careerDocuments: 1, automationRuns: 0 },
      { automationId: plan.id, questions: 0, datasets: 0, resumes: 0, careerDocuments: 0, automationRuns: 1 },
    ]);
    expect(await automationStats(t.app.ctx, me.user.id)).toEqual({
      tasks_automated: 2,
      time_saved: '30 min',
      success_rate: 100,
    });
    expect(await notificationsOf(t, someoneElse)).toEqual([]);
  });
});

describe('concurrent ticks', () => {
  const app = useApp();

  it('never deliver a due run twice', async () => {
    const t = app();
    t.clock.set(START);
    const users = [await t.register(), await t.register(), await t.register()];
    for (const user of users) {
      await createPlan(t, user, 'Remind me every day at 9am to stretch');
      await createPlan(t, user, 'Daily report at 9am', 'reporting');
    }
    t.clock.set(new Date('2026-11-19T09:00:00Z'));
    const summaries = await Promise.all(
      Array.from({ length: 4 }, () => runDueAutomations(t.app.ctx, new Date('2026-11-19T09:00:00Z'))),
    );
    expect(summaries.reduce((sum, s) => sum + s.ran, 0)).toBe(6);
    expect(summaries.reduce((sum, s) => sum + s.failed, 0)).toBe(0);
    for (const user of users) {
      const delivered = await notificationsOf(t, user);
      expect(delivered.map((n) => n.kind).sort()).toEqual(['reminder', 'report']);
    }
    const rows = await t.db.select({ runs: automations.runs }).from(automations);
    expect(rows.map((r) => r.runs)).toEqual([1, 1, 1, 1, 1, 1]);
  });
});

describe('AI settings applied', () => {
  const app = useApp();

  it('a paused assistant or level Low skips due runs (the schedule moves on) and shows the plan paused', async () => {
    const t = app();
    const me = await t.register();
    t.clock.set(START);
    const plan = await createPlan(t, me, 'Remind me every day at 9am to check job alerts');
    await settings(t, me, { assistantEnabled: false });
    expect((await plansOf(t, me))[0]?.execution).toMatchObject({ status: 'paused', nextRunAt: null });

    expect(await tickAt(t, '2026-11-19T09:00:00Z')).toMatchObject({ ran: 0, skipped: 1 });
    await settings(t, me, { assistantEnabled: true, automationLevel: 'Low' });
    expect(await tickAt(t, '2026-11-20T09:00:00Z')).toMatchObject({ ran: 0, skipped: 1 });
    expect(await notificationsOf(t, me)).toEqual([]);
    const [row] = await t.db.select().from(automations).where(eq(automations.id, plan.id));
    expect(row?.nextRunAt?.toISOString()).toBe('2026-11-21T09:00:00.000Z');

    // Back to High: the next occurrence runs, not the skipped ones.
    await settings(t, me, { automationLevel: 'High' });
    expect(await tickAt(t, '2026-11-21T09:00:00Z')).toMatchObject({ ran: 1 });
    expect(await notificationsOf(t, me)).toHaveLength(1);
  });

  it('a one-off plan waits while automation is paused and runs once it is back', async () => {
    const t = app();
    const me = await t.register();
    t.clock.set(START);
    await createPlan(t, me, 'Remind me in 30 minutes to stretch');
    await settings(t, me, { assistantEnabled: false });
    expect(await tickAt(t, '2026-11-18T10:45:00Z')).toMatchObject({ ran: 0, held: 1 });
    await settings(t, me, { assistantEnabled: true });
    expect(await tickAt(t, '2026-11-18T11:00:00Z')).toMatchObject({ ran: 1 });
    expect((await plansOf(t, me))[0]?.execution.status).toBe('completed');
  });

  it('level Medium runs reminders only', async () => {
    const t = app();
    const me = await t.register();
    t.clock.set(START);
    await settings(t, me, { automationLevel: 'Medium' });
    const both = await createPlan(t, me, 'Daily report at 9am and remind me to review it', 'reporting');
    const reportOnly = await createPlan(t, me, 'Daily report at 9am', 'reporting');
    expect(both.execution.steps.map((s) => s.action)).toEqual(['report', 'remind']);
    expect(both.execution.status).toBe('scheduled');
    expect(reportOnly.execution).toMatchObject({ status: 'paused', nextRunAt: null });

    expect(await tickAt(t, '2026-11-19T09:00:00Z')).toMatchObject({ ran: 1, skipped: 1 });
    const delivered = await notificationsOf(t, me);
    expect(delivered.map((n) => [n.kind, n.automationId])).toEqual([['reminder', both.id]]);
    expect(await automationStats(t.app.ctx, me.user.id)).toMatchObject({ tasks_automated: 1, time_saved: '2 min' });
  });

  it('notification frequency Hourly holds deliveries to the top of the hour', async () => {
    const t = app();
    const me = await t.register();
    t.clock.set(START);
    await settings(t, me, { notificationFrequency: 'Hourly' });
    const plan = await createPlan(t, me, 'Remind me in 20 minutes to call back');
    expect(plan.execution.nextRunAt).toBe('2026-11-18T11:00:00.000Z');
    expect(await tickAt(t, '2026-11-18T10:35:00Z')).toMatchObject({ ran: 0, held: 1 });
    expect(await tickAt(t, '2026-11-18T10:59:59Z')).toMatchObject({ ran: 0, held: 1 });
    expect(await tickAt(t, '2026-11-18T11:00:00Z')).toMatchObject({ ran: 1 });
    expect((await notificationsOf(t, me)).map((n) => n.createdAt)).toEqual(['2026-11-18T11:00:00.000Z']);
  });

  it('notification frequency Daily delivers once a day at midnight UTC', async () => {
    const t = app();
    const me = await t.register();
    t.clock.set(START);
    await settings(t, me, { notificationFrequency: 'Daily' });
    await createPlan(t, me, 'Remind me every day at 9am to check job alerts');
    // Other tests' users share this database, so count this user's deliveries.
    const deliveredAt = async (iso: string) => {
      await tickAt(t, iso);
      return (await notificationsOf(t, me)).length;
    };
    expect(await deliveredAt('2026-11-19T09:00:00Z')).toBe(0);
    expect(await deliveredAt('2026-11-19T23:00:00Z')).toBe(0);
    expect(await deliveredAt('2026-11-20T00:00:00Z')).toBe(1);
    expect(await deliveredAt('2026-11-20T09:00:00Z')).toBe(1);
    expect(await deliveredAt('2026-11-21T00:00:00Z')).toBe(2);
    expect((await notificationsOf(t, me)).map((n) => n.createdAt)).toEqual([
      '2026-11-21T00:00:00.000Z',
      '2026-11-20T00:00:00.000Z',
    ]);
  });
});

describe('a failing run', () => {
  const app = useApp();

  it('is counted as a failure, not retried, and lowers the success rate', async () => {
    const t = app();
    const me = await t.register();
    t.clock.set(START);
    const plan = await createPlan(t, me, 'Remind me every day at 9am to check job alerts');
    // A database that refuses the delivery's transaction, as a full disk would.
    const db = t.app.ctx.db;
    const broken: AppContext = {
      ...t.app.ctx,
      db: new Proxy(db, {
        get(target, prop) {
          if (prop === 'transaction') return () => Promise.reject(new Error('disk full'));
          const value = Reflect.get(target, prop, target);
          return typeof value === 'function' ? value.bind(target) : value;
        },
      }),
    };
    expect(await tickAt(t, '2026-11-19T09:00:00Z', broken)).toMatchObject({ ran: 0, failed: 1 });
    expect(await tickAt(t, '2026-11-19T09:01:00Z')).toMatchObject({ ran: 0, failed: 0 });
    const [row] = await t.db.select().from(automations).where(eq(automations.id, plan.id));
    expect(row).toMatchObject({ runs: 0, failures: 1 });
    expect(row?.nextRunAt?.toISOString()).toBe('2026-11-20T09:00:00.000Z');
    expect(await notificationsOf(t, me)).toEqual([]);
    expect(await automationStats(t.app.ctx, me.user.id)).toEqual({
      tasks_automated: 0,
      time_saved: '0 min',
      success_rate: 0,
    });

    await tickAt(t, '2026-11-20T09:00:00Z');
    expect(await automationStats(t.app.ctx, me.user.id)).toEqual({
      tasks_automated: 1,
      time_saved: '2 min',
      success_rate: 50,
    });
  });
});

describe('schedules in the user’s time zone', () => {
  const app = useApp();

  it('a 9am daily reminder in Los Angeles runs at 09:00 there, before and after daylight saving ends', async () => {
    const t = app();
    t.clock.set(new Date('2026-10-30T12:00:00Z'));
    const me = await t.register();
    const plan = await createPlan(t, me, 'Remind me every day at 9am to log my applications', 'scheduling', LA);
    expect(plan.execution.schedule).toMatchObject({ cron: '0 9 * * *', timeZone: LA });
    // 09:00 PDT is 16:00 UTC.
    expect(plan.execution.nextRunAt).toBe('2026-10-30T16:00:00.000Z');
    expect(await tickAt(t, '2026-10-30T15:59:59Z')).toMatchObject({ ran: 0 });
    expect(await tickAt(t, '2026-10-30T16:00:00Z')).toMatchObject({ ran: 1 });
    expect(await tickAt(t, '2026-10-31T16:00:00Z')).toMatchObject({ ran: 1 });
    // Clocks went back on 1 November: 09:00 PST is 17:00 UTC, and nothing runs an hour early.
    expect(await tickAt(t, '2026-11-01T16:00:00Z')).toMatchObject({ ran: 0 });
    expect(await tickAt(t, '2026-11-01T17:00:00Z')).toMatchObject({ ran: 1 });
    const [after] = await plansOf(t, me);
    expect(after?.execution).toMatchObject({ runs: 3, nextRunAt: '2026-11-02T17:00:00.000Z' });
    const [latest] = await notificationsOf(t, me);
    expect(latest?.body).toContain('Schedule: Every day at 09:00 (America/Los_Angeles).');
  });
});

describe('an automation stored before time zones', () => {
  const app = useApp();

  it('(UTC, kind and HH:MM) still runs and lists', async () => {
    const t = app();
    t.clock.set(START);
    const me = await t.register();
    const legacy = { kind: 'daily', at: '09:00', text: 'Every day at 09:00 UTC' };
    const [row] = await t.db
      .insert(automations)
      .values({
        userId: me.user.id,
        task: 'Check job alerts',
        type: 'scheduling',
        trigger: 'On schedule: Every day at 09:00 UTC',
        schedule: legacy as never,
        steps: [{ action: 'remind', runs: true, description: 'An in-app reminder on schedule' }],
        status: 'scheduled',
        nextRunAt: new Date('2026-11-19T09:00:00Z'),
        createdAt: START,
      })
      .returning();
    expect(await tickAt(t, '2026-11-19T09:00:00Z')).toMatchObject({ ran: 1, failed: 0 });
    const [listed] = await plansOf(t, me);
    expect(listed).toMatchObject({ id: row?.id });
    expect(listed?.execution).toMatchObject({
      runs: 1,
      nextRunAt: '2026-11-20T09:00:00.000Z',
      schedule: { kind: 'daily', cron: '0 9 * * *', timeZone: 'UTC', text: 'Every day at 09:00 UTC' },
    });
  });
});
