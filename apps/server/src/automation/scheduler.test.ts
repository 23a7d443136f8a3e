import { notificationListSchema } from '@careerloom/contract';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';
import { startAutomationScheduler, stopAutomationScheduler } from './scheduler';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { clockStart: new Date('2026-11-18T10:15:00Z') });
});
afterAll(async () => {
  await stopAutomationScheduler(t.app);
  await t.close();
});

it('ticks on its own and delivers what is due, until stopped', async () => {
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

  startAutomationScheduler(t.app, { tickMs: 10 });
  startAutomationScheduler(t.app, { tickMs: 10 }); // a second start is a no-op
  t.clock.advance(5 * 60_000);
  const deadline = Date.now() + 5000;
  while ((await unread()) === 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 10));
  expect(await unread()).toBe(1);
  await stopAutomationScheduler(t.app);
});
