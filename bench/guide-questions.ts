// The assistant on the knowledge guides' own questions: each guide lists, in its front matter, the
// questions it answers as people word them (written by the team from the guide, not from any
// benchmark set), and this asks every one of them as a fresh conversation and reports how often the
// reply leads with (and cites) the guide that lists it. Run from the repository root with
// `npx tsx bench/guide-questions.ts` (`--misses` lists the others, `--audience recruiter` only the
// hirers' guides).
//
// Team-written, so a regression figure, not a headline one: it shows that a fix for one phrasing
// does not cost others, and where the engine confuses neighbouring guides. Several guides answer
// some questions equally well (finding a sponsor and the H-1B overview), so 100% is not the aim.
// The headline figures for questions people really asked are bench/assistant-questions.ts's.
import { createEmbeddedEngine } from '../apps/server/src/assistant/embedded/embedded-engine.ts';
import { loadKnowledgeBase } from '../apps/server/src/assistant/knowledge/knowledge-base.ts';

const MISSES = process.argv.includes('--misses');
const audience = process.argv.includes('--audience') ? process.argv[process.argv.indexOf('--audience') + 1] : undefined;
const kb = loadKnowledgeBase();
const engine = createEmbeddedEngine(kb);

let asked = 0;
let leads = 0;
let cited = 0;
const misses: string[] = [];
for (const article of kb.articles) {
  if (audience && article.audience !== audience) continue;
  for (const message of kb.questions(article.slug)) {
    let sources: string[] = [];
    for await (const event of engine.reply({ message, persona: 'Friendly', profile: {}, userId: null, history: [] }))
      if (event.type === 'sources') sources = event.sources.map((s) => s.ref.replace(/^kb:/, ''));
    asked++;
    if (sources[0] === article.slug) leads++;
    else misses.push(`  ${article.slug}: "${message}" -> ${sources[0] ?? 'no guide'}`);
    if (sources.includes(article.slug)) cited++;
  }
}
const pct = (n: number) => `${((100 * n) / Math.max(1, asked)).toFixed(1)}%`;
console.log(`guides' own questions${audience ? ` (${audience} guides)` : ''}: ${asked}`);
console.log(`  the reply leads with the guide that lists it: ${pct(leads)}`);
console.log(`  the reply cites it:                          ${pct(cited)}`);
if (MISSES) console.log(misses.join('\n'));
