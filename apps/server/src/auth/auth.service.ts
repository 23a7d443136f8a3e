import type { registerBodySchema } from '@careerloom/contract';
import { INVALID_CREDENTIALS_MESSAGE, type LoginBody, TRIAL_DAYS, type TRIAL_PLANS } from '@careerloom/contract';
import type { z } from 'zod';
import type { AppContext } from '../context';
import type { UserRow } from '../db/schema';
import { AppError } from '../errors';
import { dummyPasswordHash, hashPassword, needsRehash, passwordProblem, verifyPassword } from '../lib/password';
import { isUniqueViolation, usersRepository } from '../users/users.repository';
import { loginThrottle } from './login-throttle';

type RegisterInput = z.output<typeof registerBodySchema>;

/**
 * Where a sign-in comes from: the address, and the clients this browser proves it was signed in
 * as before (a signed device cookie, a live session), each with the user it belongs to.
 */
export type LoginClient = { ip: string; knownClients: { userId: number; id: string }[] };
const MINUTE = 60_000;
const HOUR = 3_600_000;

/**
 * Account creation and sign-in. Rate limits are checked before any password hashing, so a flood
 * of attempts costs the server counters, not argon2 work.
 */
export function authService(ctx: AppContext) {
  const users = usersRepository(ctx.db);
  const { limiter, config } = ctx;
  const throttle = loginThrottle(limiter, config.loginFailuresPerHour);

  async function limitByIp(action: string, ip: string): Promise<void> {
    const d = await limiter.hit(`${action}:ip:${ip}`, config.authRateLimitPerMinute, MINUTE);
    if (!d.allowed) throw new AppError('RATE_LIMITED', 'Too many attempts; try again later', d.retryAfterSeconds);
  }

  return {
    /** Creates an account, starting a 14-day trial when a plan was chosen on the pricing page. */
    async register(input: RegisterInput, ip: string): Promise<UserRow> {
      await limitByIp('register', ip);
      const perName = await limiter.hit(`register:user:${input.username.toLowerCase()}`, 5, MINUTE);
      if (!perName.allowed) {
        throw new AppError('RATE_LIMITED', 'Too many attempts; try again later', perName.retryAfterSeconds);
      }
      const problem = passwordProblem(input.password, input.username);
      if (problem) throw new AppError('VALIDATION_FAILED', problem);
      // One message for both clashes, so registration does not tell which one exists.
      const taken = 'That username or email is already registered';
      if (await users.usernameOrEmailTaken(input.username, input.email)) throw new AppError('CONFLICT', taken);
      const now = ctx.clock();
      const trial = trialFor(input.plan, now);
      try {
        return await users.insert({
          username: input.username,
          email: input.email,
          fullName: input.fullName,
          role: input.role,
          passwordHash: await hashPassword(input.password),
          tier: 'free',
          trialTier: trial?.tier ?? null,
          trialEndsAt: trial?.endsAt ?? null,
          // Signing up with a plan is the account's one trial.
          trialUsedAt: trial ? now : null,
          createdAt: now,
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw new AppError('CONFLICT', taken);
        throw error;
      }
    },

    /**
     * Checks credentials. Unknown usernames and wrong passwords give the same answer after the
     * same work. Throttling (login-throttle.ts) is per address and username with growing waits,
     * plus a per-account ceiling that refuses only clients the account was never signed in from:
     * a stranger's guesses cannot lock the owner out of their own device.
     */
    async login(input: LoginBody, client: LoginClient): Promise<UserRow> {
      await limitByIp('login', client.ip);
      const user = await users.findByUsername(input.username);
      const known = user ? client.knownClients.find((c) => c.userId === user.id) : undefined;
      const attempt = { ip: client.ip, username: input.username, knownClient: known?.id };
      const { known: trusted } = await throttle.check(attempt);
      const ok = await verifyPassword(user?.passwordHash ?? (await dummyPasswordHash()), input.password);
      if (!user || !ok) {
        await throttle.recordFailure(attempt, trusted);
        throw new AppError('INVALID_CREDENTIALS', INVALID_CREDENTIALS_MESSAGE);
      }
      await throttle.recordSuccess(attempt, trusted);
      if (needsRehash(user.passwordHash)) {
        return (await users.update(user.id, { passwordHash: await hashPassword(input.password) })) ?? user;
      }
      return user;
    },
  };
}

function trialFor(plan: (typeof TRIAL_PLANS)[number] | undefined, now: Date) {
  if (!plan) return null;
  return { tier: plan, endsAt: new Date(now.getTime() + TRIAL_DAYS * 24 * HOUR) };
}
