import { getSkillExtractor } from '@careerloom/career-engine';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../../db/client';
import type { PostingInput } from '../../jobs/postings/posting-input';
import { upsertPostings } from '../../jobs/postings/postings.service';
import { jobMarketInsights } from './job-market';

const NOW = new Date('2025-11-01T00:00:00Z');
const DAY = 86_400_000;

function posting(n: number, overrides: Partial<PostingInput> = {}): PostingInput {
  return {
    source: 'greenhouse',
    board: 'market',
    sourceId: `m${n}`,
    title: n % 2 === 0 ? 'Backend Engineer' : 'Senior Backend Engineer, Payments',
    company: `Company ${n}`,
    location: 'Berlin',
    remote: n % 3 === 0,
    url: `https://boards.greenhouse.io/market/jobs/${n}`,
    descriptionText: 'We use TypeScript, PostgreSQL and Docker.',
    salary: { min: 60_000 + n * 1_000, max: 80_000 + n * 1_000, currency: 'EUR', period: 'year' },
    postedAt: new Date(NOW.getTime() - (n % 10) * DAY).toISOString(),
    ...overrides,
  };
}

/** The figures from the newest open postings (a large table's way, decision 023) agree with reading them all. */
describe('job market figures', () => {
  let database: Database;
  const basis = { title: 'backend engineer', skills: ['TypeScript', 'Kubernetes'] };

  beforeAll(async () => {
    database = await openDatabase({ dataDir: 'memory://' });
    const inputs = Array.from({ length: 30 }, (_, n) => posting(n));
    // Not relevant: another title, one shared skill only.
    inputs.push(posting(30, { title: 'Registered Nurse', descriptionText: 'Patient care; TypeScript is a plus.' }));
    await upsertPostings({ db: database.db, skills: getSkillExtractor }, inputs, NOW);
    await database.db.execute(sql`ANALYZE job_postings`);
  });
  afterAll(() => database?.close());

  it('reads the same figures from a window holding every open posting', async () => {
    const exact = await jobMarketInsights(database.db, basis, NOW);
    expect(exact).toMatchObject({ relevantJobs: 30, remoteFriendly: 33, postedRecently: 30, salarySampleSize: 30 });
    const windowed = await jobMarketInsights(database.db, basis, NOW, { fromRows: 0, window: 1_000, enough: 1 });
    expect(windowed).toEqual(exact);
  });

  it('scales counts from the newest postings when the window holds part of them', async () => {
    const windowed = await jobMarketInsights(database.db, basis, NOW, { fromRows: 0, window: 11, enough: 1 });
    // The 11 newest open postings hold 10 relevant ones (the nurse is among the newest): 31 open
    // postings make about 28; all of the window is recent, so recent is scaled too.
    expect(windowed).toMatchObject({
      relevantJobs: 28,
      postedRecently: 28,
      salarySampleSize: 10,
      marketDemand: 'Medium',
    });
    expect(windowed?.explanation).toMatch(/^About 28 open postings .*\(estimated from the newest 11\)/);
  });

  it('reads every relevant posting when the window holds too few', async () => {
    const exact = await jobMarketInsights(database.db, basis, NOW);
    expect(await jobMarketInsights(database.db, basis, NOW, { fromRows: 0, window: 11, enough: 50 })).toEqual(exact);
  });

  it('averages the pay of postings with the person’s title, not of every posting sharing two skills (a sous chef was shown $161,510)', async () => {
    const chef = { title: 'sous chef', skills: ['TypeScript', 'PostgreSQL'] };
    const none = await jobMarketInsights(database.db, chef, NOW);
    // 30 engineering postings share the skills; none has the title, so no salary stands for a chef's.
    expect(none).toMatchObject({ relevantJobs: 30, averageSalary: null, salarySampleSize: 0 });
    expect(none?.explanation).toContain('None of the postings with "sous chef" in their title states a salary.');
    const titled = await jobMarketInsights(
      database.db,
      { title: 'senior backend engineer', skills: ['TypeScript'] },
      NOW,
    );
    expect(titled?.salarySampleSize).toBe(15);
    expect(titled?.explanation).toContain('of postings with "senior backend engineer" in their title.');
  });
});
