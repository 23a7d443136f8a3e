import type { FreeChatResponse, FreeDashboard } from '@careerloom/contract';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../db/schema';
import { createTestApp, DAY, type TestApp } from '../test/test-app';
import { freeChatService } from './free-chat.service';
import type { FreeSubject } from './free-subject';

/** 20:30 UTC: the daily counters reset in 3 h 30 min. */
const START = new Date('2025-03-10T20:30:00Z');

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ FREE_CHAT_DELAY_MS: '0' }, { clockStart: START });
});
afterAll(() => t.close());

let addresses = 0;
/** Guests are also counted per address; each guest test gets its own. */
const newAddress = () => `198.51.100.${++addresses}`;

function chat(
  message: string,
  auth: { cookie?: string; remoteAddress?: string } = {},
  payload: object = { message, context: [] },
): Promise<LightMyRequestResponse> {
  return t.app.inject({
    method: 'POST',
    url: '/api/free/chat',
    payload,
    ...(auth.cookie ? { headers: { cookie: auth.cookie } } : {}),
    ...(auth.remoteAddress ? { remoteAddress: auth.remoteAddress } : {}),
  });
}

async function dashboard(cookie: string): Promise<FreeDashboard> {
  const res = await t.app.inject({ method: 'GET', url: '/api/free/dashboard', headers: { cookie } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<FreeDashboard>();
}

function guestCookie(res: LightMyRequestResponse): string {
  const c = res.cookies.find((k) => k.name === 'careerloom.guest');
  if (!c) throw new Error(`no guest cookie: ${res.statusCode} ${res.body}`);
  return `${c.name}=${c.value}`;
}

describe('POST /api/free/chat', () => {
  it('answers a new visitor and gives them a signed guest cookie that carries their quota', async () => {
    const remoteAddress = newAddress();
    const first = await chat('How do I prepare for a career change into data analysis?', { remoteAddress });
    expect(first.statusCode, first.body).toBe(200);
    const body = first.json<FreeChatResponse>();
    expect(body.response.length).toBeGreaterThan(40);
    const cookie = guestCookie(first);
    expect(first.cookies.find((c) => c.name === 'careerloom.guest')).toMatchObject({ httpOnly: true, sameSite: 'Lax' });
    // The same browser keeps its id: no new cookie, and its questions add up to the 10 a day.
    for (let i = 2; i <= 10; i++) {
      const res = await chat(`Question ${i} about networking with recruiters`, { cookie, remoteAddress });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.cookies.find((c) => c.name === 'careerloom.guest')).toBeUndefined();
    }
    const eleventh = await chat('One more about networking?', { cookie, remoteAddress });
    expect(eleventh.statusCode).toBe(429);
    expect(eleventh.json()).toEqual({
      code: 'QUOTA_EXCEEDED',
      message:
        'You have used all 10 guest AI questions for this day. Sign up for more, or come back after midnight UTC (Mar 11, 2025, 00:00 UTC, in 3 h 30 min).',
    });
    expect(eleventh.headers['retry-after']).toBe(String(3.5 * 3600));
  });

  it("gives a free user 25 questions a day; the 26th gets 429 with the reset time, and the next day they're back", async () => {
    const user = await t.register();
    for (let i = 1; i <= 25; i++) {
      const res = await chat(`How should I follow up after application ${i}?`, { cookie: user.cookie });
      expect(res.statusCode, res.body).toBe(200);
    }
    const refused = await chat('And one more?', { cookie: user.cookie });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe(
      'You have used all 25 free AI questions for this day. Upgrade to Job Seeker for unlimited questions, or come back after midnight UTC (Mar 11, 2025, 00:00 UTC, in 3 h 30 min).',
    );
    expect((await dashboard(user.cookie)).usage_stats).toMatchObject({
      daily_queries_used: 25,
      monthly_queries_used: 25,
    });

    t.clock.advance(DAY);
    try {
      expect((await chat('Good morning, what should I do today?', { cookie: user.cookie })).statusCode).toBe(200);
      expect((await dashboard(user.cookie)).usage_stats).toMatchObject({
        daily_queries_used: 1,
        monthly_queries_used: 26,
      });
    } finally {
      t.clock.set(START);
    }
  });

  it('spends exactly 25 of 50 concurrent questions from a fresh free user and refuses the rest', async () => {
    const user = await t.register();
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        chat(`Concurrent question ${i} about my job search`, { cookie: user.cookie }),
      ),
    );
    const statuses = results.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 200)).toHaveLength(25);
    expect(statuses.filter((s) => s === 429)).toHaveLength(25);
    const stats = (await dashboard(user.cookie)).usage_stats;
    expect(stats).toMatchObject({
      daily_queries_used: 25,
      daily_limit: 25,
      monthly_queries_used: 25,
      monthly_limit: 500,
    });
  });

  it('does not cap a job seeker and never suggests an upgrade to them', async () => {
    const seeker = await t.register({ plan: 'jobseeker' });
    const results = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        chat(`Can you help me write a cover letter for role ${i}?`, { cookie: seeker.cookie }),
      ),
    );
    expect(results.map((r) => r.statusCode)).toEqual(Array(30).fill(200));
    expect(results.every((r) => r.json<FreeChatResponse>().upgrade_suggestion === undefined)).toBe(true);
    const stats = (await dashboard(seeker.cookie)).usage_stats;
    expect(stats).toMatchObject({ daily_limit: null, monthly_limit: null, daily_queries_used: 30 });
  });

  it('refuses bad input with 400 and spends nothing', async () => {
    const user = await t.register();
    const bad: object[] = [
      { message: '   ', context: [] },
      { message: 'hi', context: [], extra: true },
      { message: 'x'.repeat(4001), context: [] },
      { message: 'hi', context: Array(21).fill('a') },
      { context: [] },
    ];
    for (const payload of bad) {
      const res = await chat('', { cookie: user.cookie }, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().code).toBe('VALIDATION_FAILED');
    }
    expect((await chat('', { cookie: user.cookie }, { message: '  ', context: [] })).json().message).toBe(
      'message: Type a message first',
    );
    const stats = (await dashboard(user.cookie)).usage_stats;
    expect(stats.daily_queries_used).toBe(0);
    // A visitor's bad request does not make them a guest either.
    const visitor = await chat('', { remoteAddress: newAddress() }, { message: '' });
    expect(visitor.statusCode).toBe(400);
    expect(visitor.cookies).toEqual([]);
  });

  it('takes the context list and answers without one too', async () => {
    const user = await t.register();
    const res = await chat('', { cookie: user.cookie }, { message: 'What about the salary part?' });
    expect(res.statusCode, res.body).toBe(200);
    const withContext = await chat(
      '',
      { cookie: user.cookie },
      {
        message: 'And how should I follow up?',
        context: ['I had a second-round interview on Monday for a product manager role.'],
      },
    );
    expect(withContext.statusCode, withContext.body).toBe(200);
  });
});

describe('upgrade_suggestion', () => {
  it('names the Job Seeker feature a free question is about', async () => {
    const user = await t.register();
    const cases: [string, RegExp][] = [
      [
        'Can you write a cover letter for a marketing job?',
        /^Cover letters written from your resume .* part of Job Seeker \(\$12\/month\)\.$/,
      ],
      [
        'Please review my resume and tell me if it passes ATS',
        /^Resume optimization with an ATS score .*\(\$12\/month\)\.$/,
      ],
      [
        'How do I prepare for a behavioural interview at Google?',
        /^Interview preparation with questions for your role .*\(\$12\/month\)\.$/,
      ],
      [
        'Find me some remote data analyst jobs',
        /^Unlimited job search assistance is part of Job Seeker \(\$12\/month\)\.$/,
      ],
    ];
    for (const [message, expected] of cases) {
      const res = await chat(message, { cookie: user.cookie });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json<FreeChatResponse>().upgrade_suggestion, message).toMatch(expected);
    }
  });

  it('is absent for a general question while the allowance is under 80%', async () => {
    const user = await t.register();
    for (const message of ['How long should my resume be?', 'How do I negotiate a higher salary?', 'Hello!']) {
      const res = await chat(message, { cookie: user.cookie });
      expect(res.json<FreeChatResponse>(), message).not.toHaveProperty('upgrade_suggestion');
    }
  });

  it('says how many questions are left and when they reset from 80% of the daily allowance', async () => {
    const user = await t.register();
    const suggestions: (string | undefined)[] = [];
    for (let i = 1; i <= 25; i++) {
      const res = await chat(`What is a good way to spend hour ${i} of my week on networking?`, {
        cookie: user.cookie,
      });
      suggestions.push(res.json<FreeChatResponse>().upgrade_suggestion);
    }
    expect(suggestions.slice(0, 19)).toEqual(Array(19).fill(undefined));
    expect(suggestions[19]).toBe(
      'You have 5 of 25 free questions left today; they reset at midnight UTC (in 3 h 30 min). Job Seeker ($12/month) has no daily limit.',
    );
    expect(suggestions[23]).toMatch(/^You have 1 of 25 free questions left today/);
    expect(suggestions[24]).toBe(
      'That was the last of your 25 free questions today; they reset at midnight UTC (in 3 h 30 min). Job Seeker ($12/month) has no daily limit.',
    );
  });

  it('tells a guest to sign up, for paid features and near their limit', async () => {
    const remoteAddress = newAddress();
    const first = await chat('Write me a cover letter please', { remoteAddress });
    expect(first.json<FreeChatResponse>().upgrade_suggestion).toBe(
      'Cover letters written from your resume and the job description are part of Job Seeker ($12/month). Sign up with the Job Seeker plan to try it free for 14 days.',
    );
    const cookie = guestCookie(first);
    let last: FreeChatResponse | undefined;
    for (let i = 2; i <= 8; i++)
      last = (await chat('How do I network at a conference?', { cookie, remoteAddress })).json();
    expect(last?.upgrade_suggestion).toBe(
      'You have 2 of 10 guest questions left today; they reset at midnight UTC (in 3 h 30 min). Sign up free for 25 questions a day.',
    );
  });
});

describe('the free tier delay', () => {
  // The service's clock and sleep are fakes: the test sees the wait it asks for, and reads no clock.
  it('makes guests and free users wait the minimum time less what answering took, and not job seekers', async () => {
    let now = 0;
    const waits: number[] = [];
    const service = freeChatService(t.app.ctx, {
      now: () => now,
      sleep: async (ms) => {
        waits.push(ms);
      },
    });
    const rowOf = async (id: number) => {
      const [row] = await t.db.select().from(users).where(eq(users.id, id));
      if (!row) throw new Error(`no user ${id}`);
      return row;
    };
    const ask = async (subject: FreeSubject, tookMs = 0) => {
      const asked = service.answer(
        subject,
        { message: 'How do I ask for a referral?', context: [] },
        { minimumMs: 1500 },
      );
      now += tookMs; // the answer's own work, done before the service reads the clock again
      expect((await asked).response.length).toBeGreaterThan(0);
    };
    const free = await rowOf((await t.register()).user.id);
    const seeker = await rowOf((await t.register({ plan: 'jobseeker' })).user.id);

    await ask({ kind: 'guest', guestId: 'guest-delay-test', ip: '203.0.113.9' });
    await ask({ kind: 'user', user: free, tier: 'free' }, 400);
    await ask({ kind: 'user', user: free, tier: 'free' }, 2_000);
    await ask({ kind: 'user', user: seeker, tier: 'jobseeker' });
    // Guest: the whole delay; free user: what is left of it, then nothing once it has passed; job seeker: none.
    expect(waits).toEqual([1500, 1100]);
  });
});

describe('chat activity', () => {
  it("records a signed-in user's questions, which the dashboard counts", async () => {
    const user = await t.register();
    await chat('How do I write a LinkedIn headline?', { cookie: user.cookie });
    await chat('What should I ask at the end of an interview?', { cookie: user.cookie });
    const board = await dashboard(user.cookie);
    expect(board.insights).toContain('You asked the assistant 2 questions this month.');
    const activity = await t.app.inject({
      method: 'GET',
      url: '/api/work-ai/dashboard',
      headers: { cookie: user.cookie },
    });
    if (activity.statusCode === 200) {
      const summaries = (activity.json().activity as { summary: string }[]).map((a) => a.summary);
      expect(summaries).toEqual(
        expect.arrayContaining([
          'Asked the assistant about your LinkedIn profile',
          'Asked the assistant about interview preparation',
        ]),
      );
    }
  });
});
