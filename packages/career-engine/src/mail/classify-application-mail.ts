import type { ApplicationMailKind } from '@careerloom/contract';
import { companyFromDomain, isPersonName, PLATFORM_BRANDS, parseSender, type Sender } from './mail-sender';

/**
 * Recognises mail about the user's own job applications: who sent it (applicant tracking
 * systems, assessment platforms, an employer's hiring mailbox) and what it says (a receipt, a
 * rejection, an interview invitation, an assessment, an offer). Explainable rules rather than a
 * model: every answer lists the reasons it rests on, and the labelled set in eval/mail measures
 * them (bench/mail-status.ts). At a metadata-only permission only the sender and subject are
 * given; the same rules then decide from what the subject makes clear.
 */

export type MailMessageInput = {
  from: string;
  subject: string;
  /** The Date header or any date text; not used to classify, kept for the caller. */
  date?: string;
  snippet?: string;
  body?: string;
};

export type ApplicationMailClassification = {
  kind: ApplicationMailKind;
  /** The employer as the message names it; '' when it does not. */
  company: string;
  /** The role as the message names it; '' when it does not. */
  jobTitle: string;
  reasons: string[];
};

// ---- what the message says ---------------------------------------------------------------

/** Job alerts, marketing and newsletters: they name jobs and employers but answer nothing. */
const ALERT =
  /\bjobs? (you may be|you might be|for you|matching|that match)|\bnew jobs?\b|\bjob alert|\bis hiring\b|\bare hiring\b|\brecommended (jobs|for you)|\btop job picks\b|\bwant to meet you\b|\bnewsletter\b|\btalent community\b|\b\d+\+? (new )?jobs\b|\bappeared in \d+ searches\b/;
/** Notifications about an application that are no answer from the employer. */
const NOT_AN_ANSWER = /\bapplication was viewed\b|\bviewed your application\b|\bverify your email\b/;

const REJECTION =
  /\bregret to (inform|let you know|tell you)|\b(decided|chosen|decision) (to|not to) (move|proceed|go) forward with (other|another)|\b(moving|move|proceed|proceeding|go|going) forward with (other|another) (candidate|applicant)|\b(not|n't) (be )?(moving|proceeding|going) forward\b|\bdecided not to (move|proceed|pursue|progress|continue)|\b(pursue|pursuing) other candidates|\bnot (been )?selected\b|\b(position|role|vacancy) has (now )?been filled|\b(cannot|can't|can not|unable to|not able to) (offer you|proceed|move forward)|\bno longer (under consideration|being considered)|\bclos(e|ing) your application|\bnot (to )?progress(ing)? (with )?your application|\bwon'?t be (proceeding|moving forward|progressing)|\bwill not be (proceeding|moving forward|progressing|pursuing)/;
/** 'Unfortunately' alone also opens reschedulings; a negation in the same sentence makes it a no. */
const REJECTION_SOFT = /\bunfortunately,?[^.!?]{0,160}\b(not|n't|unable|other candidates?|another candidate)\b/;
const OFFER =
  /\b(pleased|happy|delighted|thrilled|excited) to (extend|offer)\b|\bextend (you )?(an|the|a formal|a written) offer|\boffer letter\b|\boffer of employment\b|\bjob offer\b|\b(like|love) to offer you\b|\byour offer from\b|\bformal offer\b|\boffer (details|package)\b/g;
const ASSESSMENT =
  /\b(hackerrank|codility|codesignal|coderbyte|testgorilla|hirevue)\b|\btake[- ]home\b|\bcoding (assessment|challenge|exercise|test)\b|\bonline (assessment|test)\b|\btechnical assessment\b|\b(complete|take|solve) (a |an |the |our |your )?([\w-]+ ){0,3}(assessment|test|challenge|assignment)\b|\binvited you to take\b/;
const ASSESSMENT_SUBJECT = /\bassessments?\b|\btest\b|\bchallenge\b/;
const INTERVIEW =
  /\binvit\w* you (to|for) (an? |your |the )?([\w-]+ )?interview|\binvitation to (an? )?([\w-]+ )?interview|\b(schedule|book|set up|arrange) (an? |your |the )?([\w-]+ ){0,2}(interview|phone screen|screening call)\b|\binterview (invitation|request|confirmed|scheduled)|\b(like|love) to interview you|\b(phone|video|technical|onsite|on-site|final[- ]round) (screen|interview)|\bphone screen\b|\byour interview with\b|\bselect an interview time\b|\boffer you an? ([\w-]+ )?interview\b|\bhiring manager (call|chat|interview)\b/;
/** A call or a chat is an interview only inside a hiring process (see APPLICATION_CONTEXT). */
const INTERVIEW_SOFT =
  /\b(schedule|book|set up|arrange) (an? |your |the )?([\w-]+ ){0,2}(call|chat|conversation)\b|\bavailable for a (conversation|call|chat)\b|\b(share|send) (us )?your availability\b/;
const CONFIRMATION =
  /\bthank(s| you) for (applying|your application|submitting your application|your interest in)|\b(received|got) your (application|resume|cv)\b|\bapplication (received|submitted|confirmation|confirmed|complete)\b|\byour application (for|to|has been (received|submitted)|was (sent|submitted|received))\b|\bapplication was sent to\b|\byou('ve| have)? applied (to|for)\b|\b(still )?(under review|being reviewed)\b/;
/** A subject about the application that says no more ('Update on your application'). */
const ABOUT_APPLICATION = /\byour ([\w-]+ ){0,3}(application|candidacy)\b|\bapplication (status|update)\b/;
/** Wording that places a message inside a hiring process, when the sender alone does not. */
const APPLICATION_CONTEXT =
  /\b(your|the) application\b|\bapplying\b|\bapplied\b|\bcandidacy\b|\b(position|role)\b|\brecruit(ment|ing) process\b/;

function offerMentioned(text: string): string | null {
  for (const m of text.matchAll(OFFER)) {
    // 'pleased to offer you an interview' is an invitation, not an offer.
    const after = text.slice((m.index ?? 0) + m[0].length, (m.index ?? 0) + m[0].length + 30);
    if (!/\b(an? |the )?(interview|call|chat|assessment|phone screen)\b/.test(after)) return m[0];
  }
  return null;
}

// ---- who and which role --------------------------------------------------------------------

const ROLE_WORDS =
  'engineer|engineering|developer|manager|designer|analyst|architect|scientist|specialist|lead|intern|internship|consultant|director|administrator|coordinator|representative|associate|officer|technician|researcher|head|programmer|writer|accountant|assistant|advisor|executive|recruiter|strategist|owner|tester|sre|devops';
/** 'engineer|lead' → '[Ee]ngineer|[Ll]ead': a capital or not, without making the rest case-blind. */
const anyCase = (words: string) =>
  words
    .split('|')
    .map((w) => `[${w.charAt(0).toUpperCase()}${w.charAt(0)}]${w.slice(1)}`)
    .join('|');
const ROLE_WORD = new RegExp(`\\b(${ROLE_WORDS})s?\\b`, 'i');
/** A capitalised name: 'Acme', 'Woodgrove Bank', 'Bank of Lisbon', 'AT&T'. */
// Words are joined by spaces only: a name never runs on into the next line ('Acme.\nHi Ada').
const NAME = "[A-Z0-9][\\w&.'’-]*(?:[ \\t]+(?:(?:of|and|&|de|la|für)[ \\t]+)?[A-Z0-9][\\w&.'’-]+){0,4}";
const TITLE = "[A-Z][\\w+#./&'-]*(?:[ \\t]+(?:(?:of|and|&|/|in)[ \\t]+)?[A-Z(][\\w+#./&()'-]*){0,6}";

/** Words that start a subject or sentence and are no employer's name. */
const NOT_A_COMPANY = new Set(
  'a an the your our my we us you hi hello dear thank thanks update next interview invitation offer online onsite congratulations great news regarding re fwd fw complete application applications job jobs new please important reminder action required assessment test coding confirmed confirmation team hiring talent recruiting careers position role'.split(
    ' ',
  ),
);

function cleanCompany(raw: string | undefined): string {
  if (!raw) return '';
  let name = raw
    .trim()
    .replace(/[.!?,;:'’]+$/, '')
    .replace(/['’]s$/, '')
    .replace(/\s*\((via )?[^)]*\)$/i, '')
    .replace(/\s+via\s+.*$/i, '');
  // 'Northwind Recruiting', 'Relecloud Talent Team', 'Contoso Talent Acquisition'
  for (;;) {
    const next = name.replace(
      /\s*[-|·]?\s*\b(recruiting|recruitment|talent( acquisition)?|hiring|careers?|jobs|people|hr|team|talent team)$/i,
      '',
    );
    if (next === name) break;
    name = next;
  }
  const first = name.split(/\s+/)[0]?.toLowerCase() ?? '';
  if (!name || name.length > 60 || NOT_A_COMPANY.has(first) || ROLE_WORD.test(name)) return '';
  if (PLATFORM_BRANDS.has(name.toLowerCase())) return '';
  return name;
}

/** Phrases that name the employer, most telling first. */
const COMPANY_PHRASES = [
  new RegExp(
    `\\b(?:[Aa]pplying|[Aa]pplied|[Aa]pplication(?: was sent)?|[Ii]nterest(?:ed)? in(?: joining)?|[Cc]andidacy|[Ii]nterview(?:ing)?|[Ii]nvitation|[Oo]ffer|[Ss]teps|[Tt]est|[Aa]ssessment|[Nn]ews) (?:to|at|with|from|for|in) (${NAME})`,
  ),
  // Not case-insensitive: NAME relies on capitals to stop ('at Fabrikam and I read').
  new RegExp(`\\b(?:position|role|opening|job|vacancy|${anyCase(ROLE_WORDS)})\\)? at (${NAME})`),
  new RegExp(`\\b(${NAME}) (?:has invited you|invites you|would like to|has requested|wants to|is pleased)`),
  new RegExp(`\\b[Yy]our (${NAME}) (?:application|candidacy|interview|offer)`),
  new RegExp(`^(${NAME})\\s*(?::|\\||-|–|—)\\s`),
  new RegExp(`\\b(?:the team at|join(?:ing)?|welcome to) (${NAME})`),
];

/** 'position' or 'role' phrases that name the job, most telling first. */
const TITLE_PHRASES = [
  new RegExp(
    `\\b(?:for|as) (?:the |our |a |an )?(?:position of |role of )?(${TITLE}) (?:position|role|opening|job|vacancy)\\b`,
  ),
  new RegExp(`\\b(?:position|role) (?:of )?(${TITLE})`),
  new RegExp(`\\b(?:the|our) (${TITLE}) (?:position|role|opening)\\b`),
  new RegExp(
    `\\b(?:[Aa]pplication|[Aa]pplying|[Aa]pplied|[Ii]nterview|[Ll]etter|[Tt]est|[Aa]ssessment|[Ii]nterest) (?:for|to) (?:the )?(${TITLE})`,
  ),
  new RegExp(`\\btake the (${TITLE})`),
  new RegExp(`(?:^|\\s[-:|–—]\\s|:\\s)(${TITLE})(?=\\s+[-|–—]\\s|$)`),
  // A line that is only a title, as job boards' receipts print it (last: signatures look alike).
  new RegExp(`(?:^|\\n)\\s*(${TITLE})\\s*\\n`),
];

/** Keeps a title up to its last role word: 'QA Automation Engineer Test' → 'QA Automation Engineer'. */
function cleanTitle(raw: string | undefined): string {
  if (!raw) return '';
  const words = raw
    .replace(/\s*\([^)]*\)?/g, '')
    .trim()
    .split(/\s+/)
    .map((w) => w.replace(/[.,;:!?]+$/, ''));
  let last = -1;
  words.forEach((w, i) => {
    if (ROLE_WORD.test(w)) last = i;
  });
  if (last < 0) return '';
  const title = words.slice(0, last + 1).join(' ');
  return title.length <= 80 ? title : '';
}

function firstMatch(patterns: readonly RegExp[], texts: readonly string[], clean: (s: string | undefined) => string) {
  for (const text of texts)
    for (const pattern of patterns) {
      const global = new RegExp(pattern.source, pattern.flags.includes('g') ? pattern.flags : `${pattern.flags}g`);
      for (const m of text.matchAll(global)) {
        const value = clean(m[1]);
        if (value) return value;
      }
    }
  return '';
}

function companyOf(sender: Sender, subject: string, body: string, reasons: string[]): string {
  const fromSubject = firstMatch(COMPANY_PHRASES, [subject], cleanCompany);
  if (fromSubject) return fromSubject;
  const person = isPersonName(sender);
  const fromName = person ? '' : cleanCompany(sender.name);
  if (fromName) return fromName;
  const fromBody = firstMatch(COMPANY_PHRASES, [body], cleanCompany);
  if (fromBody) return fromBody;
  if (sender.kind === 'recruiting' || (sender.kind === 'other' && person)) {
    const fromDomain = companyFromDomain(sender.domain);
    if (fromDomain) reasons.push(`company taken from the sender's domain (${sender.domain})`);
    return fromDomain;
  }
  return '';
}

const SENDER_REASONS: Partial<Record<Sender['kind'], (s: Sender) => string>> = {
  ats: (s) => `sent through an applicant tracking system (${s.platform})`,
  assessment: (s) => `sent by an assessment platform (${s.platform})`,
  job_board: (s) => `a job board's application receipt address (${s.address})`,
  recruiting: (s) => `an employer's hiring mailbox (${s.local}@)`,
};

/**
 * What the message says about one of the user's applications, with the company, the title and
 * the reasons; null when it is not an employer's message about an application (alerts,
 * newsletters, notifications, receipts, personal mail). A rejection wins over the courtesy
 * receipt it usually opens with, and an offer or a test over the interview they may mention.
 */
export function classifyApplicationMail(message: MailMessageInput): ApplicationMailClassification | null {
  const sender = parseSender(message.from);
  const subject = message.subject.replace(/\s+/g, ' ').trim();
  // The snippet is the text's first line: read it only when the text itself was not given.
  const body = (message.body || message.snippet || '').replace(/[ \t\r\f\v]+/g, ' ');
  const text = `${subject}\n${body}`.toLowerCase().replace(/’/g, "'");
  const subjectLower = subject.toLowerCase().replace(/’/g, "'");
  const hasBody = body.trim() !== '';

  if (sender.kind === 'bulk' || sender.kind === 'consumer') return null;
  if (ALERT.test(subjectLower) || NOT_AN_ANSWER.test(subjectLower)) return null;

  const senderReason = SENDER_REASONS[sender.kind]?.(sender);
  // Weak wording (a call, a test platform's name, 'unfortunately') counts only inside a hiring
  // process; the strong phrases name one themselves.
  const context = senderReason !== undefined || APPLICATION_CONTEXT.test(text);

  const where = (pattern: RegExp) => (pattern.test(subjectLower) ? 'the subject' : 'the message');
  const quote = (pattern: RegExp) => {
    const m = pattern.exec(text);
    return m ? `"${m[0].trim()}"` : '';
  };
  let kind: ApplicationMailKind | null = null;
  let said = '';
  const offer = offerMentioned(text);
  if (REJECTION.test(text)) {
    kind = 'rejection';
    said = `${where(REJECTION)} says ${quote(REJECTION)}`;
  } else if (offer) {
    kind = 'offer';
    said = `the message says "${offer}"`;
  } else if (context && REJECTION_SOFT.test(text)) {
    kind = 'rejection';
    said = `${where(REJECTION_SOFT)} says ${quote(REJECTION_SOFT)}`;
  } else if (context && ASSESSMENT.test(text)) {
    kind = 'assessment';
    said = `${where(ASSESSMENT)} asks for a test: ${quote(ASSESSMENT)}`;
  } else if (INTERVIEW.test(text)) {
    kind = 'interview';
    said = `${where(INTERVIEW)} says ${quote(INTERVIEW)}`;
  } else if (context && INTERVIEW_SOFT.test(text)) {
    kind = 'interview';
    said = `${where(INTERVIEW_SOFT)} asks to talk: ${quote(INTERVIEW_SOFT)}`;
  } else if (senderReason && ASSESSMENT_SUBJECT.test(subjectLower)) {
    kind = 'assessment';
    said = `the subject names an assessment: ${quote(ASSESSMENT_SUBJECT)}`;
  } else if (CONFIRMATION.test(text)) {
    kind = 'confirmation';
    said = `${where(CONFIRMATION)} says ${quote(CONFIRMATION)}`;
  } else if (!hasBody && senderReason && ABOUT_APPLICATION.test(subjectLower)) {
    // Metadata only: the subject shows the application arrived, not what became of it.
    kind = 'confirmation';
    said = `the subject names your application (${quote(ABOUT_APPLICATION)}); without the text it says no more`;
  }
  if (!kind) return null;

  const reasons: string[] = [];
  if (senderReason) reasons.push(senderReason);
  reasons.push(said);
  const company = companyOf(sender, subject, body, reasons);
  let jobTitle = firstMatch(TITLE_PHRASES, [subject, body], cleanTitle);
  // 'Fabrikam Product Designer - chat?' names the company before the role.
  if (company && jobTitle.toLowerCase().startsWith(`${company.toLowerCase()} `))
    jobTitle = jobTitle.slice(company.length + 1);
  return { kind, company, jobTitle, reasons };
}

const MAYBE_APPLICATION_SUBJECT =
  /\b(appl(y|ied|ying|ication)|interview|offer|assessment|candida(te|cy)|position|role|next steps?|hiring|recruit\w*|test|challenge)\b/i;

/**
 * Whether a message's sender and subject make it worth reading the text (at permissions that
 * allow it): anything the subject already classifies, anything from an applicant tracking system,
 * an assessment platform or a hiring mailbox, and subjects with hiring words. The rest of the
 * mailbox is never opened.
 */
export function looksLikeApplicationMail(message: { from: string; subject: string }): boolean {
  const sender = parseSender(message.from);
  if (sender.kind === 'bulk' || sender.kind === 'consumer') return false;
  if (['ats', 'assessment', 'job_board', 'recruiting'].includes(sender.kind)) return true;
  return MAYBE_APPLICATION_SUBJECT.test(message.subject) || classifyApplicationMail(message) !== null;
}
