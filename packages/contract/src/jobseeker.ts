import { z } from 'zod';
import { draftEvidenceSchema } from './evidence';
import { JOB_TITLE_SOURCES, matchFitSchema, matchReasonSchema } from './job-monitoring';
import { postingAgesSchema, postingsSupplySchema } from './jobs';

/** `POST /api/jobseeker/interview-prep` (part 2 section 7): the target role and the company. */
export const interviewPrepBodySchema = z.strictObject({
  jobRole: z.string().trim().min(1, 'Please provide target role and company name').max(200),
  companyInfo: z.strictObject({
    name: z.string().trim().min(1, 'Please provide target role and company name').max(200),
  }),
  /** Optional job description, which steers the technical questions. */
  jobDescription: z.string().trim().max(20_000).optional(),
});
export type InterviewPrepBody = z.infer<typeof interviewPrepBodySchema>;

export const INTERVIEW_QUESTION_KINDS = [
  'behavioral',
  'technical',
  'situational',
  'role-fit',
  'company-fit',
  'questions-to-ask',
] as const;

/** Part 2 section 3, interview prep: guide, questions, preparation_tips. */
export const interviewPrepResponseSchema = z.object({
  guide: z.string(),
  questions: z.array(
    z.object({
      question: z.string(),
      kind: z.enum(INTERVIEW_QUESTION_KINDS),
      skills: z.array(z.string()),
      /** What a strong answer includes; empty for a question the candidate asks (`questions-to-ask`). */
      goodAnswerCovers: z.array(z.string()),
      /**
       * For a question the candidate asks the interviewer: what to listen for in their answer. It
       * needs no answer from the candidate, so it carries this instead of `goodAnswerCovers`.
       */
      listenFor: z.array(z.string()).optional(),
      tips: z.array(z.string()),
    }),
  ),
  preparation_tips: z.array(z.string()),
  /** Set when a language model drafted the guide: what the evidence check took out of it. */
  evidence: draftEvidenceSchema.optional(),
});
export type InterviewPrepResponse = z.infer<typeof interviewPrepResponseSchema>;

/** Job seeker toasts for interview prep (part 2 sections 5 and 8). */
export const INTERVIEW_PREP_TOASTS = {
  missingTitle: 'Information Required',
  missing: 'Please provide target role and company name',
  errorTitle: 'Interview Prep Error',
  error: 'Failed to generate interview preparation',
} as const;

/** `POST /api/jobseeker/cover-letter` (part 2 section 7): the job description and the company. */
export const coverLetterBodySchema = z.strictObject({
  jobDescription: z.string().trim().min(1, 'Please provide job description and company name').max(20_000),
  companyInfo: z.strictObject({
    name: z.string().trim().min(1, 'Please provide job description and company name').max(200),
  }),
});
export type CoverLetterBody = z.infer<typeof coverLetterBodySchema>;

/** Part 2 section 3, cover letter: cover_letter, customization_tips. */
export const coverLetterResponseSchema = z.object({
  cover_letter: z.string(),
  customization_tips: z.array(z.string()),
  /** Set when a language model drafted the letter: what the evidence check took out of it. */
  evidence: draftEvidenceSchema.optional(),
});
export type CoverLetterResponse = z.infer<typeof coverLetterResponseSchema>;

/** `POST /api/jobseeker/resume/optimize` (part 2 section 7). */
export const resumeOptimizeBodySchema = z.strictObject({
  resumeText: z.string().trim().min(1, 'Please paste your resume text').max(100_000),
  targetJob: z.string().trim().max(20_000).default(''),
});
export type ResumeOptimizeBody = z.input<typeof resumeOptimizeBodySchema>;

export const atsFactorSchema = z.object({ factor: z.string(), score: z.number(), max: z.number(), detail: z.string() });
export type AtsFactor = z.infer<typeof atsFactorSchema>;

/** Part 2 section 3, resume analysis: score, ats_compatibility, strengths, improvements, analysis; plus the breakdown. */
export const atsAnalysisSchema = z.object({
  score: z.number().int().min(0).max(100),
  ats_compatibility: z.string(),
  strengths: z.array(z.string()),
  improvements: z.array(z.string()),
  analysis: z.string(),
  breakdown: z.array(atsFactorSchema),
  skills: z.object({
    requiredFound: z.array(z.string()),
    requiredMissing: z.array(z.string()),
    preferredFound: z.array(z.string()),
    preferredMissing: z.array(z.string()),
  }),
  /** True for a general resume check: no job description, so the job factors are not applicable. */
  general: z.boolean().optional(),
  /** The job title the description was read for (a hint or a real title line of the description). */
  jobTitle: z.string().optional(),
  /** Fingerprint of the job text: a score change is only described between analyses of the same job. */
  jobFingerprint: z.string().optional(),
});
export type AtsAnalysis = z.infer<typeof atsAnalysisSchema>;

/** `POST /api/jobseeker/chat` (part 2 section 7): one message to the job search assistant. */
export const jobseekerChatBodySchema = z.strictObject({
  message: z.string().trim().min(1, 'Type a message first').max(4000),
});
export type JobseekerChatBody = z.infer<typeof jobseekerChatBodySchema>;

/** Part 2 section 3, job seeker chat: response, suggestions, resources (each with a name). */
export const jobseekerChatResponseSchema = z.object({
  response: z.string(),
  suggestions: z.array(z.string()),
  resources: z.array(z.object({ name: z.string(), url: z.string().optional(), detail: z.string().optional() })),
  /** True when a configured model failed and the embedded engine answered. */
  offline: z.boolean().optional(),
});
export type JobseekerChatResponse = z.infer<typeof jobseekerChatResponseSchema>;

/**
 * Defaults of the job search tab (part 2 section 7). The specification fixes location and
 * experience; decision 037 makes both editable, these being the values when nothing better is
 * known: the person's own place (profile, else resume) and the level their years of experience
 * point to come first.
 */
export const FIND_OPPORTUNITIES_DEFAULTS = {
  keywords: 'software developer',
  location: 'remote',
  experience: 'entry to mid-level',
} as const;

/**
 * The experience levels the job search tab offers, lowest first, each with the seniority steps it
 * covers (`entry`: intern, junior, graduate titles; `mid`: titles that name no level; `senior`;
 * `lead`: staff, principal, lead, head, director). 'entry to mid-level' is the specification's.
 */
export const JOB_SEARCH_LEVELS = [
  { value: 'entry level', label: 'Entry level (interns, juniors, graduates)', steps: ['entry'] },
  { value: 'entry to mid-level', label: 'Entry to mid-level', steps: ['entry', 'mid'] },
  { value: 'mid-level', label: 'Mid-level', steps: ['mid'] },
  { value: 'mid to senior', label: 'Mid to senior', steps: ['mid', 'senior'] },
  { value: 'senior', label: 'Senior', steps: ['senior'] },
  { value: 'senior and above', label: 'Senior, staff, principal or lead', steps: ['senior', 'lead'] },
  { value: 'any level', label: 'Any level', steps: ['entry', 'mid', 'senior', 'lead'] },
] as const satisfies readonly { value: string; label: string; steps: readonly SeniorityStep[] }[];
export type JobSearchLevel = (typeof JOB_SEARCH_LEVELS)[number]['value'];

/** Seniority steps, lowest first; "lead" covers staff, principal, lead, head and director titles. */
export const SENIORITY_STEPS = ['entry', 'mid', 'senior', 'lead'] as const;
export type SeniorityStep = (typeof SENIORITY_STEPS)[number];

/** `POST /api/jobseeker/find-opportunities`. */
export const findOpportunitiesBodySchema = z.strictObject({
  /** Blank: the person's own title, else FIND_OPPORTUNITIES_DEFAULTS.keywords. */
  keywords: z.string().trim().max(200).default(''),
  /** 'remote', a city ("Berlin") or a country; blank: the person's own place, else remote. */
  location: z.string().trim().max(200).default(''),
  /** One of JOB_SEARCH_LEVELS, or words such as "3-5 years"; blank: the level of the person's years. */
  experience: z.string().trim().max(100).default(''),
  /** Also postings older than STALE_POSTING_DAYS (probably filled), listed after the fresh ones. */
  includeStale: z.boolean().default(false),
});
export type FindOpportunitiesBody = z.input<typeof findOpportunitiesBodySchema>;

/** Stored postings the job search tab lists beside its guidance, best match first. */
export const FIND_OPPORTUNITIES_POSTING_LIMIT = 10;
/** Postings below the match threshold the job search tab shows when none reaches it. */
export const FIND_OPPORTUNITIES_CLOSEST_LIMIT = 5;

/** A stored posting as the job seeker's lists show it: what it is, where, when, pay and fit. */
export const opportunityPostingSchema = z.object({
  /** The posting's id in the postings store. */
  id: z.number().int(),
  title: z.string(),
  company: z.string(),
  location: z.string(),
  remote: z.boolean(),
  postedAt: z.string().nullable(),
  /** e.g. 'USD 120,000 - 150,000 a year', or '' when the posting states none. */
  salaryRange: z.string(),
  url: z.string(),
  /** 0 to 100 with its reasons, when the posting was scored against the user's profile. */
  matchScore: z.number().int().min(0).max(100).nullable(),
  /** The match's two halves (decision 038), when scored. */
  fit: matchFitSchema.nullable(),
  /** Older than STALE_POSTING_DAYS: probably filled. */
  stale: z.boolean(),
  reasons: z.array(matchReasonSchema),
});
export type OpportunityPosting = z.infer<typeof opportunityPostingSchema>;

/** Part 2 section 3, opportunity search: guidance, recommended_boards, networking_suggestions (the career engine's plan). */
export const opportunitySearchPlanSchema = z.object({
  guidance: z.string(),
  recommended_boards: z.array(z.object({ name: z.string(), url: z.string(), why: z.string() })),
  networking_suggestions: z.array(z.string()),
  /** Search strings to paste into the boards, built from the keywords and their skills. */
  search_queries: z.array(z.string()),
  /** Skills recognised in the keywords (career engine taxonomy). */
  skills: z.array(z.string()),
});
export type OpportunitySearchPlan = z.infer<typeof opportunitySearchPlanSchema>;

/** `POST /api/jobseeker/find-opportunities`: the plan, plus the stored postings that match the search, ranked for the user. */
export const findOpportunitiesResponseSchema = opportunitySearchPlanSchema.extend({
  /** The best matching stored postings (score at least MATCH_SCORE_THRESHOLD; at most FIND_OPPORTUNITIES_POSTING_LIMIT). */
  postings: z.array(opportunityPostingSchema),
  /** Open postings in the store that match the search (score at least MATCH_SCORE_THRESHOLD). */
  postingsFound: z.number().int(),
  /**
   * True when `postingsFound` is a lower bound: the search read the best candidates of a title
   * shared by more postings than it reads, so more may match ("at least N").
   */
  postingsFoundAtLeast: z.boolean(),
  /**
   * Postings that would match but are older than STALE_POSTING_DAYS (probably filled): left out
   * unless `includeStale`, and then listed after the fresh ones, not counted in `postingsFound`.
   */
  staleFound: z.number().int(),
  /** What the search used: the keywords, place and level as typed, or the defaults that filled them. */
  criteria: z.object({ keywords: z.string(), location: z.string(), experience: z.string() }),
  /**
   * When no posting reaches the threshold: the best-scoring ones whose title fits the search (at
   * most FIND_OPPORTUNITIES_CLOSEST_LIMIT), so a typed title the store holds on-site or at
   * another level is still shown, with the score that says why it fell short.
   */
  closest: z.array(opportunityPostingSchema).optional(),
  /** Why the store is empty, when it is (absent once it holds postings). */
  supply: postingsSupplySchema.optional(),
});
export type FindOpportunitiesResponse = z.infer<typeof findOpportunitiesResponseSchema>;

/** Postings first posted within this many days count as new in the banner. */
export const OPPORTUNITY_NEW_DAYS = 7;
/** Matching postings the live feed shows, newest first. */
export const OPPORTUNITY_FEED_LIMIT = 5;

/**
 * `GET /api/jobseeker/opportunity-summary`: the banner's counts and the live feed's newest postings
 * that match the person, from the postings store. `source` is 'store' whenever the store holds an open posting; 'empty'
 * tells the page to show the spec's sample figures, labelled as sample.
 */
export const opportunitySummarySchema = z.object({
  source: z.enum(['store', 'empty']),
  counts: z.object({
    /** Open postings in the store. */
    openPostings: z.number().int(),
    /** Open postings posted (or, without a posting date, first seen) in the last OPPORTUNITY_NEW_DAYS days. */
    newThisWeek: z.number().int(),
    /**
     * Open postings scoring at least MATCH_SCORE_THRESHOLD for the user's profile (its default
     * title, place and skills), among the candidates the job matching scores in one check.
     */
    matchingProfile: z.number().int(),
    /** Open remote postings. */
    remote: z.number().int(),
  }),
  /**
   * What `matchingProfile` and `feed` searched for: the title and place job monitoring uses when
   * no criteria are typed (the person's own title from profile or resume, their location or
   * remote), and where the title came from ('fallback': we know no job to watch for).
   */
  profileSearch: z.object({ jobTitle: z.string(), location: z.string(), titleSource: z.enum(JOB_TITLE_SOURCES) }),
  /**
   * The job search tab's starting values (decision 037): the person's own title, where they live
   * and the level of their years of experience, else the specification's defaults.
   */
  searchDefaults: z.object({ keywords: z.string(), location: z.string(), experience: z.string() }),
  /**
   * The live feed (issue 35 item 5): the newest open postings that match the person, as job
   * monitoring scores them for `profileSearch` (score at least MATCH_SCORE_THRESHOLD, not older
   * than STALE_POSTING_DAYS), newest first, at most OPPORTUNITY_FEED_LIMIT, each with its score.
   * Empty when nothing matches or `profileSearch.titleSource` is 'fallback'.
   */
  feed: z.array(opportunityPostingSchema),
  /** Postings that would match but are older than STALE_POSTING_DAYS (probably filled): not in `feed`. */
  staleMatching: z.number().int(),
  /** How many of `counts.openPostings` are current (not over STALE_POSTING_DAYS old) and the newest's date. */
  postingAges: postingAgesSchema.optional(),
  /** Why the store is empty, when it is (`source` 'empty'; absent once it holds postings). */
  supply: postingsSupplySchema.optional(),
});
export type OpportunitySummary = z.infer<typeof opportunitySummarySchema>;

/** Every toast of the job seeker page (part 2 sections 5 and 8). */
export const JOBSEEKER_TOASTS = {
  resumeRequiredTitle: 'Resume Required',
  resumeRequired: 'Please paste your resume text',
  informationRequiredTitle: 'Information Required',
  coverLetterMissing: 'Please provide job description and company name',
  interviewMissing: 'Please provide target role and company name',
  chatErrorTitle: 'Chat Error',
  chatError: 'Failed to get job search assistance',
  resumeErrorTitle: 'Resume Analysis Error',
  resumeError: 'Failed to analyze resume',
  coverLetterErrorTitle: 'Cover Letter Error',
  coverLetterError: 'Failed to generate cover letter',
  interviewErrorTitle: 'Interview Prep Error',
  interviewError: 'Failed to generate interview preparation',
  jobSearchErrorTitle: 'Job Search Error',
  jobSearchError: 'Failed to find job opportunities',
} as const;

/**
 * The banner's sample counts (part 2 section 2.4), shown labelled as sample only while the postings
 * store is empty (or the counts are out of the user's plan or cannot be loaded).
 */
export const JOBSEEKER_SAMPLE_COUNTS = { jobs: 247, scholarships: 18, startupJobs: 43, globalToday: 592 } as const;
