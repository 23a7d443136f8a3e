/**
 * Fixed-window counters kept in this process. Enough for one server process; a shared store
 * (Redis, when REDIS_URL lands) can implement the same interface for several.
 */
export type RateDecision = { allowed: boolean; remaining: number; retryAfterSeconds: number };

export interface RateLimiter {
  /** Counts one hit for `key` and says whether it is within `limit` per `windowMs`. */
  hit(key: string, limit: number, windowMs: number): RateDecision;
  /** Says whether `key` has already reached `limit`, without counting a hit. */
  peek(key: string, limit: number, windowMs: number): RateDecision;
  reset(key: string): void;
}

type Window = { count: number; resetAt: number };

export class MemoryRateLimiter implements RateLimiter {
  private readonly windows = new Map<string, Window>();
  private lastSweep = 0;

  constructor(private readonly now: () => number = Date.now) {}

  hit(key: string, limit: number, windowMs: number): RateDecision {
    const w = this.current(key, windowMs);
    w.count += 1;
    return this.decide(w, limit);
  }

  peek(key: string, limit: number, windowMs: number): RateDecision {
    const w = this.current(key, windowMs);
    return w.count >= limit
      ? { allowed: false, remaining: 0, retryAfterSeconds: this.retryAfter(w) }
      : { allowed: true, remaining: limit - w.count, retryAfterSeconds: 0 };
  }

  reset(key: string): void {
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
