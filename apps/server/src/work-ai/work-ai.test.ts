import { getSkillExtractor } from '@careerloom/career-engine';
import {
  type AiSettings,
  DEFAULT_AI_SETTINGS,
  type Resume,
  ROLE_METRICS,
  type WorkAiDashboard,
  type WorkAiPrimaryActionResult,
} from '@careerloom/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activityService } from '../activity/activity.service';
import { automationStats } from '../automations/automation-stats';
import { connectionStore } from '../connectors/connection-store';
import { activityEvents, automations, notifications } from '../db/schema';
import { upsertPostings } from '../jobs/postings/postings.service';
import { SAMPLE_RESUME, storeResume } from '../jobseeker/jobseeker.fixtures';
import { createTestApp, DAY, type Registered, type TestApp } from '../test/test-app';
import { aiSettingsOf } from '../users/ai-settings.repository';
import { NO_POSTINGS_TEXT } from './opportunity-engine';

let t: TestApp;
beforeAll(async () => {
  // A fixed mid-morning start, so "a day later" is always another UTC day.
  t = await createTestApp({}, { clockStart: new Date('2026-03-02T10:00:00Z') });
});
afterAll(() => t.close());

const dashboard = async (cookie: string) => {
  const res = await t.app.inject({ method: 'GET', url: '/api/work-ai/dashboard', headers: { cookie } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<WorkAiDashboard>();
};
const setRole = async (user: Registered, role: string) => {
  const res = await t.app.inject({
    method: 'PATCH',
    url: `/api/users/${user.user.id}`,
    headers: { cookie: user.cookie },
    payload: { role },
  });
  expect(res.statusCode, res.body).toBe(200);
};
const putSettings = (cookie: string, payload: unknown) =>
  t.app.inject({ method: 'PUT', url: '/api/work-ai/settings', headers: { cookie }, payload: payload as object });
const primaryAction = (cookie: string, payload: object = {}) =>
  t.app.inject({ method: 'POST', url: '/api/work-ai/primary-action', headers: { cookie }, payload });
const metricsOf = (d: WorkAiDashboard) => Object.fromEntries(d.metrics.map((m) => [m.key, m]));
const addAutomation = (
  userId: number,
  status: string,
  runs: number,
  failures: number,
  task = 'Weekly pipeline report',
) =>
  t.db.insert(automations).values({
    userId,
    task,
    type: 'reporting',
    trigger: 'schedule',
    schedule: { kind: 'weekly', cron: '0 9 * * 1', timeZone: 'UTC', text: 'Every Monday at 09:00 (UTC)' },
    steps: [{ action: 'report', description: 'Send the report', runs: true }],
    status,
    runs,
    failures,
    createdAt: t.clock.now(),
  });

describe('GET /api/work-ai/dashboard', () => {
  it('is refused when signed out, like every route of the dashboard', async () => {
    for (const [method, url] of [
      ['GET', '/api/work-ai/dashboard'],
      ['PUT', '/api/work-ai/settings'],
      ['POST', '/api/work-ai/primary-action'],
    ] as const) {
      const res = await t.app.inject({ method, url, ...(method === 'GET' ? {} : { payload: {} }) });
      expect(res.statusCode, url).toBe(401);
    }
  });

  it('shows a new account the employee view with zeros, default settings and no invented activity', async () => {
    const u = await t.register();
    const d = await dashboard(u.cookie);
    expect(d).toMatchObject({ role: 'employee', title: 'Productivity AI', primaryAction: 'Automate Tasks' });
    expect(d.metrics.map((m) => m.key)).toEqual(ROLE_METRICS.employee.map((m) => m.key));
    expect(d.metrics.map((m) => m.value)).toEqual([0, 0, 0, 0]);
    expect(d.activity).toEqual([]);
    expect(d.settings).toEqual(DEFAULT_AI_SETTINGS);
    expect(d.integrations.map((i) => [i.name, i.status])).toEqual([
      ['Resume', 'available'],
      ['LinkedIn', 'available'],
      ['Gmail', 'available'],
      ['Notion', 'available'],
      ['Greenhouse', 'available'],
    ]);
    // Free tier: its own features are ready, the Job Seeker ones need an upgrade.
    const status = Object.fromEntries(d.features.map((f) => [f.name, f.status]));
    expect(status).toMatchObject({
      'AI Assistant Chat': 'ready',
      'Data Integration': 'ready',
      Automations: 'ready',
      'Resume Analysis': 'other',
      'Cover Letters': 'other',
    });
    expect(d.opportunityEngine.headline).toBe('Add your resume to build a matching profile');
    expect(d.opportunityEngine.detail).toContain(NO_POSTINGS_TEXT);
  });

  it("follows the profile role: title, description, primary action and metric keys change, anything else is 'employee'", async () => {
    const u = await t.register();
    const expected = {
      analyst: ['Business Intelligence AI', 'Generate Report'],
      executive: ['Strategic AI', 'View Strategy'],
      manager: ['Team Performance AI', 'Optimize Workflows'],
      employee: ['Productivity AI', 'Automate Tasks'],
    } as const;
    for (const [role, [title, action]] of Object.entries(expected)) {
      await setRole(u, role);
      const d = await dashboard(u.cookie);
      expect(d.role).toBe(role);
      expect([d.title, d.primaryAction]).toEqual([title, action]);
      expect(d.metrics.map((m) => m.label)).toEqual(
        ROLE_METRICS[role as keyof typeof ROLE_METRICS].map((m) => m.label),
      );
    }
    await setRole(u, 'recruiter');
    expect((await dashboard(u.cookie)).role).toBe('employee');
  });

  it('computes every role metric from the recorded activity, resumes and automations', async () => {
    const u = await t.register({ plan: 'jobseeker' });
    const activity = activityService(t.app.ctx);
    const id = u.user.id;
    expect((await storeResume(t, u.cookie)).statusCode).toBe(201);
    await activity.record(id, 'resume_uploaded', 'Uploaded resume.pdf', { bytes: 250_000 });
    await activity.record(id, 'resume_analysed', 'ATS review for Frontend Engineer', { score: 64 });
    await activity.record(id, 'cover_letter', 'Cover letter for Northwind');
    await activity.record(id, 'interview_prep', 'Interview guide for Northwind', { questions: 12 });
    await activity.record(id, 'opportunity_search', 'react developer in remote');
    await activity.record(id, 'chat', 'Asked about salary negotiation');
    await activity.record(id, 'chat', 'Asked about a career change');
    await activity.record(id, 'data_analysis', 'Analysed q1-sales.csv', {
      bytes: 1_500_000,
      rows: 900,
      insights: 5,
      dataType: 'sales',
    });
    await activity.record(id, 'data_analysis', 'Analysed ops.csv', {
      bytes: 250_000,
      rows: 100,
      insights: 2,
      dataType: 'operational',
    });
    await activity.record(id, 'automation_created', 'Automated the weekly report');
    await activity.record(id, 'automation_run', 'Weekly report delivered', { minutesSaved: 15 });
    await activity.record(id, 'report', 'Weekly report delivered', { automationId: 1 });
    t.clock.advance(DAY);
    await activity.record(id, 'automation_run', 'Weekly report delivered', { minutesSaved: 15 });
    await activity.record(id, 'automation_run', 'Reminder delivered', { minutesSaved: 18 });
    await addAutomation(id, 'scheduled', 3, 1);
    await addAutomation(id, 'paused', 0, 0, 'Old reminder');

    await setRole(u, 'analyst');
    let m = metricsOf(await dashboard(u.cookie));
    expect(m.reportsGenerated?.value).toBe(1 + 2);
    expect(m.reportsGenerated?.detail).toBe('1 report delivered + 2 data analyses');
    // 1.5 MB + 0.25 MB of datasets and the resume's few hundred bytes of text (the file size is not counted twice).
    const resumeBytes = Buffer.byteLength(SAMPLE_RESUME);
    expect(resumeBytes).toBeLessThan(1000);
    expect([m.dataProcessed?.value, m.dataProcessed?.unit]).toEqual([1.75, 'MB']);
    expect(m.dataProcessed?.detail).toBe(`1.75 MB of datasets + ${resumeBytes} B of resume text read`);
    expect(m.insightsDelivered?.value).toBe(7);
    expect(m.automatedAnalyses?.value).toBe(1);

    await setRole(u, 'executive');
    m = metricsOf(await dashboard(u.cookie));
    expect(m.decisionsSupported?.value).toBe(2);
    expect(m.businessInsights?.value).toBe(7);
    expect(m.strategyRecommendations?.value).toBe(3);
    expect(m.marketAnalyses?.value).toBe(2);
    expect(m.marketAnalyses?.detail).toBe('1 job market search + 1 marketing or sales data analysis');

    await setRole(u, 'manager');
    m = metricsOf(await dashboard(u.cookie));
    // 3 delivered runs, 1 failure: the same rate the free dashboard shows.
    expect(m.teamProductivity?.value).toBe(75);
    expect(m.teamProductivity?.value).toBe((await automationStats(t.app.ctx, id)).success_rate);
    expect(m.teamProductivity?.detail).toBe('3 of 4 automation runs delivered');
    expect(m.workflowsOptimized?.value).toBe(1);
    // Paused by the settings, the scheduled automation no longer counts as a running workflow.
    await putSettings(u.cookie, { assistantEnabled: false });
    expect(metricsOf(await dashboard(u.cookie)).workflowsOptimized?.value).toBe(0);
    await putSettings(u.cookie, { assistantEnabled: true });
    expect(m.resourcesManaged?.value).toBe(1 + 2 + 2);
    expect(m.performanceTracked?.value).toBe(1);

    await setRole(u, 'employee');
    m = metricsOf(await dashboard(u.cookie));
    expect(m.tasksAutomated?.value).toBe(3);
    expect(m.documentsProcessed?.value).toBe(1 + 1 + 2);
    expect(m.workflowsStreamlined?.value).toBe(1);
    // 48 minutes saved over 2 active days of 480 minutes.
    expect(m.productivityGains?.value).toBe(5);
    expect(m.productivityGains?.unit).toBe('%');
    expect(m.productivityGains?.detail).toBe('48 min saved over 2 active days of 8 hours');
  });

  it('caps the productivity gain at 100%', async () => {
    const u = await t.register();
    await activityService(t.app.ctx).record(u.user.id, 'automation_run', 'Big run', { minutesSaved: 5000 });
    expect(metricsOf(await dashboard(u.cookie)).productivityGains?.value).toBe(100);
  });

  it('marks used features active, lists the 20 newest events first, and connects a stored resume', async () => {
    const u = await t.register({ plan: 'jobseeker' });
    const stored = await storeResume(t, u.cookie);
    expect(stored.statusCode).toBe(201);
    const skills = stored.json<Resume>().skills;
    expect(skills.length).toBeGreaterThan(2);
    t.clock.advance(1000);
    const activity = activityService(t.app.ctx);
    for (let i = 1; i <= 22; i++) {
      await activity.record(u.user.id, 'chat', `Question ${i}`);
      t.clock.advance(1000);
    }
    await activity.record(u.user.id, 'resume_analysed', 'ATS review', { score: 80 });
    const d = await dashboard(u.cookie);
    expect(d.activity).toHaveLength(20);
    expect(d.activity.map((e) => e.summary).slice(0, 3)).toEqual(['ATS review', 'Question 22', 'Question 21']);
    const features = Object.fromEntries(d.features.map((f) => [f.name, f]));
    expect(features['AI Assistant Chat']?.status).toBe('active');
    expect(features['AI Assistant Chat']?.detail).toMatch(/^Used 22 times, most recently on /);
    expect(features['Resume Analysis']?.status).toBe('active');
    expect(features['Cover Letters']?.status).toBe('ready');
    const resume = d.integrations.find((i) => i.id === 'resume');
    expect(resume?.status).toBe('connected');
    expect(resume?.detail).toMatch(
      new RegExp(`^Version 1 \\(pasted text\\) stored on .*; ${skills.length} skills recognised\\.$`),
    );
    expect(d.integrations.filter((i) => i.status === 'connected')).toHaveLength(1);
    expect(d.opportunityEngine.headline).toBe(`Matching profile: ${skills.length} skills from your resume`);
    expect(d.opportunityEngine.detail).toContain(`Skills: ${skills.join(', ')}.`);
    expect(d.opportunityEngine.detail).toContain('No job searches yet');
  });
});

describe('PUT /api/work-ai/settings', () => {
  it('saves a change, keeps the other settings, shows it on the dashboard and logs it', async () => {
    const u = await t.register();
    const res = await putSettings(u.cookie, { automationLevel: 'Low', assistantEnabled: false });
    expect(res.statusCode, res.body).toBe(200);
    const expected: AiSettings = { ...DEFAULT_AI_SETTINGS, automationLevel: 'Low', assistantEnabled: false };
    expect(res.json()).toEqual(expected);
    expect((await dashboard(u.cookie)).settings).toEqual(expected);
    // The scheduler reads the same stored settings.
    expect(await aiSettingsOf(t.app.ctx, u.user.id)).toEqual(expected);
    const [event] = (await dashboard(u.cookie)).activity;
    expect(event).toMatchObject({
      kind: 'settings_updated',
      summary: 'Automation Level set to Low; AI Assistant paused',
    });

    await putSettings(u.cookie, { notificationFrequency: 'Daily' });
    expect((await dashboard(u.cookie)).settings).toEqual({ ...expected, notificationFrequency: 'Daily' });
  });

  it('does not log a save that changes nothing', async () => {
    const u = await t.register();
    expect((await putSettings(u.cookie, { automationLevel: 'High' })).statusCode).toBe(200);
    expect((await dashboard(u.cookie)).activity).toEqual([]);
  });

  it('refuses bad values with 400 and changes nothing', async () => {
    const u = await t.register();
    expect((await putSettings(u.cookie, { dataPrivacy: 'Standard' })).statusCode).toBe(200);
    for (const bad of [
      {},
      { automationLevel: 'Extreme' },
      { assistantEnabled: 'no' },
      { dataPrivacy: 'Restricted', isAdmin: true },
      { notificationFrequency: 'real-time' },
    ]) {
      const res = await putSettings(u.cookie, bad);
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
      expect(res.json().code).toBe('VALIDATION_FAILED');
    }
    expect((await putSettings(u.cookie, {})).json().message).toContain('Change at least one setting');
    expect(await aiSettingsOf(t.app.ctx, u.user.id)).toEqual({ ...DEFAULT_AI_SETTINGS, dataPrivacy: 'Standard' });
  });
});

describe('POST /api/work-ai/primary-action', () => {
  it("the analyst's Generate Report stores a report of their real activity as a notification", async () => {
    const u = await t.register();
    await setRole(u, 'analyst');
    const activity = activityService(t.app.ctx);
    await activity.record(u.user.id, 'chat', 'Asked about a raise');
    await activity.record(u.user.id, 'data_analysis', 'Analysed leads.csv', { bytes: 4200, rows: 40, insights: 3 });

    const res = await primaryAction(u.cookie);
    expect(res.statusCode, res.body).toBe(200);
    const report = res.json<WorkAiPrimaryActionResult>();
    expect(report).toMatchObject({ role: 'analyst', action: 'Generate Report' });
    expect(report.title).toMatch(/^Activity report, Mar \d{1,2}, 2026$/);
    expect(report.lines).toEqual([
      'Actions in the last 7 days: 2',
      'Assistant answers: 1',
      'Data analyses: 1 (40 rows, 4.2 KB, 3 insights)',
    ]);
    const [stored] = await t.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, u.user.id), eq(notifications.id, report.notificationId ?? -1)));
    expect(stored).toMatchObject({
      kind: 'report',
      automationId: null,
      title: report.title,
      body: report.lines.join('\n'),
    });

    // It counts as a generated report, not as an automated one.
    const m = metricsOf(await dashboard(u.cookie));
    expect(m.reportsGenerated?.value).toBe(2);
    expect(m.automatedAnalyses?.value).toBe(0);
    const events = await t.db.select().from(activityEvents).where(eq(activityEvents.userId, u.user.id));
    expect(events.filter((e) => e.kind === 'report')).toHaveLength(1);
  });

  it('says plainly when there is nothing to report yet', async () => {
    const u = await t.register();
    await setRole(u, 'analyst');
    const report = (await primaryAction(u.cookie)).json<WorkAiPrimaryActionResult>();
    expect(report.lines).toHaveLength(1);
    expect(report.lines[0]).toMatch(/^No activity recorded yet/);
  });

  it("the executive's View Strategy computes the next step from the resume and ATS score", async () => {
    const u = await t.register({ plan: 'jobseeker' });
    await setRole(u, 'executive');
    let result = (await primaryAction(u.cookie)).json<WorkAiPrimaryActionResult>();
    expect(result).toMatchObject({ action: 'View Strategy', href: '/jobseeker' });
    expect(result.lines.at(-1)).toBe('Next step: Add your resume on the Job Seeker page.');

    await storeResume(t, u.cookie);
    await activityService(t.app.ctx).record(u.user.id, 'resume_analysed', 'ATS review', { score: 58 });
    result = (await primaryAction(u.cookie)).json<WorkAiPrimaryActionResult>();
    expect(result.lines).toContain('Latest ATS score: 58/100.');
    expect(result.lines.at(-1)).toBe('Next step: Work through the resume improvements until the ATS score passes 70.');
    // Viewing writes nothing.
    expect(await t.db.select().from(notifications).where(eq(notifications.userId, u.user.id))).toEqual([]);
  });

  it("the manager's Optimize Workflows reviews their automations and settings", async () => {
    const u = await t.register();
    await setRole(u, 'manager');
    await addAutomation(u.user.id, 'scheduled', 4, 2, 'Friday status report');
    await putSettings(u.cookie, { automationLevel: 'Low' });
    const result = (await primaryAction(u.cookie)).json<WorkAiPrimaryActionResult>();
    expect(result).toMatchObject({ action: 'Optimize Workflows', title: 'Workflow review', href: '/free' });
    await addAutomation(
      u.user.id,
      'scheduled',
      0,
      0,
      'Remind me to follow up on every application I sent last week, on Fridays',
    );
    expect(result.lines).toEqual([
      'Automation Level is Low: scheduled automations do not run. Raise it to Medium (reminders) or High (all).',
      '"Friday status report" failed 2 of 6 runs: check what it needs, or recreate it.',
    ]);
    await putSettings(u.cookie, { automationLevel: 'High' });
    const review = (await primaryAction(u.cookie)).json<WorkAiPrimaryActionResult>();
    expect(review.lines).toEqual([
      '"Friday status report" failed 2 of 6 runs: check what it needs, or recreate it.',
      '"Remind me to follow up on every application I sent last…" is scheduled: Every Monday at 09:00 (UTC). It has not run yet.',
    ]);
    await putSettings(u.cookie, { automationLevel: 'Medium' });
    const medium = (await primaryAction(u.cookie)).json<WorkAiPrimaryActionResult>();
    // Both plans are report steps here, which Medium does not run.
    expect(medium.lines.at(-1)).toMatch(/does not run under your AI settings\.$/);
  });

  it("the employee's Automate Tasks sums up their automations and leads to where they are created", async () => {
    const u = await t.register();
    await putSettings(u.cookie, { assistantEnabled: false });
    const result = (await primaryAction(u.cookie)).json<WorkAiPrimaryActionResult>();
    expect(result).toMatchObject({ role: 'employee', action: 'Automate Tasks', href: '/free' });
    expect(result.lines[0]).toBe('Your AI Assistant is paused, so no automation runs. Turn it on to resume.');
    expect(result.lines[1]).toBe('0 automations are scheduled; 0 runs have delivered, saving 0 min.');
    expect(result.notificationId).toBeUndefined();
  });

  it('takes no input and guards against report floods', async () => {
    const u = await t.register();
    // Whatever a caller sends, the action follows the stored role: a smuggled role changes nothing.
    const smuggled = (await primaryAction(u.cookie, { role: 'analyst' })).json<WorkAiPrimaryActionResult>();
    expect(smuggled.role).toBe('employee');
    await setRole(u, 'analyst');
    for (let i = 0; i < 10; i++) expect((await primaryAction(u.cookie)).statusCode).toBe(200);
    const refused = await primaryAction(u.cookie);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
  });
});

describe('integrations and the opportunity engine from the real sources and postings', () => {
  it('shows a live connection as connected, a refused one as needing reconnect, and counts open postings', async () => {
    const u = await t.register();
    const store = connectionStore(t.app.ctx);
    await store.save(u.user.id, 'gmail', { account: 'me@example.com', token: 'gmail-token' });
    await store.save(u.user.id, 'notion', { account: 'workspace', token: 'notion-token' });
    await store.markNeedsReconnect(u.user.id, 'notion', 'token revoked');
    await upsertPostings(
      { db: t.db, skills: getSkillExtractor },
      [
        {
          source: 'greenhouse',
          board: 'work-ai-acme',
          sourceId: 'wa1',
          title: 'Backend Engineer',
          company: 'Acme',
          location: 'Berlin',
          url: 'https://boards.greenhouse.io/work-ai-acme/jobs/wa1',
          descriptionHtml: '<p>Build APIs.</p>',
          postedAt: t.app.ctx.clock().toISOString(),
        },
      ],
      t.app.ctx.clock(),
    );
    const d = await dashboard(u.cookie);
    const byId = Object.fromEntries(d.integrations.map((i) => [i.id, i]));
    expect(byId.gmail?.status).toBe('connected');
    expect(byId.notion).toMatchObject({ status: 'available' });
    expect(byId.notion?.detail).toMatch(/refused the stored access: reconnect it on Device Control/);
    expect(byId.linkedin?.detail).toBe(
      'Connect it on the Intelligence Hub (/intelligence); nothing is read until you do.',
    );
    expect(d.opportunityEngine.detail).toContain('1 open postings are stored');
    expect(d.opportunityEngine.detail).not.toContain(NO_POSTINGS_TEXT);
  });
});
