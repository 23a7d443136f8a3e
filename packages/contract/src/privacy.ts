import { z } from 'zod';
import {
  ACCESS_TYPES,
  PERMISSION_LEVELS,
  type PermissionLevel,
  RETENTION_DAYS_CHOICES,
  SOURCE_IDS,
  type SourceId,
  sourceIdSchema,
} from './sources';

/**
 * The Privacy Control Center (issue 6; spec part 2 sections 2.10, 3, 4, 6-9): global settings,
 * per-source permissions the connectors obey, the access log, the export of everything held about
 * the user, deletion of a source's data, and deletion of the account after its password.
 */

const retentionDaysSchema = z
  .number()
  .int()
  .refine((d) => (RETENTION_DAYS_CHOICES as readonly number[]).includes(d), {
    message: `Retention must be one of ${RETENTION_DAYS_CHOICES.join(', ')} days (0 keeps data indefinitely)`,
  });

/** The global settings (section 3, "Privacy settings", without the permissions list). */
export const globalPrivacySettingsSchema = z.object({
  globalDataSharing: z.boolean(),
  anonymousAnalytics: z.boolean(),
  thirdPartyIntegrations: z.boolean(),
  dataRetentionDays: z.number().int(),
  autoDeleteOldData: z.boolean(),
  requireExplicitConsent: z.boolean(),
});
export type GlobalPrivacySettings = z.infer<typeof globalPrivacySettingsSchema>;

/**
 * Defaults until the user changes one: nothing shared, no analytics, integrations allowed (they are
 * the point of the intelligence pages), a year's retention that is not yet enforced, and consent
 * asked for each new source.
 */
export const DEFAULT_PRIVACY_SETTINGS: GlobalPrivacySettings = {
  globalDataSharing: false,
  anonymousAnalytics: false,
  thirdPartyIntegrations: true,
  dataRetentionDays: 365,
  autoDeleteOldData: false,
  requireExplicitConsent: true,
};

/** PUT /api/privacy/settings: any one (or more) of the global setting fields. */
export const privacySettingsUpdateSchema = z
  .strictObject({
    globalDataSharing: z.boolean().optional(),
    anonymousAnalytics: z.boolean().optional(),
    thirdPartyIntegrations: z.boolean().optional(),
    dataRetentionDays: retentionDaysSchema.optional(),
    autoDeleteOldData: z.boolean().optional(),
    requireExplicitConsent: z.boolean().optional(),
  })
  .refine((b) => Object.values(b).some((v) => v !== undefined), {
    message: 'Send at least one privacy setting to change',
  });
export type PrivacySettingsUpdate = z.infer<typeof privacySettingsUpdateSchema>;

/** One source's permission as the page shows it (section 3, "Permission"). */
export const sourcePermissionSchema = z.object({
  sourceId: sourceIdSchema,
  sourceName: z.string(),
  category: z.string(),
  isEnabled: z.boolean(),
  permissionLevel: z.enum(PERMISSION_LEVELS),
  dataTypes: z.array(
    z.object({ type: z.string(), description: z.string(), enabled: z.boolean(), content: z.boolean() }),
  ),
  retentionDays: z.number().int(),
  /** True when something of this source is held (figures, a connection, stored resumes). */
  canBeDeleted: z.boolean(),
  /** Whether the source is connected now (a stored connection or submitted data). */
  connected: z.boolean(),
});
export type SourcePermissionView = z.infer<typeof sourcePermissionSchema>;

export const privacySettingsSchema = globalPrivacySettingsSchema.extend({
  permissions: z.array(sourcePermissionSchema),
});
export type PrivacySettings = z.infer<typeof privacySettingsSchema>;

export const sourceIdParamsSchema = z.strictObject({ sourceId: sourceIdSchema });

/** PUT /api/privacy/source/{sourceId}: isEnabled, or permissionLevel, or dataTypes (or retentionDays). */
export const sourcePermissionUpdateSchema = z
  .strictObject({
    isEnabled: z.boolean().optional(),
    permissionLevel: z.enum(PERMISSION_LEVELS, { error: 'Unknown permission level' }).optional(),
    dataTypes: z
      .array(z.strictObject({ type: z.string().min(1).max(40), enabled: z.boolean() }))
      .min(1)
      .max(10)
      .optional(),
    retentionDays: retentionDaysSchema.optional(),
  })
  .refine((b) => Object.values(b).some((v) => v !== undefined), {
    message: 'Send isEnabled, permissionLevel, dataTypes or retentionDays',
  });
export type SourcePermissionUpdate = z.infer<typeof sourcePermissionUpdateSchema>;

/** One entry of the access log (section 3, "Access log"); sourceId is `all` for a full export. */
export const accessLogSchema = z.object({
  id: z.number().int(),
  accessType: z.enum(ACCESS_TYPES),
  sourceId: z.string(),
  purpose: z.string(),
  timestamp: z.string(),
  dataTypes: z.array(z.string()),
  ipAddress: z.string(),
});
export type AccessLog = z.infer<typeof accessLogSchema>;
export const accessLogsResponseSchema = z.array(accessLogSchema);
/** The newest entries the Access Logs tab lists. */
export const ACCESS_LOG_PAGE_SIZE = 200;
/** How long access-log entries are kept before the retention job removes them. */
export const ACCESS_LOG_RETENTION_DAYS = 90;

/** GET /api/privacy/export: `sources` is an optional comma-separated list of source ids. */
export const exportQuerySchema = z.strictObject({
  sources: z
    .string()
    .max(200)
    .optional()
    .transform((s, c) => {
      if (s === undefined || s.trim() === '') return undefined;
      const ids = [...new Set(s.split(',').map((x) => x.trim()))].filter(Boolean);
      const unknown = ids.filter((id) => !(SOURCE_IDS as readonly string[]).includes(id));
      if (unknown.length) {
        c.addIssue({ code: 'custom', message: `Unknown source: ${unknown.join(', ')}` });
        return z.NEVER;
      }
      return ids as SourceId[];
    }),
});

/**
 * The exported document: every personal-data table of the user, keyed by table name, each a list
 * of rows. Secrets (password hash, session ids, token ciphertexts, OAuth verifiers) are left out.
 */
export const dataExportSchema = z.object({
  format: z.literal('careerloom-export/1'),
  exportedAt: z.string(),
  user: z.object({ id: z.number().int(), username: z.string(), email: z.string() }),
  /** The sources the export was limited to, or null for everything. */
  sources: z.array(sourceIdSchema).nullable(),
  tables: z.record(z.string(), z.array(z.record(z.string(), z.unknown()))),
});
export type DataExport = z.infer<typeof dataExportSchema>;

/** An export is refused when the session's sign-in is older than this (security A4). */
export const EXPORT_RECENT_SIGN_IN_MINUTES = 60;

/** DELETE /api/privacy/data/{sourceId}: what was removed. */
export const deleteSourceDataResponseSchema = z.object({
  sourceId: sourceIdSchema,
  deleted: z.record(z.string(), z.number().int()),
});
export type DeleteSourceDataResponse = z.infer<typeof deleteSourceDataResponseSchema>;

/** DELETE /api/account: the Danger Zone, confirmed with the password. */
export const deleteAccountBodySchema = z.strictObject({
  password: z.string().min(1, 'Enter your password to confirm').max(1024),
});
export type DeleteAccountBody = z.infer<typeof deleteAccountBodySchema>;

/** Texts of the page and its toasts (section 8). */
export const PRIVACY_TOASTS = {
  settingsUpdated: 'Privacy Settings Updated',
  settingsUpdatedDescription: 'Your privacy preferences have been saved',
  permissionUpdated: 'Permission Updated',
  dataDeleted: 'Data Deleted',
  dataDeletedDescription: 'Your data has been permanently deleted',
  exportStarted: 'Export Started',
  updateFailed: 'Update Failed',
  deletionFailed: 'Deletion Failed',
  exportFailed: 'Export Failed',
  exportFailedDescription: 'Unable to export data',
  accountDeleted: 'Account Deleted',
  accountDeletedDescription: 'Your account and all its data have been deleted',
} as const;

export const PRIVACY_TABS = ['Global Settings', 'Data Sources', 'Access Logs', 'Data Management'] as const;

/** Labels of the retention choices (section 9). */
export const RETENTION_LABELS: Record<(typeof RETENTION_DAYS_CHOICES)[number], string> = {
  7: '7 days',
  30: '30 days',
  90: '90 days',
  365: '1 year',
  0: 'Keep indefinitely',
};

export const PERMISSION_LEVEL_LABELS: Record<PermissionLevel, string> = {
  full: 'Full access',
  limited: 'Limited (last 7 days)',
  metadata_only: 'Metadata only',
  disabled: 'Disabled',
};

/** The file name the page saves an export under: data-export with a timestamp. */
export const exportFileName = (at: Date) => `data-export-${at.getTime()}.json`;
