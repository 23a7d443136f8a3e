import { createHash, randomBytes } from 'node:crypto';
import type { AppContext } from '../../context';
import type { UserRow } from '../users/users.repository';
import { sessionsRepository } from './sessions.repository';

/** Last-seen is written at most this often, so reads do not each cost a write. */
const TOUCH_EVERY_MS = 60_000;

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export type NewSession = { token: string; id: string; expiresAt: Date };

/**
 * Server-side sessions: the browser holds 256 random bits, the database only their SHA-256.
 * A session ends at logout, after `sessionIdleMs` without use, or `sessionAbsoluteMs` after login.
 */
export function sessionService(ctx: AppContext) {
  const repo = sessionsRepository(ctx.db);
  const { sessionIdleMs, sessionAbsoluteMs } = ctx.config;

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
      const found = await repo.findWithUser(id);
      if (!found) return null;
      const now = ctx.clock().getTime();
      const { session } = found;
      if (session.expiresAt.getTime() <= now || session.lastSeenAt.getTime() + sessionIdleMs <= now) {
        await repo.delete(id);
        return null;
      }
      if (now - session.lastSeenAt.getTime() > TOUCH_EVERY_MS) await repo.touch(id, new Date(now));
      return { id, user: found.user };
    },

    revoke: (id: string) => repo.delete(id),
    revokeOthers: (userId: number, keepId: string) => repo.deleteOthersOfUser(userId, keepId),
    purgeExpired: () => {
      const now = ctx.clock();
      return repo.deleteExpired(now, new Date(now.getTime() - sessionIdleMs));
    },
  };
}
export type SessionService = ReturnType<typeof sessionService>;
