import { type PersonaName, SPEECH } from '@careerloom/contract';
import type { SynthesizedAudio } from './embedded-tts';

/**
 * A voice of OpenAI's `tts-1` family for each persona, chosen by character (compatible servers
 * such as those serving Kokoro or Piper accept these names too, or map them).
 */
export const OPENAI_VOICE_OF: Record<PersonaName, string> = {
  Professional: 'alloy',
  Friendly: 'nova',
  Casual: 'echo',
  Energetic: 'shimmer',
  Calm: 'sage',
  Confident: 'ash',
  Empathetic: 'coral',
  Cheerful: 'fable',
  Authoritative: 'onyx',
  Thoughtful: 'sage',
};

export const DEFAULT_OPENAI_BASE_URL = 'https://api.openai.com';
export const DEFAULT_OPENAI_TTS_MODEL = 'tts-1';
export const OPENAI_TTS_TIMEOUT_MS = 15_000;

export type OpenAiTtsOptions = {
  baseUrl: string | undefined;
  apiKey: string | undefined;
  model: string | undefined;
  timeoutMs?: number;
};

/**
 * `{base}/v1/{path}`, accepting a base URL given with or without its `/v1` (both forms are common
 * in the documentation of compatible servers).
 */
export function openAiUrl(baseUrl: string | undefined, path: string): string {
  const base = (baseUrl ?? DEFAULT_OPENAI_BASE_URL).replace(/\/+$/, '');
  return `${base.endsWith('/v1') ? base : `${base}/v1`}/${path}`;
}

/**
 * Asks an OpenAI-compatible `POST /v1/audio/speech` for MP3 audio. Throws on a non-OK status, a
 * time-out or an answer too small to be speech; the caller decides what to fall back to.
 */
export async function synthesizeOpenAi(
  text: string,
  voice: { persona: PersonaName; speed: number },
  options: OpenAiTtsOptions,
): Promise<SynthesizedAudio> {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (options.apiKey) headers.authorization = `Bearer ${options.apiKey}`;
  const res = await fetch(openAiUrl(options.baseUrl, 'audio/speech'), {
    method: 'POST',
    headers,
    body: JSON.stringify({
      model: options.model ?? DEFAULT_OPENAI_TTS_MODEL,
      input: text,
      voice: OPENAI_VOICE_OF[voice.persona],
      speed: voice.speed,
      response_format: 'mp3',
    }),
    signal: AbortSignal.timeout(options.timeoutMs ?? OPENAI_TTS_TIMEOUT_MS),
  });
  if (!res.ok) {
    // The body may hold the provider's reason; a little of it helps whoever reads the log.
    const detail = (await res.text().catch(() => '')).slice(0, 200);
    throw new Error(`TTS provider answered ${res.status}${detail ? `: ${detail}` : ''}`);
  }
  const bytes = Buffer.from(await res.arrayBuffer());
  if (bytes.length < SPEECH.minAudioBytes) {
    throw new Error(`TTS provider answered only ${bytes.length} bytes`);
  }
  const type = res.headers.get('content-type')?.split(';')[0]?.trim().toLowerCase();
  return { bytes, contentType: type?.startsWith('audio/') ? type : 'audio/mpeg' };
}
