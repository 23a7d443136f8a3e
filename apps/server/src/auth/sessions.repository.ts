import { and, eq, lt, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { sessions, users } from '../db/schema';

export type SessionRow = typeof sessions.$inferSelect;

export function sessionsRepository(db: Db) {
  // Every signed-in request (that misses the session cache) runs this one query: prepared once,
  // so node-postgres parses and plans it once per connection. PGlite accepts the same call.
  const findWithUserQuery = db
    .select({ session: sessions, user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.id, sql.placeholder('id')))
    .prepare('sessions_find_with_user');

  return {
    async insert(row: typeof sessions.$inferInsert): Promise<void> {
      await db.insert(sessions).values(row);
    },
    async findWithUser(id: string) {
      const [row] = await findWithUserQuery.execute({ id });
      return row;
    },
    async touch(id: string, at: Date): Promise<void> {
      await db.update(sessions).set({ lastSeenAt: at }).where(eq(sessions.id, id));
    },
    async delete(id: string): Promise<void> {
      await db.delete(sessions).where(eq(sessions.id, id));
    },
    async deleteOthersOfUser(userId: number, keepId: string): Promise<void> {
      await db.delete(sessions).where(and(eq(sessions.userId, userId), ne(sessions.id, keepId)));
    },
    async deleteExpired(now: Date, idleCutoff: Date): Promise<void> {
      await db.delete(sessions).where(or(lt(sessions.expiresAt, now), lt(sessions.lastSeenAt, idleCutoff)));
    },
  };
}
