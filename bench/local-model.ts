// The private option's speed (docs/local-model.md): time to the first word and words a second of a
// model on this machine through Ollama, for the chat questions the assistant gets. Run with Ollama
// running and the model pulled: `AI_BASE_URL=http://127.0.0.1:11434 AI_MODEL=llama3.1:8b npx tsx
// bench/local-model.ts`. The baseline, in the same run, is the embedded engine (no model) answering
// the same questions in this process. Prints figures; asserts nothing. Without an Ollama to reach
// it says so and exits 1 (it never invents a figure).
import { performance } from 'node:perf_hooks';
import pino from 'pino';
import { createAssistant } from '../apps/server/src/assistant/create-assistant';
import type { AssistantRequest } from '../apps/server/src/language-model/assistant-engine';

const BASE = process.env.AI_BASE_URL ?? 'http://127.0.0.1:11434';
const MODEL = process.env.AI_MODEL ?? 'llama3.1:8b';
const QUESTIONS = [
  'How do I answer "tell me about yourself" for a nursing job?',
  'rewrite: handled customer complaints at the front desk',
  'What should a cover letter for a sous chef role say?',
  'My boss makes fun of me in meetings. What can I do?',
  'How do I negotiate a 55k offer for an accountant role?',
];

const request = (message: string): AssistantRequest => ({
  message,
  persona: 'Calm',
  profile: {},
  userId: null,
  history: [],
});

async function timeReplies(engine: ReturnType<typeof createAssistant>) {
  const rows: { first: number; total: number; words: number }[] = [];
  for (const q of QUESTIONS) {
    const start = performance.now();
    let first = Number.NaN;
    let text = '';
    for await (const e of engine.reply(request(q))) {
      if (e.type === 'delta') {
        if (Number.isNaN(first)) first = performance.now() - start;
        text += e.text;
      }
      if (e.type === 'offline') throw new Error('the model failed and the embedded engine answered');
    }
    rows.push({ first, total: performance.now() - start, words: text.split(/\s+/).filter(Boolean).length });
  }
  return rows;
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? Number.NaN;

async function main() {
  try {
    const tags = await fetch(`${BASE.replace(/\/v1\/?$/, '')}/api/tags`);
    if (!tags.ok) throw new Error(`HTTP ${tags.status}`);
  } catch (error) {
    console.error(`No Ollama answers at ${BASE} (${(error as Error).message}); nothing measured.`);
    process.exit(1);
  }
  const logger = pino({ level: 'silent' });
  const local = createAssistant(
    { ai: { provider: 'local', baseUrl: undefined, apiKey: undefined, model: undefined, timeoutMs: 20_000 } },
    { logger },
  );
  await local.prepare();
  const model = createAssistant(
    { ai: { provider: 'ollama', baseUrl: BASE, apiKey: undefined, model: MODEL, timeoutMs: 60_000 } },
    { logger },
  );
  await model.prepare();
  const baseline = await timeReplies(local);
  const measured = await timeReplies(model);
  const wps = measured.map((r) => r.words / ((r.total - r.first) / 1000));
  console.log(`${MODEL} through Ollama at ${BASE}, ${QUESTIONS.length} questions`);
  console.log(
    `  first word: median ${median(measured.map((r) => r.first)).toFixed(0)} ms (embedded engine ${median(baseline.map((r) => r.first)).toFixed(1)} ms)`,
  );
  console.log(
    `  whole reply: median ${median(measured.map((r) => r.total)).toFixed(0)} ms (embedded engine ${median(baseline.map((r) => r.total)).toFixed(1)} ms)`,
  );
  console.log(`  words a second after the first: median ${median(wps).toFixed(1)}`);
}

await main();
