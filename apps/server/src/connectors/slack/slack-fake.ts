import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * Test helper: a Slack Web API on loopback answering the documented shapes (auth.test,
 * conversations.list, conversations.history, auth.revoke; see
 * shared/data/api-fixtures/slack/openapi_v2_examples.json). The bearer token picks the behaviour:
 * `xoxp-good` works, `xoxp-revoked` is `token_revoked`, `xoxp-ratelimited` an HTTP 429,
 * `xoxp-limited-body` Slack's `ratelimited` error, `xoxp-broken` a 500, `xoxp-slow` never answers
 * in time, `xoxp-noscope` is `missing_scope`.
 *
 * Token rotation (oauth.v2.access with grant_type=refresh_token): the code `slack-rotating-code`
 * gives a user token that expires with a refresh token; a refresh token in `refreshTokens` is
 * exchanged for a new access token and a new refresh token (the old one is spent), anything
 * else answers `invalid_refresh_token`. Rotated access tokens are in `issued` with their expiry
 * and work like `xoxp-good` until then (`token_expired` after).
 */
export type FakeSlack = {
  url: string;
  hostPort: string;
  requests: { path: string; authorization: string | undefined; query: URLSearchParams; body: string }[];
  /** Tokens the user has since revoked at the provider. */
  revoked: Set<string>;
  /** Rotating access tokens issued, with their expiry (ms since the epoch, by `now()`). */
  issued: Map<string, number>;
  /** Refresh tokens not yet spent. */
  refreshTokens: Set<string>;
  close(): Promise<void>;
};

const ROTATING_TTL_S = 43_200;

export async function startFakeSlack(now: () => Date): Promise<FakeSlack> {
  const requests: FakeSlack['requests'] = [];
  const revoked = new Set<string>();
  const issued = new Map<string, number>();
  const refreshTokens = new Set<string>();
  let rotations = 0;
  /** A new access and refresh token pair, as Slack's rotation hands them out. */
  const rotate = () => {
    rotations += 1;
    const access = `xoxe.xoxp-rotated-${rotations}`;
    const refresh = `xoxe-1-refresh-${rotations}`;
    issued.set(access, now().getTime() + ROTATING_TTL_S * 1000);
    refreshTokens.add(refresh);
    return { access_token: access, refresh_token: refresh, expires_in: ROTATING_TTL_S, token_type: 'user' };
  };
  const server = http.createServer(async (req, res) => {
    let body = '';
    for await (const chunk of req) body += chunk;
    const url = new URL(req.url ?? '/', 'http://x');
    requests.push({ path: url.pathname, authorization: req.headers.authorization, query: url.searchParams, body });
    const token = (req.headers.authorization ?? '').replace(/^Bearer /, '');
    const send = (status: number, body: unknown, headers: Record<string, string> = {}) => {
      res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', ...headers });
      res.end(JSON.stringify(body));
    };
    if (url.pathname === '/api/oauth.v2.access') {
      // The OAuth v2 exchange: a user token (user_scope) arrives under authed_user.
      const form = new URLSearchParams(body);
      const team = { id: 'T12345678', name: 'Subarachnoid Workspace' };
      if (form.get('grant_type') === 'refresh_token') {
        const spent = form.get('refresh_token') ?? '';
        if (!refreshTokens.delete(spent)) return send(200, { ok: false, error: 'invalid_refresh_token' });
        return send(200, { ok: true, app_id: 'A0KRD7HC3', scope: 'channels:read', ...rotate(), team });
      }
      if (form.get('code') === 'slack-rotating-code')
        return send(200, {
          ok: true,
          app_id: 'A0KRD7HC3',
          authed_user: { id: 'W12345678', scope: 'channels:read', ...rotate() },
          team,
          is_enterprise_install: false,
        });
      if (form.get('code') !== 'slack-code') return send(200, { ok: false, error: 'invalid_code' });
      return send(200, {
        ok: true,
        app_id: 'A0KRD7HC3',
        authed_user: { id: 'W12345678', scope: 'channels:read', access_token: 'xoxp-good', token_type: 'user' },
        team: { id: 'T12345678', name: 'Subarachnoid Workspace' },
        is_enterprise_install: false,
      });
    }
    if (revoked.has(token)) return send(200, { ok: false, error: 'token_revoked' });
    if (token === 'xoxp-slow') return; // never answers: the client's time-out fires
    if (token === 'xoxp-broken') return send(500, { ok: false, error: 'fatal_error' });
    if (token === 'xoxp-ratelimited') return send(429, { ok: false, error: 'ratelimited' }, { 'retry-after': '30' });
    if (token === 'xoxp-limited-body') return send(200, { ok: false, error: 'ratelimited' });
    if (token === 'xoxp-revoked') return send(200, { ok: false, error: 'token_revoked' });
    if (token === 'xoxp-noscope' && url.pathname !== '/api/auth.test')
      return send(200, { ok: false, error: 'missing_scope', needed: 'channels:read', provided: 'identify' });
    const expiresAt = issued.get(token);
    if (expiresAt !== undefined && expiresAt <= now().getTime())
      return send(200, { ok: false, error: 'token_expired' });
    if (token !== 'xoxp-good' && token !== 'xoxp-noscope' && expiresAt === undefined)
      return send(200, { ok: false, error: 'invalid_auth' });
    const base = now().getTime() / 1000 - 3 * 86_400;
    const ts = (offsetMinutes: number) => (base + offsetMinutes * 60).toFixed(6);
    switch (url.pathname) {
      case '/api/auth.test':
        return send(200, {
          ok: true,
          team: 'Subarachnoid Workspace',
          team_id: 'T12345678',
          url: 'https://subarachnoid.slack.com/',
          user: 'grace',
          user_id: 'W12345678',
        });
      case '/api/auth.revoke':
        return send(200, { ok: true, revoked: true });
      case '/api/conversations.list': {
        const channel = (id: string, name: string, member: boolean) => ({
          id,
          name,
          is_channel: true,
          is_archived: false,
          is_member: member,
          is_private: false,
          num_members: 4,
          created: 1449252889,
          creator: 'U012A3CDE',
          topic: { value: '', creator: '', last_set: 0 },
          purpose: { value: '', creator: '', last_set: 0 },
        });
        // Two pages, as Slack paginates with response_metadata.next_cursor.
        if (!url.searchParams.get('cursor'))
          return send(200, {
            ok: true,
            channels: [channel('C012AB3CD', 'general', true), channel('C061EG9T2', 'random', false)],
            response_metadata: { next_cursor: 'dGVhbTpDMDYxRkE1UEI=' },
          });
        return send(200, {
          ok: true,
          channels: [channel('C0PROJECT', 'project', true)],
          response_metadata: { next_cursor: '' },
        });
      }
      case '/api/conversations.history': {
        const channel = url.searchParams.get('channel');
        // Newest first, as Slack returns them; the text is there and must be dropped by the client.
        const messages =
          channel === 'C012AB3CD'
            ? [
                { type: 'message', user: 'W12345678', text: 'SECRET-TEXT reply two', ts: ts(90) },
                { type: 'message', user: 'U0BBBBBBB', text: 'question two', ts: ts(60) },
                { type: 'message', user: 'W12345678', text: 'reply one', ts: ts(10) },
                { type: 'message', user: 'U0AAAAAAA', text: 'question one', ts: ts(0) },
              ]
            : [
                { type: 'message', subtype: 'huddle_thread', user: 'U0AAAAAAA', text: '', ts: ts(200) },
                { type: 'message', subtype: 'bot_message', bot_id: 'B1', text: 'deploy done', ts: ts(150) },
                { type: 'message', user: 'U0AAAAAAA', text: 'standup notes', ts: ts(100) },
              ];
        return send(200, {
          ok: true,
          messages,
          has_more: false,
          pin_count: 0,
          response_metadata: { next_cursor: '' },
        });
      }
      default:
        return send(200, { ok: false, error: 'unknown_method' });
    }
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const hostPort = `127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url: `http://${hostPort}`,
    hostPort,
    requests,
    revoked,
    issued,
    refreshTokens,
    close: () =>
      new Promise<void>((r) => {
        server.closeAllConnections();
        server.close(() => r());
      }),
  };
}
