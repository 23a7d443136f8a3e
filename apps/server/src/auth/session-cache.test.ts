import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '../db/schema';
import { createTestApp, MINUTE, type TestApp } from '../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const currentUser = (cookie: string) => t.app.inject({ method: 'GET', url: '/api/user', headers: { cookie } });

describe('session cache', () => {
  it('serves a resolved session from memory until an invalidation drops it', async () => {
    const me = await t.register();
    expect((await currentUser(me.cookie)).statusCode).toBe(200);
    // Deleted behind the service's back: the cached session is still served...
    await t.db.delete(sessions).where(eq(sessions.userId, me.user.id));
    expect((await currentUser(me.cookie)).statusCode).toBe(200);
    // ...until the user is forgotten.
    t.app.sessions.forgetUser(me.user.id);
    expect((await currentUser(me.cookie)).statusCode).toBe(401);
  });

  it("an invalidation by user id drops every one of that user's sessions, and only theirs", async () => {
    const me = await t.register();
    const second = await t.login(me.username, me.password);
    const secondCookie = second.headers['set-cookie']?.toString().split(';')[0] ?? '';
    const other = await t.register();
    for (const cookie of [me.cookie, secondCookie, other.cookie])
      expect((await currentUser(cookie)).statusCode).toBe(200);
    await t.db.delete(sessions);
    t.app.sessions.forgetUser(me.user.id);
    expect((await currentUser(me.cookie)).statusCode).toBe(401);
    expect((await currentUser(secondCookie)).statusCode).toBe(401);
    expect((await currentUser(other.cookie)).statusCode).toBe(200);
  });

  it('still checks idle time on a cache hit', async () => {
    const me = await t.register();
    expect((await currentUser(me.cookie)).statusCode).toBe(200);
    t.clock.advance(t.app.ctx.config.sessionIdleMs + MINUTE);
    expect((await currentUser(me.cookie)).statusCode).toBe(401);
  });

  it('sees a profile change at once', async () => {
    const me = await t.register();
    expect((await currentUser(me.cookie)).statusCode).toBe(200);
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/api/users/${me.user.id}`,
      headers: { cookie: me.cookie },
      payload: { fullName: 'Renamed Person' },
    });
    expect(res.statusCode).toBe(200);
    expect((await currentUser(me.cookie)).json().fullName).toBe('Renamed Person');
  });
});
