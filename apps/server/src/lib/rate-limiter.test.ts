import { describe, expect, it } from 'vitest';
import { MemoryRateLimiter } from './rate-limiter';

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
  it('allows `limit` hits per window and refuses the next one', () => {
    const { limiter } = limiterAt();
    const decisions = Array.from({ length: 4 }, () => limiter.hit('k', 3, 60_000));
    expect(decisions.map((d) => d.allowed)).toEqual([true, true, true, false]);
    expect(decisions.map((d) => d.remaining)).toEqual([2, 1, 0, 0]);
  });

  it('says how many whole seconds remain until the window ends (at least 1)', () => {
    const { limiter, advance } = limiterAt();
    limiter.hit('k', 1, 60_000);
    advance(15_500);
    expect(limiter.hit('k', 1, 60_000)).toEqual({ allowed: false, remaining: 0, retryAfterSeconds: 45 });
    advance(44_000);
    expect(limiter.hit('k', 1, 60_000).retryAfterSeconds).toBe(1);
  });

  it('opens a new window once the old one has passed', () => {
    const { limiter, advance } = limiterAt();
    limiter.hit('k', 1, 60_000);
    expect(limiter.hit('k', 1, 60_000).allowed).toBe(false);
    advance(60_000);
    expect(limiter.hit('k', 1, 60_000)).toEqual({ allowed: true, remaining: 0, retryAfterSeconds: 0 });
  });

  it('keeps keys apart', () => {
    const { limiter } = limiterAt();
    limiter.hit('a', 1, 60_000);
    expect(limiter.hit('a', 1, 60_000).allowed).toBe(false);
    expect(limiter.hit('b', 1, 60_000).allowed).toBe(true);
  });

  it('peek reports without counting, and refuses once the limit is reached', () => {
    const { limiter } = limiterAt();
    for (let i = 0; i < 10; i++) expect(limiter.peek('k', 2, 60_000).allowed).toBe(true);
    limiter.hit('k', 2, 60_000);
    expect(limiter.peek('k', 2, 60_000)).toEqual({ allowed: true, remaining: 1, retryAfterSeconds: 0 });
    limiter.hit('k', 2, 60_000);
    const d = limiter.peek('k', 2, 60_000);
    expect(d.allowed).toBe(false);
    expect(d.retryAfterSeconds).toBe(60);
  });

  it('reset forgets a key', () => {
    const { limiter } = limiterAt();
    limiter.hit('k', 1, 60_000);
    limiter.reset('k');
    expect(limiter.hit('k', 1, 60_000).allowed).toBe(true);
  });

  it('sweeps expired windows so that many one-off keys do not grow memory without bound', () => {
    const { limiter, advance } = limiterAt();
    for (let i = 0; i < 1000; i++) limiter.hit(`ip:${i}`, 5, 60_000);
    const size = () => (limiter as unknown as { windows: Map<string, unknown> }).windows.size;
    expect(size()).toBe(1000);
    advance(61_000);
    limiter.hit('fresh', 5, 60_000);
    expect(size()).toBe(1);
  });
});
