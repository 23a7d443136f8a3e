import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * Test helper: the token and revoke endpoints of Google, GitHub and Notion on one loopback server,
 * with their documented answers. Code `good-code` is accepted; anything else is refused the way
 * each provider refuses it (Google 400 invalid_grant, GitHub 200 with an error field, Notion 400).
 * `failing = true` makes every revoke endpoint answer 500.
 */
export type ProviderRequest = {
  method: string;
  path: string;
  authorization: string | undefined;
  contentType: string | undefined;
  body: string;
};

export type FakeProvider = {
  url: string;
  hostPort: string;
  requests: ProviderRequest[];
  failing: boolean;
  close(): Promise<void>;
};

export async function startFakeProvider(): Promise<FakeProvider> {
  const fake: FakeProvider = {
    url: '',
    hostPort: '',
    requests: [],
    failing: false,
    close: async () => undefined,
  };
  const server = http.createServer(async (req, res) => {
    let body = '';
    for await (const chunk of req) body += chunk;
    const url = new URL(req.url ?? '/', 'http://x');
    fake.requests.push({
      method: req.method ?? '',
      path: url.pathname,
      authorization: req.headers.authorization,
      contentType: req.headers['content-type'],
      body,
    });
    const send = (status: number, payload: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(payload));
    };
    const isRevoke =
      url.pathname === '/revoke' ||
      url.pathname === '/api/auth.revoke' ||
      url.pathname === '/v1/oauth/revoke' ||
      /^\/applications\/[^/]+\/grant$/.test(url.pathname);
    if (isRevoke && fake.failing) return send(500, { error: 'backend_error' });
    if (req.method === 'POST' && url.pathname === '/revoke') return send(200, {});
    if (req.method === 'POST' && url.pathname === '/api/auth.revoke') return send(200, { ok: true, revoked: true });
    if (req.method === 'POST' && url.pathname === '/v1/oauth/revoke') return send(200, {});
    if (req.method === 'DELETE' && isRevoke) {
      res.writeHead(204);
      return res.end();
    }
    if (req.method === 'POST' && url.pathname === '/token') {
      const form = new URLSearchParams(body);
      if (form.get('code') !== 'good-code')
        return send(400, { error: 'invalid_grant', error_description: 'Bad Request' });
      return send(200, {
        access_token: 'ya29.canary-access-token',
        expires_in: 3599,
        refresh_token: '1//canary-refresh-token',
        scope: 'https://www.googleapis.com/auth/gmail.readonly',
        token_type: 'Bearer',
      });
    }
    if (req.method === 'POST' && url.pathname === '/login/oauth/access_token') {
      const form = new URLSearchParams(body);
      if (form.get('code') !== 'good-code')
        return send(200, {
          error: 'bad_verification_code',
          error_description: 'The code passed is incorrect or expired.',
        });
      return send(200, { access_token: 'gho_canaryGithubToken', token_type: 'bearer', scope: 'read:user' });
    }
    if (req.method === 'GET' && url.pathname === '/user') return send(200, { login: 'octocat', id: 1 });
    if (req.method === 'POST' && url.pathname === '/v1/oauth/token') {
      const json = JSON.parse(body || '{}') as { code?: string };
      if (json.code !== 'good-code') return send(400, { error: 'invalid_grant' });
      return send(200, {
        access_token: 'ntn_good',
        token_type: 'bearer',
        bot_id: 'b1',
        workspace_name: 'Acme Notes',
        workspace_id: 'w1',
      });
    }
    send(404, { error: 'not_found' });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  fake.hostPort = `127.0.0.1:${(server.address() as AddressInfo).port}`;
  fake.url = `http://${fake.hostPort}`;
  fake.close = () =>
    new Promise<void>((r) => {
      server.closeAllConnections();
      server.close(() => r());
    });
  return fake;
}
