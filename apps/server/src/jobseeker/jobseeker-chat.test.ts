import type { JobseekerChatResponse } from '@careerloom/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activityService } from '../activity/activity.service';
import { CHAT_PATH, type FakeOpenAiServer, fakeChat, startFakeOpenAiServer } from '../test/fake-openai-server';
import { createTestApp, type TestApp } from '../test/test-app';
import { saveAiSettings } from '../users/ai-settings.repository';
import { storeResume } from './jobseeker.fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const chat = (app: TestApp, cookie: string, payload: unknown) =>
  app.app.inject({ method: 'POST', url: '/api/jobseeker/chat', headers: { cookie }, payload: payload as object });

describe('POST /api/jobseeker/chat', () => {
  it('is refused signed out (401) and below the job seeker tier (403) with a clear message', async () => {
    const anonymous = await t.app.inject({ method: 'POST', url: '/api/jobseeker/chat', payload: { message: 'hi' } });
    expect(anonymous.statusCode).toBe(401);
    const free = await t.register();
    const res = await chat(t, free.cookie, { message: 'How do I prepare for an interview?' });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('The job search assistant is part of the Job Seeker plan. Upgrade to use it.');
  });

  it('is one conversation with the floating assistant: follow-ups keep the subject and the thread is shared', async () => {
    const js = await t.register({ plan: 'jobseeker' });
    const first = await chat(t, js.cookie, { message: 'rewrite: worked on the checkout page for the payments team' });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json<JobseekerChatResponse>().response).toMatch(/checkout page/);
    const shorter = (await chat(t, js.cookie, { message: 'make it shorter' })).json<JobseekerChatResponse>();
    expect(shorter.response).not.toMatch(/nothing earlier in this conversation/);
    // The user's own fact stays; no result is guessed.
    expect(shorter.response).toMatch(/payments team/);
    expect(shorter.response).not.toMatch(/latency|errors/i);
    // The floating assistant's history holds both turns of both questions.
    const history = await t.app.inject({ method: 'GET', url: '/api/chat/messages', headers: { cookie: js.cookie } });
    expect(history.statusCode).toBe(200);
    const contents = (history.json() as { messages: Array<{ role: string; content: string }> }).messages.map(
      (m) => `${m.role}: ${m.content.slice(0, 40)}`,
    );
    expect(contents).toContain('user: make it shorter');
    expect(contents.filter((c) => c.startsWith('assistant:'))).toHaveLength(2);
  });

  it('refuses an empty or unknown body with 400', async () => {
    const js = await t.register({ plan: 'jobseeker' });
    const empty = await chat(t, js.cookie, { message: '   ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toContain('Type a message first');
    expect((await chat(t, js.cookie, { message: 'hi', extra: 1 })).statusCode).toBe(400);
  });

  it('answers an interview question about interviews, with follow-ups and resources on the topic', async () => {
    const js = await t.register({ plan: 'jobseeker' });
    const res = await chat(t, js.cookie, { message: 'How should I prepare for a behavioural interview next week?' });
    expect(res.statusCode, res.body).toBe(200);
    const answer = res.json<JobseekerChatResponse>();
    expect(answer.response).toMatch(/interview/i);
    expect(answer.response).toMatch(/STAR|situation/i);
    expect(answer.offline).toBeUndefined();
    expect(answer.suggestions.length).toBeGreaterThanOrEqual(3);
    expect(answer.suggestions.length).toBeLessThanOrEqual(4);
    expect(new Set(answer.suggestions).size).toBe(answer.suggestions.length);
    expect(answer.suggestions.some((s) => /interview|STAR|time you/i.test(s))).toBe(true);
    // Knowledge-base articles the answer came from, with their summary, then our own tool for it.
    const article = answer.resources.find((r) => r.detail && !r.name.includes('tab'));
    expect(article?.name).toBeTruthy();
    expect(answer.response).toContain(article?.name ?? '∅');
    expect(answer.resources.map((r) => r.name)).toContain('Interview tab: interview preparation');
  });

  it('chooses suggestions and resources by topic: a salary question gets neither interview prompts nor tools', async () => {
    const js = await t.register({ plan: 'jobseeker' });
    const interview = (
      await chat(t, js.cookie, { message: 'How do I answer tell me about yourself?' })
    ).json<JobseekerChatResponse>();
    const salary = (
      await chat(t, js.cookie, { message: 'How do I negotiate my salary offer?' })
    ).json<JobseekerChatResponse>();
    expect(salary.response).toMatch(/salary|negotiat|offer/i);
    expect(salary.suggestions.some((s) => /salary|offer|pay|negotiat|stock|RSU/i.test(s))).toBe(true);
    expect(salary.suggestions).not.toEqual(interview.suggestions);
    expect(salary.resources.map((r) => r.name)).not.toContain('Interview tab: interview preparation');
  });

  it("uses the stored profile: the user's location and the resume's most recent role", async () => {
    const js = await t.register({ plan: 'jobseeker' });
    await storeResume(t, js.cookie);
    const patch = await t.app.inject({
      method: 'PATCH',
      url: `/api/users/${js.user.id}`,
      headers: { cookie: js.cookie },
      payload: { location: 'Toronto' },
    });
    expect(patch.statusCode, patch.body).toBe(200);
    const answer = (
      await chat(t, js.cookie, { message: 'How do I find a new job quickly?' })
    ).json<JobseekerChatResponse>();
    expect(answer.response).toContain('Toronto');
    expect(answer.resources.map((r) => r.name)).toContain('Job Search tab: find opportunities');
    // A cover letter tool needs a resume; this user has one, so no "add your resume" note.
    const letter = (
      await chat(t, js.cookie, { message: 'How long should a cover letter be?' })
    ).json<JobseekerChatResponse>();
    expect(letter.resources.find((r) => r.name === 'Cover Letter tab')?.detail).not.toMatch(/^Add your resume/);
  });

  it('records each question in the activity log by topic, not by its words', async () => {
    const js = await t.register({ plan: 'jobseeker' });
    await chat(t, js.cookie, { message: 'What should my cover letter say about my secret project?' });
    const [event] = await activityService(t.app.ctx).recent(js.user.id);
    expect(event).toMatchObject({ kind: 'chat', summary: 'Asked the job search assistant about cover letters' });
    expect(event?.summary).not.toContain('secret');
  });
});

describe('POST /api/jobseeker/chat with a language model', () => {
  let fake: FakeOpenAiServer;
  let m: TestApp;
  beforeAll(async () => {
    fake = await startFakeOpenAiServer();
    m = await createTestApp({
      AI_PROVIDER: 'openai-compatible',
      AI_BASE_URL: fake.baseUrl,
      AI_API_KEY: 'sk-test-jobseeker',
      AI_MODEL: 'fake-model',
    });
  });
  afterAll(async () => {
    await m.close();
    await fake.close();
  });

  const lastSystemPrompt = () => {
    const body = fake.chatRequests().at(-1)?.body as { messages?: { role: string; content: unknown }[] };
    return JSON.stringify(body.messages?.filter((x) => x.role === 'system'));
  };

  it('keeps the resume and profile away from the model under Restricted privacy (the default), and shares them under Standard', async () => {
    const js = await m.register({ plan: 'jobseeker' });
    await storeResume(m, js.cookie);
    fake.script(fakeChat.text('Practise out loud.'));
    const first = await chat(m, js.cookie, { message: 'How do I prepare for an interview?' });
    expect(first.json().response).toBe('Practise out loud.');
    expect(lastSystemPrompt()).not.toContain('Senior Frontend Engineer');

    await saveAiSettings(m.app.ctx, js.user.id, { dataPrivacy: 'Standard' });
    fake.script(fakeChat.text('Practise out loud.'));
    await chat(m, js.cookie, { message: 'How do I prepare for an interview?' });
    expect(lastSystemPrompt()).toContain('Senior Frontend Engineer');
    expect(fake.chatRequests().every((r) => r.path === CHAT_PATH)).toBe(true);
  });

  it('says offline when the model failed and the embedded engine answered', async () => {
    const js = await m.register({ plan: 'jobseeker' });
    fake.script(fakeChat.error(500));
    const res = await chat(m, js.cookie, { message: 'How do I prepare for an interview?' });
    expect(res.statusCode, res.body).toBe(200);
    const answer = res.json<JobseekerChatResponse>();
    expect(answer.offline).toBe(true);
    expect(answer.response).toMatch(/interview/i);
  });
});
