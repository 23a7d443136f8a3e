import { z } from 'zod';
import { draftEvidenceSchema } from './evidence';

/**
 * The intelligent job application assistant (spec part 2 sections 2.11, 3, 7, 8, 9): auto-fill of
 * an application form, the recorded applications with their receipts, the user's settings, and
 * the cover letter and answer suggestions for a job the user typed in.
 */

/** Stated auto-submit confidence threshold, in percent (spec part 2 section 9). */
export const AUTO_SUBMIT_THRESHOLD = 85;

/**
 * An application's life: prepared and waiting for the user (`pending_input`), sent by the user
 * (`submitted`) or by the extension's auto-submit (`auto_submitted`), both only when the form was
 * really submitted in the user's browser (rulings, Honesty); then what the employer's mail says
 * (`interviewing`, `offer`, `rejected`), or what the user set by hand.
 */
export const APPLICATION_STATUSES = [
  'pending_input',
  'submitted',
  'auto_submitted',
  'interviewing',
  'offer',
  'rejected',
] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];
/** Statuses meaning the application reached the employer. */
export const SENT_APPLICATION_STATUSES: readonly ApplicationStatus[] = [
  'submitted',
  'auto_submitted',
  'interviewing',
  'offer',
  'rejected',
];
/** Statuses meaning the employer answered. */
export const RESPONDED_APPLICATION_STATUSES: readonly ApplicationStatus[] = ['interviewing', 'offer', 'rejected'];
/** What a user may set by hand (the prepared state comes only from the assistant). */
export const MANUAL_APPLICATION_STATUSES = ['submitted', 'interviewing', 'offer', 'rejected'] as const;
export const APPLICATION_STATUS_LABELS: Record<ApplicationStatus, string> = {
  pending_input: 'Needs your input',
  submitted: 'Submitted',
  auto_submitted: 'Auto-submitted',
  interviewing: 'Interviewing',
  offer: 'Offer',
  rejected: 'Rejected',
};

/** Where a step of an application's timeline came from. */
export const APPLICATION_EVENT_SOURCES = ['assistant', 'extension', 'mail', 'manual'] as const;
export type ApplicationEventSource = (typeof APPLICATION_EVENT_SOURCES)[number];

/** One step of an application's timeline, with what it rests on. */
export const applicationEventSchema = z.object({
  id: z.number().int(),
  status: z.enum(APPLICATION_STATUSES),
  source: z.enum(APPLICATION_EVENT_SOURCES),
  /** e.g. 'Submitted in your browser', 'Interview invitation from Acme'. */
  summary: z.string(),
  /** When it happened (a message's date for mail, the click for a submission). */
  occurredAt: z.string(),
  evidence: z.object({
    subject: z.string().optional(),
    sender: z.string().optional(),
    pageUrl: z.string().optional(),
    note: z.string().optional(),
  }),
});
export type ApplicationEvent = z.infer<typeof applicationEventSchema>;

/** Why a job URL that is not an http(s) address is refused (issue 35: no javascript:, data:, file:). */
export const JOB_URL_NOT_WEB_MESSAGE = 'The job URL must be a web address starting with http:// or https://';

/**
 * Whether a URL is an absolute http or https address: the only kind stored as a job's page and
 * shown as a link (a `javascript:` or `data:` URL in a link runs script when clicked).
 */
export function isWebAddress(value: string): boolean {
  try {
    const { protocol } = new URL(value);
    return protocol === 'http:' || protocol === 'https:';
  } catch {
    return false;
  }
}

export const APPLICATION_TOASTS = {
  missingJobUrl: { title: 'Missing Job URL', description: 'Please enter a job application URL' },
  invalidJobUrl: { title: 'Invalid Job URL', description: JOB_URL_NOT_WEB_MESSAGE },
  missingJobDetails: { title: 'Missing Job Details', description: 'Please enter company and position details' },
  autoFilled: {
    title: 'Application Auto-Filled',
    description: (n: number) => `${n} fields filled automatically`,
  },
  coverLetterGenerated: { title: 'Cover Letter Generated' },
  suggestionsGenerated: { title: 'Suggestions Generated' },
  autoFillFailed: { title: 'Auto-Fill Failed' },
  generationFailed: { title: 'Generation Failed' },
  suggestionFailed: { title: 'Suggestion Failed' },
} as const;

/** How often the job application page refreshes (part 2 sections 7 and 9). */
export const JOB_MONITORING_POLL_MS = 30_000;
export const APPLICATION_STATUS_POLL_MS = 10_000;

/** Monitoring starts active; 'Stop Monitoring' and 'Start Job Monitoring' toggle it (part 2 section 4). */
export const JOB_MONITORING_TEXTS = {
  stop: 'Stop Monitoring',
  start: 'Start Job Monitoring',
  started: { title: 'Job Monitoring Started' },
  stopped: { title: 'Job Monitoring Stopped' },
} as const;

/** The stat cards and tabs of the job application page (part 2 section 2.11). */
export const APPLICATION_STAT_CARDS = ['Auto-Submitted', 'Needs Input', 'Avg Confidence', 'Last Activity'] as const;
export const APPLICATION_PAGE_TABS = [
  'Job Monitoring',
  'Applications',
  'AI Automation',
  'Personalization',
  'Settings',
] as const;

/** How a job whose page names no company refers to it (never the host name, often an ATS's). */
export const UNKNOWN_COMPANY = 'the company';

export const APPLICATION_DASHBOARD_LOGGED_OUT = 'Please log in to access the Intelligent Job Application Dashboard';
export const COMPLETE_APPLICATION_LABEL = 'Complete Application';

const FIELD_TYPES = [
  'text',
  'email',
  'tel',
  'url',
  'textarea',
  'select',
  'file',
  'checkbox',
  'number',
  'date',
] as const;
export const FORM_FIELD_TYPES = FIELD_TYPES;
export type FormFieldType = (typeof FIELD_TYPES)[number];

/** A field of an application form, as the user's page sends it or as we read it from the job. */
export const formFieldSchema = z.strictObject({
  fieldId: z.string().trim().min(1).max(200),
  fieldName: z.string().trim().min(1).max(500),
  fieldType: z.enum(FIELD_TYPES),
  required: z.boolean(),
  description: z.string().max(2000).default(''),
  /** The choices of a select field, when there are any. */
  options: z.array(z.string().max(500)).max(200).optional(),
});
export type FormField = z.infer<typeof formFieldSchema>;

/** The spec's default auto-fill fields (part 2 section 9): all required; text, email, textarea. */
export const DEFAULT_AUTOFILL_FIELDS: FormField[] = [
  { fieldId: 'first_name', fieldName: 'First Name', fieldType: 'text', required: true, description: '' },
  { fieldId: 'last_name', fieldName: 'Last Name', fieldType: 'text', required: true, description: '' },
  { fieldId: 'email', fieldName: 'Email', fieldType: 'email', required: true, description: '' },
  { fieldId: 'cover_letter', fieldName: 'Cover Letter', fieldType: 'textarea', required: true, description: '' },
  {
    fieldId: 'why_interested',
    fieldName: 'Why are you interested in this role?',
    fieldType: 'textarea',
    required: true,
    description: '',
  },
];

/** The spec's three default personal questions (part 2 section 9). */
export const DEFAULT_PERSONAL_QUESTIONS = [
  'Why do you want to work at this company?',
  'What makes you a good fit for this role?',
  'Describe a challenging project you worked on.',
] as const;

/** The most page markup the extension sends (scripts and styles already stripped). */
export const AUTOFILL_PAGE_HTML_MAX = 500_000;

export const autoFillBodySchema = z.strictObject({
  jobUrl: z
    .string()
    .trim()
    .min(1, 'Please enter a job application URL')
    .max(2000)
    .refine(isWebAddress, JOB_URL_NOT_WEB_MESSAGE),
  formFields: z.array(formFieldSchema).max(100).optional(),
  /**
   * The job page as the user's browser shows it (Careerloom for Chrome sends it): read instead of
   * fetching the page, which the server may not be able to reach or see the same way.
   */
  pageHtml: z.string().max(AUTOFILL_PAGE_HTML_MAX, 'The page is too large to read').optional(),
});
export type AutoFillBody = z.infer<typeof autoFillBodySchema>;

/** One answered field: the value, how sure we are (0 to 1) and what it was taken from. */
export const filledFieldSchema = z.object({
  fieldId: z.string(),
  fieldName: z.string(),
  fieldType: z.enum(FIELD_TYPES),
  required: z.boolean(),
  description: z.string(),
  autoFilledValue: z.string(),
  confidence: z.number().min(0).max(1),
  /** Where the value came from, e.g. 'resume: contact.email'; says so when nothing supports one. */
  evidence: z.string(),
  /** True when the user must look at it: no evidence, or too little to trust. */
  flagged: z.boolean(),
});
export type FilledField = z.infer<typeof filledFieldSchema>;

export const personalizedAnswerSchema = z.object({
  question: z.string(),
  autoFilledValue: z.string(),
  confidence: z.number().min(0).max(1),
  evidence: z.string(),
  flagged: z.boolean(),
});
export type PersonalizedAnswer = z.infer<typeof personalizedAnswerSchema>;

export const applicationSummarySchema = z.object({
  id: z.number().int(),
  jobTitle: z.string(),
  company: z.string(),
  jobUrl: z.string(),
  status: z.enum(APPLICATION_STATUSES),
  /** Percent, 0 to 100. */
  confidence: z.number().int().min(0).max(100),
  submittedAt: z.string().nullable(),
  createdAt: z.string(),
  /** Fields still waiting for the user (flagged ones). */
  pendingQuestions: z.number().int(),
});
export type ApplicationSummary = z.infer<typeof applicationSummarySchema>;

/** What was prepared, from what, and why it was not sent: kept with the application. */
export const applicationReceiptSchema = z.object({
  job: z.object({
    title: z.string(),
    company: z.string(),
    url: z.string(),
    /** `stored_posting`: the page could not be read, so the job came from our postings store. */
    source: z.enum(['greenhouse', 'html_form', 'default_fields', 'stored_posting']),
    descriptionExcerpt: z.string(),
  }),
  resumeVersion: z.number().int().nullable(),
  answers: z.array(filledFieldSchema),
  personalizedQuestions: z.array(personalizedAnswerSchema),
  overallConfidence: z.number().min(0).max(1),
  /**
   * How it went out: `channel` stays null until the user's browser submitted the form through the
   * extension (`by` the user or auto-submit, at a time, on a page); `note` says what happened.
   */
  submission: z.object({
    channel: z.enum(['extension']).nullable(),
    note: z.string(),
    by: z.enum(['user', 'auto']).optional(),
    submittedAt: z.string().optional(),
    pageUrl: z.string().optional(),
  }),
  preparedAt: z.string(),
});
export type ApplicationReceipt = z.infer<typeof applicationReceiptSchema>;

export const autoFillResultSchema = z.object({
  fields: z.array(filledFieldSchema),
  personalizedQuestions: z.array(personalizedAnswerSchema),
  /** 0 to 1: the mean confidence of the required fields (all fields when none is required). */
  overallConfidence: z.number().min(0).max(1),
  application: applicationSummarySchema,
});
export type AutoFillResult = z.infer<typeof autoFillResultSchema>;

export const applicationDetailSchema = applicationSummarySchema.extend({
  receipt: applicationReceiptSchema,
  /** Oldest first. */
  timeline: z.array(applicationEventSchema),
});
export type ApplicationDetail = z.infer<typeof applicationDetailSchema>;

export const applicationStatusResponseSchema = z.object({
  stats: z.object({
    /** Applications the extension's auto-submit really sent (the 'Auto-Submitted' card). */
    totalSubmitted: z.number().int(),
    /** Applications the user submitted in their browser. */
    userSubmitted: z.number().int(),
    /** Sent applications the employer answered (interview, offer or rejection). */
    responses: z.number().int(),
    pendingInput: z.number().int(),
    /** Percent, 0 to 100, over all the user's applications; 0 when there are none. */
    averageConfidence: z.number().int(),
    lastActivity: z.string().nullable(),
  }),
  applications: z.array(applicationSummarySchema),
});
export type ApplicationStatusResponse = z.infer<typeof applicationStatusResponseSchema>;

export const applicationIdParamsSchema = z.strictObject({
  id: z.coerce.number().int().positive().max(2147483647),
});

/** `POST /api/ai/applications/{id}/submitted`: the form was submitted in the user's browser. */
export const applicationSubmittedBodySchema = z.strictObject({
  by: z.enum(['user', 'auto'], { error: 'by must be "user" or "auto"' }),
  pageUrl: z.url({ protocol: /^https?$/, error: 'pageUrl must be an http(s) address' }).max(2000),
});
export type ApplicationSubmittedBody = z.infer<typeof applicationSubmittedBodySchema>;

/** `POST /api/ai/applications/{id}/status`: the user moves an application by hand. */
export const applicationStatusUpdateBodySchema = z.strictObject({
  status: z.enum(MANUAL_APPLICATION_STATUSES, {
    error: `status must be one of ${MANUAL_APPLICATION_STATUSES.join(', ')}`,
  }),
  note: z.string().trim().max(500).optional(),
});
export type ApplicationStatusUpdateBody = z.infer<typeof applicationStatusUpdateBodySchema>;

export const applicationSettingsSchema = z.object({
  /** Percent: auto-submit only above this overall confidence. */
  threshold: z.number().int().min(50).max(100),
  autoSubmit: z.boolean(),
});
export type ApplicationSettings = z.infer<typeof applicationSettingsSchema>;
export const DEFAULT_APPLICATION_SETTINGS: ApplicationSettings = {
  threshold: AUTO_SUBMIT_THRESHOLD,
  autoSubmit: false,
};
export const applicationSettingsUpdateSchema = z
  .strictObject({
    threshold: z
      .number()
      .int('Threshold must be a whole percent')
      .min(50, 'Threshold must be at least 50%')
      .max(100, 'Threshold must be at most 100%'),
    autoSubmit: z.boolean(),
  })
  .partial()
  .refine((v) => Object.keys(v).length > 0, { message: 'Change at least one setting' });
export type ApplicationSettingsUpdate = z.infer<typeof applicationSettingsUpdateSchema>;

const requiredText = (message: string, max: number) => z.string().trim().min(1, message).max(max);

export const generateCoverLetterBodySchema = z.strictObject({
  jobTitle: requiredText('Please enter company and position details', 200),
  companyName: requiredText('Please enter company and position details', 200),
  jobDescription: z.string().trim().max(20_000).default(''),
});
export type GenerateCoverLetterBody = z.infer<typeof generateCoverLetterBodySchema>;
export const generateCoverLetterResponseSchema = z.object({
  coverLetter: z.string(),
  /** Set when a language model drafted the letter: what the evidence check took out of it. */
  evidence: draftEvidenceSchema.optional(),
});
export type GenerateCoverLetterResponse = z.infer<typeof generateCoverLetterResponseSchema>;

export const suggestAnswersBodySchema = z.strictObject({
  questions: z
    .array(z.string().trim().min(1).max(1000))
    .max(20)
    .default([...DEFAULT_PERSONAL_QUESTIONS]),
  jobContext: z.strictObject({
    company: requiredText('Please enter company and position details', 200),
    position: requiredText('Please enter company and position details', 200),
    description: z.string().trim().max(20_000).default(''),
  }),
});
export type SuggestAnswersBody = z.infer<typeof suggestAnswersBodySchema>;
export const suggestAnswersResponseSchema = z.object({
  suggestions: z.array(
    z.object({
      question: z.string(),
      suggestedAnswers: z.array(z.string()),
      reasoning: z.string(),
      /** The resume or profile lines each answer rests on. */
      evidence: z.array(z.string()),
      /** Set when a language model drafted the answers: what the evidence check took out of them. */
      evidenceCheck: draftEvidenceSchema.optional(),
    }),
  ),
});
export type SuggestAnswersResponse = z.infer<typeof suggestAnswersResponseSchema>;
