import {
  type AccessType,
  DEFAULT_PRIVACY_SETTINGS,
  DEFAULT_RETENTION_DAYS,
  LIMITED_WINDOW_DAYS,
  type PermissionLevel,
  SOURCE_DATA_TYPES,
  SOURCE_NAMES,
  type SourceId,
} from '@careerloom/contract';
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../context';
import { accessLogs, privacySettings, sourcePermissions } from '../db/schema';
import { AppError } from '../errors';

/** A user's effective permission for one source: the stored row, or the defaults. */
export type SourcePermission = {
  source: SourceId;
  isEnabled: boolean;
  permissionLevel: PermissionLevel;
  /** Every data type of the source, with whether it may be read. */
  dataTypes: Record<string, boolean>;
  retentionDays: number;
};

export function defaultPermission(source: SourceId): SourcePermission {
  return {
    source,
    isEnabled: true,
    permissionLevel: 'full',
    dataTypes: Object.fromEntries(SOURCE_DATA_TYPES[source].map((d) => [d.type, true])),
    retentionDays: DEFAULT_RETENTION_DAYS,
  };
}

export async function sourcePermission(ctx: AppContext, userId: number, source: SourceId): Promise<SourcePermission> {
  const [row] = await ctx.db
    .select()
    .from(sourcePermissions)
    .where(and(eq(sourcePermissions.userId, userId), eq(sourcePermissions.source, source)));
  const base = defaultPermission(source);
  if (!row) return base;
  return {
    source,
    isEnabled: row.isEnabled,
    permissionLevel: row.permissionLevel as PermissionLevel,
    dataTypes: { ...base.dataTypes, ...row.dataTypes },
    retentionDays: row.retentionDays,
  };
}

/**
 * The data types a connector may read now: none when the source is disabled (or its level is
 * `disabled`); no content types at `metadata_only`; otherwise the enabled ones.
 */
export function readableDataTypes(permission: SourcePermission): string[] {
  if (!permission.isEnabled || permission.permissionLevel === 'disabled') return [];
  return SOURCE_DATA_TYPES[permission.source]
    .filter((d) => permission.dataTypes[d.type] !== false)
    .filter((d) => permission.permissionLevel !== 'metadata_only' || !d.content)
    .map((d) => d.type);
}

/** How far back a `limited` permission may read; null means no limit. */
export function readWindowStart(permission: SourcePermission, now: Date): Date | null {
  if (permission.permissionLevel !== 'limited') return null;
  return new Date(now.getTime() - LIMITED_WINDOW_DAYS * 86_400_000);
}

export type AccessRecord = {
  userId: number;
  accessType: AccessType;
  source: SourceId | 'all';
  purpose: string;
  dataTypes: string[];
  ipAddress: string;
};

/** Writes one access-log entry (architecture "Connectors": every read of a user's source data). */
export async function recordAccess(ctx: AppContext, entry: AccessRecord): Promise<number | undefined> {
  const [row] = await ctx.db
    .insert(accessLogs)
    .values({ ...entry, createdAt: ctx.clock() })
    .returning({ id: accessLogs.id });
  return row?.id;
}

/**
 * Rewrites an access entry whose read failed (a refused token, a source down): the user's log
 * shows an attempt that read nothing, not a read of the data types the gate allowed.
 */
async function recordFailedAttempt(ctx: AppContext, id: number, source: SourceId, purpose: string): Promise<void> {
  await ctx.db
    .update(accessLogs)
    .set({ purpose: `Attempt failed, nothing was read from ${SOURCE_NAMES[source]}: ${purpose}`, dataTypes: [] })
    .where(eq(accessLogs.id, id));
}

/**
 * Sources read from a third party's API with the user's token. The others hold only what the user
 * submitted here (a pasted resume, browser and mobile figures), so the global "third-party
 * integrations" switch does not cover them.
 */
export const THIRD_PARTY_SOURCES: readonly SourceId[] = ['gmail', 'calendar', 'github', 'linkedin', 'slack', 'notion'];

/** The global "third-party integrations" setting (on unless the user turned it off). */
export async function thirdPartyIntegrationsAllowed(ctx: AppContext, userId: number): Promise<boolean> {
  const [row] = await ctx.db
    .select({ settings: privacySettings.settings })
    .from(privacySettings)
    .where(eq(privacySettings.userId, userId));
  const value = row?.settings.thirdPartyIntegrations;
  return typeof value === 'boolean' ? value : DEFAULT_PRIVACY_SETTINGS.thirdPartyIntegrations;
}

/**
 * The one gate before reading a user's source: checks the permission, refuses a disabled source
 * (403, nothing fetched) and every third-party source while the global integrations switch is
 * off, logs the access and returns the data types the connector may read.
 */
/**
 * Fetches from one source (connect or sync) a user may start per minute: enough for any use of
 * the pages, and a cap on how hard one account can make us call a provider with its token.
 * Reading figures already stored (`read`) calls no provider and is not counted.
 */
export const SOURCE_FETCHES_PER_MINUTE = 30;
const FETCHING_ACCESS: readonly AccessType[] = ['connect', 'sync'];

export async function openSourceForRead(
  ctx: AppContext,
  access: Omit<AccessRecord, 'dataTypes' | 'source'> & { source: SourceId },
): Promise<{
  permission: SourcePermission;
  dataTypes: string[];
  since: Date | null;
  /** Runs the read this gate opened; when it fails, the access entry says so (and rethrows). */
  settle<T>(read: () => Promise<T>): Promise<T>;
}> {
  if (THIRD_PARTY_SOURCES.includes(access.source) && !(await thirdPartyIntegrationsAllowed(ctx, access.userId)))
    throw new AppError(
      'FORBIDDEN',
      `Third-party integrations are turned off in your privacy settings; turn them on in the Privacy Control Center to read ${SOURCE_NAMES[access.source]}`,
    );
  const permission = await sourcePermission(ctx, access.userId, access.source);
  const dataTypes = readableDataTypes(permission);
  if (dataTypes.length === 0)
    throw new AppError(
      'FORBIDDEN',
      `${SOURCE_NAMES[access.source]} is disabled in your privacy settings; enable it in the Privacy Control Center to read it`,
    );
  const rate = FETCHING_ACCESS.includes(access.accessType)
    ? await ctx.limiter.hit(`source-fetch:${access.userId}:${access.source}`, SOURCE_FETCHES_PER_MINUTE, 60_000)
    : { allowed: true, retryAfterSeconds: 0 };
  if (!rate.allowed)
    throw new AppError(
      'RATE_LIMITED',
      `Too many requests to ${SOURCE_NAMES[access.source]}; try again in ${rate.retryAfterSeconds} s`,
      rate.retryAfterSeconds,
    );
  const entryId = await recordAccess(ctx, { ...access, dataTypes });
  const settle = async <T>(read: () => Promise<T>): Promise<T> => {
    try {
      return await read();
    } catch (error) {
      if (entryId !== undefined)
        await recordFailedAttempt(ctx, entryId, access.source, access.purpose).catch(() => undefined);
      throw error;
    }
  };
  return { permission, dataTypes, since: readWindowStart(permission, ctx.clock()), settle };
}
