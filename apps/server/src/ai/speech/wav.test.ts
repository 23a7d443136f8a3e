import { describe, expect, it } from 'vitest';
import { encodeWav, readWavInfo } from './wav';

describe('WAV encoding', () => {
  it('writes a PCM mono 16-bit header that reads back with the right duration', () => {
    const samples = new Int16Array(22_050).map((_, i) => Math.round(Math.sin(i / 10) * 10_000));
    const wav = encodeWav(samples, 22_050);
    expect(wav.length).toBe(44 + samples.length * 2);
    expect(wav.toString('ascii', 0, 4)).toBe('RIFF');
    expect(wav.readUInt32LE(4)).toBe(wav.length - 8);
    expect(readWavInfo(wav)).toEqual({
      channels: 1,
      sampleRate: 22_050,
      bitsPerSample: 16,
      dataBytes: samples.length * 2,
      durationSeconds: 1,
    });
    // Samples are little-endian after the header.
    expect(wav.readInt16LE(44 + 2 * 100)).toBe(samples[100]);
  });

  it('refuses bytes that are not a WAV file', () => {
    expect(() => readWavInfo(Buffer.from('ID3 this is an mp3 pretending'.padEnd(64, '.')))).toThrow(/RIFF/);
    const truncated = encodeWav(new Int16Array(1000), 8000).subarray(0, 200);
    expect(() => readWavInfo(truncated)).toThrow(/past the end/);
  });
});
