import { z } from 'zod';

/** Public job boards we ingest from (issue 5); `import` marks postings loaded from a file. */
export const JOB_SOURCES = ['greenhouse', 'lever', 'ashby', 'remotive', 'remoteok', 'import'] as const;
export type JobSource = (typeof JOB_SOURCES)[number];

/** A job posting as the API shows it. Salaries are yearly, in `salaryCurrency`. */
export const jobPostingSchema = z.object({
  id: z.number().int(),
  source: z.enum(JOB_SOURCES),
  board: z.string(),
  title: z.string(),
  company: z.string(),
  location: z.string(),
  remote: z.boolean(),
  employmentType: z.string().nullable(),
  department: z.string().nullable(),
  url: z.string(),
  applyUrl: z.string().nullable(),
  skills: z.array(z.string()),
  salaryMin: z.number().int().nullable(),
  salaryMax: z.number().int().nullable(),
  salaryCurrency: z.string().nullable(),
  postedAt: z.string().nullable(),
  closedAt: z.string().nullable(),
  /** The first 400 characters of the description, for lists. */
  snippet: z.string(),
});
export type JobPosting = z.infer<typeof jobPostingSchema>;

export const JOB_SEARCH_PAGE_MAX = 50;

/** The longest "posted within" filter, in days. */
export const MAX_POSTED_WITHIN_DAYS = 365;

/**
 * A posting older than this many days is stale: probably filled (decision 038). Most postings are
 * filled or taken down within five to eight weeks; boards without a close date (file imports,
 * aggregators) and evergreen listings keep them open for months or years. Stale postings are
 * hidden by default and never rank above fresh ones.
 */
export const STALE_POSTING_DAYS = 60;

/**
 * A stated salary range whose top is more than this many times its bottom says nothing about the
 * pay ("$130K - $500K", "$1 - $500,000"): it is treated as no salary (decision 038). So is a range
 * starting at 0 ("$0 - $750K").
 */
export const MAX_SALARY_SPREAD = 3;

/** "Posted within N days": postings published in the last N days (those without a date are left out). */
export const postedWithinDaysSchema = z.coerce
  .number({ error: 'Posted within must be a number of days' })
  .int('Posted within must be a whole number of days')
  .min(1, 'Posted within is at least 1 day')
  .max(MAX_POSTED_WITHIN_DAYS, `Posted within is at most ${MAX_POSTED_WITHIN_DAYS} days`)
  .optional();

/**
 * The kinds of employment a search may ask for. Boards write them in many ways ("Part-time",
 * "PART_TIME", "PartTime", "Teilzeit"); a posting's stored `employmentType` is read as one of these
 * by the postings search (`jobs/postings/employment-kind.ts`). Temporary, seasonal and freelance
 * work count as `contract`.
 */
export const EMPLOYMENT_KINDS = ['full_time', 'part_time', 'contract', 'internship'] as const;
export type EmploymentKind = (typeof EMPLOYMENT_KINDS)[number];

/**
 * `GET /api/jobs/search`: words, place, employer, remote only, a kind of employment, a yearly
 * salary floor, skills (comma-separated).
 */
export const jobSearchQuerySchema = z.strictObject({
  q: z.string().trim().max(200).optional(),
  location: z.string().trim().max(200).optional(),
  /** A part of the employer's name: "jobs at Amazon" are Amazon's, not postings that mention it. */
  company: z.string().trim().max(200).optional(),
  remote: z.enum(['true', 'false']).optional(),
  /** Postings whose stated employment type is of this kind; a posting that states none is left out. */
  employment: z.enum(EMPLOYMENT_KINDS).optional(),
  salaryMin: z.coerce.number().int().min(0).max(10_000_000).optional(),
  skills: z.string().trim().max(500).optional(),
  postedWithinDays: postedWithinDaysSchema,
  page: z.coerce.number().int().min(1).max(1000).default(1),
  pageSize: z.coerce.number().int().min(1).max(JOB_SEARCH_PAGE_MAX).default(20),
});
export type JobSearchQuery = z.input<typeof jobSearchQuerySchema>;

/**
 * Matches a search counts exactly; past this the count stops and `totalCapped` says "at least
 * `total`" (the list shows "10,000+"), so a broad search does not read every match to count it.
 */
export const JOB_SEARCH_TOTAL_CAP = 10_000;

export const jobSearchResponseSchema = z.object({
  postings: z.array(jobPostingSchema),
  /** De-duplicated matches, counted up to JOB_SEARCH_TOTAL_CAP. */
  total: z.number().int(),
  /** True when the count stopped at the cap: there are at least `total` matches. */
  totalCapped: z.boolean(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type JobSearchResponse = z.infer<typeof jobSearchResponseSchema>;

/**
 * Where the postings store's postings come from, for the pages that would otherwise show an empty
 * list without saying why (issue 36): `stored` once it holds open postings (and `message` is null);
 * `fetching` while the boards' first syncs run; `unreachable` when every board's last sync failed
 * to reach it (a server without internet); `failing` when they failed otherwise; `empty` when the
 * boards answered but list nothing open; `none` when no board is synced (`JOB_BOARDS=none` and no
 * watched company). The message says so plainly and, when the boards cannot help, how to load
 * postings from a file (`npm run jobs:import`).
 */
export const postingsSupplySchema = z.object({
  state: z.enum(['stored', 'fetching', 'unreachable', 'failing', 'empty', 'none']),
  /** The boards this server syncs: the configured ones and every watched company. */
  boards: z.number().int(),
  message: z.string().nullable(),
});
export type PostingsSupply = z.infer<typeof postingsSupplySchema>;

/**
 * How old the store's open postings are (issue 35): `current` counts those not older than
 * STALE_POSTING_DAYS (an undated posting counts, as it cannot show its age), each job once;
 * `newestPostedAt` is the latest posting date among them all (null when none is dated). A store
 * imported from an old file may hold thousands of open postings and no current one: matches leave
 * them out as probably filled, and the pages say so instead of showing a count and nothing else.
 */
export const postingAgesSchema = z.object({
  current: z.number().int(),
  newestPostedAt: z.string().nullable(),
});
export type PostingAges = z.infer<typeof postingAgesSchema>;

/** `GET /api/jobs/:id`. */
export const jobPostingIdParamsSchema = z.strictObject({ id: z.coerce.number().int().positive().max(2147483647) });

/**
 * Where a posting is, as every list shows it: a remote posting says so beside its place ("Remote
 * (Berlin)"), since "Upvest · Berlin" under a remote search read as an office job, and remote work is
 * often within a country, so the place stays. An office posting shows its place alone.
 */
export function postingPlace(location: string, remote: boolean): string {
  if (!remote) return location;
  if (!location) return 'Remote';
  return /\bremote\b/i.test(location) ? location : `Remote (${location})`;
}
