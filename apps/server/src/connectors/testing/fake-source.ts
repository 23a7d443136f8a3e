import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * Loopback servers answering like Gmail, Google Calendar, GitHub and LinkedIn do (response shapes
 * from /work/shared/data/api-fixtures and the APIs' documentation), recording every request so a
 * test can prove what reached the source and what did not. `mode` switches a server to a failure:
 * a revoked token (401), a token without the scope a read needs (403), a rate limit (429 with
 * Retry-After) or silence (a time-out).
 */
export type Recorded = { method: string; path: string; authorization: string | undefined };
export type FakeMode = 'ok' | 'unauthorized' | 'forbidden' | 'rate_limited' | 'hang';
export type Handler = (url: URL, req: http.IncomingMessage) => { status?: number; body: unknown } | null;

export type FakeSource = {
  base: string;
  requests: Recorded[];
  mode: FakeMode;
  close(): Promise<void>;
};

export async function startFakeSource(handle: Handler, goodToken?: string): Promise<FakeSource> {
  const hanging = new Set<http.ServerResponse>();
  const fake: FakeSource = { base: '', requests: [], mode: 'ok', close: async () => undefined };
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    fake.requests.push({
      method: req.method ?? 'GET',
      path: url.pathname + url.search,
      authorization: req.headers.authorization,
    });
    const send = (status: number, body: unknown, headers: Record<string, string> = {}) => {
      res.writeHead(status, { 'content-type': 'application/json; charset=UTF-8', ...headers });
      res.end(JSON.stringify(body));
    };
    if (fake.mode === 'hang') {
      hanging.add(res);
      return;
    }
    if (fake.mode === 'rate_limited')
      return send(
        429,
        { error: { code: 429, message: 'Rate Limit Exceeded', status: 'RESOURCE_EXHAUSTED' } },
        { 'retry-after': '42' },
      );
    if (fake.mode === 'forbidden')
      return send(403, {
        error: {
          code: 403,
          message: 'Request had insufficient authentication scopes.',
          status: 'PERMISSION_DENIED',
          details: [{ '@type': 'type.googleapis.com/google.rpc.ErrorInfo', reason: 'ACCESS_TOKEN_SCOPE_INSUFFICIENT' }],
        },
      });
    if (fake.mode === 'unauthorized' || (goodToken && req.headers.authorization !== `Bearer ${goodToken}`))
      return send(401, {
        error: { code: 401, message: 'Request had invalid authentication credentials.', status: 'UNAUTHENTICATED' },
      });
    const answer = handle(url, req);
    if (!answer) return send(404, { message: 'Not Found', documentation_url: 'https://docs.github.com/rest' });
    send(answer.status ?? 200, answer.body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  fake.base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  fake.close = () =>
    new Promise((resolve) => {
      for (const res of hanging) res.destroy();
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return fake;
}
