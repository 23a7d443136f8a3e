import { z } from 'zod';
import { RESUME_MAX_TEXT_CHARS } from './resume-limits';

/**
 * The Intelligence Dashboard (spec part 2 sections 2.8, 3, 5, 7, 8): the connect payloads, the
 * figures each source yields, the comprehensive result and the page's quoted texts. Figures a
 * source cannot give are `null` ("Unavailable" on the page), never invented.
 */
export const INTELLIGENCE_SOURCE_IDS = ['gmail', 'calendar', 'github', 'linkedin', 'resume'] as const;
export type IntelligenceSourceId = (typeof INTELLIGENCE_SOURCE_IDS)[number];
/** Sources read through their API again by `POST /api/intelligence/refresh/{source}`. */
export const REFRESHABLE_INTELLIGENCE_SOURCES = ['gmail', 'calendar', 'github', 'linkedin'] as const;
export const refreshSourceParamsSchema = z.strictObject({
  source: z.enum(REFRESHABLE_INTELLIGENCE_SOURCES, { error: 'Only Gmail, Calendar, GitHub and LinkedIn refresh' }),
});

/** How many of the most recent messages the Gmail connector reads (metadata only). */
export const GMAIL_MESSAGE_READ_LIMIT = 200;
/** Repositories (most recently pushed, not forks) whose languages and commits GitHub is asked for. */
export const GITHUB_REPOS_DETAILED = 10;
/** Commit activity counts commits by the user in this many past days. */
export const GITHUB_COMMIT_WINDOW_DAYS = 90;
/** Calendar interviews are counted from now over this many days. */
export const CALENDAR_INTERVIEW_HORIZON_DAYS = 30;
/** Working hours per weekday the Productivity Hours figure starts from (09:00 to 17:00). */
export const CALENDAR_WORKDAY = { startHour: 9, endHour: 17 } as const;
/** LinkedIn network growth compares connections made in this many days with those before. */
export const LINKEDIN_GROWTH_WINDOW_DAYS = 90;
/** Largest Connections.csv accepted (characters); the body limit is 1 MiB. */
export const LINKEDIN_EXPORT_MAX_CHARS = 1_000_000;
/** Market demand counts matching postings first posted in this many days. */
export const JOB_MARKET_RECENT_DAYS = 30;

const token = (requiredMessage: string) =>
  z
    .string({ error: requiredMessage })
    .trim()
    .min(1, requiredMessage)
    .max(4096, 'That token is too long')
    .regex(/^[\x21-\x7e]+$/, 'A token has no spaces or special characters');

export const connectGmailBodySchema = z.strictObject({
  accessToken: token('Please provide your Gmail API access token'),
});
export const connectCalendarBodySchema = z.strictObject({
  accessToken: token('Please provide your Google Calendar API access token'),
});
export const connectLinkedinBodySchema = z.strictObject({
  accessToken: token('Please provide your LinkedIn API access token'),
});
export type ConnectTokenBody = z.infer<typeof connectGmailBodySchema>;

/** GitHub's own username rule: letters, digits and single hyphens, at most 39 characters. */
export const GITHUB_USERNAME_PATTERN = /^[A-Za-z0-9](?:[A-Za-z0-9]|-(?=[A-Za-z0-9])){0,38}$/;
export const connectGithubBodySchema = z.strictObject({
  githubUsername: z
    .string({ error: 'Please provide your GitHub username' })
    .trim()
    .min(1, 'Please provide your GitHub username')
    .max(39, 'That is not a GitHub username')
    .regex(GITHUB_USERNAME_PATTERN, 'That is not a GitHub username'),
  accessToken: z
    .string()
    .trim()
    .max(4096, 'That token is too long')
    .regex(/^[\x21-\x7e]*$/, 'A token has no spaces or special characters')
    .optional(),
});
export type ConnectGithubBody = z.infer<typeof connectGithubBodySchema>;

export const analyzeResumeBodySchema = z.strictObject({
  resumeContent: z
    .string({ error: 'Please paste your resume content' })
    .trim()
    .min(1, 'Please paste your resume content')
    .max(RESUME_MAX_TEXT_CHARS, `Resumes can be at most ${RESUME_MAX_TEXT_CHARS} characters`),
});
export type AnalyzeResumeBody = z.infer<typeof analyzeResumeBodySchema>;

/** The user's own LinkedIn data export file `Connections.csv`, as text. */
export const linkedinExportBodySchema = z.strictObject({
  connectionsCsv: z
    .string({ error: 'Choose the Connections.csv file of your LinkedIn data export' })
    .min(1, 'Choose the Connections.csv file of your LinkedIn data export')
    .max(LINKEDIN_EXPORT_MAX_CHARS, 'That file is too large for a Connections.csv'),
});
export type LinkedinExportBody = z.infer<typeof linkedinExportBodySchema>;

const count = z.number().int().min(0);

/** Email Patterns: totals from the mailbox profile; the rest from the most recent messages read. */
export const emailInsightsSchema = z.object({
  totalEmails: count,
  professionalEmails: count,
  jobApplications: count,
  interviewInvitations: count,
  /** Messages whose metadata was read (at most GMAIL_MESSAGE_READ_LIMIT). */
  messagesRead: count,
  /** Start of the read window when the permission is `limited`; null reads the newest messages. */
  since: z.string().nullable(),
});
export type EmailInsights = z.infer<typeof emailInsightsSchema>;

export const calendarInsightsSchema = z.object({
  meetingsToday: count,
  meetingsThisWeek: count,
  /** Working hours (Mon-Fri 09:00-17:00) of this week not taken by meetings. */
  productivityHours: z.number().min(0),
  interviewsScheduled: count,
  timeZone: z.string(),
  eventsRead: count,
});
export type CalendarInsights = z.infer<typeof calendarInsightsSchema>;

export const githubInsightsSchema = z.object({
  username: z.string(),
  repositories: count,
  /** Commits by the user in the last GITHUB_COMMIT_WINDOW_DAYS days; null when commits may not be read. */
  commits: count.nullable(),
  stars: count,
  /** Languages by bytes of code, largest first. */
  languages: z.array(z.string()),
  /** Skills of the taxonomy shown by the code's languages and the repositories' topics. */
  verifiedSkills: z.array(z.string()),
  followers: count,
  /** Repositories whose languages and commits were read (the most recently pushed). */
  reposDetailed: count,
});
export type GithubInsights = z.infer<typeof githubInsightsSchema>;

export const linkedinInsightsSchema = z.object({
  /** Name from the OpenID userinfo; null until a token is connected. */
  name: z.string().nullable(),
  /** From the uploaded Connections.csv; null until one is uploaded. */
  connections: count.nullable(),
  /** LinkedIn's API does not give these to applications: always null. */
  profileViews: z.null(),
  searchAppearances: z.null(),
  /** % growth of connections over the last LINKEDIN_GROWTH_WINDOW_DAYS days; null without an export. */
  networkGrowth: z.number().nullable(),
  exportUploadedAt: z.string().nullable(),
});
export type LinkedinInsights = z.infer<typeof linkedinInsightsSchema>;

export const EXPERIENCE_LEVELS = ['Entry Level', 'Mid Level', 'Senior', 'Lead / Principal'] as const;
export const resumeInsightsSchema = z.object({
  experienceLevel: z.enum(EXPERIENCE_LEVELS),
  yearsOfExperience: z.number().min(0),
  skillsIdentified: z.array(z.string()),
  atsScore: z.number().int().min(0).max(100),
  /** What the ATS score was computed against: the general resume check, the same score the Resume tab gives without a job. */
  atsTarget: z.string(),
  industryMatch: z.array(z.string()),
});
export type ResumeInsights = z.infer<typeof resumeInsightsSchema>;

export const MARKET_DEMAND_LEVELS = ['High', 'Medium', 'Low'] as const;
export const jobMarketInsightsSchema = z.object({
  relevantJobs: count,
  /** Mean of the yearly salary midpoints in the most common currency; null without salaries. */
  averageSalary: z.number().int().nullable(),
  salaryCurrency: z.string().nullable(),
  salarySampleSize: count,
  marketDemand: z.enum(MARKET_DEMAND_LEVELS).nullable(),
  postedRecently: count,
  /** % of relevant postings that are remote; null when there are none. */
  remoteFriendly: z.number().int().min(0).max(100).nullable(),
  searchedFor: z.array(z.string()),
  explanation: z.string(),
});
export type JobMarketInsights = z.infer<typeof jobMarketInsightsSchema>;

export const INTELLIGENCE_SOURCE_STATES = ['not_connected', 'connected', 'needs_reconnect', 'disabled'] as const;
export const intelligenceSourceStatusSchema = z.object({
  source: z.enum(INTELLIGENCE_SOURCE_IDS),
  status: z.enum(INTELLIGENCE_SOURCE_STATES),
  /** What the user may see of the account (e.g. the GitHub username); never a token. */
  account: z.string().nullable(),
  fetchedAt: z.string().nullable(),
  message: z.string().nullable(),
});
export type IntelligenceSourceStatus = z.infer<typeof intelligenceSourceStatusSchema>;

export const scorePartSchema = z.object({ part: z.string(), points: z.number(), max: z.number() });

/** Intelligence comprehensive result (part 3), plus per-source status and the score's parts. */
export const intelligenceComprehensiveSchema = z.object({
  intelligenceScore: z.number().int().min(0).max(100),
  scoreBreakdown: z.array(scorePartSchema),
  email: emailInsightsSchema.nullable(),
  calendar: calendarInsightsSchema.nullable(),
  github: githubInsightsSchema.nullable(),
  linkedin: linkedinInsightsSchema.nullable(),
  resume: resumeInsightsSchema.nullable(),
  jobMarket: jobMarketInsightsSchema.nullable(),
  sources: z.array(intelligenceSourceStatusSchema),
});
export type IntelligenceComprehensive = z.infer<typeof intelligenceComprehensiveSchema>;

/** What a connect, analysis, upload or refresh answers: the source's state and its new figures. */
export const intelligenceConnectResponseSchema = z.object({
  source: intelligenceSourceStatusSchema,
  insights: z.union([
    emailInsightsSchema,
    calendarInsightsSchema,
    githubInsightsSchema,
    linkedinInsightsSchema,
    resumeInsightsSchema,
  ]),
});
export type IntelligenceConnectResponse = z.infer<typeof intelligenceConnectResponseSchema>;
