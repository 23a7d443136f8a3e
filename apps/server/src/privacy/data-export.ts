import { type DataExport, EXPORT_RECENT_SIGN_IN_MINUTES, type SourceId } from '@careerloom/contract';
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../context';
import { sessions, users } from '../db/schema';
import { AppError } from '../errors';
import { exportColumns, PERSONAL_TABLES, sourceCondition } from './personal-data-registry';
import { recordAccess } from './source-access';

/**
 * Refuses an export when the session's sign-in is older than EXPORT_RECENT_SIGN_IN_MINUTES
 * (security A4): a forgotten signed-in browser should not hand out everything at once.
 */
export async function requireRecentSignIn(ctx: AppContext, userId: number, sessionId: string | null): Promise<void> {
  const [row] = sessionId
    ? await ctx.db
        .select({ createdAt: sessions.createdAt })
        .from(sessions)
        .where(and(eq(sessions.id, sessionId), eq(sessions.userId, userId)))
    : [];
  const limit = EXPORT_RECENT_SIGN_IN_MINUTES * 60_000;
  if (!row || ctx.clock().getTime() - row.createdAt.getTime() > limit)
    throw new AppError(
      'NOT_SIGNED_IN',
      `For your security, sign in again to export your data (your last sign-in was more than ${EXPORT_RECENT_SIGN_IN_MINUTES} minutes ago)`,
    );
}

/**
 * Everything held about the user, table by table (security P1; GDPR art. 15 and 20), optionally
 * limited to some sources. Only this user's rows are read, secrets are left out, and the export
 * itself is written to the access log (and so appears in the next export).
 */
export async function exportUserData(
  ctx: AppContext,
  input: { userId: number; sources: SourceId[] | undefined; ipAddress: string },
): Promise<DataExport> {
  const { userId, sources } = input;
  const [user] = await ctx.db
    .select({ id: users.id, username: users.username, email: users.email })
    .from(users)
    .where(eq(users.id, userId));
  if (!user) throw new AppError('NOT_FOUND', 'Account not found');

  const included = PERSONAL_TABLES.flatMap((entry) => {
    if (!sources) return [{ entry, where: entry.ownedBy(userId) }];
    const condition = sourceCondition(entry, sources);
    if (condition === 'none') return [];
    return [{ entry, where: condition === 'all' ? entry.ownedBy(userId) : and(entry.ownedBy(userId), condition) }];
  });

  // Logged before reading, so the export contains its own entry: the file shows every access.
  const names = included.map((i) => i.entry.name);
  for (const source of sources ?? ['all' as const]) {
    await recordAccess(ctx, {
      userId,
      accessType: 'export',
      source,
      purpose: 'Data export you requested',
      dataTypes: names,
      ipAddress: input.ipAddress,
    });
  }

  const tables: DataExport['tables'] = {};
  for (const { entry, where } of included) {
    const rows = await ctx.db.select(exportColumns(entry)).from(entry.table).where(where);
    tables[entry.name] = rows.map(plainRow);
  }
  return {
    format: 'careerloom-export/1',
    exportedAt: ctx.clock().toISOString(),
    user,
    sources: sources ?? null,
    tables,
  };
}

/** Dates as ISO strings, so the document is plain JSON whatever the driver returned. */
function plainRow(row: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(row).map(([k, v]) => [k, v instanceof Date ? v.toISOString() : v]));
}
