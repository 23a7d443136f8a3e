import { getSkillExtractor } from '@careerloom/career-engine';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, rows } from '../../db/client';
import { createTestDatabase, type TestDatabase } from '../../test/test-app';
import { normalisePosting } from './normalise-posting';
import type { PostingInput } from './posting-input';
import { plannerStatisticsStale, postingsRepository } from './postings.repository';
import { startPostingIngest, UPSERT_BATCH_SIZE, upsertPostings } from './postings.service';
import { sourceFingerprint } from './source-fingerprint';

function posting(n: number, overrides: Partial<PostingInput> = {}): PostingInput {
  return {
    source: 'lever',
    board: 'batch',
    sourceId: `b${n}`,
    title: `Data Engineer ${n}`,
    company: 'Batchworks',
    location: 'Remote',
    url: `https://jobs.lever.co/batch/${n}`,
    descriptionText: `Pipelines in Python and SQL. Marker word zebrafish${n}.`,
    postedAt: '2025-10-01T00:00:00Z',
    ...overrides,
  };
}

describe('batched upsert of postings', () => {
  let testDatabase: TestDatabase;
  let database: Database;
  const ctx = () => ({ db: database.db, skills: getSkillExtractor });
  const day1 = new Date('2025-11-01T00:00:00Z');
  const day2 = new Date('2025-11-02T00:00:00Z');

  beforeAll(async () => {
    testDatabase = await createTestDatabase();
    database = testDatabase.database;
  });
  afterAll(() => testDatabase?.close());

  it('stores several batches in input order, once per posting, and keeps ids on the next sync', async () => {
    const count = UPSERT_BATCH_SIZE * 2 + 37;
    const inputs = Array.from({ length: count }, (_, n) => posting(n));
    const first = await upsertPostings(ctx(), inputs, day1);
    expect(first.inserted).toBe(count);
    expect(new Set(first.ids).size).toBe(count);
    // `ids` are in input order across batches (two batches are written at once, so on PostgreSQL
    // the ids themselves may interleave): each is the row of its input.
    const stored = await rows<{ id: number; sourceId: string }>(
      database.db,
      sql`SELECT id, source_id AS "sourceId" FROM job_postings WHERE board = 'batch'`,
    );
    const sourceIdOf = new Map(stored.map((r) => [Number(r.id), r.sourceId]));
    expect(first.ids.map((id) => sourceIdOf.get(id))).toEqual(inputs.map((p) => p.sourceId));

    // Seen again, one changed: the same ids, one update, last seen moves for all.
    inputs[400] = posting(400, { title: 'Senior Data Engineer 400' });
    const again = await upsertPostings(ctx(), inputs, day2);
    expect(again).toEqual({ inserted: 0, updated: 1, ids: first.ids });
    const seen = await rows<{ n: number }>(
      database.db,
      sql`SELECT count(*)::int AS n FROM job_postings WHERE last_seen_at = ${day2.toISOString()}::timestamptz`,
    );
    expect(seen[0]?.n).toBe(count);
    // The search vector follows the content: the new title and a description word are found.
    const repository = postingsRepository(database.db);
    const caps = { candidates: 100, totalCap: 100 };
    const senior = await repository.search({ q: 'senior', limit: 5, offset: 0 }, caps);
    expect(senior.rows.map((r) => r.id)).toEqual([first.ids[400]]);
    const marker = await repository.search({ q: 'zebrafish536', limit: 5, offset: 0 }, caps);
    expect(marker.rows.map((r) => r.id)).toEqual([first.ids[536]]);
  });

  it('rewrites only changed postings on a re-sync, and still moves last seen and reopens', async () => {
    const inputs = [posting(7000), posting(7001), posting(7002)];
    const first = await upsertPostings(ctx(), inputs, day1);
    const [a, b, c] = first.ids;
    await database.db.execute(
      sql`UPDATE job_postings SET closed_at = ${day1.toISOString()}::timestamptz WHERE id = ${b}`,
    );
    const day3 = new Date('2025-11-03T00:00:00Z');
    inputs[2] = posting(7002, { title: 'Staff Data Engineer 7002' });
    // Unchanged (a), closed and unchanged (b: reopened, counted), changed (c).
    const again = await upsertPostings(ctx(), inputs, day3);
    expect(again).toEqual({ inserted: 0, updated: 2, ids: first.ids });
    const stored = await rows<{ id: number; title: string; seen: boolean; open: boolean; staff: boolean }>(
      database.db,
      sql`SELECT id, title, last_seen_at = ${day3.toISOString()}::timestamptz AS seen, closed_at IS NULL AS open,
          search_head @@ to_tsquery('english', 'staff') AS staff
        FROM job_postings WHERE id IN (${a}, ${b}, ${c}) ORDER BY id`,
    );
    expect(stored).toEqual([
      { id: a, title: 'Data Engineer 7000', seen: true, open: true, staff: false },
      { id: b, title: 'Data Engineer 7001', seen: true, open: true, staff: false },
      { id: c, title: 'Staff Data Engineer 7002', seen: true, open: true, staff: true },
    ]);
    // A third sync of the same content changes nothing but last seen.
    expect(await upsertPostings(ctx(), inputs, day3)).toEqual({ inserted: 0, updated: 0, ids: first.ids });
  });

  it('reads a posting again only when what the board gave, the normaliser or the taxonomy changed', async () => {
    // An extractor that counts its reads: the skills reading is the work a re-sync saves.
    const extractor = getSkillExtractor();
    let reads = 0;
    const counting = {
      ...extractor,
      extract: (...args: Parameters<typeof extractor.extract>) => {
        reads++;
        return extractor.extract(...args);
      },
    };
    const countingCtx = { db: database.db, skills: () => counting };
    const inputs = [posting(9000), posting(9001)];
    const first = await upsertPostings(countingCtx, inputs, day1);
    expect(reads).toBeGreaterThan(0);

    reads = 0;
    const day3 = new Date('2025-11-03T00:00:00Z');
    expect(await upsertPostings(countingCtx, inputs, day3)).toEqual({ inserted: 0, updated: 0, ids: first.ids });
    expect(reads).toBe(0);
    const seen = await rows<{ n: number }>(
      database.db,
      sql`SELECT count(*)::int AS n FROM job_postings WHERE id IN (${first.ids[0]}, ${first.ids[1]})
        AND last_seen_at = ${day3.toISOString()}::timestamptz`,
    );
    expect(seen[0]?.n).toBe(2);

    // A changed field is read again; so is a posting stored by another normaliser version or
    // taxonomy (its fingerprint differs), which then gets the current fingerprint, unchanged content
    // counting as seen, not updated.
    await database.db.execute(sql`UPDATE job_postings SET source_fingerprint = 'older' WHERE id = ${first.ids[1]}`);
    const changed = [posting(9000, { title: 'Senior Data Engineer 9000' }), posting(9001)];
    expect(await upsertPostings(countingCtx, changed, day3)).toEqual({ inserted: 0, updated: 1, ids: first.ids });
    expect(reads).toBeGreaterThan(0);
    const stored = await rows<{ title: string; fingerprint: string }>(
      database.db,
      sql`SELECT title, source_fingerprint AS fingerprint FROM job_postings WHERE id IN (${first.ids[0]}, ${first.ids[1]}) ORDER BY id`,
    );
    expect(stored).toEqual([
      { title: 'Senior Data Engineer 9000', fingerprint: sourceFingerprint(changed[0] as PostingInput, counting) },
      { title: 'Data Engineer 9001', fingerprint: sourceFingerprint(changed[1] as PostingInput, counting) },
    ]);
    reads = 0;
    await upsertPostings(countingCtx, changed, day3);
    expect(reads).toBe(0);
  });

  it("looks up and marks seen a board's postings of any number, a slice of keys per statement", async () => {
    const known = [posting(9100), posting(9101), posting(9102)];
    const { ids } = await upsertPostings(ctx(), known, day1);
    // 4,500 keys, the three known ones in three different slices of 2,000.
    const keys = Array.from({ length: 4_500 }, (_, n) => ({ source: 'lever', board: 'batch', sourceId: `none${n}` }));
    for (const [i, at] of [0, 2_100, 4_400].entries()) keys[at] = known[i] as PostingInput;
    const repository = postingsRepository(database.db);
    const fingerprints = await repository.sourceFingerprints(keys);
    expect([...fingerprints.values()]).toEqual(known.map((p) => sourceFingerprint(p, getSkillExtractor())));
    const seen = await repository.markSeen(keys, day2);
    expect([...seen.values()].map((r) => r.id)).toEqual(ids);
  });

  it('leaves no pending entries in the search index: searches read the index proper, not a list', async () => {
    const pendingPages = async () =>
      Number(
        (
          await rows<{ pages: number | string }>(
            database.db,
            sql`SELECT gin_clean_pending_list('job_postings_search_idx'::regclass) AS pages`,
          )
        )[0]?.pages,
      );
    await pendingPages();
    // Rows written without the merge leave pages in the pending list...
    await postingsRepository(database.db).upsertBatch(
      Array.from({ length: 30 }, (_, n) => normalisePosting(posting(900 + n), getSkillExtractor())),
      day1,
    );
    expect(await pendingPages()).toBeGreaterThan(0);
    // ...an ingestion merges its own before it returns.
    await upsertPostings(
      ctx(),
      Array.from({ length: 30 }, (_, n) => posting(950 + n)),
      day1,
    );
    expect(await pendingPages()).toBe(0);
  });

  it('stores every column as given, text that JSON escapes included (the batch travels as one json value)', async () => {
    const awkward = 'Say "hi" \\ path C:\\tmp, {"json": [1]}, tab\there, emoji 🚀, line sep \u2028 and ünïcödé';
    const input = posting(6000, {
      title: 'Engineer "Platform" \\ Ops 🚀',
      company: "O'Brien & Søn",
      location: 'Zürich, Switzerland',
      remote: true,
      employmentType: 'Full-time',
      department: 'R&D',
      applyUrl: 'https://jobs.lever.co/batch/6000/apply?x="1"',
      descriptionText: `${awkward}\nPython and Kubernetes required.`,
      salary: { min: 120_000, max: 150_000, currency: 'CHF', period: 'year' },
      postedAt: '2025-10-05T12:34:56Z',
    });
    const expected = normalisePosting(input, getSkillExtractor());
    const [id] = (await upsertPostings(ctx(), [input], day1)).ids;
    const stored = await rows<Record<string, unknown>>(
      database.db,
      sql`SELECT dedupe_key AS "dedupeKey", title, company, location, remote, employment_type AS "employmentType",
          department, url, apply_url AS "applyUrl", description, skills, salary_min AS "salaryMin",
          salary_max AS "salaryMax", salary_currency AS "salaryCurrency", posted_at AS "postedAt",
          first_seen_at AS "firstSeenAt", last_seen_at AS "lastSeenAt"
        FROM job_postings WHERE id = ${id}`,
    );
    const row = stored[0] as Record<string, unknown>;
    const at = (value: unknown) => new Date(value as string).toISOString();
    expect({
      ...row,
      postedAt: at(row.postedAt),
      firstSeenAt: at(row.firstSeenAt),
      lastSeenAt: at(row.lastSeenAt),
    }).toEqual({
      dedupeKey: expected.dedupeKey,
      title: expected.title,
      company: expected.company,
      location: expected.location,
      remote: true,
      employmentType: 'Full-time',
      department: 'R&D',
      url: expected.url,
      applyUrl: expected.applyUrl,
      description: expected.description,
      skills: expected.skills,
      salaryMin: expected.salaryMin,
      salaryMax: expected.salaryMax,
      salaryCurrency: 'CHF',
      postedAt: '2025-10-05T12:34:56.000Z',
      firstSeenAt: day1.toISOString(),
      lastSeenAt: day1.toISOString(),
    });
    // Normalisation tidies the whitespace; the characters JSON must escape reach the row unchanged.
    for (const part of ['Say "hi" \\ path C:\\tmp, {"json": [1]}', 'emoji 🚀', 'ünïcödé'])
      expect(expected.description).toContain(part);
    expect(expected.skills).toEqual(expect.arrayContaining(['Python', 'Kubernetes']));
  });

  it("refreshes the planner's statistics after a large ingestion (PGlite never runs autovacuum)", async () => {
    const plannerRows = async () =>
      (
        await rows<{ counted: number | string; stored: number | string }>(
          database.db,
          sql`SELECT (SELECT reltuples FROM pg_class WHERE oid = 'job_postings'::regclass) AS counted,
            (SELECT count(*) FROM job_postings) AS stored`,
        )
      )[0];
    const result = await upsertPostings(
      ctx(),
      Array.from({ length: 1_500 }, (_, n) => posting(40_000 + n)),
      day1,
    );
    expect(result.inserted).toBe(1_500);
    const after = await plannerRows();
    // ANALYZE counted the table as it now stands.
    expect(Number(after?.counted)).toBe(Number(after?.stored));
  });

  it('counts statistics as stale from 500 changed rows and as many as the table held', () => {
    expect(plannerStatisticsStale(499, -1)).toBe(false);
    expect(plannerStatisticsStale(500, -1)).toBe(true);
    expect(plannerStatisticsStale(100_499, 100_000)).toBe(false);
    expect(plannerStatisticsStale(100_500, 100_000)).toBe(true);
  });

  it('dedupes within one call (the later wins) and against stored rows', async () => {
    const stored = await upsertPostings(ctx(), [posting(5000)], day1);
    const result = await upsertPostings(
      ctx(),
      [
        posting(5001, { title: 'Analyst (first)' }),
        posting(5000, { title: 'Analytics Engineer' }),
        posting(5001, { title: 'Analyst (second)' }),
      ],
      day2,
    );
    // 5000 was stored and changed; 5001 is new, stored once with the later title.
    expect(result.inserted).toBe(1);
    expect(result.updated).toBe(1);
    expect(result.ids).toHaveLength(2);
    expect(result.ids[0]).toBe(stored.ids[0]);
    const titles = await rows<{ sourceId: string; title: string }>(
      database.db,
      sql`SELECT source_id AS "sourceId", title FROM job_postings WHERE source_id IN ('b5000', 'b5001') ORDER BY source_id`,
    );
    expect(titles).toEqual([
      { sourceId: 'b5000', title: 'Analytics Engineer' },
      { sourceId: 'b5001', title: 'Analyst (second)' },
    ]);
  });
  /** A promise the test opens with `release`, or that opens by itself after two seconds; `released` says which. */
  function gate() {
    const state = { released: false, release: () => {} };
    const opened = new Promise<void>((resolve) => {
      const fallback = setTimeout(resolve, 2000);
      state.release = () => {
        state.released = true;
        clearTimeout(fallback);
        resolve();
      };
    });
    return { opened, release: () => state.release(), released: () => state.released };
  }

  /**
   * The database as an ingestion sees it, telling its statements apart by their SQL: `hold` may
   * keep a statement waiting (told the statements running at once, itself included), `seen`
   * lists what started and which writes ended, in order, and `most` is the most that ran at once.
   */
  function watchedDb(
    hold: (kind: 'lookup' | 'write' | 'other', n: number, running: number) => Promise<void> | undefined,
  ) {
    const seen: string[] = [];
    const stats = { running: 0, most: 0 };
    let writes = 0;
    const db = new Proxy(database.db, {
      get(target, key, receiver) {
        if (key !== 'execute') return Reflect.get(target, key, receiver);
        return async (query: Parameters<Database['db']['execute']>[0]) => {
          const text = (
            target as unknown as { dialect: { sqlToQuery(q: unknown): { sql: string } } }
          ).dialect.sqlToQuery(query).sql;
          const kind = /INSERT INTO job_postings/i.test(text)
            ? 'write'
            : /source_fingerprint AS fingerprint/i.test(text)
              ? 'lookup'
              : 'other';
          const n = kind === 'write' ? ++writes : 0;
          seen.push(kind === 'write' ? `write ${n}` : kind);
          stats.most = Math.max(stats.most, ++stats.running);
          try {
            await hold(kind, n, stats.running);
            const result = await target.execute(query);
            if (kind === 'write') seen.push(`written ${n}`);
            return result;
          } finally {
            stats.running--;
          }
        };
      },
    });
    return { db, seen, stats };
  }

  it('writes the next batch while one is still being written, never more than two at once', async () => {
    // The first write is held until another statement starts (a write that outlasts the next
    // normalisation, as real postings' writes do), or for two seconds when none does.
    const first = gate();
    const { db, stats } = watchedDb((kind, n, running) => {
      if (running >= 2) first.release();
      return kind === 'write' && n === 1 ? first.opened : undefined;
    });
    const inputs = Array.from({ length: UPSERT_BATCH_SIZE * 4 }, (_, n) => posting(20_000 + n));
    const result = await upsertPostings({ db, skills: getSkillExtractor }, inputs, day1);
    expect(result.inserted).toBe(inputs.length);
    expect(stats.most).toBe(2);
  });

  it("reads an ingestion's next slice while the last slice's rows are still being written", async () => {
    // Slice 1's two writes are held until slice 2's fingerprint look-up starts (or two seconds).
    const held = gate();
    let lookups = 0;
    const { db, seen } = watchedDb((kind, n) => {
      if (kind === 'lookup' && ++lookups === 2) held.release();
      return kind === 'write' && n <= 2 ? held.opened : undefined;
    });
    const slice1 = Array.from({ length: UPSERT_BATCH_SIZE * 2 }, (_, n) => posting(30_000 + n));
    const slice2 = Array.from({ length: 10 }, (_, n) => posting(31_000 + n));
    const ingest = startPostingIngest({ db, skills: getSkillExtractor }, day1);
    const first = (await ingest.add(slice1)).written;
    const second = (await ingest.add(slice2)).written;
    expect((await first).inserted).toBe(slice1.length);
    expect((await second).inserted).toBe(slice2.length);
    await ingest.finish();
    expect(held.released()).toBe(true);
    expect(seen.slice(0, 4)).toEqual(['lookup', 'write 1', 'write 2', 'lookup']);
  });

  it('lets a slice holding a key an earlier slice is still writing wait for it; the later posting wins', async () => {
    let releaseFirst = () => {};
    const firstHeld = new Promise<void>((resolve) => {
      releaseFirst = resolve;
    });
    const { db, seen } = watchedDb((kind, n) => (kind === 'write' && n === 1 ? firstHeld : undefined));
    const ingest = startPostingIngest({ db, skills: getSkillExtractor }, day1);
    const first = (await ingest.add([posting(32_000), posting(32_001, { title: 'Analyst (first)' })])).written;
    const adding = ingest.add([posting(32_002), posting(32_001, { title: 'Analyst (second)' })]);
    await new Promise((resolve) => setTimeout(resolve, 100));
    // Slice 2 has not looked anything up while slice 1's write of b32001 runs.
    expect(seen).toEqual(['lookup', 'write 1']);
    releaseFirst();
    const second = await (await adding).written;
    expect((await first).inserted).toBe(2);
    expect(second).toMatchObject({ inserted: 1, updated: 1 });
    expect(second.ids[1]).toBe((await first).ids[1]);
    await ingest.finish();
    expect(seen.indexOf('written 1')).toBeLessThan(seen.lastIndexOf('lookup'));
    const titles = await rows<{ title: string }>(
      database.db,
      sql`SELECT title FROM job_postings WHERE source_id = 'b32001'`,
    );
    expect(titles).toEqual([{ title: 'Analyst (second)' }]);
  });

  it('reports a failed write from its slice and from finish, and nothing goes unhandled', async () => {
    const { db } = watchedDb((kind, n) =>
      kind === 'write' && n === 1 ? Promise.reject(new Error('disk full')) : undefined,
    );
    const ingest = startPostingIngest({ db, skills: getSkillExtractor }, day1);
    const first = (await ingest.add([posting(34_000)])).written;
    const second = (await ingest.add([posting(34_001)])).written;
    await expect(first).rejects.toThrow('disk full');
    expect((await second).inserted).toBe(1);
    await expect(ingest.finish()).rejects.toThrow('disk full');
  });

  it('takes one slice at a time', async () => {
    const ingest = startPostingIngest(ctx(), day1);
    const first = ingest.add([posting(33_000)]);
    await expect(ingest.add([posting(33_001)])).rejects.toThrow(/one slice at a time/);
    await (await first).written;
    await ingest.finish();
  });
});
