import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { AssistantRequest } from '../../language-model/assistant-engine';
import { collect, textOf } from '../../test/assistant-events';
import { captureLogger } from '../../test/test-app';

/** A fresh copy of the module for each test: the shared knowledge base is per module instance. */
async function freshModules() {
  vi.resetModules();
  const kb = await import('./knowledge-base');
  const assistant = await import('../create-assistant');
  return { ...kb, ...assistant };
}

/** Counts the turns of the event loop until `done` settles (each `setImmediate` is one turn). */
async function turnsWhile<T>(done: Promise<T>): Promise<{ value: T; turns: number }> {
  let settled = false;
  let turns = 0;
  const finished = done.finally(() => {
    settled = true;
  });
  const tick = () =>
    setImmediate(() => {
      if (settled) return;
      turns += 1;
      tick();
    });
  tick();
  return { value: await finished, turns };
}

const QUESTION = 'how do I negotiate a salary offer';

beforeEach(() => {
  vi.resetModules();
});

describe('prepareKnowledgeBase', () => {
  it('lets the event loop turn while it indexes, and builds the same index as the one-go load', async () => {
    const m = await freshModules();
    const { value: prepared, turns } = await turnsWhile(m.prepareKnowledgeBase());
    // Other work ran between the slices; a one-go build would have allowed none until it was done.
    expect(turns).toBeGreaterThan(10);
    expect(m.getKnowledgeBase()).toBe(prepared);
    expect(await m.prepareKnowledgeBase()).toBe(prepared);

    const whole = m.loadKnowledgeBase();
    expect(prepared.passages).toEqual(whole.passages);
    expect(prepared.search(QUESTION, 5)).toEqual(whole.search(QUESTION, 5));
  });

  it('a synchronous caller during the preparation finishes it at once and both get the same index', async () => {
    const m = await freshModules();
    const preparing = m.prepareKnowledgeBase();
    await new Promise((resolve) => setImmediate(resolve)); // part of the way
    const now = m.getKnowledgeBase();
    expect(now.passages.length).toBeGreaterThan(500);
    expect(await preparing).toBe(now);
  });
});

describe('the assistant before the knowledge base is ready', () => {
  const request: AssistantRequest = {
    message: 'How do I negotiate my salary offer?',
    persona: 'Friendly',
    profile: {},
    userId: null,
    history: [],
  };

  it('a question arriving while it is prepared waits for it and gets the same answer as later', async () => {
    const m = await freshModules();
    const engine = m.createAssistant({ ai: { provider: 'local' } } as never, { logger: captureLogger().logger });
    const preparing = engine.prepare();
    const early = await collect(engine.reply(request));
    await preparing;
    const later = await collect(engine.reply(request));
    expect(textOf(early).length).toBeGreaterThan(100);
    expect(textOf(early)).toBe(textOf(later));
    expect(early.find((e) => e.type === 'sources')).toEqual(later.find((e) => e.type === 'sources'));
  });

  it('a question with no preparation at all builds it then', async () => {
    const m = await freshModules();
    const engine = m.createAssistant({ ai: { provider: 'local' } } as never, { logger: captureLogger().logger });
    const events = await collect(engine.reply(request));
    expect(textOf(events).length).toBeGreaterThan(100);
    expect(events.some((e) => e.type === 'sources')).toBe(true);
  });
});
