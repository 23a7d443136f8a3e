/**
 * Degrees and school-leaving qualifications as resumes name them worldwide, each mapped to a level:
 * "B.Tech", "BCA", "B.Com", "PGDBM", "HND", "Laurea magistrale", "Master of Science", "SSC", "12th".
 * The resume parser uses it to find the degree on an education line, the ATS to compare what a
 * resume holds with what a posting asks.
 */

/** Levels from lowest to highest; `diploma` is post-secondary below an associate degree. */
export const DEGREE_LEVELS = ['secondary', 'diploma', 'associate', 'bachelor', 'master', 'doctorate'] as const;
export type EducationLevel = (typeof DEGREE_LEVELS)[number];

export interface DegreeMention {
  level: EducationLevel;
  /** The degree as written ("B. Tech", "Bachelor of Engineering", "HSC"). */
  text: string;
  /** Where it starts in the text given. */
  index: number;
}

/** The rank of a level (secondary 1 … doctorate 6), for comparing levels. */
export const educationRank = (level: EducationLevel): number => DEGREE_LEVELS.indexOf(level) + 1;

const NOT_LETTER_BEFORE = '(?<![\\p{L}\\p{N}.])';
const NOT_LETTER_AFTER = '(?![\\p{L}\\p{N}])';

/**
 * An abbreviation written with or without dots, spaces or hyphens between its parts: `abbr('b',
 * 'tech')` reads "BTech", "B.Tech", "B. Tech.", "B-Tech" and "B Tech".
 */
function abbr(...parts: string[]): string {
  return `${parts.join('(?:\\.\\s?|\\s|-)?')}\\.?`;
}
/** The same, but with a dot between the parts ("B.A", "M.S.") so "ba", "ma" and "be" stay words. */
function dotted(...parts: string[]): string {
  return `${parts.join('\\.\\s?')}\\.?`;
}

// Subjects that follow a bachelor's or master's abbreviation ("B.Sc", "M.Tech", "B.Com").
const SUBJECT_ABBR = [
  'tech',
  'sc',
  'com',
  'eng',
  'arch',
  'pharm',
  'des',
  'voc',
  'lib',
  'phil',
  'stat',
  'mus',
  'res',
  'litt',
];

// "Scrum Master", "Master Data", "Bachelor party": the words in other senses.
const MASTER = `(?<!(?:scrum|web|quiz|grand|head|station|toast|band|game|dungeon|post)\\s)m[aá]sters?(?:'s|')?(?!\\s+(?:data|card|class|plan|file|list|node|page|copy|key|mind|chef|trainer|scheduler|thesis\\s+topic)\\b)(?:\\s+degree)?`;
const BACHELOR = `bachelou?rs?(?:'s|')?(?:\\s+degree)?`;

interface Pattern {
  level: EducationLevel;
  source: string;
  /** Case-sensitive: bare upper-case forms that are also words ("BE", "MA", "MS"). */
  exact?: boolean;
}

const P = (level: EducationLevel, source: string, exact = false): Pattern => ({ level, source, exact });

// Longer and higher forms first: where two patterns start at the same place the longer match wins.
const PATTERNS: Pattern[] = [
  // Doctorates.
  P(
    'doctorate',
    `doctor(?:ate)?\\s+(?:of|in)\\s+[\\p{L}]+|doctorate|doctoral\\s+degree|${abbr('ph', 'd')}|${abbr('d', 'phil')}`,
  ),
  P('doctorate', `${abbr('ed', 'd')}|${abbr('pharm', 'd')}|${dotted('m', 'd')}|${dotted('j', 'd')}`),
  P('doctorate', 'MD|JD|DNP|DPT|DDS|DVM', true),
  // Master's, including postgraduate management diplomas that Indian employers treat as an MBA.
  P(
    'master',
    `${MASTER}|graduate\\s+degree|magister|laurea\\s+(?:magistrale|specialistica)|diplom-?\\s?ingenieur|dipl\\.?-?\\s?ing\\.?|dipl[oô]me\\s+d['’]\\s?ing[ée]nieur|diplom(?=\\s+(?:in|im|der|des|als)\\b|\\s*\\()|mestrado|maestr[ií]a|post[-\\s]?graduat(?:e|ion)(?!\\s+(?:diploma|program|programme|certificate)\\b)(?:\\s+degree)?`,
  ),
  P(
    'master',
    `${abbr('m', 'b', 'a')}|${abbr('m', 'c', 'a')}|${abbr('m', 'c', 's')}|${abbr('m', 'p', 'h', 'i', 'l')}|${abbr('m', 'phil')}|${abbr('ll', 'm')}|${abbr('m', 's', 'w')}|${abbr('m', 'f', 'a')}|${abbr('m', 'p', 'h')}|${abbr('m', 'p', 'a')}|${abbr('m', 'b', 'm')}|${dotted('m', 'ed')}`,
  ),
  P(
    'master',
    `${abbr('pgd', 'b', 'm')}|${abbr('p', 'g', 'd', 'm')}|${abbr('p', 'g', 'd', 'b', 'a')}|${abbr('p', 'g', 'p')}|pgpm|pgdm`,
  ),
  P('master', SUBJECT_ABBR.map((s) => abbr('m', s)).join('|')),
  P('master', `m\\.?\\s?pharma(?:cy)?|${abbr('m', 'p', 'ed')}|${abbr('m', 'p', 't')}`),
  P('master', `${dotted('m', 's')}|${dotted('m', 'a')}|${dotted('m', 'e')}|${abbr('m', 's', 'c')}|msc|meng|mtech`),
  P('master', 'MS|MA|ME|MSc|MEng|MTech|MCom|MEd', true),
  // Bachelor's, and degrees that are bachelor-level by another name.
  P(
    'bachelor',
    `${BACHELOR}|baccalaureate\\s+degree|licen[cs]iatur[ae]|licen[cs]e(?=\\s+(?:in|en|of|professionnelle))|licenciad[oa]|laurea(?:\\s+triennale)?|grado\\s+en|bacharelado|under[-\\s]?graduate\\s+degree|engineering\\s+degree`,
  ),
  P(
    'bachelor',
    `${abbr('b', 'c', 'a')}|${abbr('b', 'b', 'a')}|${abbr('b', 'b', 'm')}|${abbr('b', 'm', 's')}|${abbr('b', 'c', 's')}|${abbr('b', 'f', 'a')}|${abbr('b', 's', 'w')}|${abbr('b', 'd', 's')}|${abbr('m', 'b', 'b', 's')}|${abbr('ll', 'b')}|${abbr('b', 'b', 's')}|${dotted('b', 'ed')}|(?:fy|sy|ty)\\s?b(?:com|sc|ms|a|ba|ca|e)`,
  ),
  // Post-graduate diplomas other than the management ones need a bachelor's to enter.
  P(
    'bachelor',
    `post[-\\s]?graduate\\s+(?:diploma|program(?:me)?|certificate)|p\\.?g\\.?\\s?diploma|${abbr('p', 'g', 'd', 'c', 'a')}|pg-?dac`,
  ),
  P('bachelor', SUBJECT_ABBR.map((s) => abbr('b', s)).join('|')),
  // Pharmacy, hotel management, Ayurvedic, homeopathic and Unani medicine, physical education, physiotherapy.
  P(
    'bachelor',
    `b\\.?\\s?pharma(?:cy)?|${abbr('b', 'h', 'm')}(?:ct)?|${abbr('b', 'a', 'm', 's')}|${abbr('b', 'h', 'm', 's')}|${abbr('b', 'u', 'm', 's')}|${abbr('b', 'p', 'ed')}|${abbr('b', 'p', 't')}|graduate\\s+certificate`,
  ),
  P('bachelor', `${dotted('b', 's')}|${dotted('b', 'a')}|${dotted('b', 'e')}|${abbr('b', 's', 'c')}|bsc|beng|btech`),
  P('bachelor', 'BS|BA|BE|B E|BSc|BEng|BTech|BCom|BEd', true),
  // Associate degrees and their equivalents.
  P(
    'associate',
    // "Associate : Accounting": the "Degree : Field" line of resume builders' education entries
    `associate(?:'?s)?\\s+degree|associate(?:'?s)?(?=\\s*:\\s*\\p{L})|associate\\s+(?:of|in)\\s+(?:applied\\s+)?(?:arts|science|business|engineering|nursing)|foundation\\s+degree|${dotted('a', 'a', 's')}|${dotted('a', 'a')}|${dotted('a', 's')}|\\bhnd\\b|higher\\s+national\\s+diploma|advanced\\s+diploma`,
  ),
  // Diplomas and certificates after school.
  P(
    'diploma',
    `diploma|\\bhnc\\b|higher\\s+national\\s+certificate|btec|polytechnic\\s+diploma|ausbildung|t[eé]cnico|certificate\\s+(?:iv|iii)|d\\.?\\s?pharm|nvq(?:\\s+level\\s+\\d)?`,
  ),
  // India's trade certificate (Industrial Training Institute) and nursing diploma (General Nursing and Midwifery).
  P('diploma', 'ITI|GNM', true),
  // School-leaving qualifications.
  P(
    'secondary',
    `high\\s+school(?:\\s+diploma)?|higher\\s+secondary|senior\\s+secondary|secondary\\s+school(?:\\s+certificate)?|secondary\\s+education|matriculation|pre[-\\s]?university|(?:i{1,2}\\s)?puc|10\\s?\\+\\s?2|matric(?=\\s|$|\\)|,)|${abbr('s', 's', 'c')}|${abbr('h', 's', 'c')}|${abbr('s', 's', 'l', 'c')}|${abbr('h', 's', 's', 'c')}|${abbr('c', 'b', 's', 'e')}|${abbr('i', 'c', 's', 'e')}|${abbr('i', 's', 'c')}|(?:10|12)(?:th|\\s?std)|class\\s+(?:xii|x|10|12)(?:th)?|xii(?:th)?|\\+\\s?2|intermediate(?=\\s*(?:$|\\(|in\\b|education|board|mpc|bipc|cec|mec))|a[-\\s]levels?|gcse|ged|abitur|matura|baccalaur[ée]at`,
  ),
];

// "MS Office", "MS-Excel": an abbreviation followed by a product's name is not a degree; nor is
// "MS-CIT" (Maharashtra's state certificate in IT, a computer course).
const PRODUCT_AFTER =
  /^[\s-]*(?:cit|office|excel|word|sql|access|project|dynamics|teams|outlook|power\s?point|visio|azure|windows|dos|paint|exchange|sharepoint|\.net|crm)\b/i;
// "Bachelor of Engineering in Mechanical": the words after "of" name the degree, "in" starts the field.
const OF_PHRASE =
  /^\s+of\s+([\p{L}.&'’-]+(?:\s+[\p{L}.&'’-]+){0,4}?)(?=\s+(?:in|with|from|at)(?:\s|$)|\s*[,(|;:–—]|\s+-\s|\s*\d|\s*$)/iu;
const LONG_FORM = /(?:bachelou?rs?|masters?|m[aá]ster|doctor|magister|diploma|certificate|licen[cs]e|associate)$/i;

const COMPILED = PATTERNS.map((p) => ({
  level: p.level,
  re: new RegExp(
    `${p.exact ? '(?<![\\p{L}\\p{N}.,]\\s?)' : NOT_LETTER_BEFORE}(?:${p.source})${NOT_LETTER_AFTER}`,
    p.exact ? 'gu' : 'giu',
  ),
}));

/**
 * Every degree or school-leaving qualification the text names, in the order written ("BCA, MBA"
 * gives two). Where two readings overlap, the one starting first and then the longer is kept.
 */
export function degreesIn(text: string): DegreeMention[] {
  const all: DegreeMention[] = [];
  for (const { level, re } of COMPILED) {
    re.lastIndex = 0;
    for (const m of text.matchAll(re)) {
      const index = m.index ?? 0;
      let written = m[0];
      const after = text.slice(index + written.length);
      if (PRODUCT_AFTER.test(after)) continue;
      const of = LONG_FORM.test(written) ? OF_PHRASE.exec(after) : null;
      if (of) written += after.slice(0, of[0].length);
      all.push({ level, text: written.trim(), index });
    }
  }
  all.sort((a, b) => a.index - b.index || b.text.length - a.text.length);
  const kept: DegreeMention[] = [];
  for (const d of all) {
    const last = kept[kept.length - 1];
    if (last && d.index < last.index + last.text.length) continue;
    kept.push(d);
  }
  return kept;
}

/**
 * The level of the highest degree a text names ("B.E in Computer Science" → bachelor, "BCA, MBA"
 * → master, "HSC" → secondary), with that degree as written, or null when it names none.
 */
export function degreeLevel(text: string): DegreeMention | null {
  let best: DegreeMention | null = null;
  for (const d of degreesIn(text)) if (!best || educationRank(d.level) > educationRank(best.level)) best = d;
  return best;
}
