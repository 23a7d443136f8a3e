import { personaByName, SPEECH } from '@careerloom/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../config/config';
import { AppError } from '../errors';
import {
  espeakSettingsFor,
  type PieceSynthesizer,
  type SpeechStream,
  type SynthesizedAudio,
  streamEmbedded,
} from './embedded-tts';
import { streamOpenAi } from './openai-tts';

/** The logger calls the speech services make; a request's or the app's pino logger fits. */
export type SpeechLog = Pick<FastifyBaseLogger, 'warn' | 'info' | 'error'>;

export type SpeakRequest = {
  text: string;
  /** A persona name; unknown or missing names speak as the default persona. */
  voice?: string;
  speed?: number;
};

/**
 * The text that will be spoken: trimmed and cut to 4000 characters (part 1 section 5), never
 * ending in half of a surrogate pair. Empty or whitespace-only text is a VALIDATION_FAILED error.
 */
export function speakableText(text: string): string {
  let out = text.trim();
  if (out.length === 0) throw new AppError('VALIDATION_FAILED', 'Text to speak is empty');
  if (out.length > SPEECH.maxChars) {
    out = out.slice(0, SPEECH.maxChars);
    if (/[\uD800-\uDBFF]$/.test(out)) out = out.slice(0, -1);
  }
  return out;
}

export type TtsService = {
  /**
   * Speaks the text in the persona's voice, resolving as soon as its first bytes are ready (the
   * first sentence, for the embedded synthesizer) with the rest streaming behind them. With
   * `TTS_PROVIDER=openai` the configured OpenAI-compatible service answers (MP3, passed on as it
   * arrives); when it fails or times out before its first bytes the embedded eSpeak NG synthesizer
   * answers instead (WAV) and a warning is logged, so the user always hears something.
   */
  stream(request: SpeakRequest, log: SpeechLog): Promise<SpeechStream>;
  /** The same speech collected whole, for callers that need every byte at once. */
  synthesize(request: SpeakRequest, log: SpeechLog): Promise<SynthesizedAudio>;
};

export type TtsOptions = {
  openAiTimeoutMs?: number;
  /** Replaces eSpeak for each sentence; tests use it to decide when each sentence is ready. */
  synthesizePiece?: PieceSynthesizer;
};

export function ttsService(config: AppConfig['tts'], options: TtsOptions = {}): TtsService {
  async function stream(request: SpeakRequest, log: SpeechLog): Promise<SpeechStream> {
    const text = speakableText(request.text);
    const persona = personaByName(request.voice);
    const speed = request.speed ?? SPEECH.defaultRate;
    if (config.provider === 'openai') {
      const started = performance.now();
      try {
        return await streamOpenAi(
          text,
          { persona: persona.name, speed },
          { ...config, timeoutMs: options.openAiTimeoutMs },
          log,
        );
      } catch (err) {
        log.warn(
          { err, provider: 'openai', ms: Math.round(performance.now() - started) },
          'TTS provider failed; speaking with the embedded synthesizer',
        );
      }
    }
    return streamEmbedded(text, espeakSettingsFor(persona, speed), log, options.synthesizePiece);
  }
  return {
    stream,
    async synthesize(request, log) {
      const audio = await stream(request, log);
      const chunks: Buffer[] = [];
      for await (const chunk of audio.body) chunks.push(chunk as Buffer);
      return { bytes: Buffer.concat(chunks), contentType: audio.contentType };
    },
  };
}
