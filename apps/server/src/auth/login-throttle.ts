import { AppError } from '../errors';
import type { RateLimiter } from '../lib/rate-limiter';

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** Failures one address may make against one username before it has to wait. */
export const PAIR_FREE_FAILURES = 5;
/** The first wait of a pair; each further failure doubles it, up to {@link PAIR_MAX_WAIT_MS}. */
export const PAIR_FIRST_WAIT_MS = 30 * SECOND;
export const PAIR_MAX_WAIT_MS = 15 * MINUTE;
/** How long a pair's failures are remembered (a success forgets them at once). */
const PAIR_MEMORY_MS = DAY;
/** Failures a known device may make in an hour before it is treated as an unknown client. */
export const DEVICE_FAILURES_PER_HOUR = 10;

/** The counter of a pair is never "full": its count only sets the wait. */
const PAIR_COUNT_CAP = 1_000_000;
/** How long to wait, in words a person reads ("in 45 seconds", "in 58 minutes"). */
const waitWords = (seconds: number) =>
  seconds < 90 ? `in ${Math.max(1, Math.round(seconds))} seconds` : `in ${Math.round(seconds / 60)} minutes`;
/** The refusal says when to try again, and for an account under attack that a known browser still may. */
const refusedFor = (seconds: number) => `Too many failed sign-ins; try again ${waitWords(seconds)}`;
const ACCOUNT_REFUSED = (seconds: number) => `${refusedFor(seconds)}, or from a browser you have signed in with before`;

/**
 * Who is signing in. `knownClient` names a device cookie or a live session that this account
 * signed in from before (checked by the caller); `username` is compared case-insensitively.
 */
export type LoginAttempt = { ip: string; username: string; knownClient?: string };

/** The wait after the `failures`-th failure of a pair: none for the first few, then doubling. */
export function pairWaitMs(failures: number): number {
  if (failures < PAIR_FREE_FAILURES) return 0;
  return Math.min(PAIR_MAX_WAIT_MS, PAIR_FIRST_WAIT_MS * 2 ** (failures - PAIR_FREE_FAILURES));
}

/**
 * Sign-in throttling after OWASP's Authentication Cheat Sheet, built so that it cannot be used to
 * lock the owner out (issue 35):
 * - failures count per (client address, username) pair, and after {@link PAIR_FREE_FAILURES} the
 *   pair waits 30 s, then 1, 2, 4... minutes (at most 15) before its next attempt is looked at;
 *   other addresses, and other usernames from the same address, are not slowed;
 * - across all addresses an account accepts `failuresPerHour` failures from clients it has never
 *   been signed in from; beyond that such clients are refused for the rest of the hour, which is
 *   what slows a guesser spread over many addresses;
 * - a known client (a device cookie from an earlier sign-in, or a live session of the same user)
 *   is judged by its own failures only ({@link DEVICE_FAILURES_PER_HOUR}), so the right password
 *   from the owner's device is admitted whatever strangers have tried.
 * Every counter lives in the app's {@link RateLimiter}: in Redis when several processes share one,
 * so a guesser gains nothing by reaching another process. Checks run before any password hashing.
 */
export function loginThrottle(limiter: RateLimiter, failuresPerHour: number) {
  const keys = (a: LoginAttempt) => {
    const name = a.username.toLowerCase();
    return {
      pairCount: `login:fail:pair:${a.ip}:${name}`,
      pairWait: `login:wait:pair:${a.ip}:${name}`,
      // The key of the per-account counter before issue 35, so counts carry over a deploy.
      account: `login:fail:${name}`,
      known: a.knownClient ? `login:fail:known:${a.knownClient}` : undefined,
    };
  };

  /** Whether the known client of `a` still has its standing (a known client that keeps failing loses it). */
  async function trusted(a: LoginAttempt): Promise<boolean> {
    const { known } = keys(a);
    if (!known) return false;
    return (await limiter.peek(known, DEVICE_FAILURES_PER_HOUR, HOUR)).allowed;
  }

  return {
    /**
     * Refuses (429 with Retry-After) an attempt that must wait; says whether it came from a known
     * client, which {@link recordFailure} and {@link recordSuccess} are then told.
     */
    async check(a: LoginAttempt): Promise<{ known: boolean }> {
      if (await trusted(a)) return { known: true };
      const k = keys(a);
      const wait = await limiter.peek(k.pairWait, 1, PAIR_MAX_WAIT_MS);
      if (!wait.allowed) throw new AppError('RATE_LIMITED', refusedFor(wait.retryAfterSeconds), wait.retryAfterSeconds);
      const account = await limiter.peek(k.account, failuresPerHour, HOUR);
      if (!account.allowed)
        throw new AppError('RATE_LIMITED', ACCOUNT_REFUSED(account.retryAfterSeconds), account.retryAfterSeconds);
      return { known: false };
    },

    /** Counts a wrong password (or unknown username) against the attempt's counters. */
    async recordFailure(a: LoginAttempt, known: boolean): Promise<void> {
      const k = keys(a);
      if (known && k.known) {
        await limiter.hit(k.known, DEVICE_FAILURES_PER_HOUR, HOUR);
        return;
      }
      const counted = await limiter.hit(k.pairCount, PAIR_COUNT_CAP, PAIR_MEMORY_MS);
      const waitMs = pairWaitMs(PAIR_COUNT_CAP - counted.remaining);
      if (waitMs > 0) {
        // The wait is a one-hit window as long as the wait: peeked, it refuses until it expires.
        await limiter.reset(k.pairWait);
        await limiter.hit(k.pairWait, 1, waitMs);
      }
      await limiter.hit(k.account, failuresPerHour, HOUR);
    },

    /**
     * Forgets the pair's failures (and the known client's). A success from an unknown client also
     * clears the account's count, as before; one from a known client does not, since the owner
     * signing in on their own device says nothing about the strangers still guessing.
     */
    async recordSuccess(a: LoginAttempt, known: boolean): Promise<void> {
      const k = keys(a);
      const resets = [limiter.reset(k.pairCount), limiter.reset(k.pairWait)];
      if (k.known) resets.push(limiter.reset(k.known));
      if (!known) resets.push(limiter.reset(k.account));
      await Promise.all(resets);
    },
  };
}
