import { SPEECH } from '@careerloom/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { AppConfig } from '../config/config';
import { AppError } from '../errors';
import { type FakeOpenAiServer, startFakeOpenAiServer } from '../test/fake-openai-server';
import { captureLogger } from '../test/test-app';
import { closeEmbeddedSynthesizer } from './embedded-tts';
import { OPENAI_VOICE_OF, openAiUrl } from './openai-tts';
import { speakableText, ttsService } from './tts-service';
import { readWavInfo } from './wav';

/** Stand-in MP3 bytes: an ID3 tag and filler, enough to pass the 1000-byte floor. */
const FAKE_MP3 = Buffer.concat([Buffer.from('ID3\u0004\u0000\u0000'), Buffer.alloc(4000, 0x55)]);
const SPEECH_PATH = '/v1/audio/speech';

let fake: FakeOpenAiServer;
beforeAll(async () => {
  fake = await startFakeOpenAiServer();
});
afterAll(async () => {
  await fake.close();
  await closeEmbeddedSynthesizer();
});
beforeEach(() => {
  fake.requests.length = 0;
  fake.on(SPEECH_PATH, (_req, res) => {
    res.writeHead(200, { 'content-type': 'audio/mpeg' });
    res.end(FAKE_MP3);
  });
});

const openAiConfig = (overrides: Partial<AppConfig['tts']> = {}): AppConfig['tts'] => ({
  provider: 'openai',
  baseUrl: fake.url,
  apiKey: 'sk-test-tts',
  model: 'tts-test-model',
  ...overrides,
});

describe('speakableText', () => {
  it('trims and refuses empty or whitespace-only text with VALIDATION_FAILED', () => {
    expect(speakableText('  Hello there \n')).toBe('Hello there');
    for (const blank of ['', '   ', '\n\t \u00a0']) {
      try {
        speakableText(blank);
        expect.unreachable();
      } catch (err) {
        expect(err).toBeInstanceOf(AppError);
        expect((err as AppError).code).toBe('VALIDATION_FAILED');
        expect((err as AppError).message).toBe('Text to speak is empty');
      }
    }
  });

  it('cuts to 4000 characters without leaving half a surrogate pair', () => {
    expect(speakableText('a'.repeat(5000))).toHaveLength(SPEECH.maxChars);
    const emojiAtTheCut = `${'a'.repeat(SPEECH.maxChars - 1)}😀 and more`;
    expect(speakableText(emojiAtTheCut)).toBe('a'.repeat(SPEECH.maxChars - 1));
  });
});

describe('openAiUrl', () => {
  it('accepts the base URL with or without /v1', () => {
    expect(openAiUrl('http://h:1', 'audio/speech')).toBe('http://h:1/v1/audio/speech');
    expect(openAiUrl('http://h:1/v1/', 'audio/speech')).toBe('http://h:1/v1/audio/speech');
    expect(openAiUrl(undefined, 'audio/speech')).toBe('https://api.openai.com/v1/audio/speech');
  });
});

describe('TTS_PROVIDER=openai', () => {
  it('sends the model, text, persona voice, speed and mp3 format with the bearer key, and passes the audio on', async () => {
    const { logger } = captureLogger();
    const audio = await ttsService(openAiConfig()).synthesize(
      { text: '  Lead with your strongest result.  ', voice: 'Authoritative', speed: 1.5 },
      logger,
    );
    expect(audio.contentType).toBe('audio/mpeg');
    expect(audio.bytes.equals(FAKE_MP3)).toBe(true);
    expect(fake.requests).toHaveLength(1);
    const sent = fake.requests[0];
    expect(sent?.method).toBe('POST');
    expect(sent?.path).toBe(SPEECH_PATH);
    expect(sent?.headers.authorization).toBe('Bearer sk-test-tts');
    expect(sent?.headers['content-type']).toContain('application/json');
    expect(sent?.body).toEqual({
      model: 'tts-test-model',
      input: 'Lead with your strongest result.',
      voice: OPENAI_VOICE_OF.Authoritative,
      speed: 1.5,
      response_format: 'mp3',
    });
  });

  it('uses tts-1, the default speed and the Friendly voice when they are not given', async () => {
    const { logger } = captureLogger();
    await ttsService(openAiConfig({ model: undefined, baseUrl: `${fake.url}/v1` })).synthesize(
      { text: 'Hi', voice: 'Nobody' },
      logger,
    );
    expect(fake.requests[0]?.body).toMatchObject({ model: 'tts-1', voice: 'nova', speed: SPEECH.defaultRate });
  });

  it('every persona has a voice', () => {
    expect(Object.keys(OPENAI_VOICE_OF)).toHaveLength(10);
  });

  const failures: Array<[string, (res: import('node:http').ServerResponse) => void]> = [
    [
      'an error status',
      (res) => {
        res.writeHead(500, { 'content-type': 'application/json' });
        res.end('{"error":{"message":"boom"}}');
      },
    ],
    [
      'audio under 1000 bytes',
      (res) => {
        res.writeHead(200, { 'content-type': 'audio/mpeg' });
        res.end(Buffer.alloc(500));
      },
    ],
    ['a dropped connection', (res) => res.socket?.destroy()],
  ];
  for (const [what, answer] of failures) {
    it(`falls back to the embedded synthesizer on ${what}, with a warning in the log`, async () => {
      fake.on(SPEECH_PATH, (_req, res) => answer(res));
      const { logger, lines } = captureLogger();
      const audio = await ttsService(openAiConfig()).synthesize({ text: 'Good luck today.', voice: 'Calm' }, logger);
      expect(audio.contentType).toBe('audio/wav');
      expect(readWavInfo(audio.bytes).durationSeconds).toBeGreaterThan(0.3);
      const warning = lines().find((l) => l.level === 40);
      expect(warning?.msg).toBe('TTS provider failed; speaking with the embedded synthesizer');
      expect(warning?.provider).toBe('openai');
      expect(JSON.stringify(warning)).not.toContain('sk-test-tts');
    });
  }

  it('falls back when the provider does not answer in time', async () => {
    // The fake never answers, so only the 200 ms time-out can end the provider's turn: the logged
    // error names it (the test's own time-out bounds a hang; no clock is read).
    fake.on(SPEECH_PATH, () => undefined);
    const { logger, lines } = captureLogger();
    const audio = await ttsService(openAiConfig(), { openAiTimeoutMs: 200 }).synthesize(
      { text: 'Still here.' },
      logger,
    );
    expect(audio.contentType).toBe('audio/wav');
    const warning = lines().find((l) => l.level === 40);
    expect(warning?.msg).toBe('TTS provider failed; speaking with the embedded synthesizer');
    expect(JSON.stringify(warning?.err)).toContain('TTS provider did not answer in time');
  });

  it('does not call the provider for empty text', async () => {
    const { logger } = captureLogger();
    await expect(ttsService(openAiConfig()).synthesize({ text: ' \n ' }, logger)).rejects.toMatchObject({
      code: 'VALIDATION_FAILED',
    });
    expect(fake.requests).toHaveLength(0);
  });
});

describe('TTS_PROVIDER=openai, streamed', () => {
  it("passes the provider's audio on as it arrives, and a provider cut off mid-way ends the audio cleanly", async () => {
    let cut: () => void = () => undefined;
    fake.on(SPEECH_PATH, (_req, res) => {
      res.writeHead(200, { 'content-type': 'audio/mpeg' });
      res.write(FAKE_MP3.subarray(0, 2000));
      cut = () => res.socket?.destroy();
    });
    const { logger, lines } = captureLogger();
    // Resolves while the provider is still sending: nothing waits for the end of its answer.
    const audio = await ttsService(openAiConfig()).stream({ text: 'Lead with your strongest result.' }, logger);
    expect(audio.contentType).toBe('audio/mpeg');
    const reader = audio.body[Symbol.asyncIterator]();
    const first = await reader.next();
    expect(Buffer.from(first.value as Buffer).equals(FAKE_MP3.subarray(0, 2000))).toBe(true);

    cut();
    const rest: Buffer[] = [];
    for (let next = await reader.next(); !next.done; next = await reader.next()) rest.push(next.value as Buffer);
    expect(rest).toEqual([]);
    expect(lines().find((l) => l.msg === 'TTS provider failed mid-stream; audio ends early')?.level).toBe(50);
  });
});
