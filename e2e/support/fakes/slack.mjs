// Fake Slack Web API (auth.test, conversations.list, conversations.history, auth.revoke) and its
// OAuth v2 endpoints (/oauth/v2/authorize consents at once; /api/oauth.v2.access answers a user token),
// with Slack's documented shapes: HTTP 200 with { ok: false, error } for failures.
import { sendJson, startRecordingServer } from './recording-server.mjs';

export const portOffset = 16;

/** The workspace token the e2e spec pastes; the OAuth flow hands out the same one. */
export const SLACK_TOKEN = 'xoxp-e2e-workspace-token';
const USER = 'U0E2EUSER1';

async function readBody(req) {
  let body = '';
  for await (const chunk of req) body += chunk;
  return body;
}

export async function start(port) {
  const server = await startRecordingServer(port, async (req, res, url) => {
    if (url.pathname === '/oauth/v2/authorize') {
      // The fake consent screen: straight back to the app with a code and the app's state.
      const back = new URL(url.searchParams.get('redirect_uri') ?? '/');
      back.searchParams.set('code', 'e2e-slack-code');
      back.searchParams.set('state', url.searchParams.get('state') ?? '');
      res.writeHead(302, { location: back.toString() });
      return res.end();
    }
    if (url.pathname === '/api/oauth.v2.access') {
      const form = new URLSearchParams(await readBody(req));
      if (form.get('code') !== 'e2e-slack-code') return sendJson(res, 200, { ok: false, error: 'invalid_code' });
      return sendJson(res, 200, {
        ok: true,
        authed_user: {
          id: USER,
          scope: 'channels:read,channels:history',
          access_token: SLACK_TOKEN,
          token_type: 'user',
        },
        team: { id: 'T0E2E', name: 'E2E Workspace' },
      });
    }
    const token = (req.headers.authorization ?? '').replace(/^Bearer /, '');
    if (token !== SLACK_TOKEN) return sendJson(res, 200, { ok: false, error: 'invalid_auth' });
    const now = Date.now() / 1000;
    const ts = (minutesAgo) => (now - minutesAgo * 60).toFixed(6);
    switch (url.pathname) {
      case '/api/auth.test':
        return sendJson(res, 200, { ok: true, team: 'E2E Workspace', team_id: 'T0E2E', user: 'e2e', user_id: USER });
      case '/api/auth.revoke':
        return sendJson(res, 200, { ok: true, revoked: true });
      case '/api/conversations.list':
        return sendJson(res, 200, {
          ok: true,
          channels: [
            {
              id: 'C0GENERAL1',
              name: 'general',
              is_channel: true,
              is_archived: false,
              is_member: true,
              num_members: 5,
            },
            {
              id: 'C0RANDOM01',
              name: 'random',
              is_channel: true,
              is_archived: false,
              is_member: false,
              num_members: 5,
            },
            {
              id: 'C0PROJECT1',
              name: 'project',
              is_channel: true,
              is_archived: false,
              is_member: true,
              num_members: 3,
            },
          ],
          response_metadata: { next_cursor: '' },
        });
      case '/api/conversations.history': {
        const general = url.searchParams.get('channel') === 'C0GENERAL1';
        const messages = general
          ? [
              { type: 'message', user: USER, text: 'on it', ts: ts(100) },
              { type: 'message', user: 'U0TEAMMATE', text: 'can you review?', ts: ts(130) },
              { type: 'message', user: USER, text: 'done', ts: ts(1000) },
              { type: 'message', user: 'U0OTHER001', text: 'question', ts: ts(1040) },
            ]
          : [{ type: 'message', user: 'U0TEAMMATE', text: 'standup', ts: ts(300) }];
        return sendJson(res, 200, { ok: true, messages, has_more: false, response_metadata: { next_cursor: '' } });
      }
      default:
        return sendJson(res, 200, { ok: false, error: 'unknown_method' });
    }
  });
  return {
    env: { SLACK_API_BASE: server.base, SLACK_CLIENT_ID: 'e2e-slack-client', SLACK_CLIENT_SECRET: 'e2e-slack-secret' },
    close: server.close,
  };
}
