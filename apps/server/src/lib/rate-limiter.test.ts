import type { Redis } from 'ioredis';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  CLOSED_REDIS_URL,
  deleteRedisKeys,
  redisAnswers,
  redisReady,
  TEST_REDIS_URL,
  uniqueRedisPrefix,
} from '../test/redis-under-test';
import {
  createRateLimiter,
  MemoryRateLimiter,
  type RateDecision,
  type RateLimiter,
  RedisRateLimiter,
} from './rate-limiter';
import { connectRedis } from './redis';

/** A limiter on a clock the test moves by hand. */
function limiterAt(start = 1_000_000) {
  let now = start;
  const limiter = new MemoryRateLimiter(() => now);
  return {
    limiter,
    advance: (ms: number) => {
      now += ms;
    },
  };
}

describe('MemoryRateLimiter: fixed windows per key', () => {
  it('allows `limit` hits per window and refuses the next one', async () => {
    const { limiter } = limiterAt();
    const decisions = await hits(limiter, 4, 'k', 3);
    expect(decisions.map((d) => d.allowed)).toEqual([true, true, true, false]);
    expect(decisions.map((d) => d.remaining)).toEqual([2, 1, 0, 0]);
  });

  it('says how many whole seconds remain until the window ends (at least 1)', async () => {
    const { limiter, advance } = limiterAt();
    await limiter.hit('k', 1, 60_000);
    advance(15_500);
    expect(await limiter.hit('k', 1, 60_000)).toEqual({ allowed: false, remaining: 0, retryAfterSeconds: 45 });
    advance(44_000);
    expect((await limiter.hit('k', 1, 60_000)).retryAfterSeconds).toBe(1);
  });

  it('opens a new window once the old one has passed', async () => {
    const { limiter, advance } = limiterAt();
    await limiter.hit('k', 1, 60_000);
    expect((await limiter.hit('k', 1, 60_000)).allowed).toBe(false);
    advance(60_000);
    expect(await limiter.hit('k', 1, 60_000)).toEqual({ allowed: true, remaining: 0, retryAfterSeconds: 0 });
  });

  it('keeps keys apart', async () => {
    const { limiter } = limiterAt();
    await limiter.hit('a', 1, 60_000);
    expect((await limiter.hit('a', 1, 60_000)).allowed).toBe(false);
    expect((await limiter.hit('b', 1, 60_000)).allowed).toBe(true);
  });

  it('peek reports without counting, and refuses once the limit is reached', async () => {
    const { limiter } = limiterAt();
    for (let i = 0; i < 10; i++) expect((await limiter.peek('k', 2, 60_000)).allowed).toBe(true);
    await limiter.hit('k', 2, 60_000);
    expect(await limiter.peek('k', 2, 60_000)).toEqual({ allowed: true, remaining: 1, retryAfterSeconds: 0 });
    await limiter.hit('k', 2, 60_000);
    const d = await limiter.peek('k', 2, 60_000);
    expect(d.allowed).toBe(false);
    expect(d.retryAfterSeconds).toBe(60);
  });

  it('reset forgets a key', async () => {
    const { limiter } = limiterAt();
    await limiter.hit('k', 1, 60_000);
    await limiter.reset('k');
    expect((await limiter.hit('k', 1, 60_000)).allowed).toBe(true);
  });

  it('sweeps expired windows so that many one-off keys do not grow memory without bound', async () => {
    const { limiter, advance } = limiterAt();
    for (let i = 0; i < 1000; i++) await limiter.hit(`ip:${i}`, 5, 60_000);
    const size = () => (limiter as unknown as { windows: Map<string, unknown> }).windows.size;
    expect(size()).toBe(1000);
    advance(61_000);
    await limiter.hit('fresh', 5, 60_000);
    expect(size()).toBe(1);
  });
});

/** `n` hits on `key`, one after the other, taking turns over `limiters` (the "processes"). */
async function hits(
  limiters: RateLimiter | RateLimiter[],
  n: number,
  key: string,
  limit: number,
  windowMs = 60_000,
): Promise<RateDecision[]> {
  const turns = Array.isArray(limiters) ? limiters : [limiters];
  const out: RateDecision[] = [];
  for (let i = 0; i < n; i++) out.push(await (turns[i % turns.length] as RateLimiter).hit(key, limit, windowMs));
  return out;
}

/** The messages a Redis client and the limiters log, in order. */
function captureLog() {
  const messages: string[] = [];
  const log = {
    warn: (_obj: object, msg: string) => messages.push(msg),
    info: (_obj: object, msg: string) => messages.push(msg),
  };
  return {
    log,
    outageWarnings: () => messages.filter((m) => m.startsWith('Redis is unreachable; rate limits')).length,
  };
}

describe('createRateLimiter', () => {
  it('counts in this process, on the app clock, when there is no Redis connection', async () => {
    let now = 5_000_000;
    const limiter = createRateLimiter({ redis: () => undefined, now: () => now, log: captureLog().log });
    expect((await hits(limiter, 2, 'k', 1)).map((d) => d.allowed)).toEqual([true, false]);
    now += 60_000;
    expect((await limiter.hit('k', 1, 60_000)).allowed).toBe(true);
  });
});

// Counters in Redis need a Redis: skipped when none answers within a second (CI starts one).
const redisUp = await redisAnswers(TEST_REDIS_URL);

describe.skipIf(!redisUp)('RedisRateLimiter: one counter for every process (real Redis)', () => {
  const prefix = uniqueRedisPrefix('rate-limiter');
  const { log, outageWarnings } = captureLog();
  let first: Redis;
  let second: Redis;
  /** Two limiters on two connections: two server processes. */
  let a: RedisRateLimiter;
  let b: RedisRateLimiter;
  beforeAll(async () => {
    first = connectRedis(TEST_REDIS_URL, log, 'test-process-a');
    second = connectRedis(TEST_REDIS_URL, log, 'test-process-b');
    await Promise.all([redisReady(first), redisReady(second)]);
    a = new RedisRateLimiter({ redis: first, log, keyPrefix: prefix });
    b = new RedisRateLimiter({ redis: second, log, keyPrefix: prefix });
  });
  afterAll(async () => {
    if (first) await deleteRedisKeys(first, prefix);
    first?.disconnect();
    second?.disconnect();
  });

  it('hits spread over two processes meet one limit, not one each', async () => {
    const decisions = await hits([a, b], 5, 'login:ip:198.51.100.1', 4);
    expect(decisions.map((d) => d.allowed)).toEqual([true, true, true, true, false]);
    expect(decisions.map((d) => d.remaining)).toEqual([3, 2, 1, 0, 0]);
    const refused = await a.hit('login:ip:198.51.100.1', 4, 60_000);
    expect(refused.allowed).toBe(false);
    expect(refused.retryAfterSeconds).toBeGreaterThanOrEqual(1);
    expect(refused.retryAfterSeconds).toBeLessThanOrEqual(60);
    // Another key has its own counter.
    expect((await b.hit('login:ip:198.51.100.2', 4, 60_000)).remaining).toBe(3);
  });

  it('peek sees the hits another process counted, and counts nothing itself', async () => {
    await a.hit('fail:ann', 3, 3_600_000);
    for (let i = 0; i < 5; i++) {
      expect(await b.peek('fail:ann', 3, 3_600_000)).toEqual({ allowed: true, remaining: 2, retryAfterSeconds: 0 });
    }
    await hits(a, 2, 'fail:ann', 3, 3_600_000);
    const locked = await b.peek('fail:ann', 3, 3_600_000);
    expect(locked.allowed).toBe(false);
    expect(locked.retryAfterSeconds).toBeGreaterThan(3_500);
    expect(locked.retryAfterSeconds).toBeLessThanOrEqual(3_600);
    expect(await b.peek('fail:nobody', 3, 3_600_000)).toEqual({ allowed: true, remaining: 3, retryAfterSeconds: 0 });
  });

  it('reset in one process clears the counter for all, even in a process that never counted the key', async () => {
    await hits(a, 2, 'fail:bob', 1);
    expect((await a.peek('fail:bob', 1, 60_000)).allowed).toBe(false);
    const fresh = new RedisRateLimiter({ redis: second, log, keyPrefix: prefix });
    await fresh.reset('fail:bob');
    expect((await a.hit('fail:bob', 1, 60_000)).allowed).toBe(true);
  });

  it('keeps windows in whole seconds, rounded up, under the key prefix', async () => {
    await a.hit('short', 5, 1_500);
    const ttl = await first.pttl(`${prefix}:short`);
    expect(ttl).toBeGreaterThan(1_000);
    expect(ttl).toBeLessThanOrEqual(2_000);
  });

  it('warns about nothing while Redis answers', () => {
    expect(outageWarnings()).toBe(0);
  });
});

describe('RedisRateLimiter with Redis down: local limits, no errors, one warning per outage', () => {
  const prefix = uniqueRedisPrefix('rate-limiter-down');
  let capture: ReturnType<typeof captureLog>;
  let down: Redis;
  beforeAll(() => {
    capture = captureLog();
    down = connectRedis(CLOSED_REDIS_URL, capture.log, 'test-down');
  });
  afterAll(() => {
    down?.disconnect();
  });
  afterEach(() => {
    expect(down.status).not.toBe('ready');
  });

  it('still refuses past the limit, counting in memory, and nothing throws', async () => {
    const limiter = new RedisRateLimiter({ redis: down, log: capture.log, keyPrefix: prefix });
    const decisions = await hits(limiter, 3, 'k', 2);
    expect(decisions.map((d) => d.allowed)).toEqual([true, true, false]);
    expect(decisions.map((d) => d.remaining)).toEqual([1, 0, 0]);
    expect(decisions[2]?.retryAfterSeconds).toBeGreaterThanOrEqual(1);
    expect(decisions[2]?.retryAfterSeconds).toBeLessThanOrEqual(60);
    expect((await limiter.peek('k', 2, 60_000)).allowed).toBe(false);
    await limiter.reset('k');
    expect(await limiter.peek('k', 2, 60_000)).toEqual({ allowed: true, remaining: 2, retryAfterSeconds: 0 });
    expect((await limiter.hit('k', 2, 60_000)).allowed).toBe(true);
  });

  it('warns once per outage, not per request, and again only after Redis was back in between', async () => {
    const { log, outageWarnings } = captureLog();
    const limiter = new RedisRateLimiter({ redis: down, log, keyPrefix: prefix });
    await hits(limiter, 20, 'flood', 5);
    await limiter.peek('flood', 5, 60_000);
    expect(outageWarnings()).toBe(1);
    // What ioredis announces when a connection comes back; the next failure is a new outage.
    down.emit('ready');
    await hits(limiter, 3, 'flood', 5);
    expect(outageWarnings()).toBe(2);
  });
});
