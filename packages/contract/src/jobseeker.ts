import { z } from 'zod';

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
      goodAnswerCovers: z.array(z.string()),
      tips: z.array(z.string()),
    }),
  ),
  preparation_tips: z.array(z.string()),
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
});
export type AtsAnalysis = z.infer<typeof atsAnalysisSchema>;
