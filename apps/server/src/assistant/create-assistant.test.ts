import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { AppConfig } from '../config/config';
import type { AssistantRequest } from '../language-model/assistant-engine';
import { collect, textOf } from '../test/assistant-events';
import { type FakeOpenAiServer, fakeChat, startFakeOpenAiServer } from '../test/fake-openai-server';
import { captureLogger } from '../test/test-app';
import { createAssistant } from './create-assistant';

const API_KEY = 'sk-test-assistant-SECRET-77';

let fake: FakeOpenAiServer;
beforeEach(async () => {
  fake = await startFakeOpenAiServer();
});
afterEach(async () => {
  await fake.close();
});

function ai(overrides: Partial<AppConfig['ai']> = {}): Pick<AppConfig, 'ai'> {
  return {
    ai: {
      provider: 'openai-compatible',
      baseUrl: fake.baseUrl,
      apiKey: API_KEY,
      model: 'fake-model',
      timeoutMs: 2000,
      ...overrides,
    },
  };
}

const request: AssistantRequest = {
  message: 'How do I use the STAR method in a behavioural interview?',
  persona: 'Confident',
  profile: { role: 'Software engineer', experience: '3 years' },
  userId: null,
  history: [],
};

describe('createAssistant, with the real embedded engine and knowledge base', () => {
  it('uses the embedded engine alone for AI_PROVIDER=local, with no network call', async () => {
    const engine = createAssistant(ai({ provider: 'local' }), { logger: captureLogger().logger });

    const events = await collect(engine.reply(request));

    expect(engine.name).toBe('embedded');
    expect(textOf(events).length).toBeGreaterThan(100);
    expect(events.some((e) => e.type === 'offline')).toBe(false);
    expect(fake.requests).toEqual([]);
  });

  it('streams the model, which can call search_knowledge_base over the shipped articles', async () => {
    fake.script(
      fakeChat.toolCall('search_knowledge_base', { query: 'STAR method behavioural interview' }),
      fakeChat.text('Situation, Task, Action, Result: ', 'lead with the Action.'),
    );
    const engine = createAssistant(ai(), { logger: captureLogger().logger });

    const events = await collect(engine.reply(request));

    expect(engine.name).toBe('fallback(model:openai-compatible,embedded)');
    expect(textOf(events)).toBe('Situation, Task, Action, Result: lead with the Action.');
    const sources = events.find((e) => e.type === 'sources');
    expect(sources?.type === 'sources' && sources.sources.every((s) => s.ref.startsWith('kb:'))).toBe(true);
    expect(sources?.type === 'sources' && sources.sources.length).toBeGreaterThan(0);
  });

  it('answers with the embedded engine, marked offline, when the model returns 500', async () => {
    fake.script(fakeChat.error(500));
    const { logger, lines } = captureLogger();

    const events = await collect(createAssistant(ai(), { logger }).reply(request));

    expect(events[0]).toEqual({ type: 'offline' });
    expect(textOf(events)).toMatch(/STAR|Situation|Action/i);
    expect(events.some((e) => e.type === 'sources')).toBe(true);
    expect(lines()[0]).toMatchObject({ reason: 'http', status: 500, fallback: 'embedded' });
    expect(JSON.stringify(lines())).not.toContain(API_KEY);
  });

  it('answers with the embedded engine when the model hangs past the time-out', async () => {
    // The fake never answers: only the time-out can end the model's turn, and the log says so.
    fake.script(fakeChat.hang());
    const { logger, lines } = captureLogger();

    const events = await collect(createAssistant(ai({ timeoutMs: 300 }), { logger }).reply(request));

    expect(events[0]).toEqual({ type: 'offline' });
    expect(textOf(events).length).toBeGreaterThan(100);
    expect(lines()[0]).toMatchObject({ reason: 'timeout', phase: 'first-token', fallback: 'embedded' });
  });

  it('refuses a configuration that cannot work, at creation', () => {
    expect(() => createAssistant(ai({ baseUrl: undefined }), { logger: captureLogger().logger })).toThrow(
      /AI_BASE_URL is required/,
    );
  });
});
