import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessLogs } from '../db/schema';
import { createTestApp, type TestApp } from '../test/test-app';
import { openSourceForRead, SOURCE_FETCHES_PER_MINUTE } from './source-access';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('openSourceForRead', () => {
  it('caps fetches from one source per user per minute, logging only the fetches it lets through', async () => {
    const u = await t.register();
    const open = (source: 'github' | 'gmail' = 'github', accessType: 'sync' | 'read' = 'sync') =>
      openSourceForRead(t.app.ctx, { userId: u.user.id, accessType, source, purpose: 'test', ipAddress: '' });
    for (let i = 0; i < SOURCE_FETCHES_PER_MINUTE; i++) await open();
    await expect(open()).rejects.toMatchObject({ code: 'RATE_LIMITED', status: 429 });
    // Showing stored figures calls no provider: still allowed, and logged.
    await expect(open('github', 'read')).resolves.toBeTruthy();
    // Another source of the same user has its own allowance.
    await expect(open('gmail')).resolves.toMatchObject({ dataTypes: expect.arrayContaining(['message_metadata']) });
    const logged = await t.db.select().from(accessLogs);
    expect(logged.filter((l) => l.userId === u.user.id)).toHaveLength(SOURCE_FETCHES_PER_MINUTE + 2);
    t.clock.advance(61_000);
    await expect(open()).resolves.toBeTruthy();
  });
});
