import {
  type AppNotification,
  type Automation,
  type AutomationResponse,
  automationListSchema,
  automationResponseSchema,
  automationRunResponseSchema,
  FREE_DAILY_AUTOMATIONS,
  notificationListSchema,
} from '@careerloom/contract';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activityEvents, automations, usageCounters } from '../db/schema';
import { createTestApp, DAY, type Registered, type TestApp } from '../test/test-app';
import { saveAiSettings } from '../users/ai-settings.repository';

/** Wednesday 18 November 2026, 10:15 UTC. */
const START = new Date('2026-11-18T10:15:00Z');

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { clockStart: START });
});
afterAll(() => t.close());

const create = (user: Registered | undefined, payload: unknown) =>
  t.app.inject({
    method: 'POST',
    url: '/api/free/automation',
    headers: user ? { cookie: user.cookie } : {},
    payload: payload as object,
  });

const act = (user: Registered, method: 'POST' | 'DELETE' | 'GET', url: string) =>
  t.app.inject({ method, url, headers: { cookie: user.cookie } });

async function createOk(user: Registered, taskDescription: string, taskType = 'scheduling'): Promise<Automation> {
  const res = await create(user, { taskDescription, taskType });
  expect(res.statusCode, res.body).toBe(201);
  return automationResponseSchema.parse(res.json()).automation;
}

async function rowsOf(userId: number) {
  const [a] = await t.db.select({ n: count() }).from(automations).where(eq(automations.userId, userId));
  const [u] = await t.db
    .select({ n: count() })
    .from(usageCounters)
    .where(eq(usageCounters.subject, `user:${userId}`));
  return { automations: a?.n ?? 0, counters: u?.n ?? 0 };
}

describe('POST /api/free/automation', () => {
  it('refuses a guest with 401 and a message saying to sign in', async () => {
    const res = await create(undefined, { taskDescription: 'Remind me daily', taskType: 'scheduling' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ code: 'NOT_SIGNED_IN', message: 'You must be signed in' });
  });

  it('stores the plan, answers automation and premium_features, and records the activity', async () => {
    const me = await t.register();
    const res = await create(me, {
      taskDescription: 'Every Monday at 8:30 send me a report of my job search',
      taskType: 'reporting',
    });
    expect(res.statusCode, res.body).toBe(201);
    const body: AutomationResponse = automationResponseSchema.parse(res.json());
    expect(body.automation).toMatchObject({
      task: 'Every Monday at 8:30 send me a report of my job search',
      type: 'reporting',
      execution: {
        status: 'scheduled',
        trigger: 'On schedule: Every Monday at 08:30 (UTC)',
        schedule: { kind: 'weekly', cron: '30 8 * * 1', timeZone: 'UTC', text: 'Every Monday at 08:30 (UTC)' },
        nextRunAt: '2026-11-23T08:30:00.000Z',
        lastRunAt: null,
        runs: 0,
      },
    });
    expect(body.premium_features.length).toBeGreaterThan(0);
    const list = automationListSchema.parse((await act(me, 'GET', '/api/automations')).json());
    expect(list.automations.map((a) => a.id)).toEqual([body.automation.id]);
    const events = await t.db.select().from(activityEvents).where(eq(activityEvents.userId, me.user.id));
    expect(events.map((e) => e.kind)).toEqual(['automation_created']);
  });

  it.each([
    [{ taskType: 'email' }, 'taskDescription'],
    [{ taskDescription: '   ', taskType: 'email' }, 'Describe the task to automate'],
    [{ taskDescription: 'Remind me', taskType: 'fax' }, 'Choose a task type'],
    [{ taskDescription: 'Remind me', taskType: 'email', extra: 1 }, 'extra'],
    [{ taskDescription: 'x'.repeat(1001), taskType: 'email' }, 'taskDescription'],
    [
      { taskDescription: 'Remind me daily', taskType: 'email', timeZone: 'Mars/Olympus_Mons' },
      'timeZone: Unknown time zone',
    ],
    [{ taskDescription: 'Remind me daily', taskType: 'email', timeZone: 'Pacific Time' }, 'use an IANA name'],
    [{ taskDescription: 'Remind me daily', taskType: 'email', timeZone: '+01:00' }, 'timeZone'],
    [{ taskDescription: 'Remind me daily', taskType: 'email', timeZone: `Europe/${'x'.repeat(80)}` }, 'timeZone'],
  ])('refuses %j with 400 and changes nothing', async (payload, mentions) => {
    const me = await t.register();
    const res = await create(me, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(mentions);
    expect(await rowsOf(me.user.id)).toEqual({ automations: 0, counters: 0 });
  });

  it('reads the schedule in the time zone the client sends, under its IANA name', async () => {
    const me = await t.register();
    const res = await create(me, {
      taskDescription: 'Every weekday at 9am remind me to check new postings',
      taskType: 'scheduling',
      timeZone: 'america/los_angeles',
    });
    expect(res.statusCode, res.body).toBe(201);
    const { automation } = automationResponseSchema.parse(res.json());
    expect(automation.execution).toMatchObject({
      trigger: 'On schedule: Every weekday at 09:00 (America/Los_Angeles)',
      schedule: {
        kind: 'weekdays',
        cron: '0 9 * * 1-5',
        timeZone: 'America/Los_Angeles',
        text: 'Every weekday at 09:00 (America/Los_Angeles)',
      },
      // Wednesday 02:15 in Los Angeles: today's 09:00 PST.
      nextRunAt: '2026-11-18T17:00:00.000Z',
    });
  });

  it(`gives a free user ${FREE_DAILY_AUTOMATIONS} a day: the next is 429 with the reset time and stores nothing`, async () => {
    const me = await t.register();
    for (let i = 0; i < FREE_DAILY_AUTOMATIONS; i++) await createOk(me, `Remind me to apply to job ${i}`);
    const refused = await create(me, { taskDescription: 'One more', taskType: 'scheduling' });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().code).toBe('QUOTA_EXCEEDED');
    expect(refused.json().message).toContain('midnight UTC');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await rowsOf(me.user.id)).automations).toBe(FREE_DAILY_AUTOMATIONS);

    // The next UTC day the count starts again.
    t.clock.advance(DAY);
    try {
      await createOk(me, 'A new day, a new reminder');
    } finally {
      t.clock.set(START);
    }
  });

  it('does not cap a job seeker', async () => {
    const seeker = await t.register({ plan: 'jobseeker' });
    for (let i = 0; i < FREE_DAILY_AUTOMATIONS + 1; i++) await createOk(seeker, `Remind me about lead ${i}`);
    expect((await rowsOf(seeker.user.id)).automations).toBe(FREE_DAILY_AUTOMATIONS + 1);
    const plan = (await create(seeker, { taskDescription: 'Daily digest', taskType: 'reporting' })).json();
    expect(plan.premium_features.join(' ')).not.toContain('new automations a day');
  });
});

describe('one user’s automations', () => {
  let owner: Registered;
  let other: Registered;
  let plan: Automation;
  beforeAll(async () => {
    owner = await t.register();
    other = await t.register();
    plan = await createOk(owner, 'Remind me every day at 9am to check job alerts');
  });

  it.each([
    ['DELETE', ''],
    ['POST', '/pause'],
    ['POST', '/resume'],
    ['POST', '/run'],
  ] as const)("%s /api/automations/:id%s answers 404 for someone else's plan and changes nothing", async (method, suffix) => {
    const res = await act(other, method, `/api/automations/${plan.id}${suffix}`);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ code: 'NOT_FOUND', message: 'Automation not found' });
    const mine = automationListSchema.parse((await act(owner, 'GET', '/api/automations')).json()).automations;
    expect(mine.find((a) => a.id === plan.id)?.execution).toMatchObject({ status: 'scheduled', runs: 0 });
    expect(automationListSchema.parse((await act(other, 'GET', '/api/automations')).json()).automations).toEqual([]);
    const theirs = notificationListSchema.parse((await act(other, 'GET', '/api/notifications')).json());
    expect(theirs).toEqual({ notifications: [], unread: 0 });
  });

  it('answers 404 for an id that does not exist and 400 for one that is not a number', async () => {
    expect((await act(owner, 'POST', '/api/automations/999999/run')).statusCode).toBe(404);
    expect((await act(owner, 'POST', '/api/automations/abc/run')).statusCode).toBe(400);
  });

  it('pauses and resumes from now, keeping the schedule', async () => {
    const paused = await act(owner, 'POST', `/api/automations/${plan.id}/pause`);
    expect(paused.statusCode, paused.body).toBe(200);
    expect(paused.json().execution).toMatchObject({ status: 'paused', nextRunAt: null });
    // Pausing twice is harmless.
    expect((await act(owner, 'POST', `/api/automations/${plan.id}/pause`)).json().execution.status).toBe('paused');

    t.clock.advance(2 * DAY);
    try {
      const resumed = await act(owner, 'POST', `/api/automations/${plan.id}/resume`);
      expect(resumed.json().execution).toMatchObject({ status: 'scheduled', nextRunAt: '2026-11-21T09:00:00.000Z' });
    } finally {
      t.clock.set(START);
    }
  });

  it('runs now: delivers a reminder, counts the run, and leaves the schedule alone', async () => {
    const res = await act(owner, 'POST', `/api/automations/${plan.id}/run`);
    expect(res.statusCode, res.body).toBe(200);
    const body = automationRunResponseSchema.parse(res.json());
    expect(body.automation.execution).toMatchObject({ runs: 1, lastRunAt: START.toISOString() });
    expect(body.automation.execution.nextRunAt).toBe('2026-11-21T09:00:00.000Z');
    expect(body.delivered).toHaveLength(1);
    const [reminder] = body.delivered as [AppNotification];
    expect(reminder).toMatchObject({
      kind: 'reminder',
      title: 'Reminder: Remind me every day at 9am to check job alerts',
    });
    expect(reminder.body).toContain('Schedule: Every day at 09:00 (UTC).');
  });

  it('lists notifications newest first with the unread count, and marks them all read', async () => {
    t.clock.advance(60_000);
    try {
      await act(owner, 'POST', `/api/automations/${plan.id}/run`);
    } finally {
      t.clock.set(START);
    }
    const list = notificationListSchema.parse((await act(owner, 'GET', '/api/notifications')).json());
    expect(list.unread).toBe(2);
    expect(list.notifications.map((n) => n.createdAt)).toEqual([
      new Date(START.getTime() + 60_000).toISOString(),
      START.toISOString(),
    ]);
    // Someone else marking theirs read leaves the owner's unread.
    await act(other, 'POST', '/api/notifications/read');
    expect(notificationListSchema.parse((await act(owner, 'GET', '/api/notifications')).json()).unread).toBe(2);
    const read = notificationListSchema.parse((await act(owner, 'POST', '/api/notifications/read')).json());
    expect(read.unread).toBe(0);
    expect(read.notifications.every((n) => n.readAt === START.toISOString())).toBe(true);
  });

  it('refuses to run now while the AI assistant is paused, saying how to fix it', async () => {
    await saveAiSettings(t.app.ctx, owner.user.id, { assistantEnabled: false });
    try {
      const res = await act(owner, 'POST', `/api/automations/${plan.id}/run`);
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe('Your AI Assistant is paused. Enable it to run automations.');
      const listed = automationListSchema.parse((await act(owner, 'GET', '/api/automations')).json()).automations;
      expect(listed[0]?.execution).toMatchObject({ status: 'paused', nextRunAt: null });
    } finally {
      await saveAiSettings(t.app.ctx, owner.user.id, { assistantEnabled: true });
    }
  });

  it('deletes the owner’s plan and keeps the notifications it delivered', async () => {
    const res = await act(owner, 'DELETE', `/api/automations/${plan.id}`);
    expect(res.statusCode).toBe(204);
    expect(automationListSchema.parse((await act(owner, 'GET', '/api/automations')).json()).automations).toEqual([]);
    const list = notificationListSchema.parse((await act(owner, 'GET', '/api/notifications')).json());
    expect(list.notifications).toHaveLength(2);
    expect(list.notifications.every((n) => n.automationId === null)).toBe(true);
    expect((await act(owner, 'DELETE', `/api/automations/${plan.id}`)).statusCode).toBe(404);
  });

  it('running a one-off plan by hand leaves it scheduled for its time', async () => {
    const once = await createOk(owner, 'Remind me in 30 minutes to stretch');
    expect(once.execution.schedule.kind).toBe('once');
    const ran = automationRunResponseSchema.parse((await act(owner, 'POST', `/api/automations/${once.id}/run`)).json());
    // The scheduler completes it when its time comes (automation-runner.test.ts).
    expect(ran.automation.execution).toMatchObject({
      status: 'scheduled',
      runs: 1,
      nextRunAt: '2026-11-18T10:45:00.000Z',
    });
  });
});
