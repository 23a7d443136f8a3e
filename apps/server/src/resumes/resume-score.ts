import type { AtsOptions, SkillExtractor } from '@careerloom/career-engine';
import { analyseResume } from '@careerloom/career-engine';
import type { AtsAnalysis } from '@careerloom/contract';

/** What is scored: the resume's text and, optionally, the job it is scored against. */
export type ResumeScoreInput = {
  resumeText: string;
  /** The job description as the user pasted it (or a stored posting's text); absent or empty for the general check. */
  jobText?: string;
  /** A stored posting's own title and company, when the job came from the postings store. */
  job?: AtsOptions;
};

/**
 * The one way the server scores a resume: the Resume tab (`/api/jobseeker/resume/optimize`), the
 * assistant's `analyze_resume` tool and the intelligence page's resume insights all call this, so
 * the same resume against the same job text gets the same number everywhere. No page adds its own
 * default job or title: without a job text it is the career engine's general resume check. The
 * result carries `jobFingerprint`, so a score change is only described between analyses of one job.
 */
export function scoreResume(input: ResumeScoreInput, skills: SkillExtractor, now: Date): AtsAnalysis {
  return analyseResume(input.resumeText, input.jobText ?? '', skills, now, input.job ?? {});
}
