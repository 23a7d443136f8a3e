// The private option (docs/local-model.md): a model on the user's own machine through Ollama,
// tested against a fake that speaks Ollama's own streaming and tool-call shapes.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { assistantRequest, collect, textOf } from '../test/assistant-events';
import { type FakeOllama, startFakeOllama } from '../test/fake-ollama-server';
import { captureLogger } from '../test/test-app';
import { createAssistant } from './create-assistant';
import { createKnowledgeBase } from './knowledge/knowledge-base';

const kb = createKnowledgeBase([
  {
    slug: 'star-method',
    markdown:
      '---\ntitle: The STAR method\ntopics: [interview]\naudience: jobseeker\nsummary: STAR.\n---\n## Structure\nSituation, Task, Action, Result: most of the answer is the Action.',
  },
]);

let ollama: FakeOllama;
beforeEach(async () => {
  ollama = await startFakeOllama();
});
afterEach(() => ollama.close());

const assistant = (baseUrl: string) =>
  createAssistant(
    { ai: { provider: 'ollama', baseUrl, apiKey: undefined, model: 'llama3.1:8b', timeoutMs: 1500 } },
    {
      logger: captureLogger().logger,
      kb,
      replyFacts: {
        factsFor: async () => ({ employers: [], titles: ['Nurse'], schools: [], degrees: [], skills: [], texts: [] }),
        skillsOf: () => [],
      },
    },
  );

describe('AI_PROVIDER=ollama', () => {
  it('streams a reply from Ollama, with or without /v1 on the base URL', async () => {
    for (const base of [ollama.url, `${ollama.url}/v1`]) {
      ollama.script({ kind: 'text', chunks: ['Lead with ', 'the Action. ', 'Keep it under two minutes.'] });
      const events = await collect(assistant(base).reply(assistantRequest({ message: 'How long is a STAR answer?' })));
      expect(textOf(events)).toBe('Lead with the Action. Keep it under two minutes.');
    }
    expect(ollama.chats[0]).toMatchObject({ model: 'llama3.1:8b', stream: true });
  });

  it("runs Ollama's whole-chunk tool call and answers from what the tool returned", async () => {
    ollama.script(
      { kind: 'tool-call', name: 'search_knowledge_base', args: { query: 'STAR method' } },
      { kind: 'text', chunks: ['Use STAR: ', 'most of the answer is the Action.'] },
    );
    const events = await collect(assistant(ollama.url).reply(assistantRequest({ message: 'What is STAR?' })));
    expect(textOf(events)).toBe('Use STAR: most of the answer is the Action.');
    expect(events).toContainEqual({ type: 'sources', sources: [{ title: 'The STAR method', ref: 'kb:star-method' }] });
    // The second request carried the tool's result back to the model.
    const second = JSON.stringify(ollama.chats[1]);
    expect(second).toContain('Situation, Task, Action, Result');
  });

  it('checks what the local model says about the user, like any model', async () => {
    ollama.script({
      kind: 'text',
      chunks: ['Your ten years at NASA as a flight director stand out. ', 'Open with one story.'],
    });
    const text = textOf(await collect(assistant(ollama.url).reply(assistantRequest({ message: 'How do I open?' }))));
    expect(text).not.toMatch(/NASA|flight director/);
    expect(text).toMatch(/Open with one story\./);
  });

  it('falls back to the embedded engine when no Ollama answers', async () => {
    await ollama.close();
    const text = textOf(
      await collect(assistant(ollama.url).reply(assistantRequest({ message: 'What is the STAR method?' }))),
    );
    expect(text).toMatch(/Situation/);
    ollama = await startFakeOllama();
  });
});
