import * as argon2 from '@node-rs/argon2';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, HOUR, MINUTE, type TestApp, uniqueName } from '../test/test-app';

// The real argon2 library, wrapped only so the tests can count calls: A6 requires that the
// limiter answers before any hashing, which is invisible from the outside except as cost.
vi.mock('@node-rs/argon2', async (importOriginal) => {
  const real = await importOriginal<typeof import('@node-rs/argon2')>();
  return { ...real, hash: vi.fn(real.hash), verify: vi.fn(real.verify) };
});

const argon2Calls = () => vi.mocked(argon2.hash).mock.calls.length + vi.mocked(argon2.verify).mock.calls.length;

const FAILURES = 5;
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '10', LOGIN_FAILURES_PER_HOUR: String(FAILURES) });
});
afterAll(async () => {
  await t?.close();
});

describe('A6: sign-in and sign-up are throttled per IP (AUTH_RATE_LIMIT_PER_MINUTE=10)', () => {
  it('A6: the 11th login from one IP within a minute is 429 with Retry-After, and does no hashing', async () => {
    const ip = '198.51.100.10';
    const atStart = argon2Calls();
    for (let i = 1; i <= 10; i++) {
      const res = await t.login(uniqueName('nobody'), 'wrong password here', ip);
      expect(res.statusCode, `attempt ${i}`).toBe(401);
    }
    // The spy sees real work: each allowed attempt verified against a (dummy) hash.
    expect(argon2Calls() - atStart).toBeGreaterThanOrEqual(10);
    const before = argon2Calls();
    const limited = await t.login(uniqueName('nobody'), 'wrong password here', ip);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ code: 'RATE_LIMITED' });
    const retryAfter = Number(limited.headers['retry-after']);
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(argon2Calls()).toBe(before);

    // Another address is not affected by this one's flood.
    expect((await t.login(uniqueName('nobody'), 'wrong password here', '198.51.100.11')).statusCode).toBe(401);

    // After the window the address may try again.
    t.clock.advance(MINUTE + 1000);
    expect((await t.login(uniqueName('nobody'), 'wrong password here', ip)).statusCode).toBe(401);
  });

  it('A6: X-Forwarded-For does not move a caller out of its limit (trustProxy is off)', async () => {
    const ip = '198.51.100.20';
    for (let i = 1; i <= 10; i++) {
      await t.app.inject({
        method: 'POST',
        url: '/api/login',
        remoteAddress: ip,
        headers: { 'x-forwarded-for': `203.0.113.${i}` },
        payload: { username: uniqueName('nobody'), password: 'wrong password here' },
      });
    }
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      remoteAddress: ip,
      headers: { 'x-forwarded-for': '203.0.113.99' },
      payload: { username: uniqueName('nobody'), password: 'wrong password here' },
    });
    expect(res.statusCode).toBe(429);
  });

  it('A6: the 11th registration from one IP within a minute is 429 and hashes nothing', async () => {
    const ip = '198.51.100.30';
    for (let i = 1; i <= 10; i++) {
      await t.register({}, ip);
    }
    const before = argon2Calls();
    const username = uniqueName();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/register',
      remoteAddress: ip,
      payload: { username, password: 'a fine passphrase', email: `${username}@example.com`, fullName: 'X' },
    });
    expect(res.statusCode).toBe(429);
    expect(res.headers['retry-after']).toBeDefined();
    expect(argon2Calls()).toBe(before);
  });
});

describe('A6: failed sign-ins are capped per account whatever the address (LOGIN_FAILURES_PER_HOUR=5)', () => {
  let address = 0;
  /**
   * A login from a new address each time (so the per-IP limit never applies), with a different
   * X-Forwarded-For as well.
   */
  function loginFrom(_i: number, username: string, password: string) {
    address += 1;
    return t.app.inject({
      method: 'POST',
      url: '/api/login',
      remoteAddress: `10.${(address >> 16) & 255}.${(address >> 8) & 255}.${address & 255}`,
      headers: { 'x-forwarded-for': `203.0.113.${address % 250}` },
      payload: { username, password },
    });
  }

  it('A6: after N failures from rotating addresses the account answers 429, even to the right password, until the hour passes', async () => {
    const { username, password } = await t.register();
    for (let i = 1; i <= FAILURES; i++) {
      expect((await loginFrom(i, username, `wrong ${i}`)).statusCode, `failure ${i}`).toBe(401);
    }
    const before = argon2Calls();
    const locked = await loginFrom(100, username, 'wrong again');
    expect(locked.statusCode).toBe(429);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(60);
    const right = await loginFrom(101, username, password);
    expect(right.statusCode).toBe(429);
    // A locked account costs no argon2 work, so a flood against it cannot exhaust the CPU.
    expect(argon2Calls()).toBe(before);
    // The username's case does not open a second counter.
    expect((await loginFrom(102, username.toUpperCase(), password)).statusCode).toBe(429);

    t.clock.advance(HOUR + 1000);
    expect((await loginFrom(103, username, password)).statusCode).toBe(200);
  });

  it('A6: a successful sign-in clears the failure count', async () => {
    const { username, password } = await t.register();
    for (let i = 1; i < FAILURES; i++) await loginFrom(i, username, `wrong ${i}`);
    expect((await loginFrom(50, username, password)).statusCode).toBe(200);
    for (let i = 1; i < FAILURES; i++) {
      expect((await loginFrom(i, username, `wrong ${i}`)).statusCode).toBe(401);
    }
  });

  it('A6: the lock on one account leaves other accounts alone', async () => {
    const victim = await t.register();
    const other = await t.register();
    for (let i = 0; i <= FAILURES; i++) await loginFrom(i, victim.username, 'wrong');
    expect((await loginFrom(1, victim.username, victim.password)).statusCode).toBe(429);
    expect((await loginFrom(1, other.username, other.password)).statusCode).toBe(200);
  });
});
