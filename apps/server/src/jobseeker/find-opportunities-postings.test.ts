import { getSkillExtractor } from '@careerloom/career-engine';
import { type FindOpportunitiesResponse, MATCH_SCORE_THRESHOLD, type OpportunitySummary } from '@careerloom/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../db/schema';
import type { PostingInput } from '../jobs/postings/posting-input';
import { closeMissing, upsertPostings } from '../jobs/postings/postings.service';
import { createTestApp, DAY, type Registered, type TestApp } from '../test/test-app';

// The stored postings reaching the job seeker: the banner's counts, the live feed's newest postings
// and the job search tab's ranked postings, all from the postings store.
const NOW = new Date('2026-03-10T12:00:00Z');
const daysAgo = (n: number) => new Date(NOW.getTime() - n * DAY).toISOString();

function posting(overrides: Partial<PostingInput> & { sourceId: string }): PostingInput {
  return {
    source: 'greenhouse',
    board: 'acme',
    title: 'Backend Engineer',
    company: 'Acme',
    location: 'Berlin, Germany',
    url: `https://boards.greenhouse.io/acme/jobs/${overrides.sourceId}`,
    descriptionHtml: '<p>Build APIs.</p>',
    postedAt: daysAgo(20),
    ...overrides,
  };
}

const REACT_JD = '<h2>Requirements</h2><ul><li>React</li><li>TypeScript</li><li>GraphQL</li></ul>';

let t: TestApp;
let seeker: Registered;
let nurse: Registered;

const summary = (cookie?: string) =>
  t.app.inject({
    method: 'GET',
    url: '/api/jobseeker/opportunity-summary',
    headers: cookie ? { cookie } : {},
  });
const find = (cookie: string, payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/jobseeker/find-opportunities', headers: { cookie }, payload });

beforeAll(async () => {
  t = await createTestApp({}, { clockStart: NOW });
  seeker = await t.register({ plan: 'jobseeker' });
  nurse = await t.register({ plan: 'jobseeker' });
  await t.db
    .update(users)
    .set({ bio: 'Frontend developer', skills: ['React', 'TypeScript', 'GraphQL'], location: 'Remote' })
    .where(eq(users.id, seeker.user.id));
  await t.db
    .update(users)
    .set({ bio: 'Registered nurse', skills: ['Patient care'], location: 'Chicago, IL' })
    .where(eq(users.id, nurse.user.id));
});
afterAll(() => t?.close());

describe('GET /api/jobseeker/opportunity-summary', () => {
  it('is refused signed out (401) and to the free tier (403)', async () => {
    expect((await summary()).statusCode).toBe(401);
    const free = await t.register();
    expect((await summary(free.cookie)).statusCode).toBe(403);
  });

  it("answers 'empty' with zero counts while the store holds no open posting", async () => {
    const res = await summary(seeker.cookie);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<OpportunitySummary>()).toMatchObject({
      source: 'empty',
      counts: { openPostings: 0, newThisWeek: 0, matchingProfile: 0, remote: 0 },
      feed: [],
      staleMatching: 0,
    });
  });

  it('counts open postings once per job, new this week, remote and matching the caller’s own profile', async () => {
    const ctx = { db: t.db, skills: getSkillExtractor };
    await upsertPostings(
      ctx,
      [
        posting({
          sourceId: 'fe1',
          title: 'Senior Frontend Engineer',
          location: 'Remote',
          descriptionHtml: REACT_JD,
          postedAt: daysAgo(2),
          salary: { min: 120_000, max: 150_000, currency: 'USD', period: 'year' },
        }),
        posting({ sourceId: 'be1', title: 'Backend Engineer', postedAt: daysAgo(1) }),
        // The title the frontend developer's profile searches for by default ("software engineer").
        posting({
          sourceId: 'se1',
          title: 'Software Engineer',
          location: 'Remote',
          descriptionHtml: REACT_JD,
          postedAt: daysAgo(5),
        }),
        posting({ sourceId: 'rn1', title: 'Registered Nurse', location: 'Chicago, IL', postedAt: daysAgo(30) }),
        posting({ sourceId: 'gone', title: 'Closed Role', postedAt: daysAgo(1) }),
      ],
      NOW,
    );
    // The same frontend job on a second board: one job, counted once.
    await upsertPostings(
      ctx,
      [
        posting({
          source: 'lever',
          board: 'acme-co',
          sourceId: 'fe1-copy',
          url: 'https://jobs.lever.co/acme-co/fe1-copy',
          title: 'Senior Frontend Engineer',
          location: 'Remote',
          descriptionHtml: REACT_JD,
          postedAt: daysAgo(3),
        }),
      ],
      NOW,
    );
    await closeMissing(ctx, 'greenhouse', 'acme', ['fe1', 'be1', 'se1', 'rn1'], NOW);

    const res = await summary(seeker.cookie);
    expect(res.statusCode, res.body).toBe(200);
    const mine = res.json<OpportunitySummary>();
    expect(mine.source).toBe('store');
    expect(mine.counts.openPostings).toBe(4);
    expect(mine.counts.newThisWeek).toBe(3);
    expect(mine.counts.remote).toBe(2);
    expect(mine.profileSearch).toEqual({ jobTitle: 'software engineer', location: 'Remote', titleSource: 'keywords' });

    // The frontend developer's default search ("software engineer", remote, React) matches the
    // software engineer posting; the nurse's profile matches none of these.
    expect(mine.counts.matchingProfile).toBe(1);
    const theirs = (await summary(nurse.cookie)).json<OpportunitySummary>();
    expect(theirs.counts.openPostings).toBe(4);
    expect(theirs.profileSearch.location).toBe('Chicago, IL');
    expect(theirs.counts.matchingProfile).toBe(0);
  });

  it('the live feed lists only the fresh postings that match the person, newest first, as the dashboard scores them (issue 35 item 5)', async () => {
    const ctx = { db: t.db, skills: getSkillExtractor };
    await upsertPostings(
      ctx,
      [
        // The newest posting in the store, for someone else: never in this person's feed.
        posting({ sourceId: 'ae1', title: 'Account Executive', location: 'Remote', postedAt: daysAgo(0) }),
        posting({
          sourceId: 'se2',
          company: 'Globex',
          title: 'Software Engineer II',
          location: 'Remote',
          descriptionHtml: REACT_JD,
          postedAt: daysAgo(1),
        }),
        // Would match, but over STALE_POSTING_DAYS old: probably filled, counted apart.
        posting({
          sourceId: 'se-old',
          company: 'Initech',
          title: 'Software Engineer',
          location: 'Remote',
          descriptionHtml: REACT_JD,
          postedAt: daysAgo(90),
        }),
      ],
      NOW,
    );
    const mine = (await summary(seeker.cookie)).json<OpportunitySummary>();
    expect(mine.feed.map((p) => `${p.title} at ${p.company}`)).toEqual([
      'Software Engineer II at Globex',
      'Software Engineer at Acme',
    ]);
    for (const p of mine.feed) {
      expect(p.matchScore).toBeGreaterThanOrEqual(MATCH_SCORE_THRESHOLD);
      expect(p.stale).toBe(false);
      expect(p.url).toMatch(/^https:\/\//);
    }
    expect(mine.feed[1]?.postedAt).toBe(daysAgo(5));
    expect(mine.staleMatching).toBe(1);
    // The dashboard's monitoring, with no criteria typed, counts the same matches.
    const monitoring = await t.app.inject({
      method: 'GET',
      url: '/api/ai/job-monitoring',
      headers: { cookie: seeker.cookie },
    });
    expect(monitoring.statusCode, monitoring.body).toBe(200);
    expect(monitoring.json<{ totalFound: number }>().totalFound).toBe(mine.counts.matchingProfile);
    expect(mine.counts.matchingProfile).toBe(2);
    // Of the 7 open jobs, the one over STALE_POSTING_DAYS old is not current; the newest is today's.
    expect(mine.counts.openPostings).toBe(7);
    expect(mine.postingAges).toEqual({ current: 6, newestPostedAt: daysAgo(0) });
    expect(monitoring.json<OpportunitySummary>().postingAges).toEqual(mine.postingAges);

    // The nurse's profile matches none of them: an empty feed, not the store's newest.
    expect((await summary(nurse.cookie)).json<OpportunitySummary>().feed).toEqual([]);
  });

  it('says when every open posting is over STALE_POSTING_DAYS old (a store imported from an old file)', async () => {
    // A year on, nothing in the store is current; the newest posting is still the same one.
    t.clock.advance(365 * DAY);
    try {
      const later = await t.register({ plan: 'jobseeker' });
      await t.db
        .update(users)
        .set({ bio: 'Frontend developer', skills: ['React', 'TypeScript', 'GraphQL'], location: 'Remote' })
        .where(eq(users.id, later.user.id));
      const res = await summary(later.cookie);
      expect(res.statusCode, res.body).toBe(200);
      const mine = res.json<OpportunitySummary>();
      expect(mine.counts.openPostings).toBe(7);
      expect(mine.postingAges).toEqual({ current: 0, newestPostedAt: daysAgo(0) });
      expect(mine.feed).toEqual([]);
      expect(mine.counts.matchingProfile).toBe(0);
      expect(mine.staleMatching).toBeGreaterThan(0);
    } finally {
      t.clock.advance(-365 * DAY);
    }
  });

  it('watches nothing for a person whose job we do not know: an empty feed that says so', async () => {
    const unknown = await t.register({ plan: 'jobseeker' });
    const theirs = (await summary(unknown.cookie)).json<OpportunitySummary>();
    expect(theirs.source).toBe('store');
    expect(theirs.profileSearch.titleSource).toBe('fallback');
    expect(theirs.feed).toEqual([]);
    expect(theirs.counts.matchingProfile).toBe(0);
  });
});

describe('POST /api/jobseeker/find-opportunities with stored postings', () => {
  it('lists the matching stored postings, best first, with link, date, score and reasons beside the plan', async () => {
    const res = await find(seeker.cookie, { keywords: 'frontend engineer', experience: 'mid to senior' });
    expect(res.statusCode, res.body).toBe(200);
    const result = res.json<FindOpportunitiesResponse>();
    // The spec's fields are still there.
    expect(result.guidance.length).toBeGreaterThan(0);
    expect(result.recommended_boards.length).toBeGreaterThan(0);
    expect(result.networking_suggestions.length).toBeGreaterThan(0);

    expect(result.postingsFound).toBeGreaterThanOrEqual(1);
    const [best] = result.postings;
    expect(best).toMatchObject({ title: 'Senior Frontend Engineer', company: 'Acme', remote: true });
    expect(best?.url).toMatch(/^https:\/\//);
    expect(best?.matchScore).toBeGreaterThan(0);
    expect(best?.reasons.map((r) => r.factor)).toContain('skills');
    expect(result.postings.map((p) => p.title)).not.toContain('Closed Role');
  });

  it('lists nothing for a search no stored posting matches', async () => {
    // The nurse's profile skills match no stored posting either, so nothing widens the search.
    const result = (await find(nurse.cookie, { keywords: 'zzqx' })).json<FindOpportunitiesResponse>();
    expect(result.postings).toEqual([]);
    expect(result.postingsFound).toBe(0);
    expect(result.closest).toEqual([]);
  });

  it('keeps a remote search to remote postings: the on-site title is left out, the closest remote one shown', async () => {
    // The only nurse posting is on-site in Chicago while the search is remote: "remote" means the
    // posting is remote (issue 35), so it is not listed, not even as the closest; a remote posting
    // that shares a word of the title is, below the threshold, with the score that says why.
    await upsertPostings(
      { db: t.db, skills: getSkillExtractor },
      [
        posting({
          sourceId: 'nr1',
          title: 'Nurse Recruiter',
          location: 'Remote',
          descriptionHtml: REACT_JD,
          postedAt: daysAgo(1),
        }),
      ],
      NOW,
    );
    const result = (
      await find(seeker.cookie, { keywords: 'Registered Nurse', location: 'remote' })
    ).json<FindOpportunitiesResponse>();
    expect(result.postings).toEqual([]);
    expect(result.criteria).toMatchObject({ keywords: 'Registered Nurse', location: 'remote' });
    expect(result.closest?.map((p) => p.title)).toEqual(['Nurse Recruiter']);
    expect(result.closest?.[0]?.matchScore).toBeLessThan(MATCH_SCORE_THRESHOLD);
    // In Chicago, the on-site posting is there.
    const chicago = (
      await find(seeker.cookie, { keywords: 'Registered Nurse', location: 'Chicago, IL' })
    ).json<FindOpportunitiesResponse>();
    expect([...chicago.postings, ...(chicago.closest ?? [])].map((p) => p.title)).toContain('Registered Nurse');
  });
});

describe('POST /api/jobseeker/find-opportunities: the place and level asked for (issue 35)', () => {
  const BERLIN_RESUME = `Priya Raman
priya@example.com | Berlin, Germany

Experience
Senior Frontend Engineer, Lumen Labs
2019 - Present
- Rebuilt the checkout in React and TypeScript, cutting load time by 40%
Frontend Engineer, Brightside
2016 - 2019
- Built a GraphQL client cache that halved API calls

Skills
React, TypeScript, GraphQL`;
  let priya: Registered;

  beforeAll(async () => {
    priya = await t.register({ plan: 'jobseeker' });
    const stored = await t.app.inject({
      method: 'POST',
      url: '/api/resumes',
      headers: { cookie: priya.cookie },
      payload: { text: BERLIN_RESUME },
    });
    expect(stored.statusCode, stored.body).toBe(201);
    const fe = (sourceId: string, title: string, location: string, remote?: boolean) =>
      posting({
        sourceId,
        title,
        location,
        descriptionHtml: REACT_JD,
        postedAt: daysAgo(3),
        remote,
        company: 'Fernweh',
      });
    await upsertPostings(
      { db: t.db, skills: getSkillExtractor },
      [
        fe('b-senior', 'Senior Frontend Engineer', 'Berlin, Germany'),
        fe('b-plain', 'Frontend Engineer', 'Berlin'),
        fe('b-junior', 'Junior Frontend Engineer', 'Berlin'),
        fe('b-principal', 'Principal Frontend Engineer', 'Berlin'),
        fe('de-remote', 'Senior Frontend Engineer, Payments', 'Remote - Germany'),
        fe('munich', 'Senior Frontend Engineer, Search', 'Munich, Germany'),
        fe('nyc', 'Senior Frontend Engineer, Growth', 'New York, NY'),
        fe('us-remote', 'Senior Frontend Engineer, Ads', 'Remote - US'),
        // A board's remote flag on an office posting, and remote work limited to one country.
        fe('hq', 'Senior Frontend Engineer, Platform', 'New York, NY (HQ)', true),
        fe('cy', 'Senior Frontend Engineer, Trading', 'Cyprus', true),
        fe('anywhere', 'Senior Frontend Engineer, Docs', 'Remote', true),
      ],
      NOW,
    );
  });

  // This block's postings (the store also holds the ones above).
  const titles = (r: FindOpportunitiesResponse) =>
    [...r.postings, ...(r.closest ?? [])]
      .filter((p) => p.company === 'Fernweh')
      .map((p) => p.title)
      .sort();

  it('starts from the person’s own title, place and level, and says what it searched for', async () => {
    const mine = (await summary(priya.cookie)).json<OpportunitySummary>();
    expect(mine.searchDefaults).toEqual({
      keywords: 'Senior Frontend Engineer',
      location: 'Berlin, Germany',
      experience: 'senior and above',
    });
    const result = (await find(priya.cookie, {})).json<FindOpportunitiesResponse>();
    expect(result.criteria).toEqual(mine.searchDefaults);
  });

  it('a city lists postings there or remote ones open to its country, at the level asked for', async () => {
    const result = (
      await find(priya.cookie, { keywords: 'Frontend Engineer', location: 'Berlin', experience: 'senior' })
    ).json<FindOpportunitiesResponse>();
    // No junior or principal title for a senior, no move to Munich, nothing in New York, and no
    // remote work limited to the US or to Cyprus; remote work open to Germany, or to anyone, is in.
    expect(titles(result)).toEqual([
      'Frontend Engineer',
      'Senior Frontend Engineer',
      'Senior Frontend Engineer, Docs',
      'Senior Frontend Engineer, Payments',
    ]);
    expect(result.postingsFound).toBe(result.postings.length);
    expect(result.postingsFoundAtLeast).toBe(false);
    expect(result.criteria).toEqual({ keywords: 'Frontend Engineer', location: 'Berlin', experience: 'senior' });
  });

  it('an entry level search leaves out senior and principal titles', async () => {
    const entry = (
      await find(priya.cookie, { keywords: 'Frontend Engineer', location: 'Berlin', experience: 'entry level' })
    ).json<FindOpportunitiesResponse>();
    expect(titles(entry)).toEqual(['Frontend Engineer', 'Junior Frontend Engineer']);
  });

  it('remote lists remote postings open to where the person lives, not an office or another country', async () => {
    const result = (
      await find(priya.cookie, { keywords: 'Frontend Engineer', location: 'remote', experience: 'senior' })
    ).json<FindOpportunitiesResponse>();
    // The Docs posting is open to anyone, the Payments one to Germany, where Priya lives.
    expect(titles(result)).toEqual(['Senior Frontend Engineer, Docs', 'Senior Frontend Engineer, Payments']);
    for (const p of [...result.postings, ...(result.closest ?? [])]) expect(p.remote).toBe(true);
  });
});

describe('POST /api/jobseeker/find-opportunities: match percentages (issue 35 item 2)', () => {
  const FRONT_END_RESUME = `Sam Rivera
sam@example.com | New York, NY
Software Engineer (Front-End)

Experience
Software Engineer (Front-End), Google
2021 - Present
- Built the search results page in React and TypeScript

Skills
React, TypeScript, JavaScript, CSS, Jira`;
  const PM_RESUME = `Alex Kim
alex@example.com | New York, NY
Product Manager

Experience
Product Manager, Stripe
2020 - Present
- Led the roadmap for the billing product with Jira and SQL

Skills
Product Management, Jira, SQL, Roadmapping`;
  let frontEnd: Registered;
  let productManager: Registered;
  const PM_JD = '<h2>Requirements</h2><ul><li>Jira</li><li>SQL</li><li>Roadmapping</li></ul>';

  beforeAll(async () => {
    frontEnd = await t.register({ plan: 'jobseeker' });
    productManager = await t.register({ plan: 'jobseeker' });
    for (const [who, text] of [
      [frontEnd, FRONT_END_RESUME],
      [productManager, PM_RESUME],
    ] as const) {
      const stored = await t.app.inject({
        method: 'POST',
        url: '/api/resumes',
        headers: { cookie: who.cookie },
        payload: { text },
      });
      expect(stored.statusCode, stored.body).toBe(201);
    }
    const pm = (sourceId: string, overrides: Partial<PostingInput> = {}) =>
      posting({
        sourceId,
        title: 'Product Manager',
        company: 'Pmco',
        location: 'Remote',
        descriptionHtml: PM_JD,
        postedAt: daysAgo(4),
        ...overrides,
      });
    await upsertPostings(
      { db: t.db, skills: getSkillExtractor },
      [
        pm('pm-fresh'),
        pm('pm-407', { company: 'Oldco', postedAt: daysAgo(407) }),
        pm('pm-4y', { company: 'Ancient', postedAt: daysAgo(4 * 365) }),
        pm('pm-750k', { company: 'Wideband', salary: '$0 - $750K' }),
        pm('pm-plain', { company: 'Plainpay' }),
      ],
      NOW,
    );
  });

  const search = async (who: Registered, body: object) => {
    const res = await find(who.cookie, {
      keywords: 'Product Manager',
      location: 'remote',
      experience: 'any level',
      ...body,
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<FindOpportunitiesResponse>();
  };
  const pmco = (r: FindOpportunitiesResponse) =>
    [...r.postings, ...(r.closest ?? [])].find((p) => p.company === 'Pmco');

  it('scores the person, not only the typed title: a front-end resume gets a low number for Product Manager', async () => {
    const mine = pmco(await search(frontEnd, {}));
    const theirs = pmco(await search(productManager, {}));
    // The posting fits both searches equally; only the product manager fits the posting.
    expect(mine?.fit?.search).toBe(theirs?.fit?.search);
    expect(mine?.fit?.search).toBeGreaterThanOrEqual(90);
    expect(mine?.reasons.find((r) => r.factor === 'occupation')).toMatchObject({ points: 0 });
    expect(mine?.matchScore).toBeLessThan(40);
    expect(theirs?.matchScore).toBeGreaterThanOrEqual(MATCH_SCORE_THRESHOLD);
    // Each half explained, and the match is their product.
    expect(mine?.matchScore).toBe(Math.round(((mine?.fit?.search ?? 0) * (mine?.fit?.person ?? 0)) / 100));
  });

  it('hides stale postings by default, says how many, and lists them after fresh ones when asked', async () => {
    const fresh = await search(productManager, {});
    const companies = fresh.postings.map((p) => p.company);
    expect(companies).not.toContain('Oldco');
    expect(companies).not.toContain('Ancient');
    expect(fresh.staleFound).toBe(2);
    for (const p of fresh.postings) expect(p.stale).toBe(false);
    const all = await search(productManager, { includeStale: true });
    const order = all.postings.map((p) => p.stale);
    // Never a stale posting above a fresh one, whatever its score; never counted as found.
    expect(order).toEqual([...order].sort((a, b) => Number(a) - Number(b)));
    expect(
      all.postings
        .filter((p) => p.stale)
        .map((p) => p.company)
        .sort(),
    ).toEqual(['Ancient', 'Oldco']);
    expect(all.postingsFound).toBe(fresh.postingsFound);
  });

  it('a "$0 - $750K" range is no stated salary: not shown, no ranking boost', async () => {
    const result = await search(productManager, {});
    const wide = result.postings.find((p) => p.company === 'Wideband');
    const plain = result.postings.find((p) => p.company === 'Plainpay');
    expect(wide?.salaryRange).toBe('');
    expect(wide?.matchScore).toBe(plain?.matchScore);
  });
});
