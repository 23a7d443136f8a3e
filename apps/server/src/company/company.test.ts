import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { type CompanyDashboard, companyDashboardSchema } from '@careerloom/contract';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { activityEvents, applications, jobPostings, sourceConnections, sourceSnapshots, users } from '../db/schema';
import { harvestList } from '../jobs/greenhouse/harvest-client';
import { captureLogger, createTestApp, type Registered, type TestApp } from '../test/test-app';

/**
 * The company dashboard against a real database: figures from seeded postings, platform
 * applications and automation runs; badges by their rules; the display toggle; and Greenhouse
 * Harvest answered by a loopback server with the documented response shapes.
 */

type HarvestMode = 'ok' | 'unauthorized' | 'rate-limited' | 'hang' | 'forbid-offers';
type Seen = { path: string; authorization: string | undefined };

const KEY = 'a7183e1b7e9ab09b8a5cfa87d1934c3c';

// Harvest v1 shapes (developers.greenhouse.io/harvest.html), trimmed to a few fields each.
const JOBS = [
  {
    id: 144371,
    name: 'Good Cop',
    requisition_id: '1',
    status: 'open',
    created_at: '2025-01-05T09:00:00.000Z',
    opened_at: '2025-01-06T09:00:00.000Z',
    closed_at: null,
    departments: [{ id: 13585, name: 'Rule Enforcement' }],
    openings: [{ opening_id: '1-1', status: 'open', opened_at: '2025-01-06T09:00:00.000Z', closed_at: null }],
  },
  {
    id: 6404,
    name: 'Archaeologist',
    requisition_id: 'abc123',
    status: 'closed',
    created_at: '2025-01-01T14:42:58Z',
    opened_at: '2025-01-02T00:00:00Z',
    closed_at: '2025-01-22T00:00:00Z',
    departments: [{ id: 562, name: 'Exploration' }],
    openings: [],
  },
  {
    id: 7001,
    name: 'Draft Role',
    requisition_id: null,
    status: 'draft',
    created_at: '2025-02-01T00:00:00Z',
    opened_at: null,
    closed_at: null,
    departments: [],
    openings: [],
  },
];

const application = (id: number, appliedAt: string, status: string, extra: Record<string, unknown> = {}) => ({
  id,
  candidate_id: id + 1000,
  prospect: false,
  applied_at: appliedAt,
  rejected_at: status === 'rejected' ? '2025-03-20T10:00:00Z' : null,
  last_activity_at: '2025-03-25T10:00:00Z',
  source: { id: 1871, public_name: 'Happy Hour' },
  jobs: [{ id: 144371, name: 'Good Cop' }],
  status,
  current_stage: { id: 62828, name: 'Recruiter Phone Screen' },
  ...extra,
});

const APPLICATIONS = [
  application(1, '2025-02-10T10:00:00Z', 'rejected'),
  application(2, '2025-02-11T10:00:00Z', 'hired'),
  application(3, '2025-03-01T10:00:00Z', 'active'),
  application(4, '2025-03-02T10:00:00Z', 'active'),
  // A prospect has not applied: not counted.
  application(5, '2025-03-03T10:00:00Z', 'active', { prospect: true, jobs: [] }),
];

const OFFERS = [
  { id: 1, version: 1, application_id: 2, status: 'deprecated', resolved_at: null, created_at: '2025-03-01T00:00:00Z' },
  {
    id: 2,
    version: 2,
    application_id: 2,
    status: 'accepted',
    created_at: '2025-03-05T00:00:00Z',
    sent_at: '2025-03-06',
    resolved_at: '2025-03-08T12:00:00.000Z',
    starts_at: '2025-04-01',
  },
];

let harvestMode: HarvestMode = 'ok';
const seen: Seen[] = [];
let harvest: http.Server;
let harvestBase = '';

/** Serves 2 records a page with a Link header, as Harvest does, whatever per_page asked for. */
function paged(res: http.ServerResponse, url: URL, all: unknown[]) {
  const page = Number(url.searchParams.get('page') ?? '1');
  const size = 2;
  const last = Math.max(1, Math.ceil(all.length / size));
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (page < last)
    headers.link = `<${harvestBase}${url.pathname}?page=${page + 1}&per_page=${size}>; rel="next", <${harvestBase}${url.pathname}?page=${last}&per_page=${size}>; rel="last"`;
  res.writeHead(200, headers);
  res.end(JSON.stringify(all.slice((page - 1) * size, page * size)));
}

beforeAll(async () => {
  harvest = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    seen.push({ path: url.pathname + url.search, authorization: req.headers.authorization });
    if (harvestMode === 'hang') return; // never answers
    if (harvestMode === 'unauthorized') {
      res.writeHead(401, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ message: 'Invalid Basic Auth credentials' }));
      return;
    }
    if (harvestMode === 'rate-limited') {
      res.writeHead(429, { 'content-type': 'application/json', 'retry-after': '7' });
      res.end(JSON.stringify({ message: 'Too Many Requests' }));
      return;
    }
    if (url.pathname === '/v1/jobs') return paged(res, url, JOBS);
    if (url.pathname === '/v1/applications') return paged(res, url, APPLICATIONS);
    if (url.pathname === '/v1/offers') {
      if (harvestMode === 'forbid-offers') {
        res.writeHead(403, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ message: 'You do not have access to that record.' }));
        return;
      }
      return paged(res, url, OFFERS);
    }
    res.writeHead(404, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ message: 'Resource not found' }));
  });
  await new Promise<void>((resolve) => harvest.listen(0, '127.0.0.1', resolve));
  harvestBase = `http://127.0.0.1:${(harvest.address() as AddressInfo).port}`;
});
afterAll(async () => {
  harvest.closeAllConnections();
  await new Promise((r) => harvest.close(r));
});

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp(
    { GREENHOUSE_HARVEST_API_BASE: harvestBase },
    { clockStart: new Date('2025-06-15T12:00:00Z') },
  );
});
afterAll(async () => {
  await t?.close();
});
afterEach(() => {
  harvestMode = 'ok';
  seen.length = 0;
});

async function setCompany(user: Registered, companyName: string) {
  await t.db.update(users).set({ companyName }).where(eq(users.id, user.user.id));
}

async function dashboard(user: Registered): Promise<CompanyDashboard> {
  const res = await t.app.inject({ method: 'GET', url: '/api/company/dashboard', headers: { cookie: user.cookie } });
  expect(res.statusCode, res.body).toBe(200);
  return companyDashboardSchema.parse(res.json());
}

const toggle = (user: Registered | null, id: string, payload: unknown) =>
  t.app.inject({
    method: 'POST',
    url: `/api/company/toggle-badge-display/${id}`,
    headers: user ? { cookie: user.cookie } : {},
    payload: payload as object,
  });

const connect = (user: Registered, payload: unknown) =>
  t.app.inject({
    method: 'POST',
    url: '/api/company/ats/greenhouse-harvest',
    headers: { cookie: user.cookie },
    payload: payload as object,
  });

let postingSeq = 0;
async function seedPosting(company: string, dedupeKey: string, postedAt: string, closedAt: string | null, board = 'b') {
  postingSeq += 1;
  await t.db.insert(jobPostings).values({
    source: 'greenhouse',
    board,
    sourceId: `p${postingSeq}`,
    dedupeKey,
    title: `Role ${dedupeKey}`,
    company,
    url: `https://boards.example.com/${postingSeq}`,
    postedAt: new Date(postedAt),
    firstSeenAt: new Date(postedAt),
    closedAt: closedAt ? new Date(closedAt) : null,
  });
}

async function seedApplication(userId: number, company: string, status: string, submittedAt: string | null) {
  await t.db.insert(applications).values({
    userId,
    jobUrl: 'https://boards.example.com/apply',
    jobTitle: 'Engineer',
    company,
    status,
    confidence: 90,
    receipt: {},
    submittedAt: submittedAt ? new Date(submittedAt) : null,
  });
}

describe('GET /api/company/dashboard', () => {
  it('needs a session', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/company/dashboard' });
    expect(res.statusCode).toBe(401);
  });

  it('shows the empty states, not sample numbers, for a user without a company name', async () => {
    const user = await t.register();
    const d = await dashboard(user);
    expect(d.companyName).toBe('');
    expect(d.source).toBe('none');
    expect(d.metrics).toEqual({
      totalProjects: 0,
      activeWorkflows: 0,
      automationSavings: 0,
      avgProjectTime: null,
      activeJobs: 0,
      totalApplications: 0,
      conversionRate: null,
      hiringTrends: [],
    });
    expect(d.industryMetrics).toBeNull();
    expect(d.badges).toHaveLength(7);
    expect(d.badges.every((b) => b.earnedAt === null && b.isDisplayed)).toBe(true);
    expect(d.ats).toEqual({
      provider: 'greenhouse_harvest',
      status: 'not_connected',
      lastSyncedAt: null,
      lastError: null,
    });
  });

  it('computes requisitions, open jobs, time to close, applications and rank from the postings store', async () => {
    const user = await t.register();
    const applicant = await t.register();
    await setCompany(user, 'Acme Robotics');
    // One job on two boards counts once; it is open while either posting is.
    await seedPosting('Acme Robotics', 'acme-1', '2025-03-01T00:00:00Z', null, 'b1');
    await seedPosting('acme robotics ', 'acme-1', '2025-03-03T00:00:00Z', '2025-04-01T00:00:00Z', 'b2');
    await seedPosting('Acme Robotics', 'acme-2', '2025-04-01T00:00:00Z', null);
    await seedPosting('Acme Robotics', 'acme-3', '2025-02-01T00:00:00Z', '2025-02-11T00:00:00Z');
    await seedPosting('Acme Robotics', 'acme-4', '2025-02-01T00:00:00Z', '2025-02-21T00:00:00Z');
    for (const k of ['o1', 'o2', 'o3']) await seedPosting('Other Co', k, '2025-05-01T00:00:00Z', null);
    await seedPosting('Third Co', 't1', '2025-05-01T00:00:00Z', null);
    // Sent applications count; a prepared one never reached the company.
    await seedApplication(applicant.user.id, 'ACME Robotics', 'auto_submitted', '2025-05-03T10:00:00Z');
    await seedApplication(applicant.user.id, 'Acme Robotics', 'auto_submitted', '2025-05-20T10:00:00Z');
    await seedApplication(applicant.user.id, 'Acme Robotics', 'auto_submitted', '2025-04-02T10:00:00Z');
    await seedApplication(applicant.user.id, 'Acme Robotics', 'pending_input', null);

    const d = await dashboard(user);
    expect(d.companyName).toBe('Acme Robotics');
    expect(d.source).toBe('postings');
    expect(d.metrics.totalProjects).toBe(4);
    expect(d.metrics.activeWorkflows).toBe(2);
    expect(d.metrics.activeJobs).toBe(2);
    expect(d.metrics.avgProjectTime).toBe(15); // (10 + 20) / 2 days
    expect(d.metrics.totalApplications).toBe(3);
    expect(d.metrics.conversionRate).toBeNull();
    expect(d.metrics.hiringTrends).toEqual([
      { month: '2025-05', applications: 2, hires: null },
      { month: '2025-04', applications: 1, hires: null },
    ]);
    // Other Co has 3 open, Acme 2, Third Co 1.
    expect(d.industryMetrics).toEqual({
      hireRate: null,
      talentRetention: null,
      diversityScore: null,
      overallScore: null,
      industryRank: 2,
      rankedCompanies: 3,
      industry: null,
    });
    const launch = d.badges.find((b) => b.id === 'hiring-launch');
    expect(launch?.earnedAt).toBe('2025-02-01T00:00:00.000Z');
    expect(d.badges.find((b) => b.id === 'growing-team')?.earnedAt).toBeNull();
  });

  it('counts automation savings in hours and earns Automation Pioneer when 10 hours were first reached', async () => {
    const user = await t.register();
    await t.db.insert(activityEvents).values([
      {
        userId: user.user.id,
        kind: 'automation_run',
        summary: 'run',
        detail: { minutesSaved: 300 },
        createdAt: new Date('2025-05-01T00:00:00Z'),
      },
      {
        userId: user.user.id,
        kind: 'automation_run',
        summary: 'run',
        detail: { minutesSaved: 330 },
        createdAt: new Date('2025-05-02T00:00:00Z'),
      },
      {
        userId: user.user.id,
        kind: 'chat',
        summary: 'not a run',
        detail: { minutesSaved: 999 },
        createdAt: new Date('2025-05-03T00:00:00Z'),
      },
    ]);
    const d = await dashboard(user);
    expect(d.metrics.automationSavings).toBe(10.5);
    expect(d.badges.find((b) => b.id === 'automation-pioneer')?.earnedAt).toBe('2025-05-02T00:00:00.000Z');
  });

  it('keeps a badge once earned, at the time it was first earned', async () => {
    const user = await t.register();
    await setCompany(user, 'Keeper Ltd');
    await seedPosting('Keeper Ltd', 'k1', '2025-01-10T00:00:00Z', null);
    expect((await dashboard(user)).badges.find((b) => b.id === 'hiring-launch')?.earnedAt).toBe(
      '2025-01-10T00:00:00.000Z',
    );
    await setCompany(user, 'Elsewhere Inc');
    const again = await dashboard(user);
    expect(again.source).toBe('none');
    expect(again.badges.find((b) => b.id === 'hiring-launch')?.earnedAt).toBe('2025-01-10T00:00:00.000Z');
  });
});

describe('POST /api/company/toggle-badge-display/:id', () => {
  it('needs a session', async () => {
    expect((await toggle(null, 'hiring-launch', { display: false })).statusCode).toBe(401);
  });

  it('refuses an unknown badge with 404 and a non-boolean display with 400', async () => {
    const user = await t.register();
    const unknown = await toggle(user, 'no-such-badge', { display: true });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toMatch(/no badge/);
    for (const payload of [{ display: 'yes' }, { display: 1 }, {}, { display: true, extra: 1 }]) {
      const res = await toggle(user, 'hiring-launch', payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
    }
  });

  it("hides and shows the user's own badge only", async () => {
    const owner = await t.register();
    const other = await t.register();
    await setCompany(owner, 'Toggle Co');
    await seedPosting('Toggle Co', 'tg1', '2025-03-01T00:00:00Z', null);
    await dashboard(owner);

    const hidden = await toggle(owner, 'hiring-launch', { display: false });
    expect(hidden.statusCode, hidden.body).toBe(200);
    expect(hidden.json().badge).toMatchObject({
      id: 'hiring-launch',
      isDisplayed: false,
      earnedAt: '2025-03-01T00:00:00.000Z',
    });
    expect((await dashboard(owner)).badges.find((b) => b.id === 'hiring-launch')?.isDisplayed).toBe(false);
    expect((await dashboard(other)).badges.find((b) => b.id === 'hiring-launch')?.isDisplayed).toBe(true);

    const shown = await toggle(owner, 'hiring-launch', { display: true });
    expect(shown.json().badge.isDisplayed).toBe(true);
  });

  it('stores the choice for a badge not yet earned, and keeps it when the badge is earned', async () => {
    const user = await t.register();
    const res = await toggle(user, 'hiring-launch', { display: false });
    expect(res.json().badge).toMatchObject({ earnedAt: null, isDisplayed: false });
    await setCompany(user, 'Later Co');
    await seedPosting('Later Co', 'l1', '2025-03-01T00:00:00Z', null);
    const badge = (await dashboard(user)).badges.find((b) => b.id === 'hiring-launch');
    expect(badge).toMatchObject({ earnedAt: '2025-03-01T00:00:00.000Z', isDisplayed: false });
  });
});

describe('Greenhouse Harvest', () => {
  it('connects with a key, follows the Link pages and computes the figures from jobs, applications and offers', async () => {
    const user = await t.register();
    const res = await connect(user, { apiKey: KEY });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ provider: 'greenhouse_harvest', status: 'connected', lastError: null });
    expect(res.body).not.toContain(KEY);

    // Basic auth with the key as the user name and an empty password; every page fetched.
    expect(new Set(seen.map((s) => s.authorization))).toEqual(
      new Set([`Basic ${Buffer.from(`${KEY}:`).toString('base64')}`]),
    );
    const paths = seen.map((s) => s.path);
    expect(paths).toContain('/v1/jobs?per_page=500');
    expect(paths).toContain('/v1/jobs?page=2&per_page=2');
    expect(paths).toContain('/v1/applications?page=3&per_page=2');
    expect(paths).toContain('/v1/offers?per_page=500');

    // The key is stored sealed, never in clear.
    const [row] = await t.db.select().from(sourceConnections).where(eq(sourceConnections.userId, user.user.id));
    expect(row?.source).toBe('greenhouse_harvest');
    expect(row?.tokenCiphertext).toBeTruthy();
    expect(row?.tokenCiphertext).not.toContain(KEY);

    const d = await dashboard(user);
    expect(d.source).toBe('greenhouse_harvest');
    expect(d.metrics).toMatchObject({
      totalProjects: 2, // the draft never opened
      activeWorkflows: 1,
      activeJobs: 1,
      avgProjectTime: 20,
      totalApplications: 4, // the prospect has not applied
      conversionRate: 50, // hired + rejected of 4
    });
    expect(d.metrics.hiringTrends).toEqual([
      { month: '2025-03', applications: 2, hires: 1 },
      { month: '2025-02', applications: 2, hires: 0 },
    ]);
    expect(d.industryMetrics).toMatchObject({
      hireRate: 25,
      talentRetention: null,
      diversityScore: null,
      overallScore: null,
    });
    expect(d.badges.find((b) => b.id === 'first-hire')?.earnedAt).toBe('2025-03-08T12:00:00.000Z');
    expect(d.badges.find((b) => b.id === 'hiring-launch')?.earnedAt).toBe('2025-01-02T00:00:00.000Z');
    expect(JSON.stringify(d)).not.toContain(KEY);
  });

  it('works with a key that may not read offers (hires dated by last activity)', async () => {
    const user = await t.register();
    harvestMode = 'forbid-offers';
    expect((await connect(user, { apiKey: KEY })).statusCode).toBe(200);
    const d = await dashboard(user);
    expect(d.badges.find((b) => b.id === 'first-hire')?.earnedAt).toBe('2025-03-25T10:00:00.000Z');
  });

  it('refuses malformed keys with 400 and stores nothing', async () => {
    const user = await t.register();
    for (const payload of [
      {},
      { apiKey: 'short' },
      { apiKey: 'has spaces in the key value!!' },
      { apiKey: KEY, extra: 1 },
      { apiKey: 42 },
    ]) {
      const res = await connect(user, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
    }
    expect(seen).toHaveLength(0);
    expect(await t.db.select().from(sourceConnections).where(eq(sourceConnections.userId, user.user.id))).toHaveLength(
      0,
    );
  });

  it('says the key was refused (502) on a 401 and stores nothing', async () => {
    const user = await t.register();
    harvestMode = 'unauthorized';
    const res = await connect(user, { apiKey: KEY });
    expect(res.statusCode).toBe(502);
    expect(res.json().message).toMatch(/the API key was refused/);
    expect(res.body).not.toContain(KEY);
    expect((await dashboard(user)).ats.status).toBe('not_connected');
  });

  it('marks the connection for reconnecting when a stored key is refused on sync, keeping the last figures', async () => {
    const user = await t.register();
    expect((await connect(user, { apiKey: KEY })).statusCode).toBe(200);
    harvestMode = 'unauthorized';
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/company/ats/greenhouse-harvest/sync',
      headers: { cookie: user.cookie },
    });
    expect(res.statusCode).toBe(502);
    expect(res.json().message).toMatch(/the API key was refused/);
    const d = await dashboard(user);
    expect(d.ats.status).toBe('needs_reconnect');
    expect(d.ats.lastError).toMatch(/the API key was refused/);
    expect(d.source).toBe('greenhouse_harvest');
  });

  it('passes a Harvest rate limit on as 429 with Retry-After', async () => {
    const user = await t.register();
    harvestMode = 'rate-limited';
    const res = await connect(user, { apiKey: KEY });
    expect(res.statusCode).toBe(429);
    expect(res.headers['retry-after']).toBe('7');
    expect(res.json().message).toMatch(/rate limiting/);
  });

  it('turns a Harvest that does not answer into a 502 time-out', async () => {
    harvestMode = 'hang';
    await expect(harvestList({ apiBase: harvestBase, apiKey: KEY, timeoutMs: 300 }, '/v1/jobs')).rejects.toMatchObject({
      code: 'UPSTREAM_FAILED',
      status: 502,
      message: expect.stringMatching(/did not answer/),
    });
  });

  it('never follows a next link to another host with the key', async () => {
    const other = http.createServer((_req, res) => {
      res.writeHead(200, {
        'content-type': 'application/json',
        link: '<http://127.0.0.2:9/v1/jobs?page=2>; rel="next"',
      });
      res.end('[{"id":1}]');
    });
    await new Promise<void>((r) => other.listen(0, '127.0.0.1', r));
    try {
      const base = `http://127.0.0.1:${(other.address() as AddressInfo).port}`;
      expect(await harvestList({ apiBase: base, apiKey: KEY }, '/v1/jobs')).toEqual([{ id: 1 }]);
    } finally {
      await new Promise((r) => other.close(r));
    }
  });

  it('never writes the key to a log (K4), whether Harvest accepts or refuses it', async () => {
    const capture = captureLogger('debug');
    const logged = await createTestApp(
      { GREENHOUSE_HARVEST_API_BASE: harvestBase, LOG_LEVEL: 'debug' },
      { logger: capture.logger },
    );
    try {
      const user = await logged.register();
      const post = () =>
        logged.app.inject({
          method: 'POST',
          url: '/api/company/ats/greenhouse-harvest',
          headers: { cookie: user.cookie },
          payload: { apiKey: KEY },
        });
      expect((await post()).statusCode).toBe(200);
      harvestMode = 'unauthorized';
      expect((await post()).statusCode).toBe(502);
      expect(capture.lines().length).toBeGreaterThan(0);
      expect(JSON.stringify(capture.lines())).not.toContain(KEY);
      expect(JSON.stringify(capture.lines())).not.toContain(Buffer.from(`${KEY}:`).toString('base64'));
    } finally {
      await logged.close();
    }
  });

  it('sync without a connection is a 404; disconnecting deletes the key and the figures', async () => {
    const user = await t.register();
    const sync = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/company/ats/greenhouse-harvest/sync',
        headers: { cookie: user.cookie },
      });
    expect((await sync()).statusCode).toBe(404);
    expect((await connect(user, { apiKey: KEY })).statusCode).toBe(200);
    expect((await sync()).statusCode).toBe(200);
    const res = await t.app.inject({
      method: 'DELETE',
      url: '/api/company/ats/greenhouse-harvest',
      headers: { cookie: user.cookie },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().status).toBe('not_connected');
    expect(await t.db.select().from(sourceSnapshots).where(eq(sourceSnapshots.userId, user.user.id))).toHaveLength(0);
    expect((await dashboard(user)).source).toBe('none');
  });
});
