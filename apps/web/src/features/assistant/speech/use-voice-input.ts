import { CHAT_TIMINGS, SPEECH } from '@careerloom/contract';
import { useCallback, useEffect, useRef, useState } from 'react';
import { transcribeRecording } from './speech-api';

/**
 * `browser`: the browser's own speech recognition. `recorder`: no recognition, so the microphone is
 * recorded and `POST /api/stt` transcribes it. `none`: neither is possible here.
 */
export type VoiceInputMode = 'browser' | 'recorder' | 'none';

export type VoiceInputState = {
  listening: boolean;
  mode: VoiceInputMode;
  /** A message for the panel to show, e.g. the server's 'Voice input needs a speech provider'. */
  error: string | null;
};

export type VoiceInput = VoiceInputState & { supported: boolean; toggle(): void };

/** The parts of the Web Speech API's `SpeechRecognition` used here (not in every DOM typing). */
export interface RecognitionLike {
  continuous: boolean;
  interimResults: boolean;
  lang: string;
  onresult: ((event: RecognitionEventLike) => void) | null;
  onerror: ((event: { error?: string }) => void) | null;
  onend: (() => void) | null;
  start(): void;
  stop(): void;
  abort(): void;
}
export type RecognitionEventLike = {
  resultIndex: number;
  results: ArrayLike<{ isFinal: boolean; readonly [alternative: number]: { transcript: string } | undefined }>;
};
type RecognitionConstructor = new () => RecognitionLike;

type SpeechWindow = {
  SpeechRecognition?: RecognitionConstructor;
  webkitSpeechRecognition?: RecognitionConstructor;
  MediaRecorder?: typeof MediaRecorder;
  navigator: Navigator;
};

export const MIC_DENIED_MESSAGE = 'Microphone access was denied';
export const NOT_SUPPORTED_MESSAGE = 'Voice input is not supported in this browser';
export const STT_FAILED_MESSAGE = 'Voice input failed; try again';

function speechWindow(): SpeechWindow | undefined {
  return typeof window === 'undefined' ? undefined : (window as unknown as SpeechWindow);
}

function recognitionClass(win: SpeechWindow | undefined): RecognitionConstructor | undefined {
  return win?.SpeechRecognition ?? win?.webkitSpeechRecognition;
}

/** Which kind of voice input this browser allows. */
export function detectVoiceInputMode(win: SpeechWindow | undefined = speechWindow()): VoiceInputMode {
  if (recognitionClass(win)) return 'browser';
  if (win?.MediaRecorder && typeof win.navigator?.mediaDevices?.getUserMedia === 'function') return 'recorder';
  return 'none';
}

function logVoiceFailure(what: string, detail: unknown): void {
  // biome-ignore lint/suspicious/noConsole: voice failures are logged for diagnosis, not shown
  console.warn(`[voice] ${what}`, detail);
}

/** A container the recorder supports, Opus in WebM first (what transcription services expect). */
function recorderMimeType(Recorder: typeof MediaRecorder): string | undefined {
  const candidates = ['audio/webm;codecs=opus', 'audio/webm', 'audio/mp4', 'audio/ogg;codecs=opus'];
  return candidates.find((type) => Recorder.isTypeSupported?.(type));
}

export type VoiceInputOptions = {
  onTranscript: (text: string) => void;
  onChange: (state: VoiceInputState) => void;
};

/**
 * Voice input as part 1 section 4 describes it, free of React so fake timers can drive it.
 * Browser mode: continuous recognition with interim results in en-US; a final transcript stops
 * listening, is handed to `onTranscript` 300 ms later, and listening resumes 500 ms after that
 * (if the user has not switched the microphone off meanwhile); a recognition error stops listening.
 * Recorder mode: toggle starts recording, toggle again stops it and uploads it for transcription.
 */
export function createVoiceInput({ onTranscript, onChange }: VoiceInputOptions) {
  const win = speechWindow();
  let state: VoiceInputState = { listening: false, mode: detectVoiceInputMode(win), error: null };
  /** The user has the microphone switched on (also during the pause around a transcript). */
  let wanted = false;
  let disposed = false;
  const timers = new Set<ReturnType<typeof setTimeout>>();
  let resumeTimer: ReturnType<typeof setTimeout> | null = null;
  let recognition: RecognitionLike | null = null;
  let recorder: MediaRecorder | null = null;
  let starting = false;
  /** Toggled off again while the microphone permission prompt was open. */
  let cancelStart = false;
  let upload: AbortController | null = null;

  function update(patch: Partial<VoiceInputState>): void {
    state = { ...state, ...patch };
    if (!disposed) onChange(state);
  }

  function later(fn: () => void, ms: number): ReturnType<typeof setTimeout> {
    const handle = setTimeout(() => {
      timers.delete(handle);
      fn();
    }, ms);
    timers.add(handle);
    return handle;
  }

  function cancelResume(): void {
    if (resumeTimer !== null) {
      clearTimeout(resumeTimer);
      timers.delete(resumeTimer);
      resumeTimer = null;
    }
  }

  // ---- browser speech recognition -------------------------------------------------------------

  function recognizer(): RecognitionLike | null {
    if (recognition) return recognition;
    const Recognition = recognitionClass(win);
    if (!Recognition) return null;
    const r = new Recognition();
    r.continuous = true;
    r.interimResults = true;
    r.lang = SPEECH.recognitionLang;
    r.onresult = (event) => {
      let text = '';
      for (let i = event.resultIndex; i < event.results.length; i++) {
        const result = event.results[i];
        if (result?.isFinal) text += result[0]?.transcript ?? '';
      }
      text = text.trim();
      if (!text || !state.listening) return; // interim words only, or a session already stopped
      r.stop();
      update({ listening: false });
      later(() => {
        onTranscript(text);
        resumeTimer = later(() => {
          resumeTimer = null;
          if (wanted) listen();
        }, CHAT_TIMINGS.voiceResume);
      }, CHAT_TIMINGS.voiceSendDelay);
    };
    r.onerror = (event) => {
      const denied = event.error === 'not-allowed' || event.error === 'service-not-allowed';
      // Errors of a session that was already stopped on purpose ('aborted' ...) change nothing.
      if (!state.listening && !denied) return;
      logVoiceFailure('speech recognition error', event.error);
      wanted = false;
      cancelResume();
      update({ listening: false, ...(denied ? { error: MIC_DENIED_MESSAGE } : {}) });
    };
    r.onend = () => {
      // The browser ended the session by itself (silence, a network hiccup): show the mic as off.
      if (!state.listening) return;
      wanted = false;
      cancelResume();
      update({ listening: false });
    };
    recognition = r;
    return r;
  }

  function listen(): void {
    const r = recognizer();
    if (!r || disposed) return;
    try {
      r.start();
      update({ listening: true, error: null });
    } catch (error) {
      // Starting twice throws InvalidStateError; anything else means no recognition now.
      logVoiceFailure('speech recognition did not start', error);
      wanted = false;
      update({ listening: false });
    }
  }

  function toggleRecognition(): void {
    if (wanted) {
      wanted = false;
      cancelResume(); // a transcript already on its way is still sent
      if (state.listening) recognition?.stop();
      update({ listening: false });
    } else {
      wanted = true;
      listen();
    }
  }

  // ---- recorder and server transcription ----------------------------------------------------

  async function startRecording(): Promise<void> {
    const Recorder = win?.MediaRecorder;
    if (!Recorder) return;
    if (starting) {
      cancelStart = !cancelStart;
      return;
    }
    starting = true;
    cancelStart = false;
    let stream: MediaStream;
    try {
      stream = await win.navigator.mediaDevices.getUserMedia({ audio: true });
    } catch (error) {
      logVoiceFailure('microphone unavailable', error);
      update({ listening: false, error: MIC_DENIED_MESSAGE });
      return;
    } finally {
      starting = false;
    }
    if (disposed || cancelStart) {
      for (const track of stream.getTracks()) track.stop();
      return;
    }
    const mimeType = recorderMimeType(Recorder);
    const rec = new Recorder(stream, mimeType ? { mimeType } : undefined);
    const chunks: Blob[] = [];
    rec.ondataavailable = (event) => {
      if (event.data.size > 0) chunks.push(event.data);
    };
    rec.onstop = () => {
      for (const track of stream.getTracks()) track.stop();
      if (disposed) return;
      const recording = new Blob(chunks, { type: rec.mimeType || mimeType || 'audio/webm' });
      if (recording.size > 0) void send(recording);
    };
    recorder = rec;
    rec.start();
    update({ listening: true, error: null });
  }

  async function send(recording: Blob): Promise<void> {
    upload?.abort();
    const controller = new AbortController();
    upload = controller;
    try {
      const result = await transcribeRecording(recording, controller.signal);
      if (disposed || controller.signal.aborted) return;
      if (!result.ok) {
        logVoiceFailure(`transcription refused (${result.status})`, result.message);
        update({ error: result.message });
        return;
      }
      const text = result.text.trim();
      if (text) onTranscript(text);
    } catch (error) {
      if (controller.signal.aborted) return;
      logVoiceFailure('transcription failed', error);
      update({ error: STT_FAILED_MESSAGE });
    } finally {
      if (upload === controller) upload = null;
    }
  }

  function toggleRecording(): void {
    if (recorder && recorder.state !== 'inactive') {
      recorder.stop(); // onstop uploads
      recorder = null;
      update({ listening: false });
    } else {
      void startRecording();
    }
  }

  return {
    get state(): VoiceInputState {
      return state;
    },
    toggle(): void {
      if (disposed) return;
      if (state.mode === 'browser') toggleRecognition();
      else if (state.mode === 'recorder') toggleRecording();
      else update({ error: NOT_SUPPORTED_MESSAGE });
    },
    /** Stops everything without sending: the panel is going away. */
    dispose(): void {
      disposed = true;
      wanted = false;
      for (const handle of timers) clearTimeout(handle);
      timers.clear();
      if (recognition) {
        recognition.onresult = null;
        recognition.onerror = null;
        recognition.onend = null;
        recognition.abort();
      }
      if (recorder && recorder.state !== 'inactive') recorder.stop();
      upload?.abort();
    },
  };
}

/**
 * Microphone input for the chat panel: `toggle()` switches listening on and off, each recognised
 * utterance goes to `onTranscript`, and `error` holds a message to show (such as the server's
 * 'Voice input needs a speech provider' when recording is the only way and nothing transcribes).
 */
export function useVoiceInput({ onTranscript }: { onTranscript: (text: string) => void }): VoiceInput {
  const transcriptHandler = useRef(onTranscript);
  useEffect(() => {
    transcriptHandler.current = onTranscript;
  });
  const [state, setState] = useState<VoiceInputState>(() => ({
    listening: false,
    mode: detectVoiceInputMode(),
    error: null,
  }));
  const controller = useRef<ReturnType<typeof createVoiceInput> | null>(null);
  useEffect(() => {
    const input = createVoiceInput({ onTranscript: (text) => transcriptHandler.current(text), onChange: setState });
    controller.current = input;
    setState(input.state);
    return () => {
      input.dispose();
      if (controller.current === input) controller.current = null;
    };
  }, []);
  const toggle = useCallback(() => controller.current?.toggle(), []);
  return { ...state, supported: state.mode !== 'none', toggle };
}
