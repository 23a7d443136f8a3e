import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * Test helper: a Notion API on loopback with the documented shapes (POST /v1/search, POST
 * /v1/databases/{id}/query, error objects `{object:'error', status, code, message}`; see
 * shared/data/api-fixtures/notion). The bearer token picks the behaviour: `ntn_good` works,
 * `ntn_revoked` is a 401, `ntn_ratelimited` a 429 with Retry-After, `ntn_broken` a 502.
 * The token endpoint also takes `grant_type: refresh_token` (basic auth, JSON body): a refresh
 * token in `refreshTokens` is spent for `ntn_good` and a new refresh token, anything else is a
 * 400 `invalid_grant`.
 */
export type FakeNotion = {
  url: string;
  hostPort: string;
  requests: { method: string; path: string; version: string | undefined; body: string }[];
  /** Tokens the user has since revoked at the provider. */
  revoked: Set<string>;
  /** Refresh tokens not yet spent. */
  refreshTokens: Set<string>;
  close(): Promise<void>;
};

const title = (text: string) => [{ type: 'text', text: { content: text, link: null }, plain_text: text, href: null }];

export async function startFakeNotion(now: () => Date): Promise<FakeNotion> {
  const requests: FakeNotion['requests'] = [];
  const revoked = new Set<string>();
  const refreshTokens = new Set<string>();
  let rotations = 0;
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (c) => {
      body += c;
    });
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://x');
      requests.push({
        method: req.method ?? '',
        path: url.pathname,
        version: req.headers['notion-version'] as string | undefined,
        body,
      });
      const token = (req.headers.authorization ?? '').replace(/^Bearer /, '');
      const send = (status: number, payload: unknown, headers: Record<string, string> = {}) => {
        res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', ...headers });
        res.end(JSON.stringify(payload));
      };
      const error = (status: number, code: string, message: string, headers: Record<string, string> = {}) =>
        send(status, { object: 'error', status, code, message, request_id: 'req-1' }, headers);
      if (req.method === 'POST' && url.pathname === '/v1/oauth/token') {
        // The OAuth exchange: client id and secret as basic auth, a JSON body.
        const json = JSON.parse(body || '{}') as { code?: string; grant_type?: string; refresh_token?: string };
        if (json.grant_type === 'refresh_token') {
          if (!req.headers.authorization?.startsWith('Basic ') || !refreshTokens.delete(json.refresh_token ?? ''))
            return send(400, { error: 'invalid_grant', error_description: 'Invalid refresh token.' });
          rotations += 1;
          refreshTokens.add(`ntn-refresh-${rotations}`);
          return send(200, {
            access_token: 'ntn_good',
            refresh_token: `ntn-refresh-${rotations}`,
            token_type: 'bearer',
            bot_id: 'b1',
            workspace_name: 'Acme Notes',
            workspace_id: 'w1',
          });
        }
        if (!req.headers.authorization?.startsWith('Basic ') || json.code !== 'good-code')
          return error(400, 'invalid_grant', 'Invalid code.');
        return send(200, {
          access_token: 'ntn_good',
          token_type: 'bearer',
          bot_id: 'b1',
          workspace_name: 'Acme Notes',
          workspace_id: 'w1',
        });
      }
      if (revoked.has(token)) return error(401, 'unauthorized', 'API token is invalid.');
      if (token === 'ntn_ratelimited') return error(429, 'rate_limited', 'Rate limited', { 'retry-after': '12' });
      if (token === 'ntn_broken') return error(502, 'bad_gateway', 'Bad gateway');
      if (token !== 'ntn_good') return error(401, 'unauthorized', 'API token is invalid.');
      const ago = (days: number) => new Date(now().getTime() - days * 86_400_000).toISOString();
      const page = (id: string, parent: object, edited: number, name: string, properties: object = {}) => ({
        object: 'page',
        id,
        created_time: ago(90),
        last_edited_time: ago(edited),
        archived: false,
        in_trash: false,
        parent,
        properties: { title: { id: 'title', type: 'title', title: title(name) }, ...properties },
        url: `https://www.notion.so/${id}`,
      });
      const database = (id: string, parent: object, edited: number, properties: object) => ({
        object: 'database',
        id,
        title: title(id),
        created_time: ago(90),
        last_edited_time: ago(edited),
        archived: false,
        in_trash: false,
        parent,
        properties,
      });
      const status = (id: string, name: string) => ({
        id: 'st',
        type: 'status',
        status: { id, name, color: 'default' },
      });
      const list = (results: unknown[]) => send(200, { object: 'list', results, next_cursor: null, has_more: false });
      if (req.method === 'POST' && url.pathname === '/v1/search')
        return list([
          page('p1', { type: 'workspace', workspace: true }, 2, 'Roadmap'),
          page('p2', { type: 'page_id', page_id: 'p1' }, 40, 'Old notes'),
          page('r1', { type: 'database_id', database_id: 'd1' }, 3, 'Task row'),
          { ...page('t', { type: 'workspace', workspace: true }, 1, 'Trashed'), archived: true },
          database('d1', { type: 'workspace', workspace: true }, 1, {
            Name: { id: 'title', name: 'Name', type: 'title', title: {} },
            Status: {
              id: 'st',
              name: 'Status',
              type: 'status',
              status: {
                options: [
                  { id: 's1', name: 'Not started', color: 'default' },
                  { id: 's2', name: 'In progress', color: 'blue' },
                  { id: 's3', name: 'Shipped it', color: 'green' },
                ],
                groups: [
                  { id: 'g1', name: 'To-do', color: 'gray', option_ids: ['s1'] },
                  { id: 'g2', name: 'In progress', color: 'blue', option_ids: ['s2'] },
                  { id: 'g3', name: 'Complete', color: 'green', option_ids: ['s3'] },
                ],
              },
            },
          }),
          database('d2', { type: 'page_id', page_id: 'p1' }, 60, {
            Name: { id: 'title', name: 'Name', type: 'title', title: {} },
            Done: { id: 'dn', name: 'Done', type: 'checkbox', checkbox: {} },
          }),
          database('d3', { type: 'page_id', page_id: 'p1' }, 5, {
            Name: { id: 'title', name: 'Name', type: 'title', title: {} },
          }),
        ]);
      if (req.method === 'POST' && url.pathname === '/v1/databases/d1/query')
        return list([
          page('t1', { type: 'database_id', database_id: 'd1' }, 1, 'a', { Status: status('s3', 'Shipped it') }),
          page('t2', { type: 'database_id', database_id: 'd1' }, 1, 'b', { Status: status('s2', 'In progress') }),
          page('t3', { type: 'database_id', database_id: 'd1' }, 1, 'c', { Status: status('s3', 'Shipped it') }),
        ]);
      if (req.method === 'POST' && url.pathname === '/v1/databases/d2/query')
        return list([
          page('c1', { type: 'database_id', database_id: 'd2' }, 1, 'x', {
            Done: { id: 'dn', type: 'checkbox', checkbox: true },
          }),
          page('c2', { type: 'database_id', database_id: 'd2' }, 1, 'y', {
            Done: { id: 'dn', type: 'checkbox', checkbox: false },
          }),
        ]);
      if (req.method === 'POST' && url.pathname === '/v1/oauth/revoke') return send(200, {});
      return error(404, 'object_not_found', 'Could not find object.');
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const hostPort = `127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url: `http://${hostPort}`,
    hostPort,
    requests,
    revoked,
    refreshTokens,
    close: () =>
      new Promise<void>((r) => {
        server.closeAllConnections();
        server.close(() => r());
      }),
  };
}
