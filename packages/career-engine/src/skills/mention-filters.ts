/**
 * Where a skill's name is not the skill: inside a link or an e-mail address ("https://" is not
 * TLS, "github.com/jane" is not GitHub), in a hobbies section, as the label of a link, and where a
 * company whose product is a skill stands as the employer ("Senior Engineer, Dropbox (2015 – 2020)").
 * Ranges are indices into the original text, `end` exclusive.
 */

export type Range = readonly [start: number, end: number];

const URL_RE = /\b(?:https?:\/\/|www\.)[^\s|,;<>()"'\]]+/giu;
const EMAIL_RE = /[\p{L}\p{N}._%+-]+@[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)+/gu;
const TLD = '(?:com|org|net|io|dev|ai|co|app|me|edu|gov|xyz|tech|info|site|page|social|us|uk|de|fr|nl|ca|au|in|eu)';
// Lower case only: "ASP.NET" and "Node.js" are skills, "jane.dev/blog" is a link.
const DOMAIN_RE = new RegExp(
  `(?<![\\p{L}\\p{N}.@])(?:[a-z0-9-]+\\.)+${TLD}(?:/[^\\s|,;<>()"'\\]]*)?(?![\\p{L}\\p{N}])`,
  'gu',
);
const PROFILE_HOST_RE =
  /\b(?:github|gitlab|bitbucket|linkedin|twitter|x|medium|behance|dribbble|stackoverflow|kaggle|codepen|leetcode|hackerrank|substack|youtube|instagram|facebook|hachyderm|mastodon)\.(?:com|io|social|net|org)\b/giu;

const TLD_CUE = new RegExp(`\\.${TLD}\\b`, 'i');
const HOBBY_CUE = /hobbies|interests|outside|leisure|pastimes/i;
const HOBBY_HEADING =
  /^(?:hobbies|interests|personal interests|other interests|hobbies\s*(?:&|and)\s*interests|interests\s*(?:&|and)\s*hobbies|outside (?:of )?work|leisure|pastimes)\s*:?\s*$/iu;
const HOBBY_INLINE = /^(?:hobbies|interests|personal interests|hobbies\s*(?:&|and)\s*interests)\s*[:–—-]\s*\S/iu;
// Interests told in prose ("his non-work interests range widely, from quantum computing to chaos
// theory"): the rest of that sentence. Research interests are the work itself and stay readable.
const INTERESTS_PROSE =
  /(?<!\bresearch\s)\b(?:hobbies|interests|pastimes)\b(?:\s+[\p{L}-]+){0,2}?\s+(?:range|ranges|ranging|include|includes|including|span|spans|spanning|such as|are|from)\b[^.!?\n]*/giu;
const SECTION_HEADING =
  /^(?:summary|profile|about(?: me)?|objective|(?:work |professional |relevant )?experience|employment(?: history)?|work history|career history|education(?: and training)?|academic background|(?:technical |key |core )?skills(?: (?:&|and) expertise)?|core competencies|projects|personal projects|certifications?|certificates|licenses(?: (?:&|and) certifications)?|awards|honou?rs|publications|volunteer(?:ing| experience| work)?|languages|references|contact|achievements|accomplishments|training|courses)\s*:?\s*$/iu;

/** Links, e-mail addresses and hobbies sections: no skill is read inside these. */
export function blockedRanges(text: string): Range[] {
  const ranges: Range[] = [];
  // Cheap tests first: most texts (a job-posting sentence) hold no link, address or hobbies at all.
  const patterns = [
    ...(/:\/\/|www\./i.test(text) ? [URL_RE] : []),
    ...(text.includes('@') ? [EMAIL_RE] : []),
    ...(TLD_CUE.test(text) ? [DOMAIN_RE, PROFILE_HOST_RE] : []),
  ];
  for (const re of patterns) {
    for (const m of text.matchAll(re)) ranges.push([m.index, m.index + m[0].length]);
  }
  if (!HOBBY_CUE.test(text)) return ranges.sort((a, b) => a[0] - b[0]);
  for (const m of text.matchAll(INTERESTS_PROSE)) ranges.push([m.index, m.index + m[0].length]);
  // Hobbies: from their heading to the next section heading, or the rest of an "Interests:" line.
  let inHobbies = -1;
  let pos = 0;
  for (const line of text.split('\n')) {
    const trimmed = line.trim();
    const lineEnd = pos + line.length;
    if (inHobbies >= 0 && SECTION_HEADING.test(trimmed)) {
      ranges.push([inHobbies, pos]);
      inHobbies = -1;
    }
    if (inHobbies < 0) {
      if (HOBBY_HEADING.test(trimmed)) inHobbies = pos;
      else if (HOBBY_INLINE.test(trimmed)) ranges.push([pos, lineEnd]);
    }
    pos = lineEnd + 1;
  }
  if (inHobbies >= 0) ranges.push([inHobbies, text.length]);
  return ranges.sort((a, b) => a[0] - b[0]);
}

export function overlapsAny(ranges: readonly Range[], start: number, end: number): boolean {
  return ranges.some(([a, b]) => a < end && start < b);
}

/** "LinkedIn: linkedin.com/in/jane", "GitHub – github.com/jane": the label of a link that follows. */
export function isLinkLabel(text: string, end: number, ranges: readonly Range[]): boolean {
  const gap = /^[ \t]*[:–—-]?[ \t]*/u.exec(text.slice(end, end + 6))?.[0].length ?? 0;
  const next = end + gap;
  return gap > 0 && ranges.some(([a, b]) => a === next || (a <= next && next < b && a >= end));
}

const YEAR_RE = /\b(?:19[5-9]\d|20\d\d)\b|\bpresent\b/iu;

/** Whether the text holds a year or "present" at all: without one, no line of it is a job header. */
export function mentionsYear(text: string): boolean {
  return YEAR_RE.test(text);
}
const FIELD_SPLIT_RE = /\s*(?:\t|\s{2,}|[|•·—–(),@[\]]|\s-\s|\bat\b)\s*/u;
const CONTACT_RE = /@|https?:|www\.|\d{3}[\s.-]\d{3,4}|\.(?:com|io|dev|org|net)\b/iu;

function lineAround(text: string, start: number, end: number): { line: string; before: string; after: string } {
  const lineStart = text.lastIndexOf('\n', start - 1) + 1;
  const nextBreak = text.indexOf('\n', end);
  const lineEnd = nextBreak < 0 ? text.length : nextBreak;
  const prevStart = text.lastIndexOf('\n', Math.max(0, lineStart - 2)) + 1;
  const afterEnd = nextBreak < 0 ? -1 : text.indexOf('\n', lineEnd + 1);
  return {
    line: text.slice(lineStart, lineEnd),
    before: lineStart > 0 ? text.slice(prevStart, lineStart - 1) : '',
    after: nextBreak < 0 ? '' : text.slice(lineEnd + 1, afterEnd < 0 ? text.length : afterEnd),
  };
}

// A job title in another field of the line is what makes "Intern, Outreach (2024)" a job header.
const TITLE_RE =
  /\b(?:engineer|engineering|developer|programmer|manager|director|analyst|intern|designer|consultant|lead|head|president|founder|co-founder|officer|scientist|specialist|coordinator|supervisor|assistant|associate|architect|administrator|technician|teacher|researcher|recruiter|representative|executive|partner|advisor|strategist|writer|editor|producer|nurse|accountant|fellow|contractor|volunteer)s?\b/iu;

/**
 * Whether any skill's mention is the employer's field of a job header ("Software Engineering
 * Intern, Outreach   Jun 2024 – Sep 2024"): another field carries a job title and the line a year.
 */
export function isEmployerField(text: string, start: number, end: number): boolean {
  const { line } = lineAround(text, start, end);
  if (line.length > 120 || !YEAR_RE.test(line)) return false;
  const surface = text.slice(start, end).toLowerCase();
  const fields = line.split(FIELD_SPLIT_RE).map((f) => f.trim());
  return (
    fields.some((f) => f.toLowerCase() === surface) &&
    fields.some((f) => f.toLowerCase() !== surface && TITLE_RE.test(f))
  );
}

/**
 * Whether a mention of a company-named skill stands where an employer's name does: after "at",
 * "@" or "joined", before "Inc", "'s" or "LLC", or as a whole field of a job's header line (a line
 * with a year, or next to one: "Dropbox — Senior Engineer", "Senior Engineer, Dropbox (2015 – 2020)").
 */
export function isEmployerMention(text: string, start: number, end: number): boolean {
  const before = text.slice(Math.max(0, start - 12), start);
  if (/(?:\bat|@|\bjoined|\bjoining|\bleft|\bemployed by|\bworked for)\s*$/iu.test(before)) return true;
  const after = text.slice(end, end + 12);
  if (/^(?:['’]s\b|,?\s+(?:inc|llc|ltd|corp|gmbh|plc)\b)/iu.test(after)) return true;
  const surface = text.slice(start, end).toLowerCase();
  const { line, before: previousLine, after: nextLine } = lineAround(text, start, end);
  if (line.length > 120) return false;
  const fields = line.split(FIELD_SPLIT_RE).map((f) => f.trim().toLowerCase());
  if (!fields.includes(surface) || fields.filter(Boolean).length < 2) {
    // A line of its own ("Dropbox") directly above or below a dated title line.
    if (line.trim().toLowerCase() !== surface) return false;
    return [previousLine, nextLine].some((l) => l.length <= 90 && YEAR_RE.test(l));
  }
  return YEAR_RE.test(line) || [previousLine, nextLine].some((l) => l.length <= 90 && YEAR_RE.test(l));
}

/** A whole field of a contact line ("jane@x.org | LinkedIn | GitHub"): a link's label, not a skill. */
export function isContactLabel(text: string, start: number, end: number): boolean {
  const { line } = lineAround(text, start, end);
  if (line.length > 160 || !CONTACT_RE.test(line)) return false;
  const surface = text.slice(start, end).toLowerCase();
  return line
    .split(/\s*[|•·]\s*|\t|\s{2,}/u)
    .map((f) => f.trim().replace(/:$/, '').toLowerCase())
    .includes(surface);
}

// Words after a language's name that show the language itself ("Danish (native)", "Spanish
// speaker", "French and German"); any other lower-case word makes the name an adjective of
// nationality ("Danish company", "English law", "French cuisine").
const LANGUAGE_FOLLOWERS = new Set([
  'language',
  'languages',
  'speaker',
  'speakers',
  'speaking',
  'skills',
  'skill',
  'proficiency',
  'fluency',
  'fluent',
  'native',
  'mother',
  'and',
  'or',
  'as',
  'at',
  'to',
  'with',
  'is',
  'are',
  'level',
  'levels',
  'certificate',
  'certification',
  'teacher',
  'teaching',
  'translation',
  'translator',
  'interpreter',
  'interpreting',
  'literature',
  'linguistics',
  'conversational',
  'professional',
  'business',
  'written',
  'spoken',
  'reading',
  'writing',
  'required',
  'preferred',
  'a',
  'an',
  'is',
  'will',
  'would',
  'plus',
]);

/** "Danish health technology industry": a language's name used as an adjective, not the language. */
export function isNationalityAdjective(text: string, end: number): boolean {
  const next = /^[ \t]+([\p{L}]+)/u.exec(text.slice(end, end + 40))?.[1];
  if (!next) return false;
  if (/^\p{Lu}/u.test(next))
    return (
      !/^[A-C][12]$/.test(next) && /^(?:Universit|Compan|Government|Law|Market|Industr|Citizen|Authorit)/u.test(next)
    );
  return !LANGUAGE_FOLLOWERS.has(next);
}
