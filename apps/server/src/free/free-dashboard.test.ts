import {
  type FreeDashboard,
  freeDashboardSchema,
  JOB_SEEKER_PLAN_FEATURES,
  TEAM_PLAN_TEXTS,
} from '@careerloom/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DAY, type TestApp } from '../test/test-app';

const START = new Date('2025-03-31T18:00:00Z');

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ FREE_CHAT_DELAY_MS: '0' }, { clockStart: START });
});
afterAll(() => t.close());

async function dashboard(cookie: string): Promise<FreeDashboard> {
  const res = await t.app.inject({ method: 'GET', url: '/api/free/dashboard', headers: { cookie } });
  expect(res.statusCode, res.body).toBe(200);
  return freeDashboardSchema.parse(res.json());
}

const post = (url: string, cookie: string, payload: object) =>
  t.app.inject({ method: 'POST', url, payload, headers: { cookie } });

describe('GET /api/free/dashboard', () => {
  it('is for signed-in users only', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/free/dashboard' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ code: 'NOT_SIGNED_IN', message: 'You must be signed in' });
  });

  it("shows a new free user's limits, plan and offers, with nothing used", async () => {
    const user = await t.register();
    const board = await dashboard(user.cookie);
    expect(board.usage_stats).toEqual({
      daily_queries_used: 0,
      daily_limit: 25,
      monthly_queries_used: 0,
      monthly_limit: 500,
      daily_automations_used: 0,
      daily_automation_limit: 5,
      resets_at: '2025-04-01T00:00:00.000Z',
    });
    expect(board.available_features).toContain('AI chat assistant for career questions');
    expect(board.limitations).toEqual(
      expect.arrayContaining([
        '25 AI questions a day and 500 a month',
        'Free tier answers arrive after a 2-second delay.',
      ]),
    );
    // Each limit is said once, among the limitations, not again beside the feature (issue 35).
    for (const limit of ['25', '5,000 rows', 'automations a day']) {
      const saying = [...board.available_features, ...board.limitations].filter((line) => line.includes(limit));
      expect(saying, limit).toHaveLength(1);
    }
    // One set of plan words (issue 35): Job Seeker's list is the contract's, as /billing shows it.
    expect(board.premium_features).toEqual([...JOB_SEEKER_PLAN_FEATURES]);
    expect(board.upgrade_cta).toEqual([
      { tier: 'jobseeker', price: '$12/month', features: [...JOB_SEEKER_PLAN_FEATURES] },
      { tier: 'enterprise', price: 'Contact sales', features: TEAM_PLAN_TEXTS.ENTERPRISE.features.slice(0, 3) },
    ]);
    expect(board.plan).toEqual({ tier: 'free', trialEndsAt: null, trialAvailable: true });
    // The professional and enterprise prices belong to the guest sample only (part 2 section 9).
    expect(JSON.stringify(board)).not.toMatch(/\$149|\$299/);
    expect(board.automation).toEqual({ tasks_automated: 0, time_saved: '0 min', success_rate: 0 });
    expect(board.insights).toEqual([
      'Nothing yet this month: ask the assistant a question or analyse a CSV file to see your insights here.',
      'No resume stored yet: add one so the assistant can review it and tailor its answers.',
    ]);
  });

  it('counts real use: questions, analyses, automations and the stored resume', async () => {
    const user = await t.register();
    for (const message of ['How do I network?', 'How do I ask for a raise?', 'What is a good LinkedIn headline?']) {
      expect((await post('/api/free/chat', user.cookie, { message, context: [] })).statusCode).toBe(200);
    }
    const data = 'month,channel,clicks,conversions\n2025-01,Email,100,5\n2025-02,Search,200,4\n2025-03,Email,300,9\n';
    const analysed = await post('/api/free/data-integration', user.cookie, {
      dataSource: 'Campaigns',
      dataType: 'marketing',
      data,
    });
    expect(analysed.statusCode, analysed.body).toBe(200);
    const automation = await post('/api/free/automation', user.cookie, {
      taskDescription: 'Remind me every Monday at 9am to review my job applications',
      taskType: 'scheduling',
    });
    expect(automation.statusCode, automation.body).toBe(201);
    const resume = await post('/api/resumes', user.cookie, {
      text: 'Ada Lovelace\nSoftware Engineer\n\nExperience\nEngineer at Analytical Engines Ltd, 2019 - 2024\nBuilt data pipelines in Python and SQL.\n\nSkills\nPython, SQL, TypeScript',
    });
    expect(resume.statusCode, resume.body).toBe(201);

    const board = await dashboard(user.cookie);
    expect(board.usage_stats).toMatchObject({
      daily_queries_used: 4,
      monthly_queries_used: 4,
      daily_automations_used: 1,
      daily_automation_limit: 5,
    });
    expect(board.insights).toEqual([
      'You asked the assistant 3 questions this month.',
      'You analysed 1 dataset this month (3 rows).',
      'Latest analysis: Campaigns (marketing, 3 rows): Overall conversion: 3.0% (18 conversions from 600 clicks).',
      'Your resume is stored (version 1, added Mar 31, 2025); the assistant can review it when you ask.',
    ]);

    // The next day the daily counters start again; the next month the monthly ones too.
    t.clock.set(new Date(START.getTime() + DAY));
    try {
      const next = await dashboard(user.cookie);
      expect(next.usage_stats).toMatchObject({
        daily_queries_used: 0,
        monthly_queries_used: 0,
        daily_automations_used: 0,
        resets_at: '2025-04-02T00:00:00.000Z',
      });
      expect(next.insights[0]).toMatch(/^Nothing yet this month/);
    } finally {
      t.clock.set(START);
    }
  });

  it('shows a job seeker trial as uncapped, with its end date and the offer to keep it', async () => {
    const seeker = await t.register({ plan: 'jobseeker' });
    await post('/api/free/chat', seeker.cookie, { message: 'How do I prepare for a panel interview?', context: [] });
    const board = await dashboard(seeker.cookie);
    expect(board.usage_stats).toMatchObject({
      daily_queries_used: 1,
      daily_limit: null,
      monthly_queries_used: 1,
      monthly_limit: null,
      daily_automation_limit: null,
    });
    expect(board.available_features).toEqual([...JOB_SEEKER_PLAN_FEATURES]);
    expect(board.limitations).toContain(
      "Your Job Seeker trial ends on Apr 14, 2025; after that your own plan's limits apply",
    );
    // Each fact once: no free-tier delay beside "no delay", the file size only as a limitation.
    const text = JSON.stringify(board);
    expect(text).not.toContain('2-second delay');
    expect(text.match(/512 KB/g)).toHaveLength(1);
    expect(board.upgrade_cta.map((c) => [c.tier, c.price])).toEqual([
      ['jobseeker', '$12/month'],
      ['enterprise', 'Contact sales'],
    ]);
    expect(board.premium_features).toEqual(TEAM_PLAN_TEXTS.ENTERPRISE.features.slice(0, 3));
    // The trial runs and is the account's one: the page must not offer "starts with a trial" again.
    expect(board.plan).toEqual({ tier: 'jobseeker', trialEndsAt: '2025-04-14T18:00:00.000Z', trialAvailable: false });
  });

  it('offers an enterprise trial user only to keep Enterprise', async () => {
    const enterprise = await t.register({ plan: 'enterprise' });
    const board = await dashboard(enterprise.cookie);
    expect(board.premium_features).toEqual([]);
    expect(board.upgrade_cta.map((c) => c.tier)).toEqual(['enterprise']);
    expect(board.available_features).toContain('Company dashboard');
  });
});
