import {
  clauseAround,
  type DescriptiveClause,
  descriptiveClauses,
  SUBJECT_MATTER_TECH,
} from './descriptive-clauses.js';
import type { Range } from './mention-filters.js';
import {
  blockedRanges,
  isContactLabel,
  isEmployerField,
  isEmployerMention,
  isLinkLabel,
  isNationalityAdjective,
  mentionsYear,
  overlapsAny,
} from './mention-filters.js';
import { loadTaxonomy } from './taxonomy/index.js';
import type { ContextRule, Skill, SkillArea, Taxonomy } from './types.js';

/** Where one mention of a skill sits in the original text (`end` is exclusive). */
export interface SkillSpan {
  start: number;
  end: number;
  text: string;
}

/** One skill found in a text, with every mention. */
export interface ExtractedSkill {
  id: string;
  name: string;
  category: string;
  area: SkillArea;
  /** Mentions in the text; 0 for an implied skill. */
  count: number;
  spans: SkillSpan[];
  /** Present (true) when the text never names the skill but names a narrower one (PostgreSQL for SQL). */
  implied?: true;
  /** The found skills (ids) that imply this one. */
  impliedBy?: string[];
}

export interface ExtractOptions {
  /**
   * Also return the broader skills the found ones imply (PostgreSQL → SQL, React → front-end
   * development), marked `implied`, after the named ones. Off by default: a job description's
   * required skills are what it names, while a resume's skills are what it shows, implied included.
   */
  implied?: boolean;
  /**
   * Read the text as a person's own record (a resume, a profile, a bio): a skill named only in a
   * clause that describes a product, an employer, a client or a service ("services include aerial
   * photography", "a platform for farmers", "the hospital provides cardiac care", "Acme is a
   * leading provider of payroll software") is what that product or employer does, not the person's
   * skill, and is left out. A tool or technology there still counts when the sentence says the
   * person built or used something ("Built the booking flow of an app that uses Firebase"). Off by
   * default: a job description's clauses about the company are not read as requirements anyway,
   * and its requirement lines ("experience with platforms used by hospitals") must keep every skill.
   */
  resume?: boolean;
}

/** A prepared extractor: the trie is built once, `extract` only walks it. */
export interface SkillExtractor {
  /**
   * Finds the taxonomy's skills in `text`: case-insensitive, on word boundaries, longest match
   * first, aliases folded into their canonical skill and ambiguous aliases kept only when their
   * context rule holds. Never from a URL or e-mail address, an employer's name (a company whose
   * product is a skill, in an employer's place), or a hobbies section; soft skills also from what
   * the text shows ("led a team", "mentored"). Skills come back most-mentioned first, ties in order
   * of first mention; implied skills, when asked for, come last. With `{ resume: true }` a skill
   * named only where the text describes a product, an employer or a client is not read.
   */
  extract(text: string, options?: ExtractOptions): ExtractedSkill[];
  /** Maps a user-entered skill ("k8s", "Postgres", "Microsoft Excel") to its canonical skill. */
  normalise(name: string): Skill | null;
  /** The skills this extractor knows, including any merged from O*NET. */
  readonly skills: Taxonomy;
}

interface Candidate {
  skill: Skill;
  /** Guards for this surface form; it is accepted when any of them holds. */
  rules?: ContextRule[];
  /** Short all-caps aliases ("ML", "HR", "SOAP") must be all caps in the text too: "ml", "Hr", "soap". */
  needsCapital: boolean;
}

interface TrieNode {
  /** Children by UTF-16 code unit: numeric keys are cheaper to look up than one-character strings. */
  next: Map<number, TrieNode>;
  candidates?: Candidate[];
}

const DEFAULT_WINDOW = 100;

const WORD_CHAR_RE = /[\p{L}\p{N}]/u;

/**
 * Letters and digits are word characters; everything else ("+", "#", ".", "/") may sit at a word
 * boundary, which is what lets "C++", "C#", ".NET" and "CI/CD" match as whole tokens.
 */
function isWordCode(code: number): boolean {
  if (code < 128) return (code >= 48 && code <= 57) || (code >= 97 && code <= 122) || (code >= 65 && code <= 90);
  return WORD_CHAR_RE.test(String.fromCharCode(code));
}

const WHITESPACE_RE = /\s/;

/** Whitespace, hyphens and dashes all become one space: "machine-learning" meets "machine learning". */
function isSeparator(code: number): boolean {
  if (code === 32 || code === 45 || (code >= 9 && code <= 13)) return true;
  if (code < 128) return false;
  return (
    code === 0x2010 ||
    code === 0x2011 ||
    code === 0x2013 ||
    code === 0x2014 ||
    WHITESPACE_RE.test(String.fromCharCode(code))
  );
}

/**
 * A text as the trie walk reads it: its UTF-16 code units in a typed array, with a flag per unit
 * for letters and digits. The walk reads every unit several times, and reading them from a string
 * built piece by piece, and the flags from a second pass, were most of the extractor's time.
 */
class Normalised {
  private built: string | undefined;
  constructor(
    readonly codes: Uint16Array,
    /** 1 for a letter or digit, per unit of `codes`, and 0 one past the end. */
    readonly word: Uint8Array,
    /** For each unit of `codes`, the index of the original character it came from. */
    readonly origin: Int32Array,
    /** The units in use: the arrays may be longer (see `scratchFor`). */
    readonly length: number,
  ) {}

  /** The normalised text as a string: only context rules read it, so it is built when first asked for. */
  get text(): string {
    if (this.built === undefined) {
      let text = '';
      for (let i = 0; i < this.length; i += 4096)
        text += String.fromCharCode.apply(
          null,
          this.codes.subarray(i, Math.min(this.length, i + 4096)) as unknown as number[],
        );
      this.built = text;
    }
    return this.built;
  }
}

/**
 * Lower-cases, turns hyphens and dashes into spaces and collapses whitespace, remembering where
 * each character came from so that spans point into the original text. Hyphens become spaces so
 * that "machine-learning" and "scikit learn" meet their aliases without listing every spelling.
 */
function normaliseText(input: string): Normalised {
  // ASCII letters are lower-cased here. Other characters are read from the whole text lower-cased
  // at once (much cheaper than per character), made when the first of them comes: when no character
  // changes length (nearly always) the two agree position by position.
  let lowered: string | undefined;
  let whole = false;
  const { codes, word, origin } = scratchFor(input.length);
  let n = 0;
  let lastWasSpace = true;
  for (let i = 0; i < input.length; i++) {
    const code = input.charCodeAt(i);
    if (isSeparator(code)) {
      if (lastWasSpace) continue;
      codes[n] = 32;
      word[n] = 0;
      origin[n++] = i;
      lastWasSpace = true;
      continue;
    }
    lastWasSpace = false;
    let out: number;
    if (code < 128) out = code >= 65 && code <= 90 ? code + 32 : code;
    else if (code === 0x2019 || code === 0x2018) out = 39;
    else {
      if (lowered === undefined) {
        lowered = input.toLowerCase();
        whole = lowered.length === input.length;
      }
      if (whole) out = lowered.charCodeAt(i);
      else {
        // A few characters change length when lower-cased (e.g. "İ"); keep them as they are so that
        // one normalised character always maps back to one original character.
        const lower = (input[i] as string).toLowerCase();
        out = lower.length === 1 ? lower.charCodeAt(0) : code;
      }
    }
    codes[n] = out;
    word[n] = isWordCode(out) ? 1 : 0;
    origin[n++] = i;
  }
  if (lastWasSpace && n > 0) n--;
  word[n] = 0;
  return new Normalised(codes, word, origin, n);
}

/**
 * The arrays `normaliseText` fills, shared by every call and grown when a longer text comes: a
 * posting's lines are read one extraction at a time, and allocating three typed arrays for each
 * line cost as much as walking it. A `Normalised` is therefore valid until the next call; nothing
 * keeps one past the extraction (or the alias key) it was made for.
 */
let scratch = { codes: new Uint16Array(1024), word: new Uint8Array(1025), origin: new Int32Array(1024) };

function scratchFor(length: number): typeof scratch {
  if (scratch.codes.length < length) {
    const size = Math.max(length, 2 * scratch.codes.length);
    scratch = { codes: new Uint16Array(size), word: new Uint8Array(size + 1), origin: new Int32Array(size) };
  }
  return scratch;
}

/** The trie key of an alias: normalised exactly as the text is. */
export function aliasKey(alias: string): string {
  return normaliseText(alias.trim()).text;
}

const SPELLING_PAIRS: Array<[RegExp, string]> = [
  [/isation/g, 'ization'],
  [/ization/g, 'isation'],
  [/ising\b/g, 'izing'],
  [/izing\b/g, 'ising'],
  [/modelling/g, 'modeling'],
  [/modeling/g, 'modelling'],
  [/labelling/g, 'labeling'],
  [/behaviour/g, 'behavior'],
  [/behavior/g, 'behaviour'],
  [/analyse/g, 'analyze'],
  [/analyze/g, 'analyse'],
  [/licence/g, 'license'],
  [/centre\b/g, 'center'],
  [/programme\b/g, 'program'],
  [/ & /g, ' and '],
  [/ and /g, ' & '],
];

/**
 * Spelling variants every alias gets for free, so the hand-written taxonomy need not list them:
 * British and American spellings, "&" and "and", "Vue.js"/"VueJS"/"Vue JS", and a plural.
 */
function keyVariants(key: string): string[] {
  const out = new Set<string>([key]);
  for (const [pattern, replacement] of SPELLING_PAIRS) {
    if (pattern.test(key)) out.add(key.replace(pattern, replacement));
    pattern.lastIndex = 0;
  }
  if (key.endsWith('.js') && key.length > 3) {
    const base = key.slice(0, -3);
    out.add(`${base}js`);
    out.add(`${base} js`);
  }
  for (const variant of [...out]) {
    // Plurals: "REST APIs", "data pipelines", "microservices", "cohort analyses".
    if (variant.length >= 4 && /[a-z]$/.test(variant) && !/(s|x|z|ch|sh)$/.test(variant)) out.add(`${variant}s`);
    if (variant.endsWith('analysis')) out.add(`${variant.slice(0, -2)}es`);
  }
  return [...out];
}

// Four-letter acronyms that are also everyday words once lower-cased.
const WORDLIKE_ACRONYMS = new Set([
  'SOAP',
  'LIME',
  'YOLO',
  'RICE',
  'BERT',
  'LEED',
  'NATS',
  'SNOW',
  'AJAX',
  'DEIB',
  'SLAM',
  'RAID',
]);

function isShortCapitalAlias(alias: string): boolean {
  return /^[A-Z]+$/.test(alias) && (alias.length <= 3 || WORDLIKE_ACRONYMS.has(alias));
}

/** Builds the trie of every surface form of every skill. */
function buildTrie(taxonomy: Taxonomy): { root: TrieNode; byKey: Map<string, Candidate[]> } {
  const root: TrieNode = { next: new Map() };
  const byKey = new Map<string, Candidate[]>();
  const add = (key: string, candidate: Candidate) => {
    let list = byKey.get(key);
    if (!list) {
      list = [];
      byKey.set(key, list);
    }
    // One skill once per key; a guarded form wins over an unguarded duplicate of the same key.
    const existing = list.findIndex((c) => c.skill === candidate.skill);
    if (existing >= 0) {
      if (candidate.rules && !list[existing]?.rules) list[existing] = candidate;
      return;
    }
    list.push(candidate);
  };
  for (const skill of taxonomy) {
    const rulesByKey = new Map<string, ContextRule[]>();
    for (const rule of skill.context ?? []) {
      const key = aliasKey(rule.alias);
      rulesByKey.set(key, [...(rulesByKey.get(key) ?? []), rule]);
    }
    const forms = new Set([skill.name, ...skill.aliases, ...(skill.context ?? []).map((r) => r.alias)]);
    for (const form of forms) {
      const key = aliasKey(form);
      if (!key) continue;
      const rules = rulesByKey.get(key);
      const needsCapital = !rules && isShortCapitalAlias(form.trim());
      // Guarded and short forms are matched as written: a plural of "PM" or "R" would be noise.
      const variants = rules || key.length <= 3 ? [key] : keyVariants(key);
      for (const variant of variants) add(variant, { skill, rules, needsCapital });
    }
  }
  for (const [key, candidates] of byKey) {
    let node = root;
    for (let k = 0; k < key.length; k++) {
      const code = key.charCodeAt(k);
      let child = node.next.get(code);
      if (!child) {
        child = { next: new Map() };
        node.next.set(code, child);
      }
      node = child;
    }
    node.candidates = candidates;
  }
  return { root, byKey };
}

/**
 * The trie laid out flat for the walk, which is most of the extractor's time: node n's edges are
 * `codes`/`targets` from `first[n]` to `first[n + 1]`, sorted by code, and the root's children sit
 * in a table indexed by code. Looking a character up is then a short scan of a typed array instead
 * of a hash lookup.
 */
interface FlatTrie {
  rootNext: Int32Array;
  /** For a node with many edges, the offset of its row of DENSE_CODES children in `denseNext`, else -1. */
  dense: Int32Array;
  denseNext: Int32Array;
  first: Int32Array;
  codes: Uint16Array;
  targets: Int32Array;
  candidates: Array<Candidate[] | undefined>;
}

function flattenTrie(root: TrieNode): FlatTrie {
  const nodes: TrieNode[] = [root];
  const index = new Map<TrieNode, number>([[root, 0]]);
  for (let n = 0; n < nodes.length; n++) {
    for (const child of (nodes[n] as TrieNode).next.values()) {
      index.set(child, nodes.length);
      nodes.push(child);
    }
  }
  const first = new Int32Array(nodes.length + 1);
  let edges = 0;
  nodes.forEach((node, n) => {
    first[n] = edges;
    edges += node.next.size;
  });
  first[nodes.length] = edges;
  const codes = new Uint16Array(edges);
  const targets = new Int32Array(edges);
  nodes.forEach((node, n) => {
    let e = first[n] as number;
    for (const [code, child] of [...node.next].sort((a, b) => a[0] - b[0])) {
      codes[e] = code;
      targets[e] = index.get(child) as number;
      e++;
    }
  });
  const rootNext = new Int32Array(0x10000).fill(-1);
  for (const [code, child] of root.next) rootNext[code] = index.get(child) as number;
  // The nodes one letter deep have up to a few dozen edges and every word start scans one of them:
  // those get a table row for the ASCII characters, the rest (nearly all have one edge) keep the scan.
  const dense = new Int32Array(nodes.length).fill(-1);
  const wide = nodes.flatMap((node, n) => (n > 0 && node.next.size >= DENSE_MIN_EDGES ? [n] : []));
  const denseNext = new Int32Array(wide.length * DENSE_CODES).fill(-1);
  wide.forEach((n, row) => {
    dense[n] = row * DENSE_CODES;
    for (const [code, child] of (nodes[n] as TrieNode).next)
      if (code < DENSE_CODES) denseNext[row * DENSE_CODES + code] = index.get(child) as number;
  });
  return { rootNext, dense, denseNext, first, codes, targets, candidates: nodes.map((node) => node.candidates) };
}

/** Edges from which a node's ASCII children sit in a table row (`FlatTrie.dense`). */
const DENSE_MIN_EDGES = 8;
const DENSE_CODES = 128;

/** The child of node `n` along `code`, or -1. */
function step(trie: FlatTrie, n: number, code: number): number {
  if (n === 0) return trie.rootNext[code] as number;
  const row = trie.dense[n] as number;
  if (row >= 0 && code < DENSE_CODES) return trie.denseNext[row + code] as number;
  const end = trie.first[n + 1] as number;
  for (let e = trie.first[n] as number; e < end; e++) {
    const c = trie.codes[e] as number;
    if (c === code) return trie.targets[e] as number;
    if (c > code) return -1;
  }
  return -1;
}

function nearbyWords(norm: string, start: number, end: number, window: number): string[] {
  const before = norm.slice(Math.max(0, start - window), start);
  const after = norm.slice(end, end + window);
  return `${before} ${after}`.match(/[\p{L}\p{N}][\p{L}\p{N}+#]*/gu) ?? [];
}

function countHits(words: string[], terms: string[]): number {
  let hits = 0;
  for (const term of terms) {
    const prefix = term.endsWith('*') ? term.slice(0, -1) : null;
    if (words.some((w) => (prefix !== null ? w.startsWith(prefix) : w === term))) hits++;
  }
  return hits;
}

/** How well one guard holds at a match: 0 when it fails, else its number of context hits (0.5 if it only checks case). */
function ruleScore(rule: ContextRule, surface: string, norm: Normalised, start: number, end: number): number {
  if (rule.caseSensitive && surface !== rule.alias) return 0;
  if (rule.notFollowedBy) {
    const next = /^ ?([\p{L}\p{N}]+)/u.exec(norm.text.slice(end, end + 30))?.[1];
    if (next && rule.notFollowedBy.includes(next)) return 0;
  }
  if (rule.notPrecededBy) {
    const previous = /([\p{L}\p{N}]+)\W*$/u.exec(norm.text.slice(Math.max(0, start - 30), start))?.[1];
    if (previous && rule.notPrecededBy.includes(previous)) return 0;
  }
  if (rule.notInExclamation && /^[^.!?;\n]{0,40}!/.test(norm.text.slice(end, end + 41))) return 0;
  if (!rule.near && !rule.notNear) return 0.5;
  const words = nearbyWords(norm.text, start, end, rule.window ?? DEFAULT_WINDOW);
  if (rule.notNear && countHits(words, rule.notNear) > 0) return 0;
  return rule.near ? countHits(words, rule.near) : 0.5;
}

/**
 * Picks the skill a matched surface form stands for, or none. Unguarded candidates score 0.5, a
 * guarded one scores its number of context hits, so "PM" goes to whichever of product or project
 * management has more of its words nearby, and to neither when none are.
 */
function resolve(
  candidates: Candidate[],
  norm: Normalised,
  original: string,
  start: number,
  end: number,
): Skill | null {
  let best: Skill | null = null;
  let bestScore = 0;
  // Most candidates are plain: the surface form is only cut out when a guard needs it.
  let surface: string | undefined;
  for (const candidate of candidates) {
    if ((candidate.needsCapital || candidate.rules) && surface === undefined)
      surface = original.slice(norm.origin[start], (norm.origin[end - 1] ?? 0) + 1).replace(/\s+/g, ' ');
    if (candidate.needsCapital && surface !== surface?.toUpperCase()) continue;
    let score = 0.5;
    if (candidate.rules) {
      score = 0;
      for (const rule of candidate.rules) score = Math.max(score, ruleScore(rule, surface as string, norm, start, end));
    }
    if (score > bestScore) {
      best = candidate.skill;
      bestScore = score;
    }
  }
  return best;
}

/**
 * The evidence patterns that can match a text, found with one cheap scan: every pattern starts with
 * a group of lead words (`\b(?:led|leading)`) followed by a space, a comma, a hyphen or a word
 * boundary, so it can only match where one of its own lead words stands as a whole word. Most texts
 * (a job-posting sentence) hold none of them, and running every pattern whenever one lead word
 * ("team") appeared cost more than the trie walk. A pattern of another shape is always run.
 */
function evidencePatternsFinder(skills: Skill[]): (text: string) => Array<{ skill: Skill; pattern: RegExp }> {
  const entries: Array<{ skill: Skill; pattern: RegExp; leads: string[] | null }> = [];
  const words = new Set<string>();
  for (const skill of skills) {
    for (const pattern of skill.evidence ?? []) {
      const leads = evidenceLeadWords(pattern);
      for (const word of leads ?? []) words.add(word);
      entries.push({ skill, pattern, leads });
    }
  }
  const always = entries.filter((e) => e.leads === null);
  if (words.size === 0) return () => always;
  const cue = new RegExp(`\\b(?:${[...words].join('|')})\\b`, 'gi');
  return (text) => {
    const present = new Set<string>();
    for (const m of text.matchAll(cue)) present.add(m[0].toLowerCase());
    if (present.size === 0) return always;
    return entries.filter((e) => e.leads === null || e.leads.some((word) => present.has(word)));
  };
}

/**
 * The lower-case words an evidence pattern must start with, as a whole word, or null when its shape
 * does not say (then it is always run). Case-insensitive without the `u` flag, so only ASCII letters
 * fold and a word found by the cue, lower-cased, is the word the pattern matched.
 */
export function evidenceLeadWords(pattern: RegExp): string[] | null {
  const lead = EVIDENCE_LEAD.exec(pattern.source);
  if (!lead || !pattern.flags.includes('i') || pattern.flags.includes('u')) return null;
  return (lead[1] as string).split('|');
}

/** A pattern's lead words, and what may follow them: a space, a comma, a hyphen, a boundary or a look-behind before a space. */
const EVIDENCE_LEAD =
  /^\\b\(\?:([a-z|]+)\)(?=\\s|\\b|\[- \]|\(\?:,\?\\s|,\?\\s|\(\?<![^()]*(?:\([^()]*\)[^()]*)*\)\\s)/;

type Found = Map<string, ExtractedSkill & { first: number }>;

/** What the mention filters ask of the whole text, each read once and only if a mention needs it. */
interface TextFacts {
  blocked(): Range[];
  hasYear(): boolean;
  /** Descriptions of a product or an employer (resume mode only; empty otherwise). */
  descriptive(): DescriptiveClause[];
}

/**
 * Most lines of a posting name no skill, or none that needs these: computed on demand they cost
 * nothing there, where reading them up front was about a tenth of normalising a posting.
 */
function textFacts(text: string, resume: boolean): TextFacts {
  let blocked: Range[] | undefined;
  let hasYear: boolean | undefined;
  let descriptive: DescriptiveClause[] | undefined;
  return {
    blocked: () => (blocked ??= blockedRanges(text)),
    hasYear: () => (hasYear ??= mentionsYear(text)),
    descriptive: () => (descriptive ??= resume ? descriptiveClauses(text) : []),
  };
}

/**
 * Whether a mention sits in a description of a product or an employer and is not the person's:
 * every skill there but a tool or technology of a sentence that says the person built or used it.
 */
function describesProduct(facts: TextFacts, skill: Skill, startOrig: number, endOrig: number): boolean {
  const clause = clauseAround(facts.descriptive(), startOrig, endOrig);
  if (!clause) return false;
  return !(clause.personBuilt && skill.area === 'tech' && !SUBJECT_MATTER_TECH.has(skill.id));
}

/** Adds one mention of `skill` to what `extract` found. */
function recordMention(found: Found, text: string, skill: Skill, startOrig: number, endOrig: number): void {
  const span = { start: startOrig, end: endOrig, text: text.slice(startOrig, endOrig) };
  const entry = found.get(skill.id);
  if (entry) {
    entry.count++;
    entry.spans.push(span);
    entry.first = Math.min(entry.first, startOrig);
  } else {
    found.set(skill.id, {
      id: skill.id,
      name: skill.name,
      category: skill.category,
      area: skill.area,
      count: 1,
      spans: [span],
      first: startOrig,
    });
  }
}

/**
 * Whether a matched skill stands where it is: not in a link, an employer's field or place, a contact
 * line, or as a nationality adjective. Company-named skills seen as the employer go to `employers`.
 */
function acceptMention(
  text: string,
  facts: TextFacts,
  employers: Set<string>,
  skill: Skill,
  startOrig: number,
  endOrig: number,
): boolean {
  const blocked = facts.blocked();
  if (overlapsAny(blocked, startOrig, endOrig) || isLinkLabel(text, endOrig, blocked)) return false;
  // Any skill's name in the employer's field of a job header is that employer ("Intern, Outreach").
  if (/^\p{Lu}/u.test(text[startOrig] ?? '') && facts.hasYear() && isEmployerField(text, startOrig, endOrig))
    return false;
  if (skill.area === 'language' && !/\s/.test(text.slice(startOrig, endOrig)) && isNationalityAdjective(text, endOrig))
    return false;
  if (skill.organisation) {
    if (isContactLabel(text, startOrig, endOrig)) return false;
    if (isEmployerMention(text, startOrig, endOrig)) {
      employers.add(skill.id);
      return false;
    }
  }
  return !describesProduct(facts, skill, startOrig, endOrig);
}

/** Generic words vendors put before or after product names ("Microsoft Excel", "Salesforce software"). */
const VENDOR_PREFIX =
  /^(microsoft|ms|oracle|apache|adobe|atlassian|google|amazon|aws|ibm|sap|autodesk|red hat|the mathworks|intuit|cisco|apple|hashicorp|jetbrains|salesforce|esri|dassault systemes|trimble|bentley|meta|facebook|eclipse)\s+/;

/**
 * Creates an extractor for a taxonomy. Building the trie costs a few tens of milliseconds for a
 * few thousand skills; do it once (see `getSkillExtractor`) and reuse the extractor.
 */
export function createSkillExtractor(taxonomy: Taxonomy): SkillExtractor {
  const { root, byKey } = buildTrie(taxonomy);
  const trie = flattenTrie(root);

  const byId = new Map(taxonomy.map((skill) => [skill.id, skill]));
  const withEvidence = taxonomy.filter((skill) => skill.evidence && skill.evidence.length > 0);
  const evidenceIn = evidencePatternsFinder(withEvidence);

  function extract(text: string, options: ExtractOptions = {}): ExtractedSkill[] {
    const norm = normaliseText(text);
    const { codes, word, length } = norm;
    const facts = textFacts(text, options.resume === true);
    const found: Found = new Map();
    // Company-named skills seen in an employer's place: every mention of them is the employer.
    const employers = new Set<string>();
    // Reused across start positions: the complete keys found by one walk, shortest first.
    const endAt: number[] = [];
    const endCandidates: Candidate[][] = [];
    let i = 0;
    while (i < length) {
      if (i > 0 && word[i - 1]) {
        i++;
        continue;
      }
      // Walk the trie from here and remember every complete key that ends on a word boundary.
      let ends = 0;
      let node = 0;
      let j = i;
      while (j < length) {
        node = step(trie, node, codes[j] as number);
        if (node < 0) break;
        j++;
        // Inside a word no key can end; the boundary is tested first, as it reads nearby memory.
        const candidates = !word[j - 1] || !word[j] ? trie.candidates[node] : undefined;
        if (candidates) {
          endAt[ends] = j;
          endCandidates[ends] = candidates;
          ends++;
        }
      }
      let matchedEnd = -1;
      // Longest first: "machine learning engineering" before "machine learning".
      for (let k = ends - 1; k >= 0; k--) {
        const end = endAt[k] as number;
        const candidates = endCandidates[k] as Candidate[];
        const skill = resolve(candidates, norm, text, i, end);
        if (!skill) continue;
        const startOrig = norm.origin[i] as number;
        const endOrig = (norm.origin[end - 1] as number) + 1;
        if (!acceptMention(text, facts, employers, skill, startOrig, endOrig)) {
          // The words are spoken for (a link, an employer): nothing shorter inside them either.
          matchedEnd = end;
          break;
        }
        recordMention(found, text, skill, startOrig, endOrig);
        matchedEnd = end;
        break;
      }
      i = matchedEnd > i ? matchedEnd : i + 1;
    }
    for (const id of employers) found.delete(id);
    for (const { skill, pattern } of evidenceIn(text)) {
      for (const m of text.matchAll(pattern)) {
        const start = m.index;
        const end = start + m[0].length;
        if (overlapsAny(facts.blocked(), start, end) || describesProduct(facts, skill, start, end)) continue;
        const known = found.get(skill.id)?.spans ?? [];
        if (known.some((span) => span.start < end && start < span.end)) continue;
        recordMention(found, text, skill, start, end);
      }
    }
    const named = [...found.values()]
      .sort((a, b) => b.count - a.count || a.first - b.first)
      .map(({ first: _first, ...rest }): ExtractedSkill => rest);
    return options.implied ? [...named, ...impliedSkills(named)] : named;
  }

  /** The broader skills the named ones imply, transitively, that the text does not name itself. */
  function impliedSkills(named: ExtractedSkill[]): ExtractedSkill[] {
    const have = new Set(named.map((skill) => skill.id));
    const implied = new Map<string, ExtractedSkill>();
    for (const source of named) {
      const queue = [...(byId.get(source.id)?.implies ?? [])];
      const seen = new Set<string>();
      while (queue.length > 0) {
        const id = queue.shift() as string;
        if (seen.has(id)) continue;
        seen.add(id);
        const parent = byId.get(id);
        if (!parent) continue;
        queue.push(...(parent.implies ?? []));
        if (have.has(id)) continue;
        const entry = implied.get(id);
        if (entry) {
          if (!entry.impliedBy?.includes(source.id)) entry.impliedBy?.push(source.id);
          continue;
        }
        implied.set(id, {
          id,
          name: parent.name,
          category: parent.category,
          area: parent.area,
          count: 0,
          spans: [],
          implied: true,
          impliedBy: [source.id],
        });
      }
    }
    return [...implied.values()];
  }

  function lookup(key: string): Skill | null {
    const candidates = byKey.get(key);
    if (!candidates || candidates.length === 0) return null;
    const skills = new Set(candidates.map((c) => c.skill));
    // An entered skill is its own context, so guards do not apply; but "PM" alone stays ambiguous.
    if (skills.size === 1) return candidates[0]?.skill ?? null;
    // One plain reading beside guarded ones ("EMR": medical records, or Amazon EMR beside AWS words)
    // is what the form means on its own.
    const plain = candidates.filter((c) => !c.rules);
    return plain.length === 1 ? (plain[0]?.skill ?? null) : null;
  }

  function normalise(name: string): Skill | null {
    const key = aliasKey(name);
    if (!key) return null;
    const direct = lookup(key);
    if (direct) return direct;
    // Vendor prefixes and a trailing "software" are how catalogues (O*NET among them) name products.
    const stripped = key
      .replace(VENDOR_PREFIX, '')
      .replace(/\s+(software|platform)$/, '')
      .trim();
    if (stripped !== key && stripped) return lookup(stripped);
    return null;
  }

  return { extract, normalise, skills: taxonomy };
}

let shared: SkillExtractor | undefined;

/**
 * The process-wide extractor over the shipped taxonomy, built on first use. Callers that merged
 * O*NET skills should create their own with `createSkillExtractor` and keep it.
 */
export function getSkillExtractor(): SkillExtractor {
  shared ??= createSkillExtractor(loadTaxonomy());
  return shared;
}

/** Maps a user-entered skill name to the canonical skill of the shipped taxonomy, or null. */
export function normaliseSkill(name: string): Skill | null {
  return getSkillExtractor().normalise(name);
}
