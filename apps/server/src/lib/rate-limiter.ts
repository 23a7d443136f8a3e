import type { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';

/**
 * Fixed-window rate limits behind one asynchronous interface, so that the store can be shared:
 * - with `REDIS_URL`, {@link RedisRateLimiter} (rate-limiter-flexible) keeps the counters in Redis,
 *   so a brute force spread over several server processes meets one limit, not one per process;
 *   while Redis is unreachable each process falls back to its own in-memory counters (and says so
 *   once per outage) instead of refusing or failing requests;
 * - without it, {@link MemoryRateLimiter} keeps them in this process, on the app's clock, which is
 *   what lets the tests move time past a window by hand.
 */
export type RateDecision = { allowed: boolean; remaining: number; retryAfterSeconds: number };

export interface RateLimiter {
  /** Counts one hit for `key` and says whether it is within `limit` per `windowMs`. */
  hit(key: string, limit: number, windowMs: number): Promise<RateDecision>;
  /** Says whether `key` has already reached `limit`, without counting a hit. */
  peek(key: string, limit: number, windowMs: number): Promise<RateDecision>;
  /** Forgets every hit counted for `key`. */
  reset(key: string): Promise<void>;
}

type Window = { count: number; resetAt: number };

export class MemoryRateLimiter implements RateLimiter {
  private readonly windows = new Map<string, Window>();
  private lastSweep = 0;

  constructor(private readonly now: () => number = Date.now) {}

  async hit(key: string, limit: number, windowMs: number): Promise<RateDecision> {
    const w = this.current(key, windowMs);
    w.count += 1;
    return this.decide(w, limit);
  }

  async peek(key: string, limit: number, windowMs: number): Promise<RateDecision> {
    const w = this.current(key, windowMs);
    return w.count >= limit
      ? { allowed: false, remaining: 0, retryAfterSeconds: this.retryAfter(w) }
      : { allowed: true, remaining: limit - w.count, retryAfterSeconds: 0 };
  }

  async reset(key: string): Promise<void> {
    this.windows.delete(key);
  }

  private current(key: string, windowMs: number): Window {
    const now = this.now();
    this.sweep(now);
    let w = this.windows.get(key);
    if (!w || w.resetAt <= now) {
      w = { count: 0, resetAt: now + windowMs };
      this.windows.set(key, w);
    }
    return w;
  }

  private decide(w: Window, limit: number): RateDecision {
    return w.count > limit
      ? { allowed: false, remaining: 0, retryAfterSeconds: this.retryAfter(w) }
      : { allowed: true, remaining: limit - w.count, retryAfterSeconds: 0 };
  }

  private retryAfter(w: Window): number {
    return Math.max(1, Math.ceil((w.resetAt - this.now()) / 1000));
  }

  /** Drops expired windows at most once a minute so the map cannot grow without bound. */
  private sweep(now: number): void {
    if (now - this.lastSweep < 60_000) return;
    this.lastSweep = now;
    for (const [k, w] of this.windows) if (w.resetAt <= now) this.windows.delete(k);
  }
}

/** The Redis keys of every limit start with this (then `:<caller's key>`). */
export const RATE_LIMIT_KEY_PREFIX = 'careerloom:rl';

type LimiterLog = { warn: (obj: object, msg: string) => void };

type MemoryOptions = ConstructorParameters<typeof RateLimiterMemory>[0];

/**
 * The in-memory limiter rate-limiter-flexible turns to when a Redis command fails. It reports each
 * counting use, which is how the outage is noticed (the library does not say which store answered).
 */
class LocalInsurance extends RateLimiterMemory {
  constructor(
    options: MemoryOptions,
    private readonly onUse: () => void,
  ) {
    super(options);
  }

  override consume(key: string | number, points?: number, options?: Record<string, unknown>) {
    this.onUse();
    return super.consume(key, points, options);
  }

  override get(key: string | number, options?: Record<string, unknown>) {
    this.onUse();
    return super.get(key, options);
  }
}

type Pair = { shared: RateLimiterRedis; local: LocalInsurance };

export type RedisRateLimiterOptions = {
  redis: Redis;
  log: LimiterLog;
  /** Tests give each run its own prefix; the server uses {@link RATE_LIMIT_KEY_PREFIX}. */
  keyPrefix?: string;
};

/**
 * Limits counted in Redis, so every server process sees the same counters. rate-limiter-flexible
 * fixes points and duration per instance, so there is one instance per (limit, window) pair the
 * callers use (a dozen at most), all on one key prefix: a caller's key names one counter whatever
 * limit it is checked against, as in {@link MemoryRateLimiter}, and `reset` is a single DEL.
 * Windows are whole seconds there: `windowMs` is rounded up.
 */
export class RedisRateLimiter implements RateLimiter {
  private readonly pairs = new Map<string, Pair>();
  private readonly keyPrefix: string;
  /** Whether the current outage has been logged; cleared when the connection is ready again. */
  private outageLogged = false;

  constructor(private readonly options: RedisRateLimiterOptions) {
    this.keyPrefix = options.keyPrefix ?? RATE_LIMIT_KEY_PREFIX;
    options.redis.on('ready', () => {
      this.outageLogged = false;
    });
  }

  async hit(key: string, limit: number, windowMs: number): Promise<RateDecision> {
    try {
      const res = await this.pairFor(limit, windowMs).shared.consume(key);
      return { allowed: true, remaining: res.remainingPoints, retryAfterSeconds: 0 };
    } catch (error) {
      // A refusal arrives as a rejection carrying the counter; anything else is a real failure.
      if (error instanceof RateLimiterRes) return refused(error.msBeforeNext);
      throw error;
    }
  }

  async peek(key: string, limit: number, windowMs: number): Promise<RateDecision> {
    const res = await this.pairFor(limit, windowMs).shared.get(key);
    const used = res?.consumedPoints ?? 0;
    // No counter yet means a fresh window (a limit of 0 refuses even that, as in memory).
    return used >= limit
      ? refused(res?.msBeforeNext ?? windowMs)
      : { allowed: true, remaining: limit - used, retryAfterSeconds: 0 };
  }

  async reset(key: string): Promise<void> {
    // Another process may have counted the key, so the DEL goes out even if this one never did.
    const pairs = [...this.pairs.values()];
    const any = pairs[0] ?? this.pairFor(1, 1000);
    await any.shared.delete(key);
    // Hits counted locally during an outage live in each instance's own insurance.
    await Promise.all(pairs.map((p) => p.local.delete(key)));
  }

  private pairFor(limit: number, windowMs: number): Pair {
    const duration = Math.max(1, Math.ceil(windowMs / 1000));
    const id = `${limit}/${duration}`;
    let pair = this.pairs.get(id);
    if (!pair) {
      const local = new LocalInsurance({ points: limit, duration, keyPrefix: this.keyPrefix }, () => this.noteOutage());
      const shared = new RateLimiterRedis({
        storeClient: this.options.redis,
        keyPrefix: this.keyPrefix,
        points: limit,
        duration,
        // Straight to the insurance while ioredis is not connected, rather than trying first.
        rejectIfRedisNotReady: true,
        insuranceLimiter: local,
      });
      pair = { shared, local };
      this.pairs.set(id, pair);
    }
    return pair;
  }

  private noteOutage(): void {
    if (this.outageLogged) return;
    this.outageLogged = true;
    this.options.log.warn(
      { keyPrefix: this.keyPrefix },
      'Redis is unreachable; rate limits are counted per process until it is back',
    );
  }
}

function refused(msBeforeNext: number): RateDecision {
  // PTTL answers -1 for a key without expiry; a refusal always asks for at least one second.
  return { allowed: false, remaining: 0, retryAfterSeconds: Math.max(1, Math.ceil(msBeforeNext / 1000)) };
}

/**
 * The limiter for this process: {@link RedisRateLimiter} when the app has a Redis connection,
 * else {@link MemoryRateLimiter} on the app's clock. `redis` is read on first use because the
 * app context that holds the connection is built in the same expression as the limiter.
 */
export function createRateLimiter(options: {
  redis: () => Redis | undefined;
  now: () => number;
  log: LimiterLog;
}): RateLimiter {
  let chosen: RateLimiter | undefined;
  const limiter = (): RateLimiter => {
    if (!chosen) {
      const redis = options.redis();
      chosen = redis ? new RedisRateLimiter({ redis, log: options.log }) : new MemoryRateLimiter(options.now);
    }
    return chosen;
  };
  return {
    hit: (key, limit, windowMs) => limiter().hit(key, limit, windowMs),
    peek: (key, limit, windowMs) => limiter().peek(key, limit, windowMs),
    reset: (key) => limiter().reset(key),
  };
}
