import {
  blockedRanges,
  isContactLabel,
  isEmployerField,
  isEmployerMention,
  isLinkLabel,
  isNationalityAdjective,
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
}

/** A prepared extractor: the trie is built once, `extract` only walks it. */
export interface SkillExtractor {
  /**
   * Finds the taxonomy's skills in `text`: case-insensitive, on word boundaries, longest match
   * first, aliases folded into their canonical skill and ambiguous aliases kept only when their
   * context rule holds. Never from a URL or e-mail address, an employer's name (a company whose
   * product is a skill, in an employer's place), or a hobbies section; soft skills also from what
   * the text shows ("led a team", "mentored"). Skills come back most-mentioned first, ties in order
   * of first mention; implied skills, when asked for, come last.
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
  next: Map<string, TrieNode>;
  candidates?: Candidate[];
}

const DEFAULT_WINDOW = 100;

/**
 * Letters and digits are word characters; everything else ("+", "#", ".", "/") may sit at a word
 * boundary, which is what lets "C++", "C#", ".NET" and "CI/CD" match as whole tokens.
 */
function isWordChar(ch: string | undefined): boolean {
  if (ch === undefined) return false;
  const code = ch.charCodeAt(0);
  if (code < 128) return (code >= 48 && code <= 57) || (code >= 97 && code <= 122) || (code >= 65 && code <= 90);
  return /[\p{L}\p{N}]/u.test(ch);
}

interface Normalised {
  text: string;
  /** For each character of `text`, the index of the original character it came from. */
  origin: number[];
}

/**
 * Lower-cases, turns hyphens and dashes into spaces and collapses whitespace, remembering where
 * each character came from so that spans point into the original text. Hyphens become spaces so
 * that "machine-learning" and "scikit learn" meet their aliases without listing every spelling.
 */
function normaliseText(input: string): Normalised {
  let text = '';
  const origin: number[] = [];
  let lastWasSpace = true;
  for (let i = 0; i < input.length; i++) {
    let ch = input[i] as string;
    if (/\s/.test(ch) || ch === '-' || ch === '\u2010' || ch === '\u2011' || ch === '\u2013' || ch === '\u2014') {
      if (lastWasSpace) continue;
      text += ' ';
      origin.push(i);
      lastWasSpace = true;
      continue;
    }
    if (ch === '\u2019' || ch === '\u2018') ch = "'";
    const lower = ch.toLowerCase();
    // A few characters change length when lower-cased (e.g. "İ"); keep them as they are so that
    // one normalised character always maps back to one original character.
    text += lower.length === 1 ? lower : ch;
    origin.push(i);
    lastWasSpace = false;
  }
  if (text.endsWith(' ')) {
    text = text.slice(0, -1);
    origin.pop();
  }
  return { text, origin };
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
    for (const ch of key) {
      let child = node.next.get(ch);
      if (!child) {
        child = { next: new Map() };
        node.next.set(ch, child);
      }
      node = child;
    }
    node.candidates = candidates;
  }
  return { root, byKey };
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
  const surface = original.slice(norm.origin[start], (norm.origin[end - 1] ?? 0) + 1).replace(/\s+/g, ' ');
  for (const candidate of candidates) {
    if (candidate.needsCapital && surface !== surface.toUpperCase()) continue;
    const score = candidate.rules
      ? Math.max(...candidate.rules.map((r) => ruleScore(r, surface, norm, start, end)))
      : 0.5;
    if (score > bestScore) {
      best = candidate.skill;
      bestScore = score;
    }
  }
  return best;
}

/**
 * One cheap test that says whether any evidence pattern can match: the words each pattern starts
 * with (`\b(?:led|leading)…`). Most texts (a job-posting sentence) hold none of them, and running
 * every pattern costs more than the trie walk. A pattern of another shape makes the test always pass.
 */
function buildEvidenceCue(skills: Skill[]): { test(text: string): boolean } {
  const words = new Set<string>();
  for (const skill of skills) {
    for (const pattern of skill.evidence ?? []) {
      const lead = /^\\b\(\?:([a-z|]+)\)/.exec(pattern.source)?.[1];
      if (!lead) return { test: () => true };
      for (const word of lead.split('|')) words.add(word);
    }
  }
  if (words.size === 0) return { test: () => false };
  return new RegExp(`\\b(?:${[...words].join('|')})\\b`, 'i');
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

  const byId = new Map(taxonomy.map((skill) => [skill.id, skill]));
  const withEvidence = taxonomy.filter((skill) => skill.evidence && skill.evidence.length > 0);
  const evidenceCue = buildEvidenceCue(withEvidence);

  function extract(text: string, options: ExtractOptions = {}): ExtractedSkill[] {
    const norm = normaliseText(text);
    const s = norm.text;
    const blocked = blockedRanges(text);
    const found = new Map<string, ExtractedSkill & { first: number }>();
    // Company-named skills seen in an employer's place: every mention of them is the employer.
    const employers = new Set<string>();
    const record = (skill: Skill, startOrig: number, endOrig: number) => {
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
    };
    const accept = (skill: Skill, startOrig: number, endOrig: number): boolean => {
      if (overlapsAny(blocked, startOrig, endOrig) || isLinkLabel(text, endOrig, blocked)) return false;
      // Any skill's name in the employer's field of a job header is that employer ("Intern, Outreach").
      if (/^\p{Lu}/u.test(text[startOrig] ?? '') && isEmployerField(text, startOrig, endOrig)) return false;
      if (
        skill.area === 'language' &&
        !/\s/.test(text.slice(startOrig, endOrig)) &&
        isNationalityAdjective(text, endOrig)
      )
        return false;
      if (skill.organisation) {
        if (isContactLabel(text, startOrig, endOrig)) return false;
        if (isEmployerMention(text, startOrig, endOrig)) {
          employers.add(skill.id);
          return false;
        }
      }
      return true;
    };
    let i = 0;
    while (i < s.length) {
      if (i > 0 && isWordChar(s[i - 1])) {
        i++;
        continue;
      }
      // Walk the trie from here and remember every complete key that ends on a word boundary.
      const ends: Array<{ end: number; candidates: Candidate[] }> = [];
      let node: TrieNode | undefined = root;
      let j = i;
      while (j < s.length) {
        node = node.next.get(s[j] as string);
        if (!node) break;
        j++;
        if (node.candidates) {
          const lastIsWord = isWordChar(s[j - 1]);
          if (!lastIsWord || !isWordChar(s[j])) ends.push({ end: j, candidates: node.candidates });
        }
      }
      let matchedEnd = -1;
      // Longest first: "machine learning engineering" before "machine learning".
      for (let k = ends.length - 1; k >= 0; k--) {
        const { end, candidates } = ends[k] as { end: number; candidates: Candidate[] };
        const skill = resolve(candidates, norm, text, i, end);
        if (!skill) continue;
        const startOrig = norm.origin[i] as number;
        const endOrig = (norm.origin[end - 1] as number) + 1;
        if (!accept(skill, startOrig, endOrig)) {
          // The words are spoken for (a link, an employer): nothing shorter inside them either.
          matchedEnd = end;
          break;
        }
        record(skill, startOrig, endOrig);
        matchedEnd = end;
        break;
      }
      i = matchedEnd > i ? matchedEnd : i + 1;
    }
    for (const id of employers) found.delete(id);
    for (const skill of evidenceCue.test(text) ? withEvidence : []) {
      for (const pattern of skill.evidence ?? []) {
        for (const m of text.matchAll(pattern)) {
          const start = m.index;
          const end = start + m[0].length;
          if (overlapsAny(blocked, start, end)) continue;
          const known = found.get(skill.id)?.spans ?? [];
          if (known.some((span) => span.start < end && start < span.end)) continue;
          record(skill, start, end);
        }
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
