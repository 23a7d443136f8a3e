import { personaByName, SPEECH } from '@careerloom/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../../config';
import { AppError } from '../../errors';
import { espeakSettingsFor, type SynthesizedAudio, synthesizeEmbedded } from './embedded-tts';
import { synthesizeOpenAi } from './openai-tts';

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
   * Speaks the text in the persona's voice. With `TTS_PROVIDER=openai` the configured
   * OpenAI-compatible service answers (MP3); when it fails or times out the embedded eSpeak NG
   * synthesizer answers instead (WAV) and a warning is logged, so the user always hears something.
   */
  synthesize(request: SpeakRequest, log: SpeechLog): Promise<SynthesizedAudio>;
};

export function ttsService(config: AppConfig['tts'], options: { openAiTimeoutMs?: number } = {}): TtsService {
  return {
    async synthesize(request, log) {
      const text = speakableText(request.text);
      const persona = personaByName(request.voice);
      const speed = request.speed ?? SPEECH.defaultRate;
      if (config.provider === 'openai') {
        const started = performance.now();
        try {
          return await synthesizeOpenAi(
            text,
            { persona: persona.name, speed },
            { ...config, timeoutMs: options.openAiTimeoutMs },
          );
        } catch (err) {
          log.warn(
            { err, provider: 'openai', ms: Math.round(performance.now() - started) },
            'TTS provider failed; speaking with the embedded synthesizer',
          );
        }
      }
      return synthesizeEmbedded(text, espeakSettingsFor(persona, speed));
    },
  };
}
