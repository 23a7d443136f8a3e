import { PERSONAS, personaByName, SPEECH } from '@careerloom/contract';
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { pickBrowserVoice, type VoiceLike } from './browser-voice';
import { createSpeechOutput, useSpeechOutput } from './use-speech-output';

/** An `Audio` element the test controls: `play()` resolves or rejects, `end()` finishes it. */
class FakeAudio {
  static instances: FakeAudio[] = [];
  static rejectPlay: Error | null = null;
  volume = 0.5;
  paused = true;
  error: unknown = null;
  onended: (() => void) | null = null;
  onerror: (() => void) | null = null;
  constructor(readonly src: string) {
    FakeAudio.instances.push(this);
  }
  play() {
    if (FakeAudio.rejectPlay) return Promise.reject(FakeAudio.rejectPlay);
    this.paused = false;
    return Promise.resolve();
  }
  pause() {
    this.paused = true;
  }
  end() {
    this.paused = true;
    this.onended?.();
  }
}

class FakeUtterance {
  rate = 1;
  pitch = 1;
  volume = 0.5;
  lang = '';
  voice: VoiceLike | null = null;
  onend: (() => void) | null = null;
  onerror: ((event: { error?: string }) => void) | null = null;
  constructor(readonly text: string) {}
}

const VOICES: VoiceLike[] = [
  { name: 'Google Deutsch', lang: 'de-DE', default: true },
  { name: 'Daniel', lang: 'en-GB', default: false },
  { name: 'Samantha', lang: 'en-US', default: false },
  { name: 'Alex', lang: 'en-US', default: true },
];

const synth = {
  spoken: [] as FakeUtterance[],
  speak: vi.fn((u: FakeUtterance) => {
    synth.spoken.push(u);
  }),
  cancel: vi.fn(),
  getVoices: () => VOICES,
};

type FetchCall = { url: string; init: RequestInit };
let calls: FetchCall[];
let answer: () => Promise<Response>;
let warn: ReturnType<typeof vi.spyOn>;

const audioBytes = (n: number) => new Response(new Uint8Array(n), { headers: { 'content-type': 'audio/wav' } });

beforeEach(() => {
  calls = [];
  answer = async () => audioBytes(5000);
  FakeAudio.instances = [];
  FakeAudio.rejectPlay = null;
  synth.spoken = [];
  synth.speak.mockClear();
  synth.cancel.mockClear();
  vi.stubGlobal('fetch', (url: string, init: RequestInit) => {
    calls.push({ url, init });
    return answer();
  });
  vi.stubGlobal('Audio', FakeAudio);
  vi.stubGlobal('SpeechSynthesisUtterance', FakeUtterance);
  vi.stubGlobal('speechSynthesis', synth);
  URL.createObjectURL = vi.fn(() => `blob:test/${Math.random()}`);
  URL.revokeObjectURL = vi.fn();
  warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.unstubAllGlobals();
  warn.mockRestore();
});

/** Lets the fetch, blob and play promises settle. */
const settle = () => act(async () => new Promise((resolve) => setTimeout(resolve, 0)));

function setup() {
  return renderHook(() => useSpeechOutput());
}

describe('useSpeechOutput: server audio', () => {
  it('posts the text, persona and default rate with cookies, then plays the audio at volume 1', async () => {
    const { result } = setup();
    act(() => result.current.speak('  Here is your plan.  ', 'Calm'));
    expect(result.current.speaking).toBe(true);
    await settle();

    expect(calls).toHaveLength(1);
    expect(calls[0]?.url).toBe('/api/tts');
    expect(calls[0]?.init).toMatchObject({ method: 'POST', credentials: 'include' });
    expect(JSON.parse(String(calls[0]?.init.body))).toEqual({
      text: 'Here is your plan.',
      voice: 'Calm',
      speed: SPEECH.defaultRate,
    });
    const audio = FakeAudio.instances[0];
    expect(audio?.src).toMatch(/^blob:/);
    expect(audio?.volume).toBe(1);
    expect(audio?.paused).toBe(false);
    expect(synth.speak).not.toHaveBeenCalled();

    act(() => audio?.end());
    expect(result.current.speaking).toBe(false);
    expect(URL.revokeObjectURL).toHaveBeenCalledWith(audio?.src);
  });

  it('cuts the text to 4000 characters', async () => {
    const { result } = setup();
    act(() => result.current.speak('x'.repeat(5000), 'Friendly'));
    await settle();
    expect((JSON.parse(String(calls[0]?.init.body)) as { text: string }).text).toHaveLength(SPEECH.maxChars);
  });

  it('ignores empty and whitespace-only text', async () => {
    const { result } = setup();
    act(() => result.current.speak('', 'Friendly'));
    act(() => result.current.speak('  \n\t ', 'Friendly'));
    await settle();
    expect(calls).toHaveLength(0);
    expect(FakeAudio.instances).toHaveLength(0);
    expect(synth.speak).not.toHaveBeenCalled();
    expect(result.current.speaking).toBe(false);
  });

  it('stop() stops the audio and the browser voice', async () => {
    const { result } = setup();
    act(() => result.current.speak('A long answer.', 'Friendly'));
    await settle();
    const audio = FakeAudio.instances[0];
    act(() => result.current.stop());
    expect(audio?.paused).toBe(true);
    expect(synth.cancel).toHaveBeenCalled();
    expect(result.current.speaking).toBe(false);
    expect(URL.revokeObjectURL).toHaveBeenCalledWith(audio?.src);
  });

  it('a new message replaces the one being spoken, and a late answer to the old one is dropped', async () => {
    let release: (r: Response) => void = () => undefined;
    answer = () => new Promise((resolve) => (release = resolve));
    const { result } = setup();
    act(() => result.current.speak('First.', 'Friendly'));
    const firstSignal = calls[0]?.init.signal;
    answer = async () => audioBytes(5000);
    act(() => result.current.speak('Second.', 'Friendly'));
    expect(firstSignal?.aborted).toBe(true);
    release(audioBytes(5000));
    await settle();
    expect(FakeAudio.instances).toHaveLength(1);
  });
});

describe('useSpeechOutput: falls back to the browser voice', () => {
  const expectBrowserVoice = (text: string, personaName: string) => {
    const persona = personaByName(personaName);
    expect(synth.speak).toHaveBeenCalledTimes(1);
    const u = synth.spoken[0];
    expect(u?.text).toBe(text);
    expect(u?.rate).toBe(persona.browserRate);
    expect(u?.pitch).toBe(persona.browserPitch);
    expect(u?.volume).toBe(1);
    expect(u?.lang).toBe(persona.lang);
    expect(u?.voice?.lang.startsWith('en')).toBe(true);
  };

  it('when the server answers 500', async () => {
    answer = async () => new Response('{"message":"boom"}', { status: 500 });
    const { result } = setup();
    act(() => result.current.speak('Keep going!', 'Energetic'));
    await settle();
    expect(FakeAudio.instances).toHaveLength(0);
    expectBrowserVoice('Keep going!', 'Energetic');
    expect(result.current.speaking).toBe(true);
    act(() => synth.spoken[0]?.onend?.());
    expect(result.current.speaking).toBe(false);
    expect(warn).toHaveBeenCalled();
  });

  it('when the audio is smaller than 1000 bytes (a 500-byte body)', async () => {
    answer = async () => audioBytes(500);
    const { result } = setup();
    act(() => result.current.speak('Short answer.', 'Calm'));
    await settle();
    expect(FakeAudio.instances).toHaveLength(0);
    expectBrowserVoice('Short answer.', 'Calm');
  });

  it('on a network error', async () => {
    answer = async () => {
      throw new TypeError('Failed to fetch');
    };
    const { result } = setup();
    act(() => result.current.speak('Offline.', 'Authoritative'));
    await settle();
    expectBrowserVoice('Offline.', 'Authoritative');
  });

  it('when playback fails, and the blob URL is revoked', async () => {
    FakeAudio.rejectPlay = new Error('NotAllowedError');
    const { result } = setup();
    act(() => result.current.speak('Autoplay blocked.', 'Cheerful'));
    await settle();
    expect(FakeAudio.instances).toHaveLength(1);
    expectBrowserVoice('Autoplay blocked.', 'Cheerful');
    expect(URL.revokeObjectURL).toHaveBeenCalledWith(FakeAudio.instances[0]?.src);
  });

  it('each persona gets its own browser rate and pitch', async () => {
    answer = async () => new Response('', { status: 503 });
    const { result } = setup();
    for (const persona of PERSONAS) {
      synth.spoken = [];
      synth.speak.mockClear();
      act(() => result.current.speak('Hello.', persona.name));
      await settle();
      expectBrowserVoice('Hello.', persona.name);
    }
  });
});

describe('pickBrowserVoice', () => {
  it('prefers a voice named after the persona, then the persona language, then any English voice', () => {
    const withNamed = [...VOICES, { name: 'Calm Narrator', lang: 'en-AU', default: false }];
    expect(pickBrowserVoice(withNamed, personaByName('Calm'))?.name).toBe('Calm Narrator');
    expect(pickBrowserVoice(VOICES, personaByName('Calm'))?.name).toBe('Daniel'); // en-GB
    expect(pickBrowserVoice(VOICES, personaByName('Friendly'))?.name).toBe('Alex'); // en-US default
    expect(pickBrowserVoice([{ name: 'Karen', lang: 'en_AU', default: false }], personaByName('Calm'))?.name).toBe(
      'Karen',
    );
  });

  it('never picks a non-English voice', () => {
    expect(
      pickBrowserVoice([{ name: 'Friendly Thomas', lang: 'fr-FR', default: true }], personaByName('Friendly')),
    ).toBe(null);
  });
});

describe('createSpeechOutput: streamed WAV through Web Audio', () => {
  /** A WAV header with streamed sizes, then `n` silent samples. */
  const wavStart = (n: number) => {
    const b = new Uint8Array(44 + n * 2);
    const v = new DataView(b.buffer);
    const put = (at: number, text: string) => {
      for (let i = 0; i < text.length; i++) v.setUint8(at + i, text.charCodeAt(i));
    };
    put(0, 'RIFF');
    v.setUint32(4, 0xffffffff, true);
    put(8, 'WAVEfmt ');
    v.setUint32(16, 16, true);
    v.setUint16(20, 1, true);
    v.setUint16(22, 1, true);
    v.setUint32(24, 22_050, true);
    v.setUint32(28, 44_100, true);
    v.setUint16(32, 2, true);
    v.setUint16(34, 16, true);
    put(36, 'data');
    v.setUint32(40, 0xffffffff, true);
    return b;
  };

  function fakeContext(state: 'running' | 'suspended' = 'running') {
    const started: Array<{ onended: (() => void) | null }> = [];
    const context = {
      state,
      currentTime: 0,
      destination: {},
      resume: vi.fn(() => new Promise<void>(() => undefined)), // never allowed to start
      close: vi.fn(async () => undefined),
      createGain: () => ({ gain: { value: 0 }, connect() {}, disconnect() {} }),
      createBuffer: (_c: number, frames: number, rate: number) => ({
        duration: frames / rate,
        getChannelData: () => new Float32Array(frames),
      }),
      createBufferSource: () => {
        const node = { buffer: null, onended: null as (() => void) | null, connect() {}, stop() {}, start() {} };
        node.start = () => {
          started.push(node);
        };
        return node;
      },
    };
    return { context, started };
  }

  it('plays the first sentence while the rest is still downloading, and stops speaking at the end', async () => {
    const { context, started } = fakeContext();
    let controller!: ReadableStreamDefaultController<Uint8Array>;
    const body = new ReadableStream<Uint8Array>({
      start(c) {
        controller = c;
      },
    });
    answer = async () => new Response(body, { headers: { 'content-type': 'audio/wav' } });
    const speaking: boolean[] = [];
    const output = createSpeechOutput(
      (s) => speaking.push(s),
      () => context as never,
    );
    output.speak('First sentence here. Second sentence there.', 'Calm');
    controller.enqueue(wavStart(2205));
    await act(async () => new Promise((r) => setTimeout(r, 0)));

    expect(started).toHaveLength(1); // heard before the stream ended
    expect(FakeAudio.instances).toHaveLength(0);
    controller.enqueue(new Uint8Array(4410));
    controller.close();
    await act(async () => new Promise((r) => setTimeout(r, 0)));
    expect(started).toHaveLength(2);
    expect(speaking.at(-1)).toBe(true);
    for (const s of started) s.onended?.();
    expect(speaking.at(-1)).toBe(false);
    expect(context.close).toHaveBeenCalled();
    expect(synth.speak).not.toHaveBeenCalled();
  });

  it('falls back to the browser voice when the audio context is not allowed to start', async () => {
    vi.useFakeTimers();
    try {
      const { context } = fakeContext('suspended');
      answer = async () => new Response(wavStart(2205), { headers: { 'content-type': 'audio/wav' } });
      const output = createSpeechOutput(
        () => undefined,
        () => context as never,
      );
      output.speak('Autoplay blocked.', 'Cheerful');
      await vi.advanceTimersByTimeAsync(1000);
      expect(context.resume).toHaveBeenCalled();
      expect(synth.speak).toHaveBeenCalledTimes(1);
      expect(synth.spoken[0]?.text).toBe('Autoplay blocked.');
    } finally {
      vi.useRealTimers();
    }
  });

  it('reads MP3 whole and plays it through an Audio element', async () => {
    const { context, started } = fakeContext();
    answer = async () => new Response(new Uint8Array(5000), { headers: { 'content-type': 'audio/mpeg' } });
    const output = createSpeechOutput(
      () => undefined,
      () => context as never,
    );
    output.speak('From the provider.', 'Calm');
    await act(async () => new Promise((r) => setTimeout(r, 0)));
    expect(started).toHaveLength(0);
    expect(FakeAudio.instances).toHaveLength(1);
  });
});
