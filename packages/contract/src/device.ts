import { z } from 'zod';
import { CONNECTION_STATUSES, type SourceId } from './sources';

/**
 * Device Intelligence (spec part 2 sections 2.9, 3, 4, 5, 7, 8, 9): the device and app sources
 * (team chat, notes workspace, browser, mobile), what the user submits for the browser and mobile
 * (real numbers, validated: rulings "Browser and mobile connects"), and the comprehensive figures,
 * each computed from connected data only (a source not connected gives null, never a sample).
 */

/** The sources connected on the device page; the ecosystem view adds the intelligence sources. */
export const DEVICE_SOURCE_IDS = ['slack', 'notion', 'browser', 'mobile'] as const;
export type DeviceSourceId = (typeof DEVICE_SOURCE_IDS)[number];
/** Sources the ecosystem view shows after the device ones (connected on /intelligence). */
export const ECOSYSTEM_EXTRA_SOURCE_IDS = ['gmail', 'calendar', 'github', 'linkedin'] as const satisfies SourceId[];

export const DEVICE_PLATFORMS = ['web', 'mobile', 'desktop'] as const;
export const DEVICE_AUTH_TYPES = ['oauth', 'browser_extension', 'file_sync'] as const;
/** The ecosystem view shows at most this many sources (part 2 section 9). */
export const ECOSYSTEM_MAX_SOURCES = 8;

export const DEVICE_TABS = ['Connect Sources', 'Device Insights', 'Ecosystem View'] as const;
export const DEVICE_INSIGHT_TITLES = [
  'Team Collaboration',
  'Knowledge Management',
  'Web Activity',
  'Mobile Usage',
  'Communication Patterns',
  'Productivity Analytics',
] as const;

/** Validation and failure toasts (part 2 sections 5 and 8); connect successes show no toast. */
export const DEVICE_TOASTS = {
  slackTokenRequired: { title: 'Slack Token Required', description: 'Please provide your Slack workspace API token' },
  notionTokenRequired: {
    title: 'Notion Token Required',
    description: 'Please provide your Notion integration token',
  },
  failed: {
    slack: { title: 'Slack Connection Failed' },
    notion: { title: 'Notion Connection Failed' },
    browser: { title: 'Browser Connection Failed' },
    mobile: { title: 'Mobile Connection Failed' },
  },
} as const;

/**
 * Where a source's connection stands for this user: `not_connected` when nothing is stored,
 * `disabled` when the privacy settings turned the source off (its figures are not shown).
 */
export const DEVICE_CONNECTION_STATUSES = ['not_connected', ...CONNECTION_STATUSES, 'disabled'] as const;
export type DeviceConnectionStatus = (typeof DEVICE_CONNECTION_STATUSES)[number];

/** A device source card (part 2 section 3 "Device source", plus setup and status). */
export const deviceSourceSchema = z.object({
  id: z.string(),
  name: z.string(),
  category: z.string(),
  platform: z.enum(DEVICE_PLATFORMS),
  dataTypes: z.array(z.string()),
  authType: z.enum(DEVICE_AUTH_TYPES),
  setupInstructions: z.array(z.string()),
  /** False for the ecosystem's intelligence sources, which are connected on /intelligence. */
  connectsHere: z.boolean(),
  status: z.enum(DEVICE_CONNECTION_STATUSES),
  isConnected: z.boolean(),
  lastSyncedAt: z.string().nullable(),
  lastError: z.string().nullable(),
});
export type DeviceSource = z.infer<typeof deviceSourceSchema>;
export const deviceSourcesResponseSchema = z.object({ sources: z.array(deviceSourceSchema) });
export type DeviceSourcesResponse = z.infer<typeof deviceSourcesResponseSchema>;

export const tokenConnectBodySchema = z.strictObject({
  accessToken: z.string().trim().min(1, 'accessToken is required').max(4096, 'accessToken is too long'),
});
export type TokenConnectBody = z.infer<typeof tokenConnectBodySchema>;

const MINUTES_PER_DAY = 1440;
const dayMinutes = (field: string) =>
  z
    .number({ error: `${field} must be a number of minutes` })
    .min(0, `${field} cannot be negative`)
    .max(MINUTES_PER_DAY, `${field} cannot exceed ${MINUTES_PER_DAY} minutes (one day)`);
const count = (field: string, max: number) =>
  z
    .number({ error: `${field} must be a number` })
    .int(`${field} must be a whole number`)
    .min(0, `${field} cannot be negative`)
    .max(max, `${field} cannot exceed ${max}`);
const percent = (field: string) =>
  z
    .number({ error: `${field} must be a number from 0 to 100` })
    .min(0, `${field} must be from 0 to 100`)
    .max(100, `${field} must be from 0 to 100`);

/**
 * What the user submits about their browsing on a typical day (part 2 section 7 names the
 * fields). Times are minutes per day; tabScore is the user's own 0-100 tab-hygiene rating.
 */
export const browserDataSchema = z
  .strictObject({
    totalTime: dayMinutes('totalTime'),
    productiveSites: count('productiveSites', 1000),
    socialTime: dayMinutes('socialTime'),
    // null: not known (the extension cannot see them without reading history or bookmarks).
    researchSessions: count('researchSessions', 500).nullable().default(null),
    bookmarkCount: count('bookmarkCount', 100_000).nullable().default(null),
    tabScore: percent('tabScore').nullable().default(null),
  })
  .refine((d) => d.socialTime <= d.totalTime, {
    message: 'socialTime cannot exceed totalTime',
    path: ['socialTime'],
  });
export type BrowserData = z.infer<typeof browserDataSchema>;
export const browserConnectBodySchema = z.strictObject({ browserData: browserDataSchema });
export type BrowserConnectBody = z.infer<typeof browserConnectBodySchema>;

export const MOBILE_APP_CATEGORIES = [
  'productivity',
  'communication',
  'social',
  'entertainment',
  'education',
  'health',
  'news',
  'utilities',
  'other',
] as const;
/** Categories counted as productive time on the phone. */
export const PRODUCTIVE_APP_CATEGORIES: readonly string[] = ['productivity', 'education', 'communication'];

export const mobileAppUsageSchema = z.strictObject({
  app: z.string().trim().min(1, 'app name is required').max(80, 'app name is too long'),
  minutes: dayMinutes('minutes'),
  category: z.enum(MOBILE_APP_CATEGORIES, { error: `category must be one of ${MOBILE_APP_CATEGORIES.join(', ')}` }),
});

/** What the user submits about their phone on a typical day (part 2 section 7 names the fields). */
export const mobileDataSchema = z
  .strictObject({
    screenTime: dayMinutes('screenTime'),
    appUsage: z.array(mobileAppUsageSchema).max(100, 'appUsage can list at most 100 apps'),
    notifications: count('notifications', 5000),
    focusTime: dayMinutes('focusTime'),
    wellbeingScore: percent('wellbeingScore'),
    productivityApps: z
      .array(z.string().trim().min(1, 'productivity app names cannot be blank').max(80, 'app name is too long'))
      .max(50, 'productivityApps can list at most 50 apps'),
  })
  .refine((d) => d.appUsage.reduce((s, a) => s + a.minutes, 0) <= d.screenTime, {
    message: 'the minutes in appUsage add up to more than screenTime',
    path: ['appUsage'],
  });
export type MobileData = z.infer<typeof mobileDataSchema>;
export const mobileConnectBodySchema = z.strictObject({ mobileData: mobileDataSchema });
export type MobileConnectBody = z.infer<typeof mobileConnectBodySchema>;

/** A clearly labelled demo sample the page can fill in (never stored unless the user submits it). */
export const DEMO_BROWSER_DATA: BrowserData = {
  totalTime: 420,
  productiveSites: 24,
  socialTime: 60,
  researchSessions: 6,
  bookmarkCount: 180,
  tabScore: 70,
};
export const DEMO_MOBILE_DATA: MobileData = {
  screenTime: 240,
  appUsage: [
    { app: 'Slack', minutes: 45, category: 'communication' },
    { app: 'Notion', minutes: 30, category: 'productivity' },
    { app: 'Instagram', minutes: 40, category: 'social' },
  ],
  notifications: 85,
  focusTime: 120,
  wellbeingScore: 68,
  productivityApps: ['Slack', 'Notion'],
};

export const slackInsightsSchema = z.object({
  totalMessages: z.number().int().nullable(),
  activeChannels: z.number().int().nullable(),
  /** Median minutes to reply to someone else's message; null without replies. */
  responseTime: z.number().nullable(),
  collaborationScore: z.number().int(),
});
export const notionInsightsSchema = z.object({
  totalPages: z.number().int().nullable(),
  activeWorkspaces: z.number().int().nullable(),
  /** Percent of tasks done in databases with a status or checkbox; null without such databases. */
  taskCompletionRate: z.number().int().nullable(),
  knowledgeBaseSize: z.number().int().nullable(),
});
export const browserInsightsSchema = z.object({
  /** Hours a day. */
  browsingTime: z.number(),
  productiveSites: z.number().int(),
  /** Hours a day. */
  socialMediaTime: z.number(),
  /** null when the submitter did not know it (the extension's reports). */
  tabManagementScore: z.number().nullable(),
});
export const mobileInsightsSchema = z.object({
  /** Hours a day. */
  screenTime: z.number(),
  notifications: z.number().int(),
  /** Hours a day. */
  focusTime: z.number(),
  digitalWellbeing: z.number().int(),
});
export const communicationInsightsSchema = z.object({
  totalContacts: z.number().int().nullable(),
  videoCalls: z.number().int().nullable(),
  emailVolume: z.number().int().nullable(),
  networkSize: z.number().int().nullable(),
});
export const productivityInsightsSchema = z.object({
  totalApps: z.number().int().nullable(),
  workflowEfficiency: z.number().int().nullable(),
  taskManagement: z.number().int().nullable(),
  automationUsage: z.number().int().nullable(),
});

export const deviceSourceStateSchema = z.object({
  id: z.enum(DEVICE_SOURCE_IDS),
  status: z.enum(DEVICE_CONNECTION_STATUSES),
  fetchedAt: z.string().nullable(),
});

/** GET /api/device/comprehensive (part 2 section 3 "Device comprehensive"). */
export const deviceComprehensiveSchema = z.object({
  /** 0-100 from the connected sources (docs/decisions/011-device-score.md); null with none. */
  overallScore: z.number().int().nullable(),
  recommendations: z.array(z.string()),
  slack: slackInsightsSchema.nullable(),
  notion: notionInsightsSchema.nullable(),
  browser: browserInsightsSchema.nullable(),
  mobile: mobileInsightsSchema.nullable(),
  communication: communicationInsightsSchema,
  productivity: productivityInsightsSchema,
  sources: z.array(deviceSourceStateSchema),
});
export type DeviceComprehensive = z.infer<typeof deviceComprehensiveSchema>;
export type SlackInsights = z.infer<typeof slackInsightsSchema>;
export type NotionInsights = z.infer<typeof notionInsightsSchema>;
export type BrowserInsights = z.infer<typeof browserInsightsSchema>;
export type MobileInsights = z.infer<typeof mobileInsightsSchema>;

/** What a successful connect answers: the source's status and when its figures were taken. */
export const deviceConnectResponseSchema = z.object({
  source: z.enum(DEVICE_SOURCE_IDS),
  status: z.enum(CONNECTION_STATUSES),
  fetchedAt: z.string(),
});
export type DeviceConnectResponse = z.infer<typeof deviceConnectResponseSchema>;

/** Sources whose figures can be re-read with their stored token. */
export const deviceRefreshParamsSchema = z.strictObject({
  source: z.enum(['slack', 'notion'], { error: 'Only Slack and Notion can be refreshed' }),
});
