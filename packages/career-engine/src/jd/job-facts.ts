import { NUMBER_WORDS } from '../text/number-words';
import type { DegreeLevel, JdSection, Seniority } from './types';

/** Nouns that end a job title; a line without one is not taken for a title. */
export const ROLE_NOUN =
  /\b(engineer|engineering|developer|programmer|architect|manager|director|designer|scientist|analyst|researcher|nurse|practitioner|accountant|controller|consultant|specialist|coordinator|administrator|representative|executive|associate|lead|head|officer|technician|intern|internship|assistant|advisor|adviser|strategist|recruiter|sourcer|writer|editor|marketer|partner|operator|therapist|physician|dietitian|pharmacist|counsel|attorney|lawyer|paralegal|bookkeeper|auditor|clerk|agent|owner|producer|instructor|teacher|tutor|scientist|economist|actuary|underwriter|planner|buyer|estimator|scheduler|electrician|mechanic|machinist|coach|clinician|president|vp|cto|ceo|cfo|founder|generalist|sre|devops|sdet|tester|principal|staff)\b/i;

/** Lines that open like prose, never like a title. */
const PROSE_START =
  /^(about|we|we're|we’re|our|at|join|as|the|this|in|if|you|your|is|are|do|are you|i|it|here|crusoe|help|come)\b/i;

/**
 * The job title: the hint when given; else the first line when it reads as a title (short, no
 * sentence punctuation, ending in a role noun, not a mission statement); else "Job title: X" or
 * "We are looking for a X to join" in the text. Never a sentence such as "Crusoe's mission is to
 * accelerate ...".
 */
export function findTitle(text: string, hint?: string): string | undefined {
  const given = hint?.replace(/\s+/g, ' ').trim();
  if (given) return given.slice(0, 160);
  const lines = text
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter(Boolean);
  const first = lines[0];
  // "Acme | Senior Backend Engineer | Remote | $150k" (a Hacker News "who is hiring" post).
  const piped = first ? pipedPost(first) : undefined;
  if (piped?.title) return piped.title;
  if (first && !TITLE_LABEL.test(first) && isTitleLine(first)) return first.replace(/\s+/g, ' ').slice(0, 160);
  for (const [i, line] of lines.slice(0, 40).entries()) {
    const labelled = TITLE_LABEL.exec(line);
    if (labelled) {
      const title = cleanTitle(labelled[2] as string);
      if (ROLE_NOUN.test(title) || /^(job title|title)$/i.test(labelled[1] as string)) return title;
    }
    // "## Job title" alone on its line, the title on the next.
    const next = lines[i + 1];
    if (/^[#*\s]*(job title|position title|title|position|role)[*\s:]*$/i.test(line) && next && !next.startsWith('#')) {
      const title = cleanTitle(next);
      if (title && title.split(/\s+/).length <= 12) return title;
    }
  }
  const sought =
    /\b(?:looking for|seeking|hiring|searching for)\s+(?:an?\s+)?(?:(?:skilled|talented|experienced|motivated|passionate|strong|exceptional|great)\s+)*((?:[A-Z][\w+#.&/-]*\s+){0,5}?[A-Z]?[\w+#.&/-]*\s*(?:Engineer|Developer|Manager|Designer|Scientist|Analyst|Nurse|Accountant|Architect|Consultant|Specialist|Executive|Representative|Lead|Writer|Researcher|Administrator|Coordinator|Recruiter|Technician)s?)\b/.exec(
      text.slice(0, 3000),
    );
  return sought ? (sought[1] as string).trim() : undefined;
}

/** "Job title: X", "Position - X", "Job Description: Front End Engineer (2 Years of Experience)". */
const TITLE_LABEL =
  /^[#*\s]*(job title|position title|title|position|role|job description|job|opening|vacancy)[*\s]*[:–-]\s*(.{3,120})$/i;

/** A title without markdown, an id or a years aside ("Front End Engineer (2 Years of Experience)"). */
function cleanTitle(raw: string): string {
  return raw
    .replace(/[*_`#]+/g, '')
    .replace(/\(\s*[^()]*\byears?\b[^()]*\)/gi, ' ')
    .replace(/\s+/g, ' ')
    .replace(/[\s:–-]+$/, '')
    .trim()
    .slice(0, 160);
}

/** Segments that are a place, a way of working or pay in a piped post, not the role or the employer. */
const PIPE_NOT_ROLE =
  /(\$|€|£|\d+k\b|\bremote\b|\bonsite\b|on-site|\bhybrid\b|full[- ]time|part[- ]time|\bcontract\b|\bvisa\b|\bequity\b|https?:|www\.|\b[A-Z]{2}\b$|, [A-Z]|\b(usa|uk|eu|us|europe|canada)\b)/i;

/**
 * A one-line post of pipe-separated parts, as in Hacker News "who is hiring" threads: "Acme (YC W20) |
 * Senior Backend Engineer | Remote (US) | $150k-$180k". The role is the first part that names a role
 * noun and no place or pay; the company is the first part, when it is not the role.
 */
export function pipedPost(line: string): { company?: string; title?: string } | undefined {
  const parts = line
    .split(/\s+\|\s+|\s*\|\s*/)
    .map((p) => p.replace(/[*_`#]+/g, '').trim())
    .filter(Boolean);
  if (parts.length < 3) return undefined;
  const roleAt = parts.findIndex(
    (p, i) => i > 0 && ROLE_NOUN.test(p) && !/\$|https?:/.test(p) && p.split(/\s+/).length <= 12,
  );
  const title =
    roleAt > 0 ? cleanTitle((parts[roleAt] as string).replace(/\s*\((?:remote|onsite|hybrid)[^)]*\)/i, '')) : undefined;
  const first = parts[0] as string;
  const company =
    !ROLE_NOUN.test(first) || !PIPE_NOT_ROLE.test(first) ? first.replace(/\s*\([^)]*\)\s*$/, '').trim() : undefined;
  // Without a role part it is no job post ("Location: SF Office | Team: Sales | Full-time").
  if (!title) return undefined;
  return { title, ...(company && !/^[A-Za-z ]{2,20}:/.test(company) ? { company } : {}) };
}

/** Years stated beside the title ("Front End Engineer (2 Years of Experience)"), when nothing else says. */
export function findTitleYears(text: string): { min: number; max?: number } | undefined {
  for (const line of text.split(/\r?\n/).slice(0, 10)) {
    const m = /\(\s*(\d{1,2})\s*\+?\s*(?:(?:-|–|to)\s*(\d{1,2})\s*)?years?\b[^)]*\)/i.exec(line);
    if (!m || !(TITLE_LABEL.test(line.trim()) || isTitleLine(line.replace(m[0], '')))) continue;
    const min = Number(m[1]);
    const max = m[2] ? Number(m[2]) : undefined;
    if (min >= 1 && min <= 20) return max !== undefined && max > min ? { min, max } : { min };
  }
  return undefined;
}

function isTitleLine(line: string): boolean {
  const t = line.replace(/\s+/g, ' ').trim();
  const words = t.split(' ').length;
  if (t.length > 100 || words > 12 || words < 1) return false;
  if (/[.!?;]$/.test(t) && !/\b(sr|jr)\.$/i.test(t)) return false;
  if (PROSE_START.test(t) || /['’]s mission\b/i.test(t) || /\b(is|are|will|we|our|you)\b/i.test(t)) return false;
  return ROLE_NOUN.test(t);
}

/**
 * The employer: the hint, else "About X" heading, "At X, we", "X is a ... company", "X's mission",
 * "Join X". Only capitalised names are taken, so "About the role" gives nothing.
 */
export function findCompany(text: string, sections: JdSection[], hint?: string): string | undefined {
  const given = hint?.replace(/\s+/g, ' ').trim();
  if (given) return given.slice(0, 120);
  const name = "([A-Z0-9][\\w.&'’-]*(?:\\s[A-Z0-9][\\w.&'’-]*){0,3})";
  for (const s of sections) {
    const about = s.heading && new RegExp(`^\\W*About\\s+${name}\\s*:?$`).exec(s.heading);
    if (about && !/^(The|This|Us|You|Our)\b/.test(about[1] as string)) return about[1];
  }
  const firstLine = text.trim().split(/\r?\n/)[0] ?? '';
  const piped = pipedPost(firstLine);
  if (piped?.company) return piped.company.slice(0, 120);
  const head = text.slice(0, 4000);
  const patterns = [
    new RegExp(`\\bAt ${name},\\s+we\\b`),
    new RegExp(`(?:^|\\n)${name}(?:'s|’s) mission\\b`),
    new RegExp(
      `(?:^|\\n)${name} is (?:a|an|the) [^.\\n]{0,80}\\b(?:company|platform|startup|leader|provider|firm|marketplace)\\b`,
    ),
    new RegExp(`\\bJoin ${name} (?:as|and|to)\\b`),
  ];
  for (const p of patterns) {
    const m = p.exec(head);
    if (m && !/^(The|This|We|Our|You|It)\b/.test(m[1] as string)) return (m[1] as string).trim();
  }
  return undefined;
}

const SENIORITY_CUES: ReadonlyArray<readonly [Seniority, RegExp]> = [
  ['executive', /\b(chief|cto|ceo|cfo|coo|vp|vice president|svp|evp)\b/i],
  ['director', /\b(director|head of)\b/i],
  ['principal', /\b(principal|distinguished|fellow)\b/i],
  ['staff', /\bstaff\b(?! accountant)/i],
  ['lead', /\b(lead|tech lead|team lead)\b/i],
  ['manager', /\bmanager\b/i],
  ['senior', /\b(senior|sr\.?|iii|iv)\b/i],
  ['intern', /\b(intern|internship|co-op|apprentice)\b/i],
  ['entry', /\b(junior|jr\.?|entry[- ]level|graduate|new grad|associate|trainee)\b|\bI$/i],
  ['mid', /\b(ii|mid[- ]level|intermediate)\b/i],
];

/** Seniority from the title's words first (the posting's own claim), then from the years asked. */
export function findSeniority(title: string | undefined, minYears: number | undefined): Seniority | undefined {
  if (title) {
    for (const [level, cue] of SENIORITY_CUES) if (cue.test(title)) return level;
  }
  if (minYears === undefined) return title ? 'mid' : undefined;
  if (minYears >= 8) return 'staff';
  if (minYears >= 5) return 'senior';
  if (minYears >= 2) return 'mid';
  return 'entry';
}

const NUM = '(\\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten|twelve|fifteen)';
const YEARS = new RegExp(
  `\\b(?:at least|minimum(?: of)?|min\\.?|over|more than)?\\s*${NUM}\\s*(?:\\+|plus)?\\s*(?:(?:-|–|to)\\s*${NUM}\\s*\\+?\\s*)?(?:\\(\\s*\\d{1,2}\\s*\\)\\s*)?years?(?:['’])?(?:\\s+of)?(?!\\s+(?:old|ago|of age|of history|in business))`,
  'gi',
);
const toNumber = (s: string) => NUMBER_WORDS[s.toLowerCase()] ?? Number(s);

/**
 * The minimum years of experience asked: the largest "N+ years" / "N-M years" / "at least N years"
 * among requirement-like lines (so "2+ years with Kubernetes" beside "5+ years of engineering"
 * gives 5), never from the company blurb ("founded 10 years ago") or benefits.
 */
export function findYears(lines: string[]): { min: number; max?: number } | undefined {
  let best: { min: number; max?: number } | undefined;
  for (const line of lines) {
    if (
      !/experience|experienced|background|track record|working|building|industry|professional|years? (in|of|as|with|at)/i.test(
        line,
      )
    )
      continue;
    for (const m of line.matchAll(YEARS)) {
      const min = toNumber(m[1] as string);
      const max = m[2] ? toNumber(m[2]) : undefined;
      if (!Number.isFinite(min) || min < 1 || min > 20) continue;
      if (!best || min > best.min) best = max !== undefined && max > min ? { min, max } : { min };
    }
  }
  return best;
}

const DEGREES: ReadonlyArray<readonly [DegreeLevel, RegExp]> = [
  ['associate', /\b(associate'?s? degree|associate of|a\.a\.s?\b)/i],
  [
    'bachelor',
    /\b(bachelor'?s?|b\.?\s?s\.?c?\b|b\.a\.|\bba\b(?= degree| in)|bs\/ba|ba\/bs|bs\b(?= degree| in)|b\.?eng|b\.?tech|undergraduate degree|(4|four)[- ]year degree|college degree|university degree)/i,
  ],
  [
    'master',
    /\b(master'?s?\b|m\.?s\.?c?\b(?= degree| in)|\bms\b(?= degree| in|\/)|mba|m\.eng|graduate degree|advanced degree)/i,
  ],
  ['doctorate', /\b(ph\.?\s?d|doctorate|doctoral|m\.d\.|\bmd\b(?= degree)|pharm\.?d|dnp)\b/i],
];
const DEGREE_RANK: Record<DegreeLevel, number> = { associate: 1, bachelor: 2, master: 3, doctorate: 4 };

/** The rank of a degree level, for comparing what a posting asks with what a resume shows. */
export const degreeRank = (level: DegreeLevel) => DEGREE_RANK[level];

/** The degree level a line of text names, the lowest when it names several ("BS or MS"). */
export function degreeIn(line: string): DegreeLevel | undefined {
  let found: DegreeLevel | undefined;
  for (const [level, cue] of DEGREES) {
    if (cue.test(line) && (!found || DEGREE_RANK[level] < DEGREE_RANK[found])) found = level;
  }
  if (!found && /\bdegree\b/i.test(line) && !/\b(degree of|high degree|some degree|360[- ]degree)\b/i.test(line))
    found = 'bachelor';
  return found;
}

/** Fields of study named beside a degree ("in Computer Science, Engineering or a related field"). */
function degreeFields(line: string): string[] {
  const m =
    /\b(?:in|of)\s+((?:[A-Z][\w&]*(?:\s(?:[A-Z][\w&]*|and|of))*)(?:\s*(?:,|\/|or|and)\s*(?:a\s+)?[A-Z][\w&]*(?:\s[A-Z][\w&]*)*)*)/.exec(
      line,
    );
  if (!m) return [];
  return (m[1] as string)
    .split(/\s*(?:,|\/|\bor\b)\s*/)
    .map((f) => f.trim())
    .filter((f) => f && !/^(a|related|equivalent)\b/i.test(f));
}

/**
 * The degree a posting asks for: the lowest level named in its requirement lines (required), or
 * else in its preferred lines (preferred only). "Or equivalent experience" keeps it required but
 * the ATS factor then accepts experience in its place.
 */
export function findDegree(
  required: string[],
  preferred: string[],
): { level: DegreeLevel; required: boolean; fields: string[] } | undefined {
  for (const [lines, isRequired] of [
    [required, true],
    [preferred, false],
  ] as const) {
    let best: { level: DegreeLevel; fields: string[] } | undefined;
    for (const line of lines) {
      const level = degreeIn(line);
      if (!level) continue;
      // "a degree ... preferred" inside a requirements list is still only preferred.
      const soft = /\b(preferred|a plus|nice to have|bonus|desirable|ideally)\b/i.test(line);
      if (isRequired && soft) continue;
      if (!best || DEGREE_RANK[level] < DEGREE_RANK[best.level]) best = { level, fields: degreeFields(line) };
    }
    if (best) return { ...best, required: isRequired };
  }
  const softLine = required.find(
    (l) => degreeIn(l) && /\b(preferred|a plus|nice to have|bonus|desirable|ideally)\b/i.test(l),
  );
  if (softLine) return { level: degreeIn(softLine) as DegreeLevel, required: false, fields: degreeFields(softLine) };
  return undefined;
}
