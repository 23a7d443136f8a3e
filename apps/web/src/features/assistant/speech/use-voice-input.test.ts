import { CHAT_TIMINGS } from '@careerloom/contract';
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { detectVoiceInputMode, MIC_DENIED_MESSAGE, type RecognitionEventLike, useVoiceInput } from './use-voice-input';

/** A SpeechRecognition the test drives: `say()` delivers results, `fail()` an error. */
class FakeRecognition {
  static instances: FakeRecognition[] = [];
  continuous = false;
  interimResults = false;
  lang = '';
  onresult: ((event: RecognitionEventLike) => void) | null = null;
  onerror: ((event: { error?: string }) => void) | null = null;
  onend: (() => void) | null = null;
  starts = 0;
  stops = 0;
  aborts = 0;
  running = false;
  constructor() {
    FakeRecognition.instances.push(this);
  }
  start() {
    if (this.running) throw new Error('InvalidStateError');
    this.running = true;
    this.starts += 1;
  }
  stop() {
    this.running = false;
    this.stops += 1;
  }
  abort() {
    this.running = false;
    this.aborts += 1;
  }
  say(transcript: string, isFinal: boolean) {
    this.onresult?.({ resultIndex: 0, results: [{ isFinal, 0: { transcript } }] });
  }
  fail(error: string) {
    this.running = false;
    this.onerror?.({ error });
  }
}

const recognition = () => {
  const r = FakeRecognition.instances.at(-1);
  if (!r) throw new Error('no recognition was created');
  return r;
};

let warn: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  FakeRecognition.instances = [];
  warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  warn.mockRestore();
});

describe('detectVoiceInputMode', () => {
  const nav = (getUserMedia?: unknown) => ({ mediaDevices: getUserMedia ? { getUserMedia } : undefined }) as Navigator;
  it('prefers speech recognition, standard or webkit-prefixed, then recording, else none', () => {
    expect(detectVoiceInputMode({ SpeechRecognition: FakeRecognition, navigator: nav() })).toBe('browser');
    expect(detectVoiceInputMode({ webkitSpeechRecognition: FakeRecognition, navigator: nav() })).toBe('browser');
    const recorderOnly = { MediaRecorder: class {} as unknown as typeof MediaRecorder, navigator: nav(() => null) };
    expect(detectVoiceInputMode(recorderOnly)).toBe('recorder');
    expect(detectVoiceInputMode({ navigator: nav() })).toBe('none');
  });
});

describe('useVoiceInput with the browser speech recognition (part 1 section 4)', () => {
  function setup() {
    vi.useFakeTimers();
    vi.stubGlobal('SpeechRecognition', FakeRecognition);
    const onTranscript = vi.fn<(text: string) => void>();
    const hook = renderHook(() => useVoiceInput({ onTranscript }));
    return { ...hook, onTranscript };
  }

  it('is supported in browser mode and starts continuous en-US recognition with interim results', () => {
    const { result } = setup();
    expect(result.current).toMatchObject({ supported: true, mode: 'browser', listening: false, error: null });
    act(() => result.current.toggle());
    const r = recognition();
    expect(r).toMatchObject({ continuous: true, interimResults: true, lang: 'en-US', starts: 1 });
    expect(result.current.listening).toBe(true);
  });

  it('interim words are not sent', () => {
    const { result, onTranscript } = setup();
    act(() => result.current.toggle());
    act(() => recognition().say('how do I', false));
    act(() => vi.advanceTimersByTime(5_000));
    expect(onTranscript).not.toHaveBeenCalled();
    expect(result.current.listening).toBe(true);
  });

  it('a final transcript stops listening, is sent after 300 ms, and listening resumes 500 ms later', () => {
    const { result, onTranscript } = setup();
    act(() => result.current.toggle());
    const r = recognition();
    act(() => r.say(' How do I ask for a raise? ', true));

    expect(result.current.listening).toBe(false);
    expect(r.stops).toBe(1);
    act(() => vi.advanceTimersByTime(CHAT_TIMINGS.voiceSendDelay - 1));
    expect(onTranscript).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onTranscript).toHaveBeenCalledTimes(1);
    expect(onTranscript).toHaveBeenCalledWith('How do I ask for a raise?');
    expect(result.current.listening).toBe(false);

    act(() => vi.advanceTimersByTime(CHAT_TIMINGS.voiceResume - 1));
    expect(r.starts).toBe(1);
    expect(result.current.listening).toBe(false);
    act(() => vi.advanceTimersByTime(1));
    expect(r.starts).toBe(2);
    expect(result.current.listening).toBe(true);

    // And the cycle repeats for the next utterance.
    act(() => r.say('Thanks', true));
    act(() => vi.advanceTimersByTime(CHAT_TIMINGS.voiceSendDelay + CHAT_TIMINGS.voiceResume));
    expect(onTranscript).toHaveBeenLastCalledWith('Thanks');
    expect(r.starts).toBe(3);
  });

  it('a recognition error stops listening and nothing resumes', () => {
    const { result } = setup();
    act(() => result.current.toggle());
    act(() => recognition().fail('network'));
    expect(result.current.listening).toBe(false);
    expect(result.current.error).toBe(null);
    act(() => vi.advanceTimersByTime(10_000));
    expect(recognition().starts).toBe(1);
    expect(warn).toHaveBeenCalled();
  });

  it('a refused microphone stops listening with a message', () => {
    const { result } = setup();
    act(() => result.current.toggle());
    act(() => recognition().fail('not-allowed'));
    expect(result.current).toMatchObject({ listening: false, error: MIC_DENIED_MESSAGE });
  });

  it('toggling off stops listening; toggling off in the pause still sends the transcript but does not resume', () => {
    const { result, onTranscript } = setup();
    act(() => result.current.toggle());
    act(() => result.current.toggle());
    expect(result.current.listening).toBe(false);
    expect(recognition().running).toBe(false);

    act(() => result.current.toggle());
    act(() => recognition().say('Find remote jobs', true));
    act(() => result.current.toggle()); // off again during the 300 ms pause
    act(() => vi.advanceTimersByTime(CHAT_TIMINGS.voiceSendDelay + CHAT_TIMINGS.voiceResume + 1000));
    expect(onTranscript).toHaveBeenCalledWith('Find remote jobs');
    expect(recognition().starts).toBe(2);
    expect(result.current.listening).toBe(false);
  });

  it('unmounting stops recognition and cancels pending timers', () => {
    const { result, onTranscript, unmount } = setup();
    act(() => result.current.toggle());
    act(() => recognition().say('Goodbye', true));
    unmount();
    act(() => vi.advanceTimersByTime(5_000));
    expect(onTranscript).not.toHaveBeenCalled();
    expect(recognition().aborts).toBe(1);
  });
});

describe('useVoiceInput with recording and POST /api/stt', () => {
  class FakeRecorder {
    static instances: FakeRecorder[] = [];
    static isTypeSupported = (type: string) => type === 'audio/webm;codecs=opus';
    state: 'inactive' | 'recording' = 'inactive';
    ondataavailable: ((event: { data: Blob }) => void) | null = null;
    onstop: (() => void) | null = null;
    readonly mimeType: string;
    constructor(
      readonly stream: unknown,
      options?: { mimeType?: string },
    ) {
      this.mimeType = options?.mimeType ?? '';
      FakeRecorder.instances.push(this);
    }
    start() {
      this.state = 'recording';
    }
    stop() {
      this.state = 'inactive';
      this.ondataavailable?.({ data: new Blob([new Uint8Array(3000)], { type: this.mimeType }) });
      this.onstop?.();
    }
  }

  let trackStops: number;
  let uploads: { url: string; init: RequestInit }[];
  let answer: () => Response;

  function setup() {
    FakeRecorder.instances = [];
    trackStops = 0;
    uploads = [];
    const stream = { getTracks: () => [{ stop: () => (trackStops += 1) }] };
    vi.stubGlobal('MediaRecorder', FakeRecorder);
    vi.stubGlobal('navigator', { ...navigator, mediaDevices: { getUserMedia: async () => stream } });
    vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
      uploads.push({ url, init });
      return answer();
    });
    const onTranscript = vi.fn<(text: string) => void>();
    const hook = renderHook(() => useVoiceInput({ onTranscript }));
    return { ...hook, onTranscript };
  }
  const settle = () => act(async () => new Promise((resolve) => setTimeout(resolve, 0)));

  it('records on toggle, uploads on the second toggle, and hands the transcript over', async () => {
    answer = () => Response.json({ text: ' What is the STAR method? ' });
    const { result, onTranscript } = setup();
    expect(result.current).toMatchObject({ mode: 'recorder', supported: true });
    act(() => result.current.toggle());
    await settle();
    expect(result.current.listening).toBe(true);
    expect(FakeRecorder.instances[0]?.mimeType).toBe('audio/webm;codecs=opus');

    act(() => result.current.toggle());
    expect(result.current.listening).toBe(false);
    await settle();
    expect(trackStops).toBe(1);
    expect(uploads).toHaveLength(1);
    expect(uploads[0]?.url).toBe('/api/stt');
    expect(uploads[0]?.init).toMatchObject({ method: 'POST', credentials: 'include' });
    const form = uploads[0]?.init.body as FormData;
    const file = form.get('file') as File;
    expect(file.name).toBe('speech.webm');
    expect(file.size).toBe(3000);
    expect(onTranscript).toHaveBeenCalledWith('What is the STAR method?');
    expect(result.current.error).toBe(null);
  });

  it("shows the server's message when no speech provider is configured (501)", async () => {
    answer = () =>
      Response.json({ message: 'Voice input needs a speech provider', code: 'NOT_CONFIGURED' }, { status: 501 });
    const { result, onTranscript } = setup();
    act(() => result.current.toggle());
    await settle();
    act(() => result.current.toggle());
    await settle();
    expect(onTranscript).not.toHaveBeenCalled();
    expect(result.current.error).toBe('Voice input needs a speech provider');
    expect(result.current.listening).toBe(false);
  });

  it('a refused microphone is reported', async () => {
    answer = () => Response.json({ text: '' });
    const { result } = setup();
    vi.stubGlobal('navigator', {
      ...navigator,
      mediaDevices: {
        getUserMedia: async () => {
          throw new DOMException('denied', 'NotAllowedError');
        },
      },
    });
    act(() => result.current.toggle());
    await settle();
    expect(result.current).toMatchObject({ listening: false, error: MIC_DENIED_MESSAGE });
  });
});

describe('useVoiceInput without any voice input', () => {
  it('is not supported and says so when toggled', () => {
    const { result } = renderHook(() => useVoiceInput({ onTranscript: () => undefined }));
    expect(result.current).toMatchObject({ supported: false, mode: 'none', listening: false });
    act(() => result.current.toggle());
    expect(result.current.error).toMatch(/not supported/);
  });
});
