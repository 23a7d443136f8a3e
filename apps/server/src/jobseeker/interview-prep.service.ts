import {
  type CandidateLevel,
  employerName,
  jobDescriptionSkills,
  listInWords,
  preparationTips,
  selectInterviewQuestions,
  skillInProse,
  titleInProse,
} from '@careerloom/career-engine';
import type { InterviewPrepBody, InterviewPrepResponse, Resume, ResumeProfile } from '@careerloom/contract';
import { activityService } from '../activity/activity.service';
import type { AppContext } from '../context';
import { clipForPrompt } from '../language-model/model-drafter';
import { resumesService } from '../resumes/resumes.service';
import { draftChecked, drafterFor, userFactsOf } from '../users/checked-draft';

/**
 * A guide that ties the preparation to the user's own resume: the most recent role to draw
 * stories from, their experience, and the skills the questions lean on. Only facts the resume
 * states are used; without a resume the guide says how to add one.
 */

/** Years of experience from which an entry or mid-level role is a step down worth preparing to explain. */
const MANY_YEARS_FOR_A_JUNIOR_ROLE = 10;

function composeGuide(
  body: InterviewPrepBody,
  family: string,
  skills: string[],
  resume: { profile: ResumeProfile; skills: string[] } | undefined,
  soft: ReadonlySet<string> = new Set(),
  level: CandidateLevel = 'mid',
) {
  const profile = resume?.profile;
  const role = `${body.jobRole} at ${body.companyInfo.name}`;
  const lines = [`Interview preparation for ${role} (${family.replace(/-/g, ' ')}).`];
  if (profile) {
    const recent = profile.experience.find((e) => e.company || e.title);
    if (recent) {
      const title = recent.title ? titleInProse(recent.title) : '';
      const employer = recent.company ? employerName(recent.company) : '';
      const where = title ? `as ${title}${employer ? ` at ${employer}` : ''}` : `at ${employer}`;
      lines.push(`Draw your stories first from your most recent role, ${where}: pick two results you can quantify.`);
    }
    if (profile.yearsOfExperience !== undefined) {
      const years = Math.round(profile.yearsOfExperience);
      // The preparation tips speak of the role's level: many more years than an entry or mid-level
      // role asks are a question to be ready for, not a level to frame the answers at.
      lines.push(
        level !== 'senior' && years >= MANY_YEARS_FOR_A_JUNIOR_ROLE
          ? `Your resume shows about ${years} years of experience, more than ${level === 'entry' ? 'an entry' : 'a mid'}-level role usually asks: be ready to say why this role, and keep your examples to its scope.`
          : `Your resume shows about ${years} years of experience; frame your answers at that level.`,
      );
    }
    const known = new Set([...profile.skills, ...(resume?.skills ?? [])].map((s) => s.toLowerCase()));
    const overlap = skills.filter((s) => known.has(s.toLowerCase()));
    const gaps = skills.filter((s) => !known.has(s.toLowerCase()));
    // A trait ("Curiosity") is not learnt "up to speed": it is shown by a story.
    const hardGaps = gaps.filter((s) => !soft.has(s.toLowerCase()));
    const softGaps = gaps.filter((s) => soft.has(s.toLowerCase()));
    if (overlap.length)
      lines.push(
        `Skills the role asks for that your resume shows: ${overlap.map(skillInProse).join(', ')}. Prepare a concrete example for each.`,
      );
    if (hardGaps.length)
      lines.push(
        `Skills the role asks for that your resume does not mention: ${hardGaps.map(skillInProse).join(', ')}. Be ready to say how you would get up to speed.`,
      );
    if (softGaps.length)
      lines.push(
        `It also asks for ${listInWords(softGaps.map(skillInProse))}: have a short story ready that shows ${softGaps.length === 1 ? 'it' : 'each'}.`,
      );
  } else {
    lines.push('Add your resume (Resume tab) and this guide will point to the experience and skills to draw on.');
  }
  lines.push(
    'Answer behavioural questions with the STAR method: situation, task, action, result, in about two minutes each.',
  );
  return lines.join('\n');
}

const GUIDE_SYSTEM =
  'You are an interview coach. Write a short preparation guide (120 to 250 words, plain text, short paragraphs) for ' +
  'this candidate and this interview: which of their experiences to draw stories from for the listed questions, ' +
  'which skills the role asks for that their resume shows and how to evidence them, which it asks for that the resume ' +
  'does not show and how to address that honestly, and how to structure answers (STAR).';

/** A guide shorter than this after the evidence check says too little: the engine's guide stands. */
const MIN_GUIDE_CHARS = 150;

export function interviewPrepService(ctx: AppContext) {
  const resumes = resumesService(ctx);
  const activity = activityService(ctx);

  /**
   * The guide drafted by the configured model from the resume, the job and the chosen questions,
   * after the evidence check; undefined without a model for this user, a resume, or a usable draft.
   */
  async function draftGuide(userId: number, body: InterviewPrepBody, resume: Resume, questions: string[]) {
    const drafter = await drafterFor(ctx, userId);
    if (!drafter) return undefined;
    return draftChecked(ctx, drafter, {
      system: GUIDE_SYSTEM,
      prompt: [
        `Role: ${body.jobRole}`,
        `Company: ${body.companyInfo.name}`,
        `Job description:\n${clipForPrompt(body.jobDescription ?? '(none given)')}`,
        `Questions they will practise:\n${questions.map((q) => `- ${q}`).join('\n')}`,
        `Candidate resume:\n${clipForPrompt(resume.text)}`,
      ].join('\n\n'),
      facts: userFactsOf(ctx, resume),
      jobText: `${body.jobRole}\n${body.companyInfo.name}\n${body.jobDescription ?? ''}`,
      minChars: MIN_GUIDE_CHARS,
      perspective: 'second',
    });
  }

  return {
    /**
     * Role- and company-specific questions with what a good answer covers, grounded in the latest
     * resume. With a language model for this user and a resume, the model words the guide (after
     * the evidence check, reported in `evidence`); the engine's guide answers otherwise.
     */
    async prepare(userId: number, body: InterviewPrepBody): Promise<InterviewPrepResponse> {
      const latest = await resumes.latestOrNull(userId);
      // What the posting asks for (its requirements, else its duties): a company blurb's products
      // and benefits are no skill to prepare for.
      const soft = new Set<string>();
      const extract = (text: string) => {
        const asked = jobDescriptionSkills(text, ctx.skills(), { title: body.jobRole });
        const needs = [...asked.required, ...asked.preferred];
        for (const r of needs) if (r.soft) for (const name of r.anyOf) soft.add(name.toLowerCase());
        return needs.flatMap((r) => r.anyOf);
      };
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
      const drafted = latest
        ? await draftGuide(
            userId,
            body,
            latest,
            selection.questions.slice(0, 8).map((q) => q.question),
          )
        : undefined;
      return {
        // The questions, their kinds and the tips always come from the engine; a model only words the guide.
        guide:
          drafted?.text ??
          composeGuide(body, selection.roleFamily, selection.skills, latest ?? undefined, soft, selection.level),
        ...(drafted ? { evidence: drafted.evidence } : {}),
        questions: selection.questions.map((q) => ({
          question: q.question,
          kind: q.kind,
          skills: q.skills,
          goodAnswerCovers: q.goodAnswerCovers,
          ...(q.listenFor ? { listenFor: q.listenFor } : {}),
          tips: q.tips,
        })),
        preparation_tips: [
          // Shown where the page already shows tips, so the user sees that the guide was checked.
          ...(drafted && (drafted.evidence.removed.length || drafted.evidence.toConfirm.length)
            ? [
                `The guide above was drafted by a language model; claims your resume does not support were taken out (${[
                  ...drafted.evidence.removed,
                  ...drafted.evidence.toConfirm,
                ].join('; ')}).`,
              ]
            : []),
          ...preparationTips({
            roleFamily: selection.roleFamily,
            companyName: body.companyInfo.name,
            level: selection.level,
          }),
        ],
      };
    },
  };
}
