import type { AtsAnalysis, resumeOptimizeBodySchema } from '@careerloom/contract';
import type { z } from 'zod';
import { activityService } from '../activity/activity.service';
import type { AppContext } from '../context';
import { scoreResume } from '../resumes/resume-score';

type ResumeOptimizeInput = z.output<typeof resumeOptimizeBodySchema>;

export function resumeOptimizeService(ctx: AppContext) {
  const activity = activityService(ctx);
  return {
    /** The ATS-style analysis of a pasted resume against a target job, recorded in the user's activity. */
    async analyse(userId: number, body: ResumeOptimizeInput): Promise<AtsAnalysis> {
      const analysis = scoreResume({ resumeText: body.resumeText, jobText: body.targetJob }, ctx.skills(), ctx.clock());
      const target = analysis.jobTitle?.slice(0, 80);
      // The fingerprint lets any later comparison of scores stay within one job.
      await activity.record(
        userId,
        'resume_analysed',
        analysis.general
          ? `Resume scored ${analysis.score}/100 (general check, no job description)`
          : `Resume scored ${analysis.score}/100${target ? ` against “${target}”` : ' against a job description'}`,
        { score: analysis.score, ...(analysis.jobFingerprint ? { job: analysis.jobFingerprint } : {}) },
      );
      return analysis;
    },
  };
}
