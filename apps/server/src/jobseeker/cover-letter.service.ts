import { employerName, jobDescriptionSkills, listInWords, skillInProse, titleInProse } from '@careerloom/career-engine';
import type { CoverLetterBody, CoverLetterResponse, Resume, ResumeProfile } from '@careerloom/contract';
import { UNKNOWN_COMPANY } from '@careerloom/contract';
import { activityService } from '../activity/activity.service';
import type { AppContext } from '../context';
import { AppError } from '../errors';
import { clipForPrompt } from '../language-model/model-drafter';
import { resumesService } from '../resumes/resumes.service';
import { draftChecked, drafterFor, userFactsOf } from '../users/checked-draft';
import { usersRepository } from '../users/users.repository';

const MAX_EVIDENCE = 3;

/** The role's title: the description's first line when it reads like one. */
function roleTitle(description: string): string | undefined {
  const first = description.split('\n')[0]?.trim() ?? '';
  return first.length > 0 && first.length <= 80 && !/[.!?]$/.test(first) ? first : undefined;
}

/** Past-tense verbs that do not end in "-ed", as achievement bullets open with them. */
const IRREGULAR_PAST = new Set(
  'built led wrote ran made grew cut drove won taught brought sold set kept began became found gave held met paid put spent took shipped oversaw undertook rebuilt rewrote broke bought chose drew fought forecast hired laid lent overcame saw sent shut split spun stood struck swept threw understood upheld'.split(
    ' ',
  ),
);

/**
 * Whether a bullet opens with what the person did ("Rebuilt the checkout", "Led a team",
 * "Responsible for ..."): only such a bullet reads as a sentence after "I". A noun phrase
 * ("Authentication/Authorization (Spring Security)") or a gerund ("Working with MongoDB") would
 * read "I authentication ..." or "I working ...".
 */
function opensWithDeed(bullet: string): boolean {
  const first =
    bullet
      .trim()
      .split(/\s+/)[0]
      ?.toLowerCase()
      .replace(/[^a-z]/g, '') ?? '';
  return (
    /^responsible for\s/i.test(bullet.trim()) || (first.length > 3 && first.endsWith('ed')) || IRREGULAR_PAST.has(first)
  );
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

/** A resume role as a sentence says it: "a front-end software engineer at Google". */
function roleText(role: { title?: string | undefined; company?: string | undefined }): string {
  const title = role.title ? titleInProse(role.title) : '';
  const employer = role.company ? employerName(role.company) : '';
  return [title, employer && `at ${employer}`].filter(Boolean).join(' ');
}

/** Stands in the signature when neither the account nor the resume gives a name. */
export const NAME_PROMPT = '[Your name]';

/**
 * The letter is made only of what the resume says (its roles and bullets) and what the job asks
 * for: bullets are chosen by the job's skills they show and by whether they carry a number.
 */
function chooseEvidence(profile: ResumeProfile, jobSkills: string[], skillsOf: (t: string) => string[]): Evidence[] {
  const wanted = new Set(jobSkills.map((s) => s.toLowerCase()));
  return (
    profile.experience
      .flatMap((job, jobIndex) =>
        job.bullets.filter(opensWithDeed).map((bullet) => {
          const skills = skillsOf(bullet).filter((s) => wanted.has(s.toLowerCase()));
          const role = roleText(job);
          const score = skills.length * 2 + (/\d/.test(bullet) ? 1 : 0) - jobIndex * 0.1;
          return { bullet, role, skills, score };
        }),
      )
      .sort((a, b) => b.score - a.score)
      // A bullet a resume repeats under two roles is told once.
      .filter(
        (e, i, all) => all.findIndex((o) => o.bullet.trim().toLowerCase() === e.bullet.trim().toLowerCase()) === i,
      )
      .slice(0, MAX_EVIDENCE)
  );
}

/** What the model is asked for; the material (resume, job) goes in the prompt, marked as data. */
const LETTER_SYSTEM =
  "You write cover letters for job seekers. Write one letter from the candidate's resume to the company, " +
  'in the first person: a greeting to the hiring team, why this role, two or three achievements from the resume ' +
  'that fit what the job asks for, and a short close signed with the candidate name given. Plain text, under 350 words, no placeholders.';

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
  async function draftLetter(
    userId: number,
    resume: Resume,
    body: CoverLetterBody,
    title: string | undefined,
    name: string,
  ) {
    const drafter = await drafterFor(ctx, userId);
    if (!drafter) return undefined;
    const jobText = `${title ?? ''}\n${body.companyInfo.name}\n${body.jobDescription}`;
    return draftChecked(ctx, drafter, {
      system: LETTER_SYSTEM,
      prompt: [
        `Company: ${body.companyInfo.name}`,
        `Role: ${title ?? 'see the job description'}`,
        `Candidate name: ${name}`,
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
      // Only what the posting asks for (its requirements, or its duties when it lists none): a
      // company blurb's products ("provider copilots") or benefits are no skill to claim or learn.
      const asked = jobDescriptionSkills(body.jobDescription, ctx.skills(), title ? { title } : {});
      const needs = [...asked.required, ...asked.preferred];
      const jobSkills = [...new Set(needs.flatMap((r) => r.anyOf))];
      const resumeSkills = new Set(latest.skills.map((s) => s.toLowerCase()));
      const has = (s: string) => resumeSkills.has(s.toLowerCase());
      const shown = [...new Set(needs.flatMap((r) => r.anyOf.filter(has)))].map(skillInProse);
      // Technical and domain needs first: they are what the reader checks.
      const missing = needs
        .filter((r) => !r.anyOf.some(has))
        .sort((a, b) => Number(a.soft) - Number(b.soft))
        .map((r) => skillInProse(r.label));
      const evidence = chooseEvidence(profile, jobSkills, skillsOf);
      const recent = profile.experience.find((e) => e.title || e.company);
      const current = !recent?.endDate || recent.endDate === 'present';
      const years = profile.yearsOfExperience
        ? `, with about ${Math.round(profile.yearsOfExperience)} years of experience in all`
        : '';
      // Signed as on the resume it goes with; the account's name when the resume's was not read.
      const account = await usersRepository(ctx.db).findById(userId);
      const name = profile.contact.name?.trim() || account?.fullName.trim() || NAME_PROMPT;

      const paragraphs = [
        company === UNKNOWN_COMPANY ? 'Dear hiring team,' : `Dear ${company} hiring team,`,
        [
          `I am writing to apply for ${title ? `the ${title} role` : 'this role'} at ${company}.`,
          recent
            ? `${current ? 'I currently work' : 'Most recently I worked'} ${
                recent.title ? `as ${roleText(recent)}` : roleText(recent)
              }${years}.`
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
          `Your description asks for ${listInWords(shown.slice(0, 5))}, ${
            shown.length === 1 ? 'which is' : shown.length === 2 ? 'both of which are' : 'all of which are'
          } part of my work so far, and I would bring that experience to ${company} from day one.`,
        );
      }
      paragraphs.push(
        `I would welcome the chance to discuss how I can contribute to ${company}. Thank you for your time.`,
      );
      paragraphs.push(`Sincerely,\n${name}`);

      const tips = [
        `Add one sentence on why ${company} specifically: a product, a customer problem or a value of theirs that matters to you.`,
        ...(missing.length
          ? [
              `The description also asks for ${listInWords(missing.slice(0, 5))}, which your resume does not show. If you have that experience, add a concrete example; if not, say how you would learn it rather than claiming it.`,
            ]
          : []),
        ...(name === NAME_PROMPT
          ? [
              'Sign the letter with your name in place of [Your name]; adding it to your profile in Settings fills it in next time.',
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
      const drafted = await draftLetter(userId, latest, body, title, name);
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
