import { z } from 'zod';
import { type ApplicationStatus, applicationIdParamsSchema } from './applications';

/**
 * Status from the mail (issue 13): with Gmail connected, the employer's messages about the user's
 * applications move them along (a receipt, a rejection, an interview invitation, an assessment,
 * an offer), and a message about an application we hold no record of is offered as "add this
 * application?".
 */
export const APPLICATION_MAIL_KINDS = ['confirmation', 'rejection', 'interview', 'assessment', 'offer'] as const;
export type ApplicationMailKind = (typeof APPLICATION_MAIL_KINDS)[number];

/**
 * The status each kind of message moves an application to. An assessment is the employer's
 * answer to the application and the first step of its process, so it counts as interviewing.
 */
export const APPLICATION_MAIL_KIND_STATUS: Record<ApplicationMailKind, ApplicationStatus> = {
  confirmation: 'submitted',
  rejection: 'rejected',
  interview: 'interviewing',
  assessment: 'interviewing',
  offer: 'offer',
};

export const APPLICATION_MAIL_KIND_LABELS: Record<ApplicationMailKind, string> = {
  confirmation: 'Application received',
  rejection: 'Rejection',
  interview: 'Interview invitation',
  assessment: 'Assessment',
  offer: 'Offer',
};

/** How far back a mail check reads (narrower when the Gmail permission is `limited`). */
export const APPLICATION_MAIL_WINDOW_DAYS = 60;
/** The most messages one check lists; each new one costs a metadata read. */
export const APPLICATION_MAIL_MESSAGE_LIMIT = 200;

/** `POST /api/ai/applications/check-mail`: what one check did. */
export const checkMailResponseSchema = z.object({
  /** Applications whose status a message moved. */
  moved: z.number().int(),
  /** New "add this application?" suggestions. */
  suggested: z.number().int(),
  /** Messages in the window that were looked at (already recorded ones are not read again). */
  checkedMessages: z.number().int(),
});
export type CheckMailResponse = z.infer<typeof checkMailResponseSchema>;

/** A message about an application the user has no record of. */
export const applicationMailSuggestionSchema = z.object({
  id: z.number().int(),
  company: z.string(),
  jobTitle: z.string(),
  kind: z.enum(APPLICATION_MAIL_KINDS),
  subject: z.string(),
  sender: z.string(),
  receivedAt: z.string(),
});
export type ApplicationMailSuggestion = z.infer<typeof applicationMailSuggestionSchema>;

/**
 * Whether "Check mail for updates" can run now, so the page offers it only then (issue 35): Gmail
 * connected and readable ('ready'), not connected, needing a reconnect, or its message metadata
 * turned off in the privacy settings; `message` says what to do when it cannot.
 */
export const MAIL_CHECK_STATES = ['ready', 'not_connected', 'needs_reconnect', 'disabled'] as const;
export const mailCheckStateSchema = z.object({ state: z.enum(MAIL_CHECK_STATES), message: z.string().nullable() });
export type MailCheckState = z.infer<typeof mailCheckStateSchema>;

export const applicationMailSuggestionsResponseSchema = z.object({
  suggestions: z.array(applicationMailSuggestionSchema),
  mailCheck: mailCheckStateSchema,
});
export type ApplicationMailSuggestionsResponse = z.infer<typeof applicationMailSuggestionsResponseSchema>;

export const applicationMailSuggestionParamsSchema = applicationIdParamsSchema;

/** `POST /api/ai/application-mail-suggestions/{id}/dismiss`. */
export const dismissMailSuggestionResponseSchema = z.object({ id: z.number().int(), state: z.literal('dismissed') });

/** The receipt note of an application added from a suggestion. */
export const ADDED_FROM_MAIL_NOTE = 'Added from your mail';

export const APPLICATION_MAIL_TEXTS = {
  checkMail: 'Check mail for updates',
  checked: {
    title: 'Mail checked',
    description: (r: CheckMailResponse) =>
      `${r.checkedMessages} message${r.checkedMessages === 1 ? '' : 's'} checked: ${r.moved} application${r.moved === 1 ? '' : 's'} updated, ${r.suggested} new to add`,
  },
  checkFailed: { title: 'Mail Check Failed' },
  suggestionsHeading: 'Add this application?',
  added: { title: 'Application Added' },
  addFailed: { title: 'Could Not Add Application' },
  dismissFailed: { title: 'Could Not Dismiss' },
  statusUpdated: { title: 'Status Updated' },
  statusFailed: { title: 'Status Update Failed' },
} as const;
