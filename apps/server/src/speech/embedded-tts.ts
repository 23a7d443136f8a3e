import { createRequire } from 'node:module';
import { Readable } from 'node:stream';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { type Persona, SPEECH } from '@careerloom/contract';
import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '../errors';
import { splitSentences } from './sentences';
import { encodeWav, pcmBytes, streamedWavHeader } from './wav';

/** Synthesised speech, ready to send: the bytes and their media type. */
export type SynthesizedAudio = { bytes: Buffer; contentType: string };

/**
 * Speech on its way: the first bytes are ready (so a failure before them could still be answered
 * with an error or a fallback), the rest follow as they are synthesised. The body never errors: a
 * failure after the first bytes is logged and ends it early, leaving what was sent playable.
 */
export type SpeechStream = { contentType: string; body: Readable };

/** The logger calls a speech stream makes once it is under way. */
export type StreamLog = Pick<FastifyBaseLogger, 'warn' | 'error'>;

/** 16-bit mono samples of one synthesised piece of text. */
export type Pcm = { samples: Int16Array; sampleRate: number };

/** Turns one piece of text into samples; eSpeak by default, a fake the test controls in tests. */
export type PieceSynthesizer = (text: string, settings: EspeakSettings) => Promise<Pcm>;

/** What eSpeak NG is told for one utterance. */
export type EspeakSettings = {
  /** An eSpeak voice or language name, such as `en-us` or `en-gb`. */
  voice: string;
  wordsPerMinute: number;
  /** 0-99; 50 is eSpeak's default. */
  pitch: number;
};

/** eSpeak NG's usable speaking rates; outside them it clamps or garbles. */
export const ESPEAK_MIN_WPM = 80;
export const ESPEAK_MAX_WPM = 450;
/**
 * Hard cap on one utterance. 4000 characters at the slowest rate last about nine minutes; the cap
 * only matters if something makes eSpeak run on (it bounds the WAV at about 26 MB).
 */
export const MAX_AUDIO_SECONDS = 600;
/** Jobs allowed to wait for the one synthesis thread before callers are told to come back. */
const MAX_QUEUED_JOBS = 16;
/** A job that has not finished by then has wedged the thread; it is replaced. */
const JOB_TIMEOUT_MS = 30_000;

/**
 * The persona's eSpeak voice and pitch, with its words-per-minute scaled by the requested speed
 * relative to the client's default rate (1.25 means "the persona's own pace").
 */
export function espeakSettingsFor(persona: Persona, speed: number = SPEECH.defaultRate): EspeakSettings {
  const wpm = Math.round((persona.espeakRate * speed) / SPEECH.defaultRate);
  return {
    voice: persona.espeakVoice,
    wordsPerMinute: Math.min(ESPEAK_MAX_WPM, Math.max(ESPEAK_MIN_WPM, wpm)),
    pitch: Math.min(99, Math.max(0, persona.espeakPitch)),
  };
}

/**
 * This build of eSpeak reads its input as SSML, so `<break time="20s"/>` in a chat reply would be
 * obeyed (and could stretch 4000 characters into hours of audio). Escaping keeps every character
 * spoken as text: `&` is still read as "and", `<` as "less than".
 */
export function escapeForEspeak(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/**
 * Runs inside a worker thread (CommonJS, evaluated from this string so the esbuild bundle needs no
 * separate worker file). The Emscripten module is loaded once and serves every job; synthesis is
 * synchronous inside the thread, so jobs run one after another in arrival order.
 */
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const ready = import(workerData.moduleUrl)
  .then((mod) => mod.default())
  .then((m) => {
    const engine = new m.eSpeakNGWorker();
    return { engine, voices: engine.list_voices(), sampleRate: engine.get_samplerate() };
  });
function selectVoice(state, name) {
  if (state.engine.set_voice(name) === 0) return;
  // Some voices are known only by path ('gmw/en' serves en-gb): pick the best one for the language.
  const lang = String(name).toLowerCase();
  let best;
  for (const v of state.voices)
    for (const l of v.languages)
      if (l.name === lang && (!best || l.priority < best.priority)) best = { id: v.identifier, priority: l.priority };
  if (best && state.engine.set_voice(best.id) === 0) return;
  if (state.engine.set_voice('en-us') !== 0) throw new Error('eSpeak has no English voice');
}
parentPort.on('message', async (job) => {
  try {
    const state = await ready;
    // A streamed reply sends one job per sentence in the same voice; choosing the voice again for
    // each would reload its data every time.
    if (state.voice !== job.voice) {
      state.voice = undefined;
      selectVoice(state, job.voice);
      state.voice = job.voice;
    }
    state.engine.set_rate(job.rate);
    state.engine.set_pitch(job.pitch);
    const maxSamples = Math.floor(job.maxSeconds * state.sampleRate);
    const chunks = [];
    let total = 0;
    state.engine.synthesize(job.text, (samples) => {
      if (samples && samples.length) {
        chunks.push(samples);
        total += samples.length;
      }
      return total >= maxSamples; // true stops the synthesis
    });
    const out = new Int16Array(Math.min(total, maxSamples));
    let at = 0;
    for (const c of chunks) {
      if (at >= out.length) break;
      const take = Math.min(c.length, out.length - at);
      out.set(take === c.length ? c : c.subarray(0, take), at);
      at += take;
    }
    parentPort.postMessage({ id: job.id, samples: out, sampleRate: state.sampleRate }, [out.buffer]);
  } catch (err) {
    parentPort.postMessage({ id: job.id, error: String((err && err.message) || err) });
  }
});
`;

type Job = {
  resolve: (audio: { samples: Int16Array; sampleRate: number }) => void;
  reject: (error: Error) => void;
  timer: NodeJS.Timeout;
};
type WorkerReply = { id: number; samples?: Int16Array; sampleRate?: number; error?: string };

/** Where the Emscripten build lives; resolved from this file so the bundle in dist/ finds it too. */
function espeakModuleUrl(): string {
  const require = createRequire(import.meta.url);
  return pathToFileURL(require.resolve('@echogarden/espeak-ng-emscripten')).href;
}

/** One synthesis thread with its job table; replaced as a whole when it fails. */
class EspeakThread {
  private readonly worker: Worker;
  private readonly jobs = new Map<number, Job>();
  private nextId = 1;
  private dead = false;

  constructor(private readonly onDead: (thread: EspeakThread) => void) {
    this.worker = new Worker(WORKER_SOURCE, { eval: true, workerData: { moduleUrl: espeakModuleUrl() } });
    // An idle synthesizer must not keep the process alive; pending jobs hold their own timers.
    this.worker.unref();
    this.worker.on('message', (reply: WorkerReply) => this.settle(reply));
    this.worker.on('error', (error) => this.fail(error));
    this.worker.on('exit', (code) => this.fail(new Error(`eSpeak worker exited with code ${code}`)));
  }

  get queued(): number {
    return this.jobs.size;
  }

  run(text: string, settings: EspeakSettings): Promise<{ samples: Int16Array; sampleRate: number }> {
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        this.fail(new Error(`eSpeak did not finish within ${JOB_TIMEOUT_MS} ms`));
        void this.worker.terminate();
      }, JOB_TIMEOUT_MS);
      this.jobs.set(id, { resolve, reject, timer });
      this.worker.postMessage({
        id,
        text,
        voice: settings.voice,
        rate: settings.wordsPerMinute,
        pitch: settings.pitch,
        maxSeconds: MAX_AUDIO_SECONDS,
      });
    });
  }

  async close(): Promise<void> {
    this.fail(new Error('eSpeak synthesizer closed'));
    await this.worker.terminate();
  }

  private settle(reply: WorkerReply): void {
    const job = this.jobs.get(reply.id);
    if (!job) return;
    this.jobs.delete(reply.id);
    clearTimeout(job.timer);
    if (reply.samples && reply.sampleRate) job.resolve({ samples: reply.samples, sampleRate: reply.sampleRate });
    else job.reject(new Error(reply.error ?? 'eSpeak returned no audio'));
  }

  private fail(error: Error): void {
    if (!this.dead) {
      this.dead = true;
      this.onDead(this);
    }
    for (const job of this.jobs.values()) {
      clearTimeout(job.timer);
      job.reject(error);
    }
    this.jobs.clear();
  }
}

/** The process's one synthesizer, started on first use and reused; restarted after a failure. */
let shared: EspeakThread | undefined;

function thread(): EspeakThread {
  if (!shared) {
    shared = new EspeakThread((dead) => {
      if (shared === dead) shared = undefined;
    });
  }
  return shared;
}

/** Throws RATE_LIMITED when too many jobs are already waiting for the synthesis thread. */
function admit(): EspeakThread {
  const t = thread();
  if (t.queued >= MAX_QUEUED_JOBS) {
    throw new AppError('RATE_LIMITED', 'The speech synthesizer is busy; try again in a moment', 2);
  }
  return t;
}

/** One piece of text through the shared eSpeak thread; markup in it is spoken, never obeyed. */
export const synthesizeEspeakPiece: PieceSynthesizer = (text, settings) =>
  thread().run(escapeForEspeak(text), settings);

/**
 * Speaks `text` with eSpeak NG (WebAssembly, no network) and answers a 16-bit PCM mono WAV. The
 * text should already be trimmed and cut to length; markup in it is spoken, never obeyed.
 * Throws RATE_LIMITED when too many requests are already waiting for the synthesis thread.
 */
export async function synthesizeEmbedded(text: string, settings: EspeakSettings): Promise<SynthesizedAudio> {
  const { samples, sampleRate } = await admit().run(escapeForEspeak(text), settings);
  return { bytes: encodeWav(samples, sampleRate), contentType: 'audio/wav' };
}

/**
 * Speaks `text` sentence by sentence as one streamed WAV (sizes unknown in the header, see
 * `streamedWavHeader`): resolves once the first sentence is synthesised, with a body holding the
 * header and that sentence's samples, then each following sentence's as it is ready. One sentence
 * is synthesised ahead of the one being sent, so the listener hears no gap between sentences while
 * the one synthesis thread still interleaves other callers' sentences with ours. Throws (before any
 * byte is committed) RATE_LIMITED when the thread is busy, or the first sentence's failure. A later
 * failure is logged and ends the audio after the sentences already sent; when the body is destroyed
 * (the listener left) no further sentence is synthesised.
 */
export async function streamEmbedded(
  text: string,
  settings: EspeakSettings,
  log: StreamLog,
  synthesize: PieceSynthesizer = synthesizeEspeakPiece,
): Promise<SpeechStream> {
  if (synthesize === synthesizeEspeakPiece) admit();
  const split = splitSentences(text);
  const pieces = split.length > 0 ? split : [text];
  const started = pieces.map(() => false);
  const jobs: Array<Promise<Pcm> | undefined> = [];
  const job = (i: number) => {
    if (!started[i]) {
      started[i] = true;
      const p = synthesize(pieces[i] ?? '', settings);
      // A job ahead of the listener may fail after they left; that is not an unhandled rejection.
      p.catch(() => undefined);
      jobs[i] = p;
    }
    return jobs[i] as Promise<Pcm>;
  };
  const first = await job(0);
  if (pieces.length > 1) job(1);

  async function* rest(): AsyncGenerator<Buffer> {
    yield Buffer.concat([streamedWavHeader(first.sampleRate), pcmBytes(first.samples)]);
    for (let i = 1; i < pieces.length; i++) {
      let pcm: Pcm;
      try {
        pcm = await job(i);
      } catch (err) {
        log.error({ err, sentence: i + 1, of: pieces.length }, 'speech synthesis failed mid-stream; audio ends early');
        return;
      }
      // A listener who left while this sentence was synthesised needs no further one.
      if (body.destroyed) return;
      if (i + 1 < pieces.length) job(i + 1);
      // Every piece must share the header's format; eSpeak's rate is fixed, a fake's may not be.
      if (pcm.sampleRate !== first.sampleRate) {
        log.error(
          { sentence: i + 1, sampleRate: pcm.sampleRate },
          'speech sample rate changed mid-stream; audio ends early',
        );
        return;
      }
      yield pcmBytes(pcm.samples);
    }
  }
  const body = Readable.from(rest(), { objectMode: false });
  return { contentType: 'audio/wav', body };
}

/** Stops the synthesis thread (the next call starts a new one). For shutdown and tests. */
export async function closeEmbeddedSynthesizer(): Promise<void> {
  const t = shared;
  shared = undefined;
  await t?.close();
}
