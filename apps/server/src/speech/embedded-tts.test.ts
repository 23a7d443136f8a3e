import { PERSONAS, personaByName, SPEECH } from '@careerloom/contract';
import { afterAll, describe, expect, it } from 'vitest';
import {
  closeEmbeddedSynthesizer,
  ESPEAK_MAX_WPM,
  ESPEAK_MIN_WPM,
  escapeForEspeak,
  espeakSettingsFor,
  synthesizeEmbedded,
} from './embedded-tts';
import { readWavInfo } from './wav';

const SENTENCE = 'Tailor your resume to each posting and lead every bullet with a measurable result.';
const TWO_HUNDRED =
  'Before the interview, research the company, prepare three stories in the STAR format about ' +
  'problems you solved, and write down two thoughtful questions to ask the hiring manager at the very end of it.';

afterAll(() => closeEmbeddedSynthesizer());

async function durationOf(text: string, settings = espeakSettingsFor(personaByName('Friendly'))) {
  const audio = await synthesizeEmbedded(text, settings);
  expect(audio.contentType).toBe('audio/wav');
  return readWavInfo(audio.bytes).durationSeconds;
}

describe('persona settings', () => {
  it('uses the persona voice, pitch and rate at the default speed', () => {
    for (const p of PERSONAS) {
      expect(espeakSettingsFor(p, SPEECH.defaultRate)).toEqual({
        voice: p.espeakVoice,
        wordsPerMinute: p.espeakRate,
        pitch: p.espeakPitch,
      });
    }
  });

  it('scales words per minute by the speed relative to 1.25 and keeps it in eSpeak range', () => {
    const pro = personaByName('Professional'); // 175 wpm
    expect(espeakSettingsFor(pro, 2.5).wordsPerMinute).toBe(350);
    expect(espeakSettingsFor(pro, 1).wordsPerMinute).toBe(140);
    expect(espeakSettingsFor(pro, 4).wordsPerMinute).toBe(ESPEAK_MAX_WPM);
    expect(espeakSettingsFor(pro, 0.25).wordsPerMinute).toBe(ESPEAK_MIN_WPM);
  });
});

describe('embedded synthesizer (eSpeak NG WebAssembly)', () => {
  it('speaks every persona as a valid WAV with a plausible duration', async () => {
    for (const p of PERSONAS) {
      const audio = await synthesizeEmbedded(SENTENCE, espeakSettingsFor(p));
      expect(audio.bytes.length, p.name).toBeGreaterThan(SPEECH.minAudioBytes);
      const info = readWavInfo(audio.bytes);
      expect(info, p.name).toMatchObject({ channels: 1, bitsPerSample: 16, sampleRate: 22_050 });
      expect(info.durationSeconds, p.name).toBeGreaterThan(2);
      expect(info.durationSeconds, p.name).toBeLessThan(12);
    }
  });

  it('a slower persona takes longer over the same text', async () => {
    const calm = await durationOf(SENTENCE, espeakSettingsFor(personaByName('Calm'))); // 150 wpm
    const energetic = await durationOf(SENTENCE, espeakSettingsFor(personaByName('Energetic'))); // 195 wpm
    expect(calm).toBeGreaterThan(energetic * 1.1);
  });

  it('a higher speed gives shorter audio', async () => {
    const friendly = personaByName('Friendly');
    const normal = await durationOf(SENTENCE, espeakSettingsFor(friendly, 1.25));
    const fast = await durationOf(SENTENCE, espeakSettingsFor(friendly, 2));
    const slow = await durationOf(SENTENCE, espeakSettingsFor(friendly, 0.8));
    expect(fast).toBeLessThan(normal * 0.85);
    expect(slow).toBeGreaterThan(normal * 1.2);
  });

  it('speaks markup as text instead of obeying it as SSML', async () => {
    expect(escapeForEspeak('a < b & c > d')).toBe('a &lt; b &amp; c &gt; d');
    // Obeyed, this break alone would last 20 seconds.
    const seconds = await durationOf('Hello <break time="20s"/> there');
    expect(seconds).toBeLessThan(8);
  });

  it('serves concurrent callers from the one synthesis thread', async () => {
    const texts = ['First answer.', 'Second answer, a little longer.', 'Third.'];
    const results = await Promise.all(texts.map((t) => durationOf(t)));
    for (const r of results) expect(r).toBeGreaterThan(0.3);
    expect(results[1]).toBeGreaterThan(results[2] ?? 0);
  });

  it('measures the time to speak a 200-character sentence', async () => {
    expect(TWO_HUNDRED.length).toBe(200);
    await closeEmbeddedSynthesizer(); // cold: includes loading the WebAssembly module and voice data
    const settings = espeakSettingsFor(personaByName('Professional'));
    let started = performance.now();
    const cold = await synthesizeEmbedded(TWO_HUNDRED, settings);
    const coldMs = performance.now() - started;
    const warm: number[] = [];
    for (let i = 0; i < 5; i++) {
      started = performance.now();
      await synthesizeEmbedded(TWO_HUNDRED, settings);
      warm.push(performance.now() - started);
    }
    warm.sort((a, b) => a - b);
    const info = readWavInfo(cold.bytes);
    // biome-ignore lint/suspicious/noConsole: the figures are reported, not asserted
    console.log(
      `[tts timing] ${TWO_HUNDRED.length} chars -> ${info.durationSeconds.toFixed(1)} s of audio, ` +
        `${(cold.bytes.length / 1024).toFixed(0)} KiB WAV; cold ${coldMs.toFixed(0)} ms, ` +
        `warm median ${warm[2]?.toFixed(0)} ms (min ${warm[0]?.toFixed(0)}, max ${warm[4]?.toFixed(0)})`,
    );
    expect(info.durationSeconds).toBeGreaterThan(5);
  });
});
