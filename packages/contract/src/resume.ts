import { z } from 'zod';
import { RESUME_MAX_TEXT_CHARS } from './resume-limits';

export const RESUME_SECTIONS = [
  'summary',
  'experience',
  'education',
  'skills',
  'projects',
  'certifications',
  'awards',
  'publications',
  'volunteer',
  'languages',
] as const;

/**
 * Parts of a resume the parser could not read: no name, no recognised section headings, no
 * experience entries, or entries without any dates. A client can ask the user to check them
 * rather than trust an empty field.
 */
export const RESUME_UNREAD_PARTS = ['name', 'sections', 'experience', 'dates'] as const;
export type ResumeUnreadPart = (typeof RESUME_UNREAD_PARTS)[number];

/** `YYYY-MM`, `YYYY` or `present`, as the parser reads them. */
const resumeDate = z.string().max(10);

/** The structured profile parsed from a resume's text (issue 4 item 1). */
export const resumeProfileSchema = z.object({
  contact: z.object({
    name: z.string().optional(),
    headline: z.string().optional(),
    email: z.string().optional(),
    phone: z.string().optional(),
    location: z.string().optional(),
    links: z.array(z.string()),
  }),
  summary: z.string().optional(),
  experience: z.array(
    z.object({
      title: z.string().optional(),
      company: z.string().optional(),
      location: z.string().optional(),
      startDate: resumeDate.optional(),
      endDate: resumeDate.optional(),
      description: z.string().optional(),
      bullets: z.array(z.string()),
    }),
  ),
  education: z.array(
    z.object({
      institution: z.string().optional(),
      degree: z.string().optional(),
      field: z.string().optional(),
      startDate: resumeDate.optional(),
      endDate: resumeDate.optional(),
    }),
  ),
  skills: z.array(z.string()),
  sections: z.array(z.enum(RESUME_SECTIONS)),
  yearsOfExperience: z.number().optional(),
  /** Present only when something was not read (a badly read resume is detectable); optional, so older profiles stay valid. */
  unread: z.array(z.enum(RESUME_UNREAD_PARTS)).optional(),
});
export type ResumeProfile = z.infer<typeof resumeProfileSchema>;

export const RESUME_FORMATS = ['pdf', 'docx', 'text'] as const;

/**
 * A pasted resume. An uploaded PDF or DOCX (multipart field `file`) arrives at the same route and
 * is turned into this shape on the server before validation.
 */
export const resumeTextBodySchema = z.strictObject({
  text: z.string().trim().min(1, 'Resume text is required').max(RESUME_MAX_TEXT_CHARS),
  filename: z.string().trim().max(255).optional(),
});
export type ResumeTextBody = z.infer<typeof resumeTextBodySchema>;

export const resumeSummarySchema = z.object({
  id: z.number().int(),
  version: z.number().int(),
  filename: z.string().nullable(),
  format: z.enum(RESUME_FORMATS),
  createdAt: z.string(),
});
export const resumeSchema = resumeSummarySchema.extend({
  profile: resumeProfileSchema,
  /** Canonical skills found anywhere in the resume, most mentioned first (the skills taxonomy). */
  skills: z.array(z.string()),
  text: z.string(),
});
export type Resume = z.infer<typeof resumeSchema>;
/**
 * What the newest resume says of fields the user's profile leaves empty (issue 35 item 6): their
 * own title, where they live and their skills. Settings shows them as suggestions the user keeps,
 * changes or clears; a field the user filled in is never suggested. `from` names the resume.
 */
export const profileSuggestionsSchema = z.object({
  from: z.object({ filename: z.string().nullable(), version: z.number().int() }).nullable(),
  headline: z.string().optional(),
  location: z.string().optional(),
  skills: z.array(z.string()).optional(),
});
export type ProfileSuggestions = z.infer<typeof profileSuggestionsSchema>;

export const resumeListResponseSchema = z.object({ resumes: z.array(resumeSummarySchema) });
export const resumeIdParamsSchema = z.strictObject({ id: z.coerce.number().int().positive().max(2147483647) });
