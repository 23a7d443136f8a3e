import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A stand-in for a local Ollama on loopback, speaking the shapes Ollama itself sends (not the
 * OpenAI ones the other fake sends), so `AI_PROVIDER=ollama` is tested against what it will meet:
 * - `POST /v1/chat/completions` with `stream: true`: server-sent events of `chat.completion.chunk`
 *   objects with `system_fingerprint: "fp_ollama"`, `role: "assistant"` repeated on every delta,
 *   the last text piece carrying `finish_reason: "stop"` itself, a tool call arriving whole in one
 *   chunk (id `call_<8 chars>`, arguments as one JSON string) with `content: ""`, then a separate
 *   chunk with `finish_reason: "tool_calls"`; `data: [DONE]` at the end;
 * - `GET /api/tags` (the model list Ollama's own clients check) and `GET /api/version`.
 */

export type OllamaScript =
  | { kind: 'text'; chunks: string[] }
  | { kind: 'tool-call'; name: string; args: Record<string, unknown> };

export type FakeOllama = {
  /** `http://127.0.0.1:<port>`, what `AI_BASE_URL` is set to (with or without `/v1`). */
  readonly url: string;
  /** Bodies of the chat requests received, oldest first. */
  readonly chats: Array<Record<string, unknown>>;
  script(...steps: OllamaScript[]): void;
  close(): Promise<void>;
};

const MODEL = 'llama3.1:8b';

function chunk(id: string, delta: Record<string, unknown>, finish: string | null): string {
  const body = {
    id,
    object: 'chat.completion.chunk',
    created: Math.floor(Date.now() / 1000),
    model: MODEL,
    system_fingerprint: 'fp_ollama',
    choices: [{ index: 0, delta: { role: 'assistant', ...delta }, finish_reason: finish }],
  };
  return `data: ${JSON.stringify(body)}\n\n`;
}

export async function startFakeOllama(): Promise<FakeOllama> {
  const queue: OllamaScript[] = [];
  const chats: Array<Record<string, unknown>> = [];
  let n = 0;
  const server = http.createServer(async (req, res) => {
    if (req.method === 'GET' && req.url === '/api/version') {
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ version: '0.12.6' }));
      return;
    }
    if (req.method === 'GET' && req.url === '/api/tags') {
      res
        .writeHead(200, { 'content-type': 'application/json' })
        .end(JSON.stringify({ models: [{ name: MODEL, model: MODEL, size: 4_920_753_328 }] }));
      return;
    }
    if (req.method !== 'POST' || req.url !== '/v1/chat/completions') {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('404 page not found');
      return;
    }
    let raw = '';
    for await (const part of req) raw += part;
    chats.push(JSON.parse(raw) as Record<string, unknown>);
    const step = queue.shift() ?? { kind: 'text', chunks: ['(no script)'] };
    const id = `chatcmpl-${++n}`;
    res.writeHead(200, { 'content-type': 'text/event-stream' });
    if (step.kind === 'text') {
      for (const [i, text] of step.chunks.entries())
        res.write(chunk(id, { content: text }, i === step.chunks.length - 1 ? 'stop' : null));
    } else {
      const call = {
        id: `call_${Math.random().toString(36).slice(2, 10).padEnd(8, '0')}`,
        index: 0,
        type: 'function',
        function: { name: step.name, arguments: JSON.stringify(step.args) },
      };
      res.write(chunk(id, { content: '', tool_calls: [call] }, null));
      res.write(chunk(id, { content: '' }, 'tool_calls'));
    }
    res.end('data: [DONE]\n\n');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    chats,
    script: (...steps) => queue.push(...steps),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
