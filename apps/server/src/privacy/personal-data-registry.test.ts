import { type DataExport, dataExportSchema } from '@careerloom/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectionStore } from '../connectors/connection-store';
import type { Db } from '../db/client';
import {
  accessLogs,
  activityEvents,
  aiSettings,
  applicationEvents,
  applicationMailSuggestions,
  applicationSettings,
  applications,
  automations,
  billingEvents,
  billingSubscriptions,
  chatMessages,
  companyBadges,
  companyWatchlist,
  extensionTokens,
  jobSearches,
  monitoringChecks,
  notifications,
  oauthStates,
  privacySettings,
  resumes,
  sourcePermissions,
  sourceSnapshots,
  usageCounters,
} from '../db/schema';
import { createTestApp, type Registered, type TestApp } from '../test/test-app';
import { countPersonalRows, PERSONAL_TABLES, USER_ID_TABLE_NAMES } from './personal-data-registry';

/**
 * Security P1/P2 over the registry: every table with a `user_id` column is registered, an export
 * holds one seeded row of every table and nothing of another user, and account deletion leaves
 * no row of the user in any of them.
 */

/** A canary in every seeded row: found in the owner's export, never in another user's. */
const CANARY = 'canary-7f3a';

/** One row per registered table for `userId` (sessions and the user row come from registration). */
async function seedEveryTable(t: TestApp, userId: number, tag: string): Promise<void> {
  const db: Db = t.db;
  const now = t.clock.now();
  const text = `${CANARY}-${tag}`;
  await connectionStore(t.app.ctx).save(userId, 'github', { account: text, token: `ghp_secret_${tag}` });
  await db.insert(chatMessages).values({ id: `m-${tag}`, userId, role: 'user', content: text });
  await db.insert(resumes).values({
    userId,
    version: 1,
    format: 'text',
    text,
    profile: {} as never,
  });
  await db.insert(activityEvents).values({ userId, kind: 'test', summary: text });
  const [automation] = await db
    .insert(automations)
    .values({
      userId,
      task: text,
      type: 'reporting',
      trigger: 'manual',
      schedule: {} as never,
      steps: [],
      status: 'active',
    })
    .returning();
  await db
    .insert(notifications)
    .values({ userId, automationId: automation?.id, kind: 'report', title: text, body: text });
  await db.insert(aiSettings).values({ userId, settings: { note: text } as never });
  await db.insert(jobSearches).values({ userId, jobTitle: text });
  await db.insert(monitoringChecks).values({
    userId,
    ranAt: now,
    criteria: { jobTitle: text, location: 'remote', skills: [], salaryMin: null },
    figures: { scored: 1, found: 1, grounded: 0 },
  });
  const [application] = await db
    .insert(applications)
    .values({
      userId,
      jobUrl: 'https://example.com/job',
      jobTitle: text,
      company: 'Acme',
      status: 'pending_input',
      confidence: 50,
      receipt: {},
    })
    .returning();
  await db.insert(applicationEvents).values({
    userId,
    applicationId: application?.id ?? 0,
    status: 'submitted',
    source: 'mail',
    summary: text,
    evidence: { subject: text },
    mailMessageId: `msg-${tag}`,
    occurredAt: now,
  });
  await db.insert(applicationMailSuggestions).values({
    userId,
    mailMessageId: `msg-${tag}`,
    company: 'Acme',
    jobTitle: text,
    kind: 'confirmation',
    subject: text,
    sender: 'no-reply@greenhouse-mail.io',
    receivedAt: now,
  });
  await db.insert(extensionTokens).values({ userId, name: text, tokenHash: `hash-${tag}-${userId}` });
  await db.insert(applicationSettings).values({ userId, settings: { note: text } });
  await db.insert(sourceSnapshots).values({ userId, source: 'github', data: { note: text }, fetchedAt: now });
  await db.insert(privacySettings).values({ userId, settings: { note: text } });
  await db.insert(sourcePermissions).values({ userId, source: 'gmail', isEnabled: false });
  await db.insert(accessLogs).values({ userId, accessType: 'read', source: 'github', purpose: text, createdAt: now });
  await db.insert(oauthStates).values({
    id: `state-${tag}`,
    userId,
    sessionId: `session-${tag}`,
    source: 'github',
    verifierCiphertext: `verifier-${tag}`,
    redirectUri: 'http://localhost/cb',
    expiresAt: new Date(now.getTime() + 600_000),
  });
  await db.insert(companyBadges).values({ userId, badgeId: text });
  await db.insert(companyWatchlist).values({ userId, source: 'greenhouse', board: text });
  await db.insert(billingSubscriptions).values({ userId, stripeCustomerId: `cus_${tag}_${userId}`, plan: 'jobseeker' });
  await db.insert(billingEvents).values({ userId, type: 'trial.started', stripeObjectId: text, occurredAt: now });
  await db.insert(usageCounters).values({ subject: `user:${userId}`, kind: 'ai_query', period: `d:${tag}`, count: 1 });
}

let t: TestApp;
let owner: Registered;
let other: Registered;
beforeAll(async () => {
  t = await createTestApp();
  owner = await t.register();
  other = await t.register();
  await seedEveryTable(t, owner.user.id, 'owner');
  await seedEveryTable(t, other.user.id, 'other');
});
afterAll(async () => {
  await t?.close();
});

describe('the personal-data registry', () => {
  it('P1: registers exactly the tables that have a user_id column (a new table fails here until registered)', async () => {
    // Both drivers answer `{ rows }`; the shared Db type does not say so.
    const result = (await t.db.execute(
      sql`select distinct table_name from information_schema.columns where column_name = 'user_id' and table_schema = current_schema()`,
    )) as unknown as { rows: { table_name: string }[] };
    const withUserId = result.rows.map((r) => r.table_name).sort();
    expect(withUserId.length).toBeGreaterThan(10);
    expect([...USER_ID_TABLE_NAMES].sort()).toEqual(withUserId);
    // Plus the account row itself and the quota counters keyed by `user:<id>`.
    expect(PERSONAL_TABLES.map((e) => e.name)).toEqual(expect.arrayContaining(['users', 'usage_counters']));
  });

  it('seeds a row of the user in every registered table', async () => {
    const counts = await countPersonalRows(t.db, owner.user.id);
    for (const entry of PERSONAL_TABLES) expect(counts[entry.name], entry.name).toBeGreaterThan(0);
  });

  it('P1: the export holds every registered table with the user rows, no secrets, nothing of another user', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/privacy/export', headers: { cookie: owner.cookie } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="data-export-\d+\.json"$/);
    const body = dataExportSchema.parse(res.json()) satisfies DataExport;
    expect(body.user).toEqual({ id: owner.user.id, username: owner.username, email: owner.email });
    for (const entry of PERSONAL_TABLES) {
      expect(body.tables[entry.name], entry.name).toBeDefined();
      expect(body.tables[entry.name]?.length, entry.name).toBeGreaterThan(0);
    }
    expect(res.body).toContain(`${CANARY}-owner`);
    expect(res.body).not.toContain(`${CANARY}-other`);
    expect(res.body).not.toContain(other.username);
    // Secrets: password hash, session ids, token ciphertexts, OAuth state and verifier.
    expect(res.body).not.toContain('$argon2id$');
    expect(res.body).not.toMatch(/passwordHash|tokenCiphertext|refreshTokenCiphertext|verifierCiphertext/);
    expect(res.body).not.toContain('ghp_secret_owner');
    expect(res.body).not.toContain('state-owner');
    expect(res.body).not.toContain('verifier-owner');
    expect(res.body).not.toContain('session-owner');
    const sessionCookieValue = owner.cookie.split('=')[1] ?? '';
    expect(res.body).not.toContain(sessionCookieValue);
    expect(body.tables.sessions?.[0]).not.toHaveProperty('id');
    expect(body.tables.source_connections?.[0]).toMatchObject({ source: 'github', account: `${CANARY}-owner` });
  });

  it('P2: deleting the account leaves 0 rows of the user in every registered table, and the other user untouched', async () => {
    const before = await countPersonalRows(t.db, other.user.id);
    const res = await t.app.inject({
      method: 'DELETE',
      url: '/api/account',
      headers: { cookie: owner.cookie },
      payload: { password: owner.password },
    });
    expect(res.statusCode, res.body).toBe(204);
    const after = await countPersonalRows(t.db, owner.user.id);
    for (const entry of PERSONAL_TABLES) expect(after[entry.name], entry.name).toBe(0);
    expect(await countPersonalRows(t.db, other.user.id)).toEqual(before);
  });
});
