import { ACCESS_LOG_RETENTION_DAYS, DEFAULT_RETENTION_DAYS } from '@careerloom/contract';
import { and, eq, lt, or, sql } from 'drizzle-orm';
import type { AppContext } from '../context';
import {
  accessLogs,
  activityEvents,
  chatMessages,
  notifications,
  oauthStates,
  privacySettings,
  sessions,
  sourceSnapshots,
} from '../db/schema';

const DAY_MS = 86_400_000;

export type RetentionSummary = {
  sourceSnapshots: number;
  accessLogs: number;
  sessions: number;
  oauthStates: number;
  /** Rows removed because a user turned on "auto-delete old data". */
  autoDeleted: number;
};

const counted = async (rows: Promise<unknown[]>) => (await rows).length;

/**
 * One retention pass (security P4; GDPR art. 5(1)(e)) at `now`:
 * - a source's figures older than its retention days (0 keeps them; no permission row: the default);
 * - access-log entries older than ACCESS_LOG_RETENTION_DAYS;
 * - expired or idle sessions and expired OAuth authorizations;
 * - for users who turned on "auto-delete old data": their chat messages, activity, notifications,
 *   source figures and access-log entries older than their global retention days.
 */
export async function runRetention(ctx: AppContext, now: Date): Promise<RetentionSummary> {
  const sourceSnapshotsRemoved = await counted(
    ctx.db
      .delete(sourceSnapshots)
      .where(
        sql`${sourceSnapshots.fetchedAt} < ${now.toISOString()}::timestamptz - make_interval(days => coalesce((select p.retention_days from source_permissions p where p.user_id = ${sourceSnapshots.userId} and p.source = ${sourceSnapshots.source}), ${DEFAULT_RETENTION_DAYS})) and coalesce((select p.retention_days from source_permissions p where p.user_id = ${sourceSnapshots.userId} and p.source = ${sourceSnapshots.source}), ${DEFAULT_RETENTION_DAYS}) > 0`,
      )
      .returning({ one: sql<number>`1` }),
  );
  const accessLogsRemoved = await counted(
    ctx.db
      .delete(accessLogs)
      .where(lt(accessLogs.createdAt, new Date(now.getTime() - ACCESS_LOG_RETENTION_DAYS * DAY_MS)))
      .returning({ one: sql<number>`1` }),
  );
  const sessionsRemoved = await counted(
    ctx.db
      .delete(sessions)
      .where(
        or(lt(sessions.expiresAt, now), lt(sessions.lastSeenAt, new Date(now.getTime() - ctx.config.sessionIdleMs))),
      )
      .returning({ one: sql<number>`1` }),
  );
  const oauthStatesRemoved = await counted(
    ctx.db.delete(oauthStates).where(lt(oauthStates.expiresAt, now)).returning({ one: sql<number>`1` }),
  );
  return {
    sourceSnapshots: sourceSnapshotsRemoved,
    accessLogs: accessLogsRemoved,
    sessions: sessionsRemoved,
    oauthStates: oauthStatesRemoved,
    autoDeleted: await autoDeleteOldData(ctx, now),
  };
}

/** The global "auto-delete old data" setting, applied per user with their retention days. */
async function autoDeleteOldData(ctx: AppContext, now: Date): Promise<number> {
  const opted = await ctx.db
    .select({ userId: privacySettings.userId, settings: privacySettings.settings })
    .from(privacySettings)
    .where(sql`${privacySettings.settings} @> '{"autoDeleteOldData": true}'::jsonb`);
  let removed = 0;
  for (const { userId, settings } of opted) {
    const days = Number(settings.dataRetentionDays);
    if (!Number.isInteger(days) || days <= 0) continue;
    const cutoff = new Date(now.getTime() - days * DAY_MS);
    const one = { one: sql<number>`1` };
    removed += await counted(
      ctx.db
        .delete(chatMessages)
        .where(and(eq(chatMessages.userId, userId), lt(chatMessages.createdAt, cutoff)))
        .returning(one),
    );
    removed += await counted(
      ctx.db
        .delete(activityEvents)
        .where(and(eq(activityEvents.userId, userId), lt(activityEvents.createdAt, cutoff)))
        .returning(one),
    );
    removed += await counted(
      ctx.db
        .delete(notifications)
        .where(and(eq(notifications.userId, userId), lt(notifications.createdAt, cutoff)))
        .returning(one),
    );
    removed += await counted(
      ctx.db
        .delete(sourceSnapshots)
        .where(and(eq(sourceSnapshots.userId, userId), lt(sourceSnapshots.fetchedAt, cutoff)))
        .returning(one),
    );
    removed += await counted(
      ctx.db
        .delete(accessLogs)
        .where(and(eq(accessLogs.userId, userId), lt(accessLogs.createdAt, cutoff)))
        .returning(one),
    );
  }
  return removed;
}

/** Time between retention passes; the background worker runs them (see jobs/worker). */
export const RETENTION_INTERVAL_MS = 3_600_000;
