// Job titles to O*NET-SOC 2019 occupations: the backbone the matching, ATS and search code can
// compare titles on across every trade, not only software.
import { loadTaxonomy } from '../skills/taxonomy/index.js';
import { occupationIndexData } from './occupation-index.data';
import {
  ABBREVIATION_WITH_TITLE_RE,
  americanSpellings,
  LEVEL_WORDS,
  NEVER_HEAD,
  normaliseWord,
  SENIORITY_WORDS,
  SHIFT_WORDS,
  STOP_WORDS,
  singular,
  titleWords,
  unmarkedForms,
} from './title-words';

/** An occupation a title resolved to, with the words of the title that matter inside it. */
export type OccupationMatch = {
  /** O*NET-SOC 2019 code, e.g. '13-2011.00'. */
  code: string;
  /** O*NET's title of the occupation, e.g. 'Accountants and Auditors'. */
  title: string;
  /** SOC major group, the code's first two digits ('13': business and financial operations). */
  majorGroup: string;
  /**
   * Words of the title that say which kind of job inside the occupation it is and are not in
   * O*NET's title: 'front-end' for a Front End Developer, 'pediatric' for a Pediatric Nurse,
   * 'sous' for a Sous Chef. Lower-case, abbreviations written out, compounds joined by a hyphen.
   */
  specialties: string[];
  /** 0..1: 1 for a title O*NET lists for the occupation, less the fewer of its words agree. */
  score: number;
};

/** The generated index's strings (see scripts/build-occupation-index.mjs). */
export type OccupationIndexData = {
  occupations: string;
  vocabulary: string;
  titles: string;
  /** "code<TAB>words" lines: the subjects a teachers' occupation's description names. */
  subjects?: string;
};

export type OccupationResolverOptions = {
  /**
   * Titles left out of the index as if O*NET had never listed them (every spelling of them the
   * resolver would look up exactly). The benchmark withholds its evaluation titles this way.
   */
  withheldTitles?: Iterable<string>;
  /**
   * Lower-case one-word names of technologies (SAP, Oracle, Go, Salesforce): in a title that O*NET
   * does not list, before a computer occupation's noun, each reads as "software" (see
   * technologyReading). Defaults to the single-word names and aliases of the shipped skills
   * taxonomy's technical skills.
   */
  technologyWords?: Iterable<string>;
};

export type OccupationResolver = {
  /**
   * The occupation a title names. With `context` (the rest of what the person wrote: skills,
   * duties), a title O*NET lists under several occupations, or one that scores almost as well
   * for several, goes to the one whose titles' words the context shares most (see
   * CONTEXT_FLOOR): "Test Engineer" beside Selenium and test cases is a software tester, beside
   * transformers and circuit breakers an electrical engineer.
   */
  resolve(title: string, context?: string): OccupationMatch | null;
  /** Whether any occupation title in the index uses the (lower-case) word. */
  isWord(word: string): boolean;
  /** Whether O*NET's titles use the (lower-case) word as written (or its singular): no misspelling read into it. */
  isListedWord(word: string): boolean;
  /** O*NET's title of a code, or undefined. */
  occupationTitle(code: string): string | undefined;
  /**
   * The titles the index files under a code (O*NET's alternate titles and ESCO's labels),
   * lower-case as stored, with how many of O*NET's sources reported each; the most reported first,
   * then alphabetically. Empty for a code it does not know.
   */
  titlesOf(code: string): Array<{ title: string; sources: number }>;
  /**
   * The codes O*NET lists the title under (seniority words aside), those of its "-ing" form read as
   * the stem included ("Testing Engineer": electrical, materials and other engineers; as "Test
   * Engineer" also electronics, aerospace, software QA...); empty for a title it does not list.
   */
  listedOccupations(title: string): string[];
  /** How many of the index's titles end in the (lower-case) word: 1,651 for manager, 10 for butcher. */
  headCount(word: string): number;
  /** How many of the index's titles use the (lower-case) word anywhere. */
  wordCount(word: string): number;
};

/** Weight of a seniority word that qualifies another ("senior" in "Senior Accountant"). */
const SENIORITY_WEIGHT = 0.2;
/** Share of the score a title keeps when its last noun is not the occupation's. */
const OTHER_HEAD = 0.7;
/**
 * The same, when its last noun is of the family of the title's (FAMILY_COSINE: teacher and
 * instructor, tech and technician); tuned on the dev slice of O*NET's withheld titles: 0.7 (as
 * any other noun) 53.3%, 0.8 53.4%, 0.9 53.5%, 1.0 53.4% at the code.
 */
const FAMILY_HEAD = 0.9;
/**
 * Share of an occupation's score from its best single title; the rest comes from all its titles
 * taken as one bag of words, so an occupation many titles agree on outweighs one odd title.
 */
const DOC_SHARE = 0.5;
/**
 * `pick`: among listings of the most sources, one whose occupation's other titles hold all the
 * title's words ranks this much higher, and up to SUPPORT_TIE_SPAN more the more sources they have:
 * above the head start of an occupation whose own name ends in the title's noun (0.5), below one
 * source more. Only a tie-break: counted against more sources, the titles of an occupation O*NET
 * breaks into many specialties outweighed a listing ("Project Manager" became an IT project
 * manager's through "IT Project Manager", "Technical Project Manager"...).
 */
const SUPPORT_TIE = 0.6;
const SUPPORT_TIE_SPAN = 0.3;
/** `pick`: an SOC occupation's head start over O*NET's breakouts, more than one shared word. */
const BASE_OCCUPATION_RANK = 0.015;
/** A title holding every word of an occupation's own name, its noun included (`resolveQuery`). */
const OWN_TITLE_BOOST = 1.15;
/** The same, the name's words the title's last ("QA/QC Civil Engineer"). */
const OWN_TITLE_LAST_BOOST = 1.5;
/**
 * A title O*NET's sources reported more often is the likelier reading of a title close to it: a
 * near title ending in the query's noun scores this much more per natural log of its sources
 * ("Civil Engineer", the occupation's own title, outweighs the drafters' "Civil Site Design
 * Engineer" one source reported, for "Site Civil Engineer"). Only among titles of the same noun:
 * a bare "Litigation" stays the lawyers' although secretaries report "Litigation Secretary" more.
 * Tuned on the dev slices: O*NET withheld titles 50.5% -> 50.6% at the code.
 */
const SOURCE_WEIGHT = 0.05;
/**
 * A residual occupation ("Engineers, All Other") ranks with this share of its score among others
 * (tuned on the dev slice of O*NET's withheld titles: 0.9 52.0%, 0.75 52.3%, 0.6 52.4% at the
 * code, the major group 77.0 -> 76.9% from 0.9 on).
 */
const RESIDUAL_SHARE = 0.75;
const RESIDUAL_RE = /,\s*All Other\b/;
/**
 * Role nouns that, before another role noun, say its rank rather than the job, and weigh as
 * seniority words there: an "Assistant Manager" is a manager (it was a credit analyst, through
 * "Assistant Credit Manager"); a "Medical Assistant" stays an assistant.
 */
const RANK_ROLE_WORDS = ['assistant'];
/**
 * A title's role noun is its job: when the best occupation has no title ending in the noun (nor in
 * a noun of its family) and one that has scores at least this share of it, that one is chosen
 * ("Painting Teacher" is a teacher of painting, not a painter; tuned on the dev slice of O*NET's
 * withheld titles: 0.95 52.8%, 0.9 52.9%, 0.8 52.8% at the code).
 */
const HEAD_SHARE = 0.9;
/**
 * The same, when the noun names a major group (at least GROUP_NOUN_SHARE of the titles ending in it
 * fall in one: teacher, professor, nurse) and the best occupation uses neither it nor its family in
 * any title (dev slice of O*NET's withheld titles: 53.5% at the code unchanged, the major group
 * 78.0 -> 78.1%; at 0.8 for every noun 53.4%, at a group share of 0.8 53.4%).
 */
const GROUP_NOUN_HEAD_SHARE = 0.8;
const GROUP_NOUN_SHARE = 0.9;
/**
 * Two role nouns are of one family when the occupations their titles belong to agree at least
 * this much (cosine of the counts): teacher and instructor 0.62, professor and lecturer 0.83, host
 * and hostess 0.73; not director and manager (0.50), whose titles SOC files apart.
 */
const FAMILY_COSINE = 0.6;
/**
 * A word of the title counts for a title that has, instead, a compound beginning with it with this
 * share of its weight: "Air Hostess" for "Airline Hostess" and "Aircraft Cabin Agent".
 */
const COMPOUND_SHARE = 0.5;
/**
 * A subject an occupation's description names counts in a title of it with this share of its
 * weight (tuned on the dev slice of O*NET's withheld titles: 0.3 53.2%, 0.5 53.3%, 0.7 53.2% at the
 * code).
 */
const SUBJECT_SHARE = 0.5;
/**
 * `qualification`'s level of a subject that only one teachers' occupation's description names
 * ('art': art, drama and music teachers), above a title's word (2): O*NET's description says what
 * the occupation teaches, where one title of another ("Communication Arts Lecturer") names another
 * subject that holds the word. A subject several descriptions name ('science') stays at 2 (dev slice
 * of O*NET's withheld titles: 53.5 -> 53.6% at the code; every subject at 3 53.5%; against every
 * occupation, school teachers' included, 53.4%).
 */
const SUBJECT_LEVEL = 3;
/** splitReadings: the shortest part a one-word compound is split into ('care' of "healthcare"). */
const MIN_SPLIT_PART = 4;
/** splitReadings: how often, as a share of the joined word, O*NET's titles write the two parts side by side. */
const SPLIT_PAIR_SHARE = 0.5;
/** How many sources O*NET's own name of an occupation counts as, among the titles listed with it. */
const OWN_NAME_SOURCES = 3;
/** compoundsOf: the shortest word that begins compounds, and the shortest word after it. */
const MIN_COMPOUND_LEAD = 3;
const MIN_COMPOUND_REST = 4;
/**
 * An occupation whose titles share only the title's noun wins only when no occupation of the same
 * noun whose titles also use another of the title's words (or a compound of it) scores this share
 * of it: "Air Hostess" is a flight attendant ("Airline Hostess") before a restaurant's "Hostess"
 * (tuned on the dev slice of O*NET's withheld titles: 0.9 52.9%, 0.8 52.9%, 0.7 52.9% at the
 * code, 54.3 / 54.4 / 54.3% at the SOC occupation).
 */
const QUALIFIED_SHARE = 0.8;
/**
 * The same, for an occupation whose titles use the word only further from their noun
 * (`qualification`): it decides a near tie only ("Club Car Attendant" made a "Club Hostess" a
 * passenger attendant at 0.86 of the restaurant's host; tuned on the dev slice of O*NET's withheld
 * titles: 0.8 and 0.85 53.2%, 0.9 53.2%, 0.95 53.3% at the code; "Dental Lecturer" needs it).
 */
const INDIRECT_QUALIFIED_SHARE = 0.9;
/** Below this a title is not said to resolve. */
const MIN_SCORE = 0.25;
/**
 * A word the index does not know is read as a role noun it misspells ("Manger", "Representactive")
 * when that noun ends at least this many titles: only the common heads, so a rare word or a
 * surname is not bent into a trade.
 */
const TYPO_HEAD_COUNT = 100;
/**
 * When a title fits several occupations, each is worth its title ranking (in the exact tier the
 * sources that reported the title there, as a share of the most; in the scored tier its score)
 * times the square of this floor plus the context's cosine with the occupation's bag of title
 * words (0..1, a few hundredths for a word or two in common): a context that speaks for none
 * leaves the title's own ranking, one that speaks for one occupation clearly decides.
 */
const CONTEXT_FLOOR = 0.02;
/**
 * The least cosine with which a context moves a title to another occupation than its words alone
 * choose: a word or two shared by chance ("management", "cases") gives a few hundredths and is
 * no evidence; a resume of test cases and Selenium gives a software tester 0.15.
 */
const MIN_CONTEXT_SCORE = 0.08;
/** The rank a title's "-ing" variant ("Test Engineer" for "Testing Engineer") keeps against the title's own. */
const VARIANT_SHARE = 0.5;
const contextValue = (rank: number, said: number) => rank * (CONTEXT_FLOOR + said) ** 2;
/** Occupations scoring within this share of the best title score may be chosen by context. */
const CONTEXT_MARGIN = 0.85;
/** A context shorter than this many known words says too little to choose by. */
const MIN_CONTEXT_WORDS = 3;

/**
 * A title noun counts as a computer occupation's noun for technologyReading when it ends at least
 * this many titles of O*NET's computer occupations (15-1) ...
 */
const COMPUTER_HEAD_TITLES = 5;
/**
 * ... and at least this share of all the titles it ends: developer 67%, architect 74%, analyst
 * 23%, consultant 12%, specialist 9%; not technician (2%), operator or manager (5%), whose titles
 * are mostly other trades' ("Assembly Operator", "Electronics Technician").
 */
const COMPUTER_HEAD_SHARE = 0.09;
/** Computer occupations hold at least this share of the titles ending in developer (67%), programmer, architect. */
const STRONG_COMPUTER_HEAD_SHARE = 0.5;
/**
 * A technology's name that O*NET's titles use more often than this is a word of some trade
 * ('assembly', 'electronics', 'optimization', 'bioinformatics'), not a product's name ('sap' 1,
 * 'rust' 2, 'go' 5).
 */
const TECHNOLOGY_WORD_TITLES = 5;
/** A computer occupation's noun ends at least this share of the O*NET titles that use it. */
const ROLE_NOUN_SHARE = 0.5;
/**
 * The last word of a title read is its noun for the noun rules when it ends at least this share of
 * the titles using it: 'hand' ends 178 of its 426 ("Farm Hand", "Deck Hand"; "Hand Packer" the
 * rest), so "Kitchen Hand" had no noun and went to interior designers through "Kitchen Designer";
 * 'technology' ends 49 of 196. Elsewhere (a word's form, a noun's family) a role noun ends half:
 * at 0.4 there "Bharat" read as 'bha' + 'rat'. 0.5 -> 0.4 moved no withheld titles' figure.
 */
const TITLE_NOUN_SHARE = 0.4;
/**
 * What 'lead' as a title's noun is read as, in order (a tie keeps the first): manager before
 * supervisor, since O*NET files some supervisors' titles oddly ("Shift Supervisor" under
 * correctional officers' supervisors, "Shift Manager" under retail's).
 */
const LEAD_READINGS = ['Manager', 'Supervisor', 'Leader'];
/**
 * "Customer Service Executive", "HR Executive", "Senior Executive - Accounts": in Indian and
 * British titles an executive is a staff member of the function named beside the word, and in an
 * American one ("Business Development Executive", "Account Executive") a senior seller; neither
 * is a chief executive or an executive secretary, where 'executive' as the noun took them. Such a
 * title is read also with these nouns in its place; the likeliest stands.
 */
const EXECUTIVE_READINGS = ['Specialist', 'Representative'];
/** The least score a reading with another noun needs to replace the executive's. */
const MIN_EXECUTIVE_READING_SCORE = 0.5;
/**
 * "Marketing Intern", "Arts Education Intern", "Sales Intern": an intern does the entry-level work
 * of the field named before the word. O*NET's interns are physicians' ("Intern", "Resident
 * Intern") and engineering students' ("Transportation Engineering Intern"), so every other
 * field's intern became a physician or a transportation engineer. Such a title is read with these
 * nouns in its place; the likeliest stands (a tie keeps the first).
 */
const INTERN_READINGS = ['Specialist', 'Assistant', 'Associate'];
/** When an internship runs ("Summer Intern"), which names no field. */
const INTERNSHIP_SEASONS = new Set(['summer', 'winter', 'spring', 'fall', 'autumn', 'seasonal']);
const EXECUTIVE_NOUN_CODES = new Set(['11-1011.00', '43-6011.00']);
/** A vice president's words, with a rank before them ("Senior Vice President", "SVP", "AVP"). */
const VICE_PRESIDENT_RE =
  /\b(?:(?:senior|executive|assistant|sr\.?|asst\.?)\s+)?(?:vice[\s-]+president|[sae]?vp)\b\.?/i;
/** Words that keep 'executive' a leader's word ("Chief Executive", "Executive Vice President"). */
const LEADER_WORDS_RE = /\b(?:chief|president|vice|director|managing|ceo|officer|board)\b/i;
/** How many O*NET titles a noun written out from an abbreviation ('SRE': engineer) must end to be the title's noun. */
const EXPANDED_HEAD_COUNT = 100;
/**
 * A title that is a role noun alone ("Developer", "Engineer", "Designer", "Supervisor") and ends
 * at least this many of O*NET's titles names no occupation by itself: O*NET lists "Developer"
 * under photographic process workers by more sources than under software developers, and
 * "Designer" alone under fabric patternmakers. Such a title goes to the occupation whose own
 * titles end in the noun most often, unless the context speaks for another that uses it.
 */
const BARE_NOUN_HEAD_COUNT = 100;
/**
 * A title O*NET lists only by this many sources or fewer, under occupations none of whose other
 * titles supports it (`outlier`), is read by its words instead.
 */
const OUTLIER_SOURCES = 2;
/** ... when its listed occupation scores under this share of the best by the title's words, the listing left out. */
const OUTLIER_SHARE = 0.5;
/** endsTitlesElsewhere: how many times its listing group's sources another group's titles ending in a title need. */
const CLIPPED_GROUP_SOURCES = 3;
/** bareNounPrior: a minor group with fewer than this share of the largest one's titles of the noun is not its everyday owner. */
const BARE_GROUP_SHARE = 0.25;
/**
 * qualifierReading: below this a title with a qualifier after a comma or a dash fits no occupation
 * well as a whole, and its main part is read alone when that part scores at least STRONG_MAIN_SCORE
 * (a title near one O*NET lists).
 */
const WEAK_WHOLE_SCORE = 0.6;
const STRONG_MAIN_SCORE = 0.8;
/** wordForm: the shortest word read by its form, the shortest part of a compound, the shortest noun at its end. */
const MIN_FORM_WORD = 6;
const MIN_FORM_PART = 3;
const MIN_FORM_NOUN = 5;
/** wordForm: a stem is at least this long and this share of the word; an ending at most this long. */
const MIN_FORM_STEM = 5;
const FORM_STEM_SHARE = 0.66;
const MAX_FORM_ENDING = 4;
/** Endings of a word for a person ("Violinist", "Drywaller", "Biometrician", "Realtor"). */
const AGENT_ENDING_RE = /(?:ist|er|or|ian|ess|man|person)$/;
/** The endings of a role noun that say "a person who" (personStem). */
const PERSON_ENDING_RE = /(?:man|person|er|or|ist|ian)$/;
/** A title read through its technology words scores at most this: it is not a title O*NET lists. */
const TECHNOLOGY_READING_SCORE = 0.9;

/**
 * Words that name a software specialty whatever O*NET files the title under: O*NET 29.2 lists
 * "Full Stack Engineer" only under engineers, all other (17-2199.00) and "Site Reliability
 * Engineer" under validation engineers as well as software developers. Our software families
 * (occupation-closeness.ts) refine O*NET there; these read as "software" like a technology.
 */
const SOFTWARE_SPECIALTY_RE =
  /\b(?:full[\s-]?stack|front[\s-]?end|back[\s-]?end|site[\s-]reliability|devops|devsecops|mlops|sre)\b/i;
const SOFTWARE_SPECIALTY_GLOBAL_RE = new RegExp(SOFTWARE_SPECIALTY_RE.source, 'gi');
/** The specialty as OccupationMatch.specialties spells it elsewhere ('front-end', see COMPOUNDS). */
const SPECIALTY_NAMES: Record<string, string> = {
  fullstack: 'full-stack',
  frontend: 'front-end',
  backend: 'back-end',
  sitereliability: 'site-reliability',
};
const SOFTWARE_SPECIALTY_WORDS = new Set([
  'fullstack',
  'frontend',
  'backend',
  'sitereliability',
  'devops',
  'devsecops',
  'mlops',
  'sre',
]);

/** A word before "of" is a role noun ("Director of ...") when at least this many O*NET titles end in it. */
const OF_ROLE_HEAD_COUNT = 20;
/**
 * "<role> of <field>", "<role> - <field>" (a dash with a space on at least one side, so
 * "Post-Doctoral" is one word), "<role>, <field>": the role and the field.
 */
export const ROLE_BEFORE_FIELD_RE =
  /^\s*([^,(/|:-]+?)(?:\s+of\s+(?:the\s+)?|\s+[-–—]\s*|\s*[-–—]\s+|\s*,\s*)([^(/|]+?)\s*$/i;

/** Joined when they stand side by side among the specialties. */
const COMPOUNDS = new Set([
  'front end',
  'back end',
  'full stack',
  'site reliability',
  'machine learning',
  'quality assurance',
  'quality control',
  'user experience',
  'user interface',
  'human resource',
  'e commerce',
  'real estate',
  'supply chain',
  'intensive care',
  'emergency room',
]);

type Query = {
  words: number[];
  weights: number[];
  heads: Set<number>;
  raw: string[];
  unknown: number;
  /** Whether a word was read by its form (wordForm): then the title is no title O*NET lists. */
  formed: boolean;
};

/** Two 26-bit polynomial hashes of a word sequence in one exact number: the exact tier's key. */
function sequenceKey(words: ArrayLike<number>, from: number, to: number, skip?: Set<number>): number {
  let a = 7;
  let b = 11;
  let n = 0;
  for (let i = from; i < to; i++) {
    const w = words[i] as number;
    if (skip?.has(w)) continue;
    a = (a * 31 + w + 1) % 67108859;
    b = (b * 257 + w + 1) % 67108837;
    n++;
  }
  return n === 0 ? -1 : a * 67108864 + b;
}

/**
 * Builds a resolver over an index. The exact tier looks the title's words up among O*NET's
 * titles (first with its seniority words, then without); otherwise every title sharing a word
 * is scored by the cosine of their word weights (the inverse of how many occupations use a
 * word), kept whole when both titles end in the same noun, cut to 90% when they end in nouns of one
 * family (teacher, instructor) and to 70% otherwise, since the last
 * noun of an English title names the job ("sales engineer" is an engineer, "engineering manager"
 * a manager). An occupation scores half as its best title and half as the cosine with all its
 * titles taken as one bag of words (tuned on the benchmark's dev slice: best title alone 45% at
 * the code, half and half 50.5%). The index is parsed by hand into flat typed
 * arrays: splitting it into strings took a second on a small server.
 */
export function createOccupationResolver(
  data: OccupationIndexData,
  options: OccupationResolverOptions = {},
): OccupationResolver {
  const codes: string[] = [];
  const names: string[] = [];
  for (const line of data.occupations.split('\n')) {
    const [code, title] = line.split('\t');
    codes.push(code ?? '');
    names.push(title ?? '');
  }
  const wordId = new Map<string, number>();
  const idOf = (w: string): number => {
    let id = wordId.get(w);
    if (id === undefined) {
      id = wordId.size;
      wordId.set(w, id);
    }
    return id;
  };
  const stored = data.vocabulary.split(' ');
  const storedWords = new Set(stored);
  /** The stored words of titles some source reported (not those of ESCO's alternative labels alone). */
  const listedStored = new Set<string>();
  const entryStored: number[] = [];
  // One word for both spellings of it that O*NET's titles use ("Theatre Manager" beside "Theater
  // Director", "Catalogue Librarian" beside "Catalog Librarian"): the British form is another name
  // of the American word, in the index and in every title read, so "Theatre Director" is O*NET's
  // "Theater Director" and not a general manager through "Theatre Manager".
  const spellingAliases = new Set<string>();
  const normalisedStored = new Set(stored.flatMap((w) => normaliseWord(w)));
  for (const n of normalisedStored) {
    const american = americanSpellings(n).find((form) => normalisedStored.has(form));
    if (american === undefined) continue;
    wordId.set(n, idOf(american));
    spellingAliases.add(n);
  }
  // each stored word's normalised ids, flat: storedStart[i]..storedStart[i + 1]
  const storedStart = new Int32Array(stored.length + 1);
  const storedFlat: number[] = [];
  stored.forEach((w, i) => {
    storedStart[i] = storedFlat.length;
    if (!STOP_WORDS.has(w) && !LEVEL_WORDS.has(w)) for (const n of normaliseWord(w)) storedFlat.push(idOf(n));
  });
  storedStart[stored.length] = storedFlat.length;
  const seniorityIds = new Set([...SENIORITY_WORDS, ...RANK_ROLE_WORDS].map(idOf));
  const neverHeadIds = new Set([...NEVER_HEAD].map(idOf));
  const shiftIds = new Set([...SHIFT_WORDS].map(idOf));

  const withheld = new Set<number>();
  for (const title of options.withheldTitles ?? []) {
    const spelled = ABBREVIATION_WITH_TITLE_RE.exec(title.trim())?.[1];
    for (const variant of [title, title.replace(/\([^)]*\)/g, ' '), ...(spelled ? [spelled] : [])]) {
      const words = unique(contentIds(titleWords(variant), wordId, false));
      withheld.add(sequenceKey(words, 0, words.length));
      withheld.add(sequenceKey(words, 0, words.length, seniorityIds));
    }
  }

  // Documents: every title of every occupation, its unique word ids in order, flat.
  const docStart: number[] = [0];
  const flat: number[] = [];
  const docOcc: number[] = [];
  const docSources: number[] = [];
  const docHead: number[] = [];
  /** Whether a title is O*NET's own name of its occupation (addOwnTitle). */
  const docIsName: number[] = [];
  const exact = new Map<number, number[]>();
  const exactBare = new Map<number, number[]>();
  const seniorityButCache = new Map<number, Set<number>>();
  const seniorityBut = (head: number) => {
    let set = seniorityButCache.get(head);
    if (!set) {
      set = new Set([...seniorityIds].filter((w) => w !== head));
      seniorityButCache.set(head, set);
    }
    return set;
  };
  const addDoc = (occ: number, words: number[], head: number, sources: number, name = false) => {
    if (words.length === 0) return;
    const from = flat.length;
    for (const w of words) flat.push(w);
    const doc = docOcc.length;
    docOcc.push(occ);
    docSources.push(sources);
    docHead.push(head);
    docIsName.push(name ? 1 : 0);
    docStart.push(flat.length);
    const key = sequenceKey(flat, from, flat.length);
    // a seniority word that is the title's noun ("Operations Chief", "School Principal") is the
    // job, not how senior: without it "Operations Chief" made a bare "Operations", and "Head
    // Operations", a firefighting supervisor
    const bare = sequenceKey(flat, from, flat.length, seniorityIds.has(head) ? seniorityBut(head) : seniorityIds);
    push(exact, key, doc);
    if (bare !== -1 && bare !== key) push(exactBare, bare, doc);
  };
  const titles = data.titles;
  let occ = 0;
  let entry: number[] = [];
  let number = 0;
  let inNumber = false;
  let sources = 1;
  let inSources = false;
  const occHeads: Set<number>[] = names.map(() => new Set<number>());
  // How many of O*NET's titles (those not withheld) end in each word and use it, for the own
  // names' nouns below.
  const endings = new Map<number, number>();
  const uses = new Map<number, number>();
  {
    let title: number[] = [];
    let n = 0;
    let inNum = false;
    let inSrc = false;
    for (let i = 0; i <= titles.length; i++) {
      const c = i < titles.length ? titles.charCodeAt(i) : 10;
      if (c === 32 || c === 124 || c === 10 || c === 126) {
        if (inNum && !inSrc)
          for (let k = storedStart[n] as number; k < (storedStart[n + 1] as number); k++) {
            const w = storedFlat[k] as number;
            if (!title.includes(w)) title.push(w);
          }
        if (c === 126) inSrc = true;
        if (c === 124 || c === 10) {
          if (title.length > 0 && !withheld.has(sequenceKey(title, 0, title.length))) {
            const last = title[title.length - 1] as number;
            endings.set(last, (endings.get(last) ?? 0) + 1);
            for (const w of title) uses.set(w, (uses.get(w) ?? 0) + 1);
          }
          title = [];
          inSrc = false;
        }
        inNum = false;
        n = 0;
        continue;
      }
      inNum = true;
      n = n * 36 + (c <= 57 ? c - 48 : c - 87);
    }
  }
  /**
   * The nouns of O*NET's own name of an occupation: each plural that ends a part of its list, when
   * it ends most of the titles using it ("Art, Drama, and Music Teachers": teacher, not 'art';
   * "First-Line Supervisors of Office and Administrative Support Workers": supervisor, the rest the
   * field; "Compensation, Benefits, and Job Analysis Specialists": not 'benefit'). Read as the first
   * part's last word, the list's first item was taken for the noun.
   */
  const ownNouns = (main: string): number[] => {
    const heads: number[] = [];
    for (const segment of main.split(',')) {
      const [beforeOf = '', ...afterOf] = segment.replace(/^\s*and\s+/i, '').split(/\bof\b/i);
      for (const part of beforeOf.split(/\band\b|\//)) {
        const last = titleWords(part)
          .filter((w) => !STOP_WORDS.has(w) && !LEVEL_WORDS.has(w))
          .at(-1);
        if (last === undefined || singular(last) === last) continue;
        const head = contentIds([last], wordId, true).at(-1);
        if (head !== undefined && (endings.get(head) ?? 0) >= Math.max(1, ROLE_NOUN_SHARE * (uses.get(head) ?? 0)))
          heads.push(head);
      }
      if (afterOf.length > 0) break;
    }
    return heads;
  };
  const addOwnTitle = (o: number) => {
    // O*NET's own title, once for each of its nouns ("Chefs and Head Cooks": chef, cook)
    const main = (names[o] ?? '').split(/,\s*except\b/i)[0] ?? '';
    const words = unique(contentIds(titleWords(main), wordId, true));
    let heads = ownNouns(main);
    // a name none of whose plurals is a role noun: each "and" part's last word before a comma
    if (heads.length === 0)
      heads = (main.split(',')[0] ?? '')
        .split(/\band\b|\//)
        .map((part) => contentIds(titleWords(part), wordId, true).at(-1))
        .filter((h): h is number => h !== undefined);
    for (const head of unique(heads)) {
      addDoc(o, words, head, OWN_NAME_SOURCES, true);
      occHeads[o]?.add(head);
    }
  };
  addOwnTitle(0);
  for (let i = 0; i <= titles.length; i++) {
    const c = i < titles.length ? titles.charCodeAt(i) : 10;
    if (c === 32 || c === 124 || c === 10 || c === 126) {
      if (inNumber && !inSources) {
        entryStored.push(number);
        for (let k = storedStart[number] as number; k < (storedStart[number + 1] as number); k++) {
          const w = storedFlat[k] as number;
          if (!entry.includes(w)) entry.push(w);
        }
      } else if (inSources) sources = number;
      inNumber = false;
      number = 0;
      if (c === 126) inSources = true;
      if (c === 124 || c === 10) {
        if (entry.length > 0 && !withheld.has(sequenceKey(entry, 0, entry.length))) {
          addDoc(occ, entry, entry[entry.length - 1] as number, sources);
        }
        if (sources > 0) for (const n of entryStored) listedStored.add(stored[n] as string);
        entryStored.length = 0;
        entry = [];
        sources = 1;
        inSources = false;
        if (c === 10 && i < titles.length) addOwnTitle(++occ);
      }
      continue;
    }
    inNumber = true;
    number = number * 36 + (c <= 57 ? c - 48 : c - 87);
  }

  // The subjects O*NET's descriptions say an occupation teaches ("painting and sculpture" for art,
  // drama and music teachers), by word: a word of a teacher's title O*NET's own titles of the
  // occupation do not pair with a teacher ("Painting Teacher").
  // A subject no title names ('sculpture') is a word of its own too, read as written rather than by
  // its form (a nail "sculpturer"); O*NET's titles still do not use it.
  const subjectOccupations = new Map<number, number[]>();
  const subjectOnly = new Set<string>();
  const position = new Map(codes.map((code, o) => [code, o]));
  for (const line of (data.subjects ?? '').split('\n')) {
    const [code, text] = line.split('\t');
    const o = position.get(code ?? '');
    if (o === undefined || !text) continue;
    const words = text.split(' ');
    for (const w of words) for (const n of normaliseWord(w)) if (!wordId.has(n)) subjectOnly.add(n);
    for (const w of unique(contentIds(words, wordId, true))) push(subjectOccupations, w, o);
  }
  /** Occupations whose description names the subjects they teach. */
  const subjectTeachers = new Set([...subjectOccupations.values()].flat());
  /** Whether O*NET's titles use the normalised word (as the index reads them), not a subject alone. */
  const titleWord = (n: string) => (countedTitles[wordId.get(n) ?? -1] ?? 0) > 0 && !subjectOnly.has(n);

  /** The nouns an occupation's titles end in (built when first asked). */
  const occDocHeads: Set<number>[] = [];
  const docHeadsOf = (o: number): Set<number> => {
    if (occDocHeads.length === 0) {
      for (let k = 0; k < codes.length; k++) occDocHeads.push(new Set());
      docHead.forEach((h, d) => {
        occDocHeads[docOcc[d] as number]?.add(h);
      });
    }
    return occDocHeads[o] as Set<number>;
  };
  // A title no source reported (an ESCO alternative label, "~0") is found like any other, but is not
  // counted among O*NET's titles of a noun or a word: those counts weigh what O*NET's own listings say.
  const counted = (d: number) => (docSources[d] as number) > 0;
  const headCounts = new Map<number, number>();
  docHead.forEach((h, d) => {
    if (counted(d)) headCounts.set(h, (headCounts.get(h) ?? 0) + 1);
  });
  /** For a common role noun, how many titles of each occupation end in it (built when first asked). */
  const headOwners = new Map<number, Map<number, number>>();
  const ownersOf = (head: number): Map<number, number> => {
    if (headOwners.size === 0)
      docHead.forEach((h, d) => {
        if (!counted(d)) return;
        const o = docOcc[d] as number;
        let owners = headOwners.get(h);
        if (!owners) {
          owners = new Map();
          headOwners.set(h, owners);
        }
        owners.set(o, (owners.get(o) ?? 0) + 1);
      });
    return headOwners.get(head) ?? new Map();
  };
  /** Role nouns whose titles fall in the same occupations as the noun's (FAMILY_COSINE), the noun included. */
  const families = new Map<number, Set<number>>();
  const familyOf = (head: number): Set<number> => {
    let family = families.get(head);
    if (family) return family;
    family = new Set([head]);
    const own = ownersOf(head);
    const norm = (owners: Map<number, number>) => Math.sqrt([...owners.values()].reduce((s, n) => s + n * n, 0));
    const ownNorm = norm(own);
    // only nouns that end a title of one of the noun's occupations can share its occupations
    const near = new Set<number>();
    for (const o of own.keys()) for (const h of docHeadsOf(o)) if (h !== head && isRoleNoun(h)) near.add(h);
    // the same stem with another person's ending: a repairman is a repairer, a salesman a salesperson
    const stem = personStem(wordText[head] ?? '');
    for (const h of near) {
      if (stem !== undefined && personStem(wordText[h] ?? '') === stem) {
        family.add(h);
        continue;
      }
      const other = ownersOf(h);
      let dot = 0;
      for (const [o, n] of other) dot += n * (own.get(o) ?? 0);
      if (dot / (ownNorm * norm(other)) >= FAMILY_COSINE) family.add(h);
    }
    families.set(head, family);
    return family;
  };
  /** The share of the titles ending in a noun that fall in its commonest SOC major group (teacher: 25). */
  const groupShares = new Map<number, number>();
  const groupShare = (head: number): number => {
    let share = groupShares.get(head);
    if (share !== undefined) return share;
    const byGroup = new Map<string, number>();
    let total = 0;
    for (const [o, n] of ownersOf(head)) {
      const group = (codes[o] ?? '').slice(0, 2);
      byGroup.set(group, (byGroup.get(group) ?? 0) + n);
      total += n;
    }
    share = total === 0 ? 0 : Math.max(...byGroup.values()) / total;
    groupShares.set(head, share);
    return share;
  };
  /** Whether some title of the occupation ends in the role noun or a noun of its family. */
  const carriesHead = (o: number, head: number) => {
    const heads = docHeadsOf(o);
    for (const h of familyOf(head)) if (heads.has(h)) return true;
    return false;
  };
  const computerHeadCounts = new Map<number, number>();
  docHead.forEach((h, d) => {
    if (counted(d) && codes[docOcc[d] as number]?.startsWith('15-1'))
      computerHeadCounts.set(h, (computerHeadCounts.get(h) ?? 0) + 1);
  });
  const strongComputerHeads = new Set(
    [...computerHeadCounts]
      .filter(([h, n]) => n >= COMPUTER_HEAD_TITLES && n >= STRONG_COMPUTER_HEAD_SHARE * (headCounts.get(h) ?? 0))
      .map(([h]) => h),
  );
  const computerHeads = new Set(
    [...computerHeadCounts]
      .filter(([h, n]) => n >= COMPUTER_HEAD_TITLES && n >= COMPUTER_HEAD_SHARE * (headCounts.get(h) ?? 0))
      .map(([h]) => h),
  );
  const commonHeads: string[] = [];

  // Word weights: the inverse of how many occupations use a word (docs come in occupation order).
  const words = Int32Array.from(flat);
  const docs = docOcc.length;
  const vocab = wordId.size;
  const occupationsUsing = new Int32Array(vocab);
  const lastOcc = new Int32Array(vocab).fill(-1);
  const postingCount = new Int32Array(vocab + 1);
  const countedTitles = new Int32Array(vocab);
  for (let d = 0; d < docs; d++) {
    const o = docOcc[d] as number;
    for (let k = docStart[d] as number; k < (docStart[d + 1] as number); k++) {
      const w = words[k] as number;
      postingCount[w + 1] = (postingCount[w + 1] as number) + 1;
      if (!counted(d)) continue;
      countedTitles[w] = (countedTitles[w] as number) + 1;
      if (lastOcc[w] !== o) {
        lastOcc[w] = o;
        occupationsUsing[w] = (occupationsUsing[w] as number) + 1;
      }
    }
  }
  const postingStart = new Int32Array(vocab + 1);
  for (let w = 0; w < vocab; w++) postingStart[w + 1] = (postingStart[w] as number) + (postingCount[w + 1] as number);
  const postings = new Int32Array(postingStart[vocab] as number);
  const fill = postingStart.slice(0, vocab);
  for (let d = 0; d < docs; d++) {
    for (let k = docStart[d] as number; k < (docStart[d + 1] as number); k++) {
      const w = words[k] as number;
      postings[fill[w] as number] = d;
      fill[w] = (fill[w] as number) + 1;
    }
  }
  // A technology's name that O*NET uses as a job's noun ('chef', the configuration tool, is also a
  // cook) or in many titles names the job or the trade, not the technology.
  const technologyWords = new Set<string>();
  for (const word of options.technologyWords ?? taxonomyTechnologyWords()) {
    const id = wordId.get(word);
    const titles = id === undefined ? 0 : (countedTitles[id] as number);
    if (id === undefined || (!headCounts.has(id) && titles <= TECHNOLOGY_WORD_TITLES)) technologyWords.add(word);
  }
  const idf = new Float64Array(vocab);
  const unknownIdf = Math.log(1 + codes.length);
  for (let w = 0; w < vocab; w++) {
    idf[w] = occupationsUsing[w] ? Math.log(1 + codes.length / (occupationsUsing[w] as number)) : unknownIdf;
  }
  const weight = (w: number, head: boolean) => (idf[w] ?? 0) * (seniorityIds.has(w) && !head ? SENIORITY_WEIGHT : 1);
  const docNorm = new Float64Array(docs);
  const docHasSeniority = new Uint8Array(docs);
  for (let d = 0; d < docs; d++) {
    let sum = 0;
    for (let k = docStart[d] as number; k < (docStart[d + 1] as number); k++) {
      const w = words[k] as number;
      if (seniorityIds.has(w)) docHasSeniority[d] = 1;
      sum += weight(w, w === docHead[d]) ** 2;
    }
    docNorm[d] = Math.sqrt(sum);
  }
  // Each occupation as one bag of the words of all its titles (those some source reported): how
  // strongly a word speaks for it.
  const occWord: number[][] = [];
  const occWeight: number[][] = [];
  {
    let o = -1;
    let counts = new Map<number, number>();
    const flush = () => {
      if (o < 0) return;
      let norm = 0;
      for (const [w, n] of counts) norm += ((1 + Math.log(n)) * (idf[w] as number)) ** 2;
      norm = Math.sqrt(norm) || 1;
      for (const [w, n] of counts) {
        const value = ((1 + Math.log(n)) * (idf[w] as number)) / norm;
        const list = occWord[w];
        if (list) {
          list.push(o);
          occWeight[w]?.push(value);
        } else {
          occWord[w] = [o];
          occWeight[w] = [value];
        }
      }
    };
    for (let d = 0; d < docs; d++) {
      if (docOcc[d] !== o) {
        flush();
        o = docOcc[d] as number;
        counts = new Map();
      }
      if (!counted(d)) continue;
      for (let k = docStart[d] as number; k < (docStart[d + 1] as number); k++) {
        const w = words[k] as number;
        counts.set(w, (counts.get(w) ?? 0) + 1);
      }
    }
    flush();
  }
  const bag = new Float64Array(codes.length);
  const residual = names.map((n) => RESIDUAL_RE.test(n));
  const occTitleWords = names.map((n) => new Set(contentIds(titleWords(n), wordId, false)));
  const wordText: string[] = [];
  for (const [w, id] of wordId) if (!spellingAliases.has(w)) wordText[id] = w;
  for (const [h, n] of headCounts) if (n >= TYPO_HEAD_COUNT && wordText[h]) commonHeads.push(wordText[h] as string);
  /** The common role noun an unknown word misspells: one edit away, two for long words. */
  const corrected = (word: string): number | undefined => {
    if (word.length < 5 || !/^[a-z]+$/.test(word)) return undefined;
    const most = word.length >= 9 ? 2 : 1;
    const hit = commonHeads.find(
      (h) => Math.abs(h.length - word.length) <= most && editDistance(h, word, most) <= most,
    );
    return hit === undefined ? undefined : wordId.get(hit);
  };

  const dot = new Float64Array(docs);
  /**
   * resolveQuery: the pass (one per word of each title read) a title's compound was last counted
   * in. A pass number never repeats, so a title seen for an earlier title's word is not skipped:
   * as the word's position, it made "Air Stewardess" read after "Air Steward" lose the flight
   * attendants' "Airline Stewardess".
   */
  const compoundSeen = new Int32Array(docs);
  let compoundPass = 0;
  /** resolveQuery: each occupation's share of a word through its compounds, -1 when it has the word. */
  const compoundBag = new Float64Array(codes.length);
  /** resolveQuery: whether an occupation's titles use a word of the title besides its noun (or a compound of one). */
  const qualified = new Uint8Array(codes.length);
  const best = new Float64Array(codes.length);

  const titlesUsing = (id: number) => (postingStart[id + 1] as number) - (postingStart[id] as number);
  /** A word that ends most of the titles using it: a person doing a job (writer, keeper, astronomer). */
  const isRoleNoun = (id: number) =>
    (headCounts.get(id) ?? 0) >= Math.max(1, ROLE_NOUN_SHARE * (countedTitles[id] as number));
  /** A title's last word that is its noun (TITLE_NOUN_SHARE). */
  const isTitleNoun = (id: number) =>
    (headCounts.get(id) ?? 0) >= Math.max(1, TITLE_NOUN_SHARE * (countedTitles[id] as number));
  /** Words O*NET's titles use, sorted, for wordForm's look-up by prefix. */
  const usedWords = wordText.filter((w, id) => w && titlesUsing(id) > 0 && /^[a-z]+$/.test(w)).sort();
  /** The position of the first of usedWords at or after a prefix (binary search). */
  const firstUsedFrom = (prefix: string): number => {
    let lo = 0;
    let hi = usedWords.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if ((usedWords[mid] as string) < prefix) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  };
  /**
   * The index's words a word no title uses stands for, by its form: a compound of two of them
   * ("Songwriter", "Hoistman", "Zookeeper": song writer, hoist man, zoo keeper), a role noun with
   * a prefix ("Neuropathologist", "Ultrasonographer": pathologist, sonographer), or another
   * ending of the same stem ("Astronomy Outreach Coordinator": astronomer; "Urologic": urology;
   * "Percussionist": percussion). O*NET's titles name most trades in one form only, so a title
   * in another form named no occupation or was read by its other words alone.
   */
  const wordForm = (word: string): number[] | undefined => {
    if (word.length < MIN_FORM_WORD || !/^[a-z]+$/.test(word)) return undefined;
    const used = (w: string) => {
      const id = wordId.get(w);
      return id !== undefined && titlesUsing(id) > 0 ? id : undefined;
    };
    // a compound: the longest role noun at its end, the rest a word of the index or nothing
    // ("Microsoft", "Salesforce" and "Facebook" end in no role noun)
    for (let i = MIN_FORM_PART; i <= word.length - MIN_FORM_PART; i++) {
      const tail = used(word.slice(i));
      if (tail === undefined || !isRoleNoun(tail)) continue;
      const lead = used(word.slice(0, i));
      if (lead !== undefined) return [lead, tail];
      if (word.length - i >= MIN_FORM_NOUN) return [tail];
    }
    // the same stem with another ending, the longest shared beginning, each ending short; either
    // a person's ending on the word ("Violinist") or a role noun found: a name of a company, a
    // place or a person is not bent into a trade
    const agent = AGENT_ENDING_RE.test(word);
    for (let p = word.length - 1; p >= Math.max(MIN_FORM_STEM, Math.ceil(FORM_STEM_SHARE * word.length)); p--) {
      if (word.length - p > MAX_FORM_ENDING) break;
      const stem = word.slice(0, p);
      let choice: number | undefined;
      for (let k = firstUsedFrom(stem); k < usedWords.length && (usedWords[k] as string).startsWith(stem); k++) {
        const w = usedWords[k] as string;
        const id = wordId.get(w) as number;
        if (w.length - p > MAX_FORM_ENDING || w === word || !(agent || isRoleNoun(id))) continue;
        // a person's word reads as a person's word where the stem has one ("Internist": intern, not internet)
        const rank = (i: number) => (agent && isRoleNoun(i) ? 1e6 : 0) + titlesUsing(i);
        if (choice === undefined || rank(id) > rank(choice)) choice = id;
      }
      if (choice !== undefined) return [choice];
    }
    return undefined;
  };
  /** The word of the index a British spelling stands for, when the index does not use the word as spelt. */
  const americanWord = (n: string): number | undefined => {
    for (const form of americanSpellings(n)) {
      const id = wordId.get(form);
      if (id !== undefined && titlesUsing(id) > 0) return id;
    }
    return undefined;
  };
  /**
   * The index's words that are compounds of a word and another word of the index ('air': airline,
   * aircraft, airplane, airport; 'car': carwash): a setting or a thing O*NET's titles name in one
   * word where a title names it in two ("Air Hostess", "Air Steward").
   */
  const compounds = new Map<number, number[]>();
  const compoundsOf = (w: number): number[] => {
    let list = compounds.get(w);
    if (list) return list;
    list = [];
    const text = wordText[w] ?? '';
    if (text.length >= MIN_COMPOUND_LEAD && /^[a-z]+$/.test(text)) {
      for (let k = firstUsedFrom(text); k < usedWords.length && (usedWords[k] as string).startsWith(text); k++) {
        const word = usedWords[k] as string;
        const rest = wordId.get(word.slice(text.length));
        if (word.length - text.length >= MIN_COMPOUND_REST && rest !== undefined && titlesUsing(rest) > 0)
          list.push(wordId.get(word) as number);
      }
    }
    compounds.set(w, list);
    return list;
  };
  /**
   * How closely a word of a title (or a compound of it) qualifies that title's noun: 2 when it
   * stands right before the noun, or only words of the query read stand between them ("Airline
   * Hostess", "Bus Attendant", "Hospital Carrier"), or the title is O*NET's name of the occupation,
   * which lists its settings ("Restaurant, Lounge, and Coffee Shop"); 1 further from it ("Dental
   * Hygiene Instructor"). In "Club Car Attendant" 'club' says which car, in "Hospital Valet
   * Attendant" 'hospital' whose valet: weak evidence of a club's host or a hospital's porter.
   */
  const qualification = (doc: number, w: number, said: Set<number>): number => {
    if (docIsName[doc]) return 2;
    const end = (docStart[doc + 1] as number) - 1;
    for (let k = docStart[doc] as number; k < end; k++) {
      if (words[k] !== w) continue;
      for (let j = k + 1; j < end; j++) if (!said.has(words[j] as number)) return 1;
      return 2;
    }
    return 1;
  };
  /** The index's words a title's (normalised) word is read as: itself, a misspelt role noun's, or its form's. */
  const readWord = (n: string): { ids: number[]; formed: boolean } | undefined => {
    const id = wordId.get(n);
    if (id !== undefined && ((countedTitles[id] as number) > 0 || subjectOnly.has(n)))
      return { ids: [id], formed: false };
    // a British spelling is the American word O*NET's titles use ("Theatre Director" was a
    // general manager, "Programme Manager" a computer programmer, "Gynaecologist" an ecologist)
    const american = americanWord(n);
    if (american !== undefined) return { ids: [american], formed: false };
    // a feminine form O*NET's titles do not use is the form they do ("Headmistress": headmaster),
    // not whatever shares its letters (a costume attendant through "Wardrobe Mistress")
    for (const form of unmarkedForms(n)) {
      const unmarked = wordId.get(form);
      if (unmarked !== undefined && (countedTitles[unmarked] as number) > 0 && isRoleNoun(unmarked))
        return { ids: [unmarked], formed: true };
    }
    // a word only ESCO's alternative labels use ("fishmonger"), after the forms of O*NET's words
    if (id !== undefined && titlesUsing(id) > 0) return { ids: [id], formed: false };
    if (id === undefined) {
      const typo = corrected(n);
      if (typo !== undefined) return { ids: [typo], formed: false };
    }
    const form = wordForm(n);
    if (form) return { ids: form, formed: true };
    return id === undefined ? undefined : { ids: [id], formed: false };
  };

  function query(title: string): Query | null {
    const first = title.split(/\(|,|\s[-–—|]\s|\s\/\s/)[0] ?? title;
    const ids: number[] = [];
    const raw: string[] = [];
    let unknown = 0;
    let formed = false;
    for (const w of titleWords(title)) {
      if (STOP_WORDS.has(w) || LEVEL_WORDS.has(w)) continue;
      for (const n of normaliseWord(w)) {
        const read = readWord(n);
        if (read === undefined) {
          unknown++;
          raw.push(n);
          continue;
        }
        formed ||= read.formed;
        for (const id of read.ids) {
          if (ids.includes(id)) continue;
          ids.push(id);
          raw.push(wordText[id] ?? n);
        }
      }
    }
    if (ids.every((id) => neverHeadIds.has(id))) return null;
    const heads = new Set<number>();
    const headOf = (list: number[]) => list.filter((id) => !neverHeadIds.has(id)).at(-1);
    const firstIds = titleWords(first)
      .filter((w) => !STOP_WORDS.has(w) && !LEVEL_WORDS.has(w))
      .flatMap((w) => normaliseWord(w).flatMap((n) => readWord(n)?.ids ?? []));
    const lastHead = headOf(firstIds) ?? headOf(ids);
    if (lastHead !== undefined) heads.add(lastHead);
    return { words: ids, weights: ids.map((w) => weight(w, heads.has(w))), heads, raw, unknown, formed };
  }

  /**
   * Per occupation, the sources of its titles (O*NET's, those no source reported aside) that hold
   * every one of the words, anywhere in the title. Not cached: one pass over the rarest word's
   * titles, and a long-lived resolver would keep every title ever asked.
   */
  function wordSupport(content: number[]): Map<number, number> {
    const support = new Map<number, number>();
    const rarest = content.reduce((a, b) => (titlesUsing(b) < titlesUsing(a) ? b : a));
    for (let k = postingStart[rarest] as number; k < (postingStart[rarest + 1] as number); k++) {
      const doc = postings[k] as number;
      if (!counted(doc)) continue;
      const from = docStart[doc] as number;
      const to = docStart[doc + 1] as number;
      if (!content.every((w) => words.subarray(from, to).includes(w))) continue;
      const o = docOcc[doc] as number;
      support.set(o, (support.get(o) ?? 0) + (docSources[doc] as number));
    }
    return support;
  }

  /**
   * The likeliest of the occupations O*NET lists one title under: the one most of its sources
   * reported; among those reported as often, the one whose other titles hold all the title's words
   * (wordSupport: O*NET lists "Maintenance Engineer" by two sources each under civil engineers,
   * maintenance workers of machinery and general maintenance and repair workers, and only the last
   * has "Building Maintenance Engineer" too); then the one whose own title ends in the title's noun
   * ("Software Tester" is listed under developers and testers alike), then the one whose own title
   * shares most of its words.
   */
  function pick(
    list: number[] | undefined,
    q: Query,
    context: Float64Array | null,
    discounted = 0,
  ): number | undefined {
    if (!list || list.length === 0) return undefined;
    // A residual's name ("Social Workers, All Other") is the rest of a group, not a title people
    // hold, when a named occupation's name holds the title's words and noun ("Child, Family, and
    // School Social Workers"): it counts as one source there, not as a name's three.
    const content = q.words.filter((w) => !seniorityIds.has(w) || q.heads.has(w));
    const named = list.some((doc) => {
      const o = docOcc[doc] as number;
      const own = occTitleWords[o] as Set<number>;
      return !residual[o] && [...q.heads].some((h) => occHeads[o]?.has(h)) && content.every((w) => own.has(w));
    });
    const sourcesOf = (doc: number) =>
      named && residual[docOcc[doc] as number] && docIsName[doc] ? 1 : (docSources[doc] ?? 0);
    const most = Math.max(...list.map(sourcesOf));
    // Between listings as well reported as each other, and each by few sources, the occupation
    // whose other titles hold all the title's words (their sources, the listings' own left out). A
    // title O*NET's sources report more often ("Social Worker") keeps its own order: the number
    // of specialties O*NET names in an occupation says little about how many hold its plain title.
    const sparse = list.every((doc) => (docSources[doc] as number) <= OUTLIER_SOURCES && !docIsName[doc]);
    const tied = new Set(list.filter((doc) => sourcesOf(doc) === most).map((doc) => docOcc[doc] as number));
    const support = sparse && tied.size > 1 ? wordSupport(content) : new Map<number, number>();
    const listedIn = new Map<number, number>();
    for (const doc of list) {
      const o = docOcc[doc] as number;
      listedIn.set(o, (listedIn.get(o) ?? 0) + (docSources[doc] ?? 0));
    }
    const ranks = list.map((doc, i) => {
      const o = docOcc[doc] as number;
      const own = occTitleWords[o] as Set<number>;
      const sources = sourcesOf(doc);
      const others = tied.has(o) && sources === most ? Math.max(0, (support.get(o) ?? 0) - (listedIn.get(o) ?? 0)) : 0;
      let rank = sources + (others > 0 ? SUPPORT_TIE + SUPPORT_TIE_SPAN * (others / (others + 1)) : 0);
      if ([...q.heads].some((h) => occHeads[o]?.has(h))) rank += 0.5;
      for (const w of q.words) if (own.has(w)) rank += 0.01;
      // then SOC's own occupation before one of O*NET's narrower breakouts of it (".01" and on):
      // "Business Development Manager" is listed under sales managers and wind energy development
      // managers alike, and shares a word with the second's name
      if (codes[o]?.endsWith('.00')) rank += BASE_OCCUPATION_RANK;
      // and a residual occupation after a named one (RESIDUAL_SHARE): "Traffic Engineer" is listed
      // under engineers, all other as often as under transportation engineers
      if (residual[o]) rank *= RESIDUAL_SHARE;
      return i >= list.length - discounted ? rank * VARIANT_SHARE : rank;
    });
    const top = Math.max(...ranks);
    let choice = list[ranks.indexOf(top)];
    if (!context) return choice;
    // the context may move the title to another of its occupations only when it speaks for it
    let choiceValue = contextValue(1, context[docOcc[choice as number] as number] as number);
    list.forEach((doc, i) => {
      const said = context[docOcc[doc] as number] as number;
      const value = contextValue((ranks[i] as number) / top, said);
      if (said >= MIN_CONTEXT_SCORE && value > choiceValue) {
        choice = doc;
        choiceValue = value;
      }
    });
    return choice;
  }

  /**
   * Each occupation's cosine with the context's words (those O*NET's titles use, weighted as the
   * resolver weighs them, the title's own words left out); null when too few words are known.
   */
  function contextScores(text: string, q: Query): Float64Array | null {
    const counts = new Map<number, number>();
    for (const w of titleWords(text)) {
      if (STOP_WORDS.has(w) || LEVEL_WORDS.has(w) || SENIORITY_WORDS.has(w)) continue;
      for (const n of normaliseWord(w)) {
        const id = wordId.get(n);
        if (id !== undefined && !q.words.includes(id)) counts.set(id, (counts.get(id) ?? 0) + 1);
      }
    }
    if (counts.size < MIN_CONTEXT_WORDS) return null;
    const scores = new Float64Array(codes.length);
    let norm = 0;
    for (const [w, n] of counts) {
      const x = (1 + Math.log(n)) * (idf[w] as number);
      norm += x * x;
      const list = occWord[w];
      const weights = occWeight[w] as number[];
      if (list)
        for (let k = 0; k < list.length; k++) {
          const o = list[k] as number;
          scores[o] = (scores[o] as number) + x * (weights[k] as number);
        }
    }
    norm = Math.sqrt(norm) || 1;
    for (let o = 0; o < scores.length; o++) scores[o] = (scores[o] as number) / norm;
    return scores;
  }

  function specialties(q: Query, o: number): string[] {
    const own = occTitleWords[o] ?? new Set<number>();
    const kept: string[] = [];
    for (const text of q.raw) {
      const id = wordId.get(text);
      if (id !== undefined && (own.has(id) || q.heads.has(id) || seniorityIds.has(id))) continue;
      if (text.length < 2) continue;
      kept.push(text);
    }
    const joined: string[] = [];
    for (let i = 0; i < kept.length; i++) {
      const pair = `${kept[i]} ${kept[i + 1]}`;
      if (i + 1 < kept.length && COMPOUNDS.has(pair)) {
        joined.push(pair.replace(' ', '-'));
        i++;
      } else joined.push(kept[i] as string);
    }
    return [...new Set(joined)];
  }

  function match(o: number, score: number, q: Query): OccupationMatch {
    const code = codes[o] as string;
    return {
      code,
      title: names[o] as string,
      majorGroup: code.slice(0, 2),
      specialties: specialties(q, o),
      score: Math.round((q.formed ? Math.min(score, TECHNOLOGY_READING_SCORE) : score) * 1000) / 1000,
    };
  }

  /**
   * A title O*NET does not list that names a technology before a computer occupation's noun
   * ("SAP Consultant", "Go Developer", "Rust Engineer", "SAP ABAP Developer") is read as that
   * occupation's software title: O*NET's titles use 'sap' for tree sap and 'go' and 'rust' in
   * other trades, so word by word such titles went to forest workers, cashiers and coating
   * machine operators, or nowhere. Each technology word becomes one "software", unknown words
   * beside them (module names such as ABAP, FICO) are dropped; they stay as the specialties.
   * Used only when the title's own words find no computer occupation (15-1).
   */
  function technologyReading(title: string, contextText: string | undefined, direct: OccupationMatch | null) {
    if (direct?.code.startsWith('15-1')) return direct;
    // the title's words with abbreviations written out ('SRE', 'Sr.') and each software
    // specialty as one word
    const wordsOf = (text: string) =>
      titleWords(text)
        .flatMap((w) => {
          const n = normaliseWord(w);
          return n.length > 1 ? n : [w];
        })
        .join(' ')
        .replace(SOFTWARE_SPECIALTY_GLOBAL_RE, (m) => m.replace(/[\s-]+/g, '').toLowerCase())
        .split(' ')
        .filter((w) => w && !STOP_WORDS.has(w) && !LEVEL_WORDS.has(w));
    const list = wordsOf(title.replace(/[()]/g, ' '));
    // a software specialty overrides even a title O*NET lists elsewhere ('Full Stack Engineer'
    // under engineers, all other; 'Site Reliability Engineer' under validation engineers too)
    const specialty = list.some((w) => SOFTWARE_SPECIALTY_WORDS.has(w));
    if (direct && direct.score >= 1 && !specialty) return direct;
    const known = (w: string) => normaliseWord(w).every(titleWord);
    // the noun of the title's first part ("Senior Developer" of "Senior Developer (Rust)")
    const firstText = title.split(/\(|,|\s[-–—|]\s|\s\/\s/)[0] ?? title;
    const first = wordsOf(firstText);
    const head = first.filter((w) => !NEVER_HEAD.has(w)).at(-1);
    // a noun an abbreviation was written out into is the title's only when it is a common role
    // noun ('SRE': engineer), not a field ('IT': information technology)
    const lastRaw = titleWords(firstText).at(-1) ?? '';
    if (
      head !== undefined &&
      normaliseWord(lastRaw).length > 1 &&
      (headCounts.get(wordId.get(head) ?? -1) ?? 0) < EXPANDED_HEAD_COUNT
    )
      return direct;
    const headId = head === undefined ? undefined : wordId.get(normaliseWord(head).at(-1) ?? '');
    // before a noun most of whose titles are computer occupations' (developer, programmer,
    // architect), a word O*NET never uses is a technology too ("Magento Developer", a misspelt
    // "Hodoop Developer")
    const mostlyComputer = headId !== undefined && strongComputerHeads.has(headId);
    const isTechWord = (w: string) =>
      technologyWords.has(w) || SOFTWARE_SPECIALTY_WORDS.has(w) || (mostlyComputer && w !== head && !known(w));
    if (head === undefined || headId === undefined || !computerHeads.has(headId) || isTechWord(head)) return direct;
    // a noun that ends most of the titles using it (developer, consultant), not a field that
    // mostly qualifies one ('IT' of "IT Specialist", "Microsoft IT")
    const using = countedTitles[headId] as number;
    if ((headCounts.get(headId) ?? 0) < ROLE_NOUN_SHARE * using) return direct;
    if (!list.some(isTechWord)) return direct;
    // the first part with its technologies as one "software", and the technologies named after
    // it ("(Rust)") before its noun
    const kept: string[] = [];
    const specialties: string[] = [];
    first.forEach((w, i) => {
      const besideTech =
        (i > 0 && isTechWord(first[i - 1] as string)) || (i + 1 < first.length && isTechWord(first[i + 1] as string));
      if (isTechWord(w) || (besideTech && !known(w) && w !== head)) {
        specialties.push(SPECIALTY_NAMES[w] ?? w);
        if (kept.at(-1) !== 'software') kept.push('software');
      } else kept.push(w);
    });
    for (const w of list.slice(first.length)) if (isTechWord(w)) specialties.push(SPECIALTY_NAMES[w] ?? w);
    if (!kept.includes('software')) kept.splice(kept.length - 1, 0, 'software');
    const read = resolveWords(kept.join(' '), contextText);
    if (!read?.code.startsWith('15-1')) return direct;
    return {
      ...read,
      specialties: [...new Set([...specialties, ...read.specialties.filter((w) => w !== 'software')])],
      score: Math.min(read.score, TECHNOLOGY_READING_SCORE),
    };
  }

  /**
   * "Director of Pipeline Operations", "Manager- Administration & Facilities", "Developer, Front
   * End": an English title may put its role noun first and the field after "of", a dash or a
   * comma, where the resolver takes the last word for the job's noun ('operations', 'facilities').
   * A title O*NET does not list in that form is also read turned round ("Pipeline Operations
   * Director"), and that reading stands when it scores higher.
   */
  function ofReading(title: string, contextText: string | undefined, direct: OccupationMatch | null) {
    if (direct && direct.score >= 1) return direct;
    const m = ROLE_BEFORE_FIELD_RE.exec(title);
    if (!m?.[1] || !m[2]) return direct;
    const role = titleWords(m[1]).filter((w) => !STOP_WORDS.has(w));
    const last = role.at(-1);
    if (role.length === 0 || role.length > 3 || last === undefined) return direct;
    const lastId = wordId.get(normaliseWord(last).at(-1) ?? '');
    if (lastId === undefined || (headCounts.get(lastId) ?? 0) < OF_ROLE_HEAD_COUNT) return direct;
    const turned = resolveWords(`${m[2].replace(/,/g, ' ')} ${m[1]}`, contextText);
    if (!turned || (direct && turned.score <= direct.score)) return direct;
    return { ...turned, score: Math.min(turned.score, TECHNOLOGY_READING_SCORE) };
  }

  /**
   * "Manager Operations", "Sr. Mgr Finance", "Supervisor Production", "Officer Accounts": Indian
   * and British titles put the role noun first and the function after it with no "of", dash or
   * comma (ofReading), and the last word, a function, was taken for the job's noun. When the last
   * word is no role noun and an earlier one is a common one, the title is also read with the
   * words after the role noun before it ("Operations Manager"); that reading stands when it
   * scores higher.
   */
  function roleFirstReading(title: string, contextText: string | undefined, direct: OccupationMatch | null) {
    if ((direct && direct.score >= 1) || /[,(/|:]|\s[-–—]|[-–—]\s|\bof\b/i.test(title)) return direct;
    const words = titleWords(title).filter((w) => !STOP_WORDS.has(w) && !LEVEL_WORDS.has(w));
    const idOf = (w: string) => wordId.get(normaliseWord(w).at(-1) ?? '');
    const commonRole = (w: string) => {
      const id = idOf(w);
      return (
        id !== undefined && !seniorityIds.has(id) && isRoleNoun(id) && (headCounts.get(id) ?? 0) >= OF_ROLE_HEAD_COUNT
      );
    };
    const last = words.at(-1);
    const lastId = last === undefined ? undefined : idOf(last);
    if (words.length < 2 || (lastId !== undefined && isRoleNoun(lastId))) return direct;
    let role = -1;
    for (let i = words.length - 2; i >= 0; i--) {
      if (commonRole(words[i] as string)) {
        role = i;
        break;
      }
    }
    if (role < 0) return direct;
    const turned = resolveWords([...words.slice(role + 1), ...words.slice(0, role + 1)].join(' '), contextText);
    if (!turned || (direct && turned.score <= direct.score)) return direct;
    return { ...turned, score: Math.min(turned.score, TECHNOLOGY_READING_SCORE) };
  }

  /**
   * "Warehouse Lead", "Operations Lead", "QA Lead": 'lead' as a title's noun is the person who
   * leads that work, whom SOC files with the first-line supervisors or the managers of it. O*NET
   * lists hardly any title so ("Lead" alone is a production worker's), so every such title was a
   * production worker, all other. Such a title is read also as the work's manager, supervisor and
   * leader; the likeliest stands when it scores higher than the title as written.
   */
  let leadAlone: string | undefined;
  function leadReading(title: string, contextText: string | undefined, direct: OccupationMatch | null) {
    // only where 'lead' itself drew the title to the occupation of a bare "Lead" (or to none):
    // "QA Automation Lead" read as a software tester stays one
    leadAlone ??= resolveWords('Lead')?.code ?? '';
    if (direct && (direct.score >= 1 || direct.code !== leadAlone)) return direct;
    const m = /^(.*\S)\s+lead\s*$/i.exec(title.split(/\(|,|\s[-–—|]\s|\s\/\s/)[0] ?? '');
    if (!m?.[1] || !titleWords(m[1]).some((w) => !STOP_WORDS.has(w) && !SENIORITY_WORDS.has(w))) return direct;
    let best = direct;
    // a software specialty's lead ("Frontend Lead") is its senior engineer, not a retail front end's
    const nouns = SOFTWARE_SPECIALTY_RE.test(m[1]) ? ['Engineer'] : LEAD_READINGS;
    for (const noun of nouns) {
      const read = technologyReading(`${m[1]} ${noun}`, contextText, resolveWords(`${m[1]} ${noun}`, contextText));
      if (read && (!best || read.score > best.score)) best = read;
    }
    return best === direct || !best ? direct : { ...best, score: Math.min(best.score, TECHNOLOGY_READING_SCORE) };
  }

  function resolve(title: string, contextText?: string): OccupationMatch | null {
    // "Director of Operations, BPO", "Analyst, GTS": initials after a comma that O*NET's titles
    // never use (a department, a programme) say nothing of the occupation and only lowered the
    // title's score against every listed one
    const tail = /,\s*([A-Z]{2,5})\s*$/.exec(title);
    if (tail?.[1] && !normaliseWord(tail[1].toLowerCase()).some(titleWord))
      return resolve(title.slice(0, tail.index), contextText);
    return qualifierReading(title, contextText, readTitle(title, contextText));
  }

  /** The title as written, through every reading of its form (of, lead, executive, head). */
  function readTitle(title: string, contextText?: string): OccupationMatch | null {
    return readingsOfForm.reduce((match, read) => read(title, contextText, match), resolveWords(title, contextText));
  }
  /**
   * Each reading gets the match so far and returns it or a better one, in this order: a later
   * reading sees what the earlier ones made of the title.
   */
  const readingsOfForm = [
    ofReading,
    roleFirstReading,
    technologyReading,
    staffReading,
    mateReading,
    internReading,
    leadReading,
    executiveReading,
    headReading,
    vicePresidentReading,
  ];

  /**
   * See INTERN_READINGS. Only where 'intern' alone drew the title, none of the field's words
   * matched: a title O*NET lists ("Pharmacy Intern") or one it matched by its field ("Mechanical
   * Intern", an engineering student's) stands, and so does a physician's intern of a field of
   * medicine. The reading must match a word of the field too.
   */
  function internReading(title: string, contextText: string | undefined, direct: OccupationMatch | null) {
    if (direct && direct.score >= 1) return direct;
    const words = titleWords(title).filter((w) => !STOP_WORDS.has(w) && !LEVEL_WORDS.has(w));
    if (words.at(-1) !== 'intern') return direct;
    const field = words.slice(0, -1).filter((w) => !SENIORITY_WORDS.has(w) && !INTERNSHIP_SEASONS.has(w));
    // O*NET lists engineering students' interns by their branch ("Thermal Engineering Intern" is
    // an engineer in training, not a solar thermal installer's specialist)
    if (field.length === 0 || field.length > 4 || field.includes('engineering')) return direct;
    const unmatched = (m: OccupationMatch) =>
      field.filter((w) => normaliseWord(w).some((n) => m.specialties.includes(n))).length;
    if (direct && unmatched(direct) < field.length) return direct;
    // a field of the physicians' own ("Medical", "Surgical", "Pediatric") keeps their intern
    if (direct && resolveWords(field.join(' '), contextText)?.majorGroup === direct.majorGroup) return direct;
    let best: OccupationMatch | null = null;
    for (const noun of INTERN_READINGS) {
      const read = resolveWords(`${field.join(' ')} ${noun}`, contextText);
      if (read && unmatched(read) < field.length && (!best || read.score > best.score)) best = read;
    }
    return best ? { ...best, score: Math.min(best.score, TECHNOLOGY_READING_SCORE) } : direct;
  }

  /**
   * "Plasterer's Mate", "Electricians Mate", "Driver's Mate": in Britain a tradesman's mate is the
   * helper who works beside them, whom SOC files with the trade's helpers ("Helpers--Electricians").
   * O*NET's mates are a ship's officers ("First Mate", "Chief Mate"), so every such title was a
   * ship's mate. After a role noun (a person doing a job, not a rank) 'mate' is read as "Helper";
   * a title O*NET lists ("Boatswain's Mate") stands.
   */
  function mateReading(title: string, contextText: string | undefined, direct: OccupationMatch | null) {
    if (direct && direct.score >= 1) return direct;
    const words = titleWords(title).filter((w) => !STOP_WORDS.has(w) && !LEVEL_WORDS.has(w));
    if (words.length < 2 || words.at(-1) !== 'mate') return direct;
    const trade = wordId.get(normaliseWord(words.at(-2) as string).at(-1) ?? '');
    if (trade === undefined || seniorityIds.has(trade) || !isRoleNoun(trade)) return direct;
    const read = resolveWords(`${words.slice(0, -1).join(' ')} Helper`, contextText);
    return read ? { ...read, score: Math.min(read.score, TECHNOLOGY_READING_SCORE) } : direct;
  }

  /**
   * "Bar Staff", "Waiting Staff", "Kitchen Staff": a collective noun after the work's words names
   * the people who do it. 'staff' is a seniority word before a noun ("Staff Accountant") and a
   * chief of staff's noun; as the noun of a title O*NET does not list it drew such titles to chief
   * executives' and executive secretaries' "Chief of Staff" (or to hospitalists, "Waiting" read by
   * its form). The title is read with its "-ing" words as their stems ("Wait Staff", which O*NET
   * lists) and with a worker in the staff's place ("Bar Worker"); the likelier stands.
   */
  function staffReading(title: string, contextText: string | undefined, direct: OccupationMatch | null) {
    if (direct && direct.score >= 1) return direct;
    const m = /^(.*\S)\s+(?:staff|personnel)\s*$/i.exec(title.split(/\(|,|\s[-–—|]\s|\s\/\s/)[0] ?? '');
    const work = m?.[1];
    if (!work || /\bof\b/i.test(work)) return direct;
    const words = titleWords(work).filter((w) => !STOP_WORDS.has(w) && !LEVEL_WORDS.has(w));
    if (!words.some((w) => !SENIORITY_WORDS.has(w))) return direct;
    const stems = words.map((w) => {
      const stem = w.endsWith('ing') ? w.slice(0, -3) : '';
      return stem && titleWord(stem) ? stem : w;
    });
    let best: OccupationMatch | null = null;
    const readings = [`${words.join(' ')} Worker`];
    if (stems.some((w, i) => w !== words[i])) readings.push(`${stems.join(' ')} Staff`, `${stems.join(' ')} Worker`);
    for (const reading of readings) {
      const read = resolveWords(reading, contextText);
      if (read && (!best || read.score > best.score)) best = read;
    }
    return best ? { ...best, score: Math.min(best.score, TECHNOLOGY_READING_SCORE) } : direct;
  }

  /**
   * "VP of Engineering", "SVP Engineering", "Vice President Information Technology": the
   * executive over a function, whom SOC files with that function's managers (O*NET's "Sales Vice
   * President" is a sales manager). O*NET lists no "Vice President" alone, so the words drew such
   * titles to sales managers whatever the function, or to executive secretaries. Read as the head
   * of the function (headReading); that reading stands unless the title as written already names
   * a manager as well.
   */
  function vicePresidentReading(title: string, contextText: string | undefined, direct: OccupationMatch | null) {
    if (direct && direct.score >= 1) return direct;
    const asHead = title.replace(VICE_PRESIDENT_RE, 'Head');
    if (asHead === title) return direct;
    const read = headReading(asHead, contextText, null);
    if (!read || (direct?.majorGroup === '11' && read.score <= direct.score)) return direct;
    return read;
  }

  /**
   * "Business Development Manager, Arts", "Head business development, arts": a field, department
   * or programme after a comma or a dash qualifies a title the part before it already names. Read
   * with the rest, its words drew such titles to whichever occupation uses them at all, on a weak
   * score (", arts" made a business development manager a wind energy development manager: the
   * small breakout's few titles share most words). When the whole title fits no occupation well
   * and the main part alone fits one well, the main part's occupation stands, the qualifier's
   * words become specialties and the score stays the whole's. A role noun alone before the qualifier ("Manager, Finance",
   * "Engineer - Civil") is not a title by itself: the qualifier is its field (ofReading).
   */
  function qualifierReading(title: string, contextText: string | undefined, whole: OccupationMatch | null) {
    if (!whole || whole.score >= WEAK_WHOLE_SCORE) return whole;
    // the last separator: "Manager - Sales, North" qualifies "Manager - Sales"
    const m = /^(.*\S)\s*(?:,|\s[-–—|]\s)\s*(.*\p{L}.*)$/u.exec(title);
    if (!m?.[1] || !m[2]) return whole;
    const mainWords = titleWords(m[1]).filter((w) => !STOP_WORDS.has(w) && !LEVEL_WORDS.has(w));
    if (mainWords.filter((w) => !SENIORITY_WORDS.has(w)).length < 2) return whole;
    const main = readTitle(m[1], contextText);
    if (!main || main.score < STRONG_MAIN_SCORE || main.code === whole.code) return whole;
    const q = query(title);
    const o = codes.indexOf(main.code);
    if (!q || o < 0) return whole;
    // the score stays the whole title's: how sure the reading of these words is (the resume
    // parser tells "Data Analyst, Nordlicht Analytics" from a title by it)
    return {
      ...match(o, whole.score, q),
      specialties: [...new Set([...main.specialties, ...specialties(q, o)])],
    };
  }

  /**
   * "Head of Marketing", "Business Development Head", "Head, Finance": the person who heads that
   * work, its manager or supervisor (British, European and Indian titles). O*NET lists few such titles, so 'head'
   * drew them to "Chefs and Head Cooks" and the rest of the words to a specialist or a teacher of
   * the field. A title O*NET lists as written ("Head Chef", "Head Nurse") stands, and so does "Head"
   * before another role noun ("Head Teacher", "Head Gardener").
   */
  function headReading(title: string, contextText: string | undefined, direct: OccupationMatch | null) {
    if (direct && direct.score >= 1) return direct;
    const m =
      /^\s*head\s*(?:of\b|[,:]|\s[-–—|]\s)\s*(.+)$/i.exec(title) ??
      /^(.+?)\s*(?:,|\s[-–—|])?\s+head\s*$/i.exec(title) ??
      /^\s*head\s+(.+)$/i.exec(title);
    const field = m?.[1]
      ?.split(/\(|\s[-–—|]\s/)[0]
      ?.replace(/[,:]/g, ' ')
      .trim();
    if (!field) return direct;
    const words = titleWords(field).filter((w) => !STOP_WORDS.has(w) && !SENIORITY_WORDS.has(w));
    const last = words.at(-1);
    if (words.length === 0 || words.length > 4 || last === undefined) return direct;
    const lastId = wordId.get(normaliseWord(last).at(-1) ?? '');
    // "Head Teacher", "Head Coach": a role noun after 'head'; not a field that ends a few titles
    // but qualifies far more ('IT' ends 25 and is used in 155)
    if (lastId !== undefined && (headCounts.get(lastId) ?? 0) >= OF_ROLE_HEAD_COUNT && isRoleNoun(lastId))
      return direct;
    const read = resolveWords(`${words.join(' ')} Manager`, contextText);
    // a manager, or the first-line supervisor SOC files some functions' heads as, or an
    // occupation O*NET names for its managers elsewhere ("Information Technology Project Managers")
    if (!read || !(read.majorGroup === '11' || /^\d\d-10/.test(read.code) || namedManagers(read.code))) return direct;
    return { ...read, score: Math.min(read.score, TECHNOLOGY_READING_SCORE) };
  }

  /** Whether O*NET's own title of an occupation names managers ("Clinical Data Managers"). */
  function namedManagers(code: string): boolean {
    const manager = wordId.get('manager');
    const o = codes.indexOf(code);
    return manager !== undefined && o >= 0 && (occHeads[o]?.has(manager) ?? false);
  }

  function executiveReading(title: string, contextText: string | undefined, direct: OccupationMatch | null) {
    if (!direct || !EXECUTIVE_NOUN_CODES.has(direct.code) || LEADER_WORDS_RE.test(title)) return direct;
    const words = titleWords(title);
    if (!words.includes('executive')) return direct;
    // 'executive' must be the title's noun ("HR Executive", "Executive - HR", "Senior Executive
    // PMO"), not a word before another role noun ("Executive Secretary", "Executive Engineer")
    const after = words.slice(words.lastIndexOf('executive') + 1).filter((w) => !STOP_WORDS.has(w));
    const last = after.at(-1);
    if (
      last !== undefined &&
      (headCounts.get(wordId.get(normaliseWord(last).at(-1) ?? '') ?? -1) ?? 0) >= OF_ROLE_HEAD_COUNT
    )
      return direct;
    const field = words.filter((w) => w !== 'executive' && !STOP_WORDS.has(w) && !SENIORITY_WORDS.has(w));
    // the function's words, in the order written ("Executive - HR" is an HR executive)
    if (field.length === 0 || field.length > 4) return direct;
    let best: OccupationMatch | null = null;
    for (const noun of EXECUTIVE_READINGS) {
      const read = resolveWords(`${field.join(' ')} ${noun}`, contextText);
      if (read && !EXECUTIVE_NOUN_CODES.has(read.code) && (!best || read.score > best.score)) best = read;
    }
    return best && best.score >= MIN_EXECUTIVE_READING_SCORE
      ? { ...best, score: Math.min(best.score, TECHNOLOGY_READING_SCORE) }
      : direct;
  }

  /**
   * "Post-Doctoral", "Co-Founder": a prefix written with a hyphen that O*NET's titles write joined
   * ("Postdoctoral Research Fellow"). Split, 'post' and 'doctoral' made a survey researcher.
   */
  const joinHyphenated = (title: string) =>
    title.includes('-')
      ? title.replace(/(\p{L}+)-(\p{L}+)/gu, (whole, a: string, b: string) =>
          storedWords.has(`${a}${b}`.toLowerCase()) ? `${a}${b}` : whole,
        )
      : title;

  /** How many of the index's titles have the word b right after the word a. */
  const pairCount = (a: number, b: number): number => {
    let n = 0;
    for (let k = postingStart[a] as number; k < (postingStart[a + 1] as number); k++) {
      const doc = postings[k] as number;
      for (let j = docStart[doc] as number; j < (docStart[doc + 1] as number) - 1; j++)
        if (words[j] === a && words[j + 1] === b) n++;
    }
    return n;
  };
  /**
   * "Healthcare Assistant", "Daycare Worker": a compound written as one word that O*NET lists
   * written as two ("Health Care Assistant"). Each reading with one word before the noun split in two
   * words of the index that O*NET's titles write side by side at least SPLIT_PAIR_SHARE as often as
   * joined ('health care' 22 times, 'healthcare' 23; not 'wild life' 1, 'wildlife' 37); the noun
   * stays as written ("Pipefitter" is no "Pipe Fitter"). Only a reading O*NET lists is kept.
   */
  function splitReadings(title: string): string[] {
    const readings: string[] = [];
    const found = [...title.matchAll(/\p{L}+/gu)];
    for (const m of found.slice(0, -1)) {
      const word = m[0].toLowerCase();
      if (word.length < 2 * MIN_SPLIT_PART) continue;
      const joined = wordId.get(word);
      for (let i = MIN_SPLIT_PART; i <= word.length - MIN_SPLIT_PART; i++) {
        const a = wordId.get(word.slice(0, i));
        const b = wordId.get(word.slice(i));
        if (a === undefined || b === undefined || titlesUsing(a) === 0 || titlesUsing(b) === 0) continue;
        if (pairCount(a, b) < SPLIT_PAIR_SHARE * (joined === undefined ? 0 : titlesUsing(joined))) continue;
        const at = m.index ?? 0;
        readings.push(`${title.slice(0, at)}${word.slice(0, i)} ${word.slice(i)}${title.slice(at + word.length)}`);
      }
    }
    return readings;
  }

  /**
   * The title as written, or with its hyphenated prefixes joined when that O*NET lists or scores
   * higher, or with a compound split when O*NET lists that.
   */
  function resolveWords(title: string, contextText?: string): OccupationMatch | null {
    const direct = resolveQuery(title, contextText);
    if (direct && direct.score >= 1) return direct;
    const joined = joinHyphenated(title);
    let best = direct;
    if (joined !== title) {
      const read = resolveQuery(joined, contextText);
      if (read && (!best || read.score > best.score)) best = read;
    }
    if (best && best.score >= 1) return best;
    for (const reading of splitReadings(title)) {
      const read = resolveQuery(reading, contextText);
      if (read && read.score >= 1) return read;
    }
    return best;
  }

  /**
   * Which occupation a common role noun alone names without a context: of the SOC minor groups that
   * hold at least BARE_GROUP_SHARE as many of the titles ending in the noun as the largest, the one
   * whose occupations O*NET lists the bare noun under by the most sources (summed), and in it the
   * occupation most of those titles belong to; without such a listing the occupation most titles
   * ending in the noun belong to. "Teacher" alone was a health specialties teacher (postsecondary),
   * whose subjects make it the largest owner of "... Teacher" titles; O*NET lists a bare "Teacher"
   * under school teachers (25-2) by 22 sources, under postsecondary ones (25-1) by 15, so it is a
   * secondary school teacher. A listing alone, without the group's titles, decides nothing: O*NET
   * lists "Developer" under photographic process workers by more sources than under software
   * developers, whose group owns fourteen times the titles ending in it.
   */
  const bareNounPriors = new Map<number, number>();
  function bareNounPrior(noun: number, owners: [number, number][]): number {
    const known = bareNounPriors.get(noun);
    if (known !== undefined) return known;
    const titlesIn = new Map<string, number>();
    for (const [o, n] of owners) {
      const group = (codes[o] ?? '').slice(0, 4);
      titlesIn.set(group, (titlesIn.get(group) ?? 0) + n);
    }
    const sourcesIn = new Map<string, number>();
    for (const doc of exact.get(sequenceKey([noun], 0, 1)) ?? []) {
      const group = (codes[docOcc[doc] as number] ?? '').slice(0, 4);
      sourcesIn.set(group, (sourcesIn.get(group) ?? 0) + (docSources[doc] as number));
    }
    const largest = Math.max(...titlesIn.values());
    let group: string | undefined;
    for (const [g, sources] of sourcesIn) {
      if ((titlesIn.get(g) ?? 0) < BARE_GROUP_SHARE * largest) continue;
      const current = group === undefined ? -1 : (sourcesIn.get(group) ?? 0);
      if (sources > current || (sources === current && (titlesIn.get(g) ?? 0) > (titlesIn.get(group ?? '') ?? 0)))
        group = g;
    }
    let choice = -1;
    let most = -1;
    for (const [o, n] of owners) {
      if (group !== undefined && !(codes[o] ?? '').startsWith(group)) continue;
      if (n > most || (n === most && o < choice)) {
        choice = o;
        most = n;
      }
    }
    bareNounPriors.set(noun, choice);
    return choice;
  }

  /** "Developer", "Senior Engineer": a common role noun alone (seniority aside), read by who owns it. */
  function bareNoun(q: Query, context: Float64Array | null): OccupationMatch | null {
    const nouns = q.words.filter((w) => !seniorityIds.has(w) || q.heads.has(w));
    const noun = nouns[0];
    if (q.unknown > 0 || nouns.length !== 1 || noun === undefined || !q.heads.has(noun)) return null;
    // "Head Cook", "Senior Analyst": a title O*NET lists with its seniority word is its listing's
    if (q.words.length > 1 && exact.has(sequenceKey(q.words, 0, q.words.length))) return null;
    if ((headCounts.get(noun) ?? 0) < BARE_NOUN_HEAD_COUNT) return null;
    const owners = [...ownersOf(noun)];
    const most = Math.max(...owners.map(([, n]) => n));
    const prior = bareNounPrior(noun, owners);
    // the prior, unless the context speaks for another owner more
    const ownerValue = (o: number, n: number) => {
      const said = context ? (context[o] as number) : 0;
      return contextValue(o === prior ? 1 : n / most, said >= MIN_CONTEXT_SCORE ? said : 0);
    };
    let choice = prior;
    let choiceValue = ownerValue(prior, most);
    for (const [o, n] of owners) {
      const value = ownerValue(o, n);
      if (value > choiceValue) {
        choice = o;
        choiceValue = value;
      }
    }
    return choice < 0 ? null : match(choice, 1, q);
  }

  /**
   * For the titles ending in a word, by the key of each of their last two or more words: the sources
   * of those titles in each SOC minor group (built for a word when first asked).
   */
  const endingSourceCache = new Map<number, Map<number, Map<string, number>>>();
  function endingSources(last: number): Map<number, Map<string, number>> {
    let bySuffix = endingSourceCache.get(last);
    if (bySuffix) return bySuffix;
    bySuffix = new Map();
    for (let k = postingStart[last] as number; k < (postingStart[last + 1] as number); k++) {
      const doc = postings[k] as number;
      const end = docStart[doc + 1] as number;
      if (words[end - 1] !== last) continue;
      const group = (codes[docOcc[doc] as number] ?? '').slice(0, 4);
      for (let from = end - 2; from >= (docStart[doc] as number); from--) {
        const key = sequenceKey(words, from, end);
        let groups = bySuffix.get(key);
        if (!groups) {
          groups = new Map();
          bySuffix.set(key, groups);
        }
        groups.set(group, (groups.get(group) ?? 0) + (docSources[doc] as number));
      }
    }
    endingSourceCache.set(last, bySuffix);
    return bySuffix;
  }

  /**
   * The SOC minor group ('31-1') whose titles end in a title's words by CLIPPED_GROUP_SOURCES times
   * the sources of those of the group it is listed in, when O*NET lists the title (of two or more
   * words) by no more than OUTLIER_SOURCES sources: "Care Assistant" is listed once, under animal
   * caretakers, and ends "Patient", "Health", "Personal" and "Resident Care Assistant" of nursing
   * assistants and personal care aides (eleven sources in 31-1 against one). Undefined otherwise.
   */
  function endsTitlesElsewhere(list: number[], q: Query): string | undefined {
    const content = q.words.filter((w) => !seniorityIds.has(w) || q.heads.has(w));
    if (content.length < 2 || list.some((doc) => (docSources[doc] as number) > OUTLIER_SOURCES || docIsName[doc]))
      return undefined;
    const byGroup =
      endingSources(content[content.length - 1] as number).get(sequenceKey(content, 0, content.length)) ??
      new Map<string, number>();
    const listedGroups = new Set(list.map((doc) => (codes[docOcc[doc] as number] ?? '').slice(0, 4)));
    const listedMost = Math.max(...[...listedGroups].map((g) => byGroup.get(g) ?? 0));
    let group: string | undefined;
    for (const [g, n] of byGroup)
      if (!listedGroups.has(g) && n >= CLIPPED_GROUP_SOURCES * listedMost && n > (byGroup.get(group ?? '') ?? 0))
        group = g;
    return group;
  }

  /**
   * The index's titles a title is listed as (its seniority words aside), and with `variants` those
   * of its "-ing" form read as the stem: "Testing Engineer" and "Test Engineer" name the same work,
   * and O*NET lists them under different occupations. The variant's titles come last.
   */
  function listings(q: Query, variants: boolean): { list: number[] | undefined; variant: number[] | undefined } {
    const nonHead = new Set([...seniorityIds].filter((w) => !q.heads.has(w)));
    const listed = (ids: number[]) => {
      const bare = sequenceKey(ids, 0, ids.length, nonHead);
      return exact.get(sequenceKey(ids, 0, ids.length)) ?? exact.get(bare) ?? exactBare.get(bare);
    };
    const list = listed(q.words);
    if (!list || !variants) return { list, variant: undefined };
    const stems = q.words.map((w) => {
      const text = wordText[w] ?? '';
      return (text.endsWith('ing') && wordId.get(text.slice(0, -3))) || w;
    });
    const variant = stems.some((w, i) => w !== q.words[i]) ? listed(stems) : undefined;
    return { list: variant ? [...list, ...variant] : list, variant };
  }

  function resolveQuery(title: string, contextText?: string): OccupationMatch | null {
    const q = query(title);
    if (!q) return null;
    const context = contextText ? contextScores(contextText, q) : null;
    const bare = bareNoun(q, context);
    if (bare) return bare;
    // A title O*NET lists by few sources, under occupations whose other titles do not bear it out,
    // is checked against its words' reading with the listing left out (see `outlier` below).
    let listedHit: number | undefined;
    let listedDocs: Set<number> | undefined;
    let listedElsewhere = '';
    if (q.unknown === 0) {
      const { list, variant } = listings(q, context !== null);
      const hit = pick(list, q, context, list && variant ? variant.length : 0);
      if (hit !== undefined) {
        const elsewhere = list ? endsTitlesElsewhere(list, q) : undefined;
        if (elsewhere === undefined) return match(docOcc[hit] as number, 1, q);
        listedHit = hit;
        listedDocs = new Set(list);
        listedElsewhere = elsewhere;
      }
    }
    let qNorm = q.weights.reduce((s, x) => s + x * x, 0);
    qNorm += q.unknown * unknownIdf * unknownIdf;
    qNorm = Math.sqrt(qNorm);
    const touched: number[] = [];
    const seniorInQuery: number[] = [];
    const said = new Set(q.words);
    const qHead = [...q.heads][0] ?? -1;
    const qualify = (o: number, level: number) => {
      if (level > (qualified[o] as number)) qualified[o] = level;
    };
    for (let i = 0; i < q.words.length; i++) {
      const w = q.words[i] as number;
      const x = q.weights[i] as number;
      // a seniority word adds only to titles that share a real word (its postings are long)
      if (seniorityIds.has(w) && !q.heads.has(w)) {
        seniorInQuery.push(i);
        continue;
      }
      // a shift says when, not where: 'night' of a parking lot's "Night Attendant" made a hotel's
      // "Night Porter" a parking attendant
      const qualifier = !q.heads.has(w) && !shiftIds.has(w);
      if (compoundPass === 0x7fffffff) {
        compoundSeen.fill(0);
        compoundPass = 0;
      }
      const pass = ++compoundPass;
      for (let k = postingStart[w] as number; k < (postingStart[w + 1] as number); k++) {
        const doc = postings[k] as number;
        if (dot[doc] === 0) touched.push(doc);
        dot[doc] = (dot[doc] as number) + x * x;
        compoundSeen[doc] = pass;
        if (qualifier) qualify(docOcc[doc] as number, qualification(doc, w, said));
      }
      if (!qualifier) continue;
      // a subject the occupation's description says it teaches qualifies its titles' nouns as one
      // before them would
      const teachers = subjectOccupations.get(w) ?? [];
      for (const o of teachers) qualify(o, teachers.length === 1 ? SUBJECT_LEVEL : 2);
      // a title with a compound of the word and not the word: once, however many compounds
      for (const c of compoundsOf(w))
        for (let k = postingStart[c] as number; k < (postingStart[c + 1] as number); k++) {
          const doc = postings[k] as number;
          if (compoundSeen[doc] === pass) continue;
          compoundSeen[doc] = pass;
          if (dot[doc] === 0) touched.push(doc);
          dot[doc] = (dot[doc] as number) + COMPOUND_SHARE * x * x;
          qualify(docOcc[doc] as number, qualification(doc, c, said));
        }
    }
    let bestOcc = -1;
    let bestScore = 0;
    const occTouched: number[] = [];
    const nounFamilyOf = qHead >= 0 && isTitleNoun(qHead) ? familyOf(qHead) : new Set<number>();
    for (const doc of touched) {
      let d = dot[doc] as number;
      dot[doc] = 0;
      // a listing is overruled by O*NET's other titles only, not by a title no source reported
      if (listedDocs && (listedDocs.has(doc) || !counted(doc))) continue;
      if (docHasSeniority[doc] && seniorInQuery.length > 0) {
        for (const i of seniorInQuery) {
          const w = q.words[i] as number;
          for (let k = docStart[doc] as number; k < (docStart[doc + 1] as number); k++) {
            if (words[k] === w) d += (q.weights[i] as number) ** 2;
          }
        }
      }
      const headMatch = docHead[doc] === qHead;
      const cosine = d / (qNorm * (docNorm[doc] as number));
      // a title ending in a noun of the query noun's family names the same job ("Piano Instructor"
      // for a piano teacher, "Veterinarian Tech" for a technician), not quite as surely
      const reported = headMatch
        ? 1 + SOURCE_WEIGHT * Math.log(Math.max(1, docSources[doc] as number))
        : nounFamilyOf.has(docHead[doc] as number)
          ? FAMILY_HEAD
          : OTHER_HEAD;
      const score = cosine * reported + (docSources[doc] as number) * 1e-4;
      const o = docOcc[doc] as number;
      if (best[o] === 0) occTouched.push(o);
      if (score > (best[o] as number)) best[o] = score;
    }
    // A subject O*NET's description says an occupation teaches, before a noun its titles end in,
    // reads as a title of it ("Painting Teacher" as art, drama and music teachers' "Painting
    // Teacher"), the subject at a share of its weight: it is not a title O*NET lists.
    if (subjectOccupations.size > 0 && qHead >= 0 && isTitleNoun(qHead)) {
      const subjectWeights = new Map<number, number>();
      q.words.forEach((w, i) => {
        if (w === qHead || seniorityIds.has(w)) return;
        for (const o of subjectOccupations.get(w) ?? [])
          subjectWeights.set(o, (subjectWeights.get(o) ?? 0) + (q.weights[i] as number) ** 2);
      });
      const headWeight = (q.weights[q.words.indexOf(qHead)] ?? 0) ** 2;
      for (const [o, subject] of subjectWeights) {
        if (best[o] === 0 || !carriesHead(o, qHead)) continue;
        const score = (SUBJECT_SHARE * subject + headWeight) / (qNorm * Math.sqrt(subject + headWeight));
        if (score > (best[o] as number)) best[o] = score;
      }
    }
    for (let i = 0; i < q.words.length; i++) {
      const w = q.words[i] as number;
      const x = (q.weights[i] as number) / qNorm;
      const list = occWord[w];
      const weights = occWeight[w] as number[];
      if (list)
        for (let k = 0; k < list.length; k++)
          bag[list[k] as number] = (bag[list[k] as number] as number) + x * (weights[k] as number);
      if (q.heads.has(w)) continue;
      // marked only for a word whose compounds are read, and cleared after it: left marked by the
      // noun, they made the next title read lose its compounds' share ("Air Stewardess" read after
      // "Air Steward" lost the flight attendants' "Airline Stewardess")
      if (list) for (const o of list) compoundBag[o] = -1;
      // an occupation whose titles have the word's compounds and not the word: its likeliest one
      const touchedByCompound: number[] = [];
      for (const c of compoundsOf(w)) {
        const cList = occWord[c] ?? [];
        const cWeights = occWeight[c] as number[];
        for (let k = 0; k < cList.length; k++) {
          const o = cList[k] as number;
          if (compoundBag[o] === -1) continue;
          if (compoundBag[o] === 0) touchedByCompound.push(o);
          compoundBag[o] = Math.max(compoundBag[o] as number, COMPOUND_SHARE * x * (cWeights[k] as number));
        }
      }
      for (const o of touchedByCompound) {
        bag[o] = (bag[o] as number) + (compoundBag[o] as number);
      }
      compoundBag.fill(0);
    }
    const scored: [number, number][] = [];
    // the score each occupation fits the title by, before the boost below: a title's score says how
    // sure the reading is (the resume parser takes a title the resolver is sure of as one whole)
    const fit = new Map<number, number>();
    const qHeadIsRole = qHead >= 0 && isTitleNoun(qHead);
    for (const o of occTouched) {
      const raw = DOC_SHARE * (best[o] as number) + (1 - DOC_SHARE) * (bag[o] as number);
      let score = raw;
      // The bag of an occupation none of whose titles ends in the title's noun is cut as a title
      // of another noun is (OTHER_HEAD): "Purchasing Director" shares 'purchasing' with
      // procurement clerks' titles, and no clerk is a director. Only for a role noun: a field last
      // ("Vice President Information Technology") ends few titles of any occupation. The score
      // said stays the uncut fit. Dev slice of O*NET's withheld titles 51.2% -> 51.6% at the code.
      if (qHeadIsRole && !docHeadsOf(o).has(qHead)) {
        score = DOC_SHARE * (best[o] as number) + (1 - DOC_SHARE) * (bag[o] as number) * OTHER_HEAD;
        fit.set(o, raw);
      }
      // The occupation's own name inside the title, with its noun ("QA/QC Civil Engineer" names
      // Civil Engineers; "QA/QC Engineer" is an alternate title elsewhere): the standard's own
      // category outweighs a closer alternate title of other words.
      const own = occTitleWords[o] as Set<number>;
      if (own.size > 1 && occHeads[o]?.has(qHead) && [...own].every((w) => said.has(w))) {
        // the name's words last, next to the noun, bind tightest: a Civil Engineer doing QA/QC
        const last = q.words.slice(-own.size);
        score *= last.every((w) => own.has(w)) ? OWN_TITLE_LAST_BOOST : OWN_TITLE_BOOST;
        fit.set(o, raw);
      }
      // SOC's residual categories ("Psychologists, All Other") hold what no other occupation of
      // their group does: a title the scores leave close goes to the named one ("Clinical
      // Psychologist" was psychologists, all other). Ranking only: the score said stays the fit.
      if (residual[o]) {
        score *= RESIDUAL_SHARE;
        fit.set(o, fit.get(o) ?? raw);
      }
      scored.push([o, score]);
      if (score > bestScore) {
        bestScore = score;
        bestOcc = o;
      }
      best[o] = 0;
    }
    bag.fill(0);
    const fitOf = (o: number, score: number) => fit.get(o) ?? score;
    // The title's role noun names the job, its other words which one: an occupation no title of
    // which ends in the noun (or its family) wins only clearly over one whose titles do. A word
    // before the noun ("Painting Teacher", "Plumbing Teacher") drew such titles to the trade it
    // names (painters, plumbers' helpers); it is the subject, and a specialty of the teacher.
    // (a seniority word as the noun, "Team Lead", "Operations Chief", has readings of its own)
    const nounRules = bestOcc >= 0 && qHead >= 0 && !SENIORITY_WORDS.has(wordText[qHead] ?? '');
    if (nounRules && qHeadIsRole && !carriesHead(bestOcc, qHead)) {
      let carrier = -1;
      // a noun that names a major group (teacher: 25) beats more surely an occupation no title of
      // which uses it or its family at all: "Pottery Teacher" shares only 'pottery' with potters
      const usesNoun = [...familyOf(qHead)].some((h) => occWord[h]?.includes(bestOcc));
      const share = usesNoun || groupShare(qHead) < GROUP_NOUN_SHARE ? HEAD_SHARE : GROUP_NOUN_HEAD_SHARE;
      let carrierScore = share * bestScore;
      for (const [o, score] of scored)
        if (score >= carrierScore && fitOf(o, score) >= MIN_SCORE && carriesHead(o, qHead)) {
          carrier = o;
          carrierScore = score;
        }
      if (carrier >= 0) {
        bestOcc = carrier;
        bestScore = carrierScore;
      }
    }
    // Every word of the title says something: an occupation whose titles share only the noun
    // ("Hostess" of restaurants, for "Air Hostess") wins only clearly over one of the same noun
    // whose titles also name the rest, or compounds of it ("Airline Hostess"), before a noun as
    // the title has it (`qualification`); one that only uses such a word further from the noun
    // breaks a near tie, and an occupation that has it before the noun itself stands. A subject
    // only one teachers' occupation's description names outranks a title's word (SUBJECT_LEVEL).
    const bestQualified = qualified[bestOcc] as number;
    if (nounRules && bestQualified < SUBJECT_LEVEL && q.words.some((w) => w !== qHead && !seniorityIds.has(w))) {
      let rival = -1;
      let rivalScore = QUALIFIED_SHARE * bestScore;
      for (const [o, score] of scored) {
        // a subject outranks a title's word only against an occupation whose description names
        // subjects too (not a school's teachers, whose descriptions name none)
        const level = Math.min(qualified[o] as number, subjectTeachers.has(bestOcc) ? SUBJECT_LEVEL : 2);
        if (
          level > bestQualified &&
          score >= Math.max(rivalScore, (level >= 2 ? QUALIFIED_SHARE : INDIRECT_QUALIFIED_SHARE) * bestScore) &&
          fitOf(o, score) >= MIN_SCORE &&
          carriesHead(o, qHead)
        ) {
          rival = o;
          rivalScore = score;
        }
      }
      if (rival >= 0) {
        bestOcc = rival;
        bestScore = rivalScore;
      }
    }
    qualified.fill(0);
    if (listedHit !== undefined) {
      // An outlier listing: O*NET lists "Care Assistant" once, under animal caretakers (a clipped
      // "Animal Care Assistant"), and "Joiner" under photographic process workers and production
      // workers by two sources each; read by their words with those listings left out, they are
      // home health aides ("Care Worker", "Patient Care Assistant") and carpenters ("Ship Joiner").
      // Where the listed occupation's other titles bear the title out (scoring at least
      // OUTLIER_SHARE of the best by its words), the listing stands.
      const listedOcc = docOcc[listedHit] as number;
      const listedScore = scored.find(([o]) => o === listedOcc)?.[1] ?? 0;
      if (
        bestOcc < 0 ||
        fitOf(bestOcc, bestScore) < MIN_SCORE ||
        listedScore >= OUTLIER_SHARE * bestScore ||
        !codes[bestOcc]?.startsWith(listedElsewhere)
      )
        return match(listedOcc, 1, q);
      return match(bestOcc, TECHNOLOGY_READING_SCORE, q);
    }
    if (bestOcc < 0 || fitOf(bestOcc, bestScore) < MIN_SCORE) return null;
    if (context) {
      // among the occupations the title fits almost as well, the one the context speaks for
      let chosen = contextValue(bestScore, context[bestOcc] as number);
      for (const [o, score] of scored) {
        if (score < CONTEXT_MARGIN * bestScore || (context[o] as number) < MIN_CONTEXT_SCORE) continue;
        const value = contextValue(score, context[o] as number);
        if (value > chosen) {
          chosen = value;
          bestOcc = o;
          bestScore = score;
        }
      }
    }
    return match(bestOcc, Math.min(fitOf(bestOcc, bestScore), 0.99), q);
  }

  return {
    resolve,
    isWord: (word) =>
      storedWords.has(word) ||
      normaliseWord(word).every((n) => titleWord(n) || americanWord(n) !== undefined || corrected(n) !== undefined),
    isListedWord: (word) => listedStored.has(word) || normaliseWord(word).every(titleWord),
    wordCount: (word) => {
      const id = normaliseWord(word).map((n) => wordId.get(n) ?? corrected(n))[0];
      return id === undefined ? 0 : (countedTitles[id] as number);
    },
    headCount: (word) => {
      const ids = normaliseWord(word).map((n) => wordId.get(n) ?? corrected(n));
      const last = ids.at(-1);
      return last === undefined ? 0 : (headCounts.get(last) ?? 0);
    },
    listedOccupations: (title) => {
      const q = query(title);
      if (!q || q.unknown > 0) return [];
      const { list } = listings(q, true);
      return [...new Set((list ?? []).map((doc) => codes[docOcc[doc] as number] as string))];
    },
    occupationTitle: (code) => {
      const i = codes.indexOf(code);
      return i < 0 ? undefined : names[i];
    },
    titlesOf: (code) => {
      const i = codes.indexOf(code);
      // One line of the stored titles, decoded when asked: nothing is kept for a question never asked.
      const line = i < 0 ? undefined : nthLine(data.titles, i);
      if (!line) return [];
      return line
        .split('|')
        .map((entry) => {
          const [words = '', sources = '1'] = entry.split('~');
          const title = words
            .split(' ')
            .map((id) => stored[Number.parseInt(id, 36)] ?? '')
            .join(' ');
          return { title, sources: Number(sources) };
        })
        .sort((a, b) => b.sources - a.sources || (a.title < b.title ? -1 : 1));
    },
  };
}

/** The `n`th line (from 0) of a text, found without splitting all of it. */
function nthLine(text: string, n: number): string | undefined {
  let start = 0;
  for (let k = 0; k < n; k++) {
    start = text.indexOf('\n', start) + 1;
    if (start === 0) return undefined;
  }
  const end = text.indexOf('\n', start);
  return text.slice(start, end < 0 ? undefined : end);
}

/** A role noun without its person's ending ('repair' of repairman and repairer), when a stem of four letters or more is left. */
function personStem(word: string): string | undefined {
  const stem = word.replace(PERSON_ENDING_RE, '');
  return stem !== word && stem.length >= 4 ? stem : undefined;
}

/** Damerau-Levenshtein distance (adjacent swaps count one), cut short above `most`. */
function editDistance(a: string, b: string, most: number): number {
  let prev2: number[] = [];
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    let low = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let d = Math.min((prev[j] as number) + 1, (row[j - 1] as number) + 1, (prev[j - 1] as number) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        d = Math.min(d, (prev2[j - 2] as number) + 1);
      row.push(d);
      low = Math.min(low, d);
    }
    if (low > most) return most + 1;
    prev2 = prev;
    prev = row;
  }
  return prev[b.length] as number;
}

function unique(ids: number[]): number[] {
  return [...new Set(ids)];
}

/** Word ids of the content words (no stop or level words); unknown words are added or skipped. */
function contentIds(
  words: string[],
  wordId: Map<string, number>,
  add: boolean,
  lookUp: (word: string) => number | undefined = (n) => wordId.get(n),
): number[] {
  const ids: number[] = [];
  for (const w of words) {
    if (STOP_WORDS.has(w) || LEVEL_WORDS.has(w)) continue;
    for (const n of normaliseWord(w)) {
      let id = lookUp(n);
      if (id === undefined && add) {
        id = wordId.size;
        wordId.set(n, id);
      }
      if (id !== undefined) ids.push(id);
    }
  }
  return ids;
}

function push<K>(map: Map<K, number[]>, key: K, value: number): void {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

/** The shipped taxonomy's technical skills' one-word names and aliases, lower-case. */
function taxonomyTechnologyWords(): string[] {
  const words: string[] = [];
  for (const skill of loadTaxonomy()) {
    if (skill.area !== 'tech') continue;
    for (const name of [skill.name, ...skill.aliases]) {
      const list = titleWords(name);
      if (list.length === 1 && (list[0] as string).length >= 2) words.push(list[0] as string);
    }
  }
  return words;
}

let shipped: OccupationResolver | undefined;

/** The resolver over the shipped O*NET 29.2 index, built on first use (tens of milliseconds). */
export function occupationResolver(): OccupationResolver {
  shipped ??= createOccupationResolver(occupationIndexData());
  return shipped;
}

/**
 * The O*NET-SOC 2019 occupation a job title names, with the specialty words that matter inside
 * it, or null when no occupation shares enough of its words. Takes a resume headline or role, a
 * posting's title or what a user typed; abbreviations (Sr, Mgr, Dev, RN, HR…), seniority words
 * that qualify ("Senior", "Lead", "Staff") and levels ("II") do not change the occupation. Well
 * under a millisecond a title once the index is loaded on the first call.
 */
export function resolveOccupation(title: string, context?: string): OccupationMatch | null {
  if (context) return occupationResolver().resolve(title, context);
  let match = resolved.get(title);
  if (match === undefined) {
    match = occupationResolver().resolve(title);
    if (resolved.size >= RESOLVED_MAX) resolved.clear();
    resolved.set(title, match);
  }
  return match;
}

/**
 * Titles already resolved. A ranking compares one typed title with thousands of posting titles,
 * and the parser, the ATS and matching resolve the same titles again and again; the same few
 * thousand posting titles recur on every job monitoring poll. Bounded, cleared when full.
 */
const resolved = new Map<string, OccupationMatch | null>();
const RESOLVED_MAX = 50_000;

/** Whether an O*NET occupation title uses the (lower-case) word, or misspells a common role noun. */
export function isOccupationWord(word: string): boolean {
  return occupationResolver().isWord(word);
}

/** Whether O*NET's titles use the word as written: "manager" is, "manage" (read as a misspelt manager) is not. */
export function isListedOccupationWord(word: string): boolean {
  return occupationResolver().isListedWord(word);
}

/** How many O*NET titles use the word: a given name that is also a word (Mark, Rose) is in few. */
export function titleWordCount(word: string): number {
  return occupationResolver().wordCount(word);
}

/** The O*NET codes a title is listed under, its "-ing" form read as the stem included (see OccupationResolver). */
export function listedOccupations(title: string): string[] {
  return occupationResolver().listedOccupations(title);
}

/** O*NET's title of an occupation's code ('17-2072.00': 'Electronics Engineers'), or undefined. */
export function occupationTitle(code: string): string | undefined {
  return occupationResolver().occupationTitle(code);
}

/** How many O*NET titles end in the word: a generic role noun (manager, clerk, aide) ends hundreds. */
export function titleHeadCount(word: string): number {
  return occupationResolver().headCount(word);
}
