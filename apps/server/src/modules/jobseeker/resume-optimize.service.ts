import { analyseResume } from '@careerloom/career-engine';
import type { AtsAnalysis, resumeOptimizeBodySchema } from '@careerloom/contract';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import { activityService } from '../activity/activity.service';

type ResumeOptimizeInput = z.output<typeof resumeOptimizeBodySchema>;

export function resumeOptimizeService(ctx: AppContext) {
  const activity = activityService(ctx);
  return {
    /** The ATS-style analysis of a pasted resume against a target job, recorded in the user's activity. */
    async analyse(userId: number, body: ResumeOptimizeInput): Promise<AtsAnalysis> {
      const analysis = analyseResume(body.resumeText, body.targetJob, ctx.skills(), ctx.clock());
      const target = body.targetJob.split('\n')[0]?.trim().slice(0, 80);
      await activity.record(
        userId,
        'resume_analysed',
        `Resume scored ${analysis.score}/100${target ? ` against “${target}”` : ''}`,
        { score: analysis.score },
      );
      return analysis;
    },
  };
}
