import { getSkillExtractor } from '@careerloom/career-engine';
import {
  type JobMonitoringMarkCheckedResponse,
  type JobMonitoringResponse,
  MATCH_FACTOR_HALF,
  MATCH_SCORE_THRESHOLD,
  type ProcessingStatusResponse,
  type SavedJobSearch,
  type ServerFrame,
  type ServerJobAlert,
} from '@careerloom/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applications, boardSyncRuns, jobSearches, users } from '../../db/schema';
import { createTestApp, HOUR, type Registered, type TestApp } from '../../test/test-app';
import { connect } from '../../test/ws-client';
import { notifyNewMatches } from '../matching/notify-new-matches';
import type { PostingInput } from '../postings/posting-input';
import { closeMissing, upsertPostings } from '../postings/postings.service';

let t: TestApp;
let me: Registered;
let base: string;
let origin: string;
const ctx = () => ({ db: t.db, skills: getSkillExtractor });

function posting(overrides: Partial<PostingInput> & { sourceId: string }): PostingInput {
  return {
    source: 'greenhouse',
    board: 'acme',
    title: 'Software Engineer',
    company: 'Acme',
    location: 'Berlin, Germany',
    url: `https://boards.greenhouse.io/acme/jobs/${overrides.sourceId}`,
    descriptionText: 'We build APIs in TypeScript on PostgreSQL and ship with Docker.',
    salary: { min: 70_000, max: 90_000, currency: 'EUR', period: 'year' },
    postedAt: '2025-10-01T00:00:00Z',
    ...overrides,
  };
}

async function setProfile(
  userId: number,
  values: { bio?: string; headline?: string; skills?: string[]; location?: string },
) {
  await t.db.update(users).set(values).where(eq(users.id, userId));
}

async function markChecked(who: Registered): Promise<JobMonitoringMarkCheckedResponse> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/ai/job-monitoring/mark-checked',
    headers: { cookie: who.cookie },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<JobMonitoringMarkCheckedResponse>();
}

async function monitor(who: Registered, query = ''): Promise<JobMonitoringResponse> {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/ai/job-monitoring${query ? `?${query}` : ''}`,
    headers: { cookie: who.cookie },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<JobMonitoringResponse>();
}

beforeAll(async () => {
  t = await createTestApp(
    { JOB_BOARDS: 'greenhouse:acme,lever:beta,remotive' },
    { clockStart: new Date('2025-11-01T00:00:00Z') },
  );
  const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = address.replace('http', 'ws');
  origin = address;
  me = await t.register();
  await setProfile(me.user.id, {
    bio: 'Backend developer',
    skills: ['TypeScript', 'Postgres', 'Docker'],
    location: 'Berlin',
  });
  const now = t.clock.now();
  await upsertPostings(
    ctx(),
    [
      posting({ sourceId: 'best' }),
      posting({
        sourceId: 'paris',
        company: 'Globex',
        location: 'Paris, France',
        descriptionText: 'TypeScript services.',
      }),
      posting({
        sourceId: 'low',
        company: 'Initech',
        title: 'Software Engineer',
        location: 'Tokyo, Japan',
        descriptionText: 'Rust and Go services.',
        salary: { min: 30_000, max: 40_000, currency: 'EUR', period: 'year' },
      }),
      posting({ sourceId: 'nurse', title: 'Registered Nurse', descriptionText: 'Patient care on a busy ward.' }),
      posting({ sourceId: 'gone', title: 'Software Engineer, Platform' }),
    ],
    now,
  );
  // "gone" is closed: it must count nowhere.
  await closeMissing(ctx(), 'greenhouse', 'acme', ['best', 'paris', 'low', 'nurse'], now);
});
afterAll(() => t?.close());

describe('GET /api/ai/job-monitoring', () => {
  it('401 signed out; 400 for a bad query', async () => {
    for (const url of ['/api/ai/job-monitoring', '/api/realtime/processing-status', '/api/ai/job-searches']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(401);
    }
    for (const q of ['salaryMin=abc', 'salaryMin=-5', 'foo=1', `jobTitle=${'x'.repeat(201)}`]) {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/ai/job-monitoring?${q}`,
        headers: { cookie: me.cookie },
      });
      expect(res.statusCode, q).toBe(400);
      expect(res.json()).toHaveProperty('message');
    }
  });

  it('ranks open postings by match score with reasons that add up; only those at the threshold match', async () => {
    const r = await monitor(me, 'jobTitle=software%20engineer&salaryMin=60000');
    expect(r.criteria).toEqual({
      jobTitle: 'software engineer',
      titleSource: 'typed',
      location: 'Berlin',
      skills: ['TypeScript', 'PostgreSQL', 'Docker'],
      salaryMin: 60_000,
      remoteOnly: false,
      postedWithinDays: null,
      includeStale: false,
    });
    expect(r.matchThreshold).toBe(MATCH_SCORE_THRESHOLD);
    const ids = r.alerts.map((a) => a.url.split('/').pop());
    // "low" (Tokyo, pay below the floor, none of the skills) scores under the threshold: shown
    // nowhere and not counted; the nurse shares no title word at all.
    expect(ids).toEqual(['best', 'paris']);
    // It is still the closest of the rest: listed apart, below the threshold, never as a match.
    const closest = (r.closest ?? []).map((a) => a.url.split('/').pop());
    expect(closest).toContain('low');
    expect(closest).not.toContain('nurse');
    for (const a of r.closest ?? []) expect(a.matchScore).toBeLessThan(MATCH_SCORE_THRESHOLD);
    expect(ids).not.toContain('gone');
    expect(r.totalFound).toBe(2);
    expect(r.totalJobs).toBe(4);
    const [best, paris] = r.alerts;
    expect(best?.matchScore).toBeGreaterThan(paris?.matchScore ?? 100);
    for (const a of r.alerts) {
      // Each half is the sum of its reasons; the match is their product (decision 038).
      const half = (h: 'search' | 'person') =>
        a.reasons.filter((x) => MATCH_FACTOR_HALF[x.factor] === h).reduce((s, x) => s + x.points, 0);
      expect(a.fit).toEqual({ search: half('search'), person: half('person') });
      expect(a.matchScore).toBe(Math.round((half('search') * half('person')) / 100));
      expect(a.matchScore).toBeGreaterThanOrEqual(MATCH_SCORE_THRESHOLD);
    }
    expect(best).toMatchObject({
      jobTitle: 'Software Engineer',
      company: 'Acme',
      location: 'Berlin, Germany',
      salaryRange: 'EUR 70,000 - 90,000 a year',
      autoApplicationStatus: 'pending',
    });
    expect(best?.reasons.find((x) => x.factor === 'skills')?.detail).toBe(
      'It names 3 of your skills: TypeScript, PostgreSQL, Docker',
    );
    expect(best?.reasons.find((x) => x.factor === 'title')).toMatchObject({ points: 50, max: 50 });
    expect(paris?.reasons.find((x) => x.factor === 'location')?.detail).toBe('In Paris, France: a move from Berlin');
  });

  it('query skills replace the profile skills and refine the order', async () => {
    const r = await monitor(me, 'jobTitle=software%20engineer&skills=rust,%20golang');
    expect(r.criteria.skills).toEqual(['Rust', 'Go']);
    const ids = r.alerts.map((a) => a.url.split('/').pop());
    // Tokyo's Rust and Go posting now matches; Paris (a move, no shared skill) no longer does.
    expect(ids).toContain('low');
    expect(ids).not.toContain('paris');
  });

  it('shows a job listed twice (same title and company, another board) once', async () => {
    const u = await t.register();
    await setProfile(u.user.id, { skills: ['TypeScript'], location: 'Berlin' });
    const before = await monitor(u, 'jobTitle=software%20engineer');
    await upsertPostings(
      ctx(),
      [posting({ source: 'lever', board: 'acme-jobs', sourceId: 'best-again', url: 'https://jobs.lever.co/acme/1' })],
      t.clock.now(),
    );
    const after = await monitor(u, 'jobTitle=software%20engineer');
    expect(after.totalFound).toBe(before.totalFound);
    expect(after.alerts.filter((a) => a.company === 'Acme' && a.jobTitle === 'Software Engineer')).toHaveLength(1);
    await closeMissing(ctx(), 'lever', 'acme-jobs', [], t.clock.now());
  });

  it('remote only and posted within filter; 400 for a posted-within out of range', async () => {
    const remote = await monitor(me, 'jobTitle=software%20engineer&remoteOnly=true');
    expect(remote.alerts).toEqual([]);
    expect(remote.criteria).toMatchObject({ remoteOnly: true });
    // The postings were published a month before the clock: a week's window holds none.
    expect((await monitor(me, 'jobTitle=software%20engineer&postedWithinDays=7')).totalFound).toBe(0);
    expect((await monitor(me, 'jobTitle=software%20engineer&postedWithinDays=60')).totalFound).toBe(2);
    for (const q of ['postedWithinDays=0', 'postedWithinDays=400', 'remoteOnly=yes']) {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/ai/job-monitoring?${q}`,
        headers: { cookie: me.cookie },
      });
      expect(res.statusCode, q).toBe(400);
    }
  });

  it('derives the title from bio and skills and the location from the profile, else remote', async () => {
    const nurse = await t.register();
    await setProfile(nurse.user.id, { bio: 'Registered nurse, ten years on surgical wards' });
    const r = await monitor(nurse);
    expect(r.criteria).toMatchObject({ jobTitle: 'healthcare professional', location: 'remote', salaryMin: null });
    const r2 = await monitor(me);
    expect(r2.criteria).toMatchObject({ jobTitle: 'software engineer', location: 'Berlin' });
  });

  it('counts new matches since the last marked check; GET alone records nothing', async () => {
    const u = await t.register();
    await setProfile(u.user.id, { skills: ['TypeScript'], location: 'Berlin' });
    const first = await monitor(u, 'jobTitle=software%20engineer');
    expect(first.newMatches).toBe(first.alerts.length);
    // Polling is read-only: no search row, and every match stays new until the user has seen them.
    expect(await t.db.select().from(jobSearches).where(eq(jobSearches.userId, u.user.id))).toEqual([]);
    t.clock.advance(HOUR);
    expect((await monitor(u, 'jobTitle=software%20engineer')).newMatches).toBe(first.alerts.length);

    const seenAt = t.clock.now();
    const marked = await markChecked(u);
    expect(marked).toEqual({
      lastCheckedAt: seenAt.toISOString(),
      criteria: {
        jobTitle: 'software engineer',
        titleSource: 'typed',
        location: 'Berlin',
        skills: ['TypeScript'],
        salaryMin: null,
        remoteOnly: false,
        postedWithinDays: null,
        includeStale: false,
      },
    });
    t.clock.advance(HOUR);
    expect((await monitor(u, 'jobTitle=software%20engineer')).newMatches).toBe(0);
    t.clock.advance(HOUR);
    await upsertPostings(ctx(), [posting({ sourceId: 'fresh', title: 'Senior Software Engineer' })], t.clock.now());
    t.clock.advance(HOUR);
    const third = await monitor(u, 'jobTitle=software%20engineer');
    expect(third.newMatches).toBe(1);
    expect(third.totalFound).toBe(first.totalFound + 1);
    // Still new on the next poll; seen once marked.
    expect((await monitor(u, 'jobTitle=software%20engineer')).newMatches).toBe(1);
    await markChecked(u);
    expect((await monitor(u, 'jobTitle=software%20engineer')).newMatches).toBe(0);
  });

  it('mark-checked records the check the user saw, not a later moment', async () => {
    const u = await t.register();
    await setProfile(u.user.id, { skills: ['TypeScript'], location: 'Berlin' });
    const seen = await monitor(u, 'jobTitle=software%20engineer&salaryMin=50000');
    const seenAt = t.clock.now();
    // A posting stored after the page loaded but before the user marked it seen stays new.
    t.clock.advance(HOUR);
    await upsertPostings(ctx(), [posting({ sourceId: 'between', title: 'Software Engineer II' })], t.clock.now());
    t.clock.advance(HOUR);
    expect((await markChecked(u)).lastCheckedAt).toBe(seenAt.toISOString());
    const [row] = await t.db.select().from(jobSearches).where(eq(jobSearches.userId, u.user.id));
    expect(row).toMatchObject({ jobTitle: 'software engineer', salaryMin: 50_000, lastCheckedAt: seenAt });
    const next = await monitor(u, 'jobTitle=software%20engineer&salaryMin=50000');
    expect(next.newMatches).toBe(1);
    expect(next.totalFound).toBe(seen.totalFound + 1);
    // Marking the same check twice changes nothing.
    expect((await markChecked(u)).lastCheckedAt).toBe(t.clock.now().toISOString());
    expect((await markChecked(u)).lastCheckedAt).toBe(t.clock.now().toISOString());
  });

  it("searches for the person's own title, and says when it has none to go on", async () => {
    const titled = await t.register();
    await setProfile(titled.user.id, { headline: 'sr. software engineer ii', bio: 'Registered nurse' });
    const own = await monitor(titled, '');
    expect(own.criteria).toMatchObject({ jobTitle: 'Senior Software Engineer', titleSource: 'profile' });
    const blank = await t.register();
    const guess = await monitor(blank, '');
    expect(guess.criteria).toMatchObject({ jobTitle: 'professional opportunities', titleSource: 'fallback' });
    // Nothing is "close" to a phrase that names no job.
    expect(guess.closest).toEqual([]);
  });

  it('mark-checked before any check records the profile defaults; 401 signed out', async () => {
    const u = await t.register();
    await setProfile(u.user.id, { bio: 'Registered nurse' });
    const res = await t.app.inject({ method: 'POST', url: '/api/ai/job-monitoring/mark-checked' });
    expect(res.statusCode).toBe(401);
    expect(await markChecked(u)).toEqual({
      lastCheckedAt: t.clock.now().toISOString(),
      criteria: {
        jobTitle: 'healthcare professional',
        titleSource: 'keywords',
        location: 'remote',
        skills: [],
        salaryMin: null,
        remoteOnly: false,
        postedWithinDays: null,
        includeStale: false,
      },
    });
    expect((await monitor(u)).newMatches).toBe(0);
  });

  it('reads applications: status per alert, applications sent and the response rate', async () => {
    const u = await t.register();
    await setProfile(u.user.id, { skills: ['TypeScript'], location: 'Berlin' });
    const before = await monitor(u, 'jobTitle=software%20engineer');
    expect(before).toMatchObject({ applicationsSent: 0, responseRate: 0 });
    const [a, b] = before.alerts;
    const row = (postingId: number, status: string) => ({
      userId: u.user.id,
      postingId,
      jobUrl: `https://example.com/${postingId}`,
      jobTitle: 'Software Engineer',
      company: 'Acme',
      status,
      confidence: 90,
      receipt: {},
    });
    await t.db.insert(applications).values([row(a?.id ?? 0, 'auto_submitted'), row(b?.id ?? 0, 'pending_input')]);
    const after = await monitor(u, 'jobTitle=software%20engineer');
    const status = (id: number | undefined) => after.alerts.find((x) => x.id === id)?.autoApplicationStatus;
    expect(status(a?.id)).toBe('submitted');
    expect(status(b?.id)).toBe('requires_input');
    // Only the application that really went out counts as sent; no employer response is tracked yet.
    expect(after).toMatchObject({ applicationsSent: 1, responseRate: 0 });
    // Another user's applications do not count.
    expect((await monitor(me, 'jobTitle=software%20engineer')).applicationsSent).toBe(0);
  });
});

describe('saved searches and live alerts', () => {
  it('creates, lists and deletes; others get 404; bad bodies 400', async () => {
    const other = await t.register();
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/ai/job-searches',
      headers: { cookie: me.cookie },
      payload: { jobTitle: 'Data Engineer', location: 'Berlin', skills: ['python', 'k8s'], salaryMin: 80000 },
    });
    expect(created.statusCode, created.body).toBe(201);
    const search = created.json<SavedJobSearch>();
    expect(search).toMatchObject({ jobTitle: 'Data Engineer', skills: ['Python', 'Kubernetes'], alertsEnabled: true });

    const list = async (who: Registered) =>
      (await t.app.inject({ method: 'GET', url: '/api/ai/job-searches', headers: { cookie: who.cookie } })).json<{
        searches: SavedJobSearch[];
      }>().searches;
    expect((await list(me)).map((s) => s.id)).toContain(search.id);
    expect(await list(other)).toEqual([]);

    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/ai/job-searches',
      headers: { cookie: me.cookie },
      payload: { jobTitle: '  ', salaryMin: 'lots' },
    });
    expect(bad.statusCode).toBe(400);

    const theirs = await t.app.inject({
      method: 'DELETE',
      url: `/api/ai/job-searches/${search.id}`,
      headers: { cookie: other.cookie },
    });
    expect(theirs.statusCode).toBe(404);
    const mine = await t.app.inject({
      method: 'DELETE',
      url: `/api/ai/job-searches/${search.id}`,
      headers: { cookie: me.cookie },
    });
    expect(mine.statusCode).toBe(204);
    expect((await list(me)).map((s) => s.id)).not.toContain(search.id);
    const again = await t.app.inject({
      method: 'DELETE',
      url: `/api/ai/job-searches/${search.id}`,
      headers: { cookie: me.cookie },
    });
    expect(again.statusCode).toBe(404);
  });

  it('a new posting that matches a saved search reaches the owner live; a poor match does not', async () => {
    const u = await t.register();
    await setProfile(u.user.id, { location: 'Berlin' });
    const saved = await t.app.inject({
      method: 'POST',
      url: '/api/ai/job-searches',
      headers: { cookie: u.cookie },
      payload: { jobTitle: 'Platform Engineer', location: 'Berlin', skills: ['Kubernetes', 'Terraform'] },
    });
    expect(saved.statusCode, saved.body).toBe(201);
    const searchId = saved.json<SavedJobSearch>().id;
    const socket = await connect(`${base}/ws/chat`, { origin, cookie: u.cookie });
    const bystander = await connect(`${base}/ws/chat`, { origin, cookie: me.cookie });

    t.clock.advance(HOUR);
    const { ids } = await upsertPostings(
      ctx(),
      [
        posting({
          sourceId: 'platform',
          title: 'Platform Engineer',
          descriptionText: 'Run Kubernetes clusters, provisioned with Terraform.',
        }),
        posting({ sourceId: 'chef', title: 'Head Chef', location: 'Lisbon', descriptionText: 'Run our kitchen.' }),
      ],
      t.clock.now(),
    );
    const sent = await notifyNewMatches(t.app.ctx, t.app.chatHub, ids);
    const mine = sent.filter((s) => s.userId === u.user.id);
    expect(mine.map((s) => s.alert.jobTitle)).toEqual(['Platform Engineer']);

    const isAlert = (f: ServerFrame): f is ServerJobAlert => 'type' in f && f.type === 'job.alert';
    const frame = await socket.waitFor(isAlert);
    expect(frame.searchId).toBe(searchId);
    expect(frame.alert).toMatchObject({ jobTitle: 'Platform Engineer', autoApplicationStatus: 'pending' });
    expect(frame.alert.matchScore).toBeGreaterThanOrEqual(MATCH_SCORE_THRESHOLD);
    expect(socket.frames.filter(isAlert)).toHaveLength(1);

    // Seen again by the next sync, the same posting is not new: no second alert.
    t.clock.advance(HOUR);
    const again = await upsertPostings(
      ctx(),
      [
        posting({
          sourceId: 'platform',
          title: 'Platform Engineer',
          descriptionText: 'Run Kubernetes clusters, provisioned with Terraform.',
        }),
      ],
      t.clock.now(),
    );
    expect(await notifyNewMatches(t.app.ctx, t.app.chatHub, again.ids)).toEqual([]);
    expect(bystander.frames.filter(isAlert)).toEqual([]);
    socket.ws.close();
    bystander.ws.close();
  });
});

describe('GET /api/realtime/processing-status', () => {
  it('reports each configured board from its latest sync run, then matching and skill extraction', async () => {
    const started = new Date(t.clock.now().getTime() - 10 * 60_000);
    await t.db.insert(boardSyncRuns).values([
      {
        source: 'greenhouse',
        board: 'acme',
        startedAt: new Date(started.getTime() - HOUR),
        finishedAt: started,
        error: 'old failure',
      },
      {
        source: 'greenhouse',
        board: 'acme',
        startedAt: started,
        finishedAt: t.clock.now(),
        fetched: 5,
        inserted: 5,
        closed: 1,
      },
      {
        source: 'lever',
        board: 'beta',
        startedAt: started,
        finishedAt: t.clock.now(),
        error: 'GET https://api.lever.co/v0/postings/beta?mode=json failed: ENOTFOUND (after 4 attempts)',
      },
    ]);
    const u = await t.register();
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/realtime/processing-status',
      headers: { cookie: u.cookie },
    });
    expect(res.statusCode, res.body).toBe(200);
    const items = res.json<ProcessingStatusResponse>().processingStatus;
    const byId = new Map(items.map((i) => [i.id, i]));
    expect(items.map((i) => i.id)).toEqual([
      'board:greenhouse:acme',
      'board:lever:beta',
      'board:remotive',
      'job-matching',
      'skill-extraction',
    ]);
    const acme = byId.get('board:greenhouse:acme');
    // Open acme postings: best, paris, low, nurse, fresh, between, platform, chef = 8; all have a salary.
    expect(acme).toMatchObject({
      status: 'complete',
      progress: 100,
      lastUpdated: t.clock.now().toISOString(),
      metrics: { processed: 5, total: 8, accuracy: 100 },
    });
    expect(acme?.description).toBe('Fetched 5 postings: 5 new, 0 updated, 1 closed');
    expect(byId.get('board:lever:beta')).toMatchObject({
      status: 'error',
      // What happened and what to expect, in plain words; the address and code stay in the log.
      description:
        'The last sync failed: this server could not reach the job board (it may have no internet connection). Postings from earlier syncs stay listed, and the next sync tries again.',
    });
    expect(byId.get('board:remotive')).toMatchObject({ status: 'connected', lastUpdated: null });
    expect(byId.get('job-matching')).toMatchObject({ status: 'connected', metrics: { processed: 0 } });

    const skills = byId.get('skill-extraction');
    expect(skills?.metrics.total).toBe(8);
    // Every open posting but the chef's names a recognised skill.
    expect(skills?.metrics.processed).toBe(7);
    // The last store (the platform posting seen again) is the extraction's last update.
    expect(skills?.lastUpdated).toBe(t.clock.now().toISOString());
    // A status poll reads; it does not create the user's search row.
    expect(await t.db.select().from(jobSearches).where(eq(jobSearches.userId, u.user.id))).toEqual([]);

    // After a check, matching reports what it scored.
    await setProfile(u.user.id, { skills: ['TypeScript'] });
    const checked = await monitor(u, 'jobTitle=software%20engineer');
    const after = (
      await t.app.inject({ method: 'GET', url: '/api/realtime/processing-status', headers: { cookie: u.cookie } })
    ).json<ProcessingStatusResponse>().processingStatus;
    expect(after.find((i) => i.id === 'job-matching')).toMatchObject({
      status: 'active',
      lastUpdated: t.clock.now().toISOString(),
      metrics: { processed: checked.totalFound, total: checked.totalFound },
    });
    // In plain words: how many match, and how many name skills to compare (issue 35).
    const matchesText = after.find((i) => i.id === 'job-matching')?.description;
    expect(checked.totalFound).toBeGreaterThan(0);
    expect(matchesText).toMatch(
      /^\d+ postings? match(es)? "software engineer" \([^)]+\); \d+ of them name the skills the score compares with yours$/,
    );

    // Nothing found reads as nothing found, not 'Scored 0 of 0 postings found'.
    await monitor(u, 'jobTitle=sous%20chef');
    const none = (
      await t.app.inject({ method: 'GET', url: '/api/realtime/processing-status', headers: { cookie: u.cookie } })
    ).json<ProcessingStatusResponse>().processingStatus;
    expect(none.find((i) => i.id === 'job-matching')?.description).toMatch(
      /^No posting from the last 60 days matches "sous chef" \([^)]+\) yet$/,
    );
  });

  it('says matching waits for a job title when nothing gives one, rather than scoring "professional opportunities"', async () => {
    const u = await t.register();
    const checked = await monitor(u);
    expect(checked.criteria).toMatchObject({ jobTitle: 'professional opportunities', titleSource: 'fallback' });
    const items = (
      await t.app.inject({ method: 'GET', url: '/api/realtime/processing-status', headers: { cookie: u.cookie } })
    ).json<ProcessingStatusResponse>().processingStatus;
    const matching = items.find((i) => i.id === 'job-matching');
    expect(matching).toMatchObject({ status: 'connected', progress: 0, metrics: { processed: 0, total: 0 } });
    expect(matching?.description).toBe(
      'Waiting for a job title: type the job you want on the AI Job Search page, add it in Settings, or upload your resume',
    );
  });

  it('a sync still running shows as processing', async () => {
    await t.db.insert(boardSyncRuns).values({ source: 'remotive', board: '', startedAt: t.clock.now() });
    const u = await t.register();
    const items = (
      await t.app.inject({ method: 'GET', url: '/api/realtime/processing-status', headers: { cookie: u.cookie } })
    ).json<ProcessingStatusResponse>().processingStatus;
    expect(items.find((i) => i.id === 'board:remotive')).toMatchObject({
      status: 'processing',
      description: 'Sync running',
    });
  });
});

describe('GET /api/ai/job-monitoring: stale postings and salaries that state nothing (issue 35)', () => {
  it('hides postings older than the stale age unless asked for, then lists them after every match', async () => {
    const u = await t.register();
    await setProfile(u.user.id, { skills: ['TypeScript', 'PostgreSQL', 'Docker'], location: 'Berlin' });
    const day = 24 * HOUR;
    const ago = (days: number) => new Date(t.clock.now().getTime() - days * day).toISOString();
    await upsertPostings(
      ctx(),
      [
        // The best fit of all but for its age: 407 days and four years old.
        posting({ board: 'aged', sourceId: 'aged-407', company: 'Oldco', postedAt: ago(407) }),
        posting({ board: 'aged', sourceId: 'aged-4y', company: 'Ancient', postedAt: ago(4 * 365) }),
      ],
      t.clock.now(),
    );
    const hidden = await monitor(u, 'jobTitle=software%20engineer');
    expect(hidden.alerts.map((a) => a.company)).not.toContain('Oldco');
    expect(hidden.alerts.map((a) => a.company)).not.toContain('Ancient');
    expect(hidden.staleHidden).toBe(2);
    for (const a of hidden.alerts) expect(a.stale).toBe(false);

    const shown = await monitor(u, 'jobTitle=software%20engineer&includeStale=true');
    expect(shown.criteria.includeStale).toBe(true);
    const stale = shown.alerts.filter((a) => a.stale);
    expect(stale.map((a) => a.company).sort()).toEqual(['Ancient', 'Oldco']);
    // Never above a fresh posting, and never counted as matching.
    const firstStale = shown.alerts.findIndex((a) => a.stale);
    expect(shown.alerts.slice(firstStale).every((a) => a.stale)).toBe(true);
    expect(shown.totalFound).toBe(hidden.totalFound);
    expect(stale[0]?.reasons.find((r) => r.factor === 'recency')?.detail).toMatch(/probably filled/);
    await closeMissing(ctx(), 'greenhouse', 'aged', [], t.clock.now());
  });

  it('a "$0 - $750K" range is shown as no salary and earns nothing against a minimum', async () => {
    const u = await t.register();
    await setProfile(u.user.id, { skills: ['TypeScript', 'PostgreSQL', 'Docker'], location: 'Berlin' });
    await upsertPostings(
      ctx(),
      [
        posting({ board: 'pay', sourceId: 'pay-wide', company: 'Wideband', salary: '$0 - $750K' }),
        posting({ board: 'pay', sourceId: 'pay-none', company: 'Nopay', salary: null }),
      ],
      t.clock.now(),
    );
    const r = await monitor(u, 'jobTitle=software%20engineer&salaryMin=100000');
    const wide = r.alerts.find((a) => a.company === 'Wideband') ?? r.closest?.find((a) => a.company === 'Wideband');
    const none = r.alerts.find((a) => a.company === 'Nopay') ?? r.closest?.find((a) => a.company === 'Nopay');
    expect(wide?.salaryRange).toBe('');
    expect(wide?.matchScore).toBe(none?.matchScore);
    expect(wide?.reasons.find((x) => x.factor === 'salary')?.detail).toMatch(/states no salary/);
    await closeMissing(ctx(), 'greenhouse', 'pay', [], t.clock.now());
  });
});

describe('where a ranked posting is', () => {
  it('a remote posting with a city says "Remote (city)", an office posting its city alone', async () => {
    const who = await t.register();
    await setProfile(who.user.id, { bio: 'Backend developer', skills: ['TypeScript', 'Postgres', 'Docker'] });
    const now = t.clock.now();
    await upsertPostings(
      ctx(),
      [
        posting({ sourceId: 'hub', board: 'place', company: 'Hubco', location: 'Berlin', remote: true }),
        posting({ sourceId: 'desk', board: 'place', company: 'Deskco', location: 'Berlin' }),
      ],
      now,
    );
    const found = await monitor(who, 'jobTitle=Software%20Engineer&location=Berlin');
    const all = [...found.alerts, ...(found.closest ?? [])];
    expect(all.find((a) => a.company === 'Hubco')?.location).toBe('Remote (Berlin)');
    expect(all.find((a) => a.company === 'Deskco')?.location).toBe('Berlin');
    await closeMissing(ctx(), 'greenhouse', 'place', [], t.clock.now());
  });
});
