// The words of job titles as the occupation resolver compares them: one spelling per word
// (abbreviations written out, plurals made singular), seniority and level words told apart.

/**
 * The words of a title, lower-case and without accents; punctuation splits words.
 * scripts/build-occupation-index.mjs stores the index's words with this same function.
 */
export function titleWords(text: string): string[] {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/['\u2019]/g, '')
    .split(/[^a-z0-9+#]+/)
    .filter(Boolean);
}

/** Abbreviations and joined spellings written out, so "Sr. Dev" and "Senior Developer" meet. */
const EXPANSIONS = new Map<string, string>(
  Object.entries({
    sr: 'senior',
    snr: 'senior',
    jr: 'junior',
    jnr: 'junior',
    mgr: 'manager',
    mngr: 'manager',
    mgmt: 'management',
    eng: 'engineer',
    engr: 'engineer',
    dev: 'developer',
    swe: 'software engineer',
    sde: 'software development engineer',
    asst: 'assistant',
    assoc: 'associate',
    admin: 'administrator',
    exec: 'executive',
    rep: 'representative',
    coord: 'coordinator',
    spec: 'specialist',
    acct: 'accountant',
    acctg: 'accounting',
    mktg: 'marketing',
    cust: 'customer',
    svc: 'service',
    ops: 'operations',
    dir: 'director',
    vp: 'vice president',
    hr: 'human resources',
    qa: 'quality assurance',
    qc: 'quality control',
    ux: 'user experience',
    ui: 'user interface',
    ml: 'machine learning',
    ai: 'artificial intelligence',
    sw: 'software',
    rn: 'registered nurse',
    lpn: 'licensed practical nurse',
    lvn: 'licensed vocational nurse',
    cna: 'certified nursing assistant',
    np: 'nurse practitioner',
    emt: 'emergency medical technician',
    cpa: 'certified public accountant',
    sre: 'site reliability engineer',
    // abbreviations of resumes written in India and Britain ("Engg Manager", "Dy. Manager - Accts")
    engg: 'engineering',
    prod: 'production',
    maint: 'maintenance',
    mfg: 'manufacturing',
    supvr: 'supervisor',
    supv: 'supervisor',
    supt: 'superintendent',
    dy: 'deputy',
    accts: 'accounts',
    prof: 'professor',
    avp: 'assistant vice president',
    svp: 'senior vice president',
    dgm: 'deputy general manager',
    agm: 'assistant general manager',
    // workplace initials that name a role or a function in titles ("PMO Analyst", "Senior HRBP")
    pmo: 'project management office',
    hrbp: 'human resources business partner',
    bdm: 'business development manager',
    bde: 'business development executive',
    sdr: 'sales development representative',
    bdr: 'business development representative',
    csr: 'customer service representative',
    gm: 'general manager',
    mis: 'management information systems',
    hse: 'health safety environment',
    ehs: 'environment health safety',
    // a British driver's licence class ("HGV Driver": heavy and tractor-trailer truck drivers)
    hgv: 'heavy goods vehicle',
    // British words O*NET's American titles do not use for the same job (ESCO's labels write them:
    // "lorry driver", "care worker", "warehouse operative", "removals driver")
    lorry: 'truck',
    carer: 'caregiver',
    operative: 'worker',
    removals: 'moving',
    ict: 'information technology',
    frontend: 'front end',
    backend: 'back end',
    fullstack: 'full stack',
    ecommerce: 'e commerce',
    attorney: 'lawyer',
    advocate: 'lawyer',
    solicitor: 'lawyer',
    barrister: 'lawyer',
  }),
);

/** Plurals whose singular would read as another word, or that are no plural at all. */
const KEEP = new Set([
  'sales',
  'news',
  'physics',
  'economics',
  'mathematics',
  'logistics',
  'analytics',
  'statistics',
  'operations',
  'aerobics',
  'electronics',
  'ethics',
  'graphics',
  'robotics',
  'kinetics',
  'genetics',
  'series',
  'species',
  'devops',
  'ios',
  'windows',
  'bus',
  'gas',
  'alumni',
]);

/** One spelling of a (lower-case) word: plurals made singular. */
export function singular(word: string): string {
  if (word.length <= 3 || KEEP.has(word)) return word;
  if (word.endsWith('ies') && word.length > 4) return `${word.slice(0, -3)}y`;
  if (/(ch|sh|x|ss|z)es$/.test(word)) return word.slice(0, -2);
  if (word.endsWith('s') && !/(ss|us|is|os)$/.test(word)) return word.slice(0, -1);
  return word;
}

/** The compared words of one raw word: expanded, then singular. */
export function normaliseWord(word: string): string[] {
  const expanded = EXPANSIONS.get(word);
  if (expanded) return expanded.split(' ').map(singular);
  return [singular(word)];
}

/**
 * British spellings and the American ones O*NET's titles use, each rule alone: a word of one
 * ending or letter pair and its American form.
 */
const BRITISH_SPELLINGS: [RegExp, string][] = [
  [/ae/g, 'e'], // paediatric, anaesthetist, haematologist, gynaecologist
  // oesophageal, oedema, amoeba: not a word ending in it (canoe, roe) nor a poet's
  [/(^|[^aeiou])oe(?=[^aeiout][a-z])/g, '$1e'],
  // colour, labour, behaviour, neighbourhood: a vowel before it (not four, tour, scour, flour)
  [/^([^aeiou]*[aeiou][a-z]*?)our/, '$1or'],
  [/tre$/, 'ter'], // theatre, centre, fibre, metre
  [/is(e|ed|er|ing|ation|ational)$/, 'iz$1'], // organisation, visualiser, specialised
  [/ys(e|ed|er|ing)$/, 'yz$1'], // analyse, analyser
  [/ogue$/, 'og'], // catalogue
  [/enc(e|ed)$/, 'ens$1'], // defence, licence, licenced
  [/ell(ed|ing|er|or)$/, 'el$1'], // travelling, modelling, jeweller, counsellor (not filler, tiller, baler)
  [/ellery$/, 'elry'], // jewellery
  [/mme$/, 'm'], // programme
  [/yre$/, 'ire'], // tyre
  [/inium$/, 'inum'], // aluminium
  [/^cheque/, 'check'],
  [/^grey/, 'gray'],
  [/^draught/, 'draft'],
  [/^mould/, 'mold'],
  [/^plough/, 'plow'],
];

/**
 * The American spellings a British one may stand for ("theatre": theater; "programme": program;
 * "paediatrician": pediatrician; "organisational": organizational), each rule alone and then all
 * of them; empty for a word none applies to. O*NET's titles are spelt the American way, so the
 * caller tries these for a word its titles do not use.
 */
export function americanSpellings(word: string): string[] {
  const forms = new Set<string>();
  let all = word;
  for (const [british, american] of BRITISH_SPELLINGS) {
    const form = word.replace(british, american);
    if (form !== word) forms.add(form);
    all = all.replace(british, american);
  }
  if (all !== word) forms.add(all);
  return [...forms];
}

/** A feminine ending of a role noun and the unmarked endings it stands for, likeliest first. */
const MARKED_ENDINGS: [RegExp, string[]][] = [
  [/^(.{3,})woman$/, ['man', 'person']],
  [/^(.{2,})mistress$/, ['master']],
  [/^(.{2,})tress$/, ['tor', 'ter']],
  [/^(.{2,})ienne$/, ['ian']],
  [/^(.{2,})euse$/, ['eur']],
  [/^(.{3,})ess$/, ['']],
];

/**
 * The unmarked forms a gender-marked role noun stands for ("headmistress": headmaster;
 * "sculptress": sculptor, sculpter; "saleswoman": salesman, salesperson; "comedienne": comedian),
 * likeliest first; empty for a word of no such ending. O*NET's titles name most trades in the
 * masculine or neutral form only, so the caller tries these for a word its titles do not use.
 */
export function unmarkedForms(word: string): string[] {
  for (const [ending, forms] of MARKED_ENDINGS) {
    const stem = ending.exec(word)?.[1];
    if (stem) return forms.map((form) => `${stem}${form}`);
  }
  return [];
}

/** Words that join or qualify but never name a job. */
export const STOP_WORDS = new Set([
  'a',
  'an',
  'and',
  'of',
  'the',
  'for',
  'in',
  'to',
  'with',
  'at',
  'or',
  'on',
  'by',
  'all',
  'other',
  'except',
]);

/**
 * An abbreviation alone before its title written out in brackets, as O*NET lists some titles: "TA
 * (Teaching Assistant)", "DJ (Disc Jockey)". The index stores the written-out title as a title of
 * the occupation too (scripts/build-occupation-index.mjs), so a withheld title withholds it as well.
 */
export const ABBREVIATION_WITH_TITLE_RE = /^[A-Z0-9&/]{2,6}s?\s*\(([^)]+)\)$/;

/** Level marks: "Accountant II", "Level 3". Never a specialty, never the occupation. */
export const LEVEL_WORDS = new Set(['i', 'ii', 'iii', 'iv', 'v', 'vi', '1', '2', '3', '4', '5', 'level']);

/**
 * Seniority words: where they qualify another word ("Senior Accountant", "Head Cook") they say
 * how senior, not which occupation; as the last word ("School Principal", "Fire Chief") they are
 * the occupation itself.
 */
export const SENIORITY_WORDS = new Set([
  'senior',
  'junior',
  'lead',
  'principal',
  'staff',
  'head',
  'chief',
  'entry',
  'mid',
  'experienced',
  'deputy',
]);

/**
 * Words for when the work is done ("Night Porter", "Weekend Cashier"): they say which shift, not
 * which job, so the occupation's reading takes no setting from them (`resolveQuery`).
 */
export const SHIFT_WORDS = new Set(['night', 'day', 'overnight', 'evening', 'weekend', 'morning', 'afternoon']);

/** Seniority words that never name the job, even as the last word ("Accountant, Senior"). */
export const NEVER_HEAD = new Set(['senior', 'junior', 'entry', 'mid', 'experienced']);
