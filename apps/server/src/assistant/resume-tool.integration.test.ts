import type { AtsAnalysis, JobseekerChatResponse } from '@careerloom/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SAMPLE_RESUME, storeResume } from '../jobseeker/jobseeker.fixtures';
import { type FakeOpenAiServer, fakeChat, startFakeOpenAiServer } from '../test/fake-openai-server';
import { createTestApp, type TestApp } from '../test/test-app';
import { connect, isFinalAssistant } from '../test/ws-client';
import { saveAiSettings } from '../users/ai-settings.repository';

/** A second, weaker version of the sample resume: no skills section, weak bullets, no numbers. */
const WEAKER_RESUME = `Priya Raman

Experience
Frontend Engineer, Lumen Labs
2019 - Present
- Responsible for the checkout pages
- Worked on the design system`;

const chat = (t: TestApp, cookie: string, message: string) =>
  t.app.inject({ method: 'POST', url: '/api/jobseeker/chat', headers: { cookie }, payload: { message } });

/** The score the Resume tab's endpoint gives the same text without a job: the number the chat must repeat. */
async function resumeTabScore(t: TestApp, cookie: string, resumeText: string): Promise<AtsAnalysis> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/jobseeker/resume/optimize',
    headers: { cookie },
    payload: { resumeText },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<AtsAnalysis>();
}

describe('analyze_resume through the app, with the embedded engine', () => {
  let t: TestApp;
  let base: string;
  let origin: string;
  beforeAll(async () => {
    t = await createTestApp({ GUEST_IP_DAILY_QUERIES: '1000' });
    origin = await t.app.listen({ port: 0, host: '127.0.0.1' });
    base = origin.replace('http', 'ws');
  });
  afterAll(() => t.close());

  it('answers "review my resume" on POST /api/jobseeker/chat with the real score of the stored resume', async () => {
    const js = await t.register({ plan: 'jobseeker' });
    expect((await storeResume(t, js.cookie)).statusCode).toBe(201);
    const expected = await resumeTabScore(t, js.cookie, SAMPLE_RESUME);

    const res = await chat(t, js.cookie, 'Can you review my resume?');
    expect(res.statusCode, res.body).toBe(200);
    const answer = res.json<JobseekerChatResponse>();
    expect(answer.response).toContain(`Quick analysis of your stored resume (version 1): ${expected.score}/100.`);
    expect(answer.response).toContain(`ATS compatibility: ${expected.ats_compatibility}.`);
    expect(answer.response).toContain(`- ${expected.improvements[0]}`);
    expect(answer.response).toMatch(/Skills found: .*React/);
    expect(answer.response).toContain('the Resume tab at /jobseeker');
    expect(answer.response).not.toMatch(/coming to Careerloom|isn't available/);
    expect(answer.resources.map((r) => r.name)).toContain('Your resume (version 1)');

    // A new upload is what the next answer reads.
    expect((await storeResume(t, js.cookie, WEAKER_RESUME)).statusCode).toBe(201);
    const weaker = await resumeTabScore(t, js.cookie, WEAKER_RESUME);
    expect(weaker.score).not.toBe(expected.score);
    const again = (await chat(t, js.cookie, 'Is my resume any good?')).json<JobseekerChatResponse>();
    expect(again.response).toContain(`Quick analysis of your stored resume (version 2): ${weaker.score}/100.`);
    expect(again.resources.map((r) => r.name)).toContain('Your resume (version 2)');
  });

  it('tells a user with no stored resume how to add one, without a score', async () => {
    const js = await t.register({ plan: 'jobseeker' });
    const answer = (await chat(t, js.cookie, 'Please score my resume')).json<JobseekerChatResponse>();
    expect(answer.response).toMatch(/no stored resume yet/);
    expect(answer.response).not.toMatch(/\d+\/100/);
  });

  it("writes a jobseeker's cover letter in the chat from their stored resume; a free user gets one to fill in", async () => {
    const js = await t.register({ plan: 'jobseeker' });
    expect((await storeResume(t, js.cookie)).statusCode).toBe(201);
    const res = await chat(t, js.cookie, 'write me a cover letter for a frontend engineer job at Stripe');
    expect(res.statusCode, res.body).toBe(200);
    const mine = res.json<JobseekerChatResponse>().response;
    expect(mine).toMatch(/^A cover letter from your latest resume:\n> Dear Stripe hiring team,/);
    // The Cover Letter tab's letter: the resume's own roles, no bracket to fill.
    expect(mine).toContain('Frontend Engineer');
    expect(mine).not.toContain('[what you do now]');

    const free = await t.register();
    expect((await storeResume(t, free.cookie)).statusCode).toBe(201);
    // Cover letters from the resume are the Job Seeker plan's: on the free plan's chat socket, one to fill in.
    const socket = await connect(`${base}/ws/chat`, { origin, cookie: free.cookie });
    socket.send({
      role: 'user',
      content: 'write me a cover letter for a frontend engineer job at Stripe',
      persona: 'Calm',
    });
    const final = await socket.waitFor(isFinalAssistant);
    socket.ws.close();
    expect(final.content).toMatch(/^A cover letter you could start from:/);
  });

  it('gives a free user their stored resume score over the chat socket, and a guest the sign-in note', async () => {
    const free = await t.register();
    expect((await storeResume(t, free.cookie)).statusCode).toBe(201);
    const socket = await connect(`${base}/ws/chat`, { origin, cookie: free.cookie });
    socket.send({ role: 'user', content: 'can you check my resume?', persona: 'Calm' });
    const final = await socket.waitFor(isFinalAssistant);
    socket.ws.close();
    // Scored with the shared skill extractor and clock, exactly as the Resume tab would.
    const js = await t.register({ plan: 'jobseeker' });
    const expected = await resumeTabScore(t, js.cookie, SAMPLE_RESUME);
    expect(final.content).toContain(`Quick analysis of your stored resume (version 1): ${expected.score}/100.`);
    expect(final.content).toContain('the Resume tab at /jobseeker (Job Seeker plan)');
    expect(final.sources?.[0]).toMatchObject({ title: 'Your resume (version 1)' });
    expect(final.sources?.[0]?.ref).toMatch(/^resume:\d+$/);

    const guest = await connect(`${base}/ws/chat`, { origin });
    guest.send({ role: 'user', content: 'can you check my resume?', persona: 'Calm' });
    const guestFinal = await guest.waitFor(isFinalAssistant);
    guest.ws.close();
    expect(guestFinal.content).toMatch(/signed-in user: sign in, upload your resume/);
    expect(guestFinal.content).not.toMatch(/\d+\/100/);
  });
});

describe('analyze_resume through the app, with a language model', () => {
  let fake: FakeOpenAiServer;
  let m: TestApp;
  beforeAll(async () => {
    fake = await startFakeOpenAiServer();
    m = await createTestApp({
      AI_PROVIDER: 'openai-compatible',
      AI_BASE_URL: fake.baseUrl,
      AI_API_KEY: 'sk-test-resume-tool',
      AI_MODEL: 'fake-model',
    });
  });
  afterAll(async () => {
    await m.close();
    await fake.close();
  });

  /** What the model was given as the result of its tool call in the last exchange. */
  const lastToolResult = () => {
    const body = fake.chatRequests().at(-1)?.body as { messages?: { role: string; content: unknown }[] };
    return String(body.messages?.find((x) => x.role === 'tool')?.content);
  };

  it('keeps the stored resume from the model under Restricted privacy, and scores it under Standard', async () => {
    const js = await m.register({ plan: 'jobseeker' });
    await storeResume(m, js.cookie);
    const expected = await resumeTabScore(m, js.cookie, SAMPLE_RESUME);

    fake.script(fakeChat.toolCall('analyze_resume', {}), fakeChat.text('Your settings keep it private.'));
    const restricted = (await chat(m, js.cookie, 'Review my resume')).json<JobseekerChatResponse>();
    expect(restricted.response).toBe('Your settings keep it private.');
    expect(lastToolResult()).toContain('kept_private');
    expect(lastToolResult()).not.toMatch(/Priya|Lumen|checkout/);

    await saveAiSettings(m.app.ctx, js.user.id, { dataPrivacy: 'Standard' });
    fake.script(fakeChat.toolCall('analyze_resume', {}), fakeChat.text(`It scores ${expected.score}/100.`));
    const standard = (await chat(m, js.cookie, 'Review my resume')).json<JobseekerChatResponse>();
    expect(lastToolResult()).toContain(`"score":${expected.score}`);
    expect(standard.resources.map((r) => r.name)).toContain('Your resume (version 1)');
  });
});
