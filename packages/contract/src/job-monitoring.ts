import { z } from 'zod';
import { MEASURED_AREAS, measuredFiguresSchema } from './eval-figures';
import { postedWithinDaysSchema, postingAgesSchema, postingsSupplySchema } from './jobs';

/**
 * The default job-title preference when a monitoring query names none (part 2 section 5): the
 * first candidate whose keywords appear in the user's bio or skills, in this order; otherwise the
 * user's first skill plus ' specialist'; otherwise 'professional opportunities'. The spec does not
 * show the exact keyword matching order, so the order below is the spec's list order.
 */
export const JOB_TITLE_CANDIDATES = [
  'software engineer',
  'data scientist',
  'product manager',
  'UX designer',
  'marketing specialist',
  'sales representative',
  'business analyst',
  'consultant',
  'educator',
  'healthcare professional',
  'financial analyst',
] as const;
export type JobTitleCandidate = (typeof JOB_TITLE_CANDIDATES)[number];
export const JOB_TITLE_SKILL_SUFFIX = ' specialist';
export const JOB_TITLE_FALLBACK = 'professional opportunities';
/**
 * Where a search's title came from (decision 032): typed by the user; the person's own title (the
 * profile's job title, else the newest resume's headline or most recent role); the occupation a
 * resume without a title points to (its degree, objective, skills: 'resume-inferred'); or, only
 * when nothing gives one, the specification's keyword candidates, first skill or fallback.
 */
export const JOB_TITLE_SOURCES = [
  'typed',
  'profile',
  'resume-headline',
  'resume-role',
  'resume-inferred',
  'keywords',
  'skill',
  'fallback',
] as const;
export type JobTitleSource = (typeof JOB_TITLE_SOURCES)[number];
/** Sources that are a guess, not the person's own title: the page says so and asks for it. */
export const GUESSED_JOB_TITLE_SOURCES: readonly JobTitleSource[] = [
  'resume-inferred',
  'keywords',
  'skill',
  'fallback',
];

/** The default location when the user has none (part 2 section 5). */
export const DEFAULT_JOB_LOCATION = 'remote';

/** Auto application status on alerts (part 2 section 4). */
export const AUTO_APPLICATION_STATUSES = ['submitted', 'pending', 'requires_input'] as const;
export type AutoApplicationStatus = (typeof AUTO_APPLICATION_STATUSES)[number];

/** The factors of a match score, each in one of its two halves (decision 038). */
export const MATCH_FACTORS = ['skills', 'title', 'location', 'salary', 'seniority', 'recency', 'occupation'] as const;
export type MatchFactor = (typeof MATCH_FACTORS)[number];

/**
 * The two halves of a match (decision 038): how well the posting fits what the user asked for
 * (`search`: the title searched for, the place, the pay floor, how fresh it is) and how well the
 * person fits the posting (`person`: their own occupation, their skills, their level). Each half's
 * factors' maximum points add up to 100; the match is the product of the two halves.
 */
export const MATCH_HALVES = ['search', 'person'] as const;
export type MatchHalf = (typeof MATCH_HALVES)[number];
export const MATCH_FACTOR_HALF: Record<MatchFactor, MatchHalf> = {
  title: 'search',
  location: 'search',
  salary: 'search',
  recency: 'search',
  occupation: 'person',
  skills: 'person',
  seniority: 'person',
};

/**
 * A match's two halves, 0 to 100 each. `person` is null when nothing is known of the person (no
 * title, skills or years): the match is then the search half alone.
 */
export const matchFitSchema = z.object({
  search: z.number().int().min(0).max(100),
  person: z.number().int().min(0).max(100).nullable(),
});
export type MatchFit = z.infer<typeof matchFitSchema>;

/** One factor's share of a match score and why. */
export const matchReasonSchema = z.object({
  factor: z.enum(MATCH_FACTORS),
  points: z.number().int(),
  max: z.number().int(),
  detail: z.string(),
});
export type MatchReason = z.infer<typeof matchReasonSchema>;

/** A job alert (part 2 section 3), plus the reasons behind its score and the posting's link. */
export const jobAlertSchema = z.object({
  /** The posting's id in the postings store. */
  id: z.number().int(),
  jobTitle: z.string(),
  company: z.string(),
  location: z.string(),
  /** e.g. 'USD 120,000 - 150,000 a year', or '' when the posting gives none. */
  salaryRange: z.string(),
  postedAt: z.string().nullable(),
  /** 0 to 100: `fit.search` × `fit.person` / 100 (or `fit.search` alone), each half the sum of its reasons' points. */
  matchScore: z.number().int().min(0).max(100),
  fit: matchFitSchema,
  /** Older than STALE_POSTING_DAYS: probably filled; shown only when asked for, after fresh ones. */
  stale: z.boolean(),
  autoApplicationStatus: z.enum(AUTO_APPLICATION_STATUSES),
  reasons: z.array(matchReasonSchema),
  url: z.string(),
});
export type JobAlert = z.infer<typeof jobAlertSchema>;

const queryText = (max: number) => z.string().trim().max(max).optional();

/** `GET /api/ai/job-monitoring`: every parameter optional; skills comma-separated; salaryMin numeric. */
export const jobMonitoringQuerySchema = z.strictObject({
  jobTitle: queryText(200),
  location: queryText(200),
  skills: queryText(500),
  salaryMin: z.coerce
    .number({ error: 'Minimum salary must be a number' })
    .int('Minimum salary must be a whole number')
    .min(0, 'Minimum salary cannot be negative')
    .max(10_000_000)
    .optional(),
  /** 'true': remote postings only (others are left out, not just scored lower). */
  remoteOnly: z.enum(['true', 'false']).optional(),
  /** Only postings published in the last N days (1 to 365); fresher first among equal scores anyway. */
  postedWithinDays: postedWithinDaysSchema,
  /** 'true': also postings older than STALE_POSTING_DAYS (probably filled), after the fresh ones. */
  includeStale: z.enum(['true', 'false']).optional(),
});
export type JobMonitoringQuery = z.input<typeof jobMonitoringQuerySchema>;

/** What the ranking actually used: the query, with defaults filled from the user's profile. */
export const jobMonitoringCriteriaSchema = z.object({
  jobTitle: z.string(),
  /** Where `jobTitle` came from; absent in answers of older servers. */
  titleSource: z.enum(JOB_TITLE_SOURCES).optional(),
  location: z.string(),
  skills: z.array(z.string()),
  salaryMin: z.number().int().nullable(),
  remoteOnly: z.boolean().optional(),
  postedWithinDays: z.number().int().nullable().optional(),
  includeStale: z.boolean().optional(),
});
export type JobMonitoringCriteria = z.infer<typeof jobMonitoringCriteriaSchema>;

/** Job monitoring response (part 2 section 3). `responseRate` is a percentage, 0 to 100. */
export const jobMonitoringResponseSchema = z.object({
  alerts: z.array(jobAlertSchema),
  /**
   * Open postings the search found for the criteria (alerts shows the best of them), counted up
   * to JOB_SEARCH_TOTAL_CAP (10,000): that value means "10,000 or more" (show "10,000+").
   */
  totalFound: z.number().int(),
  /** Open postings in the store. */
  totalJobs: z.number().int(),
  /** How many of `totalJobs` are current (not over STALE_POSTING_DAYS old) and the newest's date. */
  postingAges: postingAgesSchema.optional(),
  /** Found postings first seen since the user's previous check (all of them on the first check). */
  newMatches: z.number().int(),
  applicationsSent: z.number().int(),
  responseRate: z.number().min(0).max(100),
  criteria: jobMonitoringCriteriaSchema,
  /** The score a posting needs to count as matching (MATCH_SCORE_THRESHOLD), for the UI's wording. */
  matchThreshold: z.number().int().optional(),
  /**
   * When fewer postings match than a check shows, the closest of the rest, best first: postings
   * whose title is related to the criteria's, below the threshold. Never counted as matches.
   */
  closest: z.array(jobAlertSchema).optional(),
  /** Postings that would match but are older than STALE_POSTING_DAYS, left out unless `includeStale`. */
  staleHidden: z.number().int().optional(),
  /** Why the store is empty, when it is (absent once it holds postings). */
  supply: postingsSupplySchema.optional(),
});
export type JobMonitoringResponse = z.infer<typeof jobMonitoringResponseSchema>;

/** `POST /api/ai/job-searches`: a saved search; new postings that match it become live alerts. */
export const savedJobSearchBodySchema = z.strictObject({
  jobTitle: z.string().trim().min(1, 'Job title is required').max(200),
  location: z.string().trim().max(200).default(''),
  skills: z.array(z.string().trim().min(1).max(100)).max(30).default([]),
  salaryMin: z.number().int().min(0).max(10_000_000).nullable().default(null),
});
export type SavedJobSearchBody = z.input<typeof savedJobSearchBodySchema>;

export const savedJobSearchSchema = z.object({
  id: z.number().int(),
  jobTitle: z.string(),
  location: z.string(),
  skills: z.array(z.string()),
  salaryMin: z.number().int().nullable(),
  alertsEnabled: z.boolean(),
  createdAt: z.string(),
});
export type SavedJobSearch = z.infer<typeof savedJobSearchSchema>;
export const savedJobSearchListSchema = z.object({ searches: z.array(savedJobSearchSchema) });
export const savedJobSearchIdParamsSchema = z.strictObject({
  id: z.coerce.number().int().positive().max(2147483647),
});

/**
 * A posting "matches" a profile when its score is at least this (decision 016): the match counts
 * (`totalFound`, the banner's "matching your profile") count only such postings, never a posting
 * for sharing a word. An exact title in a workable place passes without any shared skill; an
 * unrelated title cannot reach it however many skills it shares.
 */
export const MATCH_SCORE_THRESHOLD = 65;

/** A saved search's score at or above this raises a live alert: the match threshold. */
export const JOB_ALERT_MIN_SCORE = MATCH_SCORE_THRESHOLD;

/** The live frame a new matching posting sends to the user's sockets. */
export type ServerJobAlert = { type: 'job.alert'; searchId: number; alert: JobAlert };

/** Processing feature status (part 2 section 4). */
export const PROCESSING_STATUSES = ['connected', 'active', 'processing', 'learning', 'complete', 'error'] as const;
export type ProcessingStatus = (typeof PROCESSING_STATUSES)[number];

/**
 * Processing status item (part 2 section 3). `progress` and `metrics.accuracy` are percentages
 * (0 to 100); what each item counts is described in its `description`. An item with a
 * `measuredArea` takes its accuracy from that area's labelled-set figures (`measuredFigures` of the
 * response): null until that area has been measured, never an estimate.
 */
export const processingStatusItemSchema = z.object({
  id: z.string(),
  feature: z.string(),
  status: z.enum(PROCESSING_STATUSES),
  progress: z.number().min(0).max(100),
  description: z.string(),
  lastUpdated: z.string().nullable(),
  metrics: z.object({
    processed: z.number().int(),
    total: z.number().int(),
    accuracy: z.number().min(0).max(100).nullable(),
  }),
  measuredArea: z.enum(MEASURED_AREAS).optional(),
});
export type ProcessingStatusItem = z.infer<typeof processingStatusItemSchema>;
export const processingStatusResponseSchema = z.object({
  processingStatus: z.array(processingStatusItemSchema),
  /** The career engine's figures on its labelled sets, one per measured area (none for an area not yet measured). */
  measuredFigures: z.array(measuredFiguresSchema).default([]),
});
export type ProcessingStatusResponse = z.infer<typeof processingStatusResponseSchema>;

/** How often the real-time page polls (part 2 sections 7 and 9). */
export const REALTIME_PROCESSING_STATUS_POLL_MS = 3000;
export const REALTIME_JOB_MONITORING_POLL_MS = 5000;

/**
 * The real-time page's fallback display numbers (part 2 section 9): shown only when the monitoring
 * figures cannot be loaded, and then labelled as a sample (rulings "Honesty").
 */
export const REALTIME_FALLBACK = { jobs: 1247, matches: 23, applicationsSent: 34, responseRate: 18 } as const;

/**
 * `POST /api/ai/job-monitoring/mark-checked` (no body): the user has seen the matches of their
 * latest monitoring check. It records that check (its criteria, and its time as "last checked"),
 * so the next `GET /api/ai/job-monitoring` counts as new only postings first seen after it.
 */
export const jobMonitoringMarkCheckedResponseSchema = z.object({
  /** The time recorded as the user's last check: when the check they saw ran. */
  lastCheckedAt: z.string(),
  criteria: jobMonitoringCriteriaSchema,
});
export type JobMonitoringMarkCheckedResponse = z.infer<typeof jobMonitoringMarkCheckedResponseSchema>;

/** The job boards a company watchlist entry can name: those addressed by a company's board token. */
export const WATCHLIST_SOURCES = ['greenhouse', 'lever', 'ashby'] as const;
export type WatchlistSource = (typeof WATCHLIST_SOURCES)[number];
/** Companies one user may watch; each is one more board the sync reads. */
export const MAX_WATCHLIST_BOARDS = 25;
/** A Greenhouse token, Lever site or Ashby board name: letters, digits, ".", "_" and "-", at most 100. */
export const WATCHLIST_BOARD_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._-]{0,99}$/;

/** `POST /api/ai/company-watchlist`: watch a company's public board (e.g. greenhouse + "gitlab"). */
export const companyWatchlistBodySchema = z.strictObject({
  source: z.enum(WATCHLIST_SOURCES, { error: 'Source must be greenhouse, lever or ashby' }),
  board: z
    .string()
    .trim()
    .min(1, 'Board name is required')
    .max(100, 'Board name is at most 100 characters')
    .regex(WATCHLIST_BOARD_PATTERN, 'Board name may hold only letters, digits, ".", "_" and "-"'),
});
export type CompanyWatchlistBody = z.input<typeof companyWatchlistBodySchema>;

/** One watched board, with what its latest sync did (null before the first sync ends). */
export const companyWatchlistEntrySchema = z.object({
  id: z.number().int(),
  source: z.enum(WATCHLIST_SOURCES),
  board: z.string(),
  createdAt: z.string(),
  /** When the board's latest sync ended, and, when it failed, what happened in plain words (the error itself is logged). */
  lastSyncedAt: z.string().nullable(),
  lastSyncError: z.string().nullable(),
  /** The board's open postings in the store. */
  openPostings: z.number().int(),
});
export type CompanyWatchlistEntry = z.infer<typeof companyWatchlistEntrySchema>;
export const companyWatchlistSchema = z.object({ boards: z.array(companyWatchlistEntrySchema) });
export type CompanyWatchlist = z.infer<typeof companyWatchlistSchema>;
export const companyWatchlistIdParamsSchema = z.strictObject({
  id: z.coerce.number().int().positive().max(2147483647),
});
