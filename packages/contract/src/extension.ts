import { z } from 'zod';
import { applicationSettingsSchema } from './applications';

/**
 * Careerloom for Chrome (issue 13): the pairing tokens the user creates in Settings, what the
 * extension reads about its user, and the browsing-time report it sends with the user's consent.
 */

/** Every extension token starts with this, so a leaked one is recognisable (and scannable). */
export const EXTENSION_TOKEN_PREFIX = 'clx_';
/** Hex characters of a token's SHA-256 shown as its short id. */
export const EXTENSION_TOKEN_SHORT_ID_LENGTH = 8;
/** The folder the extension's download unzips to, the one Chrome's "Load unpacked" is pointed at. */
export const EXTENSION_PACKAGE_FOLDER = 'careerloom-for-chrome';

/** `GET /api/extension/package/info`: whether this server has a build of the extension to download. */
export const extensionPackageInfoSchema = z.union([
  z.object({ available: z.literal(true), version: z.string(), sizeBytes: z.number().int() }),
  z.object({ available: z.literal(false) }),
]);
export type ExtensionPackageInfo = z.infer<typeof extensionPackageInfoSchema>;

/** Tokens one user may hold at once (one per browser is the expected use). */
export const MAX_EXTENSION_TOKENS = 10;

export const createExtensionTokenBodySchema = z.strictObject({
  name: z.string().trim().min(1, 'Please name the browser this token is for').max(100).default('Chrome'),
});
export type CreateExtensionTokenBody = z.infer<typeof createExtensionTokenBodySchema>;

export const extensionTokenSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /**
   * Tells apart tokens of the same name: the first EXTENSION_TOKEN_SHORT_ID_LENGTH hex characters
   * of the token's SHA-256, shown in Settings and in the extension's options (never enough to use it).
   */
  shortId: z.string(),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
});
export type ExtensionToken = z.infer<typeof extensionTokenSchema>;
/** The answer to creating a token: the only time the token itself is shown. */
export const createdExtensionTokenSchema = extensionTokenSchema.extend({ token: z.string() });
export type CreatedExtensionToken = z.infer<typeof createdExtensionTokenSchema>;
export const extensionTokenListSchema = z.object({ tokens: z.array(extensionTokenSchema) });
export const extensionTokenIdParamsSchema = z.strictObject({
  id: z.coerce.number().int().positive().max(2147483647),
});

/** `GET /api/extension/session`: who the paired extension works for, and the assistant settings. */
export const extensionSessionSchema = z.object({
  user: z.object({ fullName: z.string(), email: z.string() }),
  /** The token this extension is paired with, as Settings lists it. */
  token: z.object({ name: z.string(), shortId: z.string() }),
  settings: applicationSettingsSchema,
  /** The stored resume file the extension can upload, or null when only text was given. */
  resumeFile: z.object({ filename: z.string(), version: z.number().int(), contentType: z.string() }).nullable(),
});
export type ExtensionSession = z.infer<typeof extensionSessionSchema>;

/**
 * Browsing time is reported by category of site, never by URL or page. The extension sorts a
 * visited host into a category with these lists (a host or any of its subdomains).
 */
export const BROWSING_CATEGORIES = ['jobSites', 'productive', 'social', 'other'] as const;
export type BrowsingCategory = (typeof BROWSING_CATEGORIES)[number];
export const BROWSING_CATEGORY_HOSTS: Record<Exclude<BrowsingCategory, 'other'>, readonly string[]> = {
  jobSites: [
    'greenhouse.io',
    'lever.co',
    'ashbyhq.com',
    'myworkdayjobs.com',
    'smartrecruiters.com',
    'linkedin.com',
    'indeed.com',
    'glassdoor.com',
    'wellfound.com',
    'otta.com',
    'welcometothejungle.com',
    'remotive.com',
    'remoteok.com',
    'stepstone.de',
  ],
  productive: [
    'github.com',
    'gitlab.com',
    'stackoverflow.com',
    'notion.so',
    'docs.google.com',
    'mail.google.com',
    'calendar.google.com',
    'slack.com',
    'figma.com',
    'atlassian.net',
    'developer.mozilla.org',
    'coursera.org',
    'udemy.com',
  ],
  social: [
    'facebook.com',
    'instagram.com',
    'x.com',
    'twitter.com',
    'tiktok.com',
    'reddit.com',
    'youtube.com',
    'twitch.tv',
    'pinterest.com',
    'snapchat.com',
  ],
};

const dayMinutes = z.number().int('Minutes must be whole').min(0).max(1440);

/** `POST /api/extension/browsing`: one day's minutes per category, with the user's consent. */
export const browsingReportBodySchema = z
  .strictObject({
    date: z.iso.date({ error: 'date must be YYYY-MM-DD' }).max(10),
    minutes: z.strictObject({
      jobSites: dayMinutes,
      productive: dayMinutes,
      social: dayMinutes,
      other: dayMinutes,
    }),
    /** How many distinct productive sites were visited (a count, never their names). */
    productiveSites: z.number().int().min(0).max(1000),
  })
  .refine((r) => Object.values(r.minutes).reduce((a, b) => a + b, 0) <= 1440, {
    message: 'A day has at most 1440 minutes',
    path: ['minutes'],
  });
export type BrowsingReportBody = z.infer<typeof browsingReportBodySchema>;
