/**
 * Short drafts a job seeker asks for in a chat: a cover letter's opening lines and a note to a
 * recruiter. They use only what the person told us (the role, the company, their own current role
 * when known) and leave every fact we do not have as a [bracketed prompt] to fill in, as the
 * bullet rewrite does: a draft never invents an achievement, a number or a reason.
 */

export type OutreachFacts = {
  /** The role applied for, as the person named it ("account executive"). */
  role?: string;
  /** The company, as named ("Affirm"). */
  company?: string;
  /** The person's own current or most recent title, when known. */
  currentRole?: string;
  /** 0 for the first draft, 1, 2... for alternatives. */
  variant?: number;
};

export type OutreachDraft = { text: string; prompts: string[] };

const article = (word: string) => (/^[aeiou]/i.test(word) ? 'an' : 'a');
const titleCase = (s: string) => s.replace(/\b([a-z])/g, (c) => c.toUpperCase());

function parts(facts: OutreachFacts) {
  const role = facts.role ? titleCase(facts.role.trim()) : '[the role]';
  const company = facts.company?.trim() || '[the company]';
  const me = facts.currentRole?.trim()
    ? `${article(facts.currentRole)} ${facts.currentRole.trim()}`
    : '[what you do now]';
  return { role, company, me };
}

function promptsIn(text: string): string[] {
  return [...new Set(text.match(/\[[^\]]+\]/g) ?? [])];
}

/** Two or three opening sentences of a cover letter for the role at the company. */
export function draftCoverLetterOpening(facts: OutreachFacts): OutreachDraft {
  const { role, company, me } = parts(facts);
  const options = [
    `As ${me} who has [your strongest result that matters for this job], I was glad to see ${company} is hiring ${article(role)} ${role}. [One sentence on why ${company}: something specific you read or used.]`,
    `I am applying for the ${role} position at ${company}. In my work as ${me}, I [the achievement closest to what this job asks for], and I would like to bring that to [the team or goal the posting names].`,
    `${company}'s [product, mission or recent news you can name] is why I am writing about the ${role} role. As ${me}, I have [the experience the posting asks for first], and I [one result with a number, if you have one].`,
  ];
  const text = options[(facts.variant ?? 0) % options.length] as string;
  return { text, prompts: promptsIn(text) };
}

/** A short message to a recruiter about the role at the company (LinkedIn or email length). */
export function draftRecruiterNote(facts: OutreachFacts): OutreachDraft {
  const { role, company, me } = parts(facts);
  const options = [
    `Hi [recruiter's first name], I'm ${me} and I'm interested in the ${role} role at ${company}. I [one result that matches the role], and [one reason ${company} appeals to you]. Would you be open to a short call, or could you tell me who is hiring for it? Thank you, [your name]`,
    `Hello [first name], I saw ${company} is hiring ${article(role)} ${role} and wanted to reach out directly. I'm ${me} with [years or main experience relevant to the role]; recently I [a specific result]. I've applied through the site [or: I'd like to apply] and would value ten minutes to learn what the team needs most. Best, [your name]`,
  ];
  const text = options[(facts.variant ?? 0) % options.length] as string;
  return { text, prompts: promptsIn(text) };
}
