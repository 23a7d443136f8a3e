import { getSkillExtractor } from '@careerloom/career-engine';
import type { JobMonitoringResponse, JobPosting } from '@careerloom/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { users } from '../../db/schema';
import { createModelDrafter, type ModelDrafter } from '../../language-model/model-drafter';
import { type FakeOpenAiServer, fakeChat, startFakeOpenAiServer } from '../../test/fake-openai-server';
import { createTestApp, type TestApp } from '../../test/test-app';
import { saveAiSettings } from '../../users/ai-settings.repository';
import type { PostingInput } from '../postings/posting-input';
import { upsertPostings } from '../postings/postings.service';
import { RERANK_WINDOW, rerankTopMatches } from './model-rerank';

let fake: FakeOpenAiServer;
beforeAll(async () => {
  fake = await startFakeOpenAiServer();
});
afterAll(() => fake.close());
beforeEach(() => fake.clearScripts());

const drafter = (timeoutMs = 400): ModelDrafter =>
  createModelDrafter({
    provider: 'openai-compatible',
    baseUrl: fake.baseUrl,
    apiKey: 'sk-test-rerank',
    model: 'fake-model',
    timeoutMs,
  }) as ModelDrafter;

function scored(id: number, score: number): { posting: JobPosting; score: number } {
  return {
    score,
    posting: {
      id,
      source: 'greenhouse',
      board: 'acme',
      title: `Engineer ${id}`,
      company: `Company ${id}`,
      location: 'Berlin',
      remote: false,
      employmentType: null,
      department: null,
      url: `https://example.com/${id}`,
      applyUrl: null,
      skills: ['TypeScript'],
      salaryMin: null,
      salaryMax: null,
      salaryCurrency: null,
      postedAt: null,
      closedAt: null,
      snippet: 'We build APIs.',
    },
  };
}

/** 25 matches in the engine's order: ids 1..25, scores falling. */
const ranked = Array.from({ length: 25 }, (_, i) => scored(i + 1, 95 - i));
const profile = { jobTitle: 'Backend Engineer', skills: ['TypeScript'], location: 'Berlin' };
const ids = (list: { posting: JobPosting }[]) => list.map((r) => r.posting.id);

describe('rerankTopMatches', () => {
  it('reorders only within the window, keeps every score, and ignores unknown or repeated numbers', async () => {
    fake.script(fakeChat.text(JSON.stringify({ order: [3, 1, 3, 99, 0, 2] })));
    const out = await rerankTopMatches(drafter(), profile, ranked);
    expect(ids(out).slice(0, 3)).toEqual([3, 1, 2]);
    // Left out by the model: deterministic order; beyond the window: untouched.
    expect(ids(out).slice(3, RERANK_WINDOW)).toEqual(Array.from({ length: 17 }, (_, i) => i + 4));
    expect(ids(out).slice(RERANK_WINDOW)).toEqual([21, 22, 23, 24, 25]);
    expect(out.find((r) => r.posting.id === 3)?.score).toBe(93);
    // The prompt is bounded to the window.
    const prompt = JSON.stringify(fake.chatRequests().at(-1)?.body);
    expect(prompt).toContain('20. Engineer 20');
    expect(prompt).not.toContain('Engineer 21');
  });

  it('asks once for the same window and search', async () => {
    const d = drafter();
    fake.script(fakeChat.text('{"order":[2,1]}'));
    const before = fake.chatRequests().length;
    const first = await rerankTopMatches(d, profile, ranked.slice(0, 5));
    const second = await rerankTopMatches(d, profile, ranked.slice(0, 5));
    expect(ids(first)).toEqual([2, 1, 3, 4, 5]);
    expect(ids(second)).toEqual(ids(first));
    expect(fake.chatRequests().length).toBe(before + 1);
  });

  it.each([
    ['broken JSON', fakeChat.text('{"order": [3, 1')],
    ['the wrong shape', fakeChat.text('{"ranking": "3,1,2"}')],
    ['no usable number', fakeChat.text('{"order": [42, 77]}')],
    ['a time-out', fakeChat.hang()],
    ['half an answer', fakeChat.textThenDrop('{"order": [3,')],
    ['a tool call', fakeChat.toolCall('rank', { order: [3, 1] })],
    ['a malformed tool call', fakeChat.malformedToolCall('rank', '{"order": [3, 1')],
    ['a server error', fakeChat.error(500)],
  ])('keeps the deterministic order on %s', async (_, script) => {
    fake.script(script);
    expect(ids(await rerankTopMatches(drafter(), profile, ranked))).toEqual(ids(ranked));
  });

  it('keeps the deterministic order without a model', async () => {
    expect(ids(await rerankTopMatches(undefined, profile, ranked))).toEqual(ids(ranked));
  });
});

describe('GET /api/ai/job-monitoring with a model', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(
      {
        AI_PROVIDER: 'openai-compatible',
        AI_BASE_URL: fake.baseUrl,
        AI_API_KEY: 'sk-test-rerank',
        AI_MODEL: 'fake-model',
        AI_TIMEOUT_MS: '400',
      },
      { clockStart: new Date('2025-11-01T00:00:00Z') },
    );
    const posting = (sourceId: string, company: string, description: string): PostingInput => ({
      sourceId,
      source: 'greenhouse',
      board: 'acme',
      title: 'Software Engineer',
      company,
      location: 'Berlin, Germany',
      url: `https://boards.greenhouse.io/acme/jobs/${sourceId}`,
      descriptionText: description,
      salary: { min: 70_000, max: 90_000, currency: 'EUR', period: 'year' },
      postedAt: '2025-10-01T00:00:00Z',
    });
    await upsertPostings(
      { db: t.db, skills: getSkillExtractor },
      [
        posting('a', 'Acme', 'We build APIs in TypeScript on PostgreSQL and ship with Docker.'),
        posting('b', 'Globex', 'TypeScript services on PostgreSQL.'),
        posting('c', 'Initech', 'TypeScript and Docker.'),
      ],
      t.clock.now(),
    );
  });
  afterAll(() => t.close());

  async function monitored(privacy: 'Standard' | 'Restricted') {
    const me = await t.register();
    await t.db
      .update(users)
      .set({ bio: 'Backend developer', skills: ['TypeScript', 'Postgres', 'Docker'], location: 'Berlin' })
      .where(eq(users.id, me.user.id));
    await saveAiSettings(t.app.ctx, me.user.id, { dataPrivacy: privacy });
    const check = async (query = '') => {
      const res = await t.app.inject({ url: `/api/ai/job-monitoring${query}`, headers: { cookie: me.cookie } });
      expect(res.statusCode, res.body).toBe(200);
      return res.json<JobMonitoringResponse>();
    };
    return check;
  }

  it('shows the alerts in the model’s order with the engine’s scores and counts, and the engine’s order when it fails', async () => {
    const asked = fake.chatRequests().length;
    const engineOrder = await (await monitored('Restricted'))();
    expect(engineOrder.alerts.length).toBe(3);
    const companies = engineOrder.alerts.map((a) => a.company);

    const check = await monitored('Standard');
    fake.script(fakeChat.text('{"order":[3,2,1]}'));
    const reranked = await check();
    expect(reranked.alerts.map((a) => a.company)).toEqual([...companies].reverse());
    expect(reranked.totalFound).toBe(engineOrder.totalFound);
    for (const alert of reranked.alerts) {
      expect(alert).toEqual(engineOrder.alerts.find((a) => a.company === alert.company));
    }

    // Another search (a re-rank is remembered per search), and a model that answers nonsense.
    const other = '?skills=TypeScript,Docker';
    const engineOther = (await (await monitored('Restricted'))(other)).alerts.map((a) => a.company);
    const failing = await monitored('Standard');
    fake.script(fakeChat.text('not json at all'));
    expect((await failing(other)).alerts.map((a) => a.company)).toEqual(engineOther);
    // One request each for the two Standard users; none for the Restricted ones.
    expect(fake.chatRequests().length).toBe(asked + 2);
  });
});
