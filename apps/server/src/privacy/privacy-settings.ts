import {
  DEFAULT_PRIVACY_SETTINGS,
  type GlobalPrivacySettings,
  globalPrivacySettingsSchema,
  type PrivacySettings,
  type PrivacySettingsUpdate,
  SOURCE_CATEGORIES,
  SOURCE_DATA_TYPES,
  SOURCE_IDS,
  SOURCE_NAMES,
  type SourceId,
  type SourcePermissionUpdate,
  type SourcePermissionView,
} from '@careerloom/contract';
import { eq, sql } from 'drizzle-orm';
import type { AppContext } from '../context';
import { privacySettings, resumes, sourceConnections, sourcePermissions, sourceSnapshots } from '../db/schema';
import { AppError } from '../errors';
import { type SourcePermission, sourcePermission } from './source-access';

/** The user's global settings: the stored ones over the defaults (a stored row may predate a field). */
export async function globalSettings(ctx: AppContext, userId: number): Promise<GlobalPrivacySettings> {
  const [row] = await ctx.db.select().from(privacySettings).where(eq(privacySettings.userId, userId));
  const merged = { ...DEFAULT_PRIVACY_SETTINGS, ...(row?.settings ?? {}) };
  const parsed = globalPrivacySettingsSchema.safeParse(merged);
  return parsed.success ? parsed.data : DEFAULT_PRIVACY_SETTINGS;
}

/** Stores the changed global fields (PUT /api/privacy/settings) and answers the whole settings. */
export async function updateGlobalSettings(
  ctx: AppContext,
  userId: number,
  changes: PrivacySettingsUpdate,
): Promise<PrivacySettings> {
  const current = await globalSettings(ctx, userId);
  const defined = Object.fromEntries(Object.entries(changes).filter(([, v]) => v !== undefined));
  const settings = { ...current, ...defined };
  const now = ctx.clock();
  await ctx.db
    .insert(privacySettings)
    .values({ userId, settings, updatedAt: now })
    .onConflictDoUpdate({ target: privacySettings.userId, set: { settings, updatedAt: now } });
  return privacyOverview(ctx, userId);
}

/**
 * Which sources hold something of the user: figures, a connection, or (for the resume) stored
 * versions. Holding is being connected: what a source holds can be deleted, and only that.
 */
async function heldSources(ctx: AppContext, userId: number): Promise<Set<string>> {
  const [connections, snapshots, resumeCount] = await Promise.all([
    ctx.db
      .select({ source: sourceConnections.source })
      .from(sourceConnections)
      .where(eq(sourceConnections.userId, userId)),
    ctx.db.select({ source: sourceSnapshots.source }).from(sourceSnapshots).where(eq(sourceSnapshots.userId, userId)),
    ctx.db.select({ n: sql<number>`count(*)::int` }).from(resumes).where(eq(resumes.userId, userId)),
  ]);
  const connected = new Set([...connections, ...snapshots].map((r) => r.source));
  // A stored resume is the resume source's connection: /intelligence counts it as connected, and
  // the privacy centre said "Not connected" beside it (issue 35 walkthrough).
  if (Number(resumeCount[0]?.n ?? 0) > 0) connected.add('resume');
  return connected;
}

function permissionView(p: SourcePermission, held: Set<string>): SourcePermissionView {
  return {
    sourceId: p.source,
    sourceName: SOURCE_NAMES[p.source],
    category: SOURCE_CATEGORIES[p.source],
    isEnabled: p.isEnabled,
    permissionLevel: p.permissionLevel,
    dataTypes: SOURCE_DATA_TYPES[p.source].map((d) => ({
      type: d.type,
      description: d.description,
      enabled: p.dataTypes[d.type] !== false,
      content: d.content,
    })),
    retentionDays: p.retentionDays,
    canBeDeleted: held.has(p.source),
    connected: held.has(p.source),
  };
}

/** GET /api/privacy/settings: the global settings and every source's permission. */
export async function privacyOverview(ctx: AppContext, userId: number): Promise<PrivacySettings> {
  const [global, held, permissions] = await Promise.all([
    globalSettings(ctx, userId),
    heldSources(ctx, userId),
    Promise.all(SOURCE_IDS.map((s) => sourcePermission(ctx, userId, s))),
  ]);
  return { ...global, permissions: permissions.map((p) => permissionView(p, held)) };
}

/**
 * PUT /api/privacy/source/{sourceId}: changes whether the source may be read, at which level,
 * which of its data types, and how long its figures are kept. Connectors read the result through
 * `openSourceForRead`, so the change applies from the next read on.
 */
export async function updateSourcePermission(
  ctx: AppContext,
  userId: number,
  source: SourceId,
  changes: SourcePermissionUpdate,
): Promise<SourcePermissionView> {
  const known = new Set(SOURCE_DATA_TYPES[source].map((d) => d.type));
  const unknown = (changes.dataTypes ?? []).filter((d) => !known.has(d.type)).map((d) => d.type);
  if (unknown.length)
    throw new AppError('VALIDATION_FAILED', `${SOURCE_NAMES[source]} has no data type ${unknown.join(', ')}`);
  const current = await sourcePermission(ctx, userId, source);
  const dataTypes = { ...current.dataTypes };
  for (const d of changes.dataTypes ?? []) dataTypes[d.type] = d.enabled;
  const values = {
    isEnabled: changes.isEnabled ?? current.isEnabled,
    permissionLevel: changes.permissionLevel ?? current.permissionLevel,
    dataTypes,
    retentionDays: changes.retentionDays ?? current.retentionDays,
    updatedAt: ctx.clock(),
  };
  await ctx.db
    .insert(sourcePermissions)
    .values({ userId, source, ...values })
    .onConflictDoUpdate({ target: [sourcePermissions.userId, sourcePermissions.source], set: values });
  const [updated, held] = await Promise.all([sourcePermission(ctx, userId, source), heldSources(ctx, userId)]);
  return permissionView(updated, held);
}
