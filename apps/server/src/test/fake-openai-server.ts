import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A fake OpenAI-compatible API on loopback for tests: real response shapes, no network.
 *
 * `POST /v1/chat/completions` answers from a queue of scripted behaviours (one per request, in
 * order): stream text, call a tool, fail with an HTTP status, hang, or send a malformed chunk.
 * Other routes (`/v1/audio/speech`, `/v1/audio/transcriptions` ...) are added with `on(path, handler)`.
 * Every request is recorded with its headers and body so a test can assert what the client sent.
 */

/** A request the fake received. `body` is the parsed JSON when the client sent JSON. */
export type RecordedRequest = {
  method: string;
  path: string;
  headers: http.IncomingHttpHeaders;
  /** The raw body; multipart and audio uploads are read from here. */
  raw: Buffer;
  body: unknown;
  /** Settles when the connection of this request closes (answer sent, client gone, or cut). */
  closed: Promise<void>;
};

/** Handles one route; write the whole answer to `res` (or leave it open to simulate a hang). */
export type RouteHandler = (req: RecordedRequest, res: http.ServerResponse) => void | Promise<void>;

/** One scripted answer of `/v1/chat/completions`. */
export type ChatScript =
  /** Streams these content pieces, then `finish_reason: stop`. `delayMs` spaces the chunks. */
  | { kind: 'text'; chunks: string[]; delayMs?: number }
  /** Streams one tool call (arguments split over two chunks, as real servers do), then `tool_calls`. */
  | { kind: 'tool-call'; name: string; args: Record<string, unknown>; id?: string }
  /** Streams one tool call whose arguments are this raw text (e.g. broken JSON), then `tool_calls`. */
  | { kind: 'tool-call-raw'; name: string; rawArgs: string }
  /** Answers this status with an OpenAI-style error body. */
  | { kind: 'error'; status: number; message?: string }
  /** Accepts the request and never answers (until the client gives up or the fake closes). */
  | { kind: 'hang' }
  /** Streams these pieces, then stops sending without ending the response. */
  | { kind: 'text-then-hang'; chunks: string[] }
  /** Streams these pieces, then cuts the connection. */
  | { kind: 'text-then-drop'; chunks: string[] }
  /** Sends a chunk that is not JSON. */
  | { kind: 'malformed' };

export type FakeOpenAiServer = {
  /** `http://127.0.0.1:<port>`. */
  readonly url: string;
  /** `url + '/v1'`, what OpenAI clients take as their base URL. */
  readonly baseUrl: string;
  /** Every request received, oldest first. */
  readonly requests: RecordedRequest[];
  /** The requests to `/v1/chat/completions` only. */
  chatRequests(): RecordedRequest[];
  /** Queues answers for the next chat completion requests. */
  script(...steps: ChatScript[]): void;
  /** Drops the answers still queued, so one test's unused script cannot answer the next. */
  clearScripts(): void;
  /** Adds or replaces a route (exact path match, any method). */
  on(path: string, handler: RouteHandler): void;
  close(): Promise<void>;
};

export const CHAT_PATH = '/v1/chat/completions';

/** Starts the fake on a free loopback port. Close it in `afterAll`/`afterEach`. */
export async function startFakeOpenAiServer(): Promise<FakeOpenAiServer> {
  const requests: RecordedRequest[] = [];
  const queue: ChatScript[] = [];
  const routes = new Map<string, RouteHandler>();
  let sequence = 0;

  routes.set(CHAT_PATH, async (req, res) => {
    const step = queue.shift();
    const body = (req.body ?? {}) as { model?: string; stream?: boolean };
    const model = body.model ?? 'fake-model';
    const id = `chatcmpl-fake-${++sequence}`;
    // An unscripted call is a test bug; a loud 500 makes it visible rather than hanging.
    if (!step) return sendError(res, 500, 'fake server: no scripted reply left');
    if (step.kind === 'error') return sendError(res, step.status, step.message ?? 'The server had an error');
    if (step.kind === 'hang') return;
    if (body.stream === false) return sendCompletion(res, id, model, step);

    res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache', connection: 'keep-alive' });
    const chunk = (delta: Record<string, unknown>, finish: string | null = null) =>
      sse(res, {
        id,
        object: 'chat.completion.chunk',
        created: Math.floor(Date.now() / 1000),
        model,
        choices: [{ index: 0, delta, finish_reason: finish }],
      });

    switch (step.kind) {
      case 'text':
        chunk({ role: 'assistant', content: '' });
        for (const piece of step.chunks) {
          if (step.delayMs) await sleep(step.delayMs);
          chunk({ content: piece });
        }
        chunk({}, 'stop');
        return done(res);
      case 'tool-call':
      case 'tool-call-raw': {
        const args = step.kind === 'tool-call' ? JSON.stringify(step.args) : step.rawArgs;
        const half = Math.ceil(args.length / 2);
        const callId = (step.kind === 'tool-call' ? step.id : undefined) ?? `call_fake_${sequence}`;
        chunk({
          role: 'assistant',
          content: null,
          tool_calls: [{ index: 0, id: callId, type: 'function', function: { name: step.name, arguments: '' } }],
        });
        chunk({ tool_calls: [{ index: 0, function: { arguments: args.slice(0, half) } }] });
        chunk({ tool_calls: [{ index: 0, function: { arguments: args.slice(half) } }] });
        chunk({}, 'tool_calls');
        return done(res);
      }
      case 'text-then-hang':
        for (const piece of step.chunks) chunk({ content: piece });
        return;
      case 'text-then-drop':
        for (const piece of step.chunks) chunk({ content: piece });
        // Let the pieces leave before the cut, so the client sees text and then a broken stream.
        await sleep(20);
        res.socket?.destroy();
        return;
      case 'malformed':
        res.write('data: {"id":"broken","choices":[{"delta":{"content":\n\n');
        return done(res);
    }
  });

  const server = http.createServer((incoming, res) => {
    const parts: Buffer[] = [];
    incoming.on('data', (part: Buffer) => parts.push(part));
    incoming.on('end', () => {
      const raw = Buffer.concat(parts);
      const path = new URL(incoming.url ?? '/', 'http://fake').pathname;
      const recorded: RecordedRequest = {
        method: incoming.method ?? 'GET',
        path,
        headers: incoming.headers,
        raw,
        body: parseJson(raw, incoming.headers['content-type']),
        closed: new Promise((resolve) => res.once('close', () => resolve())),
      };
      requests.push(recorded);
      const handler = routes.get(path);
      if (!handler) return sendError(res, 404, `fake server: no route for ${path}`);
      Promise.resolve(handler(recorded, res)).catch((error: unknown) => {
        if (!res.headersSent) sendError(res, 500, String(error));
        else res.destroy();
      });
    });
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url,
    baseUrl: `${url}/v1`,
    requests,
    chatRequests: () => requests.filter((r) => r.path === CHAT_PATH),
    script: (...steps) => {
      queue.push(...steps);
    },
    clearScripts: () => {
      queue.length = 0;
    },
    on: (path, handler) => {
      routes.set(path, handler);
    },
    close: () =>
      new Promise<void>((resolve) => {
        // Hanging scripts keep responses open; cut them so close() does not wait for clients.
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

function parseJson(raw: Buffer, contentType: string | undefined): unknown {
  if (raw.length === 0 || !contentType?.includes('json')) return undefined;
  try {
    return JSON.parse(raw.toString('utf8'));
  } catch {
    return undefined;
  }
}

function sse(res: http.ServerResponse, data: unknown): void {
  res.write(`data: ${JSON.stringify(data)}\n\n`);
}

function done(res: http.ServerResponse): void {
  res.end('data: [DONE]\n\n');
}

function sendError(res: http.ServerResponse, status: number, message: string): void {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify({ error: { message, type: 'server_error', param: null, code: null } }));
}

/** The non-streaming answer (`stream: false`), for clients such as `generateText`. */
function sendCompletion(res: http.ServerResponse, id: string, model: string, step: ChatScript): void {
  const message =
    step.kind === 'tool-call' || step.kind === 'tool-call-raw'
      ? {
          role: 'assistant',
          content: null,
          tool_calls: [
            {
              id: (step.kind === 'tool-call' ? step.id : undefined) ?? `call_${id}`,
              type: 'function',
              function: {
                name: step.name,
                arguments: step.kind === 'tool-call' ? JSON.stringify(step.args) : step.rawArgs,
              },
            },
          ],
        }
      : { role: 'assistant', content: 'chunks' in step ? step.chunks.join('') : '' };
  res.writeHead(200, { 'content-type': 'application/json' });
  res.end(
    JSON.stringify({
      id,
      object: 'chat.completion',
      created: Math.floor(Date.now() / 1000),
      model,
      choices: [{ index: 0, message, finish_reason: 'name' in step ? 'tool_calls' : 'stop' }],
      usage: { prompt_tokens: 10, completion_tokens: 10, total_tokens: 20 },
    }),
  );
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/** Helpers for the scripts, so tests read as what the model does. */
export const fakeChat = {
  text: (...chunks: string[]): ChatScript => ({ kind: 'text', chunks }),
  toolCall: (name: string, args: Record<string, unknown>): ChatScript => ({ kind: 'tool-call', name, args }),
  /** A tool call whose arguments are not what was promised, e.g. `'{"query": '` (cut JSON). */
  malformedToolCall: (name: string, rawArgs: string): ChatScript => ({ kind: 'tool-call-raw', name, rawArgs }),
  error: (status: number, message?: string): ChatScript => ({ kind: 'error', status, message }),
  hang: (): ChatScript => ({ kind: 'hang' }),
  textThenHang: (...chunks: string[]): ChatScript => ({ kind: 'text-then-hang', chunks }),
  textThenDrop: (...chunks: string[]): ChatScript => ({ kind: 'text-then-drop', chunks }),
  malformed: (): ChatScript => ({ kind: 'malformed' }),
};
