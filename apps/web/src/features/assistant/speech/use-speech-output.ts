import { SPEECH } from '@careerloom/contract';
import { useEffect, useMemo, useState } from 'react';
import { cancelBrowserVoice, speakWithBrowserVoice } from './browser-voice';
import { fetchSpeechAudio } from './speech-api';
import { type AudioContextLike, playWavStream } from './wav-stream-player';

export type SpeechOutput = {
  /** Speaks `text` in the persona's voice, replacing whatever is being spoken. Blank text is ignored. */
  speak(text: string, personaName: string): void;
  /** Stops the server audio and the browser voice. */
  stop(): void;
  speaking: boolean;
};

/** Speech failures are only logged, never shown (part 1 section 8). */
function logSpeechFailure(what: string, detail: unknown): void {
  // biome-ignore lint/suspicious/noConsole: the spec says speech failures are logged, not shown
  console.warn(`[speech] ${what}`, detail);
}

/** An audio context to play a streamed WAV on, where the browser has the Web Audio API. */
type AudioContextMaker = () => (AudioContextLike & Pick<AudioContext, 'state' | 'resume' | 'close'>) | null;

/** How long a suspended audio context may take to start before playback counts as refused. */
const RESUME_WAIT_MS = 500;

/** The browser's Web Audio context maker, or null where there is none (then audio is read whole). */
function browserAudioContexts(): AudioContextMaker | null {
  const Context =
    globalThis.AudioContext ?? (globalThis as { webkitAudioContext?: typeof AudioContext }).webkitAudioContext;
  return Context ? () => new Context() : null;
}

/**
 * The speaking logic of part 1 sections 4, 5 and 7, free of React: server audio from
 * `POST /api/tts`, and the browser voice with the persona's rate and pitch whenever the server
 * answers an error, too little audio, or playback fails. The embedded synthesizer's WAV streams
 * sentence by sentence and plays through the Web Audio API as it arrives, so the first sentence is
 * heard before the last is synthesised; other audio (and browsers without Web Audio) plays through
 * an `Audio` element once downloaded. Each `speak` gets a turn number; results of an older turn are
 * dropped.
 */
export function createSpeechOutput(
  onSpeaking: (speaking: boolean) => void,
  makeAudioContext: AudioContextMaker | null = browserAudioContexts(),
) {
  let turn = 0;
  let abort: AbortController | null = null;
  let audio: HTMLAudioElement | null = null;
  let objectUrl: string | null = null;
  let streamed: { stop(): void; context: ReturnType<AudioContextMaker> } | null = null;
  /** The turn that has already switched to the browser voice (playback can fail twice over). */
  let fellBackTurn = -1;

  function releaseAudio(): void {
    if (streamed) {
      streamed.stop();
      void streamed.context?.close().catch(() => undefined);
      streamed = null;
    }
    if (audio) {
      audio.onended = null;
      audio.onerror = null;
      audio.pause();
      audio = null;
    }
    if (objectUrl) {
      URL.revokeObjectURL(objectUrl);
      objectUrl = null;
    }
  }

  function finish(myTurn: number): void {
    if (myTurn !== turn) return;
    releaseAudio();
    onSpeaking(false);
  }

  function fallBack(myTurn: number, text: string, personaName: string, why: string, detail?: unknown): void {
    if (myTurn !== turn || fellBackTurn === myTurn) return;
    fellBackTurn = myTurn;
    logSpeechFailure(`server speech failed (${why}); using the browser voice`, detail ?? '');
    releaseAudio();
    const started = speakWithBrowserVoice(text, personaName, (error) => {
      if (error) logSpeechFailure('browser voice failed', error);
      finish(myTurn);
    });
    if (!started) {
      logSpeechFailure('no browser voice available', '');
      finish(myTurn);
    }
  }

  async function play(myTurn: number, text: string, personaName: string, signal: AbortSignal): Promise<void> {
    let result: Awaited<ReturnType<typeof fetchSpeechAudio>>;
    try {
      result = await fetchSpeechAudio(text, personaName, signal, { stream: makeAudioContext !== null });
    } catch (error) {
      if (signal.aborted) return;
      return fallBack(myTurn, text, personaName, 'network error', error);
    }
    if (myTurn !== turn) return;
    if (!result.ok) return fallBack(myTurn, text, personaName, result.reason);
    if ('stream' in result) return playStream(myTurn, text, personaName, result.stream);

    objectUrl = URL.createObjectURL(result.audio);
    const element = new Audio(objectUrl);
    element.volume = SPEECH.volume;
    element.onended = () => finish(myTurn);
    element.onerror = () => fallBack(myTurn, text, personaName, 'playback error', element.error);
    audio = element;
    try {
      await element.play();
    } catch (error) {
      // Autoplay refusals and undecodable audio land here.
      fallBack(myTurn, text, personaName, 'playback refused', error);
    }
  }

  async function playStream(
    myTurn: number,
    text: string,
    personaName: string,
    body: ReadableStream<Uint8Array>,
  ): Promise<void> {
    const context = makeAudioContext?.() ?? null;
    if (!context) {
      void body.cancel().catch(() => undefined);
      return fallBack(myTurn, text, personaName, 'no audio output');
    }
    if (context.state !== 'running') {
      // Autoplay rules keep a context suspended until the page has had a user gesture.
      await Promise.race([context.resume().catch(() => undefined), new Promise((r) => setTimeout(r, RESUME_WAIT_MS))]);
    }
    if (myTurn !== turn) {
      void body.cancel().catch(() => undefined);
      void context.close().catch(() => undefined);
      return;
    }
    if (context.state !== 'running') {
      void body.cancel().catch(() => undefined);
      void context.close().catch(() => undefined);
      return fallBack(myTurn, text, personaName, 'playback refused');
    }
    const player = playWavStream(body, context, {
      volume: SPEECH.volume,
      minBytes: SPEECH.minAudioBytes,
      onEnded: () => finish(myTurn),
      onError: (reason, heard, detail) => {
        if (!heard) return fallBack(myTurn, text, personaName, reason, detail);
        logSpeechFailure(`server speech stopped early (${reason})`, detail ?? '');
        finish(myTurn);
      },
    });
    streamed = { stop: player.stop, context };
  }

  function stop(): void {
    turn += 1;
    abort?.abort();
    abort = null;
    releaseAudio();
    cancelBrowserVoice();
    onSpeaking(false);
  }

  function speak(text: string, personaName: string): void {
    const trimmed = text.trim();
    if (!trimmed) return;
    stop();
    const myTurn = turn;
    const controller = new AbortController();
    abort = controller;
    onSpeaking(true);
    void play(myTurn, trimmed.slice(0, SPEECH.maxChars), personaName, controller.signal);
  }

  return { speak, stop };
}

/** `{ speak, stop, speaking }` for the chat panel; speech stops when the panel unmounts. */
export function useSpeechOutput(): SpeechOutput {
  const [speaking, setSpeaking] = useState(false);
  const output = useMemo(() => createSpeechOutput(setSpeaking), []);
  useEffect(() => () => output.stop(), [output]);
  return { speak: output.speak, stop: output.stop, speaking };
}
