import { getSkillExtractor, loadTaxonomy } from '@careerloom/career-engine';
import { type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type Database, openDatabase, rows } from '../../db/client';
import { PLACES_FRESH_MS } from './open-places';
import type { PostingInput } from './posting-input';
import { type PostingFilters, placeRowsNeeded, postingsRepository, skillsInSearch } from './postings.repository';
import { upsertPostings } from './postings.service';

const DAY = 86_400_000;
const NEWEST = Date.UTC(2025, 9, 31);

function posting(n: number, overrides: Partial<PostingInput> = {}): PostingInput {
  return {
    source: 'greenhouse',
    board: 'scale',
    sourceId: `s${n}`,
    title: `Platform Engineer ${n}`,
    company: `Company ${n}`,
    location: n % 2 === 0 ? 'Berlin, Germany' : 'London, United Kingdom',
    remote: n % 3 === 0,
    url: `https://example.com/jobs/${n}`,
    descriptionText: 'Our engineer team builds the platform.',
    salary: n % 4 === 0 ? { min: 90_000, max: 120_000, currency: 'EUR', period: 'year' } : null,
    // Posting n is n days old: s0 is the newest.
    postedAt: new Date(NEWEST - n * DAY).toISOString(),
    ...overrides,
  };
}

describe('postings search: capped candidate sets', () => {
  let database: Database;
  const search = (
    filters: Partial<PostingFilters>,
    caps: {
      candidates: number;
      strategy?: 'newest' | 'all' | 'window';
      windowRows?: number;
      sampleFromRows?: number;
      totalCap?: number;
    },
  ) => postingsRepository(database.db).search({ limit: 10, offset: 0, ...filters }, { totalCap: 10, ...caps });
  const ids = (rows: { id: number }[]) => rows.map((r) => r.id);
  const rowsOf = <T = Record<string, unknown>>(statement: SQL) => rows<T>(database.db, statement);
  let byN: number[] = [];

  beforeAll(async () => {
    database = await openDatabase({ dataDir: 'memory://' });
    const inputs = Array.from({ length: 40 }, (_, n) => posting(n));
    // Words that are rare: in a title (the best match, and the oldest posting), in skills and
    // company, and in descriptions alone.
    inputs.push(
      posting(40, { title: 'Elixir Developer', postedAt: new Date(NEWEST - 300 * DAY).toISOString() }),
      posting(41, { descriptionText: 'Some Elixir services, mostly TypeScript.' }),
      posting(42, { descriptionText: 'We might try Elixir one day.' }),
      posting(43, { company: 'Elixir Works', descriptionText: 'Elixir and Phoenix all day.' }),
      // Engineer only in the description, and the newest of all.
      posting(44, { title: 'Head of Platform', postedAt: new Date(NEWEST + DAY).toISOString() }),
      // No engineer at all.
      posting(45, { title: 'Office Manager', descriptionText: 'Keep the office running.' }),
      // Titled exactly as a user may type it, and old.
      posting(46, { title: 'Engineer', postedAt: new Date(NEWEST - 400 * DAY).toISOString() }),
    );
    byN = (await upsertPostings({ db: database.db, skills: getSkillExtractor }, inputs, new Date(NEWEST))).ids;
    // The density estimate reads the table statistics, as it would on a table in service.
    await database.db.execute(sql`ANALYZE job_postings`);
  });
  afterAll(() => database?.close());

  it('lists the newest open postings without words, with filters, counting up to the cap', async () => {
    const all = await search({}, { candidates: 5 });
    expect(ids(all.rows)).toEqual([byN[44], ...byN.slice(0, 9)]);
    expect(all).toMatchObject({ total: 10, totalCapped: true });

    const berlinRemote = await search({ location: 'berlin', remote: true }, { candidates: 5 });
    // Even n divisible by 3: 0, 6, ... 36, and 42.
    expect(ids(berlinRemote.rows)).toEqual([0, 6, 12, 18, 24, 30, 36, 42].map((n) => byN[n]));
    expect(berlinRemote).toMatchObject({ total: 8, totalCapped: false });

    // A page past the candidate cap still comes: the candidates grow to cover it.
    const deep = await search({ offset: 20, limit: 5 }, { candidates: 5 });
    expect(ids(deep.rows)).toEqual(byN.slice(19, 24));
  });

  it('ranks the newest matches of a broad word: title words first, then text rank, then recency', async () => {
    const filters = { q: 'engineer', titleQuery: 'engineer:A', exactTitle: 'engineer' };
    // The four newest matches are 44, 0, 1 and 2; 44 holds the word in its description only.
    const top = await search({ ...filters, limit: 2 }, { candidates: 4, strategy: 'newest' });
    expect(ids(top.rows)).toEqual([byN[0], byN[1]]);
    expect(top).toMatchObject({ total: 10, totalCapped: true });
    const newest = await search({ ...filters, limit: 10 }, { candidates: 20, strategy: 'newest' });
    expect(ids(newest.rows)).toEqual(byN.slice(0, 10));
    // Ranking every match finds the old posting titled exactly "Engineer"; the newest-matches set
    // of a broad word leaves it out (the trade-off of decision 023), and agrees on the rest.
    const all = await search({ ...filters, limit: 10 }, { candidates: 20, strategy: 'all' });
    expect(ids(all.rows)).toEqual([byN[46], ...byN.slice(0, 9)]);
  });

  it('puts a title typed exactly first whatever its case and spacing, an "s" in it too', async () => {
    const extra = await upsertPostings(
      { db: database.db, skills: getSkillExtractor },
      [
        posting(64, { title: 'Sales ENGINEER', postedAt: new Date(NEWEST - 500 * DAY).toISOString() }),
        posting(65, { title: 'Sales Engineer', postedAt: new Date(NEWEST - 600 * DAY).toISOString() }),
        posting(66, { title: 'Sales Engineer', postedAt: new Date(NEWEST - 700 * DAY).toISOString() }),
        posting(67, { title: 'Sales Engineer, Enterprise', postedAt: new Date(NEWEST - 1 * DAY).toISOString() }),
      ],
      new Date(NEWEST),
    );
    const [upper, tabbed, spaced, longer] = extra.ids;
    // Ingestion tidies titles; one stored otherwise (an older version, an import) compares as typed too.
    await database.db.execute(sql`UPDATE job_postings SET title = E' Sales\tEngineer' WHERE id = ${tabbed}`);
    await database.db.execute(sql`UPDATE job_postings SET title = 'Sales   engineer ' WHERE id = ${spaced}`);
    try {
      const filters = { q: 'sales engineer', titleQuery: 'sales:A & engineer:A', exactTitle: 'sales engineer' };
      for (const strategy of ['newest', 'all'] as const) {
        const found = ids((await search({ ...filters, limit: 4 }, { candidates: 50, strategy })).rows);
        // The three exact titles (in whatever order their text rank gives), then the newer, longer one.
        expect(found.slice(0, 3).sort(), strategy).toEqual([upper, tabbed, spaced].sort());
        expect(found[3], strategy).toBe(longer);
      }
    } finally {
      await database.db.execute(sql`DELETE FROM job_postings WHERE source_id IN ('s64', 's65', 's66', 's67')`);
    }
  });

  it('ranks every match of a recency window: the newest postings, all their matches, every filter kept', async () => {
    const filters = { q: 'engineer', titleQuery: 'engineer:A', exactTitle: 'engineer' };
    // The ten newest open postings back: 44 and 0-9 (from the date of the tenth on).
    const window = await search({ ...filters, limit: 20 }, { candidates: 20, strategy: 'window', windowRows: 10 });
    // Titles holding the word first (the old exact title 46 is outside the window), then 44.
    expect(ids(window.rows)).toEqual([...byN.slice(0, 10), byN[44]]);
    const berlin = await search(
      { ...filters, location: 'berlin', limit: 20 },
      { candidates: 20, strategy: 'window', windowRows: 10 },
    );
    expect(ids(berlin.rows)).toEqual([0, 2, 4, 6, 8, 44].map((n) => byN[n]));
    // A window past the oldest posting is every posting: the same as ranking every match.
    const wide = await search({ ...filters, limit: 10 }, { candidates: 20, strategy: 'window', windowRows: 1000 });
    const all = await search({ ...filters, limit: 10 }, { candidates: 20, strategy: 'all' });
    expect(ids(wide.rows)).toEqual(ids(all.rows));
  });

  it('keeps every filter on the capped candidates', async () => {
    for (const strategy of ['newest', 'all'] as const) {
      const found = await search(
        { q: 'engineer', location: 'berlin', remote: true, salaryMin: 100_000 },
        { candidates: 3, strategy },
      );
      // Even, divisible by 3 and by 4: 0, 12, 24, 36.
      expect(ids(found.rows), strategy).toEqual([0, 12, 24, 36].map((n) => byN[n]));
      expect(found.total).toBe(4);
    }
  });

  it("keeps an employer's postings only: a posting that mentions the name is not that employer's", async () => {
    // "Elixir" is posting 43's company and in 40-42's titles or descriptions.
    for (const strategy of ['newest', 'all'] as const) {
      const found = await search({ q: 'elixir', company: 'elixir works' }, { candidates: 3, strategy });
      expect(ids(found.rows), strategy).toEqual([byN[43]]);
      expect(found.total).toBe(1);
    }
    expect((await search({ q: 'elixir' }, { candidates: 10 })).total).toBe(4);
  });

  it('filters by a part of the location, place by place, as a substring test would', async () => {
    // Several spellings of one city, each its own location, newest first across them.
    const extra = await upsertPostings(
      { db: database.db, skills: getSkillExtractor },
      [
        posting(60, { location: 'Onsite Berlin', postedAt: new Date(NEWEST - 0.5 * DAY).toISOString() }),
        posting(61, { location: 'BERLIN-Mitte', postedAt: new Date(NEWEST - 2.5 * DAY).toISOString() }),
        posting(62, { location: 'Berlin (50%_off)', title: 'Office Manager', descriptionText: 'Keep it running.' }),
      ],
      new Date(NEWEST),
    );
    const [onsite, mitte, literal] = extra.ids;
    try {
      const berlinEngineer = [0, 'onsite', 2, 'mitte', 4, 6, 8, 10, 12, 14];
      const expected = berlinEngineer.map((n) => (n === 'onsite' ? onsite : n === 'mitte' ? mitte : byN[n as number]));
      for (const strategy of ['newest', 'all'] as const) {
        const found = await search({ q: 'engineer', location: 'berlin', limit: 10 }, { candidates: 40, strategy });
        expect(ids(found.rows), strategy).toEqual(expected);
      }
      const list = await search({ location: 'berlin', limit: 10 }, { candidates: 40 });
      expect(ids(list.rows)).toEqual([byN[44], ...expected.slice(0, 9)]);
      // LIKE's wildcards in the place are plain characters; an unknown place finds nothing.
      expect(ids((await search({ location: '50%_' }, { candidates: 5 })).rows)).toEqual([literal]);
      expect(await search({ location: 'atlantis' }, { candidates: 5 })).toMatchObject({ rows: [], total: 0 });
    } finally {
      await database.db.execute(sql`DELETE FROM job_postings WHERE source_id IN ('s60', 's61', 's62')`);
    }
  });

  it('remembers the open places until a posting is inserted, and for PLACES_FRESH_MS at most', async () => {
    expect(await search({ location: 'atlantis' }, { candidates: 5 })).toMatchObject({ rows: [], total: 0 });
    // A new posting in a new place: found by the next search, the newest id having moved.
    const inserted = await upsertPostings(
      { db: database.db, skills: getSkillExtractor },
      [posting(63, { location: 'Atlantis City' })],
      new Date(NEWEST),
    );
    const now = vi.spyOn(Date, 'now');
    try {
      expect(ids((await search({ location: 'atlantis' }, { candidates: 5 })).rows)).toEqual(inserted.ids);
      // A known posting moved to a new place inserts nothing: the remembered list serves until it is old.
      await database.db.execute(sql`UPDATE job_postings SET location = 'Lemuria' WHERE id = ${inserted.ids[0]}`);
      expect((await search({ location: 'lemuria' }, { candidates: 5 })).total).toBe(0);
      const later = Date.now() + PLACES_FRESH_MS;
      now.mockReturnValue(later);
      expect(ids((await search({ location: 'lemuria' }, { candidates: 5 })).rows)).toEqual(inserted.ids);
    } finally {
      now.mockRestore();
      await database.db.execute(sql`DELETE FROM job_postings WHERE source_id = 's63'`);
    }
  });

  it('reads job matching candidates from the newest postings when they fill the title channel', async () => {
    const repository = postingsRepository(database.db);
    const query = { allTitleWords: 'engineer:A', anyTitleWord: 'engineer:A | platform:A', remoteOnly: false };
    const exact = await repository.matchCandidates({ ...query, limits: { allWords: 5, anyWord: 3 } });
    // A window holding every open posting picks exactly what reading every match picks.
    const whole = await repository.matchCandidates({
      ...query,
      limits: { allWords: 5, anyWord: 3 },
      window: { fromRows: 0, rows: 1_000 },
    });
    expect(new Set(ids(whole))).toEqual(new Set(ids(exact)));
    // A window of the 8 newest (44, then 0 to 6): only they are candidates; the 5 shortest
    // all-words titles, newest first, and the best 3 any-word titles are among them.
    const newest = await repository.matchCandidates({
      ...query,
      limits: { allWords: 5, anyWord: 3 },
      window: { fromRows: 0, rows: 8 },
    });
    expect(new Set(ids(newest))).toEqual(new Set([0, 1, 2, 3, 4].map((n) => byN[n])));
    // A title the window cannot fill its channel with is read exactly: the 300-day-old Elixir title.
    const rare = await repository.matchCandidates({
      allTitleWords: 'elixir:A',
      anyTitleWord: 'elixir:A',
      remoteOnly: false,
      limits: { allWords: 5, anyWord: 3 },
      window: { fromRows: 0, rows: 8 },
    });
    expect(ids(rare)).toEqual([byN[40]]);
  });

  // What the place estimate decides (skip the count) is pinned by the `placeRowsNeeded` test below;
  // this one runs the sampled path's statements and shows it changes no result.
  it('a sampled place search finds and counts what the unsampled one does', async () => {
    // Sampling from the first row: the whole (small) table is the sample.
    const filters = { q: 'engineer', location: 'berlin', limit: 10 };
    const plain = await search(filters, { candidates: 40 });
    const sampled = await search(filters, { candidates: 40, sampleFromRows: 1 });
    expect(ids(sampled.rows)).toEqual(ids(plain.rows));
    expect(sampled).toMatchObject({ total: 10, totalCapped: true });
    // A cap the place cannot fill is counted, not assumed.
    const counted = await search(filters, { candidates: 40, sampleFromRows: 1, totalCap: 1000 });
    const exact = await search(filters, { candidates: 40, totalCap: 1000 });
    expect(exact.total).toBeGreaterThan(10);
    expect(counted).toMatchObject({ total: exact.total, totalCapped: false });
  });

  it('asks a place for enough open postings to prove the count from its share of the sample', () => {
    // New York in a million postings: 184 of the 2,315 sampled rows, 1 matching in a title and 29
    // of 98 tested in the rest (~30%). At two standard deviations below, ~34 matches.
    const newYork = { sampled: 2315, open: 2315, place: 184, cheap: 184, head: 1, rest: { tested: 98, hits: 29 } };
    const needed = placeRowsNeeded(newYork, 12_000);
    // 85,323 open postings there: enough (the count would have read 12,000 of 24,627 matches).
    expect(needed).toBeGreaterThan(60_000);
    expect(needed).toBeLessThan(85_323);
    // Fewer matches seen, more postings needed; none seen, nothing to prove.
    expect(placeRowsNeeded({ ...newYork, rest: { tested: 98, hits: 10 } }, 12_000)).toBeGreaterThan(needed ?? 0);
    expect(placeRowsNeeded({ ...newYork, head: 0, rest: { tested: 98, hits: 0 } }, 12_000)).toBeNull();
    expect(placeRowsNeeded({ ...newYork, place: 0 }, 12_000)).toBeNull();
  });

  it('ranks all matches of a rare term, so its best match wins however old it is', async () => {
    const found = await search({ q: 'elixir', titleQuery: 'elixir:A', exactTitle: 'elixir' }, { candidates: 2 });
    // The title match (300 days old) first, then the company and description match, then the
    // description-only ones by rank and recency; all four counted exactly.
    expect(ids(found.rows).slice(0, 2)).toEqual([byN[40], byN[43]]);
    expect(found).toMatchObject({ total: 4, totalCapped: false });
    expect(new Set(ids(found.rows))).toEqual(new Set([40, 41, 42, 43].map((n) => byN[n])));
  });

  it("counts a skills filter through the skills' words and finds what testing every posting finds", async () => {
    const extra = await upsertPostings(
      { db: database.db, skills: getSkillExtractor },
      [
        posting(70, { descriptionText: 'You run Kubernetes clusters and write C++ services.' }),
        posting(71, { descriptionText: 'Machine learning with scikit-learn and Node.js tooling.' }),
        posting(72, { descriptionText: 'We ship .NET and C# on Azure.', salary: null }),
        // The words without the skill: found by the words, dropped by the skills test.
        posting(73, { title: 'Kubernetes Evangelist', descriptionText: 'Talk to people.' }),
      ],
      new Date(NEWEST),
    );
    try {
      for (const skills of [['Kubernetes'], ['C++', '.NET'], ['Machine Learning', 'Node.js'], ['Scikit-learn']]) {
        const [expected] = await rowsOf<{ n: number }>(
          sql`SELECT count(*)::int AS n FROM job_postings WHERE closed_at IS NULL AND skills ?| ${sql.param(skills)}::text[]`,
        );
        expect(expected?.n, skills.join()).toBeGreaterThan(0);
        // Sampled as a large table is, so the count and the sample both run.
        const found = await search({ skills }, { candidates: 5, sampleFromRows: 1, totalCap: 100 });
        expect(found.total, skills.join()).toBe(expected?.n);
      }
      // A skill of stop words alone (typed outside the taxonomy, matched as typed) has no words in
      // `search`: it is still counted, by testing the skills of every posting.
      await database.db.execute(
        sql`UPDATE job_postings SET skills = '["The", "Kubernetes"]'::jsonb WHERE id = ${extra.ids[3]}`,
      );
      const stop = await search({ skills: ['The'] }, { candidates: 5, sampleFromRows: 1, totalCap: 100 });
      expect(stop.total).toBe(1);
    } finally {
      await database.db.execute(sql`DELETE FROM job_postings WHERE id = ANY(${sql.param(extra.ids)}::int[])`);
    }
  });

  it("finds every taxonomy skill's words in `search` wherever it stands in the skills", async () => {
    const names = loadTaxonomy().map((skill) => skill.name);
    expect(names.length).toBeGreaterThan(1000);
    expect(await rowsOf(sql`SELECT ${skillsInSearch(names)} AS ok`)).toEqual([{ ok: true }]);
    // A skill of stop words alone has no words to find: the count then tests every posting.
    expect(await rowsOf(sql`SELECT ${skillsInSearch(['Kubernetes', 'The'])} AS ok`)).toEqual([{ ok: false }]);
  });
});
