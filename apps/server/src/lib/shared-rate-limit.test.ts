import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { redisAnswers, redisReady, TEST_REDIS_URL } from '../test/redis-under-test';
import { createTestApp, type TestApp, uniqueName } from '../test/test-app';

// Issue 14: a brute force spread over two server processes must meet one limit, not one each.
// Two test apps on one Redis stand for two processes; skipped when no Redis answers (CI has one).
const redisUp = await redisAnswers(TEST_REDIS_URL);

const PER_MINUTE = 4;
const FAILURES = 3;

describe.skipIf(!redisUp)('rate limits shared by two server processes through Redis (REDIS_URL)', () => {
  let one: TestApp;
  let two: TestApp;
  // The apps use the server's own key prefix, so this run's callers come from a network of their
  // own: a parallel run on the same Redis (the PostgreSQL project, another checkout) counts apart.
  const net = randomBytes(4).toString('hex');
  const address = (n: number) => `2001:db8:${net.slice(0, 4)}:${net.slice(4)}::${n.toString(16)}`;

  beforeAll(async () => {
    const env = {
      REDIS_URL: TEST_REDIS_URL,
      AUTH_RATE_LIMIT_PER_MINUTE: String(PER_MINUTE),
      LOGIN_FAILURES_PER_HOUR: String(FAILURES),
    };
    // One after the other: two app builds at once can overrun Fastify's plugin timeout on a busy machine.
    one = await createTestApp(env);
    two = await createTestApp(env);
    // Until its connection is ready a process counts locally (commands fail fast, by design).
    for (const t of [one, two]) {
      const redis = t.app.ctx.redis;
      if (!redis) throw new Error('REDIS_URL did not give the app a Redis connection');
      await redisReady(redis);
    }
  });
  afterAll(async () => {
    await one?.close();
    await two?.close();
  });

  it('sign-in attempts from one address, spread over both processes, meet one per-minute limit', async () => {
    const ip = address(1);
    for (let i = 1; i <= PER_MINUTE; i++) {
      const res = await (i % 2 ? one : two).login(uniqueName('nobody'), 'wrong password here', ip);
      expect(res.statusCode, `attempt ${i}`).toBe(401);
    }
    // Each process has seen only half the limit, yet both refuse.
    for (const t of [one, two]) {
      const limited = await t.login(uniqueName('nobody'), 'wrong password here', ip);
      expect(limited.statusCode).toBe(429);
      expect(limited.json()).toEqual({ message: 'Too many attempts; try again later', code: 'RATE_LIMITED' });
      expect(Number(limited.headers['retry-after'])).toBeGreaterThanOrEqual(1);
      expect(Number(limited.headers['retry-after'])).toBeLessThanOrEqual(60);
    }
    // Another address has its own count.
    expect((await two.login(uniqueName('nobody'), 'wrong password here', address(2))).statusCode).toBe(401);
  });

  it('failed sign-ins on one account count across processes, and a success on either clears them', async () => {
    // Each test app has its own database, so the account is registered in both (production shares one).
    const username = uniqueName();
    const password = `correct horse ${randomBytes(6).toString('hex')}`;
    await one.register({ username, password }, address(0x10));
    await two.register({ username, password }, address(0x11));
    let n = 0x100;
    const attempt = (t: TestApp, pw: string) => t.login(username, pw, address(n++));

    expect((await attempt(one, 'wrong 1')).statusCode).toBe(401);
    expect((await attempt(two, 'wrong 2')).statusCode).toBe(401);
    // The success is on the process that counted only one of the two failures.
    expect((await attempt(two, password)).statusCode).toBe(200);

    for (let i = 1; i <= FAILURES; i++) {
      expect((await attempt(i % 2 ? one : two, `wrong again ${i}`)).statusCode, `failure ${i}`).toBe(401);
    }
    for (const t of [one, two]) {
      const locked = await attempt(t, password);
      expect(locked.statusCode).toBe(429);
      expect(locked.json()).toMatchObject({ code: 'RATE_LIMITED' });
      expect(locked.json().message).toMatch(/^Too many failed sign-ins; try again in \d+ (?:seconds|minutes)/);
    }
  });
});
