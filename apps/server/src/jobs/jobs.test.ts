import { getSkillExtractor } from '@careerloom/career-engine';
import type { JobPosting, JobSearchResponse } from '@careerloom/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DAY, type Registered, type TestApp } from '../test/test-app';
import { importPostingsFile } from './postings/posting-file';
import type { PostingInput } from './postings/posting-input';
import { postingsRepository } from './postings/postings.repository';
import { closeMissing, upsertPostings } from './postings/postings.service';

const ASHBY_FILE = '/work/shared/data/ashby-postings/ashby_postings.jsonl.gz';

function posting(overrides: Partial<PostingInput> & { sourceId: string }): PostingInput {
  return {
    source: 'greenhouse',
    board: 'acme',
    title: 'Backend Engineer',
    company: 'Acme',
    location: 'Berlin, Germany',
    url: `https://boards.greenhouse.io/acme/jobs/${overrides.sourceId}`,
    descriptionHtml: '<p>Build APIs.</p>',
    postedAt: '2025-10-01T00:00:00Z',
    ...overrides,
  };
}

/**
 * A suite's own app (a database of its own, so one suite's postings never answer another's
 * searches whatever the order), its signed-in user, the postings context and the search as that
 * user calls it.
 */
function postingsSuite() {
  const suite = {
    t: undefined as unknown as TestApp,
    me: undefined as unknown as Registered,
    ctx: () => ({ db: suite.t.db, skills: getSkillExtractor }),
    async search(query: string): Promise<JobSearchResponse> {
      const res = await suite.t.app.inject({
        method: 'GET',
        url: `/api/jobs/search?${query}`,
        headers: { cookie: suite.me.cookie },
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.json<JobSearchResponse>();
    },
  };
  beforeAll(async () => {
    suite.t = await createTestApp({}, { clockStart: new Date('2025-11-01T00:00:00Z') });
    suite.me = await suite.t.register();
  });
  afterAll(() => suite.t?.close());
  return suite;
}

describe('postings store and /api/jobs', () => {
  const suite = postingsSuite();
  const { ctx, search } = suite;
  const titles = (r: JobSearchResponse) => r.postings.map((p) => p.title);

  it('inserts, updates changed fields, closes missing postings and reopens them', async () => {
    // A made-up title word: the real-file import below may run first (shuffled) and its postings
    // must not answer this test's searches.
    const day1 = new Date('2025-11-01T00:00:00Z');
    const first = await upsertPostings(
      ctx(),
      [
        posting({ board: 'life', sourceId: 'l1', title: 'Quillwort Engineer' }),
        posting({ board: 'life', sourceId: 'l2', title: 'Quillwort Designer' }),
      ],
      day1,
    );
    expect(first).toMatchObject({ inserted: 2, updated: 0 });
    expect(first.ids).toHaveLength(2);

    const day2 = new Date(day1.getTime() + DAY);
    const again = await upsertPostings(
      ctx(),
      [
        posting({ board: 'life', sourceId: 'l1', title: 'Quillwort Engineer' }),
        posting({ board: 'life', sourceId: 'l2', title: 'Quillwort Designer', salary: '€60,000-€75,000 per year' }),
      ],
      day2,
    );
    expect(again).toEqual({ inserted: 0, updated: 1, ids: first.ids });
    const l2 = await suite.t.app.inject({
      method: 'GET',
      url: `/api/jobs/${first.ids[1]}`,
      headers: { cookie: suite.me.cookie },
    });
    expect(l2.json<JobPosting>()).toMatchObject({ salaryMin: 60_000, salaryMax: 75_000, salaryCurrency: 'EUR' });

    // A full sync that no longer lists l2 closes it, and only it.
    expect(await closeMissing(ctx(), 'greenhouse', 'life', ['l1'], day2)).toBe(1);
    expect(await closeMissing(ctx(), 'greenhouse', 'life', ['l1'], day2)).toBe(0);
    const closed = await suite.t.app.inject({
      method: 'GET',
      url: `/api/jobs/${first.ids[1]}`,
      headers: { cookie: suite.me.cookie },
    });
    expect(closed.json<JobPosting>().closedAt).toBe(day2.toISOString());
    expect(titles(await search('q=quillwort'))).toEqual(['Quillwort Engineer']);

    // Seen again: open again, counted as updated.
    const back = await upsertPostings(
      ctx(),
      [posting({ board: 'life', sourceId: 'l2', title: 'Quillwort Designer', salary: '€60,000-€75,000 per year' })],
      new Date(day2.getTime() + DAY),
    );
    expect(back).toEqual({ inserted: 0, updated: 1, ids: [first.ids[1]] });
    expect(titles(await search('q=quillwort')).sort()).toEqual(['Quillwort Designer', 'Quillwort Engineer']);
  });

  it('ranks by text relevance, then recency; filters location, remote, salary and skills', async () => {
    await upsertPostings(
      ctx(),
      [
        posting({
          board: 'rank',
          sourceId: 'r1',
          title: 'Zebrafish Researcher',
          descriptionHtml: '<p>Lab work.</p>',
          location: 'Boston, MA',
          salary: '$120K – $150K',
          postedAt: '2025-09-01T00:00:00Z',
        }),
        posting({
          board: 'rank',
          sourceId: 'r2',
          title: 'Lab Technician',
          descriptionHtml: '<p>Care for our zebrafish colony. Python scripting.</p>',
          location: 'Remote (US)',
          salary: '$50/hr',
          postedAt: '2025-10-20T00:00:00Z',
        }),
        posting({
          board: 'rank',
          sourceId: 'r3',
          title: 'Zebrafish Data Analyst',
          descriptionHtml: '<p>Python and SQL for zebrafish imaging.</p>',
          location: 'Boston, MA',
          remote: true,
          postedAt: '2025-10-25T00:00:00Z',
        }),
      ],
      new Date('2025-11-01T00:00:00Z'),
    );
    // Title matches (weight A) outrank a description match (weight C).
    const ranked = await search('q=zebrafish');
    expect(ranked.total).toBe(3);
    expect(titles(ranked)[2]).toBe('Lab Technician');
    expect(titles(await search('q=zebrafish&location=boston')).sort()).toEqual([
      'Zebrafish Data Analyst',
      'Zebrafish Researcher',
    ]);
    expect(titles(await search('q=zebrafish&remote=true')).sort()).toEqual([
      'Lab Technician',
      'Zebrafish Data Analyst',
    ]);
    expect(titles(await search('q=zebrafish&remote=false'))).toEqual(['Zebrafish Researcher']);
    // $50/hr is $104,000 a year; the analyst has no salary and is left out once a floor is set.
    expect(titles(await search('q=zebrafish&salaryMin=100000'))).toEqual(['Zebrafish Researcher', 'Lab Technician']);
    expect(titles(await search('q=zebrafish&salaryMin=140000'))).toEqual(['Zebrafish Researcher']);
    expect(titles(await search('q=zebrafish&skills=python')).sort()).toEqual([
      'Lab Technician',
      'Zebrafish Data Analyst',
    ]);
    expect(titles(await search('q=zebrafish&skills=sql,%20cobol'))).toEqual(['Zebrafish Data Analyst']);
    // Without words, newest first.
    expect(titles(await search('location=boston'))[0]).toBe('Zebrafish Data Analyst');
    // websearch syntax: exclusion.
    expect(titles(await search('q=zebrafish%20-analyst')).sort()).toEqual(['Lab Technician', 'Zebrafish Researcher']);
  });

  it('a typed title wins: the exact title first, then titles holding every word; posted within filters', async () => {
    await upsertPostings(
      ctx(),
      [
        posting({
          board: 'typed',
          sourceId: 't1',
          title: 'Machine Learning Engineer',
          company: 'Ml Co',
          descriptionHtml: '<p>Electrical engineer background welcome; electrical signals, electrical systems.</p>',
          postedAt: '2025-10-30T00:00:00Z',
        }),
        posting({
          board: 'typed',
          sourceId: 't2',
          title: 'Senior Electrical Engineer, Power',
          company: 'Grid Co',
          postedAt: '2025-10-20T00:00:00Z',
        }),
        posting({
          board: 'typed',
          sourceId: 't3',
          title: 'Electrical Engineer',
          company: 'Volt Co',
          postedAt: '2025-06-01T00:00:00Z',
        }),
      ],
      new Date('2025-11-01T00:00:00Z'),
    );
    expect(titles(await search('q=electrical%20engineer'))).toEqual([
      'Electrical Engineer',
      'Senior Electrical Engineer, Power',
      'Machine Learning Engineer',
    ]);
    // Published in the last 30 days (the clock stands at 1 November).
    expect(titles(await search('q=electrical%20engineer&postedWithinDays=30'))).toEqual([
      'Senior Electrical Engineer, Power',
      'Machine Learning Engineer',
    ]);
    for (const bad of ['postedWithinDays=0', 'postedWithinDays=366', 'postedWithinDays=soon']) {
      const res = await suite.t.app.inject({
        method: 'GET',
        url: `/api/jobs/search?${bad}`,
        headers: { cookie: suite.me.cookie },
      });
      expect(res.statusCode, bad).toBe(400);
    }
  });

  it('filters by the kind of employment, however the board wrote it', async () => {
    await upsertPostings(
      ctx(),
      [
        posting({ board: 'hours', sourceId: 'h1', title: 'Lumenite Cashier', employmentType: 'PART_TIME' }),
        posting({ board: 'hours', sourceId: 'h2', title: 'Lumenite Stocker', employmentType: 'Full Time' }),
        posting({ board: 'hours', sourceId: 'h3', title: 'Lumenite Clerk', employmentType: null }),
      ],
      new Date('2025-11-01T00:00:00Z'),
    );
    expect(titles(await search('q=lumenite&employment=part_time'))).toEqual(['Lumenite Cashier']);
    expect(titles(await search('q=lumenite&employment=full_time'))).toEqual(['Lumenite Stocker']);
    expect(titles(await search('q=lumenite&employment=internship'))).toEqual([]);
    expect((await search('q=lumenite')).total).toBe(3);
    const bad = await suite.t.app.inject({
      method: 'GET',
      url: '/api/jobs/search?employment=sometimes',
      headers: { cookie: suite.me.cookie },
    });
    expect(bad.statusCode).toBe(400);
  });

  it('paginates with a total', async () => {
    await upsertPostings(
      ctx(),
      Array.from({ length: 7 }, (_, i) =>
        posting({
          board: 'pages',
          sourceId: `p${i}`,
          title: `Quokka Keeper ${i}`,
          postedAt: new Date(Date.UTC(2025, 9, 1 + i)).toISOString(),
        }),
      ),
      new Date('2025-11-01T00:00:00Z'),
    );
    const page1 = await search('q=quokka&pageSize=3');
    const page3 = await search('q=quokka&pageSize=3&page=3');
    const beyond = await search('q=quokka&pageSize=3&page=4');
    expect([page1.total, page3.total, beyond.total]).toEqual([7, 7, 7]);
    expect([page1.totalCapped, page3.totalCapped, beyond.totalCapped]).toEqual([false, false, false]);
    expect(page1.postings).toHaveLength(3);
    expect(page3.postings).toHaveLength(1);
    expect(beyond.postings).toHaveLength(0);
    const all = [...page1.postings, ...(await search('q=quokka&pageSize=3&page=2')).postings, ...page3.postings];
    expect(new Set(all.map((p) => p.id)).size).toBe(7);
    expect(all[0]?.title).toBe('Quokka Keeper 6');
  });

  it('counts up to the cap and ranks a capped candidate set: title matches first, exact when few', async () => {
    const repo = postingsRepository(suite.t.db);
    // 12 postings naming "capybara": 3 in the title, 9 in the description only (newer ones).
    await upsertPostings(
      ctx(),
      Array.from({ length: 12 }, (_, i) =>
        posting({
          board: 'capped',
          sourceId: `c${i}`,
          title: i < 3 ? `Capybara Groomer ${i}` : `Animal Keeper ${i}`,
          descriptionHtml: i < 3 ? '<p>Grooming.</p>' : '<p>Some capybara care, among other animals.</p>',
          postedAt: new Date(Date.UTC(2025, 8, 1 + i)).toISOString(),
        }),
      ),
      new Date('2025-11-01T00:00:00Z'),
    );
    const filters = { q: 'capybara', limit: 4, offset: 0 };
    const exact = await repo.search(filters, { candidates: 1000, totalCap: 10_000 });
    expect(exact).toMatchObject({ total: 12, totalCapped: false });
    // Past the cap the count stops and says so.
    expect(await repo.search(filters, { candidates: 1000, totalCap: 5 })).toMatchObject({
      total: 5,
      totalCapped: true,
    });
    expect(await repo.search(filters, { candidates: 1000, totalCap: 12 })).toMatchObject({
      total: 12,
      totalCapped: false,
    });
    // Only 3 candidates get the full rank: they are the title matches, so the page is unchanged.
    const capped = await repo.search(filters, { candidates: 3, totalCap: 10_000 });
    expect(capped.rows.slice(0, 3).map((r) => r.title)).toEqual(exact.rows.slice(0, 3).map((r) => r.title));
    expect(capped.rows.slice(0, 3).every((r) => r.title.startsWith('Capybara'))).toBe(true);
    // A deep page widens the candidate set to cover it: every match is still reachable.
    const deep = await repo.search({ ...filters, offset: 8 }, { candidates: 3, totalCap: 10_000 });
    expect(deep.rows).toHaveLength(4);
    // Through the API a broad search answers totalCapped false below the cap.
    expect(await search('q=capybara')).toMatchObject({ total: 12, totalCapped: false });
  });

  it('shows one posting per company, title and location across sources: the most recently seen', async () => {
    await upsertPostings(
      ctx(),
      [
        posting({
          source: 'greenhouse',
          board: 'wombat',
          sourceId: 'g1',
          title: 'Sr. Wombat Wrangler',
          company: 'Wombat, Inc.',
        }),
      ],
      new Date('2025-11-01T00:00:00Z'),
    );
    const { ids } = await upsertPostings(
      ctx(),
      [
        posting({
          source: 'lever',
          board: 'wombat',
          sourceId: 'v1',
          title: 'Senior Wombat Wrangler',
          company: 'Wombat',
          url: 'https://jobs.lever.co/wombat/v1',
        }),
      ],
      new Date('2025-11-02T00:00:00Z'),
    );
    const found = await search('q=wombat%20wrangler');
    expect(found.total).toBe(1);
    expect(found.postings[0]).toMatchObject({ id: ids[0], source: 'lever' });
    // Closing the newer copy brings the other one back.
    await closeMissing(ctx(), 'lever', 'wombat', [], new Date('2025-11-03T00:00:00Z'));
    expect((await search('q=wombat%20wrangler')).postings.map((p) => p.source)).toEqual(['greenhouse']);
  });

  it('needs a session, validates the query and 404s unknown ids', async () => {
    const signedOut = await suite.t.app.inject({ method: 'GET', url: '/api/jobs/search?q=engineer' });
    expect(signedOut.statusCode).toBe(401);
    expect((await suite.t.app.inject({ method: 'GET', url: '/api/jobs/1' })).statusCode).toBe(401);
    for (const bad of ['pageSize=500', 'page=0', 'remote=yes', 'salaryMin=-5', 'sort=new', `q=${'x'.repeat(201)}`]) {
      const res = await suite.t.app.inject({
        method: 'GET',
        url: `/api/jobs/search?${bad}`,
        headers: { cookie: suite.me.cookie },
      });
      expect(res.statusCode, bad).toBe(400);
      expect(res.json<{ message: string }>().message).toBeTruthy();
    }
    const tooManySkills = Array.from({ length: 21 }, (_, i) => `s${i}`).join(',');
    const many = await suite.t.app.inject({
      method: 'GET',
      url: `/api/jobs/search?skills=${tooManySkills}`,
      headers: { cookie: suite.me.cookie },
    });
    expect(many.statusCode).toBe(400);
    const unknown = await suite.t.app.inject({
      method: 'GET',
      url: '/api/jobs/999999',
      headers: { cookie: suite.me.cookie },
    });
    expect(unknown.statusCode).toBe(404);
    expect(
      (await suite.t.app.inject({ method: 'GET', url: '/api/jobs/abc', headers: { cookie: suite.me.cookie } }))
        .statusCode,
    ).toBe(400);
  });
});

// The real file gets a database of its own: its 500 postings would otherwise answer the searches of
// the tests above whenever it runs before them (shuffled order), and theirs would answer its own.
describe('the real Ashby file in the postings store', () => {
  const suite = postingsSuite();
  const { ctx, search } = suite;

  it('imports the real Ashby file (first 500 postings) and finds them', async () => {
    const report = await importPostingsFile(ctx(), ASHBY_FILE, new Date('2025-11-01T00:00:00Z'), { limit: 500 });
    expect(report).toMatchObject({ read: 500, inserted: 500, updated: 0, skipped: 0, errors: [] });
    const again = await importPostingsFile(ctx(), ASHBY_FILE, new Date('2025-11-02T00:00:00Z'), { limit: 500 });
    expect(again).toMatchObject({ read: 500, inserted: 0, updated: 0, unchanged: 500 });

    const engineers = await search('q=engineer&pageSize=50');
    expect(engineers.total).toBeGreaterThan(20);
    for (const p of engineers.postings.slice(0, 10)) expect(p.title.toLowerCase()).toMatch(/engineer/);
    // 1Password's first posting: remote from its location, skills from the taxonomy.
    const onePassword = await search('q=1password%20backend%20developer');
    expect(onePassword.postings[0]).toMatchObject({ company: '1password', board: '1password', remote: true });
    const salaried = await search('salaryMin=150000&pageSize=50');
    expect(salaried.total).toBeGreaterThan(0);
    for (const p of salaried.postings)
      expect(Math.max(p.salaryMax ?? 0, p.salaryMin ?? 0)).toBeGreaterThanOrEqual(150_000);
    const withSkill = await search('skills=python&pageSize=50');
    expect(withSkill.total).toBeGreaterThan(0);
    for (const p of withSkill.postings) expect(p.skills).toContain('Python');
  });
});
