import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { resumes } from '../../db/schema';

export type ResumeRow = typeof resumes.$inferSelect;

export function resumesRepository(db: Db) {
  return {
    /** Stores a new version: one more than the user's newest, decided in the same statement. */
    async insertNextVersion(row: Omit<typeof resumes.$inferInsert, 'version'>): Promise<ResumeRow> {
      const [created] = await db
        .insert(resumes)
        .values({
          ...row,
          version: sql`(select coalesce(max(${resumes.version}), 0) + 1 from ${resumes} where ${resumes.userId} = ${row.userId})`,
        })
        .returning();
      if (!created) throw new Error('insert returned no row');
      return created;
    },
    list: (userId: number) =>
      db
        .select({
          id: resumes.id,
          version: resumes.version,
          filename: resumes.filename,
          format: resumes.format,
          createdAt: resumes.createdAt,
        })
        .from(resumes)
        .where(eq(resumes.userId, userId))
        .orderBy(desc(resumes.version)),
    async latest(userId: number): Promise<ResumeRow | undefined> {
      const [row] = await db
        .select()
        .from(resumes)
        .where(eq(resumes.userId, userId))
        .orderBy(desc(resumes.version))
        .limit(1);
      return row;
    },
    async byIdForUser(id: number, userId: number): Promise<ResumeRow | undefined> {
      const [row] = await db
        .select()
        .from(resumes)
        .where(and(eq(resumes.id, id), eq(resumes.userId, userId)));
      return row;
    },
  };
}
