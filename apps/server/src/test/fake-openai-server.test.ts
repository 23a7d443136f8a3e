import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type FakeOpenAiServer, fakeChat, startFakeOpenAiServer } from './fake-openai-server';

let fake: FakeOpenAiServer;
beforeEach(async () => {
  fake = await startFakeOpenAiServer();
});
afterEach(async () => {
  await fake.close();
});

const post = (path: string, body: unknown) =>
  fetch(`${fake.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: 'Bearer k' },
    body: JSON.stringify(body),
  });

describe('fake OpenAI-compatible server', () => {
  it('takes extra routes, such as text to speech, and records what they received', async () => {
    fake.on('/v1/audio/speech', (_req, res) => {
      res.writeHead(200, { 'content-type': 'audio/mpeg' });
      res.end(Buffer.alloc(2048, 1));
    });

    const res = await post('/v1/audio/speech', { model: 'tts-1', input: 'Hello', voice: 'alloy' });

    expect(res.headers.get('content-type')).toBe('audio/mpeg');
    expect((await res.arrayBuffer()).byteLength).toBe(2048);
    expect(fake.requests[0]).toMatchObject({ method: 'POST', path: '/v1/audio/speech', body: { input: 'Hello' } });
  });

  it('streams scripted chat chunks in the real shape, ending with [DONE]', async () => {
    fake.script(fakeChat.text('a', 'b'));
    const text = await (await post('/v1/chat/completions', { model: 'm', stream: true, messages: [] })).text();

    const events = text.split('\n\n').filter(Boolean);
    expect(events.at(-1)).toBe('data: [DONE]');
    const chunks = events.slice(0, -1).map((e) => JSON.parse(e.slice('data: '.length)));
    expect(chunks[1]).toMatchObject({
      object: 'chat.completion.chunk',
      model: 'm',
      choices: [{ delta: { content: 'a' } }],
    });
    expect(chunks.at(-1)).toMatchObject({ choices: [{ finish_reason: 'stop' }] });
  });

  it('answers stream: false with a whole completion', async () => {
    fake.script(fakeChat.toolCall('search_knowledge_base', { query: 'x' }));
    const body = await (await post('/v1/chat/completions', { model: 'm', stream: false, messages: [] })).json();
    expect(body).toMatchObject({
      object: 'chat.completion',
      choices: [
        { finish_reason: 'tool_calls', message: { tool_calls: [{ function: { name: 'search_knowledge_base' } }] } },
      ],
    });
  });

  it('fails loudly on an unknown route or an unscripted chat call', async () => {
    expect((await post('/v1/nothing', {})).status).toBe(404);
    expect((await post('/v1/chat/completions', { stream: true })).status).toBe(500);
  });
});
