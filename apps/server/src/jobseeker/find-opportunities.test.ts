import { FIND_OPPORTUNITIES_DEFAULTS, type FindOpportunitiesResponse } from '@careerloom/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activityService } from '../activity/activity.service';
import { createTestApp, type TestApp } from '../test/test-app';
import { storeResume } from './jobseeker.fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const find = (cookie: string, payload: unknown = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/jobseeker/find-opportunities',
    headers: { cookie },
    payload: payload as object,
  });
const boards = (res: { json<T>(): T }) => res.json<FindOpportunitiesResponse>().recommended_boards.map((b) => b.name);

describe('POST /api/jobseeker/find-opportunities', () => {
  it('is refused signed out (401) and to the free tier (403) with a clear message', async () => {
    const anonymous = await t.app.inject({ method: 'POST', url: '/api/jobseeker/find-opportunities', payload: {} });
    expect(anonymous.statusCode).toBe(401);
    const free = await t.register();
    const res = await find(free.cookie);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('Job search is part of the Job Seeker plan. Upgrade to use it.');
  });

  it('refuses bad input with 400', async () => {
    const js = await t.register({ plan: 'jobseeker' });
    expect((await find(js.cookie, { keywords: 'x'.repeat(201) })).statusCode).toBe(400);
    expect((await find(js.cookie, { keywords: 'developer', salary: 1 })).statusCode).toBe(400);
    expect((await find(js.cookie, { location: 42 })).statusCode).toBe(400);
  });

  it('applies the tab defaults (software developer, remote, entry to mid-level) to an empty body', async () => {
    const js = await t.register({ plan: 'jobseeker' });
    const res = await find(js.cookie);
    expect(res.statusCode, res.body).toBe(200);
    const plan = res.json<FindOpportunitiesResponse>();
    expect(plan.guidance).toContain('software engineering roles at entry to mid level');
    expect(plan.guidance).toContain('“Junior Software Developer”');
    expect(plan.guidance).toMatch(/remote/);
    expect(plan.search_queries[0]).toContain('"Software Developer"');
    expect(plan.search_queries[0]).toContain('remote');
    expect(boards(res)).toContain('We Work Remotely');
    expect(plan.networking_suggestions.length).toBeGreaterThanOrEqual(4);
    // The defaults spelled out give the same plan.
    expect((await find(js.cookie, FIND_OPPORTUNITIES_DEFAULTS)).json()).toEqual(plan);
  });

  it('recommends different boards for remote and on-site searches, and for data and design roles', async () => {
    const js = await t.register({ plan: 'jobseeker' });
    const remote = boards(await find(js.cookie, { keywords: 'data analyst', location: 'remote' }));
    const onsite = boards(await find(js.cookie, { keywords: 'data analyst', location: 'Denver, CO' }));
    expect(remote).toContain('Remotive');
    expect(onsite).not.toContain('Remotive');
    expect(remote).not.toEqual(onsite);

    const design = boards(await find(js.cookie, { keywords: 'product designer', location: 'remote' }));
    expect(design).toContain('Dribbble Jobs');
    expect(remote).not.toContain('Dribbble Jobs');
    expect(design).not.toEqual(remote);
  });

  it("grounds the guidance in the user's latest resume: skills to lead with and gaps", async () => {
    const js = await t.register({ plan: 'jobseeker' });
    await storeResume(t, js.cookie);
    const plan = (
      await find(js.cookie, { keywords: 'frontend engineer', location: 'London', experience: 'senior' })
    ).json<FindOpportunitiesResponse>();
    expect(plan.guidance).toMatch(/most recently Senior Frontend Engineer at Lumen Labs\) shows [^.]*React/);
    expect(plan.guidance).toMatch(/does not mention [^.]*JavaScript/);
    expect(plan.networking_suggestions.some((s) => s.includes('Lumen Labs'))).toBe(true);
    expect(plan.recommended_boards.find((b) => b.name === 'Indeed')?.url).toBe('https://uk.indeed.com/');
  });

  it('records the search in the activity log', async () => {
    const js = await t.register({ plan: 'jobseeker' });
    await find(js.cookie, { keywords: 'nurse', location: 'Chicago, IL', experience: 'new grad' });
    const [event] = await activityService(t.app.ctx).recent(js.user.id);
    expect(event).toMatchObject({ kind: 'opportunity_search', summary: 'Job search plan for “nurse” (Chicago, IL)' });
    const totals = await activityService(t.app.ctx).totals(js.user.id);
    expect(totals.opportunity_search?.detail.boards).toBeGreaterThan(0);
  });
});
