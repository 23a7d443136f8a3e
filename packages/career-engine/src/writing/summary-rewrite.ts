/**
 * A summary told in the first person ("I have been a teacher for 8 years and I love helping kids
 * learn"), rewritten the way resume summaries are written: no pronouns, the role and its years
 * first, then what the person cares about and is good at, every fact in the person's own words.
 * Read as a bullet it became "Delivered i have been a teacher for 8 years ...". Like the bullet
 * rewrite it adds no claim: a missing result is asked for in brackets.
 */

/** One clause of a first-person summary, rewritten without its pronoun; null when no form fits. */
type ClauseForm = readonly [RegExp, (m: RegExpExecArray) => string];

const YEARS = String.raw`(\d+\+?|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty)`;

const CLAUSE_FORMS: readonly ClauseForm[] = [
  // "have been a teacher for 8 years (now)", "am a nurse for 3 years", "worked as a chef for ten years"
  [
    new RegExp(
      String.raw`^(?:have been|'ve been|’ve been|am|was|have worked as|'ve worked as|worked as)\s+(?:an?\s+|the\s+)?(.+?)\s+for\s+(?:the\s+(?:last|past)\s+)?${YEARS}\s+(years?|months?)(?:\s+now)?(.*)$`,
      'i',
    ),
    (m) => `${capitalise(m[1] ?? '')} with ${m[2]} ${m[3]} of experience${m[4] ?? ''}`,
  ],
  // "10 years as a restaurant manager", typed with no "I": the role first, then its years
  [
    new RegExp(
      String.raw`^${YEARS}\+?\s+(years?)\s+(?:of\s+experience\s+)?as\s+(?:an?\s+)?([^,]+?)(?:,\s*(.+))?$`,
      'i',
    ),
    (m) => `${capitalise(m[3] ?? '')} with ${m[1]} ${m[2]} of experience${m[4] ? `. ${capitalise(m[4])}` : ''}`,
  ],
  // "have 10 years of experience as a line cook": the role first, as a summary opens
  [
    new RegExp(
      String.raw`^(?:have|'ve got|bring)\s+((?:over|more than|almost|nearly)\s+)?${YEARS}\s+(years?)(?:\s+of)?\s+experience\s+as\s+(?:an?\s+)?(.+?)(?=$|\s+(?:in|at|with)\s)(.*)$`,
      'i',
    ),
    (m) => `${capitalise(m[4] ?? '')} with ${m[1] ?? ''}${m[2]} ${m[3]} of experience${m[5] ?? ''}`,
  ],
  // "have 8 years of experience in payroll", "have over 10 years experience as a chef"
  [
    new RegExp(
      String.raw`^(?:have|'ve got|bring)\s+((?:over|more than|almost|nearly)\s+)?${YEARS}\s+(years?)(?:\s+of)?\s+experience(.*)$`,
      'i',
    ),
    (m) => `${capitalise(`${m[1] ?? ''}${m[2]} ${m[3]} of experience`)}${m[4] ?? ''}`,
  ],
  // "love helping kids learn", "am passionate about food", "really enjoy working with people"
  [
    /^(?:really\s+)?(?:love|enjoy|like|am passionate about|'m passionate about|care about|am dedicated to)\s+(.+)$/i,
    (m) => `Passionate about ${m[1]}`,
  ],
  // "am good at calming anxious patients", "am skilled in Excel", "excel at ..."
  [
    /^(?:(?:am|'m)\s+)?(?:very\s+|really\s+)?(?:good|great|skilled|strong)\s+(at|in|with)\s+(.+)$/i,
    (m) => `Skilled ${m[1]} ${m[2]}`,
  ],
  // "have experience in bookkeeping", "have worked in ..."
  [
    /^(?:have|'ve)\s+(?:a lot of\s+|some\s+|strong\s+)?experience\s+(in|with|as)\s+(.+)$/i,
    (m) => `Experienced ${m[1]} ${m[2]}`,
  ],
  // "am looking for a role in ...", "want to move into management"
  [
    /^(?:am|'m)\s+(?:now\s+)?(?:looking for|seeking|searching for)\s+(.+)$|^(?:want|would like|hope)\s+to\s+(.+)$/i,
    (m) => (m[1] ? `Seeking ${m[1]}` : `Aiming to ${m[2]}`),
  ],
  // "am a hard worker", "am a certified pharmacy technician"
  [/^(?:am|'m)\s+(?:an?\s+)?(.+)$/i, (m) => capitalise(m[1] ?? '')],
  // "have a degree in nursing", "hold a CPA licence"
  [/^(?:have|hold|'ve got)\s+(.+)$/i, (m) => `Holds ${m[1]}`],
];

/** Whether `text` is a statement about the person in the first person, rather than a bullet of work done. */
export function isFirstPersonSummary(text: string): boolean {
  // "10 years as a restaurant manager, ..." is a summary typed without its "I".
  if (new RegExp(String.raw`^\s*${YEARS}\+?\s+years?\s+(?:of\s+experience\s+)?as\s`, 'i').test(text)) return true;
  return /^\s*(?:i\s+(?:am|have|love|enjoy|like|really|want|would|hope|bring|hold|care|worked as)\b|i['’](?:m|ve)\b)/i.test(
    text,
  );
}

/** The clauses of a first-person summary: its sentences, split again where "and I" starts another. */
function clausesOf(text: string): string[] {
  return text
    .split(/(?<=[.!?;])\s+|\s*[,;]?\s+and\s+(?=i\b|i['’])|\s*,\s*(?=i\b|i['’])/i)
    .map((c) => c.trim().replace(/[.!?;]+$/, ''))
    .filter(Boolean);
}

/**
 * The summary without pronouns: each clause in the resume's register, in the person's words, and a
 * bracketed prompt for a result when the text states no number. Returns the rewrite, a shorter
 * form (the first two sentences), the prompts and the changes, as the bullet rewrite does.
 */
export function rewriteFirstPersonSummary(text: string): {
  rewritten: string;
  short: string;
  prompts: string[];
  changes: string[];
} {
  const sentences = clausesOf(text).map((clause) => {
    const bare = clause.replace(/^i\s+|^i(?=['’])/i, '').replace(/^(?:also|really)\s+/i, '');
    for (const [pattern, render] of CLAUSE_FORMS) {
      const m = pattern.exec(bare);
      if (m) return finish(render(m));
    }
    return finish(capitalise(bare));
  });
  const prompts: string[] = [];
  const changes = [
    'Wrote it without "I", as resume summaries are written: your role and years first, then what you care about.',
    'Kept every fact and word of yours; nothing added.',
  ];
  // Years in a role are not a result: a summary still needs one thing that changed.
  if (!/\d/.test(text.replace(new RegExp(String.raw`${YEARS}\s+(?:years?|months?)`, 'gi'), ''))) {
    const ask = '[one result with a number: what changed because of your work?]';
    prompts.push(ask);
    sentences.push(ask);
    changes.push('Asked for one result with a number in brackets instead of inventing one.');
  }
  const rewritten = sentences.join(' ');
  return { rewritten, short: sentences.slice(0, 2).join(' '), prompts, changes };
}

function finish(sentence: string): string {
  const s = sentence.replace(/\s+/g, ' ').trim().replace(/\bi\b/g, 'I');
  return /[.!?]$/.test(s) ? s : `${s}.`;
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
