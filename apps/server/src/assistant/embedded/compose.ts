/**
 * Text plumbing for the embedded engine: restating the question, cutting passages into
 * sentence-sized units, picking the units that answer the question, stable variant choice and
 * streaming chunks. Nothing here knows about personas or intents.
 */
import { truncateText } from '@careerloom/career-engine';
import { stripInlineMarkdown } from '../knowledge/markdown';
import { analyze } from '../knowledge/text-analysis';

/**
 * FNV-1a, 32 bits: a fast, stable hash so that variant choice is deterministic for one input and
 * spread across different inputs (no randomness, so replies are reproducible in tests).
 */
export function hashString(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** Picks one item of a non-empty list by `seed` (and a `salt`, so two picks from one seed differ). */
export function pick<T>(items: readonly T[], seed: number, salt = 0): T {
  if (items.length === 0) throw new Error('pick() needs at least one item');
  const index = hashString(`${seed}:${salt}`) % items.length;
  return items[index] as T;
}

const CHAT_SPELLING: Record<string, string> = {
  i: 'I',
  "i'm": "I'm",
  "i've": "I've",
  "i'd": "I'd",
  "i'll": "I'll",
  im: "I'm",
  ive: "I've",
  abt: 'about',
  u: 'you',
  ur: 'your',
  pls: 'please',
  plz: 'please',
  w: 'with',
  bc: 'because',
  cuz: 'because',
  thx: 'thanks',
  dont: "don't",
  cant: "can't",
  wont: "won't",
  didnt: "didn't",
  doesnt: "doesn't",
  isnt: "isn't",
  whats: "what's",
};

/**
 * The user's question as the reply restates it: one line, chat spellings tidied ("abt" →
 * "about", "i" → "I"), no trailing punctuation or quote marks, at most `max` characters (cut at a
 * word). It is quoted back so every reply is anchored to, and differs with, the actual question.
 */
export function restateQuestion(message: string, max = 140): string {
  let q = message
    .replace(/\s+/g, ' ')
    .replace(/[“”"]/g, "'")
    .replace(/[{}<>]/g, '')
    .trim()
    .replace(/^(hi|hello|hey|hiya)\b[,!.]?\s+(?=\S)/i, '')
    .replace(/\s*[?!.,;:]+$/, '');
  q = q.replace(/[A-Za-z']+/g, (word) => CHAT_SPELLING[word.toLowerCase()] ?? word);
  if (q.length > max) {
    const cut = truncateText(q, max);
    const space = cut.lastIndexOf(' ');
    q = `${(space > max * 0.6 ? cut.slice(0, space) : cut).replace(/[\s,;:.-]+$/, '')}…`;
  }
  return q.charAt(0).toUpperCase() + q.slice(1);
}

/** A sentence or list item of a passage, ready to be shown as one bullet. */
export type PassageUnit = {
  text: string;
  /** Position within the passage, to restore reading order after selection. */
  order: number;
  kind: 'sentence' | 'item';
  /** Contains a quoted example of what to say or write; such lines are kept whole. */
  script: boolean;
  /** Ends with a colon, i.e. introduces a list; meaningless on its own. */
  lead: boolean;
  /** For a list item, which list of the passage it belongs to (items of one list share it). */
  list?: number;
  /**
   * Set by `selectUnits` on the last item shown of a list too long to show whole: how many of the
   * list's items are left out, so the answer can say so rather than end on a list cut short.
   */
  omitted?: number;
};

const ABBREVIATIONS = /\b(e\.g|i\.e|etc|vs|mr|mrs|ms|dr|st|approx|no|u\.s|u\.k|jr|sr|inc|ltd)\.$/i;

/**
 * Splits a paragraph into sentences at `.`, `!` or `?` followed by a capital letter, digit or
 * quote, but never inside quotation marks (example scripts stay whole) or after common
 * abbreviations such as "e.g.".
 */
export function splitSentences(paragraph: string): string[] {
  const sentences: string[] = [];
  let start = 0;
  let inQuote = false;
  for (let i = 0; i < paragraph.length; i++) {
    const c = paragraph[i];
    if (c === '"' || c === '“' || c === '”') {
      inQuote = c === '“' ? true : c === '”' ? false : !inQuote;
      // A quote that ends its sentence ("...post.") closes it too; the check below handles that.
      if (inQuote || !/[.!?]/.test(paragraph[i - 1] ?? '')) continue;
    } else if (inQuote || (c !== '.' && c !== '!' && c !== '?')) {
      continue;
    }
    let j = i + 1;
    while (paragraph[j] === '"' || paragraph[j] === '”' || paragraph[j] === ')') j++;
    if (paragraph[j] !== ' ') continue;
    const next = paragraph[j + 1] ?? '';
    if (!/[A-Z0-9"“(]/.test(next)) continue;
    const candidate = paragraph.slice(start, j).trim();
    if (ABBREVIATIONS.test(candidate)) continue;
    sentences.push(candidate);
    start = j + 1;
  }
  const rest = paragraph.slice(start).trim();
  if (rest) sentences.push(rest);
  // An unbalanced quote would swallow the rest of a paragraph; fall back to a plain split.
  return sentences.flatMap((s) =>
    s.split(/\s+/).length > 90 ? s.split(/(?<=[.!?])\s+(?=[A-Z])/).filter((part) => part.trim()) : [s],
  );
}

const LIST_ITEM = /^\s*(?:[-*+]|\d+[.)])\s+(.*)$/;

/**
 * Cuts a passage (Markdown) into units: each list item is one unit, each paragraph sentence is
 * one unit. Inline Markdown is stripped; tables and code are skipped.
 */
export function splitPassage(text: string): PassageUnit[] {
  const units: PassageUnit[] = [];
  // Items belong to one list until a paragraph, heading, table or code block comes between them.
  let list = 0;
  let inList = false;
  const add = (raw: string, kind: PassageUnit['kind']) => {
    const clean = stripInlineMarkdown(raw).replace(/\s+/g, ' ').trim();
    if (clean.length < 3) return;
    units.push({
      text: clean,
      order: units.length,
      kind,
      script: /["“][^"”]{25,}["”]/.test(clean),
      lead: /:\s*$/.test(clean),
      ...(kind === 'item' ? { list } : {}),
    });
  };
  const endList = () => {
    if (inList) list++;
    inList = false;
  };
  let paragraph: string[] = [];
  const flushParagraph = () => {
    if (paragraph.length > 0) endList();
    if (paragraph.length > 0) for (const s of splitSentences(paragraph.join(' '))) add(s, 'sentence');
    paragraph = [];
  };
  let inFence = false;
  let item: string[] | null = null;
  const flushItem = () => {
    if (item) add(item.join(' '), 'item');
    if (item) inList = true;
    item = null;
  };
  for (const line of text.split('\n')) {
    if (/^\s*```/.test(line)) {
      inFence = !inFence;
      continue;
    }
    if (inFence || /^\s*\|/.test(line) || /^#{1,6}\s/.test(line)) {
      flushItem();
      flushParagraph();
      endList();
      continue;
    }
    const listMatch = LIST_ITEM.exec(line);
    if (listMatch) {
      flushParagraph();
      flushItem();
      item = [listMatch[1] ?? ''];
    } else if (line.trim() === '') {
      flushItem();
      flushParagraph();
    } else if (item && /^\s{2,}\S/.test(line)) {
      item.push(line.trim());
    } else {
      flushItem();
      paragraph.push(line.trim());
    }
  }
  flushItem();
  flushParagraph();
  return units;
}

/** How the selection weighs a query: term weights and their inverse document frequency. */
export type QueryWeights = { terms: ReadonlyMap<string, number>; idf: (term: string) => number };

/** Whether a question asks for wording to use (a script, template or example) rather than an explanation. */
export const ASKS_FOR_SCRIPT =
  /\b(what (do|should|can) i (say|write|send|answer)|how (do|should|can) i (say|word|phrase|ask|answer|reply|respond|tell)|example|sample|script|template|wording|message|email|word it|answer)\b/i;

/** A unit with the terms it is scored on and its length in words. */
export type AnalyzedUnit = PassageUnit & { terms: ReadonlySet<string>; words: number };

const analyzedPassages = new Map<string, readonly AnalyzedUnit[]>();
/** Past this many passages the memo starts again (the knowledge base holds far fewer). */
const MAX_ANALYZED_PASSAGES = 20_000;
const wordsIn = (text: string) => text.split(/\s+/).length;

/**
 * A passage's units with their analysed terms. Knowledge-base passages do not change, and
 * analysing their sentences was most of a reply's CPU time, so each passage is analysed once.
 */
export function analyzedUnits(passage: string): readonly AnalyzedUnit[] {
  let units = analyzedPassages.get(passage);
  if (!units) {
    units = splitPassage(passage).map((u) => ({ ...u, terms: new Set(analyze(u.text)), words: wordsIn(u.text) }));
    if (analyzedPassages.size >= MAX_ANALYZED_PASSAGES) analyzedPassages.clear();
    analyzedPassages.set(passage, units);
  }
  return units;
}

/** A list up to this many words is shown whole when any of its items is chosen (every guide's list is). */
export const WHOLE_LIST_WORDS = 200;
/** Words of a whole list that take the room of one chosen unit. */
const LIST_WORDS_PER_UNIT = 50;

/** Code-like lines ("GET /{code}") read badly in chat and through text-to-speech. */
const codeLike = (u: PassageUnit) => /[{}]/.test(u.text);

/**
 * Chooses about `max` units of a passage that best answer the query, returned in reading order.
 * A unit scores by the idf-weighted query terms it contains, lightly normalised by length, with
 * bonuses for the passage's opening sentence (usually its thesis), for concrete list items and
 * for example scripts (more when the question asks what to say). A chosen list item brings its
 * whole list and the lead-in above it (a colon line, never chosen alone): "Situation" alone under
 * "a four-part structure" read as a guide cut off mid-list. A whole list takes the room of one unit
 * per LIST_WORDS_PER_UNIT words (a long one may take all the room left and end the choice: a
 * worked example is shown whole or not at all). A list over WHOLE_LIST_WORDS shows its chosen
 * items, the last of them carrying `omitted`, the count of items left out.
 */
export function selectUnits<U extends PassageUnit & { terms?: ReadonlySet<string>; words?: number }>(
  units: readonly U[],
  query: QueryWeights,
  message: string,
  max: number,
): U[] {
  const wantsScript = ASKS_FOR_SCRIPT.test(message);
  const wordsOf = (u: U) => u.words ?? wordsIn(u.text);
  const scored = units
    .filter((u) => !u.lead && !codeLike(u))
    .map((u) => {
      const terms = u.terms ?? new Set(analyze(u.text));
      let overlap = 0;
      // A unit has dozens of terms and the query a handful: the idf (a look-up in the index) only
      // for the terms the query weighs.
      for (const term of terms) {
        const weight = query.terms.get(term);
        if (weight) overlap += weight * query.idf(term);
      }
      const words = wordsOf(u);
      let score = overlap / Math.sqrt(Math.max(10, words) / 10);
      if (u.order === 0) score += 0.8;
      if (u.kind === 'item') score += 0.4;
      if (u.script) score += wantsScript ? 2.5 : 0.5;
      if (words < 6) score -= 1;
      if (words > 70) score -= 1;
      return { unit: u, score };
    })
    .sort((a, b) => b.score - a.score || a.unit.order - b.unit.order);

  const listItems = (list: number) => units.filter((u) => u.list === list && !codeLike(u));
  const chosen = new Set<U>();
  const partLists = new Set<number>();
  let room = max;
  for (const { unit } of scored) {
    if (room <= 0) break;
    if (chosen.has(unit)) continue;
    const items = unit.list === undefined ? [] : listItems(unit.list);
    const words = items.reduce((sum, u) => sum + wordsOf(u), 0);
    if (unit.list === undefined || partLists.has(unit.list) || words > WHOLE_LIST_WORDS) {
      chosen.add(unit);
      if (unit.list !== undefined) partLists.add(unit.list);
      room--;
      continue;
    }
    const first = units.find((u) => u.list === unit.list);
    const lead = units.find((u) => u.lead && first !== undefined && u.order === first.order - 1);
    for (const u of lead ? [lead, ...items] : items) chosen.add(u);
    room -= Math.max(1, Math.ceil(words / LIST_WORDS_PER_UNIT));
  }
  const picked = [...chosen].sort((a, b) => a.order - b.order);
  // A list shown in part says how many of its items are left out, on the last one shown.
  return picked.map((u, i) => {
    if (u.list === undefined || !partLists.has(u.list) || picked[i + 1]?.list === u.list) return u;
    const omitted = listItems(u.list).filter((x) => !chosen.has(x)).length;
    return omitted > 0 ? { ...u, omitted } : u;
  });
}

/** Upper-cases the first letter (used for headings and labels built from lower-case pieces). */
export function capitalize(text: string): string {
  return text ? text.charAt(0).toUpperCase() + text.slice(1) : text;
}
