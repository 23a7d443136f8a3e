import { ACCESS_LOG_PAGE_SIZE, type AccessLog, type AccessType } from '@careerloom/contract';
import { desc, eq } from 'drizzle-orm';
import type { AppContext } from '../context';
import { accessLogs } from '../db/schema';

/** GET /api/privacy/access-logs: the user's newest access-log entries, newest first. */
export async function listAccessLogs(ctx: AppContext, userId: number): Promise<AccessLog[]> {
  const rows = await ctx.db
    .select()
    .from(accessLogs)
    .where(eq(accessLogs.userId, userId))
    .orderBy(desc(accessLogs.createdAt), desc(accessLogs.id))
    .limit(ACCESS_LOG_PAGE_SIZE);
  return rows.map((r) => ({
    id: r.id,
    accessType: r.accessType as AccessType,
    sourceId: r.source,
    purpose: r.purpose,
    timestamp: r.createdAt.toISOString(),
    dataTypes: r.dataTypes,
    ipAddress: r.ipAddress,
  }));
}
