import type { User } from '@careerloom/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../db/schema';
import { createTestApp, type Registered, sessionCookieOf, type TestApp, uniqueName } from '../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

function patch(id: number | string, payload: unknown, cookie?: string) {
  return t.app.inject({
    method: 'PATCH',
    url: `/api/users/${id}`,
    headers: cookie ? { cookie } : {},
    payload: payload as Record<string, unknown>,
  });
}

async function row(id: number) {
  const [r] = await t.db.select().from(users).where(eq(users.id, id));
  if (!r) throw new Error(`no user ${id}`);
  return r;
}

const me = (cookie: string) => t.app.inject({ url: '/api/user', headers: { cookie } });

describe('PATCH /api/users/{id}: a user updates their own profile', () => {
  it('updates the own profile and returns the updated user', async () => {
    const { user, cookie } = await t.register();
    const res = await patch(
      user.id,
      {
        fullName: 'Grace Hopper',
        bio: 'Compilers',
        headline: '  Rear Admiral ',
        skills: ['COBOL', 'Leadership'],
        location: 'Arlington',
        companyName: 'US Navy',
        role: 'manager',
      },
      cookie,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json<User>()).toMatchObject({
      id: user.id,
      username: user.username,
      fullName: 'Grace Hopper',
      bio: 'Compilers',
      headline: 'Rear Admiral',
      skills: ['COBOL', 'Leadership'],
      location: 'Arlington',
      companyName: 'US Navy',
      role: 'manager',
    });
    expect((await me(cookie)).json<User>().fullName).toBe('Grace Hopper');
    expect((await row(user.id)).fullName).toBe('Grace Hopper');
  });

  it("Z1: another user's id is 403 and changes nothing", async () => {
    const victim = await t.register();
    const attacker = await t.register();
    const before = await row(victim.user.id);
    const res = await patch(victim.user.id, { fullName: 'Hacked' }, attacker.cookie);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'FORBIDDEN' });
    expect(await row(victim.user.id)).toEqual(before);
  });

  it('signed out is 401 and changes nothing', async () => {
    const { user } = await t.register();
    const before = await row(user.id);
    const res = await patch(user.id, { fullName: 'Anonymous' });
    expect(res.statusCode).toBe(401);
    expect(await row(user.id)).toEqual(before);
  });

  it('an id that is not a positive integer is 400', async () => {
    const { cookie } = await t.register();
    for (const id of ['abc', '0', '-1', '1.5', '99999999999']) {
      expect((await patch(id, { fullName: 'X' }, cookie)).statusCode, id).toBe(400);
    }
  });

  it('an empty body is 400 (nothing to update)', async () => {
    const { user, cookie } = await t.register();
    expect((await patch(user.id, {}, cookie)).statusCode).toBe(400);
  });

  it.each([
    ['subscriptionTier', { subscriptionTier: 'quantum' }],
    ['isAdmin', { isAdmin: true }],
    ['tier', { tier: 'enterprise' }],
    ['id', { id: 1 }],
    ['trialTier', { trialTier: 'quantum' }],
    ['passwordHash', { passwordHash: 'x' }],
    ['a legitimate field plus isAdmin', { fullName: 'Sneaky', isAdmin: true }],
  ])('Z3: %s in the body is 400 and changes nothing', async (_name, body) => {
    const { user, cookie } = await t.register();
    const before = await row(user.id);
    const res = await patch(user.id, body, cookie);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
    const after = await row(user.id);
    expect(after).toEqual(before);
    expect(after.isAdmin).toBe(false);
    expect(after.tier).toBe('free');
  });
});

describe('A4: changing email or password needs the current password', () => {
  it('A4: an email change without currentPassword is refused (400, by the schema) and changes nothing', async () => {
    // The contract makes currentPassword required alongside email/newPassword, so a missing one
    // is a validation error (400) rather than a wrong password (403).
    const { user, cookie } = await t.register();
    const res = await patch(user.id, { email: `${uniqueName()}@example.com` }, cookie);
    expect(res.statusCode).toBe(400);
    expect(res.json().issues).toEqual(
      expect.arrayContaining([expect.objectContaining({ path: expect.arrayContaining(['currentPassword']) })]),
    );
    expect((await row(user.id)).email).toBe(user.email);
  });

  it('A4: an email change with a wrong currentPassword is 403 and changes nothing', async () => {
    const { user, cookie } = await t.register();
    const res = await patch(
      user.id,
      { email: `${uniqueName()}@example.com`, currentPassword: 'not my password' },
      cookie,
    );
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: 'Your current password is incorrect', code: 'FORBIDDEN' });
    expect((await row(user.id)).email).toBe(user.email);
  });

  it('A4: a password change without or with a wrong currentPassword is refused and the old password still works', async () => {
    const { user, username, password, cookie } = await t.register();
    const hashBefore = (await row(user.id)).passwordHash;
    expect((await patch(user.id, { newPassword: 'brand new passphrase' }, cookie)).statusCode).toBe(400);
    const wrong = await patch(
      user.id,
      { newPassword: 'brand new passphrase', currentPassword: password.toUpperCase() },
      cookie,
    );
    expect(wrong.statusCode).toBe(403);
    expect((await row(user.id)).passwordHash).toBe(hashBefore);
    expect((await t.login(username, password)).statusCode).toBe(200);
  });

  it('changes the email with the right current password', async () => {
    const { user, password, cookie } = await t.register();
    const email = `${uniqueName('new')}@example.com`;
    const res = await patch(user.id, { email, currentPassword: password }, cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json<User>().email).toBe(email);
    expect((await row(user.id)).email).toBe(email);
  });

  it('A2/A3: a new password is held to the same rules as at sign-up', async () => {
    const { user, password, cookie } = await t.register();
    expect((await patch(user.id, { newPassword: 'short', currentPassword: password }, cookie)).statusCode).toBe(400);
    const common = await patch(user.id, { newPassword: 'password123', currentPassword: password }, cookie);
    expect(common.statusCode).toBe(400);
    expect(common.json().message).toContain('too common');
  });

  it("S6: a password change ends the user's other sessions but keeps the current one", async () => {
    const { user, username, password, cookie: current } = await t.register();
    const other = sessionCookieOf(await t.login(username, password));
    const third = sessionCookieOf(await t.login(username, password));
    const bystander: Registered = await t.register();

    const res = await patch(
      user.id,
      { newPassword: 'a completely new passphrase', currentPassword: password },
      current,
    );
    expect(res.statusCode).toBe(200);
    expect((await me(current)).statusCode).toBe(200);
    expect((await me(other)).statusCode).toBe(401);
    expect((await me(third)).statusCode).toBe(401);
    expect((await me(bystander.cookie)).statusCode).toBe(200);

    expect((await t.login(username, password)).statusCode).toBe(401);
    expect((await t.login(username, 'a completely new passphrase')).statusCode).toBe(200);
    expect((await row(user.id)).passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  });

  it('a profile change that is not a password change keeps the other sessions', async () => {
    const { user, username, password, cookie } = await t.register();
    const other = sessionCookieOf(await t.login(username, password));
    expect((await patch(user.id, { bio: 'hello' }, cookie)).statusCode).toBe(200);
    expect((await me(other)).statusCode).toBe(200);
  });

  it("changing the email to another user's (in any case) is 409 and changes nothing", async () => {
    const taken = await t.register();
    const { user, password, cookie } = await t.register();
    for (const email of [taken.email, taken.email.toUpperCase()]) {
      const res = await patch(user.id, { email, currentPassword: password }, cookie);
      expect(res.statusCode, email).toBe(409);
      expect(res.json()).toMatchObject({ code: 'CONFLICT' });
    }
    expect((await row(user.id)).email).toBe(user.email);
  });

  it('keeping the own email (in another case) is not a conflict', async () => {
    const { user, password, cookie } = await t.register();
    const res = await patch(user.id, { email: user.email.toUpperCase(), currentPassword: password }, cookie);
    expect(res.statusCode).toBe(200);
  });
});
