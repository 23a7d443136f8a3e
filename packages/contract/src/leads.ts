import { z } from 'zod';

/** Enterprise inquiry form options (part 1 section 3). */
export const INQUIRY_INDUSTRIES = ['technology', 'healthcare', 'finance', 'manufacturing', 'retail', 'other'] as const;
export const INQUIRY_EMPLOYEES = ['10-50', '51-200', '201-1000', '1001-5000', '5000+'] as const;
export const INQUIRY_REVENUES = ['1-10M', '10-50M', '50-200M', '200M-1B', '1B+'] as const;

const optionalChoice = <T extends readonly [string, ...string[]]>(values: T) =>
  z.union([z.enum(values), z.literal('')]).optional();

/** Enterprise inquiry: company, name and email required (part 1 section 5). */
export const inquiryBodySchema = z.strictObject({
  company: z.string().trim().min(1, 'Company name is required').max(200),
  industry: optionalChoice(INQUIRY_INDUSTRIES),
  employees: optionalChoice(INQUIRY_EMPLOYEES),
  revenue: optionalChoice(INQUIRY_REVENUES),
  name: z.string().trim().min(1, 'Your name is required').max(200),
  email: z.string().trim().max(254).email('Please enter a valid email address'),
  phone: z.string().trim().max(40).optional(),
  requirements: z.string().trim().max(5000).optional(),
});
export type InquiryBody = z.input<typeof inquiryBodySchema>;

/** Demo request enumerations (part 2 section 5). */
export const DEMO_COMPANY_SIZES = ['50-100', '100-500', '500-1000', '1000-5000', '5000+'] as const;
export const DEMO_INDUSTRIES = [
  'technology',
  'healthcare',
  'finance',
  'manufacturing',
  'retail',
  'consulting',
  'other',
] as const;
export const DEMO_TIMELINES = ['immediate', 'quarter', 'half-year', 'planning'] as const;

/** Demo-request messages, quoted exactly from part 2 section 5. */
export const DEMO_MESSAGES = {
  firstName: 'First name is required',
  lastName: 'Last name is required',
  email: 'Please enter a valid email address',
  company: 'Company name is required',
  jobTitle: 'Job title is required',
  companySize: 'Please select company size',
  industry: 'Please select industry',
  currentChallenges: 'Please describe your current hiring challenges',
  timeline: 'Please select implementation timeline',
} as const;

const required = (message: string, max = 200) => z.string({ error: message }).trim().min(1, message).max(max);
const choice = <T extends readonly [string, ...string[]]>(values: T, message: string) =>
  z.enum(values, { error: message });

/** The demo request; the browser and the server validate with this same schema. */
export const demoRequestBodySchema = z.strictObject({
  firstName: required(DEMO_MESSAGES.firstName),
  lastName: required(DEMO_MESSAGES.lastName),
  email: z.string({ error: DEMO_MESSAGES.email }).trim().max(254).email(DEMO_MESSAGES.email),
  company: required(DEMO_MESSAGES.company),
  jobTitle: required(DEMO_MESSAGES.jobTitle),
  companySize: choice(DEMO_COMPANY_SIZES, DEMO_MESSAGES.companySize),
  industry: choice(DEMO_INDUSTRIES, DEMO_MESSAGES.industry),
  phone: z.string().trim().max(40).optional(),
  currentChallenges: z
    .string({ error: DEMO_MESSAGES.currentChallenges })
    .trim()
    .min(10, DEMO_MESSAGES.currentChallenges)
    .max(5000),
  timeline: choice(DEMO_TIMELINES, DEMO_MESSAGES.timeline),
});
export type DemoRequestBody = z.input<typeof demoRequestBodySchema>;

/** The about page's contact form and the Contact page. */
export const contactMessageBodySchema = z.strictObject({
  name: z.string().trim().min(1, 'Name is required').max(200),
  email: z.string().trim().max(254).email('Please enter a valid email address'),
  message: z.string().trim().min(1, 'Message is required').max(5000),
});
export type ContactMessageBody = z.infer<typeof contactMessageBodySchema>;

export const LEAD_KINDS = ['inquiry', 'demo'] as const;
export const leadSchema = z.object({
  id: z.number().int(),
  kind: z.enum(LEAD_KINDS),
  email: z.string(),
  company: z.string(),
  details: z.record(z.string(), z.unknown()),
  createdAt: z.string(),
});
export const contactMessageSchema = contactMessageBodySchema.extend({
  id: z.number().int(),
  createdAt: z.string(),
});
export const adminLeadsResponseSchema = z.object({
  leads: z.array(leadSchema),
  messages: z.array(contactMessageSchema),
});
export type AdminLeadsResponse = z.infer<typeof adminLeadsResponseSchema>;

export const acceptedResponseSchema = z.object({ id: z.number().int(), message: z.string() });

/** What the demo request promises (part 2 section 9). */
export const DEMO_LENGTH_MINUTES = 30;
export const DEMO_FOLLOW_UP_HOURS = 24;
