/**
 * Short drafts a job seeker asks for in a chat: a cover letter's opening lines and a note to a
 * recruiter. They use only what the person told us (the role, the company, their own current role
 * when known) and leave every fact we do not have as a [bracketed prompt] to fill in, as the
 * bullet rewrite does: a draft never invents an achievement, a number or a reason.
 */

import { cleanJobTitle, titleAcronymsInCapitals } from '../occupations/clean-job-title';
import { listInWords } from '../text/list-in-words';
import { type DraftTone, inCasualTone } from './casual-tone';
import { indefiniteArticle } from './role-in-prose';

export type OutreachFacts = {
  /** The role applied for, as the person named it ("account executive"). */
  role?: string;
  /** The company, as named ("Affirm"). */
  company?: string;
  /** The person's own current or most recent title, when known. */
  currentRole?: string;
  /** Experience the person stated in their request, as said ("3 years of front desk experience"). */
  experience?: string;
  /** 0 for the first draft, 1, 2... for alternatives. */
  variant?: number;
  /** true for the shortest version that still says what it must (a follow-up's "make it shorter"). */
  shorter?: boolean;
  /** The voice of a message: formal as drafted (the default), or casual ("make it less formal"). */
  tone?: DraftTone;
};

export type OutreachDraft = { text: string; prompts: string[] };

const article = (word: string) => indefiniteArticle(word.trim());
/** A title as a heading writes it, acronyms in capitals ("cna" -> "CNA", "hvac tech" -> "HVAC Tech"). */
const titleCase = (s: string) =>
  cleanJobTitle(s).replace(/(^|[\s/-])([a-z])/g, (_, sep: string, c: string) => sep + c.toUpperCase());

function parts(facts: OutreachFacts) {
  const role = facts.role ? titleCase(facts.role.trim()) : '[the role]';
  const company = facts.company?.trim() || '[the company]';
  const experience = facts.experience?.trim();
  const me = facts.currentRole?.trim()
    ? `${article(facts.currentRole)} ${facts.currentRole.trim()}${experience ? ` with ${experience}` : ''}`
    : experience
      ? `someone with ${experience}`
      : '[what you do now]';
  // "the [the role] role" read as a slip: without a role named, the bracket stands alone.
  const the = (noun: string) => (facts.role ? `the ${role} ${noun}` : `[the ${noun}]`);
  const work = !facts.currentRole?.trim() && experience ? `In my ${experience}` : `In my work as ${me}`;
  return { role, company, me, the, work };
}

function promptsIn(text: string): string[] {
  return [...new Set(text.match(/\[[^\]]+\]/g) ?? [])];
}

/** A message drafted in the voice asked for, with the [prompts] it leaves to fill. */
function drafted(text: string, facts: Pick<OutreachFacts, 'tone'>): OutreachDraft {
  const said = facts.tone === 'casual' ? inCasualTone(text) : text;
  return { text: said, prompts: promptsIn(said) };
}

/** Two or three opening sentences of a cover letter for the role at the company. */
export function draftCoverLetterOpening(facts: OutreachFacts): OutreachDraft {
  const { role, company, me, the, work } = parts(facts);
  const options = [
    `As ${me} who has [your strongest result that matters for this job], I was glad to see ${company} is hiring ${article(role)} ${role}. [One sentence on why ${company}: something specific you read or used.]`,
    `I am applying for ${the('position')} at ${company}. ${work}, I [the achievement closest to what this job asks for], and I would like to bring that to [the team or goal the posting names].`,
    `${company}'s [product, mission or recent news you can name] is why I am writing about ${the('role')}. As ${me}, I have [the experience the posting asks for first], and I [one result with a number, if you have one].`,
  ];
  const text = facts.shorter
    ? `I'm applying for ${the('position')} at ${company}: as ${me}, I [the one result that matters most for this job].`
    : (options[(facts.variant ?? 0) % options.length] as string);
  return drafted(text, facts);
}

/**
 * A whole cover letter to start from when there is no resume to write it from: the opening, a
 * paragraph for the evidence and one for why this employer, and a close, with every fact about the
 * person a [prompt] and the role, employer, title and experience as they said them.
 */
export function draftCoverLetter(facts: OutreachFacts): OutreachDraft {
  const { company, the } = parts(facts);
  // The opening in the letter's voice once, with the letter.
  const opening = draftCoverLetterOpening({ ...facts, shorter: false, tone: 'formal' }).text;
  // "Dear The Ivy hiring team" reads wrong: a name written with "The" comes after the team.
  const greeting = !facts.company?.trim()
    ? 'Dear hiring manager,'
    : /^the\s/i.test(company)
      ? `Dear hiring team at ${company},`
      : `Dear ${company} hiring team,`;
  const close = 'Thank you for your time,\n[your name]';
  const paragraphs = facts.shorter
    ? [greeting, opening, close]
    : [
        greeting,
        opening,
        '[Two or three things you have done that match what the posting asks for first, each with where and, if you know it, a number: e.g. "At [employer] I [what you did], [the result]."] [One skill or certificate the posting names that you have.]',
        `I would bring the same care to ${the('role')} at ${company}: [one thing about ${company} or the job that draws you, in your own words]. I am available [your availability: start date, shifts or hours] and would welcome the chance to talk.`,
        close,
      ];
  const text = paragraphs.join('\n\n');
  return drafted(text, facts);
}

/** A short message to a recruiter about the role at the company (LinkedIn or email length). */
export function draftRecruiterNote(facts: OutreachFacts): OutreachDraft {
  const { role, company, me, the } = parts(facts);
  const options = [
    `Hi [their first name], I'm ${me} and I'm interested in ${the('role')} at ${company}. I [one result that matches the role], and [one reason ${company} appeals to you]. Would you be open to a short call, or could you tell me who is hiring for it? Thank you, [your name]`,
    `Hello [first name], I saw ${company} is hiring ${article(role)} ${role} and wanted to reach out directly. I'm ${me} with [years or main experience relevant to the role]; recently I [a specific result]. I've applied through the site [or: I'd like to apply] and would value ten minutes to learn what the team needs most. Best, [your name]`,
  ];
  const text = facts.shorter
    ? `Hi [first name], I'm ${me} interested in ${the('role')} at ${company}; I [one result that matches the role]. Could we talk for ten minutes? [your name]`
    : (options[(facts.variant ?? 0) % options.length] as string);
  return drafted(text, facts);
}

/** The facts of a thank-you note after an interview. */
export type ThankYouFacts = OutreachFacts & {
  /** The interviewer's name, when the person gave it. */
  interviewer?: string;
  /** When the interview was, as said ("yesterday", "this morning"). */
  when?: string;
};

/**
 * A thank-you note after an interview: thanks for the time, one thing the person took from the
 * conversation and one link to their own experience, both left as prompts, since only they know
 * what was said.
 */
export function draftThankYouNote(facts: ThankYouFacts): OutreachDraft {
  const role = facts.role ? titleCase(facts.role.trim()) : '[the role]';
  const at = facts.company?.trim() ? ` at ${facts.company.trim()}` : '';
  const who = facts.interviewer?.trim() || "[interviewer's name]";
  const when = facts.when?.trim();
  const options = [
    `Subject: Thank you for the ${role} interview\nHi ${who}, thank you for taking the time to talk with me ${when ?? '[today / yesterday]'} about the ${role} position${at}. I enjoyed hearing about [one thing they told you about the work or the team], and it made me even keener on the role. [One sentence linking something you have done to a need they mentioned.] Please let me know if I can send anything else. Best regards, [your name]`,
    `Subject: Following up on our conversation\nDear ${who}, thank you again for meeting me about the ${role} role${at}. Our conversation about [a challenge or goal they described] stayed with me; in my work [the experience of yours that fits it]. I would be glad to help with that and look forward to hearing about next steps. Kind regards, [your name]`,
  ];
  const text = facts.shorter
    ? `Hi ${who}, thank you for your time ${when ?? '[today]'} talking about the ${role} position${at}. I enjoyed learning about [one thing they told you] and am keen on the role. Best, [your name]`
    : (options[(facts.variant ?? 0) % options.length] as string);
  return drafted(text, facts);
}

/** The facts of a counter-offer: the offer as the person typed it, and what it is for. */
export type CounterOfferFacts = OutreachFacts & {
  /** The offer as typed ("52k", "$120,000", "25 an hour"), repeated as is, never converted. */
  offer?: string;
  /** The figure the person wants, as typed ("56k"), when they said it. */
  target?: string;
};

/**
 * A counter-offer the person can send: it thanks, restates their offer in their own figure, asks
 * for a target they fill in from their research, and gives one reason they name; nothing about the
 * market or about them is asserted. The reasoning beside it says why each part is there.
 */
export function draftCounterOffer(facts: CounterOfferFacts): OutreachDraft & { reasoning: string[] } {
  const role = facts.role ? titleCase(facts.role.trim()) : 'the role';
  const roleText = facts.role ? `the ${role} role` : 'the role';
  const at = facts.company?.trim() ? ` at ${facts.company.trim()}` : '';
  const offer = facts.offer?.trim() || '[the offer]';
  const target = facts.target?.trim() || '[your target figure]';
  const options = [
    `Thank you for the offer for ${roleText}${at}; I'm excited about it. Based on [what similar roles pay where you are: a pay survey, a union or public pay scale, or postings] and [your strongest reason: a qualification, years of experience or a result], I was hoping for ${target} rather than ${offer}. Is there flexibility to get closer to that?`,
    `I really appreciate the offer of ${offer} for ${roleText}${at}, and I'd like to make this work. Given [your strongest reason] and [the pay research you did], would you be able to move to ${target}? If the base is fixed, I'd welcome a conversation about [a signing bonus, a higher step on the pay scale, extra leave or a pay review in six months].`,
  ];
  const text = facts.shorter
    ? `Thank you for the offer for ${roleText}${at}. Given [your strongest reason], could you move from ${offer} to ${target}?`
    : (options[(facts.variant ?? 0) % options.length] as string);
  const reasoning = [
    'Asking is normal: a polite counter rarely costs an offer, and the first figure is usually not the last.',
    `Name one target, a little above what you would accept, and ground it in research for ${facts.role ? `a ${facts.role.trim().toLowerCase()}` : 'the role'} where you are, not in what you need.`,
    'Give one strong reason (a qualification, experience, a result), then ask a question and wait: the question invites them to find room.',
    'If the pay is set by a scale (public sector, schools, unions), ask about the step or grade you are placed on, or other terms, instead of the base.',
  ];
  return { ...drafted(text, facts), reasoning };
}

/** The facts of a follow-up on an application with no reply yet. */
export type ApplicationFollowUpFacts = OutreachFacts & {
  /** When the person applied, in their words ("2 weeks ago", "on March 3"), repeated as typed. */
  applied?: string;
  /** Where the person is: applied (the default), or interviewed and waiting, with `applied` the interview's day. */
  stage?: 'applied' | 'interviewed';
};

/**
 * A follow-up email on an application that has had no reply: it names the role and when the person
 * applied (as they said it), restates interest, and leaves the one line about their fit as a prompt.
 */
export function draftApplicationFollowUp(facts: ApplicationFollowUpFacts): OutreachDraft {
  const role = facts.role?.trim() ? titleCase(facts.role.trim()) : undefined;
  const theRole = role ? `the ${role} role` : '[the role]';
  const at = facts.company?.trim() ? ` at ${facts.company.trim()}` : '';
  const interviewed = facts.stage === 'interviewed';
  const when = facts.applied?.trim() || (interviewed ? '[the day of your interview]' : '[when you applied]');
  if (interviewed) {
    // After an interview the follow-up asks about next steps, never "the status of my application".
    const afterInterview = [
      `Subject: Following up on my interview${role ? ` for the ${role} role` : ''}\nHi [interviewer's or recruiter's name], thank you again for interviewing me for ${theRole}${at} ${when}. I'm still very keen on the role: [one sentence on something from the interview that fits your experience]. Could you let me know where things stand and what the next steps are? Thank you, [your name]`,
      `Subject: Checking in after my interview\nDear [name], I interviewed for ${theRole}${at} ${when} and wanted to check in on the timeline for a decision. [One line on why the role suits you, from what you learned in the interview.] I'd be glad to send anything else that would help. Best regards, [your name]`,
    ];
    const text = facts.shorter
      ? `Hi [name], I interviewed for ${theRole}${at} ${when} and wanted to ask about next steps; I'm still very interested. Thanks, [your name]`
      : (afterInterview[(facts.variant ?? 0) % afterInterview.length] as string);
    return drafted(text, facts);
  }
  const options = [
    `Subject: Following up on my application${role ? ` for the ${role} role` : ''}\nHi [hiring manager's or recruiter's name], I applied for ${theRole}${at} ${when} and wanted to check on its status. I'm still very interested: [one sentence on the experience or result of yours that fits the role best]. I'd be glad to send anything else that helps. Thank you for your time, [your name]`,
    `Subject: ${role ? `${role} application` : 'My application'}: checking in\nDear [name], I'm writing to follow up on my application for ${theRole}${at}, which I sent ${when}. [One line on why you fit, in the posting's own words.] Could you let me know where the process stands, or whether someone else is the right person to ask? Best regards, [your name]`,
  ];
  const text = facts.shorter
    ? `Hi [name], I applied for ${theRole}${at} ${when} and wanted to check on its status; I'm still very interested. Is there anything else I can send? Thanks, [your name]`
    : (options[(facts.variant ?? 0) % options.length] as string);
  return drafted(text, facts);
}

/** The facts of a resignation letter. */
export type ResignationFacts = Pick<OutreachFacts, 'company' | 'variant' | 'shorter' | 'tone'> & {
  /** The person's own job title, when they said it. */
  role?: string;
  /** The last day as the person said it ("friday", "March 28"), repeated as typed. */
  lastDay?: string;
  /** The manager's name, when given. */
  manager?: string;
};

/**
 * A resignation letter: formal notice, the last day as the person said it, thanks and an offer to
 * hand over; what they are grateful for is theirs to say, so it is a prompt. It gives no reason for
 * leaving: a resignation letter needs none.
 */
/** Weekday and month names, which a letter writes capitalised ("friday 18th december" -> "Friday 18th December"). */
const DAY_OR_MONTH =
  /\b(?:mon|tues|wednes|thurs|fri|satur|sun)day\b|\b(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sept?(?:ember)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\b/g;

export function draftResignationLetter(facts: ResignationFacts): OutreachDraft {
  const position = facts.role?.trim() ? `my position as ${titleCase(facts.role.trim())}` : 'my position';
  const at = facts.company?.trim() ? ` at ${facts.company.trim()}` : '';
  const said = facts.lastDay?.trim();
  // "in two weeks" is a span, not a day: the letter names the date it comes to.
  const span = said ? /^in\s+(.+)$/i.exec(said)?.[1] : undefined;
  const day = span
    ? `[the date ${span} from today]`
    : said
      ? said
          .replace(/^\p{Ll}/u, (c) => c.toUpperCase())
          .replace(DAY_OR_MONTH, (w) => w.charAt(0).toUpperCase() + w.slice(1))
      : '[your last day, after your notice period]';
  const to = facts.manager?.trim() || "[manager's name]";
  const options = [
    `Subject: Resignation: [your name]\nDear ${to}, please accept this letter as formal notice of my resignation from ${position}${at}. My last day will be ${day}. Thank you for [one thing you are grateful for: support, what you learned, an opportunity you were given]. Until then I will do all I can to hand over my work smoothly, [for example: write handover notes or help train my replacement]. Kind regards, [your name]`,
    `Subject: Notice of resignation\nDear ${to}, I am writing to let you know that I am resigning from ${position}${at}, with my last working day on ${day}. I have valued [what you have valued most in this job], and I am grateful for the chance to [something you were able to do here]. Please let me know how I can best help with the handover before I leave. With best wishes, [your name]`,
  ];
  const text = facts.shorter
    ? `Dear ${to}, please accept this as formal notice of my resignation from ${position}${at}; my last day will be ${day}. Thank you for [one thing you are grateful for], and I will make the handover as smooth as I can. Kind regards, [your name]`
    : (options[(facts.variant ?? 0) % options.length] as string);
  return drafted(text, facts);
}

/** The short work emails people ask for by what they do: answer an offer, ask for a reference or a raise. */
export const WORKPLACE_EMAIL_KINDS = [
  'accept_offer',
  'decline_offer',
  'reference_request',
  'raise_request',
  'time_off_request',
  'sick_day',
  'shift_swap',
  'work_message',
  'rehire_request',
  'recruiter_reply',
  'recruiter_decline',
] as const;
export type WorkplaceEmailKind = (typeof WORKPLACE_EMAIL_KINDS)[number];

/** The facts of a work email, each as the person said it. */
export type WorkplaceEmailFacts = Pick<OutreachFacts, 'role' | 'company' | 'variant' | 'shorter' | 'tone'> & {
  kind: WorkplaceEmailKind;
  /** Whom it goes to, when named ("Sarah", "my old manager"). */
  to?: string;
  /**
   * The date the step names, as said: the days asked off ("next Friday", "Dec 24-26"), the day off
   * sick, the shift to swap, the start date accepted.
   */
  when?: string;
  /** Where the person and a referee worked together, as said ("Walgreens"). */
  workedTogetherAt?: string;
  /** The school or programme a reference is for, as said ("nursing school"): a letter of recommendation. */
  school?: string;
  /** A shift swap asked of a coworker (who would take the shift), not of the manager who approves it. */
  toCoworker?: boolean;
  /** What any other work message is for, in the person's words ("to ask about my last paycheck"). */
  purpose?: string;
  /**
   * Why, as the person said it: for time off, what it is for ("for my son's graduation"); for a sick
   * day, what they have, in the first person ("I have the flu").
   */
  reason?: string;
  /** Time off asked for part of a day: leaving early or coming in late, not the whole day. */
  partOfDay?: 'leave early' | 'come in late';
  /** Any other work message asked for as a text or chat message: short, without an email's lines. */
  asText?: boolean;
  /** For a raise: how long the person has been in the job, as said ("2 years"). */
  tenure?: string;
  /** For a raise: results the person stated, each as said ("trained 4 new people"). */
  results?: string[];
  /** For a raise: the pay the person wants, as typed ("$19 an hour", "56k"). */
  target?: string;
};

/**
 * A short email for an everyday step at work: accepting or declining an offer, asking someone to
 * be a reference, asking a manager for a raise or for time off. The role, employer, addressee and
 * dates are the person's own words; every reason, date and figure is theirs to fill in, as a [prompt].
 */
export function draftWorkplaceEmail(facts: WorkplaceEmailFacts): OutreachDraft {
  const role = facts.role?.trim() ? titleCase(facts.role.trim()) : undefined;
  const theRole = role ? `the ${role} role` : 'the role';
  const at = facts.company?.trim() ? ` at ${facts.company.trim()}` : '';
  const to = facts.to?.trim() || '[name]';
  const when = facts.when?.trim() || '[the date or dates]';
  const start = facts.when?.trim() || '[start date]';
  const together = facts.workedTogetherAt?.trim() || '[where you worked together]';
  const reason = facts.reason?.trim();
  // A raise asked for with the person's own time in the job, results and figure: theirs, as said.
  const results = (facts.results ?? []).map((r) => r.trim()).filter(Boolean);
  const period = facts.tenure?.trim() ? `the past ${facts.tenure.trim()}` : '[the period, e.g. the past year]';
  const achieved =
    results.length >= 2
      ? listInWords(results)
      : results.length === 1
        ? `${results[0]} and [another result, with a number]`
        : '[your two strongest results, with numbers]';
  const target = facts.target?.trim() || '[your target figure]';
  const drafts: Record<WorkplaceEmailKind, { options: string[]; short: string }> = {
    accept_offer: {
      options: [
        `Subject: Accepting the offer${role ? ` for ${role}` : ''}\nDear ${to}, thank you for offering me ${theRole}${at}. I'm delighted to accept, on the terms in your offer of [date of the offer]: [salary as offered] and a start date of ${start}. Please let me know what you need from me before then, such as forms or documents. I'm looking forward to joining the team. Best regards, [your name]`,
        `Subject: Offer acceptance: [your name]\nDear ${to}, I'm writing to formally accept your offer for ${theRole}${at}. As agreed, I will start on ${start} at [salary as offered]. Thank you for your time during the process; I'm excited to get started and will keep an eye out for the next steps. Kind regards, [your name]`,
      ],
      short: `Dear ${to}, thank you for the offer for ${theRole}${at}: I'm delighted to accept, starting on ${start}. Please let me know what you need from me. Best regards, [your name]`,
    },
    decline_offer: {
      options: [
        `Subject: Your offer for ${role ?? 'the role'}\nDear ${to}, thank you very much for offering me ${theRole}${at}, and for the time you and the team gave me. After careful thought, I have decided not to accept it: [one short, honest reason, if you want to give one, e.g. I have accepted a role that is a closer fit for me right now]. I enjoyed meeting the team and would be glad to stay in touch. Best regards, [your name]`,
        `Subject: Thank you, and my decision\nDear ${to}, I appreciate the offer for ${theRole}${at} and everything you did during the process. It was a difficult decision, but I will not be accepting the offer. I hope our paths cross again, and I wish you and the team all the best. Kind regards, [your name]`,
      ],
      short: `Dear ${to}, thank you for the offer for ${theRole}${at}. After careful thought I have decided not to accept it; I enjoyed meeting the team and hope to stay in touch. Best regards, [your name]`,
    },
    reference_request: facts.school?.trim()
      ? {
          // A teacher or professor asked for a letter to a school knows the person from a class.
          options: [
            `Subject: Would you write me a letter of recommendation?\nDear ${to}, I hope you're well. I'm applying to ${facts.school.trim()}, and I'd be grateful if you would write me a letter of recommendation, since I [took your class or worked with you on something, and when]. It would help if you mentioned [one piece of work or strength you want them to speak to]. The letter is due by [the deadline]; I can send you my resume, my personal statement and the instructions for submitting it. Thank you for considering it, [your name]`,
          ],
          short: `Dear ${to}, I'm applying to ${facts.school.trim()}; would you be willing to write me a letter of recommendation? It is due by [the deadline], and I can send my resume and the instructions. Thank you, [your name]`,
        }
      : {
          options: [
            `Subject: Would you be a reference for me?\nHi ${to}, I hope you're well. I'm applying for ${role ? `${article(role)} ${role} role` : '[the role you are applying for]'}${at}, and I'd be grateful if you would be one of my references, since we worked together at ${together}. If you can, it would help if you mentioned [one piece of work or strength you want them to speak to]. I can send you the job description and my current resume. Thank you for considering it, [your name]`,
            `Subject: Reference request\nDear ${to}, I'm in the final stages for ${role ? `${article(role)} ${role} position` : '[the position]'}${at} and they have asked for references. Would you be willing to be contacted? They may get in touch by [phone or email] in the next [week or two]. I'd be happy to remind you of [the projects or results we worked on together]. Many thanks, [your name]`,
          ],
          short: `Hi ${to}, I'm applying for ${role ? `${article(role)} ${role} role` : '[the role]'}${at}; would you be willing to be a reference for me? I can send the job description and my resume. Thank you, [your name]`,
        },
    raise_request: {
      options: [
        `Subject: Could we talk about my pay?\nHi ${to}, I'd like to set up a time to talk about my compensation${role ? ` as ${article(role)} ${role}` : ''}. Over ${period} I have ${achieved}, and [what similar roles pay: the pay research you did]. Based on that, I'd like to discuss moving to ${target}. Would [a day or time] work for a short meeting? Thanks, [your name]`,
        `Subject: Pay review request\nDear ${to}, as my [annual review / one-year anniversary] approaches, I'd like to ask for a review of my ${role ? `pay as ${article(role)} ${role}` : 'salary'}. ${facts.tenure?.trim() ? `In my ${facts.tenure.trim()} here` : 'Since [when your pay was last set]'}, my role has grown to include [new responsibilities], and I have ${results.length ? listInWords(results) : '[a result with a number]'}. I'd welcome the chance to discuss this with you; could we find half an hour in the next [week or two]? Best regards, [your name]`,
      ],
      short: `Hi ${to}, could we find a time to talk about my pay? ${facts.tenure?.trim() ? `Over ${period}` : 'Since [when your pay was last set]'} I have ${results[0] ?? '[your strongest result]'}, and I'd like to discuss moving to ${target}. Thanks, [your name]`,
    },
    time_off_request: facts.partOfDay
      ? {
          options: [
            `Subject: ${facts.partOfDay === 'leave early' ? 'Leaving early' : 'Coming in late'} ${facts.when?.trim() || '[the day]'}\nHi ${to}, could I ${facts.partOfDay} ${facts.when?.trim() || '[the day]'}${reason ? ` ${reason}` : ''}? I'd ${facts.partOfDay === 'leave early' ? 'need to leave at' : 'be in by'} [the time], and [how your work will be covered, e.g. what you will finish first or who can take over]. Thank you, [your name]`,
          ],
          short: `Hi ${to}, could I ${facts.partOfDay} ${facts.when?.trim() || '[the day]'}${reason ? ` ${reason}` : ''}? [The time.] Thanks, [your name]`,
        }
      : {
          options: [
            `Subject: Time off request: ${when}\nHi ${to}, I'd like to request ${when} off${reason ? ` ${reason}` : ''}. [How your work or shifts will be covered, e.g. a coworker who can swap with you, or what you will finish before then.] Please let me know if that works, or if I should also put it in [the time-off system or form]. Thank you, [your name]`,
            `Subject: Leave request for ${when}\nDear ${to}, I'm writing to ask for ${when} off${reason ? ` ${reason}` : ''} as [paid time off, annual leave or unpaid leave]. Before then I will [your plan for your work or shifts], so nothing is left uncovered. Thank you for considering it, [your name]`,
          ],
          short: `Hi ${to}, could I take ${when} off${reason ? ` ${reason}` : ''}? I'll [how your work or shifts will be covered]. Thanks, [your name]`,
        },
    sick_day: {
      options: [
        `Subject: Off sick ${facts.when?.trim() || 'today'}\nHi ${to}, I'm sorry for the short notice: ${reason ?? "I'm [unwell / looking after my sick child]"} and won't be able to come in ${facts.when?.trim() || '[today, or the days]'}. [Anything that needs covering or handing over, e.g. a delivery due or tasks for your shift.] I'll keep you posted and let you know when I'm back. [If your workplace asks for one: I can send a doctor's note.] Thank you, [your name]`,
        `Hi ${to}, ${reason ?? "I'm [unwell / looking after my sick child]"} and can't make it in ${facts.when?.trim() || '[today, or the days]'}. [What needs covering, if anything.] I'll update you [this evening or tomorrow morning] on whether I can work [the next shift]. Sorry for the trouble, [your name]`,
      ],
      short: `Hi ${to}, ${reason ?? "I'm [unwell / looking after my sick child]"} and won't be able to come in ${facts.when?.trim() || '[today, or the days]'}. I'll update you as soon as I can. [your name]`,
    },
    shift_swap: facts.toCoworker
      ? {
          // Asked of the coworker who would take it: whether they can, what they get back, and
          // that the manager hears of it once it is agreed.
          options: [
            `Hi ${to}, would you be able to cover my ${facts.when?.trim() ? `${facts.when.trim()} ` : '[day and time] '}shift? [The reason, in a line, if you want to give one.] I'm happy to take one of yours in return. If you can, I'll let [our manager] know. Thanks, [your name]`,
          ],
          short: `Hi ${to}, could you cover my ${facts.when?.trim() ? `${facts.when.trim()} ` : '[day] '}shift? I can take one of yours in return. Thanks, [your name]`,
        }
      : {
          options: [
            `Hi ${to}, could I swap my ${facts.when?.trim() ? `${facts.when.trim()} ` : '[day and time] '}shift? [A coworker's name] has said they can take it [if you have found someone; if not: I'm happy to take one of theirs in return, or to find cover myself]. Let me know if that works or if you need anything from me. Thanks, [your name]`,
            `Hi ${to}, I have [the reason, if you want to give one] on ${facts.when?.trim() || '[the day]'} and wondered if I could trade that shift. I can work [a shift you could take instead], and [a coworker's name] is able to cover. Is that OK with you? Thanks, [your name]`,
          ],
          short: `Hi ${to}, could I swap my ${facts.when?.trim() ? `${facts.when.trim()} ` : '[day] '}shift? [A coworker's name] can cover it. Thanks, [your name]`,
        },
    work_message: facts.asText
      ? {
          options: [
            `Hi ${to}, just a quick message ${facts.purpose?.trim() || '[what it is about]'}. [Anything they need to know, e.g. when you will arrive or what is covered.] Thanks, [your name]`,
            `Hi ${to}, ${facts.purpose?.trim() ? `a quick heads-up ${facts.purpose.trim()}` : '[what it is about]'}. [One line more, if needed.] [your name]`,
          ],
          short: `Hi ${to}, just a quick message ${facts.purpose?.trim() || '[what it is about]'}. [your name]`,
        }
      : {
          options: [
            `Hi ${to}, I'm writing ${facts.purpose?.trim() || '[what the message is about]'}. [The details: what happened or what you need, with dates or amounts.] [What you would like them to do, and by when.] Thank you, [your name]`,
            `Hi ${to}, a quick note ${facts.purpose?.trim() || '[about what]'}. [One or two lines of detail.] Let me know if you need anything else from me. Thanks, [your name]`,
          ],
          short: `Hi ${to}, I'm writing ${facts.purpose?.trim() || '[what the message is about]'}. [One line of detail.] Thanks, [your name]`,
        },
    rehire_request: {
      options: [
        `Subject: Returning to ${facts.company?.trim() || '[the company]'}\nDear ${to}, I worked ${at ? `${at.trim()} ` : ''}as ${role ? `${article(role)} ${role}` : '[your role]'} from [your dates] and left [on good terms, and why, in a line]. I'd like to ask whether you would consider me for ${role ? `my old role or a similar one` : '[my old role or a similar one]'}. Since leaving I have [what you have done since that helps], and I'm available from [a date]. I'd welcome a short conversation. Thank you, [your name]`,
        `Hi ${to}, I hope you're well. I enjoyed my time ${at ? `${at.trim()} ` : ''}as ${role ? `${article(role)} ${role}` : '[your role]'} and would like to come back if there is an opening for [the role or shifts you want]. [One line on why, and what you have done since.] Could we talk? Thanks, [your name]`,
      ],
      short: `Hi ${to}, I'd like to come back ${at ? `${at.trim()} ` : ''}as ${role ? `${article(role)} ${role}` : '[your role]'} if there is an opening. Could we talk? [your name]`,
    },
    recruiter_reply: {
      options: [
        `Hi ${to}, thanks for reaching out about ${theRole}${at}; it sounds interesting and I'd be glad to learn more. I'm [what you do now, in one line], and [the part of the role that appeals to you]. I'm free for a call on [two or three times that suit you]. Could you share the job description and the pay range before we talk? Best, [your name]`,
        `Hello ${to}, thank you for your message about ${theRole}${at}. I'm interested: [one line on the experience of yours that fits it]. What does the team need most from the person in this role, and what is the range for it? I can talk [when you are free]. Kind regards, [your name]`,
      ],
      short: `Hi ${to}, thanks for reaching out about ${theRole}${at}; I'm interested. Are you free for a call on [a time that suits you]? Could you send the job description and pay range? [your name]`,
    },
    recruiter_decline: {
      options: [
        `Hi ${to}, thank you for thinking of me for ${theRole}${at}. It isn't the right move for me at the moment, but I'd be glad to stay in touch: roles in [the kind of role you would consider] are the ones I'd want to hear about. Best, [your name]`,
        `Hello ${to}, thanks for the message about ${theRole}${at}. I'm not looking to move right now, so I'll pass on this one, but please keep me in mind for [the kind of role you would consider] in the future. Kind regards, [your name]`,
      ],
      short: `Hi ${to}, thanks for thinking of me for ${theRole}${at}; I'm not looking right now, but I'd be glad to stay in touch. [your name]`,
    },
  };
  const { options, short } = drafts[facts.kind];
  const text = facts.shorter ? short : (options[(facts.variant ?? 0) % options.length] as string);
  return drafted(text, facts);
}

/** The facts of a resume summary or objective, each as the person said it. */
export type ResumeSummaryFacts = Pick<OutreachFacts, 'role' | 'experience' | 'variant' | 'shorter'> & {
  kind: 'summary' | 'objective';
  /** Who the person is when they name no job title, as said ("recent high school graduate"). */
  who?: string;
  /** Where or in what the person works, as said ("nursing homes"). */
  setting?: string;
  /** The work they want, as said ("retail work", "IT"). */
  next?: string;
  /** A result the person stated with its figure, in their words ("did prep for 200 covers a night"). */
  result?: string;
};

/**
 * A resume summary (who the person is, their years and setting, what they do well, a result) or,
 * for someone starting out or changing fields, an objective (who they are, the work they want, what
 * they bring). The title, years, setting and aim are the person's words; the rest are [prompts].
 */
export function draftResumeSummary(facts: ResumeSummaryFacts): OutreachDraft {
  const role = facts.role?.trim()
    ? cleanJobTitle(facts.role.trim()).replace(/^[a-z]/, (c) => c.toUpperCase())
    : facts.who?.trim()
      ? capitaliseFirst(facts.who.trim())
      : '[Your job title]';
  const years = facts.experience?.trim() || '[years] of experience';
  const setting = facts.setting?.trim() ? ` in ${facts.setting.trim()}` : ' in [your setting or specialty]';
  const aim = facts.next?.trim() ? facts.next.trim() : '[the kind of role you want]';
  const options =
    facts.kind === 'objective'
      ? [
          `${role} seeking ${aim}, bringing [one strength with proof, e.g. reliability shown in a part-time job, school or volunteering] and [a skill the job asks for]. Available [days and hours, or a start date].`,
          `Motivated ${role.charAt(0).toLowerCase()}${role.slice(1)} looking for ${aim}. [What you have done that shows you can do it: a course, a project, a job or volunteering.] Quick to learn [the tools or tasks the job names].`,
        ]
      : [
          `${role} with ${years}${setting}. [Two things you do well, in the words job ads for your role use.] [One result with a number: what changed because of your work?]`,
          `${role}${setting} with ${years}, known for [a strength a manager would name]. [A credential or tool the job asks for.] [One result with a number.]`,
        ];
  const drafted = facts.shorter
    ? facts.kind === 'objective'
      ? `${role} seeking ${aim}; [one strength with proof].`
      : `${role} with ${years}${setting}. [One result with a number.]`
    : (options[(facts.variant ?? 0) % options.length] as string);
  // The result the person gave stands where the draft asks for one.
  const result = facts.result?.trim().replace(/[.!]+$/, '');
  const text = result ? drafted.replace(/\[One result with a number[^\]]*\]/, `${capitaliseFirst(result)}.`) : drafted;
  return { text, prompts: promptsIn(text) };
}

const capitaliseFirst = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** The facts of a LinkedIn headline or About section, each as the person said it. */
export type LinkedInFacts = Pick<OutreachFacts, 'role' | 'variant' | 'shorter'> & {
  /** The headline under the name, the About section, or a short bio for a website, team page or event. */
  kind: 'headline' | 'about' | 'bio';
  /** Years in the work, as said ("10", "6+"). */
  years?: string;
  /** The work the person is moving into, as said ("instructional design"). */
  next?: string;
  /** Where or in what the person works, as said ("the ER", "early years"). */
  setting?: string;
};

/**
 * A LinkedIn headline or About section from the person's own title and years: the title first, as
 * recruiters search it, then the prompts only the person can fill (a specialty, a result, what they
 * want next). LinkedIn shows about 220 characters of a headline; the first 60 or so count most.
 */
export function draftLinkedInText(facts: LinkedInFacts): OutreachDraft {
  const role = facts.role?.trim() ? titleCase(facts.role.trim()) : '[your job title]';
  // In a sentence the title is as the person wrote it ("I'm a bookkeeper", "an ICU nurse").
  const prose = facts.role?.trim() ? titleAcronymsInCapitals(facts.role.trim()) : '[your job title]';
  const years = facts.years?.trim();
  const experience = years ? `${years} years` : '[years] years';
  const next = facts.next?.trim();
  const setting = facts.setting?.trim();
  // Someone changing fields leads with where they are going and what carries over.
  const wanted = next ? `roles in ${next}` : '[the role you want next]';
  const headlines = [
    next
      ? `${role} | Moving into ${titleCase(next)} | [the skill that carries over, e.g. a method or tool] | [a result or credential]`
      : `${role} | ${experience} in ${setting ?? '[your setting or specialty]'} | [what you are known for, e.g. a result or a strength]`,
    `${role} helping [whom you serve] [do or get what] | [a credential or specialty] | Open to ${wanted}`,
    `${role} · [specialty] · [a tool, credential or method people search for] · [the place you work or want to]`,
  ];
  const abouts = [
    `I'm ${article(prose)} ${prose} with ${experience} of experience in ${setting ?? '[your setting or specialty]'}. [One sentence on what you do best and for whom.] Recently I [a result with a number, in your own words]. I'm known for [a strength a colleague would name]. I'm looking for ${next ? `roles in ${next}` : '[the role or team you want next]'}; feel free to reach me at [email].`,
    `For ${experience}, I've worked as ${article(prose)} ${prose}, [where or with whom]. What I enjoy most is [the part of the work you care about], and what I'm proudest of is [a result with a number]. Skills: [three skills people search for]. Open to ${next ? `roles in ${next}` : '[the roles you want]'}.`,
  ];
  // A bio introduces the person to others (a clinic's website, a conference programme): in the third
  // person, as such pages are written, or in the first for a personal site.
  const bios = [
    `[Your name] is ${article(prose)} ${prose} with ${experience} of experience in ${setting ?? '[your setting or specialty]'}. [Pronoun] [what you do best and for whom]. [A result, credential or specialty people would want to know.] [Optional: one line about you outside work.]`,
    `I'm ${article(prose)} ${prose} with ${experience} of experience in ${setting ?? '[your setting or specialty]'}. I [what you do best and for whom], and I'm proudest of [a result with a number]. [Optional: one line about you outside work.]`,
  ];
  if (facts.kind === 'bio') {
    const text = facts.shorter
      ? `[Your name] is ${article(prose)} ${prose} with ${experience} of experience in ${setting ?? '[your specialty]'}, known for [a strength].`
      : (bios[(facts.variant ?? 0) % bios.length] as string);
    return { text, prompts: promptsIn(text) };
  }
  const options = facts.kind === 'headline' ? headlines : abouts;
  const text = facts.shorter
    ? facts.kind === 'headline'
      ? next
        ? `${role} | Moving into ${titleCase(next)}`
        : `${role} | ${experience} in ${setting ?? '[your specialty]'}`
      : `I'm ${article(prose)} ${prose} with ${experience} of experience in ${setting ?? '[your specialty]'}; recently I [a result with a number]. Open to ${wanted}.`
    : (options[(facts.variant ?? 0) % options.length] as string);
  return { text, prompts: promptsIn(text) };
}
