import { and, desc, eq, getTableColumns, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { resumes } from '../db/schema';

/** A resume as the career features read it: without the uploaded file's bytes. */
export type ResumeRow = Omit<typeof resumes.$inferSelect, 'file'>;
const { file: _file, ...RESUME_COLUMNS } = getTableColumns(resumes);

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
        .returning(RESUME_COLUMNS);
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
    /** The newest version's uploaded file, when the user uploaded one. */
    async latestFile(userId: number) {
      const [row] = await db
        .select({
          version: resumes.version,
          filename: resumes.filename,
          file: resumes.file,
          contentType: resumes.contentType,
        })
        .from(resumes)
        .where(eq(resumes.userId, userId))
        .orderBy(desc(resumes.version))
        .limit(1);
      return row?.file && row.contentType ? { ...row, file: row.file, contentType: row.contentType } : null;
    },
    async latest(userId: number): Promise<ResumeRow | undefined> {
      const [row] = await db
        .select(RESUME_COLUMNS)
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
