/**
 * Plays a 16-bit PCM WAV while it downloads. `POST /api/tts` streams its WAV sentence by sentence
 * (the header declares its sizes as 0xFFFFFFFF), and an `<audio>` element fed a Blob would wait
 * for the last byte; the Web Audio API lets each piece be scheduled as soon as it arrives, right
 * after the one before it, so the first sentence is heard while the rest are still synthesised.
 */

/** The parts of `AudioContext` the player uses (a fake in tests). */
export type AudioContextLike = Pick<
  AudioContext,
  'currentTime' | 'destination' | 'createBuffer' | 'createBufferSource' | 'createGain'
>;

export type WavStreamOptions = {
  volume: number;
  /** Fewer bytes than this in the whole answer is not speech: `onError` before anything plays. */
  minBytes: number;
  /** Every scheduled piece has played and the stream has ended. */
  onEnded: () => void;
  /**
   * The stream could not be played. `heard` says whether some audio was already scheduled (the
   * caller falls back to another voice only when nothing was).
   */
  onError: (reason: string, heard: boolean, detail?: unknown) => void;
};

type PcmFormat = { channels: number; sampleRate: number; dataOffset: number };

/** A little lead before the first piece so its start is not clipped while the context wakes. */
const START_LEAD_SECONDS = 0.05;

/**
 * Reads the RIFF header (walking chunks up to `data`). Answers null while more bytes are needed and
 * throws when the bytes are not 16-bit PCM WAV.
 */
export function readPcmHeader(bytes: Uint8Array): PcmFormat | null {
  if (bytes.length < 12) return null;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const tag = (at: number) => String.fromCharCode(...bytes.subarray(at, at + 4));
  if (tag(0) !== 'RIFF' || tag(8) !== 'WAVE') throw new Error('not a WAV stream');
  let at = 12;
  let format: { channels: number; sampleRate: number } | undefined;
  while (at + 8 <= bytes.length) {
    const id = tag(at);
    const size = view.getUint32(at + 4, true);
    if (id === 'data') {
      if (!format) throw new Error('WAV data before its format');
      return { ...format, dataOffset: at + 8 };
    }
    if (at + 8 + size > bytes.length) return null;
    if (id === 'fmt ') {
      const audioFormat = view.getUint16(at + 8, true);
      const bits = view.getUint16(at + 22, true);
      if (audioFormat !== 1 || bits !== 16) throw new Error('WAV stream is not 16-bit PCM');
      format = { channels: view.getUint16(at + 10, true), sampleRate: view.getUint32(at + 12, true) };
    }
    at += 8 + size + (size % 2);
  }
  return null;
}

/**
 * Starts playing `body` on `context` through a gain at `options.volume`; answers `stop()`, which
 * silences what is scheduled and stops reading. Callbacks never fire after `stop()`.
 */
export function playWavStream(
  body: ReadableStream<Uint8Array>,
  context: AudioContextLike,
  options: WavStreamOptions,
): { stop(): void } {
  const gain = context.createGain();
  gain.gain.value = options.volume;
  gain.connect(context.destination);
  const reader = body.getReader();
  const playing = new Set<AudioBufferSourceNode>();
  let stopped = false;
  let ended = false;
  let heard = false;
  let nextStart = 0;
  let format: PcmFormat | null = null;
  let pending = new Uint8Array(0);
  let received = 0;

  const append = (chunk: Uint8Array) => {
    const joined = new Uint8Array(pending.length + chunk.length);
    joined.set(pending);
    joined.set(chunk, pending.length);
    pending = joined;
  };

  const fail = (reason: string, detail?: unknown) => {
    if (stopped) return;
    stop();
    options.onError(reason, heard, detail);
  };

  const maybeEnded = () => {
    if (!stopped && ended && playing.size === 0) {
      stopped = true;
      gain.disconnect();
      options.onEnded();
    }
  };

  /** Schedules every whole frame received so far, right after what is already scheduled. */
  const schedule = () => {
    if (!format) return;
    const frameBytes = 2 * format.channels;
    const frames = Math.floor(pending.length / frameBytes);
    if (frames === 0) return;
    const view = new DataView(pending.buffer, pending.byteOffset, frames * frameBytes);
    const buffer = context.createBuffer(format.channels, frames, format.sampleRate);
    for (let c = 0; c < format.channels; c++) {
      const out = buffer.getChannelData(c);
      for (let i = 0; i < frames; i++) out[i] = view.getInt16((i * format.channels + c) * 2, true) / 32768;
    }
    pending = pending.slice(frames * frameBytes);
    const source = context.createBufferSource();
    source.buffer = buffer;
    source.connect(gain);
    const at = Math.max(nextStart, context.currentTime + (heard ? 0 : START_LEAD_SECONDS));
    source.onended = () => {
      playing.delete(source);
      maybeEnded();
    };
    playing.add(source);
    source.start(at);
    nextStart = at + buffer.duration;
    heard = true;
  };

  async function pump(): Promise<void> {
    for (;;) {
      let next: ReadableStreamReadResult<Uint8Array>;
      try {
        next = await reader.read();
      } catch (error) {
        // Cut off mid-way: what arrived still plays; nothing arrived is a failure like any other.
        if (heard) break;
        return fail('network error', error);
      }
      if (stopped) return;
      if (next.done) break;
      received += next.value.byteLength;
      append(next.value);
      if (!format) {
        try {
          format = readPcmHeader(pending);
        } catch (error) {
          return fail('not playable audio', error);
        }
        if (!format) continue;
        pending = pending.slice(format.dataOffset);
      }
      // Nothing plays until the answer is known to be more than a click (part 1 section 5).
      if (received >= options.minBytes) schedule();
    }
    if (stopped) return;
    if (received < options.minBytes) return fail(`only ${received} bytes of audio`);
    if (!format) return fail('not playable audio');
    schedule();
    ended = true;
    maybeEnded();
  }

  function stop(): void {
    if (stopped) return;
    stopped = true;
    void reader.cancel().catch(() => undefined);
    for (const source of playing) {
      source.onended = null;
      try {
        source.stop();
      } catch {
        // Already stopped.
      }
    }
    playing.clear();
    gain.disconnect();
  }

  void pump();
  return { stop };
}
