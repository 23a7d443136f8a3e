import { SPEECH } from '@careerloom/contract';

/**
 * The two speech endpoints. They return raw results rather than throwing `ApiError`, because the
 * callers fall back (browser voice) or show the server's own message (voice input), and both need
 * to be cancellable.
 */

/** The answer of `POST /api/tts`: a WAV still arriving, a whole audio file, or why there is none. */
export type SpeechAudio =
  | { ok: true; stream: ReadableStream<Uint8Array> }
  | { ok: true; audio: Blob }
  | { ok: false; reason: string };

/**
 * `POST /api/tts`: the audio of `text` in the persona's voice. With `stream`, a WAV answer (the
 * embedded synthesizer's, sent sentence by sentence) is handed over as its body stream so it can
 * play while it downloads; any other answer (the provider's MP3) is read whole into a Blob.
 */
export async function fetchSpeechAudio(
  text: string,
  personaName: string,
  signal?: AbortSignal,
  options: { stream?: boolean } = {},
): Promise<SpeechAudio> {
  const res = await fetch('/api/tts', {
    method: 'POST',
    credentials: 'include',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ text, voice: personaName, speed: SPEECH.defaultRate }),
    signal,
  });
  if (!res.ok) return { ok: false, reason: `status ${res.status}` };
  const type = res.headers.get('content-type')?.split(';')[0]?.trim().toLowerCase();
  if (options.stream && res.body && (type === 'audio/wav' || type === 'audio/x-wav')) {
    return { ok: true, stream: res.body };
  }
  const audio = await res.blob();
  // Part 1 section 5: an answer under 1000 bytes is not real speech.
  if (audio.size < SPEECH.minAudioBytes) return { ok: false, reason: `only ${audio.size} bytes of audio` };
  return { ok: true, audio };
}

/** `POST /api/stt`: the transcript of a recording, or the server's message when it has none. */
export async function transcribeRecording(
  recording: Blob,
  signal?: AbortSignal,
): Promise<{ ok: true; text: string } | { ok: false; status: number; message: string }> {
  const form = new FormData();
  form.append('file', recording, `speech.${extensionOf(recording.type)}`);
  const res = await fetch('/api/stt', { method: 'POST', credentials: 'include', body: form, signal });
  const body = (await res.json().catch(() => null)) as { text?: unknown; message?: unknown } | null;
  if (res.ok && typeof body?.text === 'string') return { ok: true, text: body.text };
  const message = typeof body?.message === 'string' ? body.message : 'Voice input failed; try again';
  return { ok: false, status: res.status, message };
}

function extensionOf(mimeType: string): string {
  const base = mimeType.split(';')[0]?.trim() ?? '';
  if (base === 'audio/mp4') return 'mp4';
  if (base === 'audio/ogg') return 'ogg';
  if (base === 'audio/wav') return 'wav';
  return 'webm';
}
