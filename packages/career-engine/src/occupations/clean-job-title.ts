// A job title tidied in the person's own words: what a resume headline, a role or a posting title
// should read as before it is shown, stored or resolved to an occupation.
import { isOccupationWord } from './resolve-occupation';
import { LEVEL_WORDS, titleWords } from './title-words';

/** Written out when they stand abbreviated; case-insensitive, with or without a full stop. */
const SPELLED_OUT: Record<string, string> = {
  sr: 'Senior',
  snr: 'Senior',
  jr: 'Junior',
  jnr: 'Junior',
  mgr: 'Manager',
  mngr: 'Manager',
  asst: 'Assistant',
  assoc: 'Associate',
  engr: 'Engineer',
  coord: 'Coordinator',
};

/** Kept in capitals whatever the case they came in. */
const ACRONYMS = new Set([
  'HR',
  'IT',
  'QA',
  'QC',
  'UX',
  'UI',
  'RN',
  'LPN',
  'LVN',
  'CNA',
  'NP',
  'EMT',
  'CPA',
  'SQL',
  'AI',
  'ML',
  'CEO',
  'CFO',
  'CTO',
  'COO',
  'CIO',
  'CMO',
  'VP',
  'SVP',
  'EVP',
  'AVP',
  'SRE',
  'SDE',
  'SWE',
  'PHP',
  'AWS',
  'GCP',
  'API',
  'CAD',
  'CNC',
  'HVAC',
  'ERP',
  'CRM',
  'SEO',
  'PR',
  'IOS',
  'BI',
  'GIS',
  'ICU',
  'ER',
  'OR',
  'PMO',
  'SAP',
  'DBA',
  'EHS',
  'HSE',
  'CDL',
  'K12',
  'ESL',
  'ABA',
  'NOC',
  'SOC',
  'IAM',
  'ETL',
  'B2B',
  'B2C',
  'SAAS',
  'USA',
  'US',
  'UK',
  'EU',
  'EMEA',
  'APAC',
]);

/** Written the way their makers write them. */
const SPECIAL_CASE: Record<string, string> = {
  IOS: 'iOS',
  SAAS: 'SaaS',
  DEVOPS: 'DevOps',
  DEVSECOPS: 'DevSecOps',
  MLOPS: 'MLOps',
  JAVASCRIPT: 'JavaScript',
  TYPESCRIPT: 'TypeScript',
  GRAPHQL: 'GraphQL',
  POSTGRESQL: 'PostgreSQL',
  MYSQL: 'MySQL',
  NET: '.NET',
};

/** Small words that stay lower-case inside a title. */
const MINOR = new Set(['and', 'of', 'the', 'for', 'in', 'to', 'a', 'an', 'at', 'on', 'with', 'or', 'by']);

const ROMAN_LEVEL = /^(?:i{1,3}|iv|v|vi{1,3})$/i;

function caseWord(token: string, first: boolean, allCaps: boolean): string {
  // brackets and quotes around a word keep their place: "(RN)"
  const [, before = '', word = '', after = ''] = /^([("'[]*)(.*?)([)"'\],;:]*)$/.exec(token) ?? [];
  return before + caseCore(word, first, allCaps) + after;
}

function caseCore(word: string, first: boolean, allCaps: boolean): string {
  const bare = word.replace(/\.$/, '');
  const upper = bare.toUpperCase();
  const spelled = Object.hasOwn(SPELLED_OUT, bare.toLowerCase()) ? SPELLED_OUT[bare.toLowerCase()] : undefined;
  if (spelled && (word.endsWith('.') || bare === upper || bare.length <= 4)) return spelled;
  const special = Object.hasOwn(SPECIAL_CASE, upper) ? SPECIAL_CASE[upper] : undefined;
  if (special) return special;
  if (ACRONYMS.has(upper) && (allCaps || bare === upper || upper.length <= 3)) {
    // "it", "or", "us" in mixed case are words, not acronyms
    if (!allCaps && bare !== upper && (upper === 'IT' || upper === 'OR' || upper === 'US')) return word;
    return upper;
  }
  if (!allCaps) return word;
  const lower = word.toLowerCase();
  if (!first && MINOR.has(lower)) return lower;
  // In a title written in capitals, a short word no O*NET title uses is an acronym ("BPO", "AP").
  if (/^[a-z]{2,4}$/.test(lower) && !isOccupationWord(lower) && !MINOR.has(lower)) return upper;
  return lower.replace(/(^|[-/])([a-z])/g, (_, sep: string, c: string) => sep + c.toUpperCase());
}

/**
 * A title in the person's own words, tidied: a leading "Job Description:" or "Position:", a
 * trailing " at Company", " - Company", " | Company" and "(5+ Years of Experience)" go, as do
 * level numerals ("II", "III"); abbreviated seniority is written out ("Sr." → "Senior"); an ALL
 * CAPS or all-lower-case title becomes Title Case with acronyms (HR, IT, QA, UX, RN, CPA, SQL…)
 * kept in capitals. Specialties in brackets stay ("Senior Software Engineer (Front-End)").
 */
/**
 * A title as typed, for a sentence, with its acronyms in capitals and every other word as typed:
 * "i'm a hvac technician" -> "HVAC technician", "it support" -> "IT support". Only for a title:
 * in running text "or" and "it" are words.
 */
export function titleAcronymsInCapitals(title: string): string {
  return title.replace(/[A-Za-z][A-Za-z0-9]*/g, (word) =>
    ACRONYMS.has(word.toUpperCase()) ? word.toUpperCase() : word,
  );
}

export function cleanJobTitle(raw: string): string {
  let title = raw.replace(/\s+/g, ' ').trim();
  title = title.replace(/^(?:job\s+(?:description|title)|position|role|title|vacancy|job)\s*[:\-–—]\s*/i, '');
  title = title.replace(/\s*[([]\s*\d+\s*\+?\s*(?:years?|yrs?)[^)\]]*[)\]]\s*/gi, ' ');
  title = title.replace(/\s*[,\-–—]?\s*\d+\s*\+?\s*(?:years?|yrs?)(?:\s+of)?(?:\s+experience)?\s*$/i, '');
  title = title.replace(/\s+(?:[Aa][Tt]|@)\s+[A-Z0-9][^()]*$/, '');
  // "Apparel Developer Specialized": a headline cut before "in knits", whose dangling word says
  // nothing of the occupation and only lowered the title's score against every listed one
  title = title.replace(/\s+speciali[sz](?:ed|ing)\s*$/i, '');
  title = title.replace(/\s+[-–—|]\s+[^-–—|]+$/, (m) => (looksLikeCompanyTail(m) ? '' : m));
  title = title.replace(/\s+/g, ' ').trim();
  const letters = title.replace(/[^A-Za-z]/g, '');
  const allCaps = letters.length > 3 && letters === letters.toUpperCase();
  const allLower = letters.length > 0 && letters === letters.toLowerCase();
  const words = title.split(' ').filter((w) => !ROMAN_LEVEL.test(w.replace(/[.,]$/, '')) || w === 'I');
  // A lone capital I is a level only after a role word ("Accountant I"); in prose it would be "I".
  const cleaned = words
    .filter((w, i) => !(w === 'I' && i > 0))
    .map((w, i) => caseWord(w, i === 0, allCaps || allLower));
  return cleaned
    .join(' ')
    .replace(/\s*\(\s*\)\s*/g, ' ')
    .replace(/\s+([,)])/g, '$1')
    .replace(/[\s,;:\-–—|]+$/, '')
    .trim();
}

/**
 * A " - Acme Corp" tail names a company, not a specialty: it has a legal form, or a word no
 * occupation title uses ("- Payroll", "- Front End", "- Night Shift" stay; "- Globex" goes).
 */
function looksLikeCompanyTail(tail: string): boolean {
  const text = tail.replace(/^\s+[-–—|]\s+/, '').trim();
  if (/\b(?:inc|llc|ltd|gmbh|corp|corporation|company|co|plc|group|limited|sa|ag|bv)\.?$/i.test(text)) return true;
  return titleWords(text).some((w) => !isOccupationWord(w) && !LEVEL_WORDS.has(w));
}
