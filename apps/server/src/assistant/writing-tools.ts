import {
  DRAFT_TONES,
  draftApplicationFollowUp,
  draftCounterOffer,
  draftCoverLetterOpening,
  draftLinkedInText,
  draftRecruiterNote,
  draftResignationLetter,
  draftResumeSummary,
  draftThankYouNote,
  draftWorkplaceEmail,
  familyLabel,
  familySkills,
  inferLevel,
  inferRoleFamily,
  rewriteBullet,
  selectInterviewQuestions,
  WORKPLACE_EMAIL_KINDS,
  type WorkplaceEmailKind,
} from '@careerloom/career-engine';
import { z } from 'zod';
import type { BulletDraftService } from './model-bullet-rewrite';
import { type AssistantTool, defineTool } from './tool-definition';

export const rewriteBulletInputSchema = z.object({
  bullet: z.string().trim().min(3).max(600).describe("The user's resume bullet, as written"),
  variant: z.number().int().min(0).max(20).optional().describe('0 for the best rewrite, 1, 2... for alternatives'),
  level: z.string().trim().max(40).optional().describe('Target level, e.g. "staff", to lean the scope towards'),
  shorter: z.boolean().optional().describe('true for a one-line version'),
  target: z
    .string()
    .trim()
    .max(80)
    .optional()
    .describe('The employer or setting the bullet is aimed at, e.g. "a hospital", only if the user said it'),
});

export type RewriteBulletOutput = { text: string; rewritten: string; short: string; prompts: string[] };

/**
 * `rewrite_bullet`: the career engine's deterministic rewrite (`rewriteBullet`): the user's facts
 * kept, a strong verb first, scope named, and the missing result asked for in brackets rather than
 * invented. `variant` gives another verb, `level` leans the scope prompt to a level, `shorter` the
 * one-line form.
 */
export function rewriteBulletTool(drafts?: BulletDraftService): AssistantTool {
  return defineTool({
    description:
      'Rewrite one resume bullet: keeps the facts, opens with a strong verb, names the scope, and asks for ' +
      'missing numbers in [brackets] instead of inventing them. Use variant for alternatives, shorter for one line.',
    inputSchema: rewriteBulletInputSchema,
    execute: async ({ bullet, variant, level, shorter, target }, context): Promise<RewriteBulletOutput> => {
      // With a configured model (and the user's consent) the draft is the model's, checked against
      // the bullet; otherwise, and on any failure, the engine's deterministic rewrite.
      const r = drafts
        ? await drafts.rewrite(context.userId, bullet, { variant, level })
        : rewriteBullet(bullet, { variant, level });
      const shown = shorter ? r.short : r.rewritten;
      // Only the brackets the shown text holds: the short form drops the scope and level prompts.
      const prompts = r.prompts.filter((p) => shown.includes(p));
      const fill =
        prompts.length > 0
          ? `Replace ${prompts.join(' and ')} with your real figure${prompts.length > 1 ? 's' : ''}; if you have none, cut the bracket rather than guess.`
          : 'Every fact is yours as written.';
      // Aimed elsewhere ("for a hospital instead"), the facts stay the user's: only what to bring out changes.
      // "now for a nursing job" arrives without its article: "For a nursing job", not "For nursing job".
      const aim =
        target && /^[a-z]/.test(target) && !/^(?:an?|the|my|any)\s/.test(target)
          ? `${/^[aeiou]/.test(target) ? 'an' : 'a'} ${target}`
          : target;
      const aimed = aim
        ? `\nFor ${aim}: the facts stay as you wrote them; bring out what ${aim} looks for first, [the setting, whom you served and how often], if it is true.`
        : '';
      const kept = r.keptVerbNote ? `\n${r.keptVerbNote}` : '';
      // A line with nothing the rewrite added (no bracket to drop) is as short as the person's facts
      // allow: said so, not shown again as if it were shorter.
      const words = (text: string) => text.split(/\s+/).length;
      const asShort =
        shorter && r.short === r.rewritten && r.prompts.length === 0 && words(r.short) >= words(bullet) - 1;
      const head = asShort
        ? 'This is as short as it goes with every fact you gave; cut a fact only if the job you apply for does not need it:'
        : 'Shorter:';
      const text = shorter
        ? `${head}\n> ${shown}\n${fill}${aimed}${kept}`
        : `Rewritten:\n> ${shown}\nWhat changed:\n${r.changes.map((c) => `- ${c}`).join('\n')}\n${fill}${aimed}${kept}`;
      return { text, rewritten: r.rewritten, short: r.short, prompts: r.prompts };
    },
    sources: () => [{ title: 'Careerloom resume bullet rules', ref: 'engine:bullet-rewrite' }],
  });
}

export const compareRolesInputSchema = z.object({
  roleA: z.string().trim().min(2).max(80).describe('First job title, e.g. "product manager"'),
  roleB: z.string().trim().min(2).max(80).describe('Second job title, e.g. "program manager"'),
});

export type CompareRolesOutput = {
  text: string;
  families: [string, string];
  /** Whether both titles were recognised as role families. */
  known: boolean;
};

/** What a role's interviews test, in the question bank's own words: a few skills and one question per kind. */
function roleProfile(title: string) {
  const family = inferRoleFamily(title);
  const selection = selectInterviewQuestions({ jobTitle: title, companyName: 'the company', count: 12 });
  // The title's own questions first ("data analyst" → SQL, dashboards), then the family's usual skills.
  const counts = new Map<string, number>();
  for (const q of selection.questions) for (const skill of q.skills) counts.set(skill, (counts.get(skill) ?? 0) + 1);
  const own = [...counts].sort((x, y) => y[1] - x[1]).map(([skill]) => skill);
  const skills = [...new Set([...own, ...familySkills(family, 6)])].slice(0, 6);
  const technical = selection.questions.find((q) => q.kind === 'technical' || q.kind === 'role-fit');
  const situational = selection.questions.find((q) => q.kind === 'situational');
  return { family, label: familyLabel(family), level: inferLevel(title), skills, technical, situational };
}

/**
 * `compare_roles`: two job titles side by side, from the role-family inference and the interview
 * question bank (what each family's interviews probe, and a sample question each), so "product
 * manager vs program manager" is matched by what the roles are, never by a shared word.
 */
export function compareRolesTool(): AssistantTool {
  return defineTool({
    description:
      'Compare two job titles (e.g. "product manager" vs "program manager"): their role families, the skills ' +
      'their interviews probe and a sample interview question for each, from the interview question bank.',
    inputSchema: compareRolesInputSchema,
    execute: ({ roleA, roleB }): CompareRolesOutput => {
      const a = roleProfile(roleA);
      const b = roleProfile(roleB);
      const known = a.family !== 'general' && b.family !== 'general';
      const side = (title: string, p: ReturnType<typeof roleProfile>) => {
        const lines = [`${capital(title)} (${p.family === 'general' ? 'no role family I recognise' : p.label}):`];
        if (p.skills.length > 0) lines.push(`- Interviews probe: ${p.skills.join(', ')}.`);
        const q = p.technical ?? p.situational;
        if (q) lines.push(`- A typical question: “${q.question}”`);
        return lines.join('\n');
      };
      const same = a.family === b.family;
      const scopeA = levelScope(roleA);
      const scopeB = levelScope(roleB);
      const levels =
        scopeA && scopeB && scopeA !== scopeB
          ? ` The level is the main difference: a ${roleA.toLowerCase()} ${scopeA}; a ${roleB.toLowerCase()} ${scopeB}.`
          : '';
      const shared = a.skills.filter((s) => b.skills.includes(s));
      const verdict = same
        ? `Both titles sit in ${a.label}, so they overlap; the difference shows in what each one's interviews emphasise.`
        : `These are different role families: ${a.label} and ${b.label}.${shared.length > 0 ? ` They share ${shared.join(', ')}.` : ' Their interviews probe different skills.'}`;
      return {
        text: `${verdict}${levels}\n${side(roleA, a)}\n${side(roleB, b)}`,
        families: [a.family, b.family],
        known,
      };
    },
    sources: () => [{ title: 'Careerloom interview question bank', ref: 'engine:question-bank' }],
  });
}

/** What each level word usually means for scope, as career ladders commonly define it. */
const LEVEL_SCOPE: ReadonlyArray<readonly [RegExp, string]> = [
  [/\b(principal|distinguished)\b/i, 'sets technical direction across an organisation'],
  [
    /\bstaff\b/i,
    'owns problems that span several teams and sets their technical direction (cross-team scope and influence)',
  ],
  [/\b(lead|head)\b/i, "leads a team's delivery and its people or technical decisions"],
  [/\b(senior|sr)\b/i, "owns a team's systems or projects end to end and mentors others"],
  [/\b(junior|jr|graduate|entry)\b/i, 'delivers well-scoped work with guidance'],
];

/** The scope a title's level word implies, or undefined without one. */
function levelScope(title: string): string | undefined {
  return LEVEL_SCOPE.find(([pattern]) => pattern.test(title))?.[1];
}

export const tailorSummaryInputSchema = z.object({
  summary: z.string().trim().min(10).max(1500).describe("The user's current resume summary, as written"),
  jobTitle: z.string().trim().min(2).max(120).describe('The job the summary should aim at'),
  jobText: z.string().max(20_000).optional().describe('The job description, when the user has it'),
});

export type TailorSummaryOutput = { text: string; tailored: string; shared: string[]; worthAdding: string[] };

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * `tailor_summary`: aims the user's summary at a job without adding a claim: the summary's own
 * words stay, the target title and the skills it shares with the job's role family are named, and
 * a bracket asks for the one result that proves fit. Skills the role wants that the summary does
 * not mention are listed as "worth adding if true", never written in.
 */
export function tailorSummaryTool(): AssistantTool {
  return defineTool({
    description:
      "Tailor the user's resume summary to a job title (and description): keeps their facts, names the target " +
      'role and the skills they share with it, and lists skills worth adding only if true.',
    inputSchema: tailorSummaryInputSchema,
    execute: ({ summary, jobTitle, jobText }): TailorSummaryOutput => {
      const family = inferRoleFamily(jobTitle, jobText);
      const wanted = familySkills(family, 12);
      const mentions = (skill: string) => new RegExp(`(^|[^\\w])${escapeRegExp(skill)}($|[^\\w])`, 'i').test(summary);
      const shared = wanted.filter(mentions);
      const worthAdding = wanted.filter((skill) => !mentions(skill)).slice(0, 4);
      const own = summary.trim().replace(/[.\s]+$/, '');
      const tailored = `${own}. Now targeting ${jobTitle.toLowerCase()} roles${shared.length > 0 ? `, where this ${shared.join(', ')} experience applies directly` : ''}. [Add the one result that best shows you can do this job, with its number.]`;
      const lines = [`Tailored summary for ${jobTitle.toLowerCase()} roles:`, `> ${tailored}`];
      if (worthAdding.length > 0) {
        lines.push(
          `Worth adding only if true: ${worthAdding.join(', ')}. ${capital(familyLabel(family))} interviews probe them; I left them out because your summary doesn't say you have them.`,
        );
      }
      lines.push('Every other word is yours; fill the bracket from your own record.');
      return { text: lines.join('\n'), tailored, shared, worthAdding };
    },
    sources: () => [{ title: 'Careerloom interview question bank', ref: 'engine:question-bank' }],
  });
}

function capital(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1);
}

/** The voice of a drafted message: formal as drafted, or casual ("make it less formal", "friendlier"). */
export const draftTone = {
  tone: z
    .enum(DRAFT_TONES)
    .optional()
    .describe('casual when the user asks for it less formal, more casual or friendlier; formal otherwise'),
};

/** Which version of a draft: another one ("another one") or the shortest ("make it shorter"). */
const draftVersion = {
  variant: z.number().int().min(0).max(20).optional().describe('0 for the first draft, 1, 2... for alternatives'),
  shorter: z.boolean().optional().describe('true for the shortest version'),
};

export const outreachInputSchema = z.object({
  role: z.string().trim().max(80).optional().describe('The role applied for, e.g. "account executive"'),
  company: z.string().trim().max(80).optional().describe('The company, e.g. "Affirm"'),
  currentRole: z.string().trim().max(80).optional().describe("The user's own current title, only if they said it"),
  experience: z
    .string()
    .trim()
    .max(120)
    .optional()
    .describe('Experience the user stated, as said, e.g. "3 years of front desk experience"'),
  ...draftVersion,
  ...draftTone,
});

export type OutreachOutput = { text: string; draft: string; prompts: string[] };

const FILL_PROMPTS =
  'Replace each [bracket] with your own facts; cut any you cannot fill rather than guess. I wrote nothing about you that you did not tell me.';

/** `draft_cover_letter_opening`: the opening lines of a cover letter, facts left as prompts. */
export function coverLetterOpeningTool(): AssistantTool {
  return defineTool({
    description:
      'Draft the opening lines of a cover letter for a role at a company. Uses only the role, company and ' +
      "the user's own title; every other fact is a [prompt] for the user to fill.",
    inputSchema: outreachInputSchema,
    execute: (input): OutreachOutput => {
      const d = draftCoverLetterOpening(input);
      return { text: `Opening lines:\n> ${d.text}\n${FILL_PROMPTS}`, draft: d.text, prompts: d.prompts };
    },
    sources: () => [{ title: 'Careerloom cover letter openings', ref: 'kb:cover-letter-openings-and-tailoring' }],
  });
}

/** `draft_recruiter_note`: a short message to a recruiter, facts left as prompts. */
export function recruiterNoteTool(): AssistantTool {
  return defineTool({
    description:
      'Draft a short message to a recruiter about a role at a company (LinkedIn or email length). Uses only ' +
      "the role, company and the user's own title; every other fact is a [prompt] for the user to fill.",
    inputSchema: outreachInputSchema,
    execute: (input): OutreachOutput => {
      const d = draftRecruiterNote(input);
      return { text: `A note you could send:\n> ${d.text}\n${FILL_PROMPTS}`, draft: d.text, prompts: d.prompts };
    },
    sources: () => [{ title: 'Careerloom outreach messages', ref: 'kb:networking-cold-outreach-messages' }],
  });
}

export const thankYouNoteInputSchema = outreachInputSchema.extend({
  interviewer: z.string().trim().max(80).optional().describe("The interviewer's name, only if the user gave it"),
  when: z
    .string()
    .trim()
    .max(40)
    .optional()
    .describe('When the interview was, as the user said it ("yesterday", "this morning")'),
});

/** `draft_thank_you_note`: a thank-you note after an interview, what was said left as prompts. */
export function thankYouNoteTool(): AssistantTool {
  return defineTool({
    description:
      'Draft a thank-you note (email) after a job interview for a role at a company. Uses only the role, company ' +
      "and interviewer's name the user gave; what was discussed is a [prompt] for the user to fill.",
    inputSchema: thankYouNoteInputSchema,
    execute: (input): OutreachOutput => {
      const d = draftThankYouNote(input);
      const [subject, ...body] = d.text.split('\n');
      const shown = body.length > 0 ? `${subject}\n> ${body.join(' ')}` : `> ${d.text}`;
      return {
        text: `A thank-you note you could send (within a day of the interview):\n${shown}\n${FILL_PROMPTS}`,
        draft: d.text,
        prompts: d.prompts,
      };
    },
    sources: () => [{ title: 'Careerloom interview follow-up notes', ref: 'engine:thank-you-note' }],
  });
}

export const applicationFollowUpInputSchema = outreachInputSchema.omit({ currentRole: true }).extend({
  applied: z.string().trim().max(40).optional().describe('When the user applied, as they said it, e.g. "2 weeks ago"'),
  stage: z
    .enum(['applied', 'interviewed'])
    .optional()
    .describe('Whether the user is waiting after applying (default) or after an interview'),
});

/** `draft_application_follow_up`: an email asking after an application with no reply, fit left as a prompt. */
export function applicationFollowUpTool(): AssistantTool {
  return defineTool({
    description:
      'Draft a follow-up email about a job application that has had no reply. Uses only the role, company and ' +
      'when the user applied, as they said them; their fit is a [prompt] for the user to fill.',
    inputSchema: applicationFollowUpInputSchema,
    execute: (input): OutreachOutput => {
      const d = draftApplicationFollowUp(input);
      return {
        text: `A follow-up you could send:\n${quotedEmail(d.text)}\n${FILL_PROMPTS}`,
        draft: d.text,
        prompts: d.prompts,
      };
    },
    sources: () => [{ title: 'Careerloom follow-up emails', ref: 'engine:application-follow-up' }],
  });
}

export const resignationLetterInputSchema = z.object({
  role: z.string().trim().max(80).optional().describe("The user's own job title, only if they said it"),
  company: z.string().trim().max(80).optional().describe('The employer, only if the user named it'),
  lastDay: z.string().trim().max(40).optional().describe('The last day as the user said it, e.g. "Friday"'),
  manager: z.string().trim().max(80).optional().describe("The manager's name, only if the user gave it"),
  ...draftVersion,
  ...draftTone,
});

/** `draft_resignation_letter`: formal notice with the last day as the user said it, thanks left as a prompt. */
export function resignationLetterTool(): AssistantTool {
  return defineTool({
    description:
      'Draft a resignation letter: formal notice, the last day as the user said it, thanks and an offer to hand ' +
      'over. Uses only the facts the user gave; what they are grateful for is a [prompt].',
    inputSchema: resignationLetterInputSchema,
    execute: (input): OutreachOutput => {
      const d = draftResignationLetter(input);
      return {
        text: `A resignation letter you could send:\n${quotedEmail(d.text)}\n${FILL_PROMPTS}`,
        draft: d.text,
        prompts: d.prompts,
      };
    },
    sources: () => [{ title: 'Careerloom guide on resigning', ref: 'kb:deciding-to-quit-and-resigning-well' }],
  });
}

export const workplaceEmailInputSchema = z.object({
  kind: z
    .enum(WORKPLACE_EMAIL_KINDS)
    .describe(
      'accept or decline a job offer, ask someone to be a reference, ask a manager for a raise or for time off, call in sick, ask to swap a shift, any other message to someone at work (with its purpose), or reply to a recruiter who reached out (interested, or not)',
    ),
  role: z.string().trim().max(80).optional().describe('The role, only if the user named it'),
  company: z.string().trim().max(80).optional().describe('The employer, only if the user named it'),
  to: z.string().trim().max(80).optional().describe('Whom the email is to, only if the user named them'),
  when: z
    .string()
    .trim()
    .max(60)
    .optional()
    .describe('The days asked off or off sick, the shift to swap, or the start date accepted, as the user said them'),
  workedTogetherAt: z
    .string()
    .trim()
    .max(80)
    .optional()
    .describe('Where the user and the referee worked together, only if the user said it'),
  school: z
    .string()
    .trim()
    .max(80)
    .optional()
    .describe(
      'For a reference: the school or programme applied to (a letter of recommendation), only if the user said it',
    ),
  toCoworker: z
    .boolean()
    .optional()
    .describe('For a shift swap: true when the message goes to the coworker who would take the shift, not the manager'),
  purpose: z
    .string()
    .trim()
    .max(160)
    .optional()
    .describe('For any other work message: what it is for, in the user\'s words, e.g. "to ask about my last paycheck"'),
  reason: z
    .string()
    .trim()
    .max(80)
    .optional()
    .describe(
      'For time off: what it is for ("for my son\'s graduation"); for a sick day: what the user has, in the first person ("I have the flu"); only as the user said it',
    ),
  partOfDay: z
    .enum(['leave early', 'come in late'])
    .optional()
    .describe('For time off: when the user asks to leave early or come in late rather than for the day off'),
  asText: z
    .boolean()
    .optional()
    .describe('For any other work message: true when the user asked for a text or chat message, not an email'),
  tenure: z
    .string()
    .trim()
    .max(40)
    .optional()
    .describe('For a raise: how long the user has been in the job, as they said it, e.g. "2 years"'),
  results: z
    .array(z.string().trim().min(1).max(120))
    .max(3)
    .optional()
    .describe('For a raise: results the user stated, each in their words, e.g. "trained 4 new people"'),
  target: z.string().trim().max(40).optional().describe('For a raise: the pay the user wants, as they typed it'),
  ...draftVersion,
  ...draftTone,
});

const WORKPLACE_EMAIL_HEADINGS: Record<WorkplaceEmailKind, string> = {
  accept_offer: 'An acceptance you could send',
  decline_offer: 'A polite decline you could send',
  reference_request: 'A reference request you could send',
  raise_request: 'A request you could send to set up the pay conversation',
  time_off_request: 'A time-off request you could send',
  sick_day: 'A message you could send to call in sick',
  shift_swap: 'A shift swap request you could send',
  work_message: 'A message you could send',
  rehire_request: 'A message asking to come back you could send',
  recruiter_reply: 'A reply you could send',
  recruiter_decline: 'A polite no you could send',
};

/** `draft_workplace_email`: accept or decline an offer, ask for a reference or a raise; facts left as prompts. */
export function workplaceEmailTool(): AssistantTool {
  return defineTool({
    description:
      'Draft a short work email: accepting or declining a job offer, asking someone to be a reference, or asking ' +
      'a manager for a raise or for time off, calling in sick or asking to swap a shift. Uses only the role, employer and addressee the user gave; every reason, date and ' +
      'figure is a [prompt] for the user to fill.',
    inputSchema: workplaceEmailInputSchema,
    execute: (input): OutreachOutput & { kind: WorkplaceEmailKind } => {
      const d = draftWorkplaceEmail(input);
      return {
        text: `${WORKPLACE_EMAIL_HEADINGS[input.kind]}:\n${quotedEmail(d.text)}\n${FILL_PROMPTS}`,
        draft: d.text,
        prompts: d.prompts,
        kind: input.kind,
      };
    },
    sources: (output) => [
      output.kind === 'raise_request'
        ? { title: 'Careerloom guide on asking for a raise', ref: 'engine:raise-request' }
        : output.kind === 'recruiter_reply' || output.kind === 'recruiter_decline'
          ? { title: 'Careerloom outreach messages', ref: 'kb:networking-cold-outreach-messages' }
          : output.kind === 'reference_request'
            ? { title: 'Careerloom reference requests', ref: 'engine:reference-request' }
            : output.kind === 'work_message' || output.kind === 'rehire_request'
              ? { title: 'Careerloom work messages', ref: 'engine:work-message' }
              : output.kind === 'time_off_request' || output.kind === 'sick_day' || output.kind === 'shift_swap'
                ? { title: 'Careerloom time-off and shift requests', ref: 'engine:time-off-request' }
                : { title: 'Careerloom offer replies', ref: 'engine:offer-reply' },
    ],
  });
}

export const resumeSummaryInputSchema = z.object({
  kind: z.enum(['summary', 'objective']).describe('a summary of experience, or an objective for someone starting out'),
  role: z.string().trim().max(80).optional().describe("The user's own title, only if they said it"),
  who: z.string().trim().max(80).optional().describe('Who the user is when they name no title, e.g. "recent graduate"'),
  experience: z.string().trim().max(120).optional().describe('Experience as the user said it'),
  setting: z.string().trim().max(60).optional().describe('Where or in what the user works, only if they said it'),
  next: z.string().trim().max(80).optional().describe('The work the user wants, only if they said it'),
  result: z
    .string()
    .trim()
    .max(120)
    .optional()
    .describe('A result the user stated with its figure, in their words, only if they said it'),
  ...draftVersion,
});

/** `draft_resume_summary`: a resume summary or objective from the user's own title, years and aim. */
export function resumeSummaryTool(): AssistantTool {
  return defineTool({
    description:
      "Draft a resume summary or objective from the user's own title, years, setting and the work they want; " +
      'strengths and results are [prompts] for the user to fill.',
    inputSchema: resumeSummaryInputSchema,
    execute: (input): OutreachOutput => {
      const d = draftResumeSummary(input);
      const heading = input.kind === 'objective' ? 'An objective you could use' : 'A summary you could use';
      return { text: `${heading}:\n> ${d.text}\n${FILL_PROMPTS}`, draft: d.text, prompts: d.prompts };
    },
    sources: () => [{ title: 'Careerloom guide on resume summaries', ref: 'kb:resume-summary-and-objective' }],
  });
}

export const linkedInTextInputSchema = z.object({
  kind: z
    .enum(['headline', 'about', 'bio'])
    .describe(
      'the LinkedIn headline under the name, the LinkedIn About section, or a short bio for a website or event',
    ),
  role: z.string().trim().max(80).optional().describe("The user's own job title, only if they said it"),
  years: z.string().trim().max(10).optional().describe('Years of experience as the user said them, e.g. "10"'),
  next: z.string().trim().max(60).optional().describe('The work the user is moving into, only if they said it'),
  setting: z.string().trim().max(60).optional().describe('Where or in what the user works, only if they said it'),
  ...draftVersion,
});

/** `draft_linkedin_text`: a LinkedIn headline or About section, or a short bio, from the user's own title and years. */
export function linkedInTextTool(): AssistantTool {
  return defineTool({
    description:
      "Draft a LinkedIn headline or About section, or a short professional bio, from the user's own job title and years; specialty, results " +
      'and goals are [prompts] for the user to fill.',
    inputSchema: linkedInTextInputSchema,
    execute: (input): OutreachOutput => {
      const d = draftLinkedInText(input);
      const heading =
        input.kind === 'headline'
          ? 'A headline you could use'
          : input.kind === 'bio'
            ? 'A short bio you could use'
            : 'An About section you could start from';
      return { text: `${heading}:\n> ${d.text}\n${FILL_PROMPTS}`, draft: d.text, prompts: d.prompts };
    },
    sources: () => [{ title: 'Careerloom LinkedIn profile guide', ref: 'engine:linkedin-text' }],
  });
}

/** An email draft shown as its subject line and the quoted body. */
function quotedEmail(draft: string): string {
  const [subject, ...body] = draft.split('\n');
  return body.length > 0 ? `${subject}\n> ${body.join(' ')}` : `> ${draft}`;
}

export const counterOfferInputSchema = outreachInputSchema.omit({ currentRole: true }).extend({
  role: z.string().trim().max(80).optional().describe('The role offered, e.g. "teacher"'),
  company: z.string().trim().max(80).optional().describe('The employer, only if the user named it'),
  offer: z.string().trim().max(40).optional().describe('The offer exactly as the user typed it, e.g. "52k"'),
  target: z.string().trim().max(40).optional().describe('The figure the user wants, exactly as typed, if they said it'),
});

export type CounterOfferOutput = OutreachOutput & { reasoning: string[] };

/**
 * `draft_counter_offer`: a counter-offer message with the user's own offer figure, the target and
 * the reasons left for them to fill from their research, and the reasoning behind each part. It
 * asserts nothing about the market: pay data, where we have it, comes from `salary_range`.
 */
export function counterOfferTool(): AssistantTool {
  return defineTool({
    description:
      "Draft a counter-offer message for a job offer, with the user's own offer figure; the target figure and " +
      'reasons are [prompts] for the user to fill from their research. Also returns the reasoning.',
    inputSchema: counterOfferInputSchema,
    execute: (input): CounterOfferOutput => {
      const d = draftCounterOffer(input);
      const why = input.shorter ? '' : `\nWhy it works:\n${d.reasoning.map((r) => `- ${r}`).join('\n')}`;
      return {
        text: `A counter you could send:\n> ${d.text}${why}\n${FILL_PROMPTS}`,
        draft: d.text,
        prompts: d.prompts,
        reasoning: d.reasoning,
      };
    },
    sources: () => [{ title: 'Careerloom counter-offer drafts', ref: 'engine:counter-offer' }],
  });
}
