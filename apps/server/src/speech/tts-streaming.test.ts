import type { AddressInfo } from 'node:net';
import { errorBodySchema } from '@careerloom/contract';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../config/config';
import type { AppContext } from '../context';
import { createRateLimiter } from '../lib/rate-limiter';
import errorHandler from '../plugins/error-handler';
import { captureLogger } from '../test/test-app';
import type { Pcm, PieceSynthesizer } from './embedded-tts';
import speechRoutes from './routes';
import { splitSentences } from './sentences';
import { ttsService } from './tts-service';
import { readWavInfo } from './wav';

/** About 600 characters of assistant reply, six sentences: the size the bench measures. */
const REPLY =
  'Start by tailoring your resume to the posting: mirror its three most important skills in your summary. ' +
  'Lead every bullet with a measurable result, such as the percentage you saved or the users you served. ' +
  'Keep it to one page unless you have more than ten years of relevant experience. ' +
  'Before the interview, prepare three short stories in the STAR format about problems you solved. ' +
  'Write down two thoughtful questions for the hiring manager about the team and its goals. ' +
  'Finally, send a brief thank-you note within a day, repeating one point you discussed together.';

/**
 * A synthesiser the test drives: each sentence waits until the test resolves (or rejects) it, so
 * "the first chunk arrived before the rest were synthesised" is a fact about order, not timing.
 */
function controlledSynthesizer() {
  const calls: Array<{ text: string; resolve: (pcm: Pcm) => void; reject: (err: Error) => void }> = [];
  const synthesize: PieceSynthesizer = (text) =>
    new Promise<Pcm>((resolve, reject) => {
      calls.push({ text, resolve, reject });
    });
  /** The `i`th request to synthesise, once the server has made it. */
  async function call(i: number) {
    while (!calls[i]) await new Promise((r) => setImmediate(r));
    return calls[i];
  }
  return { synthesize, calls, call };
}

/** `n` samples all holding `value`, so the test can tell the sentences apart in the output. */
const tone = (n: number, value: number): Pcm => ({ samples: new Int16Array(n).fill(value), sampleRate: 22_050 });

let app: FastifyInstance;
let base: string;
let synth: ReturnType<typeof controlledSynthesizer>;
let log: ReturnType<typeof captureLogger>;

beforeEach(async () => {
  synth = controlledSynthesizer();
  log = captureLogger();
  const config = loadConfig({ NODE_ENV: 'test' });
  // Only what the speech routes read: the configuration, the limiter and the error mapping.
  app = Fastify({ loggerInstance: log.logger as FastifyBaseLogger });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('ctx', {
    config,
    limiter: createRateLimiter({ redis: () => undefined, now: () => Date.now(), log: app.log }),
  } as unknown as AppContext);
  await app.register(errorHandler);
  await app.register(speechRoutes, { tts: ttsService(config.tts, { synthesizePiece: synth.synthesize }) });
  await app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
});
afterEach(() => app.close());

const speak = (text: string, signal?: AbortSignal) =>
  fetch(`${base}/api/tts`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ text, voice: 'Calm' }),
    signal,
  });

/** Reads from the body until at least `bytes` have arrived (or it ends). */
async function readAtLeast(reader: ReadableStreamDefaultReader<Uint8Array>, bytes: number): Promise<Buffer> {
  const parts: Buffer[] = [];
  let got = 0;
  while (got < bytes) {
    const { done, value } = await reader.read();
    if (done) break;
    parts.push(Buffer.from(value));
    got += value.byteLength;
  }
  return Buffer.concat(parts);
}

async function readToEnd(reader: ReadableStreamDefaultReader<Uint8Array>): Promise<Buffer> {
  return readAtLeast(reader, Number.POSITIVE_INFINITY);
}

describe('POST /api/tts streams sentence by sentence', () => {
  it('sends the first sentence before the rest of the text is synthesised, then a valid WAV of all of it', async () => {
    const sentences = splitSentences(REPLY);
    expect(sentences.length).toBeGreaterThanOrEqual(5);
    const answer = speak(REPLY);

    (await synth.call(0)).resolve(tone(2205, 1));
    const res = await answer;
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('audio/wav');
    expect(res.headers.get('cache-control')).toBe('no-store');
    const reader = res.body?.getReader();
    if (!reader) throw new Error('no body');
    const first = await readAtLeast(reader, 44 + 2205 * 2);

    // The first sentence is out; the second is being synthesised, none of the others has started.
    expect(first.length).toBe(44 + 2205 * 2);
    expect(first.toString('ascii', 0, 4)).toBe('RIFF');
    expect(synth.calls.map((c) => c.text)).toEqual(sentences.slice(0, 2));

    for (let i = 1; i < sentences.length; i++) (await synth.call(i)).resolve(tone(1000 + i, i + 1));
    const wav = Buffer.concat([first, await readToEnd(reader)]);

    const samples = 2205 + sentences.slice(1).reduce((sum, _s, k) => sum + 1000 + k + 1, 0);
    expect(readWavInfo(wav)).toMatchObject({
      channels: 1,
      bitsPerSample: 16,
      sampleRate: 22_050,
      dataBytes: samples * 2,
    });
    // Sentences in order: each one's samples hold its own number.
    const values = new Int16Array(wav.buffer.slice(wav.byteOffset + 44, wav.byteOffset + wav.length));
    expect(values[0]).toBe(1);
    expect(values[2205]).toBe(2);
    expect(values[values.length - 1]).toBe(sentences.length);
    // Every word of the text was spoken.
    expect(synth.calls.map((c) => c.text).join(' ')).toBe(REPLY.replace(/\s+/g, ' ').trim());
  });

  it('a failure after the first sentence ends the response cleanly with the audio sent so far, and frees the slot', async () => {
    const answer = speak(REPLY);
    (await synth.call(0)).resolve(tone(3000, 7));
    const res = await answer;
    const reader = res.body?.getReader();
    if (!reader) throw new Error('no body');
    (await synth.call(1)).reject(new Error('eSpeak fell over'));
    const wav = await readToEnd(reader); // ends, does not throw

    expect(res.status).toBe(200);
    expect(readWavInfo(wav).dataBytes).toBe(3000 * 2);
    expect(synth.calls).toHaveLength(2);
    const error = log.lines().find((l) => l.msg === 'speech synthesis failed mid-stream; audio ends early');
    expect(error).toMatchObject({ level: 50, sentence: 2 });

    // Both of the caller's slots are free again: two more at once are accepted.
    const more = [speak('One more short sentence to speak.'), speak('And yet another one to speak.')];
    (await synth.call(2)).resolve(tone(100, 1));
    (await synth.call(3)).resolve(tone(100, 1));
    const statuses = await Promise.all(
      more.map(async (p) => {
        const r = await p;
        await r.arrayBuffer();
        return r.status;
      }),
    );
    expect(statuses).toEqual([200, 200]);
  });

  it('a failure of the first sentence is an error answer, not an empty 200', async () => {
    const answer = speak(REPLY);
    (await synth.call(0)).reject(new Error('eSpeak fell over'));
    const res = await answer;
    expect(res.status).toBe(500);
    const body = errorBodySchema.parse(await res.json());
    expect(body.message).not.toContain('eSpeak');
    expect(synth.calls).toHaveLength(1);
  });

  it('stops synthesising when the listener leaves', async () => {
    const responses: import('node:http').ServerResponse[] = [];
    app.server.on('request', (_req, res) => responses.push(res));
    const leave = new AbortController();
    const answer = speak(REPLY, leave.signal);
    (await synth.call(0)).resolve(tone(500, 1));
    const reader = (await answer).body?.getReader();
    await reader?.read();
    const served = responses[0];
    if (!served) throw new Error('no response seen');
    const gone = new Promise((resolve) => served.once('close', resolve));
    leave.abort();
    await gone;
    // The sentence already under way finishes; nothing is asked for after it.
    (await synth.call(1)).resolve(tone(500, 2));
    const next = speak('A new question for the assistant.');
    const third = await synth.call(2);
    expect(synth.calls.map((c) => c.text)).toEqual([
      ...splitSentences(REPLY).slice(0, 2),
      'A new question for the assistant.',
    ]);
    third.resolve(tone(100, 3));
    expect((await next).status).toBe(200);
  });
});
