import { describe, expect, it } from 'vitest';
import { encodeWav, pcmBytes, readWavInfo, STREAMED_WAV_SIZE, streamedWavHeader } from './wav';

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

describe('streamed WAV', () => {
  it('a streamed header followed by PCM pieces reads back as one file running to its end', () => {
    const a = new Int16Array(1000).fill(3);
    const b = new Int16Array(501).fill(-4);
    const wav = Buffer.concat([streamedWavHeader(22_050), pcmBytes(a), pcmBytes(b)]);
    expect(wav.readUInt32LE(4)).toBe(STREAMED_WAV_SIZE);
    expect(wav.readUInt32LE(40)).toBe(STREAMED_WAV_SIZE);
    expect(readWavInfo(wav)).toEqual({
      channels: 1,
      sampleRate: 22_050,
      bitsPerSample: 16,
      dataBytes: 1501 * 2,
      durationSeconds: 1501 / 22_050,
    });
    // The same bytes as the whole file after the header.
    expect(wav.subarray(44).equals(encodeWav(Int16Array.from([...a, ...b]), 22_050).subarray(44))).toBe(true);
    expect(() => readWavInfo(wav.subarray(0, wav.length - 1))).toThrow(/middle of a frame/);
  });
});
