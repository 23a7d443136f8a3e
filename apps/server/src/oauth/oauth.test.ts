import { createHash } from 'node:crypto';
import type { DeviceComprehensive, OAuthProvidersResponse } from '@careerloom/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { connectionStore } from '../connectors/connection-store';
import { type FakeNotion, startFakeNotion } from '../connectors/notion/notion-fake';
import { type FakeSlack, startFakeSlack } from '../connectors/slack/slack-fake';
import { type FakeProvider, startFakeProvider } from '../connectors/testing/oauth-fake-provider';
import { oauthStates, sourceConnections, sourcePermissions } from '../db/schema';
import { createTestApp, MINUTE, type Registered, sessionCookieOf, type TestApp } from '../test/test-app';

const PUBLIC_URL = 'https://careerloom.example';
let t: TestApp;
let provider: FakeProvider;
let slack: FakeSlack;
let notion: FakeNotion;

beforeAll(async () => {
  const now = () => t.clock.now();
  provider = await startFakeProvider();
  slack = await startFakeSlack(now);
  notion = await startFakeNotion(now);
  t = await createTestApp({
    PUBLIC_URL,
    GOOGLE_CLIENT_ID: 'google-client',
    GOOGLE_CLIENT_SECRET: 'google-secret',
    GOOGLE_OAUTH_BASE: provider.url,
    GOOGLE_TOKEN_BASE: provider.url,
    GITHUB_CLIENT_ID: 'github-client',
    GITHUB_CLIENT_SECRET: 'github-secret',
    GITHUB_OAUTH_BASE: provider.url,
    GITHUB_OAUTH_API_BASE: provider.url,
    SLACK_CLIENT_ID: 'slack-client',
    SLACK_CLIENT_SECRET: 'slack-secret',
    SLACK_API_BASE: slack.url,
    NOTION_CLIENT_ID: 'notion-client',
    NOTION_CLIENT_SECRET: 'notion-secret',
    NOTION_API_BASE: notion.url,
  });
});
afterAll(async () => {
  await t.close();
  await provider.close();
  await slack.close();
  await notion.close();
});
beforeEach(() => {
  provider.requests.length = 0;
  slack.requests.length = 0;
  notion.requests.length = 0;
});

const get = (url: string, cookie?: string) => t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
const s256 = (v: string) => createHash('sha256').update(v).digest('base64url');

/** Starts a flow and returns the provider URL the browser was sent to. */
async function start(u: Registered, source: string, cookie = u.cookie): Promise<URL> {
  const res = await get(`/api/oauth/${source}/start`, cookie);
  expect(res.statusCode, res.body).toBe(302);
  return new URL(String(res.headers.location));
}
async function tokenRow(u: Registered, source: string) {
  const [row] = await t.db
    .select()
    .from(sourceConnections)
    .where(and(eq(sourceConnections.userId, u.user.id), eq(sourceConnections.source, source)));
  return row;
}
const tokenRequests = () => provider.requests.filter((r) => r.path === '/token');

describe('GET /api/oauth/providers', () => {
  it('lists the sources whose provider client is configured', async () => {
    const u = await t.register();
    const res = await get('/api/oauth/providers', u.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json<OAuthProvidersResponse>().sources.map((s) => `${s.source}:${s.provider}`)).toEqual([
      'gmail:google',
      'calendar:google',
      'github:github',
      'slack:slack',
      'notion:notion',
    ]);
    expect(res.body).not.toContain('secret');
    expect(res.json<OAuthProvidersResponse>().notConfigured).toEqual([]);
  });

  it('lists none, and start answers 501, when no client is configured', async () => {
    const bare = await createTestApp();
    try {
      const u = await bare.register();
      const list = await bare.app.inject({ method: 'GET', url: '/api/oauth/providers', headers: { cookie: u.cookie } });
      expect(list.json().sources).toEqual([]);
      // What an administrator sets to offer "Connect with Google", named (issue 35 item 6).
      expect(list.json().notConfigured).toContainEqual({
        source: 'gmail',
        providerName: 'Google',
        settings: ['GOOGLE_CLIENT_ID', 'GOOGLE_CLIENT_SECRET'],
        redirectUri: `${bare.app.ctx.config.publicUrl}/api/oauth/gmail/callback`,
      });
      const res = await bare.app.inject({
        method: 'GET',
        url: '/api/oauth/slack/start',
        headers: { cookie: u.cookie },
      });
      expect(res.statusCode).toBe(501);
    } finally {
      await bare.close();
    }
  });
});

describe('Google (Gmail) authorization code with PKCE', () => {
  it('redirects with a state and an S256 challenge, and stores only the state hash and a sealed verifier', async () => {
    const u = await t.register();
    expect((await get('/api/oauth/gmail/start')).statusCode).toBe(401);
    const to = await start(u, 'gmail');
    expect(`${to.origin}${to.pathname}`).toBe(`${provider.url}/o/oauth2/v2/auth`);
    const q = to.searchParams;
    expect(q.get('client_id')).toBe('google-client');
    expect(q.get('redirect_uri')).toBe(`${PUBLIC_URL}/api/oauth/gmail/callback`);
    expect(q.get('response_type')).toBe('code');
    expect(q.get('code_challenge_method')).toBe('S256');
    expect(q.get('scope')).toBe('https://www.googleapis.com/auth/gmail.readonly');
    const state = q.get('state') ?? '';
    expect(state.length).toBeGreaterThanOrEqual(43);
    const rows = await t.db.select().from(oauthStates).where(eq(oauthStates.userId, u.user.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.id).toBe(createHash('sha256').update(state).digest('hex'));
    expect(JSON.stringify(rows)).not.toContain(state);
    expect(rows[0]?.verifierCiphertext.startsWith('v1.')).toBe(true);
    expect(rows[0]?.expiresAt.getTime()).toBe(t.clock.now().getTime() + 10 * MINUTE);
  });

  it('exchanges the code with the verifier that matches the challenge, stores sealed tokens, and refuses a replay', async () => {
    const u = await t.register();
    const to = await start(u, 'gmail');
    const state = to.searchParams.get('state');
    const res = await get(`/api/oauth/gmail/callback?code=good-code&state=${state}`, u.cookie);
    expect(res.statusCode, res.body).toBe(302);
    expect(res.headers.location).toBe('/intelligence?oauth=connected&source=gmail');
    const [exchange] = tokenRequests();
    expect(tokenRequests()).toHaveLength(1);
    const form = new URLSearchParams(exchange?.body);
    expect(form.get('grant_type')).toBe('authorization_code');
    expect(form.get('code')).toBe('good-code');
    expect(form.get('redirect_uri')).toBe(`${PUBLIC_URL}/api/oauth/gmail/callback`);
    expect(s256(form.get('code_verifier') ?? '')).toBe(to.searchParams.get('code_challenge'));
    const row = await tokenRow(u, 'gmail');
    expect(row?.authMethod).toBe('oauth');
    expect(JSON.stringify(row)).not.toContain('canary');
    const store = connectionStore(t.app.ctx);
    expect(await store.tokenOf(u.user.id, 'gmail')).toBe('ya29.canary-access-token');
    expect(await store.refreshTokenOf(u.user.id, 'gmail')).toBe('1//canary-refresh-token');
    expect(row?.tokenExpiresAt?.getTime()).toBe(t.clock.now().getTime() + 3599_000);

    const replay = await get(`/api/oauth/gmail/callback?code=good-code&state=${state}`, u.cookie);
    expect(replay.statusCode).toBe(400);
    expect(tokenRequests()).toHaveLength(1);
    expect(await t.db.select().from(oauthStates).where(eq(oauthStates.userId, u.user.id))).toEqual([]);
  });

  it('refuses a callback without a state (400) and writes no token', async () => {
    const u = await t.register();
    await start(u, 'gmail');
    const res = await get('/api/oauth/gmail/callback?code=good-code', u.cookie);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('no state');
    expect(tokenRequests()).toHaveLength(0);
    expect(await tokenRow(u, 'gmail')).toBeUndefined();
  });

  it('refuses a state from another session, another user or another source (400), writing nothing', async () => {
    const u = await t.register();
    const state = (await start(u, 'gmail')).searchParams.get('state');
    const otherSession = sessionCookieOf(await t.login(u.username, u.password));
    expect((await get(`/api/oauth/gmail/callback?code=good-code&state=${state}`, otherSession)).statusCode).toBe(400);
    const v = await t.register();
    expect((await get(`/api/oauth/gmail/callback?code=good-code&state=${state}`, v.cookie)).statusCode).toBe(400);
    expect((await get(`/api/oauth/calendar/callback?code=good-code&state=${state}`, u.cookie)).statusCode).toBe(400);
    expect((await get(`/api/oauth/gmail/callback?code=good-code&state=made-up-state`, u.cookie)).statusCode).toBe(400);
    expect(tokenRequests()).toHaveLength(0);
    expect(await tokenRow(u, 'gmail')).toBeUndefined();
    expect(await tokenRow(u, 'calendar')).toBeUndefined();
    expect(await tokenRow(v, 'gmail')).toBeUndefined();
  });

  it('refuses a state older than 10 minutes (400), writing nothing', async () => {
    const u = await t.register();
    const state = (await start(u, 'gmail')).searchParams.get('state');
    t.clock.advance(10 * MINUTE + 1000);
    const res = await get(`/api/oauth/gmail/callback?code=good-code&state=${state}`, u.cookie);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('10 minutes');
    expect(tokenRequests()).toHaveLength(0);
    expect(await tokenRow(u, 'gmail')).toBeUndefined();
  });

  it('returns to the page without a token when the user declined or the provider refused the code', async () => {
    const u = await t.register();
    const s1 = (await start(u, 'gmail')).searchParams.get('state');
    const denied = await get(`/api/oauth/gmail/callback?error=access_denied&state=${s1}`, u.cookie);
    expect(denied.headers.location).toBe('/intelligence?oauth=denied&source=gmail');
    const s2 = (await start(u, 'gmail')).searchParams.get('state');
    const refused = await get(`/api/oauth/gmail/callback?code=bad-code&state=${s2}`, u.cookie);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe('Google refused the sign-in (invalid_grant); try connecting again');
    expect(await tokenRow(u, 'gmail')).toBeUndefined();
  });

  it('does not start for a source disabled in the privacy settings', async () => {
    const u = await t.register();
    await t.db.insert(sourcePermissions).values({ userId: u.user.id, source: 'calendar', isEnabled: false });
    expect((await get('/api/oauth/calendar/start', u.cookie)).statusCode).toBe(403);
    expect(await t.db.select().from(oauthStates).where(eq(oauthStates.userId, u.user.id))).toEqual([]);
  });
});

describe('GitHub, Slack and Notion flows', () => {
  it('GitHub: PKCE, JSON token answer, the login stored as the account', async () => {
    const u = await t.register();
    const to = await start(u, 'github');
    expect(to.pathname).toBe('/login/oauth/authorize');
    expect(to.searchParams.get('code_challenge_method')).toBe('S256');
    const res = await get(`/api/oauth/github/callback?code=good-code&state=${to.searchParams.get('state')}`, u.cookie);
    expect(res.headers.location).toBe('/intelligence?oauth=connected&source=github');
    const exchange = provider.requests.find((r) => r.path === '/login/oauth/access_token');
    expect(s256(new URLSearchParams(exchange?.body).get('code_verifier') ?? '')).toBe(
      to.searchParams.get('code_challenge'),
    );
    expect((await tokenRow(u, 'github'))?.account).toBe('octocat');

    const bad = await start(u, 'github');
    const refused = await get(`/api/oauth/github/callback?code=nope&state=${bad.searchParams.get('state')}`, u.cookie);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toContain('bad_verification_code');
  });

  it('Slack: the user token from authed_user connects Slack and its figures are read', async () => {
    const u = await t.register();
    const to = await start(u, 'slack');
    expect(`${to.origin}${to.pathname}`).toBe(`${slack.url}/oauth/v2/authorize`);
    expect(to.searchParams.get('user_scope')).toContain('channels:history');
    const res = await get(`/api/oauth/slack/callback?code=slack-code&state=${to.searchParams.get('state')}`, u.cookie);
    expect(res.headers.location).toBe('/device?oauth=connected&source=slack');
    const exchange = slack.requests.find((r) => r.path === '/api/oauth.v2.access');
    expect(s256(new URLSearchParams(exchange?.body).get('code_verifier') ?? '')).toBe(
      to.searchParams.get('code_challenge'),
    );
    expect((await tokenRow(u, 'slack'))?.authMethod).toBe('oauth');
    const c = await get('/api/device/comprehensive', u.cookie);
    expect(c.json<DeviceComprehensive>().slack?.totalMessages).toBe(5);
  });

  it('Notion: basic-auth JSON exchange, then its figures are read', async () => {
    const u = await t.register();
    const to = await start(u, 'notion');
    expect(to.pathname).toBe('/v1/oauth/authorize');
    expect(to.searchParams.get('owner')).toBe('user');
    const res = await get(`/api/oauth/notion/callback?code=good-code&state=${to.searchParams.get('state')}`, u.cookie);
    expect(res.headers.location).toBe('/device?oauth=connected&source=notion');
    const exchange = notion.requests.find((r) => r.path === '/v1/oauth/token');
    expect(JSON.parse(exchange?.body ?? '{}')).toMatchObject({ grant_type: 'authorization_code', code: 'good-code' });
    expect((await tokenRow(u, 'notion'))?.account).toBe('Acme Notes');
    const c = await get('/api/device/comprehensive', u.cookie);
    expect(c.json<DeviceComprehensive>().notion?.totalPages).toBe(3);
  });
});
