import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TASK } from '../background/background-worker';
import { accessLogs, activityEvents, chatMessages, oauthStates, sessions, sourceSnapshots } from '../db/schema';
import { createTestApp, DAY, MINUTE, type Registered, type TestApp } from '../test/test-app';
import { runRetention } from './retention';

/** Security P4: back-dated rows go, fresh rows stay, each category by its own retention. */
let t: TestApp;
let a: Registered;
let b: Registered;
beforeAll(async () => {
  t = await createTestApp({}, { clockStart: new Date('2026-06-01T12:00:00Z') });
  a = await t.register();
  b = await t.register();
});
afterAll(async () => {
  await t?.close();
});

const ago = (days: number) => new Date(t.clock.now().getTime() - days * DAY);
const sourcesOf = async (userId: number) =>
  (await t.db.select().from(sourceSnapshots).where(eq(sourceSnapshots.userId, userId))).map((r) => r.source).sort();

describe('runRetention', () => {
  it("removes a source's figures after its retention days (default 90, 0 keeps them), old access logs, expired sessions and authorizations", async () => {
    const put = (who: Registered, source: string, retentionDays: number) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/privacy/source/${source}`,
        headers: { cookie: who.cookie },
        payload: { retentionDays },
      });
    expect((await put(a, 'gmail', 7)).statusCode).toBe(200);
    await put(a, 'slack', 0);
    await t.db.insert(sourceSnapshots).values([
      { userId: a.user.id, source: 'gmail', data: {}, fetchedAt: ago(8) }, // 7 days: gone
      { userId: a.user.id, source: 'calendar', data: {}, fetchedAt: ago(91) }, // default 90: gone
      { userId: a.user.id, source: 'github', data: {}, fetchedAt: ago(89) }, // default 90: kept
      { userId: a.user.id, source: 'slack', data: {}, fetchedAt: ago(2000) }, // 0 = indefinitely: kept
      { userId: b.user.id, source: 'gmail', data: {}, fetchedAt: ago(8) }, // b keeps the default 90: kept
    ]);
    await t.db.insert(accessLogs).values([
      { userId: a.user.id, accessType: 'read', source: 'github', purpose: 'old', createdAt: ago(91) },
      { userId: a.user.id, accessType: 'read', source: 'github', purpose: 'fresh', createdAt: ago(89) },
    ]);
    await t.db.insert(sessions).values([
      { id: 'expired', userId: a.user.id, expiresAt: ago(1), lastSeenAt: ago(2), createdAt: ago(31) },
      { id: 'idle', userId: a.user.id, expiresAt: ago(-20), lastSeenAt: ago(8), createdAt: ago(10) },
    ]);
    await t.db.insert(oauthStates).values({
      id: 'old-state',
      userId: a.user.id,
      sessionId: 'x',
      source: 'github',
      verifierCiphertext: 'v',
      redirectUri: 'http://localhost/cb',
      expiresAt: ago(1),
    });

    const summary = await runRetention(t.app.ctx, t.clock.now());
    expect(summary).toMatchObject({ sourceSnapshots: 2, accessLogs: 1, sessions: 2, oauthStates: 1, autoDeleted: 0 });
    expect(await sourcesOf(a.user.id)).toEqual(['github', 'slack']);
    expect(await sourcesOf(b.user.id)).toEqual(['gmail']);
    const purposes = (await t.db.select().from(accessLogs).where(eq(accessLogs.userId, a.user.id))).map(
      (r) => r.purpose,
    );
    expect(purposes).toContain('fresh');
    expect(purposes).not.toContain('old');
    // The users' real sessions (fresh) still work.
    expect((await t.app.inject({ url: '/api/user', headers: { cookie: a.cookie } })).statusCode).toBe(200);
  });

  it('"auto-delete old data" removes chat, activity, figures and logs older than the global retention days', async () => {
    await t.app.inject({
      method: 'PUT',
      url: '/api/privacy/settings',
      headers: { cookie: b.cookie },
      payload: { autoDeleteOldData: true, dataRetentionDays: 7 },
    });
    await t.db.insert(chatMessages).values([
      { id: 'old-chat', userId: b.user.id, role: 'user', content: 'old', createdAt: ago(8) },
      { id: 'new-chat', userId: b.user.id, role: 'user', content: 'new', createdAt: ago(1) },
      { id: 'a-chat', userId: a.user.id, role: 'user', content: 'a', createdAt: ago(30) },
    ]);
    await t.db.insert(activityEvents).values({ userId: b.user.id, kind: 'x', summary: 'old', createdAt: ago(30) });
    const summary = await runRetention(t.app.ctx, t.clock.now());
    expect(summary.autoDeleted).toBe(3); // b's old chat, old activity and 8-day-old gmail figures
    const chats = (await t.db.select().from(chatMessages)).map((r) => r.id).sort();
    expect(chats).toEqual(['a-chat', 'new-chat']);
    expect(await sourcesOf(b.user.id)).toEqual([]);
  });

  it('runs as a recurring task of the background worker, a minute after it is first scheduled', async () => {
    await t.db.insert(accessLogs).values({
      userId: a.user.id,
      accessType: 'read',
      source: 'github',
      purpose: 'timer',
      createdAt: ago(200),
    });
    const purposes = async () => (await t.db.select().from(accessLogs)).map((r) => r.purpose);
    expect((await t.app.background.tick()).tasks).not.toContain(TASK.retention);
    expect(await purposes()).toContain('timer');
    t.clock.advance(MINUTE);
    expect((await t.app.background.tick()).tasks).toContain(TASK.retention);
    expect(await purposes()).not.toContain('timer');
  });
});
