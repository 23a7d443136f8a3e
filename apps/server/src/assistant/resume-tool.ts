import type { SkillExtractor } from '@careerloom/career-engine';
import { type AtsAnalysis, RESUME_MAX_TEXT_CHARS } from '@careerloom/contract';
import { z } from 'zod';
import { scoreResume } from '../resumes/resume-score';
import { type AssistantTool, defineTool } from './tool-definition';

/** The stored resume the tool reads: the newest version of the user's resumes. */
export type StoredResume = { id: number; version: number; text: string };

/**
 * What the resume tool needs from the application, passed in rather than imported so the
 * assistant does not depend on the database modules (and tests can hand in plain functions).
 */
export type ResumeToolService = {
  /** The user's newest stored resume, or null when they have none. */
  latestResume(userId: number): Promise<StoredResume | null>;
  /** Whether the user's plan includes scoring against a job description (Job Seeker and above). */
  mayTargetJob(userId: number): Promise<boolean>;
  /** Whether the user's AI settings let their stored data reach an external language model. */
  mayShareWithModel(userId: number): Promise<boolean>;
  skills(): SkillExtractor;
  now(): Date;
};

/** How many strengths and improvements the chat shows; the Resume tab shows them all. */
const TOP = 3;
/** Skills listed by name in the reply; the rest are counted. */
const SKILLS_SHOWN = 12;
const RESUME_TAB = 'the Resume tab at /jobseeker';
const RESUME_TAB_PLAN = `${RESUME_TAB} (Job Seeker plan)`;

export type ResumeAnalysisOutput =
  | {
      status: 'analysed';
      /** The stored resume that was read; absent when the user pasted the text. */
      resume?: { id: number; version: number };
      /** The job the score is measured against; absent for the general score. */
      targetJob?: string;
      score: number;
      ats_compatibility: string;
      strengths: string[];
      improvements: string[];
      skills: string[];
      /** The result as chat text, which the embedded engine shows as is. */
      text: string;
    }
  | {
      /** Nothing was analysed: why, with what the user can do instead, in `text`. */
      status: 'sign_in_required' | 'no_resume' | 'kept_private';
      text: string;
    };

const inputSchema = z.object({
  text: z
    .string()
    .trim()
    .min(1)
    .max(RESUME_MAX_TEXT_CHARS)
    .optional()
    .describe('Resume text the user pasted into the conversation; omit it to analyse their stored resume'),
  targetJob: z
    .string()
    .trim()
    .min(1)
    .max(20_000)
    .optional()
    .describe('The job title or job description to score against, when the user named one'),
});

/**
 * `analyze_resume`: Careerloom's ATS scorer (`scoreResume`, the same as the Resume tab's) over the resume text the user
 * pasted or, for a signed-in user who pasted nothing, their newest stored resume. The result is
 * the score, ATS compatibility, the top strengths and improvements and the skills found, and it
 * points to the Resume tab of /jobseeker for the full breakdown.
 *
 * Tier policy: the quick analysis is for everyone who can chat, guests included. It is the
 * assistant's general resume advice made concrete by our scorer, without a job description, and a
 * stored resume is the user's own data, so reading it back needs only its signed-in owner (guests
 * can only paste). Scoring against a specific job description is what the Job Seeker plan sells
 * (the Resume tab, `/api/jobseeker/resume/optimize`), so `targetJob` is honoured for Job Seeker and
 * above only; below that the general score comes back with a note saying where the job-specific
 * one lives. Below Job Seeker, each chat message counts against the daily AI query quota anyway.
 *
 * `forExternalModel`: the registry handed to a language model must respect the user's Restricted
 * data privacy setting (part 1 AI settings), so it never reads the stored resume into the model's
 * context then. Pasted text is already in the conversation the model sees, so it is analysed.
 */
export function analyzeResumeTool(
  service: ResumeToolService,
  options: { forExternalModel?: boolean } = {},
): AssistantTool {
  return defineTool({
    description:
      "Score a resume with Careerloom's ATS analyser: a 0-100 score, ATS compatibility, the top strengths and " +
      'improvements, and the skills found. Use it when the user asks you to review, score, check or analyse ' +
      'their resume or CV. Pass resume text they pasted as `text`; without `text` it reads their newest stored ' +
      'resume. Report the score and findings exactly as returned (never estimate a score yourself), and if it ' +
      'analysed nothing, tell the user what its text says to do.',
    inputSchema,
    async execute(input, { userId }): Promise<ResumeAnalysisOutput> {
      let resume: StoredResume | undefined;
      if (!input.text) {
        if (userId === null) return { status: 'sign_in_required', text: SIGN_IN_TEXT };
        if (options.forExternalModel && !(await service.mayShareWithModel(userId))) {
          return { status: 'kept_private', text: KEPT_PRIVATE_TEXT };
        }
        const latest = await service.latestResume(userId);
        if (!latest) return { status: 'no_resume', text: NO_RESUME_TEXT };
        resume = latest;
      }
      const hasPlan = userId !== null && (await service.mayTargetJob(userId));
      const targetJob = hasPlan ? input.targetJob : undefined;
      const text = resume?.text ?? input.text ?? '';
      const analysis = scoreResume({ resumeText: text, jobText: targetJob }, service.skills(), service.now());
      const skills = service
        .skills()
        .extract(text, { resume: true })
        .map((s) => s.name);
      const result = {
        score: analysis.score,
        ats_compatibility: analysis.ats_compatibility,
        strengths: analysis.strengths.slice(0, TOP),
        improvements: analysis.improvements.slice(0, TOP),
        skills,
      };
      return {
        status: 'analysed',
        ...(resume ? { resume: { id: resume.id, version: resume.version } } : {}),
        ...(targetJob ? { targetJob: analysis.jobTitle ?? firstLine(targetJob) } : {}),
        ...result,
        text: renderAnalysis(result, analysis, {
          resume,
          targetJob,
          targetRefused: Boolean(input.targetJob) && !targetJob,
          hasPlan,
        }),
      };
    },
    sources: (output) =>
      output.status === 'analysed' && output.resume
        ? [{ title: `Your resume (version ${output.resume.version})`, ref: `resume:${output.resume.id}` }]
        : [],
  });
}

const PASTE_INSTEAD = "Or paste your resume text here and I'll analyse that now.";
// Storing a resume works on every plan; only scoring it against a job is the Job Seeker plan's.
const UPLOAD_WHERE = `${RESUME_TAB} (storing a resume works on every plan)`;
const SIGN_IN_TEXT = `I can only read a stored resume for a signed-in user: sign in, upload your resume in ${UPLOAD_WHERE}, and ask again. ${PASTE_INSTEAD}`;
const NO_RESUME_TEXT = `You have no stored resume yet, so there is nothing for me to read. Upload it in ${UPLOAD_WHERE} and ask again. ${PASTE_INSTEAD}`;
const KEPT_PRIVATE_TEXT =
  'Your AI settings keep your resume away from the external language model (Data Privacy: Restricted), so I did not read it. ' +
  `${RESUME_TAB} analyses it on Careerloom's own servers; you can also change Data Privacy in AI Settings at /work-ai, or paste the text you want me to review.`;

const firstLine = (text: string) => (text.split('\n')[0] ?? '').trim().slice(0, 120);

type Shown = Pick<AtsAnalysis, 'score' | 'ats_compatibility' | 'strengths' | 'improvements'> & { skills: string[] };

function renderAnalysis(
  shown: Shown,
  analysis: AtsAnalysis,
  how: { resume: StoredResume | undefined; targetJob: string | undefined; targetRefused: boolean; hasPlan: boolean },
): string {
  const what = how.resume ? `your stored resume (version ${how.resume.version})` : 'the resume text you pasted';
  const against = how.targetJob ? ` against “${analysis.jobTitle ?? firstLine(how.targetJob)}”` : '';
  const list = (items: string[], none: string) => (items.length ? items.map((i) => `- ${i}`).join('\n') : `- ${none}`);
  const skills = shown.skills.length
    ? `${shown.skills.slice(0, SKILLS_SHOWN).join(', ')}${shown.skills.length > SKILLS_SHOWN ? ` and ${shown.skills.length - SKILLS_SHOWN} more` : ''}.`
    : 'none I recognise; name your tools and methods in a Skills section and in your bullets.';
  const where = how.hasPlan ? RESUME_TAB : RESUME_TAB_PLAN;
  const { requiredFound, requiredMissing } = analysis.skills;
  const asked = requiredFound.length + requiredMissing.length;
  const note = how.targetJob
    ? `${
        asked
          ? `Skills the job asks for: ${requiredFound.length} of ${asked} found${requiredMissing.length ? `; missing ${requiredMissing.slice(0, 6).join(', ')}` : ''}. `
          : ''
      }For the factor-by-factor breakdown, use ${where}.`
    : `${
        how.targetRefused
          ? `Scoring against a specific job is part of the Job Seeker plan, so this is the general score. `
          : ''
      }This is a general resume check: without a job description the job-specific factors (skills asked for, title, relevant experience, education) are not applicable, so the score reflects structure, quantified results, action verbs, length and contact details. For the full breakdown against a job description, use ${where}.`;
  return [
    `Quick analysis of ${what}${against}: ${shown.score}/100.`,
    `ATS compatibility: ${shown.ats_compatibility}.`,
    `Top strengths:\n${list(shown.strengths, 'nothing scored well yet; the improvements below are the place to start.')}`,
    `Top improvements:\n${list(shown.improvements, 'none from these checks; tailor it to each posting next.')}`,
    `Skills found: ${skills}`,
    note,
  ].join('\n');
}
