import {
  DEMO_BROWSER_DATA,
  DEMO_MOBILE_DATA,
  type DeviceComprehensive,
  type DeviceSourcesResponse,
} from '@careerloom/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type FakeNotion, startFakeNotion } from '../connectors/notion/notion-fake';
import { readSlack } from '../connectors/slack/slack';
import { type FakeSlack, startFakeSlack } from '../connectors/slack/slack-fake';
import { accessLogs, sourceConnections, sourcePermissions, sourceSnapshots } from '../db/schema';
import { AppError } from '../errors';
import { captureLogger, createTestApp, type Registered, type TestApp } from '../test/test-app';

let t: TestApp;
let slack: FakeSlack;
let notion: FakeNotion;
const log = captureLogger('trace');

beforeAll(async () => {
  const now = () => t.clock.now();
  slack = await startFakeSlack(now);
  notion = await startFakeNotion(now);
  t = await createTestApp(
    { SLACK_API_BASE: slack.url, NOTION_API_BASE: notion.url, LOG_LEVEL: 'trace' },
    { logger: log.logger },
  );
});
afterAll(async () => {
  await t.close();
  await slack.close();
  await notion.close();
});
beforeEach(() => {
  slack.requests.length = 0;
  notion.requests.length = 0;
});

const post = (u: Registered, url: string, payload: object) =>
  t.app.inject({ method: 'POST', url, headers: { cookie: u.cookie }, payload });
const comprehensive = async (u: Registered) => {
  const res = await t.app.inject({ method: 'GET', url: '/api/device/comprehensive', headers: { cookie: u.cookie } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<DeviceComprehensive>();
};
async function setPermission(u: Registered, source: string, values: Partial<typeof sourcePermissions.$inferInsert>) {
  await t.db
    .insert(sourcePermissions)
    .values({ userId: u.user.id, source, ...values })
    .onConflictDoUpdate({ target: [sourcePermissions.userId, sourcePermissions.source], set: values });
}
async function connectionRow(u: Registered, source: string) {
  const [row] = await t.db
    .select()
    .from(sourceConnections)
    .where(and(eq(sourceConnections.userId, u.user.id), eq(sourceConnections.source, source)));
  return row;
}
async function dump(): Promise<string> {
  const tables = [sourceConnections, sourceSnapshots, accessLogs];
  const rows = await Promise.all(tables.map((tb) => t.db.select().from(tb)));
  return JSON.stringify(rows);
}

describe('GET /api/device/sources', () => {
  it('refuses signed-out callers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/device/sources' });
    expect(res.statusCode).toBe(401);
  });

  it('lists the device sources first, then the ecosystem sources, with setup and status', async () => {
    const u = await t.register();
    const res = await t.app.inject({ method: 'GET', url: '/api/device/sources', headers: { cookie: u.cookie } });
    expect(res.statusCode, res.body).toBe(200);
    const { sources } = res.json<DeviceSourcesResponse>();
    expect(sources.map((s) => s.id)).toEqual([
      'slack',
      'notion',
      'browser',
      'mobile',
      'gmail',
      'calendar',
      'github',
      'linkedin',
    ]);
    const slackCard = sources[0];
    expect(slackCard).toMatchObject({ name: 'Slack', platform: 'desktop', authType: 'oauth', status: 'not_connected' });
    expect(slackCard?.dataTypes).toEqual(['channels', 'message_metadata', 'message_text']);
    expect(sources.find((s) => s.id === 'browser')?.authType).toBe('browser_extension');
    expect(sources.find((s) => s.id === 'mobile')?.platform).toBe('mobile');
    for (const s of sources) expect(s.setupInstructions.length).toBeGreaterThan(0);
    expect(sources.filter((s) => s.connectsHere).map((s) => s.id)).toEqual(['slack', 'notion', 'browser', 'mobile']);
  });
});

describe('GET /api/device/comprehensive with nothing connected', () => {
  it('gives null figures and no score, never sample numbers', async () => {
    const u = await t.register();
    const c = await comprehensive(u);
    expect(c.overallScore).toBeNull();
    expect([c.slack, c.notion, c.browser, c.mobile]).toEqual([null, null, null, null]);
    expect(c.communication).toEqual({ totalContacts: null, videoCalls: null, emailVolume: null, networkSize: null });
    expect(c.productivity).toMatchObject({ totalApps: null, workflowEfficiency: null, taskManagement: null });
    expect(c.sources.map((s) => s.status)).toEqual([
      'not_connected',
      'not_connected',
      'not_connected',
      'not_connected',
    ]);
    expect(c.recommendations).toEqual([
      'Connect Slack, Notion, Browser Activity, Mobile Usage for a fuller Device Intelligence Score.',
    ]);
  });
});

describe('POST /api/device/connect/slack', () => {
  it('reads channels and message timing with the token and stores only figures and the sealed token', async () => {
    const u = await t.register();
    const res = await post(u, '/api/device/connect/slack', { accessToken: 'xoxp-good' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ source: 'slack', status: 'connected' });
    expect(res.body).not.toContain('xoxp-good');
    expect(slack.requests.map((r) => r.path)).toEqual([
      '/api/auth.test',
      '/api/conversations.list',
      '/api/conversations.list',
      '/api/conversations.history',
      '/api/conversations.history',
    ]);
    // The token travels only as a bearer header, never in the URL (S8).
    for (const r of slack.requests) {
      expect(r.authorization).toBe('Bearer xoxp-good');
      expect([...r.query.values()].join()).not.toContain('xoxp');
    }
    const c = await comprehensive(u);
    // general: replies after 10 and 30 minutes; project: one message, a bot and a huddle not counted.
    expect(c.slack).toEqual({ totalMessages: 5, activeChannels: 2, responseTime: 20, collaborationScore: 45 });
    expect(c.communication).toMatchObject({ totalContacts: 2, videoCalls: 1 });
    expect(c.overallScore).toBe(45);
    expect(c.sources[0]).toMatchObject({ id: 'slack', status: 'connected' });
    const row = await connectionRow(u, 'slack');
    expect(row?.authMethod).toBe('token');
    expect(row?.account).toBe('Subarachnoid Workspace');
    // K1: no plaintext token, and message text never stored.
    const db = await dump();
    expect(db).not.toContain('xoxp-good');
    expect(db).not.toContain('SECRET-TEXT');
    const logs = await t.db.select().from(accessLogs).where(eq(accessLogs.userId, u.user.id));
    expect(logs.map((l) => `${l.accessType}:${l.source}`)).toEqual(
      expect.arrayContaining(['sync:slack', 'read:slack']),
    );
    // K4: the token never reaches a log line.
    expect(JSON.stringify(log.lines())).not.toContain('xoxp-good');
    const sources = await t.app.inject({ method: 'GET', url: '/api/device/sources', headers: { cookie: u.cookie } });
    expect(sources.json<DeviceSourcesResponse>().sources[0]).toMatchObject({ status: 'connected', isConnected: true });
    expect(sources.body).not.toContain('xoxp-good');
  });

  it('needs a token (400) and calls nothing', async () => {
    const u = await t.register();
    const res = await post(u, '/api/device/connect/slack', { accessToken: '  ' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('accessToken is required');
    expect(slack.requests).toHaveLength(0);
  });

  it('refuses a token Slack rejects with a clear 400 and stores nothing', async () => {
    const u = await t.register();
    const res = await post(u, '/api/device/connect/slack', { accessToken: 'xoxp-revoked' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Slack refused this token: it is not valid, or it was revoked or has expired');
    expect(await connectionRow(u, 'slack')).toBeUndefined();
  });

  it('maps HTTP 429 and Slack\'s "ratelimited" to 429 with Retry-After', async () => {
    const u = await t.register();
    const a = await post(u, '/api/device/connect/slack', { accessToken: 'xoxp-ratelimited' });
    expect(a.statusCode).toBe(429);
    expect(a.headers['retry-after']).toBe('30');
    const b = await post(u, '/api/device/connect/slack', { accessToken: 'xoxp-limited-body' });
    expect(b.statusCode).toBe(429);
    expect(b.json().message).toContain('Slack is rate limiting');
  });

  it('answers 502 when Slack fails and 400 naming the scope when the token lacks one', async () => {
    const u = await t.register();
    const a = await post(u, '/api/device/connect/slack', { accessToken: 'xoxp-broken' });
    expect(a.statusCode).toBe(502);
    expect(a.json().message).toBe('Slack answered 500; try again later');
    const b = await post(u, '/api/device/connect/slack', { accessToken: 'xoxp-noscope' });
    expect(b.statusCode).toBe(400);
    expect(b.json().message).toContain('channels:read');
  });

  it('gives up on a Slack that does not answer within the time-out', async () => {
    const error = await readSlack(slack.url, 'xoxp-slow', { channels: true, messages: true, since: null }, new Date(), {
      timeoutMs: 200,
    }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).code).toBe('UPSTREAM_FAILED');
    expect((error as AppError).message).toContain('did not answer');
  });

  it('marks the stored connection as needing reconnection when Slack says the token was revoked', async () => {
    const u = await t.register();
    expect((await post(u, '/api/device/connect/slack', { accessToken: 'xoxp-good' })).statusCode).toBe(200);
    slack.revoked.add('xoxp-good');
    try {
      const res = await post(u, '/api/device/refresh/slack', {});
      expect(res.statusCode).toBe(502);
      expect((await connectionRow(u, 'slack'))?.status).toBe('needs_reconnect');
      const c = await comprehensive(u);
      expect(c.sources[0]?.status).toBe('needs_reconnect');
      expect(c.recommendations[0]).toContain('Slack refused its token; reconnect it');
    } finally {
      slack.revoked.delete('xoxp-good');
    }
  });

  it('never calls Slack for a source disabled in the privacy settings (403)', async () => {
    const u = await t.register();
    await setPermission(u, 'slack', { isEnabled: false });
    const res = await post(u, '/api/device/connect/slack', { accessToken: 'xoxp-good' });
    expect(res.statusCode).toBe(403);
    expect(slack.requests).toHaveLength(0);
    expect(await connectionRow(u, 'slack')).toBeUndefined();
    expect((await comprehensive(u)).sources[0]?.status).toBe('disabled');
  });

  it('reads only channels when message metadata is switched off, and 7 days at the limited level', async () => {
    const u = await t.register();
    await setPermission(u, 'slack', { dataTypes: { message_metadata: false } });
    expect((await post(u, '/api/device/connect/slack', { accessToken: 'xoxp-good' })).statusCode).toBe(200);
    expect(slack.requests.some((r) => r.path === '/api/conversations.history')).toBe(false);
    expect((await comprehensive(u)).slack).toMatchObject({
      totalMessages: null,
      activeChannels: 2,
      responseTime: null,
    });

    const v = await t.register();
    await setPermission(v, 'slack', { permissionLevel: 'limited' });
    slack.requests.length = 0;
    expect((await post(v, '/api/device/connect/slack', { accessToken: 'xoxp-good' })).statusCode).toBe(200);
    const oldest = Number(slack.requests.find((r) => r.path === '/api/conversations.history')?.query.get('oldest'));
    expect(t.clock.now().getTime() / 1000 - oldest).toBeCloseTo(7 * 86_400, 0);
  });
});

describe('POST /api/device/connect/notion', () => {
  it('counts pages, top-level areas and task completion from status and checkbox databases', async () => {
    const u = await t.register();
    const res = await post(u, '/api/device/connect/notion', { accessToken: 'ntn_good' });
    expect(res.statusCode, res.body).toBe(200);
    expect(notion.requests.map((r) => `${r.method} ${r.path}`)).toEqual([
      'POST /v1/search',
      'POST /v1/databases/d1/query',
      'POST /v1/databases/d2/query',
    ]);
    for (const r of notion.requests) expect(r.version).toBe('2022-06-28');
    // Page content (blocks) is never requested.
    expect(notion.requests.some((r) => r.path.startsWith('/v1/blocks'))).toBe(false);
    const c = await comprehensive(u);
    expect(c.notion).toEqual({ totalPages: 3, activeWorkspaces: 2, taskCompletionRate: 60, knowledgeBaseSize: 6 });
    expect(c.productivity.taskManagement).toBe(60);
    expect(await dump()).not.toContain('ntn_good');
  });

  it('maps 401 to 400 on connect and to a reconnect on refresh, 429 to 429 and 5xx to 502', async () => {
    const u = await t.register();
    const bad = await post(u, '/api/device/connect/notion', { accessToken: 'ntn_nope' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Notion refused this token: it is not valid, or it was revoked or has expired');
    const limited = await post(u, '/api/device/connect/notion', { accessToken: 'ntn_ratelimited' });
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBe('12');
    expect((await post(u, '/api/device/connect/notion', { accessToken: 'ntn_broken' })).statusCode).toBe(502);

    expect((await post(u, '/api/device/connect/notion', { accessToken: 'ntn_good' })).statusCode).toBe(200);
    notion.revoked.add('ntn_good');
    try {
      expect((await post(u, '/api/device/refresh/notion', {})).statusCode).toBe(502);
      expect((await connectionRow(u, 'notion'))?.status).toBe('needs_reconnect');
    } finally {
      notion.revoked.delete('ntn_good');
    }
  });

  it('needs a token', async () => {
    const u = await t.register();
    expect((await post(u, '/api/device/connect/notion', {})).statusCode).toBe(400);
    expect(notion.requests).toHaveLength(0);
  });
});

describe('browser and mobile data', () => {
  it('stores what the user submitted and shows figures made from it', async () => {
    const u = await t.register();
    const b = await post(u, '/api/device/connect/browser', { browserData: DEMO_BROWSER_DATA });
    expect(b.statusCode, b.body).toBe(200);
    const m = await post(u, '/api/device/connect/mobile', { mobileData: DEMO_MOBILE_DATA });
    expect(m.statusCode, m.body).toBe(200);
    const c = await comprehensive(u);
    expect(c.browser).toEqual({ browsingTime: 7, productiveSites: 24, socialMediaTime: 1, tabManagementScore: 70 });
    expect(c.mobile).toEqual({ screenTime: 4, notifications: 85, focusTime: 2, digitalWellbeing: 68 });
    // Browser 0.7 x 86% + 0.3 x 70 = 81; mobile 0.5 x 68 + 0.5 x 50 = 59; mean 70.
    expect(c.overallScore).toBe(70);
    // Efficiency: browser 86% not social, phone 65% of app minutes productive; mean 76.
    expect(c.productivity).toMatchObject({ totalApps: 3, workflowEfficiency: 76 });
    expect(c.slack).toBeNull();
  });

  it('shows what it cannot know as unavailable: no tab score, and no workflow efficiency without apps', async () => {
    const u = await t.register();
    // The extension's report: minutes and productive sites, no tab, research or bookmark figures.
    const { tabScore: _t, researchSessions: _r, bookmarkCount: _b, ...known } = DEMO_BROWSER_DATA;
    expect((await post(u, '/api/device/connect/browser', { browserData: known })).statusCode).toBe(200);
    const c = await comprehensive(u);
    expect(c.browser).toEqual({ browsingTime: 7, productiveSites: 24, socialMediaTime: 1, tabManagementScore: null });
    // Browser-only figures are not a workflow: 86% of browsing was not social, but no app is known.
    expect(c.productivity).toMatchObject({ totalApps: null, workflowEfficiency: null });
    // The score uses the focus share alone; no advice about an unknown tab score.
    expect(c.overallScore).toBe(86);
    expect(c.recommendations.join(' ')).not.toContain('tab management');
  });

  it('derives recommendations from the numbers themselves', async () => {
    const u = await t.register();
    const data = { ...DEMO_BROWSER_DATA, totalTime: 300, socialTime: 150, tabScore: 30 };
    expect((await post(u, '/api/device/connect/browser', { browserData: data })).statusCode).toBe(200);
    const c = await comprehensive(u);
    expect(c.recommendations).toContain(
      '50% of your browsing (2.5 h a day) is social media; a site blocker during work hours would win that time back.',
    );
    expect(c.recommendations).toContain(
      'Your tab management score is 30/100; close or bookmark tabs at the end of each task.',
    );
  });

  it.each([
    [{ ...DEMO_BROWSER_DATA, socialTime: 500 }, 'socialTime cannot exceed totalTime'],
    [{ ...DEMO_BROWSER_DATA, totalTime: -1 }, 'totalTime cannot be negative'],
    [{ ...DEMO_BROWSER_DATA, totalTime: 2000 }, 'totalTime cannot exceed 1440 minutes (one day)'],
    [{ ...DEMO_BROWSER_DATA, tabScore: 101 }, 'tabScore must be from 0 to 100'],
    [{ ...DEMO_BROWSER_DATA, bookmarkCount: 1.5 }, 'bookmarkCount must be a whole number'],
    [{ ...DEMO_BROWSER_DATA, extra: 1 }, 'extra'],
  ])('refuses browser data %# with a clear 400', async (browserData, message) => {
    const u = await t.register();
    const res = await post(u, '/api/device/connect/browser', { browserData });
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain(message);
    expect(await connectionRow(u, 'browser')).toBeUndefined();
  });

  it.each([
    [{ ...DEMO_MOBILE_DATA, screenTime: 60 }, 'the minutes in appUsage add up to more than screenTime'],
    [{ ...DEMO_MOBILE_DATA, appUsage: [{ app: 'X', minutes: 5, category: 'games' }] }, 'category must be one of'],
    [{ ...DEMO_MOBILE_DATA, appUsage: [{ app: '', minutes: 5, category: 'social' }] }, 'app name is required'],
    [{ ...DEMO_MOBILE_DATA, wellbeingScore: -3 }, 'wellbeingScore must be from 0 to 100'],
    [{ ...DEMO_MOBILE_DATA, notifications: 99999 }, 'notifications cannot exceed 5000'],
  ])('refuses mobile data %# with a clear 400', async (mobileData, message) => {
    const u = await t.register();
    const res = await post(u, '/api/device/connect/mobile', { mobileData });
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain(message);
  });

  it('refuses a disabled mobile source', async () => {
    const u = await t.register();
    await setPermission(u, 'mobile', { permissionLevel: 'disabled' });
    expect((await post(u, '/api/device/connect/mobile', { mobileData: DEMO_MOBILE_DATA })).statusCode).toBe(403);
    expect(await t.db.select().from(sourceSnapshots).where(eq(sourceSnapshots.userId, u.user.id))).toEqual([]);
  });
});
