import { notificationListSchema } from '@careerloom/contract';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { TASK } from '../background/background-worker';
import { createTestApp, type TestApp } from '../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { clockStart: new Date('2026-11-18T10:15:00Z') });
});
afterAll(async () => {
  await t.close();
});

it('the background worker runs due automations every AUTOMATION_TICK_MS and delivers what is due', async () => {
  const me = await t.register();
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/free/automation',
    headers: { cookie: me.cookie },
    payload: { taskDescription: 'Remind me in 5 minutes to stand up', taskType: 'scheduling' },
  });
  expect(created.statusCode, created.body).toBe(201);
  const unread = async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/notifications', headers: { cookie: me.cookie } });
    return notificationListSchema.parse(res.json()).unread;
  };

  // The first tick schedules the task one tick (30 s by default) on; nothing is due yet.
  expect((await t.app.background.tick()).tasks).not.toContain(TASK.automations);
  t.clock.advance(t.app.ctx.config.automationTickMs);
  expect((await t.app.background.tick()).tasks).toContain(TASK.automations);
  expect(await unread()).toBe(0);
  // Five minutes on, the reminder is due and the next tick delivers it, once.
  t.clock.advance(5 * 60_000);
  expect((await t.app.background.tick()).tasks).toContain(TASK.automations);
  expect(await unread()).toBe(1);
  t.clock.advance(t.app.ctx.config.automationTickMs);
  await t.app.background.tick();
  expect(await unread()).toBe(1);
});
