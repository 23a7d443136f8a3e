import { z } from 'zod';
import { JOB_SEEKER_PLAN_FEATURES, teamPlanHighlights } from './plans';
import { tierSchema } from './tier-schemas';

/** Free tier automations per day (rulings: the landing page's promise). */
export const FREE_DAILY_AUTOMATIONS = 5;
/** Display fallbacks when a limit is missing (part 2 section 9): never limits. */
export const USAGE_DISPLAY_FALLBACK = { dailyLimit: 50, monthlyLimit: 1000 } as const;
/** The free chat's stated response delay (part 2 section 9). */
export const FREE_CHAT_DELAY_MS = 2000;
export const FREE_CHAT_DELAY_TEXT = 'Free tier answers arrive after a 2-second delay.';
export const USAGE_RESET_TEXT = 'Resets daily at midnight UTC';
/** A free analysis reads at most this many rows; the limitations list says so when it cuts. */
export const FREE_DATA_MAX_ROWS = 5000;
export const DATA_MAX_CHARS = 512 * 1024;

export const DATA_TYPES = ['sales', 'customer', 'financial', 'marketing', 'operational'] as const;
export type DataType = (typeof DATA_TYPES)[number];
export const AUTOMATION_TYPES = ['email', 'scheduling', 'reporting', 'data_entry', 'communication'] as const;
export type AutomationType = (typeof AUTOMATION_TYPES)[number];

/** Part 2 section 3, free dashboard response. Limits are null where the tier has no cap. */
export const freeDashboardSchema = z.object({
  usage_stats: z.object({
    daily_queries_used: z.number().int(),
    daily_limit: z.number().int().nullable(),
    monthly_queries_used: z.number().int(),
    monthly_limit: z.number().int().nullable(),
    daily_automations_used: z.number().int(),
    daily_automation_limit: z.number().int().nullable(),
    /** When the daily counters start again (next midnight UTC), ISO 8601. */
    resets_at: z.string(),
  }),
  available_features: z.array(z.string()),
  limitations: z.array(z.string()),
  insights: z.array(z.string()),
  automation: z.object({
    tasks_automated: z.number().int(),
    /** Estimated from the runs delivered, e.g. '25 min'. */
    time_saved: z.string(),
    /** Percent of runs that delivered, 0-100. */
    success_rate: z.number(),
  }),
  premium_features: z.array(z.string()),
  upgrade_cta: z.array(z.object({ tier: z.string(), price: z.string(), features: z.array(z.string()) })),
  /**
   * The plan the page speaks for: the tier in force now (a trial's included), when a running trial
   * ends (ISO 8601), and whether the account's one trial is still there to start.
   */
  plan: z.object({ tier: tierSchema, trialEndsAt: z.string().nullable(), trialAvailable: z.boolean() }),
});
export type FreeDashboard = z.infer<typeof freeDashboardSchema>;

/**
 * The guest's fixed sample (part 2 sections 4 and 9: 5 of 10 daily, 45 of 100 monthly; the
 * professional and enterprise prices appear only here). Shown labelled as sample.
 */
export const GUEST_SAMPLE_DASHBOARD: FreeDashboard = {
  usage_stats: {
    daily_queries_used: 5,
    daily_limit: 10,
    monthly_queries_used: 45,
    monthly_limit: 100,
    daily_automations_used: 0,
    daily_automation_limit: 0,
    resets_at: '',
  },
  available_features: ['AI chat assistant', 'Data analysis of a CSV file', 'Career questions answered'],
  limitations: ['10 AI questions a day as a guest', 'Automations need a free account'],
  insights: ['Sign up to keep your conversations and get 25 questions a day'],
  automation: { tasks_automated: 0, time_saved: '0 min', success_rate: 0 },
  premium_features: [...JOB_SEEKER_PLAN_FEATURES],
  upgrade_cta: [
    { tier: 'jobseeker', price: '$12/month', features: [...JOB_SEEKER_PLAN_FEATURES] },
    { tier: 'professional', price: '$149/month', features: teamPlanHighlights('PROFESSIONAL') },
    { tier: 'enterprise', price: '$299/month', features: teamPlanHighlights('ENTERPRISE') },
  ],
  plan: { tier: 'free', trialEndsAt: null, trialAvailable: true },
};

/** `POST /api/free/chat` (part 2 section 7): message and context (an empty list). */
export const freeChatBodySchema = z.strictObject({
  message: z.string().trim().min(1, 'Type a message first').max(4000),
  context: z.array(z.string().max(4000)).max(20).default([]),
});
export type FreeChatBody = z.input<typeof freeChatBodySchema>;
export const freeChatResponseSchema = z.object({
  response: z.string(),
  upgrade_suggestion: z.string().optional(),
});
export type FreeChatResponse = z.infer<typeof freeChatResponseSchema>;

/** `POST /api/free/data-integration`: a named source, its type, and the CSV rows to analyse. */
export const dataIntegrationBodySchema = z.strictObject({
  dataSource: z.string().trim().min(1, 'Name the data source').max(200),
  dataType: z.enum(DATA_TYPES, { error: 'Choose a data type' }),
  data: z
    .string()
    .max(DATA_MAX_CHARS, 'The data is larger than 512 KB; upload a smaller extract')
    .refine((text) => text.trim().length > 0, 'Upload a CSV file or paste its rows to analyse'),
});
export type DataIntegrationBody = z.infer<typeof dataIntegrationBodySchema>;

export const columnSummarySchema = z.object({
  name: z.string(),
  kind: z.enum(['number', 'date', 'category', 'text']),
  /** Cells with a value. */
  filled: z.number().int(),
  stats: z
    .object({ min: z.number(), max: z.number(), mean: z.number(), median: z.number(), sum: z.number() })
    .optional(),
  top: z.array(z.object({ value: z.string(), count: z.number().int() })).optional(),
  range: z.object({ from: z.string(), to: z.string() }).optional(),
});
export type ColumnSummary = z.infer<typeof columnSummarySchema>;

export const trendSchema = z.object({
  column: z.string(),
  /** The date column, or row order when the data has none. */
  by: z.string(),
  direction: z.enum(['rising', 'falling', 'flat']),
  /** Change from the first to the last period of the fitted line, in percent; null when it starts at 0. */
  changePercent: z.number().nullable(),
  detail: z.string(),
});
export type Trend = z.infer<typeof trendSchema>;

/** Part 2 section 3: insights and a limitations list. */
export const dataIntegrationResponseSchema = z.object({
  insights: z.object({
    source: z.string(),
    dataType: z.enum(DATA_TYPES),
    rows: z.number().int(),
    rowsAnalysed: z.number().int(),
    columns: z.array(columnSummarySchema),
    trends: z.array(trendSchema),
    /** Plain sentences: the findings a person would read first. */
    highlights: z.array(z.string()),
  }),
  limitations: z.array(z.string()),
});
export type DataIntegrationResponse = z.infer<typeof dataIntegrationResponseSchema>;

/** The zone a schedule is read in when the client names none (API clients). */
export const DEFAULT_TIME_ZONE = 'UTC';

/**
 * True for a time zone name the runtime's Intl knows: IANA names such as 'America/Los_Angeles',
 * their aliases ('US/Pacific') and 'UTC'. Offsets ('+01:00') and abbreviations ('PST') are refused,
 * so a stored zone always follows daylight saving time the way the place does.
 */
export function isTimeZone(name: string): boolean {
  if (!/^[A-Za-z][A-Za-z0-9_+-]*(?:\/[A-Za-z0-9_+-]+)*$/.test(name)) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

export const timeZoneSchema = z
  .string()
  .trim()
  .min(1, 'Choose a time zone')
  .max(64, 'Time zone names are at most 64 characters')
  .refine(isTimeZone, 'Unknown time zone: use an IANA name such as America/Los_Angeles, Europe/Paris or UTC');

/**
 * `POST /api/free/automation`: a description and a type (part 2 section 5), and the time zone its
 * times are in (the web app sends the browser's; UTC when absent).
 */
export const automationBodySchema = z.strictObject({
  taskDescription: z.string().trim().min(1, 'Describe the task to automate').max(1000),
  taskType: z.enum(AUTOMATION_TYPES, { error: 'Choose a task type' }),
  timeZone: timeZoneSchema.optional(),
});
export type AutomationBody = z.infer<typeof automationBodySchema>;

/**
 * How a schedule repeats, as the description put it. Every kind but 'once' is a cron pattern;
 * 'every_other_week' is a weekly pattern that runs on alternate weeks from `anchor`.
 */
export const AUTOMATION_SCHEDULE_KINDS = [
  'once',
  'hourly',
  'every_n_hours',
  'daily',
  'weekdays',
  'weekends',
  'weekly',
  'every_other_week',
  'monthly',
] as const;
export type AutomationScheduleKind = (typeof AUTOMATION_SCHEDULE_KINDS)[number];

/** A stored schedule: a 5-field cron pattern read in an IANA time zone, and its human reading. */
export const automationScheduleSchema = z.object({
  kind: z.enum(AUTOMATION_SCHEDULE_KINDS),
  /** 'minute hour day-of-month month day-of-week' in `timeZone`; null for a one-off ('once'). */
  cron: z.string().max(100).nullable(),
  /** IANA zone the pattern's times are in, e.g. 'America/Los_Angeles'. */
  timeZone: z.string().max(64),
  /** 'every_other_week' only: the first run (ISO); runs fall an even number of weeks from it. */
  anchor: z.string().max(40).optional(),
  /** Human reading, e.g. 'Every weekday at 09:00 (America/Los_Angeles)'. */
  text: z.string().max(500),
});
export type AutomationSchedule = z.infer<typeof automationScheduleSchema>;

export const AUTOMATION_STEP_ACTIONS = [
  'remind',
  'report',
  'send_email',
  'post_message',
  'enter_data',
  'book_meeting',
] as const;
export type AutomationStepAction = (typeof AUTOMATION_STEP_ACTIONS)[number];

export const automationStepSchema = z.object({
  action: z.enum(AUTOMATION_STEP_ACTIONS),
  description: z.string(),
  /** True when the server runs this step for the user's tier. */
  runs: z.boolean(),
  /** The plan that adds this step, when it does not run. */
  requiredTier: tierSchema.optional(),
});
export type AutomationStep = z.infer<typeof automationStepSchema>;

export const AUTOMATION_STATUSES = ['scheduled', 'paused', 'completed', 'needs_upgrade'] as const;
export const automationSchema = z.object({
  id: z.number().int(),
  task: z.string(),
  type: z.enum(AUTOMATION_TYPES),
  execution: z.object({
    status: z.enum(AUTOMATION_STATUSES),
    trigger: z.string(),
    schedule: automationScheduleSchema,
    nextRunAt: z.string().nullable(),
    lastRunAt: z.string().nullable(),
    runs: z.number().int(),
    steps: z.array(automationStepSchema),
  }),
  createdAt: z.string(),
});
export type Automation = z.infer<typeof automationSchema>;

/** Part 2 section 3: automation (task, type, execution) and premium_features. */
export const automationResponseSchema = z.object({
  automation: automationSchema,
  premium_features: z.array(z.string()),
});
export type AutomationResponse = z.infer<typeof automationResponseSchema>;
export const automationListSchema = z.object({ automations: z.array(automationSchema) });
/** `/api/automations/:id/...`: one of the user's automations. */
export const automationIdParamsSchema = z.strictObject({ id: z.coerce.number().int().positive().max(2147483647) });

/** In-app notifications: what automations deliver (reminders and reports). */
export const notificationSchema = z.object({
  id: z.number().int(),
  kind: z.enum(['reminder', 'report']),
  title: z.string(),
  body: z.string(),
  automationId: z.number().int().nullable(),
  createdAt: z.string(),
  readAt: z.string().nullable(),
});
export type AppNotification = z.infer<typeof notificationSchema>;
export const notificationListSchema = z.object({
  notifications: z.array(notificationSchema),
  unread: z.number().int(),
});
/** `POST /api/automations/:id/run`: the plan after the run and what it delivered. */
export const automationRunResponseSchema = z.object({
  automation: automationSchema,
  delivered: z.array(notificationSchema),
});
export type AutomationRunResponse = z.infer<typeof automationRunResponseSchema>;

/** Free dashboard toasts and fallbacks (part 2 section 8). */
export const FREE_TOASTS = {
  loadErrorTitle: 'Error',
  loadError: 'Failed to load dashboard data',
  chatFailed: 'Chat request failed',
  dataFailed: 'Data integration failed',
  automationFailed: 'Automation setup failed',
  upgradeTitle: 'Upgrade Available',
} as const;

export const FREE_DASHBOARD_TEXTS = {
  header: 'Free',
  guestHeaderSuffix: 'Try Now',
  guestBadge: 'Guest Mode',
  freeBadge: 'Free Tier',
  signUpForMore: 'Sign Up for More',
  upgrade: 'Upgrade',
  jobSeekerSpecial: 'Job Seeker Special',
  jobSeekerSpecialPrice: '$12/month',
} as const;
