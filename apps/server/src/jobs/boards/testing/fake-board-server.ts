import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** One answer of the fake: JSON `body` (or `raw` text), a status, headers, or no answer at all. */
export type FakeReply = {
  status?: number;
  headers?: Record<string, string>;
  body?: unknown;
  raw?: string;
  /** Never answer (until the server closes): a board that times out. */
  hang?: boolean;
};

export type FakeBoardServer = {
  /** `http://127.0.0.1:<port>`: the value for every *_API_BASE. */
  baseUrl: string;
  /**
   * What a path (with its query string) answers. A list is answered in order, its last reply
   * repeating; an unknown path answers 404.
   */
  answer(pathAndQuery: string, replies: FakeReply | FakeReply[]): void;
  /** Every request received, in order. */
  requests: { path: string; userAgent: string | undefined; at: number }[];
  close(): Promise<void>;
};

/**
 * A real HTTP server on loopback that plays the public job boards in tests, so no test ever
 * reaches the internet. Greenhouse, Lever, Ashby, Remotive and RemoteOK live under their documented
 * paths on the one server.
 */
export async function startFakeBoardServer(): Promise<FakeBoardServer> {
  const routes = new Map<string, FakeReply[]>();
  const requests: FakeBoardServer['requests'] = [];
  const server = http.createServer((req, res) => {
    const path = req.url ?? '/';
    requests.push({ path, userAgent: req.headers['user-agent'], at: Date.now() });
    const queue = routes.get(path);
    const reply = queue && queue.length > 1 ? queue.shift() : queue?.[0];
    if (!reply) {
      res.writeHead(404, { 'content-type': 'application/json' }).end('{"error":"not found"}');
      return;
    }
    if (reply.hang) return;
    const body = reply.raw ?? (reply.body === undefined ? '' : JSON.stringify(reply.body));
    res.writeHead(reply.status ?? 200, { 'content-type': 'application/json', ...reply.headers }).end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    answer(pathAndQuery, replies) {
      routes.set(pathAndQuery, Array.isArray(replies) ? [...replies] : [replies]);
    },
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
