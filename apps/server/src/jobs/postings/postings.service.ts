import type { SkillExtractor } from '@careerloom/career-engine';
import type { JobPosting, JobSource } from '@careerloom/contract';
import type { AppContext } from '../../context';
import { type NormalisedPosting, normalisePosting } from './normalise-posting';
import type { PostingInput } from './posting-input';
import {
  type PostingRow,
  type PostingToStore,
  postingKey,
  postingsRepository,
  type UpsertResult,
} from './postings.repository';
import { sourceFingerprint } from './source-fingerprint';

/** What ingestion needs: the database and the career engine's skill extractor. */
export type PostingsContext = Pick<AppContext, 'db' | 'skills'>;

/**
 * Rows per INSERT statement. The rows travel as one json value, so no parameter limit applies (a
 * VALUES list of 300 short postings, 6,900 parameters, once came back from PGlite with no rows and
 * no error); 250 keeps a statement short enough that the next batch is normalised while it is written.
 */
export const UPSERT_BATCH_SIZE = 250;
/**
 * Text per INSERT statement. PGlite answers a query message over about 2 MB with no rows and no
 * error (measured: 265 Ashby postings, 1.87 MB of text, are stored; 275, 1.92 MB, are not), so a
 * batch closes at 1 MB of text even before 250 rows (its json adds a few per cent); long
 * descriptions make smaller batches.
 */
export const UPSERT_BATCH_BYTES = 1_000_000;

/** What storing a slice of postings did: `ids` are the stored ids in input order (one per distinct posting). */
export type UpsertSummary = { inserted: number; updated: number; ids: number[] };

/**
 * Normalises board postings and stores them, a batch of up to 250 per statement, keyed on
 * (source, board, sourceId): new postings are inserted, known ones updated (`last_seen_at` always,
 * the content when it changed) and reopened if they had been closed. When one call holds the same
 * posting twice, the later one wins. `updated` counts known postings whose content changed or that
 * were reopened; `ids` are the stored ids in input order (one per distinct posting). A known posting
 * whose source fields, normaliser version and taxonomy are those it was stored from (its
 * `sourceFingerprint`) is not normalised nor rewritten again, only marked seen (and reopened).
 * A caller with many postings in slices (a file import) hands them to one `startPostingIngest`.
 */
export async function upsertPostings(ctx: PostingsContext, inputs: PostingInput[], now: Date): Promise<UpsertSummary> {
  const ingest = startPostingIngest(ctx, now);
  const { written } = await ingest.add(inputs);
  const summary = await written;
  await ingest.finish();
  return summary;
}

/** An ingestion of postings handed over in slices, whose writes overlap the reading of the next slice. */
export type PostingIngest = {
  /**
   * Hands one slice over (one at a time: await it before the next). Resolves once the slice is
   * read and its batches sent, with `written`, which resolves once they are stored.
   */
  add(inputs: PostingInput[]): Promise<{ written: Promise<UpsertSummary> }>;
  /** Waits for every write, then merges the search index's pending entries and refreshes statistics. */
  finish(): Promise<void>;
};

/**
 * Starts an ingestion. Normalising (the skills reading above all) costs about as much CPU as the
 * database spends storing a posting, so the two overlap: the next batch is normalised while the
 * database writes the last ones (WRITES_IN_FLIGHT statements at a time), across slices too, so
 * an import of many slices never waits for one slice's last write before reading the next
 * (measured: 40,000 postings in slices of 2,000, 910-947 postings/s a call each, 982-1,031 as one).
 * A slice holding a key that an earlier slice is still writing waits for those writes first,
 * so the later posting wins and two statements never lock the same rows. Once written, the search
 * index's pending entries are merged and, when the table has about doubled since, the planner's
 * statistics refreshed (see `refreshPlannerStatistics`).
 */
export function startPostingIngest(ctx: PostingsContext, now: Date): PostingIngest {
  const extractor = ctx.skills();
  const repository = postingsRepository(ctx.db);
  /** Batch writes in flight, oldest first. */
  const writing: Promise<unknown>[] = [];
  /** The slices whose writes are unfinished, with their keys (a long import forgets the rest). */
  const unfinished = new Set<{ keys: Set<string>; written: Promise<UpsertSummary> }>();
  /** Every slice's end, without its summary, for `finish`. */
  const ends: Promise<void>[] = [];
  let read = 0;
  let changed = 0;
  let adding = false;

  async function add(inputs: PostingInput[]): Promise<{ written: Promise<UpsertSummary> }> {
    if (adding) throw new Error('startPostingIngest: add() one slice at a time');
    adding = true;
    try {
      // The key fields pass through normalisation unchanged, so duplicates drop before the work.
      const byKey = new Map<string, PostingInput>();
      for (const input of inputs) {
        const key = postingKey(input);
        byKey.delete(key);
        byKey.set(key, input);
      }
      const keys = [...byKey.keys()];
      const busy = [...unfinished].filter((slice) => keys.some((key) => slice.keys.has(key)));
      if (busy.length > 0) await Promise.allSettled(busy.map((slice) => slice.written));

      const results = new Map<string, UpsertResult>();
      // A posting a re-sync brings back as it was stored is only seen again: reading it (the skills
      // above all) and rewriting its search vectors would store the same values. Only a stored
      // posting is hashed here; a new one is hashed as it is read, while earlier batches are written.
      const stored = await repository.sourceFingerprints([...byKey.values()]);
      const fingerprints = new Map<string, string>();
      const unchanged: PostingInput[] = [];
      for (const [key, storedFingerprint] of stored) {
        const input = byKey.get(key) as PostingInput;
        const fingerprint = sourceFingerprint(input, extractor);
        if (fingerprint === storedFingerprint) unchanged.push(input);
        else fingerprints.set(key, fingerprint);
      }
      for (const [key, result] of await repository.markSeen(unchanged, now)) results.set(key, result);
      const toRead = [...byKey].flatMap(([key, input]) =>
        results.has(key) ? [] : [{ input, fingerprint: fingerprints.get(key) }],
      );
      read += toRead.length;

      const writes: Promise<unknown>[] = [];
      for await (const batch of batches(normalised(toRead, extractor))) {
        if (writing.length >= WRITES_IN_FLIGHT) await writing.shift();
        const write = repository.upsertBatch(batch, now).then((written) => {
          for (const [i, posting] of batch.entries()) results.set(postingKey(posting), written[i] as UpsertResult);
        });
        // A failed write surfaces when it is awaited; this keeps it from being reported unhandled
        // while the next batch is normalised.
        write.catch(() => {});
        writing.push(write);
        writes.push(write);
      }
      const written = Promise.all(writes).then(() => {
        const summary = summarise(byKey.keys(), results);
        changed += summary.inserted + summary.updated;
        return summary;
      });
      const slice = { keys: new Set(keys), written };
      unfinished.add(slice);
      const end = written.then(
        () => {
          unfinished.delete(slice);
        },
        (error: unknown) => {
          unfinished.delete(slice);
          throw error;
        },
      );
      // Handled here, so a failed slice the caller has not awaited yet is not reported unhandled;
      // the caller's `written` and `finish` still reject with its error.
      end.catch(() => {});
      ends.push(end);
      return { written };
    } finally {
      adding = false;
    }
  }

  async function finish(): Promise<void> {
    await Promise.all(ends);
    if (read > 0) await repository.mergePendingSearchEntries();
    if (changed > 0) await repository.refreshPlannerStatistics(changed);
  }

  return { add, finish };
}

function summarise(keys: Iterable<string>, results: Map<string, UpsertResult>): UpsertSummary {
  let inserted = 0;
  let updated = 0;
  const ids: number[] = [];
  for (const key of keys) {
    const result = results.get(key) as UpsertResult;
    if (result.inserted) inserted += 1;
    else if (result.changed) updated += 1;
    ids.push(result.id);
  }
  return { inserted, updated, ids };
}

/**
 * Batch statements running at once. The database spends about as much CPU storing a posting as
 * normalising it costs here, so with one statement in flight the two cores took turns more than
 * they overlapped; with two, one statement's rows are written while the next is sent and this
 * process normalises the one after (batches in flight hold distinct keys, so the two never wait on each other).
 */
const WRITES_IN_FLIGHT = 2;

/** Rows normalised between two yields to the event loop, which lets a pending write go out and its answer in. */
const NORMALISE_SLICE = 25;

async function* normalised(
  inputs: Iterable<{ input: PostingInput; fingerprint: string | undefined }>,
  extractor: SkillExtractor,
): AsyncGenerator<PostingToStore> {
  let n = 0;
  for (const { input, fingerprint } of inputs) {
    if (++n % NORMALISE_SLICE === 0) await new Promise((resolve) => setImmediate(resolve));
    yield {
      ...normalisePosting(input, extractor),
      sourceFingerprint: fingerprint ?? sourceFingerprint(input, extractor),
    };
  }
}

/** Consecutive slices of at most UPSERT_BATCH_SIZE rows and (past the first row) UPSERT_BATCH_BYTES of text. */
async function* batches(postings: AsyncIterable<PostingToStore>): AsyncGenerator<PostingToStore[]> {
  let batch: PostingToStore[] = [];
  let bytes = 0;
  for await (const posting of postings) {
    const size = textBytes(posting);
    if (batch.length > 0 && (batch.length >= UPSERT_BATCH_SIZE || bytes + size > UPSERT_BATCH_BYTES)) {
      yield batch;
      batch = [];
      bytes = 0;
    }
    batch.push(posting);
    bytes += size;
  }
  if (batch.length > 0) yield batch;
}

function textBytes(p: NormalisedPosting): number {
  const texts = [p.description, p.title, p.company, p.location, p.url, p.applyUrl ?? '', p.dedupeKey, ...p.skills];
  // Parameters travel as UTF-8 and the SQL around them is ~1 KB a row.
  return texts.reduce((sum, text) => sum + Buffer.byteLength(text), 0) + 1024;
}

/**
 * After a FULL sync of one board: marks its open postings that the board no longer lists as
 * closed (`closed_at = now`) and returns how many. Never call it after a partial fetch, or live
 * postings close; they reopen the next time `upsertPostings` sees them.
 */
export async function closeMissing(
  ctx: Pick<AppContext, 'db'>,
  source: JobSource,
  board: string,
  seenSourceIds: string[],
  now: Date,
): Promise<number> {
  return postingsRepository(ctx.db).closeMissing(source, board, seenSourceIds, now);
}

/** The API shape of a stored posting. */
export function toJobPosting(row: PostingRow): JobPosting {
  return {
    id: Number(row.id),
    source: row.source as JobPosting['source'],
    board: row.board,
    title: row.title,
    company: row.company,
    location: row.location,
    remote: row.remote,
    employmentType: row.employmentType,
    department: row.department,
    url: row.url,
    applyUrl: row.applyUrl,
    skills: typeof row.skills === 'string' ? (JSON.parse(row.skills) as string[]) : row.skills,
    salaryMin: row.salaryMin,
    salaryMax: row.salaryMax,
    salaryCurrency: row.salaryCurrency,
    postedAt: isoOrNull(row.postedAt),
    closedAt: isoOrNull(row.closedAt),
    snippet: row.snippet,
  };
}

function isoOrNull(value: Date | string | null): string | null {
  if (value == null) return null;
  return (value instanceof Date ? value : new Date(value)).toISOString();
}
