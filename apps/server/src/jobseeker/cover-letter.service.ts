import type { CoverLetterBody, CoverLetterResponse, Resume, ResumeProfile } from '@careerloom/contract';
import { UNKNOWN_COMPANY } from '@careerloom/contract';
import { activityService } from '../activity/activity.service';
import type { AppContext } from '../context';
import { AppError } from '../errors';
import { clipForPrompt } from '../language-model/model-drafter';
import { resumesService } from '../resumes/resumes.service';
import { draftChecked, drafterFor, userFactsOf } from '../users/checked-draft';

const MAX_EVIDENCE = 3;

/** The role's title: the description's first line when it reads like one. */
function roleTitle(description: string): string | undefined {
  const first = description.split('\n')[0]?.trim() ?? '';
  return first.length > 0 && first.length <= 80 && !/[.!?]$/.test(first) ? first : undefined;
}

/** A resume bullet turned into a first-person sentence ("Rebuilt X" → "I rebuilt X."). */
function firstPerson(bullet: string): string {
  const text = bullet.trim().replace(/[.;]+$/, '');
  const responsible = /^responsible for\s+/i;
  const sentence = responsible.test(text)
    ? `I was responsible for ${text.replace(responsible, '')}`
    : `I ${text.charAt(0).toLowerCase()}${text.slice(1)}`;
  return `${sentence}.`;
}

type Evidence = { bullet: string; role: string; skills: string[] };

/**
 * The letter is made only of what the resume says (its roles and bullets) and what the job asks
 * for: bullets are chosen by the job's skills they show and by whether they carry a number.
 */
function chooseEvidence(profile: ResumeProfile, jobSkills: string[], skillsOf: (t: string) => string[]): Evidence[] {
  const wanted = new Set(jobSkills.map((s) => s.toLowerCase()));
  return profile.experience
    .flatMap((job, jobIndex) =>
      job.bullets.map((bullet) => {
        const skills = skillsOf(bullet).filter((s) => wanted.has(s.toLowerCase()));
        const role = [job.title, job.company].filter(Boolean).join(' at ');
        const score = skills.length * 2 + (/\d/.test(bullet) ? 1 : 0) - jobIndex * 0.1;
        return { bullet, role, skills, score };
      }),
    )
    .sort((a, b) => b.score - a.score)
    .slice(0, MAX_EVIDENCE);
}

/** What the model is asked for; the material (resume, job) goes in the prompt, marked as data. */
const LETTER_SYSTEM =
  "You write cover letters for job seekers. Write one letter from the candidate's resume to the company, " +
  'in the first person: a greeting to the hiring team, why this role, two or three achievements from the resume ' +
  'that fit what the job asks for, and a short close with the candidate name. Plain text, under 350 words, no placeholders.';

/** Letters shorter than this after the evidence check are not worth showing: the engine writes one instead. */
const MIN_LETTER_CHARS = 300;

export function coverLetterService(ctx: AppContext) {
  const resumes = resumesService(ctx);
  const activity = activityService(ctx);
  const skillsOf = (text: string) =>
    ctx
      .skills()
      .extract(text)
      .map((s) => s.name);

  /**
   * The letter drafted by the configured model from the resume and the job, after the evidence
   * check; undefined when no model may be used for this user or its draft is unusable.
   */
  async function draftLetter(userId: number, resume: Resume, body: CoverLetterBody, title: string | undefined) {
    const drafter = await drafterFor(ctx, userId);
    if (!drafter) return undefined;
    const jobText = `${title ?? ''}\n${body.companyInfo.name}\n${body.jobDescription}`;
    return draftChecked(ctx, drafter, {
      system: LETTER_SYSTEM,
      prompt: [
        `Company: ${body.companyInfo.name}`,
        `Role: ${title ?? 'see the job description'}`,
        `Job description:\n${clipForPrompt(body.jobDescription)}`,
        `Candidate resume:\n${clipForPrompt(resume.text)}`,
      ].join('\n\n'),
      facts: userFactsOf(ctx, resume),
      jobText,
      minChars: MIN_LETTER_CHARS,
    });
  }

  return {
    /**
     * A cover letter grounded in the latest resume and the job description, with tips to finish
     * it. With a language model configured (and the user's data privacy allowing it) the model
     * drafts the letter and the evidence check takes out any claim the resume does not support,
     * saying so in `evidence` and in the tips; otherwise, or when the model fails, the engine writes it.
     */
    async write(userId: number, body: CoverLetterBody): Promise<CoverLetterResponse> {
      const latest = await resumes.latestOrNull(userId);
      if (!latest) {
        throw new AppError(
          'UNPROCESSABLE',
          'Add your resume first (Resume tab), so the letter can draw on your real experience.',
        );
      }
      const { profile } = latest;
      const company = body.companyInfo.name;
      const title = roleTitle(body.jobDescription);
      const jobSkills = skillsOf(body.jobDescription);
      const resumeSkills = new Set(latest.skills.map((s) => s.toLowerCase()));
      const shown = jobSkills.filter((s) => resumeSkills.has(s.toLowerCase()));
      const missing = jobSkills.filter((s) => !resumeSkills.has(s.toLowerCase()));
      const evidence = chooseEvidence(profile, jobSkills, skillsOf);
      const recent = profile.experience.find((e) => e.title || e.company);

      const paragraphs = [
        company === UNKNOWN_COMPANY ? 'Dear hiring team,' : `Dear ${company} hiring team,`,
        [
          `I am writing to apply for ${title ? `the ${title} role` : 'this role'} at ${company}.`,
          recent
            ? `I currently bring my experience as ${[recent.title, recent.company].filter(Boolean).join(' at ')}${
                profile.yearsOfExperience
                  ? `, part of about ${Math.round(profile.yearsOfExperience)} years of work`
                  : ''
              }.`
            : '',
        ]
          .filter(Boolean)
          .join(' '),
      ];
      if (evidence.length) {
        paragraphs.push(
          evidence
            .map((e, i) => (i === 0 && e.role ? `As ${e.role}, ${firstPerson(e.bullet)}` : firstPerson(e.bullet)))
            .join(' '),
        );
      }
      if (shown.length) {
        paragraphs.push(
          `Your description asks for ${shown.slice(0, 5).join(', ')}, all of which are part of my work so far, and I would bring that experience to ${company} from day one.`,
        );
      }
      paragraphs.push(
        `I would welcome the chance to discuss how I can contribute to ${company}. Thank you for your time.`,
      );
      paragraphs.push(profile.contact.name ? `Sincerely,\n${profile.contact.name}` : 'Sincerely,');

      const tips = [
        `Add one sentence on why ${company} specifically: a product, a customer problem or a value of theirs that matters to you.`,
        ...(missing.length
          ? [
              `The description also mentions ${missing.slice(0, 5).join(', ')}, which your resume does not show. If you have that experience, add a concrete example; if not, say how you would learn it rather than claiming it.`,
            ]
          : []),
        ...(evidence.some((e) => /\d/.test(e.bullet))
          ? []
          : [
              'None of the chosen achievements has a number; add a measurable result (time saved, revenue, users, percentage) if you can.',
            ]),
        'Keep it under 400 words and read it aloud once before sending.',
      ];
      const engineLetter = paragraphs.join('\n\n');
      const drafted = await draftLetter(userId, latest, body, title);
      await activity.record(
        userId,
        'cover_letter',
        `Cover letter written for ${title ? `${title} at ` : ''}${company}`,
      );
      if (!drafted) return { cover_letter: engineLetter, customization_tips: tips };
      const { removed, toConfirm } = drafted.evidence;
      return {
        cover_letter: drafted.text,
        customization_tips: [
          ...(removed.length
            ? [
                `Claims your resume does not support were taken out of this draft (${removed.join('; ')}). Add them back only if they are true and on your resume.`,
              ]
            : []),
          ...(toConfirm.length ? [`Held back until you confirm them: ${toConfirm.join(' ')}`] : []),
          ...tips,
        ],
        evidence: drafted.evidence,
      };
    },
  };
}
