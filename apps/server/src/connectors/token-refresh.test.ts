import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sourceConnections } from '../db/schema';
import { captureLogger, createTestApp, HOUR, MINUTE, type Registered, type TestApp } from '../test/test-app';
import { connectionStore } from './connection-store';
import { type FakeNotion, startFakeNotion } from './notion/notion-fake';
import { oauthFlow } from './oauth-providers';
import { refreshGrant } from './refresh-grant';
import { type FakeSlack, startFakeSlack } from './slack/slack-fake';
import { type FakeProvider, startFakeProvider } from './testing/oauth-fake-provider';
import { accessTokenFor, REFRESH_MARGIN_MS, ReconnectRequiredError } from './token-refresh';

let t: TestApp;
let google: FakeProvider;
let slack: FakeSlack;
let notion: FakeNotion;
const log = captureLogger('debug');
const REFRESH = '1//canary-refresh-token';

beforeAll(async () => {
  const now = () => t.clock.now();
  google = await startFakeProvider(now);
  slack = await startFakeSlack(now);
  notion = await startFakeNotion(now);
  t = await createTestApp(
    {
      LOG_LEVEL: 'debug',
      PUBLIC_URL: 'https://careerloom.example',
      GOOGLE_CLIENT_ID: 'google-client',
      GOOGLE_CLIENT_SECRET: 'google-secret',
      GOOGLE_OAUTH_BASE: google.url,
      GOOGLE_TOKEN_BASE: google.url,
      GMAIL_API_BASE: google.url,
      SLACK_CLIENT_ID: 'slack-client',
      SLACK_CLIENT_SECRET: 'slack-secret',
      SLACK_API_BASE: slack.url,
      NOTION_CLIENT_ID: 'notion-client',
      NOTION_CLIENT_SECRET: 'notion-secret',
      NOTION_API_BASE: notion.url,
    },
    { logger: log.logger },
  );
});
afterAll(async () => {
  await t?.close();
  await Promise.all([google, slack, notion].map((f) => f?.close()));
});
beforeEach(() => {
  google.requests.length = 0;
  slack.requests.length = 0;
  notion.requests.length = 0;
  google.accessTokens.clear();
  google.refreshTokens = new Set([REFRESH]);
  google.refuseRefresh = false;
  google.refreshOutage = false;
  google.refreshDelayMs = 0;
  google.gmailUnauthorized = false;
});

const store = () => connectionStore(t.app.ctx);
const post = (who: Registered, url: string) => t.app.inject({ method: 'POST', url, headers: { cookie: who.cookie } });
const at = (offsetMs: number) => new Date(t.clock.now().getTime() + offsetMs);
async function rowOf(who: Registered, source: string) {
  const [row] = await t.db
    .select()
    .from(sourceConnections)
    .where(and(eq(sourceConnections.userId, who.user.id), eq(sourceConnections.source, source)));
  return row;
}
const refreshGrants = () =>
  google.requests.filter(
    (r) => r.path === '/token' && new URLSearchParams(r.body).get('grant_type') === 'refresh_token',
  );
const gmailCalls = () => google.requests.filter((r) => r.path.startsWith('/gmail/'));

/** A user with Gmail connected through OAuth: `token` sealed with `expiresAt` and the refresh token. */
async function gmailUser(token: string, expiresAt: Date): Promise<Registered> {
  const u = await t.register();
  await store().save(u.user.id, 'gmail', {
    token,
    refreshToken: REFRESH,
    tokenExpiresAt: expiresAt,
    authMethod: 'oauth',
    account: 'me@example.com',
  });
  return u;
}

describe('Gmail: renewing the Google access token', () => {
  it('renews an expired token before the read, stores the new one sealed with its expiry, and reads', async () => {
    const u = await gmailUser('ya29.expired-canary', at(-5 * MINUTE));
    const res = await post(u, '/api/intelligence/refresh/gmail');
    expect(res.statusCode, res.body).toBe(200);

    const [grant] = refreshGrants();
    expect(refreshGrants()).toHaveLength(1);
    expect(grant?.contentType).toBe('application/x-www-form-urlencoded');
    const form = new URLSearchParams(grant?.body);
    expect(Object.fromEntries(form)).toEqual({
      grant_type: 'refresh_token',
      refresh_token: REFRESH,
      client_id: 'google-client',
      client_secret: 'google-secret',
    });
    // The expired token never reached Gmail: every call carried the renewed one.
    expect(gmailCalls().length).toBeGreaterThan(0);
    const renewed = await store().tokenOf(u.user.id, 'gmail');
    expect(renewed).toMatch(/^ya29\.renewed-/);
    expect(gmailCalls().every((r) => r.authorization === `Bearer ${renewed}`)).toBe(true);

    const row = await rowOf(u, 'gmail');
    expect(row?.status).toBe('connected');
    expect(row?.tokenExpiresAt?.getTime()).toBe(t.clock.now().getTime() + 3599_000);
    expect(JSON.stringify(row)).not.toMatch(/ya29|canary/);
    // Google sent no new refresh token: the old one is kept.
    expect(await store().refreshTokenOf(u.user.id, 'gmail')).toBe(REFRESH);
  });

  it('renews a token about to expire (within the margin), but not one with time left', async () => {
    google.accessTokens.set('ya29.fresh', at(HOUR).getTime());
    const fresh = await gmailUser('ya29.fresh', at(REFRESH_MARGIN_MS + 1000));
    expect((await post(fresh, '/api/intelligence/refresh/gmail')).statusCode).toBe(200);
    expect(refreshGrants()).toHaveLength(0);

    google.accessTokens.set('ya29.nearly', at(HOUR).getTime());
    const nearly = await gmailUser('ya29.nearly', at(REFRESH_MARGIN_MS - 1000));
    expect((await post(nearly, '/api/intelligence/refresh/gmail')).statusCode).toBe(200);
    expect(refreshGrants()).toHaveLength(1);
    expect(await store().tokenOf(nearly.user.id, 'gmail')).toMatch(/^ya29\.renewed-/);
  });

  it('a 401 for a token not yet expired gets one renewal and one retry', async () => {
    // Revoked at Google before its expiry: the fake does not know the token, so Gmail answers 401.
    const u = await gmailUser('ya29.revoked-early', at(30 * MINUTE));
    const res = await post(u, '/api/intelligence/refresh/gmail');
    expect(res.statusCode, res.body).toBe(200);
    expect(refreshGrants()).toHaveLength(1);
    const calls = gmailCalls();
    expect(calls[0]?.authorization).toBe('Bearer ya29.revoked-early');
    expect(calls.filter((r) => r.authorization === 'Bearer ya29.revoked-early')).toHaveLength(1);
    expect(calls.slice(1).every((r) => r.authorization?.startsWith('Bearer ya29.renewed-'))).toBe(true);
    expect((await rowOf(u, 'gmail'))?.status).toBe('connected');
  });

  it('a 401 again after the renewal is not retried a second time: the source needs reconnecting', async () => {
    const u = await gmailUser('ya29.revoked-early', at(30 * MINUTE));
    google.gmailUnauthorized = true;
    const res = await post(u, '/api/intelligence/refresh/gmail');
    expect(res.statusCode).toBe(502);
    expect(res.json().message).toBe('Gmail refused the access token (revoked or expired); reconnect Gmail');
    expect(refreshGrants()).toHaveLength(1);
    expect(gmailCalls()).toHaveLength(2);
    expect((await rowOf(u, 'gmail'))?.status).toBe('needs_reconnect');
  });

  it('a refused renewal marks Gmail needs_reconnect with a clear message and answers 409, reading nothing', async () => {
    google.refuseRefresh = true;
    const u = await gmailUser('ya29.expired', at(-MINUTE));
    const res = await post(u, '/api/intelligence/refresh/gmail');
    const message = 'Gmail access expired and Google refused to renew it; reconnect Gmail';
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'CONFLICT', message });
    expect(gmailCalls()).toEqual([]);
    const row = await rowOf(u, 'gmail');
    expect(row?.status).toBe('needs_reconnect');
    expect(row?.lastError).toBe(message);
    const page = await t.app.inject({
      method: 'GET',
      url: '/api/intelligence/comprehensive',
      headers: { cookie: u.cookie },
    });
    const gmail = page.json().sources.find((s: { source: string }) => s.source === 'gmail');
    expect(gmail).toMatchObject({ status: 'needs_reconnect' });
  });

  it('a token endpoint outage (5xx) fails the read with 502 but does not mark the connection', async () => {
    google.refreshOutage = true;
    const u = await gmailUser('ya29.expired', at(-MINUTE));
    const res = await post(u, '/api/intelligence/refresh/gmail');
    expect(res.statusCode).toBe(502);
    expect(res.json().message).toBe('Google could not renew the Gmail access (internal_failure); try again later');
    const row = await rowOf(u, 'gmail');
    expect(row?.status).toBe('connected');
    expect(row?.lastError).toBeNull();
    expect(await store().tokenOf(u.user.id, 'gmail')).toBe('ya29.expired');
  });

  it('during an outage a token inside the margin but not yet expired still serves the read', async () => {
    google.refreshOutage = true;
    google.accessTokens.set('ya29.last-seconds', at(HOUR).getTime());
    const u = await gmailUser('ya29.last-seconds', at(20_000));
    expect((await post(u, '/api/intelligence/refresh/gmail')).statusCode).toBe(200);
    // The application-mail check that follows a Gmail refresh asks once more during the outage.
    expect(refreshGrants().length).toBeGreaterThanOrEqual(1);
  });

  it('an unreachable token endpoint is an outage too, not a refusal', async () => {
    const down = await startFakeProvider();
    await down.close();
    const flow = oauthFlow(t.app.ctx.config, 'gmail');
    if (!flow) throw new Error('Google is configured in this file');
    const outcome = await refreshGrant({ ...flow, tokenUrl: `${down.url}/token` }, REFRESH, t.clock.now(), 1000);
    expect(outcome).toEqual({ kind: 'unavailable', detail: 'no answer' });
  });

  it('two simultaneous reads of an expired token share one renewal', async () => {
    google.refreshDelayMs = 100;
    const u = await gmailUser('ya29.expired', at(-MINUTE));
    const [a, b] = await Promise.all([
      post(u, '/api/intelligence/refresh/gmail'),
      post(u, '/api/intelligence/refresh/gmail'),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect(refreshGrants()).toHaveLength(1);
    const renewed = await store().tokenOf(u.user.id, 'gmail');
    expect(renewed).toMatch(/^ya29\.renewed-/);
    expect(gmailCalls().every((r) => r.authorization === `Bearer ${renewed}`)).toBe(true);

    // Directly: several callers at once, one grant, one token.
    google.requests.length = 0;
    await t.db
      .update(sourceConnections)
      .set({ tokenExpiresAt: at(-MINUTE) })
      .where(and(eq(sourceConnections.userId, u.user.id), eq(sourceConnections.source, 'gmail')));
    const tokens = await Promise.all([1, 2, 3].map(() => accessTokenFor(t.app.ctx, u.user.id, 'gmail')));
    expect(new Set(tokens).size).toBe(1);
    expect(tokens[0]).not.toBe(renewed);
    expect(tokens[0]).toBe(await store().tokenOf(u.user.id, 'gmail'));
    expect(refreshGrants()).toHaveLength(1);
  });

  it('Google Calendar shares the Google renewal; GitHub tokens are used as stored', async () => {
    const u = await t.register();
    await store().save(u.user.id, 'calendar', {
      token: 'ya29.calendar-expired',
      refreshToken: REFRESH,
      tokenExpiresAt: at(-MINUTE),
      authMethod: 'oauth',
    });
    expect(await accessTokenFor(t.app.ctx, u.user.id, 'calendar')).toMatch(/^ya29\.renewed-/);
    expect((await rowOf(u, 'calendar'))?.tokenExpiresAt?.getTime()).toBe(t.clock.now().getTime() + 3599_000);
    await store().save(u.user.id, 'github', { token: 'gho_x', tokenExpiresAt: at(-MINUTE), authMethod: 'oauth' });
    google.requests.length = 0;
    expect(await accessTokenFor(t.app.ctx, u.user.id, 'github')).toBe('gho_x');
    expect(google.requests).toEqual([]);
  });

  it('a pasted token without a refresh token is used as stored; a 401 marks it as before, with no grant', async () => {
    const u = await t.register();
    await store().save(u.user.id, 'gmail', { token: 'ya29.pasted', authMethod: 'token' });
    const res = await post(u, '/api/intelligence/refresh/gmail');
    expect(res.statusCode).toBe(502);
    expect(refreshGrants()).toHaveLength(0);
    expect((await rowOf(u, 'gmail'))?.status).toBe('needs_reconnect');
  });
});

describe('Slack token rotation', () => {
  /** Connects Slack through the OAuth flow with a rotating token (expiry and refresh token). */
  async function slackUser(): Promise<Registered> {
    const u = await t.register();
    const start = await t.app.inject({ method: 'GET', url: '/api/oauth/slack/start', headers: { cookie: u.cookie } });
    const state = new URL(String(start.headers.location)).searchParams.get('state');
    const back = await t.app.inject({
      method: 'GET',
      url: `/api/oauth/slack/callback?code=slack-rotating-code&state=${state}`,
      headers: { cookie: u.cookie },
    });
    expect(back.headers.location).toBe('/device?oauth=connected&source=slack');
    return u;
  }
  const expire = (u: Registered) =>
    t.db
      .update(sourceConnections)
      .set({ tokenExpiresAt: at(-MINUTE) })
      .where(and(eq(sourceConnections.userId, u.user.id), eq(sourceConnections.source, 'slack')));
  const rotations = () =>
    slack.requests.filter(
      (r) => r.path === '/api/oauth.v2.access' && new URLSearchParams(r.body).get('grant_type') === 'refresh_token',
    );

  it('the OAuth connect stores the refresh token and expiry; a renewal stores the rotated pair', async () => {
    const u = await slackUser();
    const first = await rowOf(u, 'slack');
    expect(first?.tokenExpiresAt?.getTime()).toBe(t.clock.now().getTime() + 43_200_000);
    const refreshToken = await store().refreshTokenOf(u.user.id, 'slack');
    expect(refreshToken).toMatch(/^xoxe-1-refresh-/);

    await expire(u);
    slack.requests.length = 0;
    const res = await post(u, '/api/device/refresh/slack');
    expect(res.statusCode, res.body).toBe(200);
    expect(rotations()).toHaveLength(1);
    expect(Object.fromEntries(new URLSearchParams(rotations()[0]?.body))).toEqual({
      grant_type: 'refresh_token',
      refresh_token: refreshToken,
      client_id: 'slack-client',
      client_secret: 'slack-secret',
    });
    const renewedAccess = await store().tokenOf(u.user.id, 'slack');
    const renewedRefresh = await store().refreshTokenOf(u.user.id, 'slack');
    expect(renewedRefresh).not.toBe(refreshToken);
    expect(renewedRefresh).toMatch(/^xoxe-1-refresh-/);
    const reads = slack.requests.filter((r) => r.path !== '/api/oauth.v2.access');
    expect(reads.every((r) => r.authorization === `Bearer ${renewedAccess}`)).toBe(true);
    expect(JSON.stringify(await rowOf(u, 'slack'))).not.toMatch(/xox/);

    // The rotated refresh token is the one that works next time (the old one is spent).
    await expire(u);
    expect((await post(u, '/api/device/refresh/slack')).statusCode).toBe(200);
    expect(new URLSearchParams(rotations().at(-1)?.body).get('refresh_token')).toBe(renewedRefresh);
  });

  it("Slack's token_expired on a read gets one renewal and a retry", async () => {
    const u = await slackUser();
    const token = (await store().tokenOf(u.user.id, 'slack')) ?? '';
    slack.issued.set(token, 0); // expired at Slack though our record says otherwise
    slack.requests.length = 0;
    expect((await post(u, '/api/device/refresh/slack')).statusCode).toBe(200);
    expect(rotations()).toHaveLength(1);
    expect((await rowOf(u, 'slack'))?.status).toBe('connected');
  });

  it('ok:false invalid_refresh_token marks Slack needs_reconnect and answers 409', async () => {
    const u = await slackUser();
    slack.refreshTokens.clear();
    await expire(u);
    const res = await post(u, '/api/device/refresh/slack');
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('Slack access expired and Slack refused to renew it; reconnect Slack');
    const row = await rowOf(u, 'slack');
    expect(row?.status).toBe('needs_reconnect');
    expect(row?.lastError).toBe(res.json().message);
  });
});

describe('Notion', () => {
  it('renews with HTTP basic client auth and a JSON body only when a refresh token was given', async () => {
    const u = await t.register();
    notion.refreshTokens.add('ntn-refresh-0');
    await store().save(u.user.id, 'notion', {
      token: 'ntn_old',
      refreshToken: 'ntn-refresh-0',
      tokenExpiresAt: at(-MINUTE),
      authMethod: 'oauth',
    });
    expect(await accessTokenFor(t.app.ctx, u.user.id, 'notion')).toBe('ntn_good');
    const grant = notion.requests.find((r) => r.path === '/v1/oauth/token');
    expect(JSON.parse(grant?.body ?? '{}')).toEqual({ grant_type: 'refresh_token', refresh_token: 'ntn-refresh-0' });
    expect(await store().refreshTokenOf(u.user.id, 'notion')).toBe('ntn-refresh-1');
    // Notion sent no expiry: the token is kept until a 401 says otherwise.
    expect((await rowOf(u, 'notion'))?.tokenExpiresAt).toBeNull();

    // A refused Notion renewal is a ReconnectRequiredError, and the row says so.
    await t.db
      .update(sourceConnections)
      .set({ tokenExpiresAt: at(-MINUTE) })
      .where(and(eq(sourceConnections.userId, u.user.id), eq(sourceConnections.source, 'notion')));
    notion.refreshTokens.clear();
    await expect(accessTokenFor(t.app.ctx, u.user.id, 'notion')).rejects.toBeInstanceOf(ReconnectRequiredError);
    expect((await rowOf(u, 'notion'))?.status).toBe('needs_reconnect');

    // A Notion token without a refresh token (the usual, non-expiring kind) is never renewed.
    const v = await t.register();
    await store().save(v.user.id, 'notion', { token: 'ntn_good', authMethod: 'oauth' });
    notion.requests.length = 0;
    expect(await accessTokenFor(t.app.ctx, v.user.id, 'notion')).toBe('ntn_good');
    expect(notion.requests).toEqual([]);
  });
});

describe('secrets', () => {
  it('no access or refresh token from this file reached a log line', () => {
    expect(log.lines().length).toBeGreaterThan(0);
    expect(JSON.stringify(log.lines())).not.toMatch(/ya29\.|1\/\/canary|xox[ep]|ntn[_-]/);
  });
});
