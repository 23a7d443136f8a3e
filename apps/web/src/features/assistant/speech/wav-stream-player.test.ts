import { describe, expect, it, vi } from 'vitest';
import { type AudioContextLike, playWavStream, readPcmHeader } from './wav-stream-player';

/** The 44-byte header the server streams: 16-bit mono PCM, sizes 0xFFFFFFFF. */
function streamedHeader(sampleRate = 22_050, channels = 1): Uint8Array {
  const b = new Uint8Array(44);
  const v = new DataView(b.buffer);
  const put = (at: number, text: string) => {
    for (let i = 0; i < text.length; i++) v.setUint8(at + i, text.charCodeAt(i));
  };
  put(0, 'RIFF');
  v.setUint32(4, 0xffffffff, true);
  put(8, 'WAVE');
  put(12, 'fmt ');
  v.setUint32(16, 16, true);
  v.setUint16(20, 1, true);
  v.setUint16(22, channels, true);
  v.setUint32(24, sampleRate, true);
  v.setUint32(28, sampleRate * 2 * channels, true);
  v.setUint16(32, 2 * channels, true);
  v.setUint16(34, 16, true);
  put(36, 'data');
  v.setUint32(40, 0xffffffff, true);
  return b;
}

/** `n` little-endian 16-bit samples holding `value`. */
function pcm(n: number, value: number): Uint8Array {
  const b = new Uint8Array(n * 2);
  const v = new DataView(b.buffer);
  for (let i = 0; i < n; i++) v.setInt16(i * 2, value, true);
  return b;
}

type FakeSource = {
  buffer: { duration: number; data: Float32Array[] } | null;
  onended: (() => void) | null;
  at: number;
  stopped: boolean;
  connect(): void;
  start(at: number): void;
  stop(): void;
};

/** Records what is scheduled; `currentTime` and the end of each piece are moved by the test. */
function fakeContext() {
  const sources: FakeSource[] = [];
  const gain = { gain: { value: 0 }, connect: vi.fn(), disconnect: vi.fn() };
  const context = {
    currentTime: 0,
    destination: {},
    createGain: () => gain,
    createBuffer: (channels: number, frames: number, sampleRate: number) => {
      const data = Array.from({ length: channels }, () => new Float32Array(frames));
      return { duration: frames / sampleRate, data, getChannelData: (c: number) => data[c] };
    },
    createBufferSource: () => {
      const source: FakeSource = {
        buffer: null,
        onended: null,
        at: -1,
        stopped: false,
        connect() {},
        start(at) {
          source.at = at;
          sources.push(source);
        },
        stop() {
          source.stopped = true;
        },
      };
      return source;
    },
  };
  return { context: context as unknown as AudioContextLike, sources, gain };
}

/** A body the test feeds piece by piece. */
function controlledBody() {
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const body = new ReadableStream<Uint8Array>({
    start(c) {
      controller = c;
    },
  });
  return { body, controller };
}

const flush = () => new Promise((r) => setTimeout(r, 0));

function start(body: ReadableStream<Uint8Array>, context: AudioContextLike) {
  const onEnded = vi.fn();
  const onError = vi.fn();
  const player = playWavStream(body, context, { volume: 1, minBytes: 1000, onEnded, onError });
  return { player, onEnded, onError };
}

describe('playWavStream', () => {
  it('plays the first sentence as soon as it arrives, then each next one right after it', async () => {
    const { context, sources, gain } = fakeContext();
    const { body, controller } = controlledBody();
    const { onEnded, onError } = start(body, context);

    controller.enqueue(new Uint8Array([...streamedHeader(), ...pcm(2205, 16384)]));
    await flush();
    expect(gain.gain.value).toBe(1);
    expect(sources).toHaveLength(1);
    expect(sources[0]?.buffer?.duration).toBeCloseTo(0.1);
    expect(sources[0]?.buffer?.data[0]?.[0]).toBe(0.5);

    controller.enqueue(pcm(4410, -16384));
    await flush();
    expect(sources).toHaveLength(2);
    expect(sources[1]?.at).toBeCloseTo((sources[0]?.at ?? 0) + 0.1);
    expect(sources[1]?.buffer?.data[0]?.[0]).toBe(-0.5);

    controller.close();
    await flush();
    expect(onEnded).not.toHaveBeenCalled(); // still playing
    sources[0]?.onended?.();
    sources[1]?.onended?.();
    expect(onEnded).toHaveBeenCalledTimes(1);
    expect(onError).not.toHaveBeenCalled();
  });

  it('reassembles a header and samples split at any byte', async () => {
    const { context, sources } = fakeContext();
    const { body, controller } = controlledBody();
    const { onEnded } = start(body, context);
    const all = new Uint8Array([...streamedHeader(), ...pcm(1001, 8192)]);
    for (const [from, to] of [
      [0, 7],
      [7, 45],
      [45, 1201],
      [1201, all.length],
    ]) {
      controller.enqueue(all.slice(from, to));
      await flush();
    }
    controller.close();
    await flush();
    const frames = sources.reduce((n, s) => n + (s.buffer?.data[0]?.length ?? 0), 0);
    expect(frames).toBe(1001);
    expect(sources.every((s) => s.buffer?.data[0]?.every((x) => x === 0.25))).toBe(true);
    for (const s of sources) s.onended?.();
    expect(onEnded).toHaveBeenCalledTimes(1);
  });

  it('reports too little audio, or bytes that are not WAV, before anything plays', async () => {
    const small = fakeContext();
    const tiny = controlledBody();
    const a = start(tiny.body, small.context);
    tiny.controller.enqueue(new Uint8Array([...streamedHeader(), ...pcm(100, 1)]));
    tiny.controller.close();
    await flush();
    expect(a.onError).toHaveBeenCalledWith('only 244 bytes of audio', false, undefined);
    expect(small.sources).toHaveLength(0);

    const mp3 = controlledBody();
    const b = start(mp3.body, fakeContext().context);
    mp3.controller.enqueue(new TextEncoder().encode('ID3 this is not a wave file at all'));
    await flush();
    expect(b.onError).toHaveBeenCalledWith('not playable audio', false, expect.any(Error));
  });

  it('a stream cut off after the first sentence plays what arrived and ends normally', async () => {
    const { context, sources } = fakeContext();
    const { body, controller } = controlledBody();
    const { onError } = start(body, context);
    controller.enqueue(new Uint8Array([...streamedHeader(), ...pcm(2205, 1)]));
    await flush();
    controller.error(new TypeError('network error'));
    await flush();
    expect(sources).toHaveLength(1);
    expect(sources[0]?.stopped).toBe(false);
    expect(onError).not.toHaveBeenCalled();
  });

  it('stop() silences what is scheduled and no callback follows', async () => {
    const { context, sources } = fakeContext();
    const { body, controller } = controlledBody();
    const { player, onEnded, onError } = start(body, context);
    controller.enqueue(new Uint8Array([...streamedHeader(), ...pcm(2205, 1)]));
    await flush();
    player.stop();
    expect(sources[0]?.stopped).toBe(true);
    sources[0]?.onended?.();
    expect(onEnded).not.toHaveBeenCalled();
    expect(onError).not.toHaveBeenCalled();
  });
});

describe('readPcmHeader', () => {
  it('waits for more bytes, then finds the data after extra chunks', () => {
    const header = streamedHeader(16_000, 2);
    expect(readPcmHeader(header.slice(0, 30))).toBe(null);
    expect(readPcmHeader(header)).toEqual({ channels: 2, sampleRate: 16_000, dataOffset: 44 });
    const list = new Uint8Array([...'LIST'].map((c) => c.charCodeAt(0)).concat([4, 0, 0, 0, 1, 2, 3, 4]));
    const withList = new Uint8Array([...header.slice(0, 36), ...list, ...header.slice(36)]);
    expect(readPcmHeader(withList)?.dataOffset).toBe(56);
  });
});
