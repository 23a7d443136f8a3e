import type { AppConfig } from '../config/config';
import { AppError } from '../errors';
import { openAiUrl } from './openai-tts';
import type { SpeechLog } from './tts-service';

export const STT_NOT_CONFIGURED_MESSAGE = 'Voice input needs a speech provider';
export const DEFAULT_OPENAI_STT_MODEL = 'whisper-1';
export const OPENAI_STT_TIMEOUT_MS = 30_000;
/** Longest transcript we pass on; a 10 MB recording does not say more than this. */
const MAX_TRANSCRIPT_CHARS = 20_000;

export type RecordedAudio = {
  bytes: Buffer;
  /** An `audio/*` media type, e.g. `audio/webm;codecs=opus` from Chrome's MediaRecorder. */
  mimeType: string;
  filename?: string;
};

/** File extensions transcription services use to recognise the container of an upload. */
const EXTENSION_OF: Record<string, string> = {
  'audio/webm': 'webm',
  'audio/ogg': 'ogg',
  'audio/mp4': 'mp4',
  'audio/m4a': 'm4a',
  'audio/x-m4a': 'm4a',
  'audio/aac': 'aac',
  'audio/mpeg': 'mp3',
  'audio/mp3': 'mp3',
  'audio/wav': 'wav',
  'audio/x-wav': 'wav',
  'audio/wave': 'wav',
  'audio/flac': 'flac',
};

function uploadName(audio: RecordedAudio): string {
  const base = audio.mimeType.split(';')[0]?.trim().toLowerCase() ?? '';
  const extension = EXTENSION_OF[base] ?? 'webm';
  return `speech.${extension}`;
}

export type SttService = {
  /** False when no speech provider is configured; the route answers 501 before reading the upload. */
  readonly configured: boolean;
  /**
   * Transcribes a recording with the configured OpenAI-compatible `/v1/audio/transcriptions`.
   * Throws NOT_CONFIGURED (501) without a provider and UPSTREAM_FAILED (502) when it fails.
   */
  transcribe(audio: RecordedAudio, log: SpeechLog): Promise<{ text: string }>;
};

export function sttService(config: AppConfig['stt'], options: { timeoutMs?: number } = {}): SttService {
  const configured = config.provider === 'openai';
  return {
    configured,
    async transcribe(audio, log) {
      if (!configured) throw new AppError('NOT_CONFIGURED', STT_NOT_CONFIGURED_MESSAGE);
      const form = new FormData();
      form.append('file', new Blob([new Uint8Array(audio.bytes)], { type: audio.mimeType }), uploadName(audio));
      form.append('model', config.model ?? DEFAULT_OPENAI_STT_MODEL);
      form.append('response_format', 'json');
      const headers: Record<string, string> = {};
      if (config.apiKey) headers.authorization = `Bearer ${config.apiKey}`;
      const started = performance.now();
      try {
        const res = await fetch(openAiUrl(config.baseUrl, 'audio/transcriptions'), {
          method: 'POST',
          headers,
          body: form,
          signal: AbortSignal.timeout(options.timeoutMs ?? OPENAI_STT_TIMEOUT_MS),
        });
        if (!res.ok) {
          const detail = (await res.text().catch(() => '')).slice(0, 200);
          throw new Error(`STT provider answered ${res.status}${detail ? `: ${detail}` : ''}`);
        }
        const body = (await res.json()) as { text?: unknown };
        if (typeof body.text !== 'string') throw new Error('STT provider answered without a text field');
        return { text: body.text.trim().slice(0, MAX_TRANSCRIPT_CHARS) };
      } catch (err) {
        log.warn({ err, provider: 'openai', ms: Math.round(performance.now() - started) }, 'speech recognition failed');
        throw new AppError('UPSTREAM_FAILED', 'Speech recognition failed; try again');
      }
    },
  };
}
