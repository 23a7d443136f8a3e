// Builds the compact occupation index the career engine resolves job titles with
// (packages/career-engine/src/occupations/occupation-index.data.ts) from two O*NET 29.2 files in
// ../shared/data/skills-onet-29.2: Occupation Data.txt (code and title, and of the Description
// column only the subjects a postsecondary teachers' occupation names: "Teach courses in drama,
// music, and the arts including fine and applied art, such as painting and sculpture") and
// Alternate Titles.txt (title variants and short titles). Sample of Reported Titles.txt is not
// read: it is the benchmark's evaluation set (bench/occupations.ts).
//
// O*NET's titles are American ("flight attendant", "dishwasher"); people in Britain, Ireland and
// the rest of Europe write "steward", "kitchen porter", "headteacher". A third source adds their
// words: the preferred labels of the 1,680 ESCO occupations (ESCO (c) European Union, CC BY 4.0)
// with the O*NET occupation Nesta's ESCO-O*NET crosswalk matched each to (Mapping Career
// Causeways, github.com/nestauk/mapping-career-causeways at cb8c57a2, MIT; fetch it into
// bench/.data/esco-onet/esco_onet_crosswalk_MCC.csv, or name the file with ESCO_CROSSWALK).
// The crosswalk names O*NET-SOC 2010 codes: each is read as the 2019 occupation of the same title,
// else of the same code, else for a breakout 2019 dropped its SOC occupation (".00"), else left out
// (decision 046, the ESCO and session 29 addenda). Everyday British titles
// are often ESCO's alternative labels rather than preferred ones ("lorry driver", "letting agent"):
// a fourth source, ESCO v1.1's occupations file (occupations_en.csv, from github.com/MohamedGouaouri/esco
// at 381d16fb; fetch it into bench/.data/esco/, or name the file with ESCO_OCCUPATIONS), gives them
// by the concept URI the crosswalk names; filtered (escoAlternatives, buildOccupationIndex) and
// stored as reported by no source. Both ESCO files are required: without either the script refuses
// to run rather than silently drop labels. CI has neither; the generated index is committed.
//
// Run from the repository root: `npx tsx scripts/build-occupation-index.mjs` (`--check` only prints
// the size). The output holds facts, not prose: which words name which occupation. Words are
// stored once in a vocabulary ordered by frequency and titles as base-36 word numbers, which keeps
// the file near half the size of the plain strings. CC BY 4.0, attribution in ATTRIBUTION.md
// beside it.
import { readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'csv-parse/sync';
// The engine's own word splitter, so the stored words are the words the resolver looks up.
import {
  ABBREVIATION_WITH_TITLE_RE,
  americanSpellings,
  normaliseWord,
  titleWords,
} from '../packages/career-engine/src/occupations/title-words.ts';

const root = path.resolve(import.meta.dirname, '..');
const dataDir = path.resolve(root, '../shared/data/skills-onet-29.2');
const outFile = path.join(root, 'packages/career-engine/src/occupations/occupation-index.data.ts');
const escoFile = process.env.ESCO_CROSSWALK ?? path.join(root, 'bench/.data/esco-onet/esco_onet_crosswalk_MCC.csv');
const escoOccupationsFile = process.env.ESCO_OCCUPATIONS ?? path.join(root, 'bench/.data/esco/occupations_en.csv');

/** A tab-separated O*NET file's rows after its header, as arrays of cells. */
export function rows(text) {
  return text
    .split(/\r?\n/)
    .slice(1)
    .filter((line) => line.trim())
    .map((line) => line.split('\t'));
}

/** Words of a teachers' subject statement that join or frame the subjects rather than name one. */
const SUBJECT_FRAME_WORDS = new Set([
  'a',
  'an',
  'and',
  'or',
  'of',
  'the',
  'to',
  'in',
  'for',
  'other',
  'than',
  'such',
  'as',
  'including',
  'related',
  'subjects',
  'pertaining',
  'fields',
  'any',
]);

/**
 * The subjects an occupation's description says it teaches, as title words: the first sentence of
 * a description that begins "Teach ... courses in" or "... pertaining to" (O*NET's postsecondary
 * teachers), or its "such as" list ("Teach vocational courses ... in subjects such as
 * construction, ... or cosmetology"). Empty for every other occupation.
 * O*NET's titles name a subject in one word ("Art Teacher"); its descriptions name the crafts
 * under it ("painting and sculpture", "design and crafts").
 */
export function taughtSubjects(description) {
  const sentence = (description ?? '').split(/\.(?:\s|$)/)[0] ?? '';
  const courses = /^Teach\s+(.*?)\bcourses\s+(?:in|pertaining to)\s+(.*)$/.exec(sentence);
  const listed = /^Teach\b.*?\bsuch as\s+(.*)$/.exec(sentence);
  const phrase = courses ? `${courses[1]} ${courses[2]}` : (listed?.[1] ?? '');
  // not who is taught ("primarily to students who ..."), nor what is left out ("except chemistry
  // and physics", "languages other than English")
  const subjects = (phrase.split(/,\s*(?:primarily|typically|rather|except)\b/)[0] ?? '').replace(
    /\bother than \S+/,
    '',
  );
  return [...new Set(titleWords(subjects).filter((w) => !SUBJECT_FRAME_WORDS.has(w)))];
}

/** A title's words as one key, a last word's plural read as its singular ("SEO experts"). */
const singularKey = (text) =>
  titleWords(text)
    .join(' ')
    .replace(/([^s])s$/, '$1');

/**
 * ESCO's alternative labels by concept URI, from its occupations file (ESCO v1.1 CSV export:
 * conceptUri, preferredLabel, altLabels one a line). An everyday British title is often one of them
 * rather than a preferred label: "lorry driver" (cargo vehicle driver), "commis chef" (chef). Left
 * out: a label another ESCO occupation also names, as its preferred or an alternative label
 * ("chiropractor" and "masseuse" under physiotherapist, "estate agent" under real estate agent and
 * letting agent alike), which says nothing about which one is meant; and a label only a plural of
 * another of the same occupation's. Empty without the text.
 * @returns {Map<string, string[]>}
 */
export function escoAlternatives(occupationsText) {
  /** @type {Record<string, string>[]} */
  const records = occupationsText ? parse(occupationsText, { columns: true, skip_empty_lines: true }) : [];
  const split = (text, by) =>
    (text ?? '')
      .split(by)
      .map((l) => l.trim())
      .filter(Boolean);
  const owners = new Map();
  for (const r of records)
    for (const label of [...split(r.preferredLabel, '/'), ...split(r.altLabels, '\n')]) {
      const key = singularKey(label);
      if (!owners.has(key)) owners.set(key, new Set());
      owners.get(key).add(r.conceptUri);
    }
  const alternatives = new Map();
  for (const r of records) {
    const seen = new Set(split(r.preferredLabel, '/').map(singularKey));
    const kept = [];
    for (const label of split(r.altLabels, '\n')) {
      const key = singularKey(label);
      if (!key || seen.has(key) || owners.get(key).size > 1) continue;
      seen.add(key);
      kept.push(label);
    }
    alternatives.set(r.conceptUri, kept);
  }
  return alternatives;
}

/**
 * The O*NET-SOC 2019 code of a crosswalk's 2010 code that 2019 has no occupation of the same title
 * for: the code itself when 2019 still has it; else, for one of O*NET's breakouts of an SOC
 * occupation (".01" and on), the SOC occupation itself (".00"), which 2019 kept while dropping or
 * renumbering the breakout ("construction carpenters", 47-2031.01, are carpenters, 47-2031.00;
 * "pipe fitters and steamfitters", 47-2152.01, plumbers, pipefitters and steamfitters); null for an
 * SOC occupation split or renumbered since ("teacher assistants", 25-9041.00).
 */
export function placedCode(code, codes) {
  if (codes.has(code)) return code;
  const soc = `${code.slice(0, 7)}.00`;
  return !code.endsWith('.00') && codes.has(soc) ? soc : null;
}

/**
 * The ESCO occupations of the crosswalk (its CSV text) with their O*NET-SOC 2019 code: the 2019
 * occupation of the crosswalk's O*NET title, else of its 2010 code (placedCode: the code, or for a
 * breakout 2019 no longer has, its SOC occupation); null when neither (an occupation split or
 * renumbered since). `forms`: the label's forms a person
 * writes ("steward/stewardess": "steward" and "stewardess"); `alternatives`: its alternative labels
 * (escoAlternatives) when ESCO's occupations file is given.
 * @returns {{ label: string, forms: string[], alternatives: string[], code: string | null }[]}
 */
export function escoTitles(crosswalkText, occupationText, occupationsText = '') {
  const byTitle = new Map();
  const codes = new Set();
  for (const [code, title] of rows(occupationText)) {
    byTitle.set(title.trim().toLowerCase(), code.trim());
    codes.add(code.trim());
  }
  const alternatives = escoAlternatives(occupationsText);
  /** @type {Record<string, string>[]} */
  const records = parse(crosswalkText, { columns: true, skip_empty_lines: true });
  return records
    .filter((r) => r.esco_occupation && r.onet_code)
    .map((r) => ({
      label: r.esco_occupation.trim(),
      forms: r.esco_occupation
        .split('/')
        .map((f) => f.trim())
        .filter(Boolean),
      alternatives: alternatives.get(r.concept_uri?.trim()) ?? [],
      code: byTitle.get(r.onet_occupation.trim().toLowerCase()) ?? placedCode(r.onet_code.trim(), codes),
    }));
}

/**
 * The index from the two files' text: occupations (code, title) and, per occupation, its
 * alternate titles as word lists with how many of O*NET's sources reported each (a title several
 * sources name is the likelier reading when two occupations share it). A title with a bracketed
 * part ("Registered Nurse (RN)") is also stored without it.
 */
export function buildOccupationIndex(occupationText, alternatesText, europeanTitles = []) {
  const occupations = rows(occupationText).map(([code, title, description]) => ({
    code: code.trim(),
    title: title.trim(),
    subjects: taughtSubjects(description),
  }));
  const position = new Map(occupations.map((o, i) => [o.code, i]));
  /** @type {Map<string, number>[]} per occupation: joined words → sources */
  const titles = occupations.map(() => new Map());
  /** The long forms O*NET writes in brackets after a short title ("Help Desk Tech (Help Desk Technician)"). */
  const bracketed = new Set();
  const add = (i, text, sources) => {
    const words = titleWords(text);
    if (words.length === 0) return;
    const key = words.join(' ');
    const map = titles[i];
    map.set(key, Math.max(map.get(key) ?? 0, sources));
  };
  for (const [code, title, short, source] of rows(alternatesText)) {
    const i = position.get(code?.trim());
    if (i === undefined || !title) continue;
    const sources = (source ?? '').split(',').filter((s) => s.trim()).length || 1;
    add(i, title, sources);
    const bare = title.replace(/\([^)]*\)/g, ' ').trim();
    if (bare && bare !== title) add(i, bare, sources);
    for (const [, inner] of title.matchAll(/\(([^)]*)\)/g)) bracketed.add(titleWords(inner ?? '').join(' '));
    // an abbreviation with its title written out in brackets ("TA (Teaching Assistant)", "DJ (Disc
    // Jockey)"): the written-out title is O*NET's title of the occupation too, as reported
    const spelled = ABBREVIATION_WITH_TITLE_RE.exec(title.trim());
    if (spelled?.[1] && titleWords(spelled[1]).length > 1) add(i, spelled[1], sources);
    if (short && short.trim() !== 'n/a') add(i, short, sources);
  }
  // ESCO's labels only add titles O*NET lacks: where O*NET 2019 files the same title itself ("data
  // scientist", an occupation of its own since 2019), its filing wins over a crosswalk made for
  // O*NET-SOC 2010.
  const known = new Set(occupations.map((o) => titleWords(o.title).join(' ')));
  for (const map of titles) for (const key of map.keys()) known.add(key);
  // A long form O*NET writes in brackets is O*NET's title too, for this filter: ESCO files
  // "help-desk technician" under after-sales service technicians, which the crosswalk places in
  // technical sales, where O*NET's "Help Desk Tech (Help Desk Technician)" is a user support
  // specialist's; added, the alternative label took the written-out title from O*NET's reading.
  for (const key of bracketed) if (key) known.add(key);
  // ESCO's alternative labels (escoAlternatives) are noisier than its preferred ones. One is added:
  // - written in O*NET's spelling ("centre manager": center manager), so that it neither repeats a
  //   title O*NET lists in the other spelling nor makes the British word one the resolver knows,
  //   which would stop it reading that word the American way in every other title;
  // - when O*NET lists no title of the same words (O*NET's filing wins, as for preferred labels);
  // - when its noun is the job's: the preferred label's ("lorry driver" beside cargo vehicle
  //   driver) or that of one of O*NET's titles of the occupation ("commis chef" under chefs and
  //   head cooks), or a noun no O*NET title of another SOC minor group ends in ("fishmonger");
  //   ESCO lists neighbouring jobs among them too ("counsellor" under lawyer, "sheriff" under
  //   police commissioner, both nouns of other groups' titles).
  const knownWords = new Set([...known].flatMap((key) => key.split(' ')));
  const american = (label) =>
    titleWords(label).map((w) => (knownWords.has(w) ? w : (americanSpellings(w).find((a) => knownWords.has(a)) ?? w)));
  const compared = (words) => words.flatMap(normaliseWord);
  const nounOf = (words) => compared(words).at(-1);
  const knownForms = new Set([...known].map((key) => compared(key.split(' ')).join(' ')));
  // per occupation, the nouns of O*NET's titles of it; per noun, the minor groups of those titles
  const nouns = titles.map(
    (map, i) =>
      new Set([...map.keys(), titleWords(occupations[i]?.title ?? '').join(' ')].map((key) => nounOf(key.split(' ')))),
  );
  const groupsOf = new Map();
  nouns.forEach((set, i) => {
    for (const noun of set) groupsOf.set(noun, (groupsOf.get(noun) ?? new Set()).add(occupations[i]?.code.slice(0, 4)));
  });
  const alternativesOf = [];
  for (const { forms, alternatives = [], code } of europeanTitles) {
    const i = code ? position.get(code) : undefined;
    if (i === undefined) continue;
    for (const form of forms) if (!known.has(titleWords(form).join(' '))) add(i, form, 1);
    const own = new Set([...nouns[i], ...forms.map((f) => nounOf(titleWords(f)))]);
    for (const label of alternatives) {
      const words = american(label);
      const noun = nounOf(words);
      const elsewhere = [...(groupsOf.get(noun) ?? [])].some((g) => g !== code.slice(0, 4));
      if (!knownForms.has(compared(words).join(' ')) && (own.has(noun) || !elsewhere))
        alternativesOf.push([i, words.join(' ')]);
    }
  }
  // stored as reported by no source ("~0"): found by lookup and by its words, never counted among
  // O*NET's titles when the resolver weighs which occupations a noun or a word belongs to
  for (const [i, label] of alternativesOf) add(i, label, 0);
  const counts = new Map();
  for (const map of titles)
    for (const key of map.keys()) for (const w of key.split(' ')) counts.set(w, (counts.get(w) ?? 0) + 1);
  for (const o of occupations) for (const w of titleWords(o.title)) counts.set(w, (counts.get(w) ?? 0) + 1);
  const vocabulary = [...counts.keys()].sort((a, b) => (counts.get(b) ?? 0) - (counts.get(a) ?? 0) || (a < b ? -1 : 1));
  const id = new Map(vocabulary.map((w, i) => [w, i.toString(36)]));
  const encoded = titles.map((map) =>
    [...map.entries()]
      .sort((a, b) => (a[0] < b[0] ? -1 : 1))
      .map(([key, sources]) => {
        const words = key
          .split(' ')
          .map((w) => id.get(w))
          .join(' ');
        return sources === 1 ? words : `${words}~${sources}`;
      })
      .join('|'),
  );
  return {
    occupations: occupations.map((o) => `${o.code}\t${o.title}`).join('\n'),
    vocabulary: vocabulary.join(' '),
    titles: encoded.join('\n'),
    subjects: occupations
      .filter((o) => o.subjects.length > 0)
      .map((o) => `${o.code}\t${o.subjects.join(' ')}`)
      .join('\n'),
    alternateCount: titles.reduce((n, m) => n + m.size, 0),
  };
}

/** A string literal as the repository's formatter writes it: single quotes unless it holds one. */
export function literal(text) {
  const json = JSON.stringify(text);
  return text.includes("'") ? json : `'${json.slice(1, -1).replace(/\\"/g, '"')}'`;
}

/** The index as a TypeScript module: a function returning its strings, parsed by the resolver on its first call. */
export function occupationIndexModule(index) {
  return `// Generated by scripts/build-occupation-index.mjs from O*NET 29.2 (Occupation Data, Alternate Titles)
// and the ESCO occupations' labels (preferred, and alternative from ESCO's occupations file) of Nesta's
// ESCO-O*NET crosswalk. Do not edit by hand. CC BY 4.0 (O*NET, ESCO) and MIT (the crosswalk): see ATTRIBUTION.md beside this file.
// Strings rather than objects so that importing the engine costs only the text; the resolver parses
// them on its first call. Returned by a function, which V8 compiles (and so makes the strings) only
// when it is first called: a constant's strings would sit in every server's heap from its start,
// whether or not a title is ever resolved. occupations: "code<TAB>title" lines; vocabulary: words by frequency;
// titles: one line per occupation, its titles separated by "|", each title's words as base-36
// positions in the vocabulary, "~n" when n of O*NET's sources reported the title ("~0": an ESCO
// alternative label, which no source reported); subjects:
// "code<TAB>words" lines, the subjects a teachers' occupation's description names.
export function occupationIndexData() {
  return {
    occupations:
      ${literal(index.occupations)},
    vocabulary:
      ${literal(index.vocabulary)},
    titles:
      ${literal(index.titles)},
    subjects:
      ${literal(index.subjects)},
  };
}
`;
}

export function readOnetFiles(dir = dataDir) {
  return {
    occupationText: readFileSync(path.join(dir, 'Occupation Data.txt'), 'utf8'),
    alternatesText: readFileSync(path.join(dir, 'Alternate Titles.txt'), 'utf8'),
  };
}

/**
 * The crosswalk's ESCO titles with ESCO's alternative labels; without either file the index would
 * silently lose them, so refuse.
 */
export function readEscoTitles(occupationText, file = escoFile, occupationsFile = escoOccupationsFile) {
  const read = (what, name) => {
    try {
      return readFileSync(name, 'utf8');
    } catch (error) {
      throw new Error(`${what} not readable at ${name} (see this script's header): ${error.message}`);
    }
  };
  return escoTitles(read('ESCO crosswalk', file), occupationText, read("ESCO's occupations file", occupationsFile));
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { occupationText, alternatesText } = readOnetFiles();
  const european = readEscoTitles(occupationText);
  const index = buildOccupationIndex(occupationText, alternatesText, european);
  const text = occupationIndexModule(index);
  if (!process.argv.includes('--check')) writeFileSync(outFile, text);
  const bytes = Buffer.byteLength(text);
  console.log(
    `${index.occupations.split('\n').length} occupations, ${index.alternateCount} titles, ` +
      `(${european.filter((t) => t.code).length} of ${european.length} ESCO occupations placed, ` +
      `${european.filter((t) => t.code).reduce((n, t) => n + t.alternatives.length, 0)} alternative labels offered), ` +
      `${index.vocabulary.split(' ').length} words: ${(bytes / 1024).toFixed(0)} KiB` +
      (process.argv.includes('--check') ? ' (not written)' : ` → ${path.relative(root, outFile)}`),
  );
  if (!process.argv.includes('--check')) console.log(`file size ${statSync(outFile).size} bytes`);
}
