import 'fastify';
import { randomBytes } from 'node:crypto';
import type { AppContext } from '../context';
import type { UserRow } from '../db/schema';
import { createLocalBus, type EventBus } from '../lib/event-bus';
import { hashToken } from '../lib/token-hash';
import { type SessionRow, sessionsRepository } from './sessions.repository';

/** Last-seen is written at most this often, so reads do not each cost a write. */
const TOUCH_EVERY_MS = 60_000;

/** The bus channel on which every process drops cached sessions (one session, or all of a user's). */
declare module 'fastify' {
  interface FastifyInstance {
    /** Sessions of this process, with the cache that every process drops on a revocation. */
    sessions: SessionService;
  }
}

export const SESSION_INVALIDATION_CHANNEL = 'sessions.invalidate';
type Invalidation = { sessionId: string } | { userId: number };

export type SessionCacheOptions = {
  /** Carries invalidations to every process; by default this process alone. */
  bus?: EventBus;
  /** How long a resolved session is reused without asking the database: the backstop for a lost invalidation. */
  ttlMs?: number;
  maxEntries?: number;
};

export type NewSession = { token: string; id: string; expiresAt: Date };

/**
 * Server-side sessions: the browser holds 256 random bits, the database only their SHA-256.
 * A session ends at logout, after `sessionIdleMs` without use, or `sessionAbsoluteMs` after login.
 * A resolved session and its user are reused for `ttlMs` (5 s) from a bounded in-process cache;
 * revocations and changes to a user are announced on the bus, and every process drops the entries
 * at once, so the TTL only matters when a message is lost.
 */
export function sessionService(ctx: AppContext, options: SessionCacheOptions = {}) {
  const repo = sessionsRepository(ctx.db);
  const { sessionIdleMs, sessionAbsoluteMs } = ctx.config;
  const bus = options.bus ?? createLocalBus();
  const ttlMs = options.ttlMs ?? 5_000;
  const maxEntries = options.maxEntries ?? 10_000;

  // Keyed by session id (the token's hash). The TTL runs on the process's monotonic clock, not
  // the app clock: it bounds how stale a cached row may be in real time.
  const cache = new Map<string, { session: SessionRow; user: UserRow; until: number }>();
  // Bumped by every invalidation: a database read that started before one is not cached.
  let generation = 0;
  bus.subscribe(SESSION_INVALIDATION_CHANNEL, (message) => {
    generation += 1;
    const m = message as Invalidation;
    if ('sessionId' in m) cache.delete(m.sessionId);
    else for (const [id, entry] of cache) if (entry.user.id === m.userId) cache.delete(id);
  });
  const invalidate = (message: Invalidation) => bus.publish(SESSION_INVALIDATION_CHANNEL, message);

  async function lookup(id: string) {
    const hit = cache.get(id);
    if (hit && hit.until > performance.now()) return hit;
    if (hit) cache.delete(id);
    const startedAt = generation;
    const found = await repo.findWithUser(id);
    if (!found) return undefined;
    const entry = { ...found, until: performance.now() + ttlMs };
    if (startedAt === generation && ttlMs > 0) {
      if (cache.size >= maxEntries) {
        const oldest = cache.keys().next().value;
        if (oldest !== undefined) cache.delete(oldest);
      }
      cache.set(id, entry);
    }
    return entry;
  }

  return {
    async create(userId: number, meta: { userAgent: string; ip: string }): Promise<NewSession> {
      const token = randomBytes(32).toString('base64url');
      const id = hashToken(token);
      const now = ctx.clock();
      const expiresAt = new Date(now.getTime() + sessionAbsoluteMs);
      await repo.insert({
        id,
        userId,
        createdAt: now,
        lastSeenAt: now,
        expiresAt,
        userAgent: meta.userAgent.slice(0, 300),
        ip: meta.ip,
      });
      return { token, id, expiresAt };
    },

    /** The user behind a cookie token, or null when the session is unknown, idle or expired. */
    async resolve(token: string): Promise<{ id: string; user: UserRow } | null> {
      const id = hashToken(token);
      const found = await lookup(id);
      if (!found) return null;
      const now = ctx.clock().getTime();
      const { session } = found;
      if (session.expiresAt.getTime() <= now || session.lastSeenAt.getTime() + sessionIdleMs <= now) {
        await repo.delete(id);
        invalidate({ sessionId: id });
        return null;
      }
      if (now - session.lastSeenAt.getTime() > TOUCH_EVERY_MS) {
        const lastSeenAt = new Date(now);
        await repo.touch(id, lastSeenAt);
        // The cached copy moves with the row, so the idle check above stays right on a hit.
        found.session = { ...session, lastSeenAt };
      }
      return { id, user: found.user };
    },

    /** Ends one session (sign-out) on every process. */
    async revoke(id: string): Promise<void> {
      await repo.delete(id);
      invalidate({ sessionId: id });
    },
    /** Ends a user's sessions but one (password change) on every process. */
    async revokeOthers(userId: number, keepId: string): Promise<void> {
      await repo.deleteOthersOfUser(userId, keepId);
      invalidate({ userId });
    },
    /**
     * Drops a user's cached sessions on every process, after a change to the user's row that
     * requests must see at once: tier, plan or trial, admin role, name, email, password, deletion.
     */
    forgetUser(userId: number): void {
      invalidate({ userId });
    },
    purgeExpired: () => {
      const now = ctx.clock();
      return repo.deleteExpired(now, new Date(now.getTime() - sessionIdleMs));
    },
  };
}
export type SessionService = ReturnType<typeof sessionService>;
