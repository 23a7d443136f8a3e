import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * Test helper: the token and revoke endpoints of Google, GitHub and Notion on one loopback server,
 * with their documented answers. Code `good-code` is accepted; anything else is refused the way
 * each provider refuses it (Google 400 invalid_grant, GitHub 200 with an error field, Notion 400).
 * `failing = true` makes every revoke endpoint answer 500.
 *
 * Google's refresh grant and the Gmail API (profile, list, metadata) are served too, so a test
 * can let a token expire: every access token Google issues here is in `accessTokens` with its
 * expiry, and Gmail answers 401 (Google's UNAUTHENTICATED shape) for one that is unknown or
 * expired by `now()`. A refresh token in `refreshTokens` is renewed (a new access token, no new
 * refresh token, as Google does); `refuseRefresh` answers 400 invalid_grant as Google does for a
 * revoked one, `refreshOutage` a 503. `gmailUnauthorized` makes Gmail refuse every token.
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
  /** Access tokens Google issued, with their expiry (ms since the epoch, by `now()`). */
  accessTokens: Map<string, number>;
  /** Refresh tokens Google accepts. */
  refreshTokens: Set<string>;
  refuseRefresh: boolean;
  refreshOutage: boolean;
  gmailUnauthorized: boolean;
  /** Milliseconds the refresh grant takes to answer (to let concurrent reads overlap). */
  refreshDelayMs: number;
  close(): Promise<void>;
};

const GOOGLE_TTL_S = 3599;
const GMAIL_UNAUTHENTICATED = {
  error: { code: 401, message: 'Request had invalid authentication credentials.', status: 'UNAUTHENTICATED' },
};
const header = (name: string, value: string) => ({ name, value });
const GMAIL_MESSAGES = [
  {
    id: 'm1',
    labelIds: ['INBOX'],
    from: 'Acme Recruiting <no-reply@greenhouse.io>',
    subject: 'Thank you for applying',
  },
  { id: 'm2', labelIds: ['INBOX'], from: 'Jane Doe <jane@acme.com>', subject: 'Interview invitation' },
].map((m) => ({
  id: m.id,
  threadId: `t${m.id}`,
  labelIds: m.labelIds,
  payload: { headers: [header('From', m.from), header('Subject', m.subject)] },
}));

export async function startFakeProvider(now: () => Date = () => new Date()): Promise<FakeProvider> {
  const fake: FakeProvider = {
    url: '',
    hostPort: '',
    requests: [],
    failing: false,
    accessTokens: new Map(),
    refreshTokens: new Set(['1//canary-refresh-token']),
    refuseRefresh: false,
    refreshOutage: false,
    gmailUnauthorized: false,
    refreshDelayMs: 0,
    close: async () => undefined,
  };
  let issued = 0;
  const issue = (token: string) => {
    fake.accessTokens.set(token, now().getTime() + GOOGLE_TTL_S * 1000);
    return token;
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
      if (form.get('grant_type') === 'refresh_token') {
        if (fake.refreshDelayMs) await new Promise((r) => setTimeout(r, fake.refreshDelayMs));
        if (fake.refreshOutage) return send(503, { error: 'internal_failure', error_description: 'Backend Error' });
        const known = fake.refreshTokens.has(form.get('refresh_token') ?? '');
        if (fake.refuseRefresh || !known)
          return send(400, { error: 'invalid_grant', error_description: 'Token has been expired or revoked.' });
        issued += 1;
        return send(200, {
          access_token: issue(`ya29.renewed-${issued}`),
          expires_in: GOOGLE_TTL_S,
          scope: 'https://www.googleapis.com/auth/gmail.readonly',
          token_type: 'Bearer',
        });
      }
      if (form.get('code') !== 'good-code')
        return send(400, { error: 'invalid_grant', error_description: 'Bad Request' });
      return send(200, {
        access_token: issue('ya29.canary-access-token'),
        expires_in: GOOGLE_TTL_S,
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
    if (url.pathname.startsWith('/gmail/v1/')) {
      const token = (req.headers.authorization ?? '').replace(/^Bearer /, '');
      const expiresAt = fake.accessTokens.get(token);
      if (fake.gmailUnauthorized || expiresAt === undefined || expiresAt <= now().getTime())
        return send(401, GMAIL_UNAUTHENTICATED);
      if (url.pathname === '/gmail/v1/users/me/profile')
        return send(200, { emailAddress: 'me@example.com', messagesTotal: 2, threadsTotal: 2, historyId: '1' });
      if (url.pathname === '/gmail/v1/users/me/messages')
        return send(200, {
          messages: GMAIL_MESSAGES.map((m) => ({ id: m.id, threadId: m.threadId })),
          resultSizeEstimate: GMAIL_MESSAGES.length,
        });
      const message = GMAIL_MESSAGES.find((m) => url.pathname === `/gmail/v1/users/me/messages/${m.id}`);
      if (message) return send(200, message);
      return send(404, { error: { code: 404, message: 'Requested entity was not found.', status: 'NOT_FOUND' } });
    }
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
