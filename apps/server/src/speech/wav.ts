import { endianness } from 'node:os';

const LITTLE_ENDIAN_HOST = endianness() === 'LE';

/**
 * The data size a streamed WAV declares when its length is not known yet: the largest a RIFF size
 * field holds. Browsers, ffmpeg and SoX read such a file to its end.
 */
export const STREAMED_WAV_SIZE = 0xffff_ffff;

/**
 * A canonical 44-byte RIFF/WAVE header followed by 16-bit little-endian PCM, mono. Browsers play
 * this directly; it needs no codec on the server.
 */
export function encodeWav(samples: Int16Array, sampleRate: number): Buffer {
  const out = Buffer.alloc(44 + samples.length * 2);
  writeHeader(out, sampleRate, samples.length * 2);
  writePcm(out, samples, 44);
  return out;
}

/**
 * The 44-byte header of a WAV whose length is not known when it starts: sent first, followed by
 * `pcmBytes` of each piece as it is synthesised. The sizes hold `STREAMED_WAV_SIZE`.
 */
export function streamedWavHeader(sampleRate: number): Buffer {
  const out = Buffer.alloc(44);
  writeHeader(out, sampleRate, STREAMED_WAV_SIZE);
  return out;
}

/** 16-bit little-endian PCM bytes of `samples`, to follow a `streamedWavHeader`. */
export function pcmBytes(samples: Int16Array): Buffer {
  const out = Buffer.alloc(samples.length * 2);
  writePcm(out, samples, 0);
  return out;
}

function writeHeader(out: Buffer, sampleRate: number, dataBytes: number): void {
  const streamed = dataBytes === STREAMED_WAV_SIZE;
  out.write('RIFF', 0, 'ascii');
  out.writeUInt32LE(streamed ? STREAMED_WAV_SIZE : 36 + dataBytes, 4);
  out.write('WAVE', 8, 'ascii');
  out.write('fmt ', 12, 'ascii');
  out.writeUInt32LE(16, 16); // size of the fmt chunk
  out.writeUInt16LE(1, 20); // PCM
  out.writeUInt16LE(1, 22); // mono
  out.writeUInt32LE(sampleRate, 24);
  out.writeUInt32LE(sampleRate * 2, 28); // bytes per second
  out.writeUInt16LE(2, 32); // bytes per frame
  out.writeUInt16LE(16, 34); // bits per sample
  out.write('data', 36, 'ascii');
  out.writeUInt32LE(dataBytes, 40);
}

function writePcm(out: Buffer, samples: Int16Array, at: number): void {
  if (LITTLE_ENDIAN_HOST) {
    out.set(new Uint8Array(samples.buffer, samples.byteOffset, samples.length * 2), at);
  } else {
    for (let i = 0; i < samples.length; i++) out.writeInt16LE(samples[i] ?? 0, at + i * 2);
  }
}

export type WavInfo = {
  channels: number;
  sampleRate: number;
  bitsPerSample: number;
  dataBytes: number;
  durationSeconds: number;
};

/**
 * Reads the header of a PCM WAV file, walking the chunks so files with extra chunks before `data`
 * parse too; a streamed file (data size `STREAMED_WAV_SIZE`) runs to the end of the bytes, which
 * must then hold whole frames. Throws when the bytes are not a PCM RIFF/WAVE file.
 */
export function readWavInfo(bytes: Uint8Array): WavInfo {
  const buf = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (buf.length < 44 || buf.toString('ascii', 0, 4) !== 'RIFF' || buf.toString('ascii', 8, 12) !== 'WAVE') {
    throw new Error('not a RIFF/WAVE file');
  }
  let offset = 12;
  let fmt: { format: number; channels: number; sampleRate: number; bitsPerSample: number } | undefined;
  while (offset + 8 <= buf.length) {
    const id = buf.toString('ascii', offset, offset + 4);
    const size = buf.readUInt32LE(offset + 4);
    const body = offset + 8;
    if (id === 'fmt ') {
      fmt = {
        format: buf.readUInt16LE(body),
        channels: buf.readUInt16LE(body + 2),
        sampleRate: buf.readUInt32LE(body + 4),
        bitsPerSample: buf.readUInt16LE(body + 14),
      };
    } else if (id === 'data') {
      if (fmt?.format !== 1) throw new Error('WAV data before a PCM fmt chunk');
      const frameBytes = (fmt.bitsPerSample / 8) * fmt.channels;
      const dataBytes = size === STREAMED_WAV_SIZE ? buf.length - body : size;
      if (body + dataBytes > buf.length) throw new Error('WAV data chunk runs past the end of the file');
      if (dataBytes % frameBytes !== 0) throw new Error('WAV data ends in the middle of a frame');
      return {
        channels: fmt.channels,
        sampleRate: fmt.sampleRate,
        bitsPerSample: fmt.bitsPerSample,
        dataBytes,
        durationSeconds: dataBytes / frameBytes / fmt.sampleRate,
      };
    }
    offset = body + size + (size % 2);
  }
  throw new Error('WAV file has no data chunk');
}
