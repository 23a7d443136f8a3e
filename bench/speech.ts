// Issue 14 part 6: speech of a 600-character reply. Prints the time to the first byte and to the
// last byte of `POST /api/tts` (the embedded eSpeak NG synthesizer, streamed sentence by sentence),
// beside the previous behaviour measured in the same run: the whole text synthesised as one
// utterance, then sent (first byte = last byte). Median of ROUNDS (5) after a warm-up, rounds
// alternating. Run from the repository root with `npx tsx bench/speech.ts`. Asserts nothing.
//
// The app here is Fastify with the error handler and the speech routes only (no database): the
// figures are the synthesis and the HTTP stream, nothing else.
import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { loadConfig } from '../apps/server/src/config/config.ts';
import type { AppContext } from '../apps/server/src/context.ts';
import { createRateLimiter } from '../apps/server/src/lib/rate-limiter.ts';
import errorHandler from '../apps/server/src/plugins/error-handler.ts';
import {
  closeEmbeddedSynthesizer,
  espeakSettingsFor,
  synthesizeEmbedded,
} from '../apps/server/src/speech/embedded-tts.ts';
import speechRoutes from '../apps/server/src/speech/routes.ts';
import { splitSentences } from '../apps/server/src/speech/sentences.ts';
import { readWavInfo } from '../apps/server/src/speech/wav.ts';
import { personaByName } from '../packages/contract/src/index.ts';

const ROUNDS = Number(process.env.ROUNDS ?? 5);
const REPLY =
  'Start by tailoring your resume to the posting: mirror its three most important skills in your summary. ' +
  'Lead every bullet with a measurable result, such as the percentage you saved or the users you served. ' +
  'Keep it to one page unless you have more than ten years of relevant experience. ' +
  'Before the interview, prepare three short stories in the STAR format about problems you solved. ' +
  'Write down two thoughtful questions for the hiring manager about the team and its goals. ' +
  'Finally, send a brief thank-you note within a day, repeating one point you discussed together. ' +
  'Good luck with every one of your applications!';

const config = loadConfig({ NODE_ENV: 'production', PUBLIC_URL: 'http://127.0.0.1', LOG_LEVEL: 'silent' });
const app = Fastify();
app.setValidatorCompiler(validatorCompiler);
app.setSerializerCompiler(serializerCompiler);
app.decorate('ctx', {
  config,
  limiter: createRateLimiter({ redis: () => undefined, now: () => Date.now(), log: app.log }),
} as unknown as AppContext);
await app.register(errorHandler);
await app.register(speechRoutes);
// The previous route: one eSpeak job for the whole text, sent once complete.
app.post<{ Body: { text: string; voice: string } }>('/bench/tts-whole', async (request, reply) => {
  const audio = await synthesizeEmbedded(request.body.text, espeakSettingsFor(personaByName(request.body.voice)));
  return reply.type(audio.contentType).send(audio.bytes);
});
await app.listen({ host: '127.0.0.1', port: 0 });
const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;

async function timed(path: string): Promise<{ firstMs: number; lastMs: number; seconds: number }> {
  const started = performance.now();
  const res = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ text: REPLY, voice: 'Friendly' }),
  });
  if (!res.ok || !res.body) throw new Error(`${path} answered ${res.status}`);
  const reader = res.body.getReader();
  const parts: Uint8Array[] = [];
  let firstMs = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    if (parts.length === 0) firstMs = performance.now() - started;
    parts.push(value);
  }
  const lastMs = performance.now() - started;
  return { firstMs, lastMs, seconds: readWavInfo(Buffer.concat(parts)).durationSeconds };
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? Number.NaN;
await timed('/api/tts'); // warm-up: starts the synthesis thread and loads the voice
await timed('/bench/tts-whole');
const streamed = { first: [] as number[], last: [] as number[] };
const whole = { first: [] as number[], last: [] as number[] };
let seconds = 0;
for (let i = 0; i < ROUNDS; i++) {
  const s = await timed('/api/tts');
  streamed.first.push(s.firstMs);
  streamed.last.push(s.lastMs);
  seconds = s.seconds;
  const w = await timed('/bench/tts-whole');
  whole.first.push(w.firstMs);
  whole.last.push(w.lastMs);
}
await app.close();
await closeEmbeddedSynthesizer();

const f = (ms: number) => `${ms.toFixed(0).padStart(5)} ms`;
console.log(
  `speech of a ${REPLY.length}-character reply (${splitSentences(REPLY).length} sentences, ${seconds.toFixed(1)} s of audio), median of ${ROUNDS} (${new Date().toISOString()})`,
);
console.log(
  `streamed sentence by sentence  first byte ${f(median(streamed.first))}  whole ${f(median(streamed.last))}  first/whole ${(median(streamed.first) / median(streamed.last)).toFixed(2)}`,
);
console.log(
  `one utterance (before)         first byte ${f(median(whole.first))}  whole ${f(median(whole.last))}  first/whole ${(median(whole.first) / median(whole.last)).toFixed(2)}`,
);
console.log(`time to first byte: ${(median(whole.first) / median(streamed.first)).toFixed(1)}x sooner than before`);
