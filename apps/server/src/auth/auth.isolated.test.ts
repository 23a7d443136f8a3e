import { createHash } from 'node:crypto';
import { INVALID_CREDENTIALS_MESSAGE, TRIAL_DAYS, type User, userSchema } from '@careerloom/contract';
import { hash } from '@node-rs/argon2';
import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { sessions, users } from '../db/schema';
import { verifyPassword } from '../lib/password';
import { createTestApp, DAY, HOUR, MINUTE, sessionCookieOf, type TestApp, uniqueName } from '../test/test-app';
import { usersRepository } from '../users/users.repository';

// The real verification, observed: A5 compares the argon2 work of the two refusals by what is
// verified, not by the clock (a loaded machine makes any latency ratio flaky).
vi.mock('../lib/password', async (importOriginal) => {
  const real = await importOriginal<typeof import('../lib/password')>();
  return { ...real, verifyPassword: vi.fn(real.verifyPassword) };
});

/** The user object's keys, exactly: anything new that leaves the server must be added here knowingly. */
const USER_KEYS = [
  'bio',
  'companyName',
  'createdAt',
  'email',
  'fullName',
  'headline',
  'id',
  'location',
  'role',
  'skills',
  'subscriptionTier',
  'trialEndsAt',
  'trialTier',
  'username',
].sort();

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

async function storedHash(userId: number): Promise<string> {
  const [row] = await t.db.select({ h: users.passwordHash }).from(users).where(eq(users.id, userId));
  if (!row) throw new Error(`no user ${userId}`);
  return row.h;
}

function currentUser(cookie?: string) {
  return t.app.inject({ method: 'GET', url: '/api/user', headers: cookie ? { cookie } : {} });
}

function registerRaw(body: Record<string, unknown>) {
  return t.app.inject({ method: 'POST', url: '/api/register', payload: body });
}

/** Neither the plain password nor any argon2 hash may appear in what the server sends. */
function expectNoSecrets(body: string, password: string) {
  expect(body).not.toContain(password);
  expect(body).not.toContain('$argon2');
  expect(body.toLowerCase()).not.toContain('passwordhash');
}

describe('account lifecycle: register, login, current user, logout', () => {
  it('registers with 201, returns the user, and signs the new account in', async () => {
    const username = uniqueName('Reg');
    const password = 'a perfectly fine passphrase';
    const res = await registerRaw({ username, password, email: `${username}@example.com`, fullName: 'Ada Lovelace' });
    expect(res.statusCode).toBe(201);
    const user = res.json<User>();
    expect(user).toMatchObject({
      username,
      email: `${username}@example.com`,
      fullName: 'Ada Lovelace',
      role: 'jobseeker',
      subscriptionTier: 'free',
      trialTier: null,
      trialEndsAt: null,
    });
    expectNoSecrets(res.body, password);

    const me = await currentUser(sessionCookieOf(res));
    expect(me.statusCode).toBe(200);
    expect(me.json()).toEqual(user);
    expectNoSecrets(me.body, password);
  });

  it('Z3: the user object carries exactly the allow-listed keys and never a password or hash', async () => {
    const { user, username, password, cookie } = await t.register();
    expect(Object.keys(user).sort()).toEqual(USER_KEYS);
    const login = await t.login(username, password);
    expect(Object.keys(login.json()).sort()).toEqual(USER_KEYS);
    expectNoSecrets(login.body, password);
    const me = await currentUser(cookie);
    expect(Object.keys(me.json()).sort()).toEqual(USER_KEYS);
    expect(me.json()).not.toHaveProperty('isAdmin');
    // GET /api/user writes `toUser`'s view without a schema pass: it must still be a valid User.
    expect(userSchema.strict().parse(me.json())).toEqual(me.json());
  });

  it('logs in with the right password and answers the current user for that session', async () => {
    const { user, username, password } = await t.register();
    const res = await t.login(username, password);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(user);
    const me = await currentUser(sessionCookieOf(res));
    expect(me.json<User>().id).toBe(user.id);
  });

  it('logs in whatever the case of the username, since usernames are case-insensitive', async () => {
    const { user, username, password } = await t.register({ username: uniqueName('MixedCase') });
    const res = await t.login(username.toUpperCase(), password);
    expect(res.statusCode).toBe(200);
    expect(res.json<User>().id).toBe(user.id);
  });

  it('answers 401 NOT_SIGNED_IN for the current user when signed out', async () => {
    const res = await currentUser();
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: 'You must be signed in', code: 'NOT_SIGNED_IN' });
  });

  it('logout answers 204, clears the cookie and ends the session', async () => {
    const { cookie } = await t.register();
    const res = await t.app.inject({ method: 'POST', url: '/api/logout', headers: { cookie } });
    expect(res.statusCode).toBe(204);
    const cleared = res.cookies.find((c) => c.name === 'careerloom.sid');
    expect(cleared?.value).toBe('');
    expect((await currentUser(cookie)).statusCode).toBe(401);
  });

  it('logout without a session still answers 204', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/logout' });
    expect(res.statusCode).toBe(204);
  });

  it('refuses a second account with the same username in another case (409)', async () => {
    const { username } = await t.register({ username: uniqueName('Dup') });
    const res = await registerRaw({
      username: username.toUpperCase(),
      password: 'another fine passphrase',
      email: `${uniqueName('other')}@example.com`,
      fullName: 'Someone Else',
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'CONFLICT' });
  });

  it('refuses a second account with the same email, in any case, with the same message (409)', async () => {
    const first = await t.register();
    const byEmail = await registerRaw({
      username: uniqueName('mail'),
      password: 'another fine passphrase',
      email: first.email.toUpperCase(),
      fullName: 'Someone Else',
    });
    const byName = await registerRaw({
      username: first.username,
      password: 'another fine passphrase',
      email: `${uniqueName('fresh')}@example.com`,
      fullName: 'Someone Else',
    });
    expect(byEmail.statusCode).toBe(409);
    // One answer for both clashes: registration must not reveal which of the two exists.
    expect(byEmail.body).toBe(byName.body);
  });
});

describe('trials: signing up from a plan starts a 14-day trial', () => {
  it('plan=jobseeker raises the tier to jobseeker for 14 days, then it is free again', async () => {
    const start = t.clock.now();
    const { user, username, password } = await t.register({ plan: 'jobseeker' });
    expect(user.subscriptionTier).toBe('jobseeker');
    expect(user.trialTier).toBe('jobseeker');
    expect(new Date(user.trialEndsAt ?? 0).getTime()).toBe(start.getTime() + TRIAL_DAYS * DAY);

    t.clock.advance(13 * DAY);
    const during = await t.login(username, password);
    expect(during.json<User>().subscriptionTier).toBe('jobseeker');

    t.clock.advance(2 * DAY);
    const after = await t.login(username, password);
    expect(after.statusCode).toBe(200);
    expect(after.json<User>()).toMatchObject({ subscriptionTier: 'free', trialTier: null, trialEndsAt: null });
    const me = await currentUser(sessionCookieOf(after));
    expect(me.json<User>().subscriptionTier).toBe('free');
  });

  it('plan=enterprise starts an enterprise trial; no plan means no trial', async () => {
    const trial = await t.register({ plan: 'enterprise' });
    expect(trial.user).toMatchObject({ subscriptionTier: 'enterprise', trialTier: 'enterprise' });
    const plain = await t.register();
    expect(plain.user).toMatchObject({ subscriptionTier: 'free', trialTier: null, trialEndsAt: null });
  });

  it('a plan that has no trial (e.g. quantum) is refused with 400', async () => {
    const username = uniqueName();
    const res = await registerRaw({
      username,
      password: 'a perfectly fine passphrase',
      email: `${username}@example.com`,
      fullName: 'X',
      plan: 'quantum',
    });
    expect(res.statusCode).toBe(400);
  });
});

describe('A1: passwords are stored as argon2id at OWASP cost and upgraded on login', () => {
  it('stores $argon2id$v=19$m=19456,t=2,p=1 with a per-user salt', async () => {
    const password = 'same passphrase for both';
    const a = await t.register({ password });
    const b = await t.register({ password });
    const h = await storedHash(a.user.id);
    const m = /^\$argon2id\$v=19\$m=(\d+),t=(\d+),p=(\d+)\$[A-Za-z0-9+/]+\$[A-Za-z0-9+/]+$/.exec(h);
    expect(m, h).not.toBeNull();
    const [, mem, time, par] = (m ?? []).map(Number);
    expect(mem).toBeGreaterThanOrEqual(19456);
    expect(time).toBeGreaterThanOrEqual(2);
    expect(par).toBe(1);
    expect(h).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await storedHash(b.user.id)).not.toBe(h);
  });

  it('replaces a weaker stored hash with the current parameters at the next login', async () => {
    const username = uniqueName('legacy');
    const password = 'legacy account passphrase';
    // algorithm 2 = Argon2id, at a cost well below ours, as an older release might have stored.
    const weak = await hash(password, { memoryCost: 4096, timeCost: 1, parallelism: 1, algorithm: 2 });
    expect(weak).toMatch(/^\$argon2id\$v=19\$m=4096,t=1,p=1\$/);
    const row = await usersRepository(t.db).insert({
      username,
      email: `${username}@example.com`,
      fullName: 'Legacy',
      passwordHash: weak,
    });

    const res = await t.login(username, password);
    expect(res.statusCode).toBe(200);
    const upgraded = await storedHash(row.id);
    expect(upgraded).not.toBe(weak);
    expect(upgraded).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    // The upgraded hash still verifies the same password, and the old one no longer is stored.
    expect((await t.login(username, password)).statusCode).toBe(200);
  });

  it('keeps a current-cost hash as it is on login', async () => {
    const { user, username, password } = await t.register();
    const before = await storedHash(user.id);
    expect((await t.login(username, password)).statusCode).toBe(200);
    expect(await storedHash(user.id)).toBe(before);
  });
});

describe('A2: password length rules without composition rules, truncation or case folding', () => {
  it('refuses a 7-character password with 400 and accepts 8 characters', async () => {
    const short = await registerRaw({
      username: uniqueName(),
      password: 'qz7#kLm',
      email: `${uniqueName()}@example.com`,
      fullName: 'X',
    });
    expect(short.statusCode).toBe(400);
    expect(short.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
    expect(short.json().message).toContain('at least 8');
    await expect(t.register({ password: 'qz7#kLmw' })).resolves.toBeDefined();
  });

  it('registers and signs in with a long unicode passphrase', async () => {
    const password = 'Ünïcödé pässphräse — 日本語のパスワード 🔐🦄 مرحبا кириллица '.repeat(2);
    expect(password.length).toBeGreaterThan(64);
    const { username } = await t.register({ password });
    expect((await t.login(username, password)).statusCode).toBe(200);
  });

  it('any unicode string of 15+ characters registers and signs in (property)', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.string({ unit: 'grapheme', minLength: 15, maxLength: 40 }).filter((s) => s.length <= 256),
        async (password) => {
          const { username } = await t.register({ password });
          const res = await t.login(username, password);
          expect(res.statusCode).toBe(200);
        },
      ),
      // Each run costs two argon2 operations; a handful of varied inputs is the useful part.
      { numRuns: 6 },
    );
  });

  it('refuses a password that differs only in case', async () => {
    const password = 'Case Matters In This Passphrase';
    const { username } = await t.register({ password });
    expect((await t.login(username, password.toLowerCase())).statusCode).toBe(401);
    expect((await t.login(username, password.toUpperCase())).statusCode).toBe(401);
    expect((await t.login(username, password)).statusCode).toBe(200);
  });

  it('does not truncate: a password differing only after byte 72 fails', async () => {
    const prefix = 'x'.repeat(30) + 'y'.repeat(30) + 'z'.repeat(20);
    const password = `${prefix}-the-real-ending`;
    const { username } = await t.register({ password });
    expect((await t.login(username, `${prefix}-another-ending`)).statusCode).toBe(401);
    expect((await t.login(username, password)).statusCode).toBe(200);
  });

  it('accepts 256 characters and refuses 257 (the cap only bounds hashing work)', async () => {
    await expect(t.register({ password: `${'p'.repeat(250)}abcdef` })).resolves.toBeDefined();
    const res = await registerRaw({
      username: uniqueName(),
      password: 'p'.repeat(257),
      email: `${uniqueName()}@example.com`,
      fullName: 'X',
    });
    expect(res.statusCode).toBe(400);
  });
});

describe('A3: common passwords are refused', () => {
  it.each([
    'password123',
    'qwertyuiop',
    '1234567890',
    'iloveyou1',
    'PASSWORD123',
  ])('refuses %s with 400', async (pw) => {
    const res = await registerRaw({
      username: uniqueName(),
      password: pw,
      email: `${uniqueName()}@example.com`,
      fullName: 'X',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      message: 'This password is too common; choose one that is harder to guess',
      code: 'VALIDATION_FAILED',
    });
  });

  it('refuses the username as the password', async () => {
    const username = uniqueName('selfpass');
    const res = await registerRaw({ username, password: username, email: `${username}@example.com`, fullName: 'X' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Your password must not be your username');
  });
});

describe('A5: no account enumeration at sign-in', () => {
  it('A5: unknown user and wrong password answer identically', async () => {
    const { username } = await t.register();
    const wrong = await t.login(username, 'not the password at all');
    const unknown = await t.login(uniqueName('ghost'), 'not the password at all');
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(wrong.statusCode);
    expect(unknown.body).toBe(wrong.body);
    expect(unknown.headers['content-type']).toBe(wrong.headers['content-type']);
    expect(wrong.json()).toEqual({ message: INVALID_CREDENTIALS_MESSAGE, code: 'INVALID_CREDENTIALS' });
  });

  it('A5: unknown users cost the same argon2 work as wrong passwords: one verification at the same parameters', async () => {
    const { username } = await t.register();
    const verified = vi.mocked(verifyPassword);
    const argon2Parameters = (stored: string) => /^\$argon2id\$v=19\$m=\d+,t=\d+,p=\d+\$/.exec(stored)?.[0];

    verified.mockClear();
    expect((await t.login(username, 'a wrong password')).statusCode).toBe(401);
    expect(verified).toHaveBeenCalledTimes(1);
    const knownHash = verified.mock.calls[0]?.[0] ?? '';

    verified.mockClear();
    expect((await t.login(uniqueName('ghost'), 'a wrong password')).statusCode).toBe(401);
    expect(verified).toHaveBeenCalledTimes(1);
    const unknownHash = verified.mock.calls[0]?.[0] ?? '';

    // Both refusals run argon2id once over a real hash with the same memory, time and parallelism.
    expect(argon2Parameters(knownHash)).toBe('$argon2id$v=19$m=19456,t=2,p=1$');
    expect(argon2Parameters(unknownHash)).toBe(argon2Parameters(knownHash));
    expect(unknownHash).not.toBe(knownHash);
  });
});

describe('sessions', () => {
  it('S1: the cookie holds at least 16 random bytes and the database only their SHA-256', async () => {
    const { user, cookie } = await t.register();
    const token = cookie.split('=')[1] ?? '';
    expect(token).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(Buffer.from(token, 'base64url').length).toBeGreaterThanOrEqual(16);
    const rows = await t.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.id).not.toBe(token);
    expect(rows[0]?.id).toBe(createHash('sha256').update(token).digest('hex'));
    const dump = JSON.stringify(await t.db.select().from(sessions));
    expect(dump).not.toContain(token);
  });

  it('S1: hundreds of new sessions never repeat a token', async () => {
    const { user } = await t.register();
    const tokens = new Set<string>();
    for (let i = 0; i < 300; i++) {
      tokens.add((await t.app.sessions.create(user.id, { userAgent: 'test', ip: '127.0.0.1' })).token);
    }
    expect(tokens.size).toBe(300);
  });

  it('S2: the cookie is HttpOnly, SameSite=Lax, Path=/ and has no Domain', async () => {
    const { username, password } = await t.register();
    const res = await t.login(username, password);
    const c = res.cookies.find((k) => k.name === 'careerloom.sid');
    expect(c).toBeDefined();
    expect(c?.httpOnly).toBe(true);
    expect(c?.sameSite).toBe('Lax');
    expect(c?.path).toBe('/');
    expect(c?.domain).toBeUndefined();
    // Plain http without COOKIE_SECURE: a Secure cookie would never come back.
    expect(c?.secure).toBeFalsy();
  });

  it('S3: signing in again issues a new session id and the old one stops working', async () => {
    const { username, password, cookie: old } = await t.register();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { cookie: old },
      payload: { username, password },
    });
    expect(res.statusCode).toBe(200);
    const fresh = sessionCookieOf(res);
    expect(fresh).not.toBe(old);
    expect((await currentUser(old)).statusCode).toBe(401);
    expect((await currentUser(fresh)).statusCode).toBe(200);
  });

  it('S4: after logout the old cookie gets 401', async () => {
    const { cookie } = await t.register();
    expect((await currentUser(cookie)).statusCode).toBe(200);
    await t.app.inject({ method: 'POST', url: '/api/logout', headers: { cookie } });
    expect((await currentUser(cookie)).statusCode).toBe(401);
  });

  it('S4: logout ends only that session, not the same user elsewhere', async () => {
    const { username, password, cookie: first } = await t.register();
    const second = sessionCookieOf(await t.login(username, password));
    await t.app.inject({ method: 'POST', url: '/api/logout', headers: { cookie: first } });
    expect((await currentUser(first)).statusCode).toBe(401);
    expect((await currentUser(second)).statusCode).toBe(200);
  });

  it('S5: a session idle for longer than SESSION_IDLE_HOURS (7 days) gets 401', async () => {
    const { cookie } = await t.register();
    t.clock.advance(7 * DAY - HOUR);
    expect((await currentUser(cookie)).statusCode).toBe(200);
    // The request above counted as activity; now stay away a full idle period.
    t.clock.advance(7 * DAY + 1000);
    expect((await currentUser(cookie)).statusCode).toBe(401);
  });

  it('S5: an active session still ends SESSION_ABSOLUTE_HOURS (30 days) after sign-in', async () => {
    const { cookie } = await t.register();
    // Activity every 6 days keeps it from going idle...
    for (let day = 6; day < 30; day += 6) {
      t.clock.advance(6 * DAY);
      expect((await currentUser(cookie)).statusCode, `day ${day}`).toBe(200);
    }
    // ...but not past its absolute lifetime.
    t.clock.advance(6 * DAY);
    expect((await currentUser(cookie)).statusCode).toBe(401);
  });
});

describe('P4: expired sessions are purged from the database', () => {
  it('purgeExpired deletes idle and expired sessions and keeps live ones', async () => {
    const stale = await t.register();
    t.clock.advance(7 * DAY + MINUTE);
    const fresh = await t.register();
    const ids = async (userId: number) =>
      (await t.db.select({ id: sessions.id }).from(sessions).where(eq(sessions.userId, userId))).length;
    expect(await ids(stale.user.id)).toBe(1);
    await t.app.sessions.purgeExpired();
    expect(await ids(stale.user.id)).toBe(0);
    expect(await ids(fresh.user.id)).toBe(1);
    expect((await currentUser(fresh.cookie)).statusCode).toBe(200);
  });
});

describe('with COOKIE_SECURE=true and short session limits (idle 1 h, absolute 4 h)', () => {
  // One extra app for both: each PGlite start costs seconds, and the settings do not interact.
  let strict: TestApp;
  beforeAll(async () => {
    strict = await createTestApp({ COOKIE_SECURE: 'true', SESSION_IDLE_HOURS: '1', SESSION_ABSOLUTE_HOURS: '4' });
  });
  afterAll(async () => {
    await strict?.close();
  });
  const me = (cookie: string) => strict.app.inject({ url: '/api/user', headers: { cookie } });

  it('S2: the cookie is __Host-careerloom.sid and Secure', async () => {
    const reg = await strict.register();
    expect(reg.cookie.split('=')[0]).toBe('__Host-careerloom.sid');
    const res = await strict.login(reg.username, reg.password);
    const cookie = res.cookies.find((k) => k.name === '__Host-careerloom.sid');
    expect(cookie).toMatchObject({ secure: true, httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookie?.domain).toBeUndefined();
    expect(res.cookies.find((k) => k.name === 'careerloom.sid')).toBeUndefined();
    expect((await me(sessionCookieOf(res))).statusCode).toBe(200);
  });

  it('S5: activity every 50 minutes keeps the session only until the absolute limit', async () => {
    const { cookie } = await strict.register();
    let elapsed = 0;
    while (elapsed + 50 * MINUTE < 4 * HOUR) {
      strict.clock.advance(50 * MINUTE);
      elapsed += 50 * MINUTE;
      expect((await me(cookie)).statusCode, `after ${elapsed / MINUTE} min`).toBe(200);
    }
    strict.clock.advance(50 * MINUTE);
    expect((await me(cookie)).statusCode).toBe(401);
  });

  it('S5: an hour and a second without activity ends the session', async () => {
    const { cookie } = await strict.register();
    strict.clock.advance(HOUR - 1000);
    expect((await me(cookie)).statusCode).toBe(200);
    strict.clock.advance(HOUR + 1000);
    expect((await me(cookie)).statusCode).toBe(401);
  });
});
