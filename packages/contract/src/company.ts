import { z } from 'zod';

/**
 * The company dashboard (spec part 2 sections 2.5, 3, 4, 6, 7, 8): the hiring figures of the
 * signed-in user's company, computed from the job postings store, the applications made through
 * the platform, or a connected Greenhouse Harvest account (docs/decisions/013); industry metrics
 * where the data supports them; badges earned by written rules, each displayed or hidden.
 */

/** Stat cards and tabs, in page order (part 2 section 2.5). */
export const COMPANY_STAT_CARDS = [
  'Total Projects',
  'Active Workflows',
  'Automation Savings (hours)',
  'Avg Project Time',
] as const;
export const COMPANY_TABS = ['Overview', 'Industry Metrics', 'Achievements', 'Analytics'] as const;

export const COMPANY_TEXTS = {
  fallbackHeading: 'Company',
  upgrade: 'Upgrade to Enterprise',
  noTrends: 'No trend data available',
  noIndustryMetrics: 'No Industry Metrics',
  noAchievements: 'No Achievements Yet',
  displayed: 'Displayed',
  /** A badge not earned yet is shown to nobody: the switch says what will happen once it is. */
  shownWhenEarned: 'Shown when earned',
  hidden: 'Hidden',
} as const;

/** Toasts of part 2 section 8 ("Company"). */
export const COMPANY_TOASTS = {
  loadFailed: 'Failed to load enterprise dashboard data',
  badgeUpdateFailed: 'Failed to update badge display',
  badgeEnabled: 'Badge enabled for public display',
  badgeDisabled: 'Badge disabled for public display',
} as const;

/** Monthly Trends shows the first three months of the list (newest first). */
export const COMPANY_TREND_MONTHS_SHOWN = 3;

export const BADGE_TIERS = ['Gold', 'Platinum', 'Diamond'] as const;
export const badgeTierSchema = z.enum(BADGE_TIERS);
export type BadgeTier = z.infer<typeof badgeTierSchema>;

/** Part 2 section 3 "Badge": no `earnedAt` means not yet earned. The description says how it is earned. */
export const companyBadgeSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  tier: badgeTierSchema,
  earnedAt: z.string().nullable(),
  isDisplayed: z.boolean(),
});
export type CompanyBadge = z.infer<typeof companyBadgeSchema>;

/** Where the hiring figures came from: the connected ATS, the postings store, or nowhere yet. */
export const COMPANY_DATA_SOURCES = ['greenhouse_harvest', 'postings', 'none'] as const;
export type CompanyDataSource = (typeof COMPANY_DATA_SOURCES)[number];

export const hiringTrendSchema = z.object({
  /** `YYYY-MM` (UTC). */
  month: z.string(),
  applications: z.number().int(),
  /** Null when the source records no hires (the postings store and platform applications). */
  hires: z.number().int().nullable(),
});
export type HiringTrend = z.infer<typeof hiringTrendSchema>;

/**
 * Part 2 section 3 "Company dashboard metrics", the fields the page reads. A null figure is one
 * the data cannot support (shown as "—" with the reason), never a sample.
 */
export const companyMetricsSchema = z.object({
  /** Requisitions: jobs the company opened (one per distinct job, whatever the board). */
  totalProjects: z.number().int(),
  /** Requisitions still open. */
  activeWorkflows: z.number().int(),
  /** Hours the user's automations saved (delivered runs), one decimal. */
  automationSavings: z.number(),
  /** Mean days from opening to closing over closed requisitions; null when none closed. */
  avgProjectTime: z.number().nullable(),
  activeJobs: z.number().int(),
  totalApplications: z.number().int(),
  /** Response rate in percent: applications that got a decision; null without an ATS. */
  conversionRate: z.number().nullable(),
  /** Newest month first; months with no applications and no hires are left out. */
  hiringTrends: z.array(hiringTrendSchema),
});
export type CompanyMetrics = z.infer<typeof companyMetricsSchema>;

/** Part 2 section 3 "Industry metrics"; percentages 0 to 100, null when unavailable. */
export const industryMetricsSchema = z.object({
  hireRate: z.number().nullable(),
  talentRetention: z.number().nullable(),
  diversityScore: z.number().nullable(),
  overallScore: z.number().nullable(),
  /** Rank (1 = most) of the company's open requisitions among companies in the postings store. */
  industryRank: z.number().int().nullable(),
  /** How many companies that rank is among. */
  rankedCompanies: z.number().int(),
  industry: z.string().nullable(),
});
export type IndustryMetrics = z.infer<typeof industryMetricsSchema>;

export const atsConnectionSchema = z.object({
  provider: z.literal('greenhouse_harvest'),
  status: z.enum(['not_connected', 'connected', 'needs_reconnect']),
  lastSyncedAt: z.string().nullable(),
  lastError: z.string().nullable(),
});
export type AtsConnection = z.infer<typeof atsConnectionSchema>;

export const companyDashboardSchema = z.object({
  /** The user's companyName; '' when they have not set one (the page then says 'Company'). */
  companyName: z.string(),
  source: z.enum(COMPANY_DATA_SOURCES),
  metrics: companyMetricsSchema,
  /** Null when there is nothing to show: the page shows 'No Industry Metrics'. */
  industryMetrics: industryMetricsSchema.nullable(),
  badges: z.array(companyBadgeSchema),
  ats: atsConnectionSchema,
});
export type CompanyDashboard = z.infer<typeof companyDashboardSchema>;

export const toggleBadgeParamsSchema = z.strictObject({ id: z.string().min(1).max(64) });
export const toggleBadgeBodySchema = z.strictObject({ display: z.boolean() });
export type ToggleBadgeBody = z.infer<typeof toggleBadgeBodySchema>;
export const toggleBadgeResponseSchema = z.object({ badge: companyBadgeSchema });

/** A Harvest API key: Greenhouse issues 32-character hex keys; we accept any sane token. */
export const connectHarvestBodySchema = z.strictObject({
  apiKey: z
    .string()
    .trim()
    .min(16, 'The Harvest API key is too short')
    .max(200, 'The Harvest API key is too long')
    .regex(/^[A-Za-z0-9._-]+$/, 'The Harvest API key may only hold letters, digits, dots, dashes and underscores'),
});
export type ConnectHarvestBody = z.infer<typeof connectHarvestBodySchema>;
