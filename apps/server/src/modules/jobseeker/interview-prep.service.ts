import { preparationTips, selectInterviewQuestions } from '@careerloom/career-engine';
import type { InterviewPrepBody, InterviewPrepResponse, ResumeProfile } from '@careerloom/contract';
import type { AppContext } from '../../context';
import { activityService } from '../activity/activity.service';
import { resumesService } from '../resumes/resumes.service';

/**
 * A guide that ties the preparation to the user's own resume: the most recent role to draw
 * stories from, their experience, and the skills the questions lean on. Only facts the resume
 * states are used; without a resume the guide says how to add one.
 */
function composeGuide(
  body: InterviewPrepBody,
  family: string,
  skills: string[],
  resume: { profile: ResumeProfile; skills: string[] } | undefined,
) {
  const profile = resume?.profile;
  const role = `${body.jobRole} at ${body.companyInfo.name}`;
  const lines = [`Interview preparation for ${role} (${family.replace(/-/g, ' ')}).`];
  if (profile) {
    const recent = profile.experience.find((e) => e.company || e.title);
    if (recent) {
      const where = [recent.title, recent.company].filter(Boolean).join(' at ');
      lines.push(`Draw your stories first from your most recent role, ${where}: pick two results you can quantify.`);
    }
    if (profile.yearsOfExperience !== undefined) {
      lines.push(
        `Your resume shows about ${Math.round(profile.yearsOfExperience)} years of experience; frame your answers at that level.`,
      );
    }
    const known = new Set([...profile.skills, ...(resume?.skills ?? [])].map((s) => s.toLowerCase()));
    const overlap = skills.filter((s) => known.has(s.toLowerCase()));
    const gaps = skills.filter((s) => !known.has(s.toLowerCase()));
    if (overlap.length)
      lines.push(
        `Skills the role asks for that your resume shows: ${overlap.join(', ')}. Prepare a concrete example for each.`,
      );
    if (gaps.length)
      lines.push(
        `Skills the role asks for that your resume does not mention: ${gaps.join(', ')}. Be ready to say how you would get up to speed.`,
      );
  } else {
    lines.push('Add your resume (Resume tab) and this guide will point to the experience and skills to draw on.');
  }
  lines.push(
    'Answer behavioural questions with the STAR method: situation, task, action, result, in about two minutes each.',
  );
  return lines.join('\n');
}

export function interviewPrepService(ctx: AppContext) {
  const resumes = resumesService(ctx);
  const activity = activityService(ctx);
  return {
    /** Role- and company-specific questions with what a good answer covers, grounded in the latest resume. */
    async prepare(userId: number, body: InterviewPrepBody): Promise<InterviewPrepResponse> {
      const latest = await resumes.latestOrNull(userId);
      const extract = (text: string) =>
        ctx
          .skills()
          .extract(text)
          .map((s) => s.name);
      const selection = selectInterviewQuestions({
        jobTitle: body.jobRole,
        companyName: body.companyInfo.name,
        ...(body.jobDescription ? { jobDescription: body.jobDescription } : {}),
        extractSkills: extract,
      });
      await activity.record(
        userId,
        'interview_prep',
        `Interview prep for ${body.jobRole} at ${body.companyInfo.name}: ${selection.questions.length} questions`,
        { questions: selection.questions.length },
      );
      return {
        guide: composeGuide(body, selection.roleFamily, selection.skills, latest ?? undefined),
        questions: selection.questions.map((q) => ({
          question: q.question,
          kind: q.kind,
          skills: q.skills,
          goodAnswerCovers: q.goodAnswerCovers,
          tips: q.tips,
        })),
        preparation_tips: preparationTips({
          roleFamily: selection.roleFamily,
          companyName: body.companyInfo.name,
          level: selection.level,
        }),
      };
    },
  };
}
