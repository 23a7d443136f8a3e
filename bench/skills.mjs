// Skills extraction benchmark (issue 4, item 2). Run from the repository root with
//   npx tsx bench/skills.mjs
// (tsx loads the TypeScript extractor directly; the server build does not bundle it separately).
// Reads the shared data from ../shared/data next to the repository root; copies nothing.
// Prints figures; asserts nothing.
//  (a) SkillSpan dev: precision, recall and F1, span level (a predicted span counts when it overlaps a
//      gold span: lenient) and token level, for SKILL and KNOWLEDGE spans separately and overall.
//      Our skills are typed by area: soft skills count as SKILL, everything else as KNOWLEDGE.
//  (b) O*NET 29.2 hot technologies recognised by the shipped taxonomy alone, and with the file merged.
//  (c) Extraction speed in sentences per second.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import {
  createSkillExtractor,
  getSkillExtractor,
  loadTaxonomy,
  mergeOnetSkills,
  parseOnetTechnologySkills,
  recogniseOnetName,
} from '@careerloom/career-engine';

const repoRoot = path.resolve(import.meta.dirname, '..');
const dataDir = path.resolve(repoRoot, '../shared/data');
const skillspanFile = path.join(dataDir, 'skillspan/dev.json');
const onetFile = path.join(dataDir, 'skills-onet-29.2/Technology Skills.txt');

const pct = (x) => (Number.isFinite(x) ? `${(x * 100).toFixed(1)}%` : 'n/a');
const f1 = (p, r) => (p + r > 0 ? (2 * p * r) / (p + r) : 0);

/** Gold spans [start, end) in token indices from BIO tags. */
function bioSpans(tags) {
  const spans = [];
  let start = -1;
  tags.forEach((tag, i) => {
    if (tag === 'B' || (tag === 'I' && start < 0)) {
      if (start >= 0) spans.push([start, i]);
      start = i;
    } else if (tag === 'O' && start >= 0) {
      spans.push([start, i]);
      start = -1;
    }
  });
  if (start >= 0) spans.push([start, tags.length]);
  return spans;
}

function loadSkillSpan() {
  return readFileSync(skillspanFile, 'utf8')
    .split('\n')
    .filter((line) => line.trim())
    .map((line) => {
      const row = JSON.parse(line);
      const offsets = [];
      let pos = 0;
      for (const token of row.tokens) {
        offsets.push([pos, pos + token.length]);
        pos += token.length + 1;
      }
      return {
        text: row.tokens.join(' '),
        tokens: row.tokens,
        offsets,
        gold: { SKILL: bioSpans(row.tags_skill), KNOWLEDGE: bioSpans(row.tags_knowledge) },
      };
    });
}

const overlaps = (a, b) => a[0] < b[1] && b[0] < a[1];

function evaluate(extractor, sentences) {
  const areaOf = new Map(extractor.skills.map((s) => [s.id, s.area]));
  const types = ['SKILL', 'KNOWLEDGE'];
  const span = {
    SKILL: { tp: 0, pred: 0, hitGold: 0, gold: 0, anyHitGold: 0 },
    KNOWLEDGE: { tp: 0, pred: 0, hitGold: 0, gold: 0, anyHitGold: 0 },
  };
  const all = { tp: 0, pred: 0, hitGold: 0, gold: 0 };
  const tok = {
    SKILL: { tp: 0, pred: 0, gold: 0 },
    KNOWLEDGE: { tp: 0, pred: 0, gold: 0 },
    ALL: { tp: 0, pred: 0, gold: 0 },
  };
  const missed = new Map();
  const spurious = new Map();
  for (const s of sentences) {
    const preds = [];
    for (const skill of extractor.extract(s.text)) {
      const type = areaOf.get(skill.id) === 'soft' ? 'SKILL' : 'KNOWLEDGE';
      for (const sp of skill.spans) {
        const toks = s.offsets.flatMap(([a, b], i) => (a < sp.end && sp.start < b ? [i] : []));
        if (toks.length) preds.push({ type, range: [toks[0], toks[toks.length - 1] + 1], text: sp.text });
      }
    }
    const goldAll = [...s.gold.SKILL, ...s.gold.KNOWLEDGE];
    all.pred += preds.length;
    all.tp += preds.filter((p) => goldAll.some((g) => overlaps(p.range, g))).length;
    all.gold += goldAll.length;
    all.hitGold += goldAll.filter((g) => preds.some((p) => overlaps(p.range, g))).length;
    for (const p of preds) {
      if (!goldAll.some((g) => overlaps(p.range, g)))
        spurious.set(p.text.toLowerCase(), (spurious.get(p.text.toLowerCase()) ?? 0) + 1);
    }
    for (const type of types) {
      const gold = s.gold[type];
      const typed = preds.filter((p) => p.type === type);
      span[type].pred += typed.length;
      span[type].tp += typed.filter((p) => gold.some((g) => overlaps(p.range, g))).length;
      span[type].gold += gold.length;
      span[type].hitGold += gold.filter((g) => typed.some((p) => overlaps(p.range, g))).length;
      span[type].anyHitGold += gold.filter((g) => preds.some((p) => overlaps(p.range, g))).length;
      if (type === 'KNOWLEDGE') {
        for (const g of gold) {
          if (!preds.some((p) => overlaps(p.range, g))) {
            const text = s.tokens.slice(g[0], g[1]).join(' ').toLowerCase();
            missed.set(text, (missed.get(text) ?? 0) + 1);
          }
        }
      }
    }
    // Token level: each token is in or out of a (typed) span.
    const tokenSet = (ranges) => new Set(ranges.flatMap(([a, b]) => Array.from({ length: b - a }, (_, k) => a + k)));
    const predTokens = {
      SKILL: tokenSet(preds.filter((p) => p.type === 'SKILL').map((p) => p.range)),
      KNOWLEDGE: tokenSet(preds.filter((p) => p.type === 'KNOWLEDGE').map((p) => p.range)),
    };
    predTokens.ALL = new Set([...predTokens.SKILL, ...predTokens.KNOWLEDGE]);
    const goldTokens = { SKILL: tokenSet(s.gold.SKILL), KNOWLEDGE: tokenSet(s.gold.KNOWLEDGE) };
    goldTokens.ALL = new Set([...goldTokens.SKILL, ...goldTokens.KNOWLEDGE]);
    for (const key of ['SKILL', 'KNOWLEDGE', 'ALL']) {
      tok[key].pred += predTokens[key].size;
      tok[key].gold += goldTokens[key].size;
      tok[key].tp += [...predTokens[key]].filter((t) => goldTokens[key].has(t)).length;
    }
  }
  const row = (label, p, r, extra = '') =>
    console.log(
      `  ${label.padEnd(30)} P ${pct(p).padStart(6)}  R ${pct(r).padStart(6)}  F1 ${pct(f1(p, r)).padStart(6)}${extra}`,
    );
  console.log(' span level, lenient overlap:');
  for (const type of types) {
    const m = span[type];
    row(
      `${type} (typed)`,
      m.tp / m.pred,
      m.hitGold / m.gold,
      `   gold ${m.gold}, predicted ${m.pred}; recall by any type ${pct(m.anyHitGold / m.gold)}`,
    );
  }
  row('overall (untyped)', all.tp / all.pred, all.hitGold / all.gold, `   gold ${all.gold}, predicted ${all.pred}`);
  console.log(' token level:');
  for (const key of ['SKILL', 'KNOWLEDGE'])
    row(`${key} (typed)`, tok[key].tp / tok[key].pred, tok[key].tp / tok[key].gold);
  row('overall (untyped)', tok.ALL.tp / tok.ALL.pred, tok.ALL.tp / tok.ALL.gold);
  const top = (map) =>
    [...map]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 12)
      .map(([t, n]) => `${t} (${n})`)
      .join(', ');
  console.log(`  most often missed KNOWLEDGE spans: ${top(missed)}`);
  console.log(`  most often predicted outside any gold span: ${top(spurious)}`);
}

function speed(extractor, sentences) {
  const texts = sentences.map((s) => s.text);
  for (const t of texts) extractor.extract(t);
  let n = 0;
  const start = performance.now();
  while (performance.now() - start < 2000) {
    for (const t of texts) extractor.extract(t);
    n += texts.length;
  }
  return n / ((performance.now() - start) / 1000);
}

const base = getSkillExtractor();
const taxonomy = loadTaxonomy();
console.log(`taxonomy: ${taxonomy.length} skills, ${taxonomy.reduce((n, s) => n + s.aliases.length, 0)} aliases`);

let merged = null;
if (existsSync(onetFile)) {
  const techs = parseOnetTechnologySkills(readFileSync(onetFile, 'utf8'));
  const t0 = performance.now();
  const result = mergeOnetSkills(taxonomy, techs);
  merged = createSkillExtractor(result.taxonomy);
  const buildMs = performance.now() - t0;
  const hot = techs.filter((t) => t.hot);
  const share = (list, ex) => list.filter((t) => recogniseOnetName(ex, t.example)).length;
  const hotBase = share(hot, base);
  const hotMerged = share(hot, merged);
  console.log('\n(b) O*NET 29.2 technology skills coverage');
  console.log(`  hot technologies (distinct Example names with Hot Technology = Y): ${hot.length}`);
  console.log(`  recognised by our taxonomy alone: ${hotBase}/${hot.length} (${pct(hotBase / hot.length)})`);
  console.log(`  recognised with the O*NET file loaded: ${hotMerged}/${hot.length} (${pct(hotMerged / hot.length)})`);
  const missedHot = hot.filter((t) => !recogniseOnetName(base, t.example)).map((t) => t.example);
  if (missedHot.length) console.log(`  hot names our taxonomy misses: ${missedHot.join('; ')}`);
  const allBase = share(techs, base);
  console.log(
    `  all ${techs.length} O*NET names recognised by our taxonomy alone: ${allBase} (${pct(allBase / techs.length)})`,
  );
  console.log(
    `  merge: ${result.aliased} names became aliases, ${result.added} became new skills; merge + trie build ${buildMs.toFixed(0)} ms`,
  );
} else {
  console.log(`\n(b) skipped: ${onetFile} not found`);
}

if (existsSync(skillspanFile)) {
  const sentences = loadSkillSpan();
  console.log(`\n(a) SkillSpan dev: ${sentences.length} sentences`);
  console.log(' shipped taxonomy');
  evaluate(base, sentences);
  if (merged) {
    console.log(' taxonomy + O*NET file');
    evaluate(merged, sentences);
  }
  console.log('\n(c) speed');
  console.log(`  shipped taxonomy: ${Math.round(speed(base, sentences)).toLocaleString('en')} sentences/s`);
  if (merged)
    console.log(`  with O*NET merged: ${Math.round(speed(merged, sentences)).toLocaleString('en')} sentences/s`);
} else {
  console.log(`\n(a, c) skipped: ${skillspanFile} not found`);
}
