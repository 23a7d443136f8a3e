import type { CoverLetterResponse, InterviewPrepResponse, SuggestAnswersResponse } from '@careerloom/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { resumesService } from '../resumes/resumes.service';
import { type FakeOpenAiServer, fakeChat, startFakeOpenAiServer } from '../test/fake-openai-server';
import { createTestApp, type TestApp } from '../test/test-app';
import { saveAiSettings } from '../users/ai-settings.repository';
import { checkDraft, userFactsOf } from '../users/checked-draft';
import { storeResume } from './jobseeker.fixtures';

// The model drafts through the real routes against a misbehaving fake OpenAI-compatible server:
// invented claims never reach the user as facts, true ones stay, and the engine answers whenever
// the model fails.

const JOB = `Staff Frontend Engineer
We are looking for an engineer to lead our React and TypeScript design system, improve web performance
and work with Kubernetes-based preview environments.`;

/** True to the sample resume: Lumen Labs, Brightside, React, TypeScript, GraphQL, 40%, four engineers. */
const TRUE_PARAGRAPH =
  'As Senior Frontend Engineer at Lumen Labs, I rebuilt the checkout in React and TypeScript, cutting load time by 40%. ' +
  'At Brightside I built a GraphQL client cache that halved API calls, and I mentored four engineers through their first year.';

/** The same letter with invented employers, years, metrics and a degree mixed in. */
const INVENTED_LETTER = [
  'Dear Northwind hiring team,',
  'I am excited to apply for the Staff Frontend Engineer role at Northwind. I bring 14 years of experience building for the web.',
  TRUE_PARAGRAPH,
  'Before that I led a platform team of 25 at Google, and I grew conversion by 73% at Shopify. I hold a Master of Science in Computer Science from Stanford University.',
  'I would welcome the chance to bring this work to your design system. Thank you for your time.',
  'Sincerely,\nPriya Raman',
].join('\n\n');

let fake: FakeOpenAiServer;
let t: TestApp;
beforeAll(async () => {
  fake = await startFakeOpenAiServer();
  t = await createTestApp({
    AI_PROVIDER: 'openai-compatible',
    AI_BASE_URL: fake.baseUrl,
    AI_API_KEY: 'sk-test-drafting',
    AI_MODEL: 'fake-model',
    AI_TIMEOUT_MS: '400',
  });
});
afterAll(async () => {
  await t.close();
  await fake.close();
});
beforeEach(() => {
  // A test that left scripts unused would feed the next one.
  fake.clearScripts();
});

/** A job seeker with the sample resume who allows their data to go to the model. */
async function seeker(privacy: 'Standard' | 'Restricted' = 'Standard') {
  const js = await t.register({ plan: 'jobseeker' });
  await storeResume(t, js.cookie);
  await saveAiSettings(t.app.ctx, js.user.id, { dataPrivacy: privacy });
  return js;
}

const letter = (cookie: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/jobseeker/cover-letter',
    headers: { cookie },
    payload: { jobDescription: JOB, companyInfo: { name: 'Northwind' } },
  });

const INVENTIONS = ['14 years', 'Google', '25', '73%', 'Shopify', 'Master', 'Stanford'];

describe('cover letters drafted by a model', () => {
  it('takes out the invented employers, years, metrics and degree, keeps the true facts, and says so', async () => {
    const js = await seeker();
    fake.script(fakeChat.text(...(INVENTED_LETTER.match(/[\s\S]{1,60}/g) ?? [])));
    const res = await letter(js.cookie);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<CoverLetterResponse>();
    for (const invented of INVENTIONS) expect(body.cover_letter, invented).not.toContain(invented);
    expect(body.cover_letter).toContain(TRUE_PARAGRAPH);
    expect(body.cover_letter).toMatch(/^Dear Northwind hiring team,/);
    expect(body.cover_letter).toContain('Staff Frontend Engineer role at Northwind');
    expect(body.evidence?.removed).toEqual(
      expect.arrayContaining([
        'years: 14 years',
        'employer: Google',
        'employer: Shopify',
        'school: Stanford University',
      ]),
    );
    expect(body.evidence?.removed.some((r) => r.startsWith('degree: Master'))).toBe(true);
    expect(body.customization_tips[0]).toMatch(/taken out of this draft/);
    // The model saw the resume and the job, and no tools.
    const sent = JSON.stringify(fake.chatRequests().at(-1)?.body);
    expect(sent).toContain('Lumen Labs');
    expect(sent).toContain('Kubernetes-based preview');
  });

  it('keeps a clean draft as the model wrote it, with empty evidence lists', async () => {
    const js = await seeker();
    const clean = [
      'Dear Northwind hiring team,',
      'I am applying for the Staff Frontend Engineer role at Northwind.',
      TRUE_PARAGRAPH,
      'Sincerely,\nPriya Raman',
    ].join('\n\n');
    fake.script(fakeChat.text(clean));
    const body = (await letter(js.cookie)).json<CoverLetterResponse>();
    expect(body.cover_letter).toBe(clean);
    expect(body.evidence).toEqual({ removed: [], toConfirm: [] });
  });

  it.each([
    ['times out', fakeChat.hang()],
    [
      'streams half an answer and cuts the connection',
      fakeChat.textThenDrop('Dear Northwind hiring team,\n\nI spent 9 years at'),
    ],
    ['streams half an answer and stalls', fakeChat.textThenHang('Dear Northwind hiring team,\n\nAt Google I')],
    ['answers with a tool call', fakeChat.toolCall('search_jobs', { query: 'frontend' })],
    ['answers with a malformed tool call', fakeChat.malformedToolCall('search_jobs', '{"query": "front')],
    ['sends a malformed chunk', fakeChat.malformed()],
    ['fails with a server error', fakeChat.error(503)],
  ])('falls back to the engine’s letter when the model %s', async (_, script) => {
    const js = await seeker();
    fake.script(script);
    const res = await letter(js.cookie);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<CoverLetterResponse>();
    expect(body.evidence).toBeUndefined();
    expect(body.cover_letter).toContain('I rebuilt the checkout in React and TypeScript, cutting load time by 40%.');
    expect(body.cover_letter).not.toMatch(/Google|9 years/);
  });

  it('keeps the resume away from the model under Restricted privacy', async () => {
    const js = await seeker('Restricted');
    const before = fake.chatRequests().length;
    const body = (await letter(js.cookie)).json<CoverLetterResponse>();
    expect(fake.chatRequests().length).toBe(before);
    expect(body.evidence).toBeUndefined();
    expect(body.cover_letter).toContain('a senior frontend engineer at Lumen Labs');
  });

  it('finds every claim of the engine’s own letter and guide in the resume (the check does not cut true text)', async () => {
    const js = await seeker('Restricted');
    const engineLetter = (await letter(js.cookie)).json<CoverLetterResponse>().cover_letter;
    const guide = (
      await t.app.inject({
        method: 'POST',
        url: '/api/jobseeker/interview-prep',
        headers: { cookie: js.cookie },
        payload: { jobRole: 'Staff Frontend Engineer', companyInfo: { name: 'Northwind' }, jobDescription: JOB },
      })
    ).json<InterviewPrepResponse>().guide;
    const resume = await resumesService(t.app.ctx).latestOrNull(js.user.id);
    if (!resume) throw new Error('no resume stored');
    const facts = userFactsOf(t.app.ctx, resume);
    const jobText = `Staff Frontend Engineer\nNorthwind\n${JOB}`;
    expect(checkDraft(t.app.ctx, engineLetter, facts, jobText).changes).toEqual([]);
    expect(checkDraft(t.app.ctx, guide, facts, jobText, 'second').changes).toEqual([]);
  });

  it('checks the application assistant’s cover letter the same way', async () => {
    const js = await seeker();
    fake.script(fakeChat.text(INVENTED_LETTER));
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/ai/generate-cover-letter',
      headers: { cookie: js.cookie },
      payload: { jobTitle: 'Staff Frontend Engineer', companyName: 'Northwind', jobDescription: JOB },
    });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<{ coverLetter: string; evidence?: { removed: string[] } }>();
    for (const invented of INVENTIONS) expect(body.coverLetter, invented).not.toContain(invented);
    expect(body.coverLetter).toContain(TRUE_PARAGRAPH);
    expect(body.evidence?.removed).toContain('employer: Google');
  });
});

describe('application answers drafted by a model', () => {
  const suggest = (cookie: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/ai/suggest-personalized-answers',
      headers: { cookie },
      payload: {
        questions: ['What makes you a good fit for this role?', 'Describe a challenging project you worked on.'],
        jobContext: { company: 'Northwind', position: 'Staff Frontend Engineer', description: JOB },
      },
    });

  it('adds the checked drafts first, without the invented claims, and keeps the engine’s answers', async () => {
    const js = await seeker();
    fake.script(
      fakeChat.text(
        '```json\n',
        JSON.stringify({
          answers: [
            {
              question: 'What makes you a good fit for this role?',
              answer: `${TRUE_PARAGRAPH} I also hold an MBA from Harvard Business School.`,
            },
            {
              question: 'Describe a challenging project you worked on.',
              answer:
                'At Lumen Labs I rebuilt the checkout in React and TypeScript, cutting load time by 40%. At Amazon I scaled it to 90 million users.',
            },
          ],
        }),
        '\n```',
      ),
    );
    const res = await suggest(js.cookie);
    expect(res.statusCode, res.body).toBe(200);
    const [fit, project] = res.json<SuggestAnswersResponse>().suggestions;
    expect(fit?.suggestedAnswers[0]).toBe(TRUE_PARAGRAPH);
    expect(fit?.evidenceCheck?.removed.some((r) => /MBA|Harvard/.test(r))).toBe(true);
    expect(project?.suggestedAnswers[0]).toBe(
      'At Lumen Labs I rebuilt the checkout in React and TypeScript, cutting load time by 40%.',
    );
    expect(JSON.stringify(project?.suggestedAnswers)).not.toMatch(/Amazon|90 million/);
    // The engine's answers follow the model's.
    expect(fit?.suggestedAnswers.length).toBeGreaterThan(1);
    expect(fit?.reasoning).toMatch(/drafted by the language model/);
  });

  it.each([
    ['broken JSON', fakeChat.text('{"answers": [{"question": "What makes')],
    ['JSON of the wrong shape', fakeChat.text('{"replies": ["I am great"]}')],
    ['a time-out', fakeChat.hang()],
    ['a tool call nobody offered', fakeChat.toolCall('answer', { nonsense: true })],
    ['a malformed tool call', fakeChat.malformedToolCall('answer', '{"answers": [{"question": ')],
  ])('answers with the engine alone on %s', async (_, script) => {
    const js = await seeker();
    fake.script(script);
    const res = await suggest(js.cookie);
    expect(res.statusCode, res.body).toBe(200);
    const suggestions = res.json<SuggestAnswersResponse>().suggestions;
    expect(suggestions.every((s) => s.evidenceCheck === undefined)).toBe(true);
    expect(suggestions[0]?.suggestedAnswers[0]).toMatch(/Senior Frontend Engineer at Lumen Labs/);
  });
});

describe('interview guidance drafted by a model', () => {
  const prep = (cookie: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/jobseeker/interview-prep',
      headers: { cookie },
      payload: { jobRole: 'Staff Frontend Engineer', companyInfo: { name: 'Northwind' }, jobDescription: JOB },
    });

  it('words the guide from the resume without the invented claims; questions and counts stay the engine’s', async () => {
    const engineOnly = (await prep((await seeker('Restricted')).cookie)).json<InterviewPrepResponse>();
    const js = await seeker();
    const guide = [
      'Draw your stories from your time as Senior Frontend Engineer at Lumen Labs: the checkout rebuild in React and TypeScript that cut load time by 40% is your strongest result.',
      'Your years running Kubernetes at Netflix will impress them, as will your 12 years of leadership.',
      'For the GraphQL client cache at Brightside, explain the trade-offs you weighed. Structure each answer with STAR: situation, task, action, result.',
    ].join('\n\n');
    fake.script(fakeChat.text(guide));
    const res = await prep(js.cookie);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<InterviewPrepResponse>();
    expect(body.guide).toContain('Senior Frontend Engineer at Lumen Labs');
    expect(body.guide).toContain('GraphQL client cache at Brightside');
    expect(body.guide).not.toMatch(/Netflix|12 years/);
    expect(body.evidence?.removed).toEqual(expect.arrayContaining(['employer: Netflix', 'years: 12 years']));
    expect(body.questions).toEqual(engineOnly.questions);
    expect(body.preparation_tips[0]).toMatch(/drafted by a language model; claims your resume does not support/);
    expect(body.preparation_tips.slice(1)).toEqual(engineOnly.preparation_tips);
  });

  it('falls back to the engine’s guide when the model times out', async () => {
    const js = await seeker();
    fake.script(fakeChat.hang());
    const body = (await prep(js.cookie)).json<InterviewPrepResponse>();
    expect(body.evidence).toBeUndefined();
    expect(body.guide).toContain('as a senior frontend engineer at Lumen Labs');
    expect(body.guide).toMatch(/STAR method/);
  });
});
