import {
  type AccessLog,
  type DataExport,
  DEFAULT_PRIVACY_SETTINGS,
  type DeleteSourceDataResponse,
  type PrivacySettings,
  type SourcePermissionView,
} from '@careerloom/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectionStore } from '../connectors/connection-store';
import { snapshotStore } from '../connectors/snapshot-store';
import { accessLogs, resumes, sessions } from '../db/schema';
import { captureLogger, createTestApp, MINUTE, type Registered, type TestApp } from '../test/test-app';
import { connect } from '../test/ws-client';
import { openSourceForRead } from './source-access';

let t: TestApp;
let logs: ReturnType<typeof captureLogger>;
let me: Registered;
let other: Registered;
beforeAll(async () => {
  logs = captureLogger();
  t = await createTestApp({ LOG_LEVEL: 'info' }, { logger: logs.logger });
  me = await t.register();
  other = await t.register();
});
afterAll(async () => {
  await t?.close();
});

const as = (who: Registered) => ({ cookie: who.cookie });
const settingsOf = async (who: Registered) =>
  (await t.app.inject({ method: 'GET', url: '/api/privacy/settings', headers: as(who) })).json<PrivacySettings>();
const permissionOf = (s: PrivacySettings, id: string) => s.permissions.find((p) => p.sourceId === id);
const logsOf = async (who: Registered) =>
  (await t.app.inject({ method: 'GET', url: '/api/privacy/access-logs', headers: as(who) })).json<AccessLog[]>();
const read = (who: Registered, source: 'github' | 'gmail' | 'resume') =>
  openSourceForRead(t.app.ctx, {
    userId: who.user.id,
    accessType: 'sync',
    source,
    purpose: 'Refresh insights',
    ipAddress: '203.0.113.9',
  });

describe('authentication', () => {
  it('every privacy route answers 401 without a session', async () => {
    for (const [method, url] of [
      ['GET', '/api/privacy/settings'],
      ['PUT', '/api/privacy/settings'],
      ['PUT', '/api/privacy/source/github'],
      ['DELETE', '/api/privacy/data/github'],
      ['GET', '/api/privacy/access-logs'],
      ['GET', '/api/privacy/export'],
      ['DELETE', '/api/account'],
    ] as const) {
      const res = await t.app.inject({ method, url, ...(method === 'GET' ? {} : { payload: {} }) });
      expect(res.statusCode, `${method} ${url}`).toBe(401);
    }
  });
});

describe('global settings', () => {
  it('answers the defaults and every source with its data types', async () => {
    const s = await settingsOf(me);
    expect(s).toMatchObject(DEFAULT_PRIVACY_SETTINGS);
    expect(s.permissions.map((p) => p.sourceId)).toEqual([
      'gmail',
      'calendar',
      'github',
      'linkedin',
      'resume',
      'slack',
      'notion',
      'browser',
      'mobile',
    ]);
    expect(permissionOf(s, 'github')).toMatchObject({
      sourceName: 'GitHub',
      category: 'development',
      isEnabled: true,
      permissionLevel: 'full',
      retentionDays: 90,
      canBeDeleted: false,
      connected: false,
    });
  });

  it('stores any one field and keeps the others', async () => {
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/privacy/settings',
      headers: as(me),
      payload: { dataRetentionDays: 30 },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<PrivacySettings>()).toMatchObject({ ...DEFAULT_PRIVACY_SETTINGS, dataRetentionDays: 30 });
    await t.app.inject({
      method: 'PUT',
      url: '/api/privacy/settings',
      headers: as(me),
      payload: { anonymousAnalytics: true },
    });
    expect(await settingsOf(me)).toMatchObject({ dataRetentionDays: 30, anonymousAnalytics: true });
    // Another user's settings are theirs alone.
    expect(await settingsOf(other)).toMatchObject(DEFAULT_PRIVACY_SETTINGS);
  });

  it('refuses an empty body, a retention not offered and unknown keys with a message, changing nothing', async () => {
    const before = await settingsOf(me);
    for (const [payload, message] of [
      [{}, 'Send at least one privacy setting to change'],
      [{ dataRetentionDays: 45 }, 'Retention must be one of 7, 30, 90, 365, 0 days'],
      [{ globalDataSharing: 'yes' }, 'globalDataSharing'],
      [{ userId: other.user.id, anonymousAnalytics: false }, 'userId'],
    ] as const) {
      const res = await t.app.inject({ method: 'PUT', url: '/api/privacy/settings', headers: as(me), payload });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json<{ message: string; code: string }>().code).toBe('VALIDATION_FAILED');
      expect(res.json<{ message: string }>().message).toContain(message);
    }
    expect(await settingsOf(me)).toEqual(before);
  });
});

describe('source permissions, obeyed by openSourceForRead', () => {
  it('disabling a source refuses reads with 403 and logs nothing; enabling restores them', async () => {
    const put = await t.app.inject({
      method: 'PUT',
      url: '/api/privacy/source/github',
      headers: as(me),
      payload: { isEnabled: false },
    });
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json<SourcePermissionView>()).toMatchObject({ sourceId: 'github', isEnabled: false });
    const before = (await logsOf(me)).length;
    await expect(read(me, 'github')).rejects.toMatchObject({ code: 'FORBIDDEN' });
    expect((await logsOf(me)).length).toBe(before);
    // The other user's GitHub is not affected.
    await expect(read(other, 'github')).resolves.toMatchObject({
      dataTypes: ['profile', 'repositories', 'commits', 'code'],
    });
    await t.app.inject({
      method: 'PUT',
      url: '/api/privacy/source/github',
      headers: as(me),
      payload: { isEnabled: true },
    });
    await expect(read(me, 'github')).resolves.toMatchObject({ since: null });
  });

  it('metadata_only reads no content types, limited reads the last 7 days, disabled types are skipped', async () => {
    await t.app.inject({
      method: 'PUT',
      url: '/api/privacy/source/gmail',
      headers: as(me),
      payload: { permissionLevel: 'metadata_only' },
    });
    expect((await read(me, 'gmail')).dataTypes).toEqual(['message_metadata']);
    await t.app.inject({
      method: 'PUT',
      url: '/api/privacy/source/github',
      headers: as(me),
      payload: { permissionLevel: 'limited' },
    });
    const limited = await read(me, 'github');
    expect(limited.since?.getTime()).toBe(t.clock.now().getTime() - 7 * 24 * 60 * MINUTE);
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/privacy/source/github',
      headers: as(me),
      payload: { dataTypes: [{ type: 'code', enabled: false }], retentionDays: 7 },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<SourcePermissionView>().dataTypes.find((d) => d.type === 'code')?.enabled).toBe(false);
    expect(res.json<SourcePermissionView>().retentionDays).toBe(7);
    expect((await read(me, 'github')).dataTypes).toEqual(['profile', 'repositories', 'commits']);
    await t.app.inject({
      method: 'PUT',
      url: '/api/privacy/source/github',
      headers: as(me),
      payload: { permissionLevel: 'disabled' },
    });
    await expect(read(me, 'github')).rejects.toMatchObject({ code: 'FORBIDDEN' });
    await t.app.inject({
      method: 'PUT',
      url: '/api/privacy/source/github',
      headers: as(me),
      payload: { permissionLevel: 'full', dataTypes: [{ type: 'code', enabled: true }], retentionDays: 90 },
    });
  });

  it('the global third-party switch refuses API sources but not data the user submitted', async () => {
    await t.app.inject({
      method: 'PUT',
      url: '/api/privacy/settings',
      headers: as(me),
      payload: { thirdPartyIntegrations: false },
    });
    await expect(read(me, 'github')).rejects.toThrow(/Third-party integrations are turned off/);
    await expect(read(me, 'resume')).resolves.toBeDefined();
    await t.app.inject({
      method: 'PUT',
      url: '/api/privacy/settings',
      headers: as(me),
      payload: { thirdPartyIntegrations: true },
    });
    await expect(read(me, 'github')).resolves.toBeDefined();
  });

  it('refuses unknown sources, levels, data types and retention with a message, changing nothing', async () => {
    const before = await settingsOf(me);
    for (const [url, payload, message] of [
      ['/api/privacy/source/myspace', { isEnabled: false }, 'Unknown source'],
      ['/api/privacy/source/github', { permissionLevel: 'everything' }, 'Unknown permission level'],
      [
        '/api/privacy/source/github',
        { dataTypes: [{ type: 'message_bodies', enabled: false }] },
        'GitHub has no data type message_bodies',
      ],
      ['/api/privacy/source/github', { retentionDays: 3 }, 'Retention must be one of'],
      ['/api/privacy/source/github', {}, 'Send isEnabled, permissionLevel, dataTypes or retentionDays'],
      ['/api/privacy/source/github', { isEnabled: false, userId: other.user.id }, 'userId'],
    ] as const) {
      const res = await t.app.inject({ method: 'PUT', url, headers: as(me), payload });
      expect(res.statusCode, `${url} ${JSON.stringify(payload)}`).toBe(400);
      expect(res.json<{ message: string }>().message).toContain(message);
    }
    expect(await settingsOf(me)).toEqual(before);
  });
});

describe('access logs', () => {
  it('lists every read of the user newest first with type, source, purpose, data types, IP and time; not other users', async () => {
    await read(me, 'gmail');
    const mine = await logsOf(me);
    expect(mine[0]).toMatchObject({
      accessType: 'sync',
      sourceId: 'gmail',
      purpose: 'Refresh insights',
      dataTypes: ['message_metadata'],
      ipAddress: '203.0.113.9',
    });
    expect(mine[0]?.timestamp).toMatch(/Z$/);
    const theirs = await logsOf(other);
    expect(theirs.every((l) => !mine.some((m) => m.id === l.id))).toBe(true);
  });
});

describe('export', () => {
  it('writes an access-log entry and a security event; the file lists that entry too', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/privacy/export', headers: as(me) });
    expect(res.statusCode, res.body).toBe(200);
    const doc = res.json<DataExport>();
    expect(doc.sources).toBeNull();
    const exportEntry = (await logsOf(me))[0];
    expect(exportEntry).toMatchObject({ accessType: 'export', sourceId: 'all', purpose: 'Data export you requested' });
    expect(exportEntry?.dataTypes).toContain('users');
    expect(doc.tables.access_logs?.some((r) => r.id === exportEntry?.id)).toBe(true);
    const event = logs.lines().find((l) => l.event === 'privacy_export');
    expect(event).toMatchObject({ userId: me.user.id, ip: '127.0.0.1' });
    expect(String(event?.at)).toMatch(/^\d{4}-\d\d-\d\dT.*Z$/);
  });

  it('limits to the listed sources (source tables only, their rows only) and refuses an unknown source', async () => {
    await snapshotStore(t.app.ctx).save(me.user.id, 'github', { repositories: 3 });
    await snapshotStore(t.app.ctx).save(me.user.id, 'gmail', { totalEmails: 9 });
    const res = await t.app.inject({ method: 'GET', url: '/api/privacy/export?sources=github', headers: as(me) });
    expect(res.statusCode, res.body).toBe(200);
    const doc = res.json<DataExport>();
    expect(doc.sources).toEqual(['github']);
    expect(Object.keys(doc.tables).sort()).toEqual(
      ['access_logs', 'oauth_states', 'source_connections', 'source_permissions', 'source_snapshots'].sort(),
    );
    expect(doc.tables.source_snapshots).toEqual([expect.objectContaining({ source: 'github' })]);
    expect(doc.tables.access_logs?.every((r) => r.source === 'github')).toBe(true);
    const bad = await t.app.inject({
      method: 'GET',
      url: '/api/privacy/export?sources=github,myspace',
      headers: as(me),
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ message: string }>().message).toContain('Unknown source: myspace');
  });

  it('accepts the session token as a bearer token on the export only', async () => {
    const token = me.cookie.split('=')[1] ?? '';
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/privacy/export',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<DataExport>().user.id).toBe(me.user.id);
    const elsewhere = await t.app.inject({
      method: 'GET',
      url: '/api/privacy/settings',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(elsewhere.statusCode).toBe(401);
    const forged = await t.app.inject({
      method: 'GET',
      url: '/api/privacy/export',
      headers: { authorization: 'Bearer AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA' },
    });
    expect(forged.statusCode).toBe(401);
  });

  it('A4: needs a sign-in within the last hour; signing in again allows it', async () => {
    const late = await t.register();
    t.clock.advance(61 * MINUTE);
    const res = await t.app.inject({ method: 'GET', url: '/api/privacy/export', headers: as(late) });
    expect(res.statusCode).toBe(401);
    expect(res.json<{ message: string }>().message).toContain('sign in again to export your data');
    const login = await t.login(late.username, late.password);
    const fresh = login.cookies.find((c) => c.name === 'careerloom.sid');
    const again = await t.app.inject({
      method: 'GET',
      url: '/api/privacy/export',
      headers: { cookie: `careerloom.sid=${fresh?.value}` },
    });
    expect(again.statusCode, again.body).toBe(200);
    me = { ...me, cookie: sessionCookieFrom(await t.login(me.username, me.password)) };
    other = { ...other, cookie: sessionCookieFrom(await t.login(other.username, other.password)) };
  });
});

const sessionCookieFrom = (res: Awaited<ReturnType<TestApp['login']>>) => {
  const c = res.cookies.find((k) => k.name === 'careerloom.sid');
  return `careerloom.sid=${c?.value}`;
};

describe('deleting a source', () => {
  it("deletes the source's figures and connection, logs it, leaves other sources and users alone; then 404", async () => {
    const store = connectionStore(t.app.ctx);
    await store.save(me.user.id, 'github', { account: 'octocat', token: 'gho_pasted' });
    await store.save(other.user.id, 'github', { account: 'hubot', token: 'gho_other' });
    await snapshotStore(t.app.ctx).save(other.user.id, 'github', { repositories: 1 });
    expect(permissionOf(await settingsOf(me), 'github')).toMatchObject({ canBeDeleted: true, connected: true });

    const res = await t.app.inject({ method: 'DELETE', url: '/api/privacy/data/github', headers: as(me) });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<DeleteSourceDataResponse>()).toEqual({
      sourceId: 'github',
      deleted: { source_snapshots: 1, source_connections: 1, oauth_states: 0 },
    });
    expect(await store.get(me.user.id, 'github')).toBeNull();
    expect(await snapshotStore(t.app.ctx).get(me.user.id, 'github')).toBeNull();
    expect(await snapshotStore(t.app.ctx).get(me.user.id, 'gmail')).not.toBeNull();
    expect(await store.get(other.user.id, 'github')).not.toBeNull();
    expect(await snapshotStore(t.app.ctx).get(other.user.id, 'github')).not.toBeNull();
    expect((await logsOf(me))[0]).toMatchObject({ accessType: 'delete', sourceId: 'github' });
    expect(permissionOf(await settingsOf(me), 'github')).toMatchObject({ canBeDeleted: false, connected: false });

    const again = await t.app.inject({ method: 'DELETE', url: '/api/privacy/data/github', headers: as(me) });
    expect(again.statusCode).toBe(404);
    expect(again.json<{ message: string }>().message).toBe('No GitHub data is stored for you');
    const unknown = await t.app.inject({ method: 'DELETE', url: '/api/privacy/data/myspace', headers: as(me) });
    expect(unknown.statusCode).toBe(400);
  });

  it('deleting the resume removes its analysis and every stored resume version', async () => {
    await t.db
      .insert(resumes)
      .values({ userId: me.user.id, version: 1, format: 'text', text: 'x', profile: {} as never });
    // a stored resume alone is the resume source connected, as /intelligence counts it
    expect(permissionOf(await settingsOf(me), 'resume')).toMatchObject({ canBeDeleted: true, connected: true });
    await snapshotStore(t.app.ctx).save(me.user.id, 'resume', { atsScore: 70 });
    const res = await t.app.inject({ method: 'DELETE', url: '/api/privacy/data/resume', headers: as(me) });
    expect(res.json<DeleteSourceDataResponse>().deleted).toMatchObject({ source_snapshots: 1, resumes: 1 });
    expect(await t.db.select().from(resumes).where(eq(resumes.userId, me.user.id))).toEqual([]);
    expect(permissionOf(await settingsOf(me), 'resume')).toMatchObject({ canBeDeleted: false, connected: false });
  });
});

describe('deleting the account (Danger Zone)', () => {
  it('A4: a wrong or missing password is refused and nothing is deleted', async () => {
    const wrong = await t.app.inject({
      method: 'DELETE',
      url: '/api/account',
      headers: as(other),
      payload: { password: 'not the password' },
    });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ message: 'The password is not correct', code: 'INVALID_CREDENTIALS' });
    const missing = await t.app.inject({ method: 'DELETE', url: '/api/account', headers: as(other), payload: {} });
    expect(missing.statusCode).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: '/api/user', headers: as(other) })).statusCode).toBe(200);
  });

  it('S6/P2: ends every session and socket, the account cannot sign in, and a security event is logged', async () => {
    const victim = await t.register();
    const second = sessionCookieFrom(await t.login(victim.username, victim.password));
    const origin = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const socket = await connect(`${origin.replace('http', 'ws')}/ws/chat`, { origin, cookie: second });
    const closed = socket.waitForClose(5_000);

    const res = await t.app.inject({
      method: 'DELETE',
      url: '/api/account',
      headers: as(victim),
      payload: { password: victim.password },
    });
    expect(res.statusCode, res.body).toBe(204);
    expect(res.cookies.find((c) => c.name === 'careerloom.sid')?.value).toBe('');
    expect((await closed).code).toBe(1008);
    for (const cookie of [victim.cookie, second])
      expect((await t.app.inject({ method: 'GET', url: '/api/user', headers: { cookie } })).statusCode).toBe(401);
    expect(await t.db.select().from(sessions).where(eq(sessions.userId, victim.user.id))).toEqual([]);
    expect((await t.login(victim.username, victim.password)).statusCode).toBe(401);
    expect(
      await t.db
        .select()
        .from(accessLogs)
        .where(and(eq(accessLogs.userId, victim.user.id))),
    ).toEqual([]);
    const event = logs.lines().find((l) => l.event === 'account_delete' && l.userId === victim.user.id);
    expect(String(event?.at)).toMatch(/Z$/);
    expect(JSON.stringify(logs.lines())).not.toContain(victim.password);
  });
});
