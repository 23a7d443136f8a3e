import { scoringFamily } from '../interview/role-family';
import type { RoleFamily } from '../interview/types';
import { occupationCloseness } from '../occupations/occupation-closeness';
import { resolveOccupation } from '../occupations/resolve-occupation';

/**
 * How a posting's title relates to the title the user typed, best first:
 * - exact: the same words once level words ("Senior", "II", "Intern") are set aside;
 * - near-exact: every typed word is there, plus a specialty ("Electrical Engineer, Power Systems");
 * - broader: the same job named more generally ("Software Engineer" for "Backend Engineer");
 * - related: the same role word or role family ("Machine Learning Scientist" for "Data Scientist");
 * - other: a different job.
 */
export type TitleMatch = 'exact' | 'near-exact' | 'broader' | 'related' | 'other';

/** Ranks of the kinds, for sorting: higher is closer to what was typed. */
export const TITLE_MATCH_RANK: Record<TitleMatch, number> = {
  exact: 4,
  'near-exact': 3,
  broader: 2,
  related: 1,
  other: 0,
};

/** Level and seniority words: the seniority factor scores them, so they never split a title. */
const LEVEL_WORDS = new Set([
  'senior',
  'sr',
  'snr',
  'staff',
  'principal',
  'lead',
  'junior',
  'jr',
  'jnr',
  'intern',
  'internship',
  'entry',
  'level',
  'mid',
  'semi',
  'associate',
  'founding',
  'trainee',
  'graduate',
  'grad',
  'i',
  'ii',
  'iii',
  'iv',
  'v',
  '1',
  '2',
  '3',
  '4',
]);

/** Words about the place, contract or hiring round rather than the job. */
const NOISE_WORDS = new Set([
  'a',
  'an',
  'and',
  'the',
  'of',
  'for',
  'in',
  'at',
  'to',
  'with',
  'on',
  'or',
  'remote',
  'hybrid',
  'onsite',
  'site',
  'office',
  'contract',
  'contractor',
  'temporary',
  'part',
  'full',
  'time',
  'us',
  'usa',
  'uk',
  'eu',
  'emea',
  'latam',
  'apac',
  'americas',
  'm',
  'f',
  'd',
  'w',
  'x',
  'all',
  'levels',
  'multiple',
  'roles',
  'role',
  'opportunities',
  'new',
]);

/** Spellings of one word, applied to the lower-cased title before it is split. */
const PHRASES: [RegExp, string][] = [
  [/\bback[\s-]?end\b/g, 'backend'],
  [/\bfront[\s-]?end\b/g, 'frontend'],
  [/\bfull[\s-]?stack\b/g, 'fullstack'],
  [/\bdev[\s-]?ops\b/g, 'devops'],
  [/\bmachine learning\b|\bml\b/g, 'ml'],
  [/\bartificial intelligence\b/g, 'ai'],
  [/\buser experience\b/g, 'ux'],
  [/\bswe\b/g, 'software engineer'],
  [/\bsde\b/g, 'software engineer'],
  [/\bsoftware development engineer\b/g, 'software engineer'],
  [/\bsr\b\.?/g, 'senior'],
  [/\bjr\b\.?/g, 'junior'],
  [/&/g, ' and '],
];

/** Single words with the same meaning in a title. */
const SYNONYMS: Record<string, string> = {
  developer: 'engineer',
  programmer: 'engineer',
  engineeer: 'engineer',
};

/** Qualifiers that name the same design job: a UX Designer and a Product Designer do the same work. */
const DESIGN_QUALIFIERS = new Set(['ux', 'ui', 'interaction', 'product']);

/**
 * Specialties of a generic job: dropping one of these and adding only a generic word gives a broader
 * title of the same job ("Software Engineer" for "Backend Engineer", "Designer" for "Product Designer").
 */
const BROADER_OF: Record<string, { specialties: ReadonlySet<string>; generic: ReadonlySet<string> }> = {
  engineer: {
    specialties: new Set(['backend', 'frontend', 'fullstack', 'platform', 'infrastructure', 'web', 'api', 'product']),
    // A language names the tools, not another job: "Golang Engineer" is a backend engineer's job.
    generic: new Set([
      'software',
      'go',
      'golang',
      'python',
      'java',
      'rust',
      'ruby',
      'scala',
      'kotlin',
      'typescript',
      'javascript',
      'node',
      'nodej',
      'c++',
      'c#',
      'net',
      'elixir',
      'php',
    ]),
  },
  designer: { specialties: DESIGN_QUALIFIERS, generic: new Set() },
};

/**
 * Qualifiers that make the same role word another profession: a Level Designer or an Instructional
 * Designer is not a product designer's job, a Sales Engineer or a Mechanical Engineer not a
 * software engineer's. A posting with one the user did not type gets no credit for the role word.
 */
const OTHER_CRAFTS: Record<string, ReadonlySet<string>> = {
  designer: new Set([
    'level',
    'game',
    'instructional',
    'learning',
    'programme',
    'program',
    'curriculum',
    'mechanical',
    'hardware',
    'electrical',
    'interior',
    'fashion',
    'industrial',
    'production',
    'lighting',
    'sound',
    'narrative',
    'landscape',
  ]),
  engineer: new Set([
    'mechanical',
    'electrical',
    'civil',
    'chemical',
    'hardware',
    'manufacturing',
    'process',
    'sales',
    'solution',
    'solutions',
    'support',
    'field',
    'structural',
    'mechatronic',
    'commissioning',
    'facilities',
    'rf',
    'optical',
    'firmware',
  ]),
  scientist: new Set(['nurse', 'clinical', 'lab', 'laboratory', 'food', 'soil', 'materials', 'chemist']),
  analyst: new Set(['content', 'financial', 'finance', 'commission', 'kyc', 'kyb', 'compliance', 'credit', 'risk']),
  manager: new Set(['store', 'facilities', 'office', 'warehouse', 'pharmacy', 'fleet']),
};

/** Lower-case words of a title that name the job: no level, place or noise words; plurals singular. */
export function titleCore(title: string): string[] {
  let text = title.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase();
  for (const [pattern, word] of PHRASES) text = text.replace(pattern, ` ${word} `);
  const words = (text.match(/[a-z0-9+#]+/g) ?? [])
    .map((w) => (w.length > 3 && w.endsWith('s') && !w.endsWith('ss') ? w.slice(0, -1) : w))
    .map((w) => SYNONYMS[w] ?? w)
    .filter((w) => !LEVEL_WORDS.has(w) && !NOISE_WORDS.has(w));
  // For designers, "UX", "UI", "interaction" and "product" name one job.
  const design = words.includes('designer');
  const out: string[] = [];
  for (const w of words) {
    const word = design && DESIGN_QUALIFIERS.has(w) ? 'product' : w;
    if (!out.includes(word)) out.push(word);
  }
  return out;
}

/** Families that share a kind of work, so a neighbour family counts a little. */
const CLUSTERS: Partial<Record<RoleFamily, string>> = {
  'software-engineering': 'software',
  backend: 'software',
  frontend: 'software',
  mobile: 'software',
  'devops-sre': 'software',
  qa: 'software',
  security: 'software',
  'data-science': 'data',
  'data-engineering': 'data',
  'ux-design': 'design',
  'product-management': 'product',
  'project-management': 'product',
  sales: 'go-to-market',
  marketing: 'go-to-market',
  'customer-success': 'go-to-market',
  accounting: 'finance',
  finance: 'finance',
};

export type TitleComparison = { kind: TitleMatch; share: number };

/** The title factor's share for each kind (related titles get at most RELATED_MAX). */
const SHARE = { exact: 1, nearExact: 0.85, nearExactFloor: 0.7, broader: 0.7 } as const;
const RELATED_MAX = 0.5;
/** `occupationCloseness` of two titles of one O*NET occupation (0.8 and up; decision 032). */
const SAME_OCCUPATION = 0.9;
/** The resolver's score (0 to 1) above which a title's occupation is trusted for closeness. */
const SURE_OCCUPATION = 0.8;

/**
 * Compares a typed title with a posting's title: the kind of match and the title factor's share
 * (0 to 1). Exact 1; near-exact 0.85 less 0.05 per extra word past the first (at least 0.7);
 * broader 0.7; related at most 0.5: the role word 0.2 (unless a qualifier makes it another
 * profession), the same role family 0.15 or a neighbouring one 0.05, and the typed qualifiers
 * present up to 0.15 (0.1 with neither role word nor family), or, for two titles of one O*NET
 * occupation, 0.5 times their closeness when higher; below 0.2 the kind is other.
 */
export function compareTitles(typed: string, postingTitle: string): TitleComparison {
  const wanted = titleCore(typed);
  if (wanted.length === 0) return { kind: 'other', share: 0 };
  const theirs = titleCore(postingTitle);
  // Words only inside parentheses name a team or product ("Software Engineer (Order Platform)"),
  // not the job: they do not make a title hold a typed word.
  // A typed title with its own brackets ("Software Engineer (Full-Stack)") asks for those words.
  const outside = new Set(titleCore(typed.includes('(') ? postingTitle : postingTitle.replace(/\([^)]*\)/g, ' ')));
  const theirSet = new Set(theirs.filter((w) => outside.has(w)));
  const missing = wanted.filter((w) => !theirSet.has(w));
  const extra = theirs.filter((w) => !wanted.includes(w));
  if (missing.length === 0) {
    if (extra.length === 0) return { kind: 'exact', share: SHARE.exact };
    return {
      kind: 'near-exact',
      share: Math.max(SHARE.nearExactFloor, SHARE.nearExact - 0.05 * (extra.length - 1)),
    };
  }
  const head = wanted[wanted.length - 1] as string;
  const headHit = theirSet.has(head);
  const broader = BROADER_OF[head];
  if (
    headHit &&
    broader &&
    missing.every((w) => broader.specialties.has(w)) &&
    extra.every((w) => broader.generic.has(w))
  )
    return { kind: 'broader', share: SHARE.broader };
  const qualifiers = wanted.filter((w) => w !== head);
  const qualifierShare =
    qualifiers.length === 0 ? 0 : qualifiers.filter((w) => theirSet.has(w)).length / qualifiers.length;
  // Title words are singular ("sales" reads "sale"), the crafts as people write them.
  const crafts = OTHER_CRAFTS[head];
  const otherCraft = crafts !== undefined && extra.some((w) => crafts.has(w) || crafts.has(`${w}s`));
  const family = scoringFamily(typed);
  const theirFamily = scoringFamily(postingTitle);
  const cluster = CLUSTERS[family];
  // Another profession under the same role word earns neither the word nor the family.
  const familyShare = otherCraft
    ? 0
    : family !== 'general' && family === theirFamily
      ? 0.15
      : cluster !== undefined && cluster === CLUSTERS[theirFamily]
        ? 0.05
        : 0;
  const headShare = headHit && !otherCraft ? 0.2 : 0;
  // A shared qualifier alone ("Product" in "Product Manager" for "Product Designer") says little.
  const qualifierWeight = headShare > 0 || familyShare > 0 ? 0.15 : 0.1;
  const words = Math.min(RELATED_MAX, headShare + familyShare + qualifierWeight * qualifierShare);
  // The standard occupations behind both titles (O*NET-SOC, decision 032) know what the words do
  // not: "Sous Chef" and "Executive Chef" are one occupation, "Registered Nurse" and "RN -
  // Pediatrics" too; "Sales Engineer" and "Software Engineer" are not, whatever word they share.
  // Only one occupation (or one software family) counts: a shared SOC group alone spans jobs as
  // unlike as a product designer and a graphic designer, where the words already say more.
  // Where both titles share the role word, the words already say how close they are (a product
  // designer and an industrial designer are one O*NET occupation but not one job).
  const closeness = otherCraft || headHit ? 0 : cachedCloseness(typed, postingTitle);
  const share = closeness >= SAME_OCCUPATION ? Math.max(words, RELATED_MAX * closeness) : words;
  return { kind: share >= 0.2 ? 'related' : 'other', share };
}

/** Closeness of title pairs already compared: a ranking compares one typed title with thousands. */
const closenessCache = new Map<string, number>();
const CLOSENESS_CACHE_MAX = 20_000;

function cachedCloseness(a: string, b: string): number {
  const key = `${a}\u0000${b}`;
  let value = closenessCache.get(key);
  if (value === undefined) {
    // Only titles the resolver is sure of (an O*NET title or close to one): a guess from one shared
    // word ("Product Engineer" near "Product Designer") must not lift a posting.
    const sure = (t: string) => (resolveOccupation(t)?.score ?? 0) >= SURE_OCCUPATION;
    value = sure(a) && sure(b) ? occupationCloseness(a, b) : 0;
    if (closenessCache.size >= CLOSENESS_CACHE_MAX) closenessCache.clear();
    closenessCache.set(key, value);
  }
  return value;
}

/** Other spellings a database search must accept for a title word (each a phrase of plain words). */
const QUERY_ALTERNATIVES: Record<string, string[][]> = {
  engineer: [['engineer'], ['developer'], ['programmer']],
  backend: [['backend'], ['back', 'end']],
  frontend: [['frontend'], ['front', 'end']],
  fullstack: [['fullstack'], ['full', 'stack']],
  devops: [['devops'], ['dev', 'ops']],
  ml: [['ml'], ['machine', 'learning']],
  ux: [['ux'], ['user', 'experience']],
};

/**
 * The words a database must find in a posting's title for it to be an exact or near-exact match of
 * the typed title: one entry per word of `titleCore`, each a list of alternative phrases (plain
 * lower-case words, letters and digits only). For designers "product" also accepts UX, UI and
 * interaction, as `titleCore` reads them. The server builds its full-text title query from this.
 */
export function titleQueryTerms(typed: string): string[][][] {
  const core = titleCore(typed);
  const design = core.includes('designer');
  return core
    .map((word) => {
      if (design && word === 'product') return [['product'], ['ux'], ['ui'], ['interaction']];
      return QUERY_ALTERNATIVES[word] ?? [[word]];
    })
    .map((alternatives) =>
      alternatives
        .map((phrase) => phrase.map((w) => w.replace(/[^a-z0-9]/g, '')).filter(Boolean))
        .filter((phrase) => phrase.length > 0),
    )
    .filter((alternatives) => alternatives.length > 0);
}
