import { errorBodySchema, PERSONAS, SPEECH } from '@careerloom/contract';
import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeOpenAiServer, startFakeOpenAiServer } from '../test/fake-openai-server';
import { createTestApp, MINUTE, type TestApp } from '../test/test-app';
import { closeEmbeddedSynthesizer } from './embedded-tts';
import { STT_MAX_BYTES, STT_PER_MINUTE, TTS_PER_MINUTE } from './routes';
import { readWavInfo } from './wav';

const SENTENCE = 'Practise your answer out loud, then trim it to two minutes.';

/** A multipart body as a browser would send it, built by the platform's own encoder. */
async function multipartBody(file: { bytes: Uint8Array; type: string; name?: string }, field = 'file') {
  const form = new FormData();
  form.append(field, new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.name ?? 'speech.webm');
  const request = new Request('http://local/', { method: 'POST', body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { 'content-type': request.headers.get('content-type') ?? '' },
  };
}

function expectError(res: LightMyRequestResponse, status: number, code: string, message?: string) {
  expect(res.statusCode, res.body).toBe(status);
  const body = errorBodySchema.parse(res.json());
  expect(body.code).toBe(code);
  if (message) expect(body.message).toBe(message);
}

const wavOf = (res: LightMyRequestResponse) => readWavInfo(res.rawPayload);

/** eSpeak varies a few samples between runs of the same text, so equal means within 1%. */
function expectSameLength(a: number, b: number) {
  expect(Math.abs(a - b), `${a} s vs ${b} s`).toBeLessThan(b * 0.01);
}

afterAll(() => closeEmbeddedSynthesizer());

describe('POST /api/tts with the embedded synthesizer', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t?.close());

  const speak = (payload: unknown, extra: { cookie?: string; remoteAddress?: string } = {}) =>
    t.app.inject({
      method: 'POST',
      url: '/api/tts',
      payload: payload as Record<string, unknown>,
      headers: extra.cookie ? { cookie: extra.cookie } : {},
      remoteAddress: extra.remoteAddress,
    });

  it('speaks every one of the ten personas as a WAV over 1000 bytes with a plausible duration', async () => {
    expect(PERSONAS).toHaveLength(10);
    for (const persona of PERSONAS) {
      const res = await speak({ text: SENTENCE, voice: persona.name, speed: SPEECH.defaultRate });
      expect(res.statusCode, `${persona.name}: ${res.body.slice(0, 200)}`).toBe(200);
      expect(res.headers['content-type'], persona.name).toBe('audio/wav');
      expect(res.headers['cache-control'], persona.name).toBe('no-store');
      expect(res.rawPayload.length, persona.name).toBeGreaterThan(SPEECH.minAudioBytes);
      expect(res.rawPayload.toString('ascii', 0, 4)).toBe('RIFF');
      expect(res.rawPayload.toString('ascii', 8, 12)).toBe('WAVE');
      const info = wavOf(res);
      expect(info.channels).toBe(1);
      expect(info.bitsPerSample).toBe(16);
      expect(info.durationSeconds, persona.name).toBeGreaterThan(0.3);
      expect(info.durationSeconds, persona.name).toBeLessThan(30);
    }
  });

  it('two personas with different rates give different lengths for the same text', async () => {
    const calm = wavOf(await speak({ text: SENTENCE, voice: 'Calm' })); // 150 wpm
    const cheerful = wavOf(await speak({ text: SENTENCE, voice: 'Cheerful' })); // 185 wpm
    expect(calm.durationSeconds).toBeGreaterThan(cheerful.durationSeconds * 1.1);
  });

  it('the speed changes the duration; without one the default 1.25 is used', async () => {
    const normal = wavOf(await speak({ text: SENTENCE, voice: 'Professional', speed: 1.25 }));
    const byDefault = wavOf(await speak({ text: SENTENCE, voice: 'Professional' }));
    const fast = wavOf(await speak({ text: SENTENCE, voice: 'Professional', speed: 2.5 }));
    expectSameLength(byDefault.durationSeconds, normal.durationSeconds);
    expect(fast.durationSeconds).toBeLessThan(normal.durationSeconds * 0.8);
  });

  it('an unknown voice speaks as the default persona', async () => {
    const unknown = wavOf(await speak({ text: SENTENCE, voice: 'Nobody' }));
    const friendly = wavOf(await speak({ text: SENTENCE, voice: 'Friendly' }));
    expectSameLength(unknown.durationSeconds, friendly.durationSeconds);
  });

  it('refuses empty or whitespace-only text with 400 VALIDATION_FAILED', async () => {
    for (const text of ['', '   ', '\n\t ']) {
      expectError(await speak({ text }), 400, 'VALIDATION_FAILED', 'Text to speak is empty');
    }
  });

  it('refuses malformed bodies with 400', async () => {
    expectError(await speak({ voice: 'Calm' }), 400, 'VALIDATION_FAILED');
    expectError(await speak({ text: 'Hi', speed: 10 }), 400, 'VALIDATION_FAILED');
    expectError(await speak({ text: 'Hi', extra: true }), 400, 'VALIDATION_FAILED');
  });

  it('cuts text to 4000 characters: 5000 characters last as long as their first 4000', async () => {
    const long = `${SENTENCE} `.repeat(100).slice(0, 5000);
    expect(long.length).toBe(5000);
    const cut = wavOf(await speak({ text: long, voice: 'Energetic' }));
    const first4000 = wavOf(await speak({ text: long.slice(0, SPEECH.maxChars).trim(), voice: 'Energetic' }));
    expectSameLength(cut.durationSeconds, first4000.durationSeconds);
    // About 700 words at 195 words a minute; all 5000 characters would last a quarter longer.
    expect(cut.durationSeconds).toBeGreaterThan(120);
    expect(cut.durationSeconds).toBeLessThan(240);
  });

  it('serves guests and signed-in users; each has their own limit of 60 a minute, then 429 with Retry-After', async () => {
    const guestIp = '203.0.113.9';
    for (let i = 0; i < TTS_PER_MINUTE; i++) {
      const res = await speak({ text: 'Hi' }, { remoteAddress: guestIp });
      expect(res.statusCode, `request ${i + 1}`).toBe(200);
    }
    const refused = await speak({ text: 'Hi' }, { remoteAddress: guestIp });
    expectError(refused, 429, 'RATE_LIMITED');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);

    // A signed-in user on the same address counts separately.
    const user = await t.register({}, '203.0.113.10');
    const signedIn = await speak({ text: 'Hi' }, { cookie: user.cookie, remoteAddress: guestIp });
    expect(signedIn.statusCode).toBe(200);

    t.clock.advance(MINUTE + 1);
    expect((await speak({ text: 'Hi' }, { remoteAddress: guestIp })).statusCode).toBe(200);
  });

  it('lets one caller have two syntheses under way at once, and refuses a third with 429', async () => {
    const long = `${SENTENCE} `.repeat(40);
    const burst = await Promise.all([1, 2, 3].map(() => speak({ text: long }, { remoteAddress: '192.0.2.50' })));
    expect(burst.map((r) => r.statusCode).sort()).toEqual([200, 200, 429]);
    const refused = burst.find((r) => r.statusCode === 429);
    if (refused) expectError(refused, 429, 'RATE_LIMITED', 'Wait for the current speech to finish');
    // Another caller is not held up by that one.
    const other = await Promise.all([
      speak({ text: long }, { remoteAddress: '192.0.2.50' }),
      speak({ text: 'Hi' }, { remoteAddress: '192.0.2.51' }),
      speak({ text: 'Hi' }, { remoteAddress: '192.0.2.51' }),
    ]);
    expect(other.map((r) => r.statusCode)).toEqual([200, 200, 200]);
  });

  it('never answers 5xx whatever the text holds (control characters, emoji, markup, digits)', async () => {
    let n = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          fc.string({ unit: 'binary', maxLength: 200 }),
          fc.string({ unit: 'grapheme', maxLength: 200 }),
          fc.constantFrom(
            '\u202e\u200b',
            '💥'.repeat(100),
            '<speak><break time="60s"/></speak>',
            '. . .',
            '9 '.repeat(50),
          ),
        ),
        fc.constantFrom(...PERSONAS.map((p) => p.name), 'Nobody'),
        async (text, voice) => {
          n += 1;
          const res = await speak({ text, voice }, { remoteAddress: `10.1.${Math.floor(n / 50)}.${n % 50}` });
          expect(res.statusCode, res.body.slice(0, 200)).toBeLessThan(500);
          if (res.statusCode === 200) expect(readWavInfo(res.rawPayload).channels).toBe(1);
          else expectError(res, res.statusCode, res.statusCode === 400 ? 'VALIDATION_FAILED' : 'RATE_LIMITED');
        },
      ),
      { numRuns: 60 },
    );
  });

  it('refuses a cross-origin call like every state-changing route', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/tts',
      headers: { origin: 'https://evil.example' },
      payload: { text: 'Hi' },
    });
    expectError(res, 403, 'FORBIDDEN_ORIGIN');
  });

  it('documents both routes in the OpenAPI document', async () => {
    const doc = (await t.app.inject({ url: '/api/openapi.json' })).json() as {
      paths: Record<string, Record<string, Record<string, unknown>>>;
    };
    const tts = doc.paths['/api/tts']?.post as {
      requestBody: { content: Record<string, { schema: { properties: Record<string, unknown> } }> };
      responses: Record<string, { content?: Record<string, unknown> }>;
    };
    expect(Object.keys(tts.requestBody.content['application/json']?.schema.properties ?? {})).toEqual(
      expect.arrayContaining(['text', 'voice', 'speed']),
    );
    expect(Object.keys(tts.responses['200']?.content ?? {})).toEqual(['audio/wav', 'audio/mpeg']);
    const stt = doc.paths['/api/stt']?.post as {
      requestBody: { content: Record<string, unknown> };
      responses: Record<string, unknown>;
    };
    expect(Object.keys(stt.requestBody.content)).toEqual(['multipart/form-data']);
    expect(Object.keys(stt.responses)).toEqual(expect.arrayContaining(['200', '413', '415', '501']));
  });
});

describe('POST /api/tts with TTS_PROVIDER=openai', () => {
  let t: TestApp;
  let fake: FakeOpenAiServer;
  const mp3 = Buffer.concat([Buffer.from('ID3'), Buffer.alloc(3000, 7)]);
  beforeAll(async () => {
    fake = await startFakeOpenAiServer();
    t = await createTestApp({
      TTS_PROVIDER: 'openai',
      TTS_BASE_URL: fake.url,
      TTS_API_KEY: 'sk-route-test',
      TTS_MODEL: 'tts-1-hd',
    });
  });
  afterAll(async () => {
    await t?.close();
    await fake?.close();
  });

  it("passes the provider's MP3 through as audio/mpeg", async () => {
    fake.on('/v1/audio/speech', (_req, res) => {
      res.writeHead(200, { 'content-type': 'audio/mpeg' });
      res.end(mp3);
    });
    const res = await t.app.inject({ method: 'POST', url: '/api/tts', payload: { text: 'Hi there', voice: 'Calm' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('audio/mpeg');
    expect(res.rawPayload.equals(mp3)).toBe(true);
    const sent = fake.requests.at(-1);
    expect(sent?.headers.authorization).toBe('Bearer sk-route-test');
    expect(sent?.body).toMatchObject({ model: 'tts-1-hd', input: 'Hi there', voice: 'sage', response_format: 'mp3' });
  });

  it('answers embedded WAV when the provider fails', async () => {
    fake.on('/v1/audio/speech', (_req, res) => {
      res.writeHead(503);
      res.end();
    });
    const res = await t.app.inject({ method: 'POST', url: '/api/tts', payload: { text: 'Hi there' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('audio/wav');
    expect(wavOf(res).durationSeconds).toBeGreaterThan(0.3);
  });
});

describe('POST /api/stt without a speech provider', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t?.close());

  it('answers 501 NOT_CONFIGURED with the exact message', async () => {
    const upload = await multipartBody({ bytes: Buffer.alloc(2000, 1), type: 'audio/webm' });
    const res = await t.app.inject({ method: 'POST', url: '/api/stt', ...upload });
    expectError(res, 501, 'NOT_CONFIGURED', 'Voice input needs a speech provider');
  });

  it('answers 415 to a JSON body (never 5xx), and 400 to a poisoned one', async () => {
    const json = await t.app.inject({ method: 'POST', url: '/api/stt', payload: { file: 'abc' } });
    expectError(json, 415, 'UNSUPPORTED_MEDIA_TYPE');
    const poisoned = await t.app.inject({
      method: 'POST',
      url: '/api/stt',
      headers: { 'content-type': 'application/json' },
      payload: '{"__proto__":{"isAdmin":true},"file":"x"}',
    });
    expect(poisoned.statusCode).toBe(400);
  });
});

describe('POST /api/stt with STT_PROVIDER=openai', () => {
  let t: TestApp;
  let fake: FakeOpenAiServer;
  const recording = Buffer.concat([Buffer.from([0x1a, 0x45, 0xdf, 0xa3]), Buffer.alloc(5000, 3)]);
  const transcribes = () =>
    fake.on('/v1/audio/transcriptions', (_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ text: ' How do I negotiate a higher salary? ' }));
    });
  beforeAll(async () => {
    fake = await startFakeOpenAiServer();
    transcribes();
    t = await createTestApp({
      STT_PROVIDER: 'openai',
      STT_BASE_URL: fake.baseUrl, // with /v1: both forms work
      STT_API_KEY: 'sk-stt-test',
      STT_MODEL: 'whisper-test',
    });
  });
  afterAll(async () => {
    await t?.close();
    await fake?.close();
  });

  it('uploads the recording with the model and bearer key and answers the transcript', async () => {
    const upload = await multipartBody({ bytes: recording, type: 'audio/webm;codecs=opus', name: 'blob' });
    const res = await t.app.inject({ method: 'POST', url: '/api/stt', ...upload });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ text: 'How do I negotiate a higher salary?' });

    const sent = fake.requests.at(-1);
    expect(sent?.path).toBe('/v1/audio/transcriptions');
    expect(sent?.headers.authorization).toBe('Bearer sk-stt-test');
    expect(sent?.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    // Parse what the fake received with the platform's own multipart parser.
    const received = await new Response(new Uint8Array(sent?.raw ?? Buffer.alloc(0)), {
      headers: { 'content-type': String(sent?.headers['content-type']) },
    }).formData();
    expect(received.get('model')).toBe('whisper-test');
    const file = received.get('file') as File;
    expect(file.name).toBe('speech.webm');
    expect(Buffer.from(await file.arrayBuffer()).equals(recording)).toBe(true);
  });

  it('refuses a file that is not audio with 415', async () => {
    const upload = await multipartBody({ bytes: Buffer.from('hello'), type: 'text/plain', name: 'notes.txt' });
    expectError(await t.app.inject({ method: 'POST', url: '/api/stt', ...upload }), 415, 'UNSUPPORTED_MEDIA_TYPE');
  });

  it('refuses a recording over 10 MB with 413', async () => {
    const upload = await multipartBody({ bytes: Buffer.alloc(STT_MAX_BYTES + 1), type: 'audio/webm' });
    expectError(await t.app.inject({ method: 'POST', url: '/api/stt', ...upload }), 413, 'PAYLOAD_TOO_LARGE');
  });

  it('accepts a recording of almost 10 MB (beyond the 1 MB JSON body limit)', async () => {
    const upload = await multipartBody({ bytes: Buffer.alloc(STT_MAX_BYTES - 1024, 5), type: 'audio/ogg' });
    const res = await t.app.inject({ method: 'POST', url: '/api/stt', ...upload });
    expect(res.statusCode, res.body).toBe(200);
  });

  it('refuses a form without a file with 400', async () => {
    const form = new FormData();
    form.append('note', 'no file here');
    const request = new Request('http://local/', { method: 'POST', body: form });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/stt',
      headers: { 'content-type': request.headers.get('content-type') ?? '' },
      payload: Buffer.from(await request.arrayBuffer()),
    });
    expectError(res, 400, 'VALIDATION_FAILED');
  });

  it('answers 502 when the provider fails', async () => {
    fake.on('/v1/audio/transcriptions', (_req, res) => {
      res.writeHead(500, { 'content-type': 'application/json' });
      res.end('{"error":{"message":"down"}}');
    });
    const upload = await multipartBody({ bytes: recording, type: 'audio/webm' });
    try {
      expectError(await t.app.inject({ method: 'POST', url: '/api/stt', ...upload }), 502, 'UPSTREAM_FAILED');
    } finally {
      transcribes(); // the working provider again, for the tests that run after this one in any order
    }
  });

  it(`limits uploads to ${STT_PER_MINUTE} a minute per caller`, async () => {
    const upload = await multipartBody({ bytes: Buffer.from('x'), type: 'text/plain' });
    const ip = '198.51.100.7';
    for (let i = 0; i < STT_PER_MINUTE; i++) {
      const res = await t.app.inject({ method: 'POST', url: '/api/stt', remoteAddress: ip, ...upload });
      expect(res.statusCode).toBe(415);
    }
    const res = await t.app.inject({ method: 'POST', url: '/api/stt', remoteAddress: ip, ...upload });
    expectError(res, 429, 'RATE_LIMITED');
  });
});
