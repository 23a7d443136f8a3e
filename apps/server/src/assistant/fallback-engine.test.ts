import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { AssistantEngine, AssistantEvent, AssistantRequest } from '../language-model/assistant-engine';
import type { ModelConfig } from '../language-model/language-model';
import { assistantRequest, collect, textOf } from '../test/assistant-events';
import { type FakeOpenAiServer, fakeChat, startFakeOpenAiServer } from '../test/fake-openai-server';
import { captureLogger } from '../test/test-app';
import { createFallbackEngine, INTERRUPTED_NOTE } from './fallback-engine';
import { createModelEngine } from './model-engine';

const API_KEY = 'sk-test-fallback-SECRET-4242';
const MESSAGE = 'My manager at Initech keeps moving my review date';

function request(overrides: Partial<AssistantRequest> = {}): AssistantRequest {
  return assistantRequest({
    message: MESSAGE,
    persona: 'Friendly',
    profile: { role: 'Payroll specialist', location: 'Austin, TX' },
    userId: 1,
    history: [],
    ...overrides,
  });
}

/** A stand-in engine that yields these events, then throws `failWith` if given. */
function scripted(name: string, events: AssistantEvent[], failWith?: Error): AssistantEngine & { calls: number } {
  return {
    name,
    calls: 0,
    async *reply() {
      this.calls++;
      for (const event of events) yield event;
      if (failWith) throw failWith;
    },
  };
}

/** Stands for the embedded engine: a recognisable answer with a source. */
const embeddedAnswer: AssistantEvent[] = [
  { type: 'delta', text: 'Offline: ' },
  { type: 'delta', text: 'ask for the date in writing.' },
  { type: 'sources', sources: [{ title: 'Performance reviews', ref: 'kb:performance-reviews' }] },
];

describe('fallback engine (engine doubles)', () => {
  it('passes a working primary through untouched', async () => {
    const primary = scripted('model:x', [
      { type: 'delta', text: 'Hi' },
      { type: 'sources', sources: [{ title: 'A', ref: 'kb:a' }] },
    ]);
    const fallback = scripted('embedded', embeddedAnswer);
    const { logger, lines } = captureLogger('trace');

    const events = await collect(createFallbackEngine(primary, fallback, logger).reply(request()));

    expect(events).toEqual([
      { type: 'delta', text: 'Hi' },
      { type: 'sources', sources: [{ title: 'A', ref: 'kb:a' }] },
    ]);
    expect(fallback.calls).toBe(0);
    expect(lines()).toEqual([]);
  });

  it('falls back with offline first when the primary throws before any text', async () => {
    const fallback = scripted('embedded', embeddedAnswer);
    const { logger, lines } = captureLogger();

    const events = await collect(
      createFallbackEngine(scripted('model:x', [], new Error(`boom ${MESSAGE}`)), fallback, logger).reply(request()),
    );

    expect(events).toEqual([{ type: 'offline' }, ...embeddedAnswer]);
    const [warning] = lines();
    expect(warning).toMatchObject({ level: 40, engine: 'model:x', fallback: 'embedded', reason: 'error' });
    expect(JSON.stringify(lines())).not.toContain('Initech');
  });

  it('falls back when the primary ends without a word', async () => {
    const { logger, lines } = captureLogger();
    const events = await collect(
      createFallbackEngine(
        scripted('model:x', [{ type: 'delta', text: '' }]),
        scripted('embedded', embeddedAnswer),
        logger,
      ).reply(request()),
    );

    expect(events.slice(0, 2)).toEqual([{ type: 'delta', text: '' }, { type: 'offline' }]);
    expect(textOf(events)).toBe('Offline: ask for the date in writing.');
    expect(lines()[0]).toMatchObject({ reason: 'empty' });
  });

  it('ends with what was said and a note, without offline, when the primary fails after some text', async () => {
    const fallback = scripted('embedded', embeddedAnswer);
    const { logger, lines } = captureLogger();

    const events = await collect(
      createFallbackEngine(
        scripted('model:x', [{ type: 'delta', text: 'First, ' }], new Error('reset')),
        fallback,
        logger,
      ).reply(request()),
    );

    expect(events).toEqual([
      { type: 'delta', text: 'First, ' },
      { type: 'delta', text: INTERRUPTED_NOTE },
    ]);
    expect(fallback.calls).toBe(0);
    expect(lines()[0]).toMatchObject({ level: 40, engine: 'model:x' });
  });

  it('does not fall back when the caller aborted', async () => {
    const controller = new AbortController();
    const primary: AssistantEngine = {
      name: 'model:x',
      async *reply() {
        controller.abort();
        yield* [];
      },
    };
    const fallback = scripted('embedded', embeddedAnswer);
    const { logger, lines } = captureLogger();

    const events = await collect(
      createFallbackEngine(primary, fallback, logger).reply(request({ signal: controller.signal })),
    );

    expect(events).toEqual([]);
    expect(fallback.calls).toBe(0);
    expect(lines()).toEqual([]);
  });
});

describe('fallback chain: model engine on a fake OpenAI-compatible server, then the fallback', () => {
  let fake: FakeOpenAiServer;
  beforeEach(async () => {
    fake = await startFakeOpenAiServer();
  });
  afterEach(async () => {
    await fake.close();
  });

  function chain(timeoutMs = 2000) {
    const config: ModelConfig = {
      provider: 'openai-compatible',
      baseUrl: fake.baseUrl,
      apiKey: API_KEY,
      model: 'fake-model',
      timeoutMs,
    };
    const captured = captureLogger('trace');
    const fallback = scripted('embedded', embeddedAnswer);
    const engine = createFallbackEngine(createModelEngine(config, {}, captured.logger), fallback, captured.logger);
    /** Every log line as text, for the "nothing secret was logged" checks. */
    const logText = () => JSON.stringify(captured.lines());
    return { engine, fallback, lines: captured.lines, logText };
  }

  it('streams the model answer when the model works', async () => {
    fake.script(fakeChat.text('Ask ', 'your manager ', 'for a date.'));
    const { engine, fallback } = chain();

    const events = await collect(engine.reply(request()));

    expect(textOf(events)).toBe('Ask your manager for a date.');
    expect(events.some((e) => e.type === 'offline')).toBe(false);
    expect(fallback.calls).toBe(0);
  });

  it('falls back to the embedded engine on an HTTP 500, offline first, logging no key and no message', async () => {
    fake.script(fakeChat.error(500, `upstream failed for key ${API_KEY}`));
    const { engine, lines, logText } = chain();

    const events = await collect(engine.reply(request()));

    expect(events[0]).toEqual({ type: 'offline' });
    expect(events.slice(1)).toEqual(embeddedAnswer);
    expect(lines()).toEqual([
      expect.objectContaining({ level: 40, reason: 'http', status: 500, engine: 'model:openai-compatible' }),
    ]);
    // The key went to the server as a bearer token, and nowhere near the log.
    expect(fake.chatRequests()[0]?.headers.authorization).toBe(`Bearer ${API_KEY}`);
    expect(logText()).not.toContain(API_KEY);
    expect(logText()).not.toContain('sk-test');
    expect(logText()).not.toContain('Initech');
    expect(logText()).not.toContain('Payroll specialist');
  });

  it('falls back when the model hangs past the time-out', async () => {
    // The fake never answers: only the 300 ms time-out can produce the logged reason `timeout`
    // and the offline reply, so they prove it fired without reading a clock.
    fake.script(fakeChat.hang());
    const { engine, lines } = chain(300);

    const events = await collect(engine.reply(request()));

    expect(events[0]).toEqual({ type: 'offline' });
    expect(textOf(events)).toBe('Offline: ask for the date in writing.');
    expect(lines()[0]).toMatchObject({ reason: 'timeout', phase: 'first-token', timeoutMs: 300 });
    // The abandoned request is cancelled, not left open on the provider.
    await fake.chatRequests()[0]?.closed;
  });

  it('falls back on a malformed chunk', async () => {
    fake.script(fakeChat.malformed());
    const { engine } = chain();
    const events = await collect(engine.reply(request()));
    expect(events[0]).toEqual({ type: 'offline' });
  });

  it('falls back when the provider cannot be reached', async () => {
    await fake.close();
    const { engine, lines } = chain();
    const events = await collect(engine.reply(request()));
    expect(events[0]).toEqual({ type: 'offline' });
    expect(lines()[0]).toMatchObject({ reason: 'network', code: 'ECONNREFUSED' });
  });

  it('keeps the partial answer and adds the note when the connection drops mid-reply', async () => {
    fake.script(fakeChat.textThenDrop('Start by ', 'writing down '));
    const { engine, fallback } = chain();

    const events = await collect(engine.reply(request()));

    expect(textOf(events)).toBe(`Start by writing down ${INTERRUPTED_NOTE}`);
    expect(events.some((e) => e.type === 'offline')).toBe(false);
    expect(fallback.calls).toBe(0);
  });

  it('keeps the partial answer and adds the note when the stream stalls mid-reply', async () => {
    fake.script(fakeChat.textThenHang('Start by '));
    const { engine, lines } = chain(300);

    const events = await collect(engine.reply(request()));

    expect(textOf(events)).toBe(`Start by ${INTERRUPTED_NOTE}`);
    expect(lines()[0]).toMatchObject({ reason: 'timeout', phase: 'idle' });
  });

  it('stops without falling back when the caller aborts a hanging request', async () => {
    fake.script(fakeChat.hang());
    const { engine, fallback, lines } = chain(5000);
    const controller = new AbortController();
    setTimeout(() => controller.abort(), 100);

    const events = await collect(engine.reply(request({ signal: controller.signal })));

    expect(events).toEqual([]);
    expect(fallback.calls).toBe(0);
    expect(lines().filter((l) => Number(l.level) >= 40)).toEqual([]);
    await fake.chatRequests()[0]?.closed;
  });
});
