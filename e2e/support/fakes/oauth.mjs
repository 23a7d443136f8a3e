// Fake OAuth provider for Google (Gmail, Calendar) and GitHub: the authorize endpoints consent at
// once and send the browser back with a code; the token endpoints answer the documented JSON;
// /revoke, DELETE /applications/{id}/grant and GET /user complete the set. Google's token endpoint
// also takes grant_type=refresh_token (the server renews an access token before it expires): the
// refresh token it issued gets a new access token and no new refresh token, as Google answers;
// any other is refused with Google's 400 invalid_grant.
import { sendJson, startRecordingServer } from './recording-server.mjs';

export const portOffset = 18;

async function readBody(req) {
  let body = '';
  for await (const chunk of req) body += chunk;
  return body;
}

function consent(res, url) {
  const back = new URL(url.searchParams.get('redirect_uri') ?? '/');
  back.searchParams.set('code', 'e2e-oauth-code');
  back.searchParams.set('state', url.searchParams.get('state') ?? '');
  res.writeHead(302, { location: back.toString() });
  res.end();
}

export async function start(port) {
  let renewals = 0;
  const server = await startRecordingServer(port, async (req, res, url) => {
    if (url.pathname === '/o/oauth2/v2/auth' || url.pathname === '/login/oauth/authorize') return consent(res, url);
    if (req.method === 'POST' && url.pathname === '/token') {
      const form = new URLSearchParams(await readBody(req));
      if (form.get('grant_type') === 'refresh_token') {
        if (form.get('refresh_token') !== '1//e2e-google-refresh')
          return sendJson(res, 400, {
            error: 'invalid_grant',
            error_description: 'Token has been expired or revoked.',
          });
        renewals += 1;
        return sendJson(res, 200, {
          access_token: `ya29.e2e-google-renewed-${renewals}`,
          expires_in: 3599,
          token_type: 'Bearer',
          scope: 'https://www.googleapis.com/auth/gmail.readonly',
        });
      }
      if (form.get('code') !== 'e2e-oauth-code' || !form.get('code_verifier'))
        return sendJson(res, 400, { error: 'invalid_grant' });
      return sendJson(res, 200, {
        access_token: 'ya29.e2e-google-access',
        refresh_token: '1//e2e-google-refresh',
        expires_in: 3599,
        token_type: 'Bearer',
        scope: form.get('scope') ?? '',
      });
    }
    if (req.method === 'POST' && url.pathname === '/login/oauth/access_token') {
      const form = new URLSearchParams(await readBody(req));
      if (form.get('code') !== 'e2e-oauth-code') return sendJson(res, 200, { error: 'bad_verification_code' });
      return sendJson(res, 200, { access_token: 'gho_e2eGithubToken', token_type: 'bearer', scope: 'read:user' });
    }
    if (url.pathname === '/user') return sendJson(res, 200, { login: 'octocat', id: 1 });
    if (url.pathname === '/revoke') return sendJson(res, 200, {});
    if (req.method === 'DELETE' && /^\/applications\/[^/]+\/grant$/.test(url.pathname)) {
      res.writeHead(204);
      return res.end();
    }
    return sendJson(res, 404, { error: 'not_found' });
  });
  return {
    env: {
      GOOGLE_CLIENT_ID: 'e2e-google-client',
      GOOGLE_CLIENT_SECRET: 'e2e-google-secret',
      GOOGLE_OAUTH_BASE: server.base,
      GOOGLE_TOKEN_BASE: server.base,
      GITHUB_CLIENT_ID: 'e2e-github-client',
      GITHUB_CLIENT_SECRET: 'e2e-github-secret',
      GITHUB_OAUTH_BASE: server.base,
      GITHUB_OAUTH_API_BASE: server.base,
    },
    close: server.close,
  };
}
