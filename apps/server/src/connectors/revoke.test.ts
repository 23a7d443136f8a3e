import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { drainJobQueue } from '../background/queue-handlers';
import { backgroundJobs } from '../db/schema';
import { runNextJob } from '../lib/job-queue';
import { deleteSourceData } from '../privacy/data-deletion';
import { createTestApp, MINUTE, type TestApp } from '../test/test-app';
import { connectionStore } from './connection-store';
import { REVOKE_RETRY_JOB, revokeAllConnections, revokeRetryHandlers } from './revoke';
import { type FakeProvider, startFakeProvider } from './testing/oauth-fake-provider';

let t: TestApp;
let provider: FakeProvider;

beforeAll(async () => {
  provider = await startFakeProvider();
  t = await createTestApp({
    GOOGLE_TOKEN_BASE: provider.url,
    SLACK_API_BASE: provider.url,
    NOTION_API_BASE: provider.url,
    GITHUB_OAUTH_API_BASE: provider.url,
    GITHUB_CLIENT_ID: 'github-client',
    GITHUB_CLIENT_SECRET: 'github-secret',
    NOTION_CLIENT_ID: 'notion-client',
    NOTION_CLIENT_SECRET: 'notion-secret',
  });
});
afterAll(async () => {
  await t.close();
  await provider.close();
});
beforeEach(() => {
  provider.requests.length = 0;
  provider.failing = false;
});

/** A user with every kind of connection: tokens pasted and from OAuth, and one without a token. */
async function userWithConnections() {
  const u = await t.register();
  const store = connectionStore(t.app.ctx);
  await store.save(u.user.id, 'gmail', { token: 'ya29.gmail-canary', authMethod: 'token' });
  await store.save(u.user.id, 'calendar', { token: 'ya29.calendar-canary', authMethod: 'oauth' });
  await store.save(u.user.id, 'github', { token: 'gho_github-canary', authMethod: 'oauth' });
  await store.save(u.user.id, 'slack', { token: 'xoxp-slack-canary', authMethod: 'token' });
  await store.save(u.user.id, 'notion', { token: 'ntn_notion-canary', authMethod: 'oauth' });
  await store.save(u.user.id, 'linkedin', { token: 'AQV-linkedin-canary', authMethod: 'token' });
  await store.save(u.user.id, 'browser', { authMethod: 'upload' });
  return u;
}

const calls = () => provider.requests.map((r) => `${r.method} ${r.path}`).sort();

describe('revokeAllConnections', () => {
  it("calls each provider's revoke endpoint once per connection that has one", async () => {
    const u = await userWithConnections();
    await revokeAllConnections(t.app.ctx, u.user.id);
    expect(calls()).toEqual([
      'DELETE /applications/github-client/grant',
      'POST /api/auth.revoke',
      'POST /revoke',
      'POST /revoke',
      'POST /v1/oauth/revoke',
    ]);
    const google = provider.requests
      .filter((r) => r.path === '/revoke')
      .map((r) => new URLSearchParams(r.body).get('token'));
    expect(google.sort()).toEqual(['ya29.calendar-canary', 'ya29.gmail-canary']);
    expect(provider.requests.find((r) => r.path === '/api/auth.revoke')?.authorization).toBe(
      'Bearer xoxp-slack-canary',
    );
    const github = provider.requests.find((r) => r.method === 'DELETE');
    expect(github?.authorization).toBe(`Basic ${Buffer.from('github-client:github-secret').toString('base64')}`);
    expect(JSON.parse(github?.body ?? '{}')).toEqual({ access_token: 'gho_github-canary' });
    const notion = provider.requests.find((r) => r.path === '/v1/oauth/revoke');
    expect(notion?.authorization).toBe(`Basic ${Buffer.from('notion-client:notion-secret').toString('base64')}`);
    expect(JSON.parse(notion?.body ?? '{}')).toEqual({ token: 'ntn_notion-canary' });
    expect(await t.db.select().from(backgroundJobs).where(eq(backgroundJobs.kind, REVOKE_RETRY_JOB))).toEqual([]);
  });

  it('leaves a pasted GitHub token alone (only our OAuth grants can be revoked)', async () => {
    const u = await t.register();
    await connectionStore(t.app.ctx).save(u.user.id, 'github', { token: 'ghp_pasted', authMethod: 'token' });
    await revokeAllConnections(t.app.ctx, u.user.id);
    expect(provider.requests).toEqual([]);
  });

  it('queues a retry, with the token sealed, when a provider answers 500, and the retry completes later', async () => {
    const u = await userWithConnections();
    provider.failing = true;
    await revokeAllConnections(t.app.ctx, u.user.id);
    const jobs = await t.db.select().from(backgroundJobs).where(eq(backgroundJobs.kind, REVOKE_RETRY_JOB));
    expect(jobs.map((j) => j.payload.source).sort()).toEqual(['calendar', 'github', 'gmail', 'notion', 'slack']);
    expect(jobs.every((j) => j.status === 'queued')).toBe(true);
    expect(JSON.stringify(jobs)).not.toContain('canary');

    // The account is gone by the time the retry runs: the job needs nothing from the user's rows.
    await t.app.inject({ method: 'POST', url: '/api/logout', headers: { cookie: u.cookie } });
    provider.requests.length = 0;
    t.clock.advance(2 * MINUTE);
    const handlers = revokeRetryHandlers(t.app.ctx);
    const failed = await runNextJob(t.db, handlers, t.clock.fn);
    expect(failed?.status).toBe('queued'); // still failing: backed off for another try
    provider.failing = false;
    t.clock.advance(60 * MINUTE);
    // The server's queue worker runs them (not only the handlers on their own).
    expect(await drainJobQueue(t.app.ctx)).toBe(5);
    const after = await t.db.select().from(backgroundJobs).where(eq(backgroundJobs.kind, REVOKE_RETRY_JOB));
    expect(after.every((j) => j.status === 'done' && !('tokenCiphertext' in j.payload))).toBe(true);
    expect(
      provider.requests.filter((r) => r.path === '/revoke').map((r) => new URLSearchParams(r.body).get('token')),
    ).toContain('ya29.gmail-canary');
  });

  it('deleting one source revokes only its token, and queues a retry when the provider is down', async () => {
    const u = await userWithConnections();
    provider.failing = true;
    const before = await t.db.select().from(backgroundJobs).where(eq(backgroundJobs.kind, REVOKE_RETRY_JOB));
    const deleted = await deleteSourceData(t.app.ctx, { userId: u.user.id, source: 'slack', ipAddress: '' });
    expect(deleted).toMatchObject({ source_connections: 1 });
    expect(provider.requests.map((r) => r.path)).toEqual(['/api/auth.revoke']);
    const after = await t.db.select().from(backgroundJobs).where(eq(backgroundJobs.kind, REVOKE_RETRY_JOB));
    const queued = after.filter((j) => !before.some((b) => b.id === j.id));
    expect(queued.map((j) => j.payload.source)).toEqual(['slack']);
    expect(await connectionStore(t.app.ctx).get(u.user.id, 'slack')).toBeNull();
    expect(await connectionStore(t.app.ctx).get(u.user.id, 'gmail')).not.toBeNull();
  });
});
