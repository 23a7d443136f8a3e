import type { LightMyRequestResponse } from 'fastify';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../errors';
import { RedisRateLimiter } from '../lib/rate-limiter';
import { deleteRedisKeys, redisAnswers, redisReady, TEST_REDIS_URL, uniqueRedisPrefix } from '../test/redis-under-test';
import { createTestApp, MINUTE, type TestApp, uniqueName } from '../test/test-app';
import { loginThrottle, PAIR_FREE_FAILURES, pairWaitMs } from './login-throttle';

// Issue 35: twenty wrong passwords from anywhere used to lock the owner out for an hour. Failures
// now count per (address, username) pair with growing waits; the per-account ceiling refuses only
// clients the account has never been signed in from (OWASP Authentication Cheat Sheet: device
// cookies), and a device that signed in before, or a live session of the user, still gets in.

const CEILING = 20;
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ LOGIN_FAILURES_PER_HOUR: String(CEILING) });
});
afterAll(async () => {
  await t?.close();
});

const ATTACKER = '203.0.113.66';
const OWNER = '198.51.100.7';

function login(username: string, password: string, remoteAddress: string, cookie?: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/login',
    remoteAddress,
    headers: cookie ? { cookie } : {},
    payload: { username, password },
  });
}

function deviceCookieOf(res: LightMyRequestResponse): string {
  const c = res.cookies.find((k) => /careerloom\.device$/.test(k.name));
  if (!c?.value) throw new Error(`no device cookie in response ${res.statusCode}`);
  return `${c.name}=${c.value}`;
}

let botnet = 0;
/** A failed sign-in from an address never seen before (a botnet spreading its guesses). */
function fromAnywhere(username: string, password: string) {
  botnet += 1;
  return login(username, password, `10.77.${(botnet >> 8) & 255}.${botnet & 255}`);
}

describe('sign-in throttling that cannot be turned against the owner (issue 35)', () => {
  it('25 wrong passwords from one address do not lock the owner out: the right password from another address is admitted', async () => {
    const { username, password } = await t.register();
    const statuses: number[] = [];
    for (let i = 1; i <= 25; i++) statuses.push((await login(username, `wrong guess ${i}`, ATTACKER)).statusCode);
    // The attacker's own pair is slowed down...
    expect(statuses).toContain(429);
    // ...and the owner, elsewhere, is not.
    const owner = await login(username, password, OWNER);
    expect(owner.statusCode).toBe(200);
  });

  it("the attacker's pair waits longer after each failure, and the right password from that pair is admitted once the wait is over", async () => {
    const { username, password } = await t.register();
    let res = await login(username, 'wrong 1', ATTACKER);
    for (let i = 2; res.statusCode === 401 && i < 20; i++) res = await login(username, `wrong ${i}`, ATTACKER);
    expect(res.statusCode).toBe(429);
    const firstWait = Number(res.headers['retry-after']);
    // the message says when, in the words a person reads (issue 35 walkthrough: "try again later")
    expect(res.json()).toEqual({
      message: `Too many failed sign-ins; try again in ${firstWait} seconds`,
      code: 'RATE_LIMITED',
    });
    expect(firstWait).toBeGreaterThanOrEqual(1);
    expect(firstWait).toBeLessThanOrEqual(60);
    // Refused attempts during the wait do not lengthen it or count as failures.
    expect((await login(username, 'wrong again', ATTACKER)).statusCode).toBe(429);

    t.clock.advance(firstWait * 1000);
    expect((await login(username, 'one more wrong', ATTACKER)).statusCode).toBe(401);
    const second = await login(username, 'and another', ATTACKER);
    expect(second.statusCode).toBe(429);
    const secondWait = Number(second.headers['retry-after']);
    expect(secondWait).toBeGreaterThan(firstWait);
    // Waits grow but stay bounded: never the rest of an hour for one address.
    expect(secondWait).toBeLessThanOrEqual(15 * 60);

    // Other usernames from the same address are not slowed by this pair.
    const other = await t.register();
    expect((await login(other.username, 'wrong', ATTACKER)).statusCode).toBe(401);
    expect((await login(other.username, other.password, ATTACKER)).statusCode).toBe(200);

    t.clock.advance(secondWait * 1000);
    expect((await login(username, password, ATTACKER)).statusCode).toBe(200);
    // A success clears the pair: the next typo is answered at once.
    expect((await login(username, 'typo', ATTACKER)).statusCode).toBe(401);
  });

  it('after the per-account ceiling, unknown clients are refused but a device that signed in before is admitted from any address', async () => {
    const owner = await t.register();
    const earlier = await login(owner.username, owner.password, OWNER);
    expect(earlier.statusCode).toBe(200);
    const device = deviceCookieOf(earlier);

    for (let i = 1; i <= CEILING; i++) {
      expect((await fromAnywhere(owner.username, `botnet ${i}`)).statusCode, `failure ${i}`).toBe(401);
    }
    // The right password from a client the account has never seen: slowed (refused for now).
    const unknown = await fromAnywhere(owner.username, owner.password);
    expect(unknown.statusCode).toBe(429);
    // it says when, and that a browser that signed in before still may
    expect(unknown.json().message).toMatch(
      /^Too many failed sign-ins; try again in \d+ minutes, or from a browser you have signed in with before$/,
    );
    expect(Number(unknown.headers['retry-after'])).toBeGreaterThanOrEqual(1);

    // The owner's device, even from a new address, is admitted.
    expect((await login(owner.username, owner.password, '192.0.2.200', device)).statusCode).toBe(200);
    // A live session of the same user counts as a known client too.
    expect((await login(owner.username, owner.password, '192.0.2.201', owner.cookie)).statusCode).toBe(200);
    // A forged or altered device cookie does not.
    const [name, value = ''] = device.split('=');
    const forged = `${name}=${value.replace(/^\d+/, '1')}x`;
    expect((await login(owner.username, owner.password, '192.0.2.202', forged)).statusCode).toBe(429);
    // Nor does another user's device or session.
    const stranger = await t.register();
    const strangerDevice = deviceCookieOf(await login(stranger.username, stranger.password, '192.0.2.203'));
    expect((await login(owner.username, owner.password, '192.0.2.204', strangerDevice)).statusCode).toBe(429);
    expect((await login(owner.username, owner.password, '192.0.2.205', stranger.cookie)).statusCode).toBe(429);
  });

  it('a known device that keeps failing loses its standing', async () => {
    const owner = await t.register();
    const device = deviceCookieOf(await login(owner.username, owner.password, OWNER));
    for (let i = 1; i <= CEILING; i++) await fromAnywhere(owner.username, `botnet ${i}`);
    // Someone holding the device cookie guesses from many addresses.
    let res: LightMyRequestResponse | undefined;
    for (let i = 1; i <= 12; i++) {
      res = await login(owner.username, `stolen cookie ${i}`, `192.0.2.${100 + i}`, device);
      if (res.statusCode === 429) break;
    }
    expect(res?.statusCode).toBe(429);
    expect((await login(owner.username, owner.password, '192.0.2.150', device)).statusCode).toBe(429);
    // The ceiling is an hour's: afterwards the right password is admitted again.
    t.clock.advance(60 * MINUTE + 1000);
    expect((await login(owner.username, owner.password, '192.0.2.151', device)).statusCode).toBe(200);
  });

  it('unknown usernames are throttled per pair just like real ones (no enumeration by the limiter)', async () => {
    const ghost = uniqueName('ghost');
    const real = await t.register();
    const answers = async (username: string) => {
      const out: number[] = [];
      for (let i = 1; i <= 8; i++) out.push((await login(username, `wrong ${i}`, '203.0.113.90')).statusCode);
      return out;
    };
    expect(await answers(ghost)).toEqual(await answers(real.username));
  });
});

describe('the wait schedule', () => {
  it('is free for the first failures, then doubles from 30 s up to 15 minutes', () => {
    const waits = Array.from({ length: 14 }, (_, i) => pairWaitMs(i + 1) / 1000);
    expect(waits).toEqual([0, 0, 0, 0, 30, 60, 120, 240, 480, 900, 900, 900, 900, 900]);
  });
});

const redisUp = await redisAnswers(TEST_REDIS_URL);

describe.skipIf(!redisUp)('the throttle is shared by server processes through Redis', () => {
  let redis: Redis;
  const prefix = uniqueRedisPrefix('login-throttle');
  beforeAll(async () => {
    redis = new Redis(TEST_REDIS_URL, { enableOfflineQueue: false, maxRetriesPerRequest: 0 });
    await redisReady(redis);
  });
  afterAll(async () => {
    await deleteRedisKeys(redis, prefix);
    redis.disconnect();
  });

  it("a pair's wait set on one process holds on another; a known client is admitted on both", async () => {
    const log = { warn: () => undefined };
    const one = loginThrottle(new RedisRateLimiter({ redis, log, keyPrefix: prefix }), 100);
    const two = loginThrottle(new RedisRateLimiter({ redis, log, keyPrefix: prefix }), 100);
    const attacker = { ip: '203.0.113.5', username: 'Victim' };
    for (let i = 1; i <= PAIR_FREE_FAILURES; i++) {
      await (i % 2 ? one : two).recordFailure(attacker, false);
    }
    for (const side of [one, two]) {
      const refused = await side.check({ ...attacker, username: 'victim' }).catch((e: unknown) => e);
      expect(refused).toBeInstanceOf(AppError);
      expect((refused as AppError).retryAfterSeconds).toBeGreaterThanOrEqual(1);
      expect((refused as AppError).retryAfterSeconds).toBeLessThanOrEqual(30);
    }
    await expect(two.check({ ...attacker, username: 'someone else' })).resolves.toEqual({ known: false });
    const owner = { ip: '198.51.100.9', username: 'victim', knownClient: 'device:abc' };
    await expect(one.check(owner)).resolves.toEqual({ known: true });
    await expect(two.check(owner)).resolves.toEqual({ known: true });
  });
});
