import { Readable } from 'node:stream';
import { type PersonaName, SPEECH } from '@careerloom/contract';
import type { SpeechStream, StreamLog } from './embedded-tts';

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
/** Until the provider's first 1000 bytes of audio; past them we are committed to its answer. */
export const OPENAI_TTS_TIMEOUT_MS = 15_000;
/** The whole answer, once committed: 4000 characters of speech are generated well within it. */
export const OPENAI_TTS_STREAM_LIMIT_MS = 180_000;

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
 * Asks an OpenAI-compatible `POST /v1/audio/speech` for MP3 audio and passes its body on as it
 * arrives (the provider streams it chunk by chunk). Resolves once the first 1000 bytes are in, so a
 * non-OK status, a time-out or an answer too small to be speech still throws and the caller can fall
 * back; a failure after that is logged and ends the audio early. Destroying the body cancels the
 * provider's request.
 */
export async function streamOpenAi(
  text: string,
  voice: { persona: PersonaName; speed: number },
  options: OpenAiTtsOptions,
  log: StreamLog,
): Promise<SpeechStream> {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (options.apiKey) headers.authorization = `Bearer ${options.apiKey}`;
  const abort = new AbortController();
  const firstBytesTimer = setTimeout(
    () => abort.abort(new Error('TTS provider did not answer in time')),
    options.timeoutMs ?? OPENAI_TTS_TIMEOUT_MS,
  );
  let reader: ReadableStreamDefaultReader<Uint8Array> | undefined;
  const head: Buffer[] = [];
  let headBytes = 0;
  let ended = false;
  try {
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
      signal: abort.signal,
    });
    if (!res.ok || !res.body) {
      // The body may hold the provider's reason; a little of it helps whoever reads the log.
      const detail = (await res.text().catch(() => '')).slice(0, 200);
      throw new Error(`TTS provider answered ${res.status}${detail ? `: ${detail}` : ''}`);
    }
    reader = res.body.getReader();
    while (headBytes < SPEECH.minAudioBytes) {
      const { done, value } = await reader.read();
      if (done) {
        ended = true;
        break;
      }
      head.push(Buffer.from(value));
      headBytes += value.byteLength;
    }
    if (headBytes < SPEECH.minAudioBytes) throw new Error(`TTS provider answered only ${headBytes} bytes`);
    const type = res.headers.get('content-type')?.split(';')[0]?.trim().toLowerCase();
    clearTimeout(firstBytesTimer);
    const limit = setTimeout(
      () => abort.abort(new Error('TTS provider took too long to finish')),
      OPENAI_TTS_STREAM_LIMIT_MS,
    );
    const body = reader;
    async function* chunks(): AsyncGenerator<Buffer> {
      try {
        yield Buffer.concat(head);
        while (!ended) {
          let next: ReadableStreamReadResult<Uint8Array>;
          try {
            next = await body.read();
          } catch (err) {
            log.error({ err, provider: 'openai' }, 'TTS provider failed mid-stream; audio ends early');
            return;
          }
          if (next.done) return;
          yield Buffer.from(next.value);
        }
      } finally {
        clearTimeout(limit);
        // Ends the provider's request when the listener left before the end.
        abort.abort();
      }
    }
    return { contentType: type?.startsWith('audio/') ? type : 'audio/mpeg', body: Readable.from(chunks()) };
  } catch (err) {
    clearTimeout(firstBytesTimer);
    abort.abort();
    throw err;
  }
}
