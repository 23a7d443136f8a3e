import type { EmploymentKind } from '@careerloom/contract';
import { type SQL, sql } from 'drizzle-orm';
import { type Db, rows } from '../../db/client';
import { employmentKindCondition } from './employment-kind';
import type { NormalisedPosting } from './normalise-posting';
import { type OpenPlaces, placesHolding, rememberedPlaces, rememberPlaces } from './open-places';

/** A stored posting as lists and detail pages read it (no full description, no search vector). */
export type PostingRow = {
  id: number;
  source: string;
  board: string;
  title: string;
  company: string;
  location: string;
  remote: boolean;
  employmentType: string | null;
  department: string | null;
  url: string;
  applyUrl: string | null;
  skills: string[];
  salaryMin: number | null;
  salaryMax: number | null;
  salaryCurrency: string | null;
  postedAt: Date | string | null;
  closedAt: Date | string | null;
  snippet: string;
};

export type UpsertResult = { id: number; inserted: boolean; changed: boolean };

/** The filters of a search, already validated and normalised by the service. */
export type PostingFilters = {
  q?: string | undefined;
  location?: string | undefined;
  /** A part of the employer's name, matched in the row (the words of `q` find the candidates). */
  company?: string | undefined;
  remote?: boolean | undefined;
  /** Postings whose stated employment type is of this kind (`employment-kind.ts`). */
  employment?: EmploymentKind | undefined;
  salaryMin?: number | undefined;
  skills?: string[] | undefined;
  /** Only postings published at or after this instant (a "posted within" filter). */
  postedAfter?: Date | undefined;
  /**
   * The words of `q` a title must hold for the posting to rank first, as a `to_tsquery` text on
   * title lexemes (weight A), e.g. `(electrical:A) & (engineer:A | developer:A)`; built by the
   * service from plain words only.
   */
  titleQuery?: string | undefined;
  /** `q` as typed, lower-cased with single spaces: a posting with exactly this title ranks first. */
  exactTitle?: string | undefined;
  limit: number;
  offset: number;
};

/** What job matching retrieves candidates by: title words (weight A queries) and hard filters. */
export type MatchCandidateQuery = {
  /** Every typed title word (with its alternatives) in the title: exact and near-exact titles. */
  allTitleWords: string;
  /** Any typed title word in the title: broader and related titles, best title rank first. */
  anyTitleWord: string;
  remoteOnly: boolean;
  postedAfter?: Date | undefined;
  /** Caps of each channel: the all-words channel is wide so no exact title is ever cut. */
  limits: { allWords: number; anyWord: number };
  /** From how many stored postings the newest `rows` open ones are read first (decision 023); tests lower it. */
  window?: { fromRows: number; rows: number } | undefined;
};

const SNIPPET_LENGTH = 400;

/** Tables this large are sampled before a search; a smaller one is cheap to count and rank exactly. */
const SAMPLE_FROM_ROWS = 50_000;
/** Rows the sample reads (whole pages of them, picked at random once), and of those at most about this many vectors. */
const SAMPLE_ROWS = 2_500;
const SAMPLE_TESTS = 150;
/** Candidates a walk reads (the page's end, doubled, when deeper): the newest matches are many alike. */
const WALK_CANDIDATES = 500;
/** Costs of a walk down the recency index (measured at 1,000,000 postings, 2 cores), and its budget. */
const ROW_US = 5;
const VECTOR_US = 30;
const WALK_BUDGET_US = 100_000;
/**
 * Matches a broad search ranks when it ranks the matches of a recency window (the newest open
 * postings expected to hold this many), and the share of the open postings past which a window
 * saves too little over ranking every match.
 */
const WINDOW_MATCHES = 3_000;
const WINDOW_MAX_SHARE = 0.4;
/**
 * Distinct open locations a place filter enumerates at most (one index descent each, through
 * `job_postings_open_place_idx`); past it the filter stays a substring test row by row.
 */
const MAX_DISTINCT_PLACES = 20_000;
/** Locations matching a place filter that it tests by equality at most, and walks one by one at most. */
const MAX_PLACES = 500;
const MAX_WALK_PLACES = 64;
/**
 * Newest open postings job matching reads on a large table (in-row title tests on `search_head`,
 * about 30-70 ms at 1,000,000 postings); used when they fill the all-words channel.
 */
const MATCH_WINDOW = 25_000;

const LIST_COLUMNS = sql.raw(`p.id, p.source, p.board, p.title, p.company, p.location, p.remote,
  p.employment_type AS "employmentType", p.department, p.url, p.apply_url AS "applyUrl", p.skills,
  p.salary_min AS "salaryMin", p.salary_max AS "salaryMax", p.salary_currency AS "salaryCurrency",
  p.posted_at AS "postedAt", p.closed_at AS "closedAt", left(p.description, ${SNIPPET_LENGTH}) AS snippet`);

/**
 * LIST_COLUMNS without the snippet: job matching reads thousands of candidates and shows none of
 * their descriptions, so it does not read the (out-of-line) description at all.
 */
const MATCH_COLUMNS = sql.raw(`p.id, p.source, p.board, p.title, p.company, p.location, p.remote,
  p.employment_type AS "employmentType", p.department, p.url, p.apply_url AS "applyUrl", p.skills,
  p.salary_min AS "salaryMin", p.salary_max AS "salaryMax", p.salary_currency AS "salaryCurrency",
  p.posted_at AS "postedAt", p.closed_at AS "closedAt", '' AS snippet`);

/** What a posting is keyed on: its board and the board's own id for it. */
const KEY_COLUMNS = [
  ['source', 'text'],
  ['board', 'text'],
  ['source_id', 'text'],
] as const;

/**
 * What ingestion stores of a posting, with its type in a batch's json: a known posting whose
 * stored values differ from these is rewritten, one whose values are the same merely seen again.
 */
const CONTENT_COLUMNS = [
  ['dedupe_key', 'text'],
  ['title', 'text'],
  ['company', 'text'],
  ['location', 'text'],
  ['remote', 'boolean'],
  ['employment_type', 'text'],
  ['department', 'text'],
  ['url', 'text'],
  ['apply_url', 'text'],
  ['description', 'text'],
  ['skills', 'jsonb'],
  ['salary_min', 'integer'],
  ['salary_max', 'integer'],
  ['salary_currency', 'text'],
  ['posted_at', 'timestamptz'],
] as const;

/** Stored with the content but not part of it: a posting whose fingerprint alone differs is only seen again. */
const FINGERPRINT_COLUMN = ['source_fingerprint', 'text'] as const;
const BATCH_COLUMNS = [...KEY_COLUMNS, ...CONTENT_COLUMNS, FINGERPRINT_COLUMN];
const names = (columns: ReadonlyArray<readonly [string, string]>, prefix = '') =>
  columns.map(([column]) => `${prefix}${column}`).join(', ');
/** Columns with their types, as `json_to_recordset` reads a json list of rows. */
const record = (columns: ReadonlyArray<readonly [string, string]>) =>
  sql.raw(columns.map(([column, type]) => `${column} ${type}`).join(', '));
/** The columns of a batch's json rows. */
const BATCH_RECORD = record(BATCH_COLUMNS);
const BATCH_NAMES = sql.raw(names(BATCH_COLUMNS));
const REWRITE_CONTENT = sql.raw(
  [...CONTENT_COLUMNS.map(([column]) => column), FINGERPRINT_COLUMN[0], 'last_seen_at']
    .map((c) => `${c} = excluded.${c}`)
    .join(', '),
);
const CONTENT_CHANGED = sql.raw(
  `(${names(CONTENT_COLUMNS, 'job_postings.')}) IS DISTINCT FROM (${names(CONTENT_COLUMNS, 'excluded.')})`,
);

/** A normalised posting with the fingerprint of what it was read from (`sourceFingerprint`), when known. */
export type PostingToStore = NormalisedPosting & { sourceFingerprint?: string | null };

/** A posting's key, as the board names it. */
export type PostingKey = { source: string; board: string; sourceId: string };

/** One posting as a row of a batch's json: keys are the columns of BATCH_COLUMNS. */
function batchRow(p: PostingToStore): Record<(typeof BATCH_COLUMNS)[number][0], unknown> {
  return {
    source: p.source,
    board: p.board,
    source_id: p.sourceId,
    dedupe_key: p.dedupeKey,
    title: p.title,
    company: p.company,
    location: p.location,
    remote: p.remote,
    employment_type: p.employmentType,
    department: p.department,
    url: p.url,
    apply_url: p.applyUrl,
    description: p.description,
    skills: p.skills,
    salary_min: p.salaryMin,
    salary_max: p.salaryMax,
    salary_currency: p.salaryCurrency,
    posted_at: p.postedAt?.toISOString() ?? null,
    source_fingerprint: p.sourceFingerprint ?? null,
  };
}

/** One string per posting key, for maps. */
export const postingKey = (k: PostingKey): string => `${k.source}\u0000${k.board}\u0000${k.sourceId}`;

const keyRow = (k: PostingKey) => ({ source: k.source, board: k.board, source_id: k.sourceId });
/** The columns of a json list of posting keys, as `json_to_recordset` reads them. */
const KEY_RECORD = record(KEY_COLUMNS);

/**
 * Posting keys per statement: ~100 bytes each as json, so a statement stays far below the ~2 MB
 * that PGlite answers with no rows and no error, whatever the size of the board being synced.
 */
const KEYS_PER_STATEMENT = 2_000;

/** `read` applied to consecutive slices of `keys`, its maps merged. */
async function bySlices<T>(keys: PostingKey[], read: (slice: PostingKey[]) => Promise<Map<string, T>>) {
  const merged = new Map<string, T>();
  for (let start = 0; start < keys.length; start += KEYS_PER_STATEMENT) {
    for (const [key, value] of await read(keys.slice(start, start + KEYS_PER_STATEMENT))) merged.set(key, value);
  }
  return merged;
}

/** Data access for `job_postings`: batched upserts, closing, search and lookup. */
export function postingsRepository(db: Db) {
  return {
    /**
     * Inserts or updates one batch in ONE statement. The `old` CTE reads the rows as they were
     * before the statement (every part of a WITH sees the same snapshot), which is how we tell
     * new from known without a second round trip. Only a row whose content changed is rewritten
     * in full (the conflict's WHERE), so a known row that comes back from the insert has changed:
     * rewriting recomputes both stored search vectors and stores the large one again, which a
     * re-sync of unchanged postings would do for every row. The rest (the `seen` CTE) get only
     * `last_seen_at` and `closed_at`: seen again always moves `last_seen_at` and clears `closed_at`
     * (a posting back on its board is open again, which counts as changed). Neither reads a stored
     * description. The batch must not hold the same (source, board, sourceId) twice.
     */
    async upsertBatch(postings: PostingToStore[], now: Date): Promise<UpsertResult[]> {
      if (postings.length === 0) return [];
      const at = now.toISOString();
      // The whole batch travels as ONE json parameter read by json_to_recordset: a VALUES list of
      // 250 rows is 5,000 bound parameters, which drizzle, the driver and PostgreSQL's parser and
      // planner each handle one by one.
      const batch = JSON.stringify(postings.map(batchRow));
      const result = await rows<{
        id: number;
        source: string;
        board: string;
        sourceId: string;
        inserted: boolean;
        changed: boolean;
      }>(
        db,
        sql`WITH batch AS (
            SELECT * FROM json_to_recordset(${batch}::json) AS r(${BATCH_RECORD})
          ), old AS (
            SELECT id, closed_at FROM job_postings
            WHERE (source, board, source_id) IN (SELECT source, board, source_id FROM batch)
          ), saved AS (
            INSERT INTO job_postings (${BATCH_NAMES}, first_seen_at, last_seen_at)
            SELECT ${BATCH_NAMES}, ${at}::timestamptz, ${at}::timestamptz FROM batch
            ON CONFLICT (source, board, source_id) DO UPDATE SET ${REWRITE_CONTENT}, closed_at = NULL
              WHERE ${CONTENT_CHANGED}
            RETURNING id, source, board, source_id
          ), seen AS (
            UPDATE job_postings p SET last_seen_at = ${at}::timestamptz, closed_at = NULL,
              source_fingerprint = batch.source_fingerprint
            FROM old, batch WHERE p.id = old.id AND old.id NOT IN (SELECT id FROM saved)
              AND (batch.source, batch.board, batch.source_id) = (p.source, p.board, p.source_id)
            RETURNING p.id, p.source, p.board, p.source_id, old.closed_at IS NOT NULL AS reopened
          )
          SELECT saved.id, saved.source_id AS "sourceId", saved.board, saved.source, old.id IS NULL AS inserted,
            old.id IS NOT NULL AS changed
          FROM saved LEFT JOIN old ON old.id = saved.id
          UNION ALL
          SELECT seen.id, seen.source_id, seen.board, seen.source, false, seen.reopened FROM seen`,
      );
      // Every row of the batch comes back; fewer means the database dropped the statement.
      if (result.length !== postings.length)
        throw new Error(
          `Upsert of ${postings.length} postings stored ${result.length}; batch too large for the driver?`,
        );
      // RETURNING has no defined order: give the results back in the batch's order.
      const byKey = new Map(result.map((r) => [postingKey(r), r]));
      return postings.map((p) => {
        const r = byKey.get(postingKey(p));
        if (!r) throw new Error(`Upsert returned no row for ${p.source}/${p.board}/${p.sourceId}`);
        return { id: Number(r.id), inserted: r.inserted === true, changed: r.changed === true };
      });
    },

    /**
     * The stored fingerprints of these postings, by `source\0board\0sourceId`; a posting not
     * stored, or stored without a fingerprint, is absent. The keys travel as one json value.
     */
    sourceFingerprints(keys: PostingKey[]): Promise<Map<string, string>> {
      return bySlices(keys, async (slice) => {
        const found = await rows<{ source: string; board: string; sourceId: string; fingerprint: string }>(
          db,
          sql`SELECT p.source, p.board, p.source_id AS "sourceId", p.source_fingerprint AS fingerprint
          FROM json_to_recordset(${JSON.stringify(slice.map(keyRow))}::json) AS k(${KEY_RECORD})
          JOIN job_postings p ON (p.source, p.board, p.source_id) = (k.source, k.board, k.source_id)
          WHERE p.source_fingerprint IS NOT NULL`,
        );
        return new Map(found.map((r) => [postingKey(r), r.fingerprint]));
      });
    },

    /**
     * Marks stored postings seen again, unchanged: `last_seen_at` moves, a closed one reopens
     * (which counts as changed, as in `upsertBatch`). Returns a result per posting still stored,
     * by `postingKey`; one deleted meanwhile is absent.
     */
    markSeen(keys: PostingKey[], now: Date): Promise<Map<string, UpsertResult>> {
      return bySlices(keys, async (slice) => {
        const result = await rows<{ id: number; source: string; board: string; sourceId: string; reopened: boolean }>(
          db,
          sql`WITH k AS (
            SELECT * FROM json_to_recordset(${JSON.stringify(slice.map(keyRow))}::json) AS r(${KEY_RECORD})
          ), old AS (
            SELECT p.id, p.closed_at FROM job_postings p
            JOIN k ON (p.source, p.board, p.source_id) = (k.source, k.board, k.source_id)
          )
          UPDATE job_postings p SET last_seen_at = ${now.toISOString()}::timestamptz, closed_at = NULL
          FROM old WHERE p.id = old.id
          RETURNING p.id, p.source, p.board, p.source_id AS "sourceId", old.closed_at IS NOT NULL AS reopened`,
        );
        return new Map(
          result.map((r) => [postingKey(r), { id: Number(r.id), inserted: false, changed: r.reopened === true }]),
        );
      });
    },

    /**
     * Closes the board's open postings whose source ids are not in `seen`; returns how many. The
     * ids travel as one JSON parameter, so a board of any size stays one bound value.
     */
    async closeMissing(source: string, board: string, seen: string[], now: Date): Promise<number> {
      const result = await rows<{ id: number }>(
        db,
        sql`UPDATE job_postings SET closed_at = ${now.toISOString()}::timestamptz
          WHERE source = ${source} AND board = ${board} AND closed_at IS NULL
            AND NOT (source_id = ANY(ARRAY(SELECT jsonb_array_elements_text(${JSON.stringify(seen)}::jsonb))))
          RETURNING id`,
      );
      return result.length;
    },

    /**
     * Open postings matching every filter, one per dedupe key (the most recently seen of the
     * matching duplicates among the candidates), ranked: with words, a posting titled exactly as
     * typed first, then titles holding every typed word, then by `ts_rank`; equal ranks and
     * searches without words newest posted first.
     *
     * Nothing sorts every match of a broad search (decision 023). A capped candidate set is read
     * through an index and only it is ranked:
     * - no words: the newest `candidates` open postings passing the filters, walking the
     *   open-postings recency index, which stops at the LIMIT;
     * - words in many postings: the newest matches (WALK_CANDIDATES, or the page's end doubled),
     *   walking the recency index, ranked on `search_head` (title, company, location, skills),
     *   then recency. When the words are plentiful in `search_head` the walk tests only that
     *   (in the row; such a match is a match), else it tests `search` too. A fixed sample of the
     *   table estimates each walk's cost, and a walk is taken only within WALK_BUDGET_US;
     * - otherwise (a rare term, a small table, a walk too long): every match, through the GIN
     *   index, so a rare term's best matches are always ranked; a first pass orders them by
     *   `ts_rank` on `search_head` and the full `ts_rank` on `search` runs only for the best
     *   `candidates`.
     * A place filter (a part of the location) becomes the list of the open postings' locations
     * holding it, enumerated through the place index; with few of them, the no-words list and a
     * broad word's newest matches are read by walking each place's newest postings and merging,
     * rather than walking every posting elsewhere (decision 023).
     * `total` counts de-duplicated matches up to `totalCap`; past it `totalCapped` says there are
     * at least `total`. When the sample shows, at two standard deviations, half as many again as
     * the count would read, the total is the cap and `totalCapped` without counting: counting
     * the matches of a word found in most postings costs more than the whole search.
     */
    async search(
      filters: PostingFilters,
      caps: {
        candidates: number;
        totalCap: number;
        /** How a search with words picks its candidates; tests pin one, the default chooses. */
        strategy?: 'auto' | 'newest' | 'all' | 'window';
        /** The open postings a `window` search ranks the matches of (tests). */
        windowRows?: number;
        /** Tables of this many rows or more are sampled first (SAMPLE_FROM_ROWS; tests sample small ones). */
        sampleFromRows?: number;
      },
    ): Promise<{ rows: PostingRow[]; total: number; totalCapped: boolean }> {
      // Cheap in-row tests first, the text match last: PostgreSQL tests a row's filters in this
      // order, and `search @@` reads the row's large out-of-line vector.
      const inRow: SQL[] = [sql`p.closed_at IS NULL`];
      if (filters.remote !== undefined) inRow.push(sql`p.remote = ${filters.remote}`);
      if (filters.postedAfter) inRow.push(sql`p.posted_at >= ${filters.postedAfter.toISOString()}::timestamptz`);
      // A posting qualifies when the top of its range reaches the floor; unknown salaries do not.
      if (filters.salaryMin !== undefined)
        inRow.push(sql`coalesce(p.salary_max, p.salary_min) >= ${filters.salaryMin}`);
      if (filters.skills && filters.skills.length > 0) inRow.push(sql`p.skills ?| ${toTextArray(filters.skills)}`);
      // Letters and digits only, on both sides: "mcdonalds" is McDonald's, "chick fil a" Chick-fil-A.
      const employer = filters.company?.toLowerCase().replace(/[^\p{L}\p{N}]/gu, '');
      if (employer)
        inRow.push(sql`regexp_replace(lower(p.company), '[^[:alnum:]]', '', 'g') LIKE ${`%${escapeLike(employer)}%`}`);
      else if (filters.company) inRow.push(sql`p.company ILIKE ${`%${escapeLike(filters.company)}%`}`);
      if (filters.employment) inRow.push(employmentKindCondition(filters.employment));
      const placePattern = filters.location ? `%${escapeLike(filters.location)}%` : null;
      const query = filters.q ? sql`websearch_to_tsquery('english', ${filters.q})` : null;
      // Deep pages need more candidates than the cap; twice the rows up to the page's end leaves
      // room for duplicates dropped by the de-duplication.
      const candidates = Math.max(caps.candidates, 2 * (filters.offset + filters.limit));
      // Duplicates (one job on several boards) count once, so the count reads a fifth more rows
      // than the cap: enough that a capped total normally reaches the cap itself.
      const countLimit = Math.ceil(caps.totalCap * 1.2);
      const newest = sql`p.posted_at DESC NULLS LAST, p.id DESC`;
      const strategy = caps.strategy ?? 'auto';

      // `search_head` holds the title, company, location and skills: a part of `search`, in the
      // row. Without a negated word, a match there is a match of `search` that reads no vector.
      const headImplies = query !== null && !/(^|\s)-\S/.test(filters.q ?? '');

      return db.transaction(async (tx) => {
        const run = <T>(statement: SQL) => rows<T>(tx, statement);
        // A sequential scan is never the way: testing `search @@` row by row reads every row's
        // large, out-of-line vector. Memory enough that the bitmap of a word in many postings
        // stays exact (a lossy one re-tests every row of its pages).
        // Only a search without words counts through the skills' words (below). No JIT: at a million
        // postings a count's estimate passes its threshold and compiling took ~9 ms of a ~100 ms count.
        const skills = !query && filters.skills && filters.skills.length > 0 ? filters.skills : null;
        const [settings] = await run<{ tableRows: number; skillsInSearch: boolean | null; newestId: unknown }>(
          sql`SELECT set_config('enable_seqscan', ${query ? 'off' : 'on'}, true), set_config('work_mem', '32MB', true),
            set_config('jit', 'off', true),
            (SELECT reltuples FROM pg_class WHERE oid = 'job_postings'::regclass) AS "tableRows",
            ${skills ? skillsInSearch(skills) : sql`false`} AS "skillsInSearch",
            ${placePattern ? sql`(SELECT max(id) FROM job_postings)` : sql`null`} AS "newestId"`,
        );
        const tableRows = Number(settings?.tableRows ?? 0);
        // A posting holding a skill holds its words in `search` (skills are part of it): the
        // count of a search without words reads the skills' postings through the GIN index
        // instead of testing every open posting's skills (a sequential scan of the table).
        const skillWords = skills && settings?.skillsInSearch === true ? skillsTsQuery(skills) : null;
        // A place filter is a substring of the location. The open postings' distinct locations are
        // few next to the postings (`openPlaces`): the matching ones turn the filter into an
        // equality, and each can be walked newest first on its own instead of walking every
        // posting elsewhere (decision 023).
        let places: string[] | null = null;
        if (filters.location) {
          const open = await openPlaces(run, db, String(settings?.newestId ?? ''));
          if (open) {
            const matched = placesHolding(open, filters.location);
            if (matched.length === 0) return { rows: [], total: 0, totalCapped: false };
            if (matched.length <= MAX_PLACES) places = matched;
          }
        }
        const placeCondition = placePattern
          ? places
            ? sql`p.location = ANY(${toTextArray(places)})`
            : sql`p.location ILIKE ${placePattern}`
          : null;
        const conditions = [
          ...inRow,
          ...(placeCondition ? [placeCondition] : []),
          ...(query ? [sql`p.search @@ ${query}`] : []),
        ];
        let where = sql.join(conditions, sql` AND `);
        const cheap = sql.join(conditions.slice(0, query ? -1 : undefined), sql` AND `);
        // A fixed sample of pages (the same for every page of a search), read only on a large
        // table: how many rows pass the in-row filters, and how many of those match in
        // `search_head`; and a share of the rest tested on `search`.
        let sample: Sample | null = null;
        if (tableRows >= (caps.sampleFromRows ?? SAMPLE_FROM_ROWS)) {
          const tablesample = sql.raw(
            `TABLESAMPLE SYSTEM (${Math.min(100, (100 * SAMPLE_ROWS) / tableRows).toFixed(4)}) REPEATABLE (0)`,
          );
          const headMatch = query && headImplies ? sql`p.search_head @@ ${query}` : sql`false`;
          // One statement reads the sample once: the counts, then the rows that pass the filters
          // but not in `search_head` tested on `search` (which reads their vectors), at most about
          // SAMPLE_TESTS of them, an evenly spread share, read again by id. Reading the sample's
          // pages a second time for them cost ~2 ms of a search in Berlin at a million postings.
          const rest = query
            ? sql`(SELECT count(*) AS tested, count(*) FILTER (WHERE p.search @@ ${query}) AS hits
                FROM job_postings p WHERE p.id IN (SELECT s.id FROM s WHERE s.cheap AND NOT s.head
                  AND s.id % greatest(1, ceil((totals.cheap - totals.head)::numeric / ${SAMPLE_TESTS}))::int = 0))`
            : sql`(SELECT 0 AS tested, 0 AS hits)`;
          const [read] = await run<Record<string, string>>(
            sql`WITH s AS MATERIALIZED (
                SELECT p.id, p.closed_at IS NULL AS open, p.closed_at IS NULL AND ${placeCondition ?? sql`true`} AS place,
                  ${cheap} AS cheap, ${cheap} AND ${headMatch} AS head
                FROM job_postings p ${tablesample}
              ), totals AS (
                SELECT count(*) AS sampled, count(*) FILTER (WHERE s.open) AS open, count(*) FILTER (WHERE s.place) AS place,
                  count(*) FILTER (WHERE s.cheap) AS cheap, count(*) FILTER (WHERE s.head) AS head
                FROM s
              )
              SELECT totals.*, rest.tested, rest.hits FROM totals CROSS JOIN LATERAL ${rest} rest`,
          );
          sample = {
            sampled: Number(read?.sampled ?? 0),
            open: Number(read?.open ?? 0),
            place: Number(read?.place ?? 0),
            cheap: Number(read?.cheap ?? 0),
            head: query ? Number(read?.head ?? 0) : Number(read?.cheap ?? 0),
            rest: { tested: Number(read?.tested ?? 0), hits: Number(read?.hits ?? 0) },
          };
        }
        const restShare = (n: number) => (sample ? sampledRestShare(sample, n) : 0);
        const matches = sample ? sample.head + restShare(sample.rest.hits) : 0;
        let surelyOver =
          sample !== null && (tableRows * surelySampledMatches(sample)) / sample.sampled >= 1.5 * countLimit;
        const needed = !surelyOver && sample && places ? placeRowsNeeded(sample, countLimit) : null;
        if (needed !== null && places) {
          // Does the place hold that many open postings? The count stops as soon as it does.
          const [placeRows] = await run<{ n: string | number }>(
            sql`SELECT count(*) AS n FROM (SELECT 1 FROM job_postings p
              WHERE p.closed_at IS NULL AND p.location = ANY(${toTextArray(places)}) LIMIT ${needed}) r`,
          );
          surelyOver = Number(placeRows?.n ?? 0) >= needed;
        }
        let count = { total: caps.totalCap + 1, counted: countLimit };
        if (!surelyOver) {
          // With words, through the GIN index (not a walk testing every row).
          if (query) await run(sql`SELECT set_config('enable_indexscan', 'off', true)`);
          // Through the index only: a scan testing `search @@` row by row reads each vector.
          if (skillWords) await run(sql`SELECT set_config('enable_seqscan', 'off', true)`);
          const [counted] = await run<CountRow>(
            sql`SELECT count(DISTINCT c.dedupe_key) AS total, count(*) AS counted
              FROM (SELECT p.dedupe_key FROM job_postings p
                WHERE ${skillWords ? sql`${where} AND p.search @@ ${skillWords}` : where} LIMIT ${countLimit}) c`,
          );
          if (skillWords) await run(sql`SELECT set_config('enable_seqscan', 'on', true)`);
          count = { total: Number(counted?.total ?? 0), counted: Number(counted?.counted ?? 0) };
        }
        // The newest matches are read by walking the recency index. Its cost, in µs: every row
        // walked is read from the table; testing `search` also reads the vector of each row that
        // passes the filters without matching in `search_head`. A walk within WALK_BUDGET_US
        // beats building the bitmap of a word found in a large share of the postings.
        const walkCandidates = Math.max(Math.min(candidates, WALK_CANDIDATES), 2 * (filters.offset + filters.limit));
        const open = sample?.open ?? 0;
        const headCost =
          headImplies && sample && sample.head > 0
            ? ((walkCandidates * open) / sample.head) * ROW_US
            : Number.POSITIVE_INFINITY;
        const fullCost =
          sample && matches > 0
            ? ((walkCandidates * open) / matches) *
              (ROW_US + ((sample.cheap - sample.head) / Math.max(1, open)) * VECTOR_US)
            : Number.POSITIVE_INFINITY;
        const many = count.counted >= countLimit;
        // A walk of each matching place's newest postings reads, in all, the place's rows up to
        // those holding `walkCandidates` matches in each place (fewer when a place runs out).
        const placeWalkable = places !== null && places.length <= MAX_WALK_PLACES;
        const placeCost = (matched: number, perRowUs: number) => {
          if (!sample || !places || sample.place === 0) return placeWalkable ? 0 : Number.POSITIVE_INFINITY;
          const placeRows = (tableRows * sample.place) / Math.max(1, sample.sampled);
          const read =
            matched > 0 ? Math.min(placeRows, (places.length * walkCandidates * sample.place) / matched) : placeRows;
          return read * perRowUs;
        };
        const headPlaceCost =
          headImplies && placeWalkable ? placeCost(sample?.head ?? 0, ROW_US) : Number.POSITIVE_INFINITY;
        const fullPlaceCost = placeWalkable
          ? placeCost(
              matches,
              ROW_US + (sample ? ((sample.cheap - sample.head) / Math.max(1, sample.place)) * VECTOR_US : 0),
            )
          : Number.POSITIVE_INFINITY;
        const autoWalk = strategy === 'auto' && many;
        const headPlaceWalk =
          query !== null &&
          headImplies &&
          placeWalkable &&
          (strategy === 'newest' ||
            (autoWalk && headPlaceCost <= Math.min(fullPlaceCost, headCost, fullCost, WALK_BUDGET_US)));
        const fullPlaceWalk =
          query !== null &&
          !headPlaceWalk &&
          placeWalkable &&
          (strategy === 'newest' || (autoWalk && fullPlaceCost <= Math.min(headCost, fullCost, WALK_BUDGET_US)));
        const headWalk =
          query !== null &&
          headImplies &&
          !headPlaceWalk &&
          !fullPlaceWalk &&
          (strategy === 'newest' || (autoWalk && headCost <= Math.min(fullCost, WALK_BUDGET_US)));
        const fullWalk =
          query !== null &&
          !headWalk &&
          !headPlaceWalk &&
          !fullPlaceWalk &&
          (strategy === 'newest' || (autoWalk && fullCost <= WALK_BUDGET_US));
        // Without words, a place's newest postings are always walked place by place.
        const placeWalk = headPlaceWalk || fullPlaceWalk || (query === null && placeWalkable);
        const walk = headWalk || fullWalk || placeWalk;
        // The walk must follow the recency (or place) index; ranking every match reads them
        // through the bitmap. Without words and places the planner knows best (the recency index,
        // unless the filters are rare).
        if (query || placeWalk)
          await run(
            sql`SELECT set_config('enable_indexscan', 'on', true), set_config('enable_bitmapscan', ${walk ? 'off' : 'on'}, true)`,
          );
        // Each matching place's newest rows passing `match`, merged newest first; `columns` (over
        // `p`) are computed after the merge, for the rows it keeps only: the title tier and rank
        // of every row each place gave cost 40% of a walk in Berlin (1,405 rows for 500 kept).
        const inRowWhere = sql.join(inRow, sql` AND `);
        const walkPlaces = (columns: SQL, match: SQL | null, limit: number) =>
          sql`SELECT ${columns} FROM (SELECT c.* FROM unnest(${toTextArray(places ?? [])}) AS l(location) CROSS JOIN LATERAL (
              SELECT p.id, p.dedupe_key, p.last_seen_at, p.posted_at, p.title, p.search_head FROM job_postings p
              WHERE p.location = l.location AND ${inRowWhere}${match ? sql` AND ${match}` : sql``}
              ORDER BY ${newest} LIMIT ${limit}) c
            ORDER BY c.posted_at DESC NULLS LAST, c.id DESC LIMIT ${limit}) p`;
        let candidateSet: SQL;
        if (!query) {
          // Without words the order is recency alone: the page's end, doubled for duplicates, is
          // every candidate the page can need; a rare filter (a skill and a salary) walked the
          // recency index to a thousand of them for nothing (58,000 rows, 130 ms).
          const newestNeeded = 2 * (filters.offset + filters.limit);
          const columns = sql`p.id, p.dedupe_key, p.last_seen_at, 0 AS tier, 0::real AS rank, p.posted_at`;
          candidateSet = placeWalk
            ? walkPlaces(columns, null, newestNeeded)
            : sql`SELECT ${columns} FROM job_postings p WHERE ${where} ORDER BY ${newest} LIMIT ${newestNeeded}`;
        } else {
          // A broad search no walk can afford (its words mostly in descriptions): rank every match
          // among the newest open postings that should hold WINDOW_MATCHES of them, read as the
          // intersection of the word index and the recency index (a bitmap AND) instead of every
          // match's row. The window starts at the posting date that many open postings back.
          const openRows = sample ? (tableRows * sample.open) / Math.max(1, sample.sampled) : 0;
          const windowRows =
            strategy === 'window'
              ? (caps.windowRows ?? WINDOW_MATCHES)
              : strategy === 'auto' && !walk && many && sample && matches > 0
                ? Math.ceil((WINDOW_MATCHES * Math.max(1, sample.open)) / matches)
                : null;
          if (windowRows !== null && (strategy === 'window' || windowRows < WINDOW_MAX_SHARE * openRows)) {
            const [edge] = await run<{ postedAt: string | Date | null }>(
              sql`SELECT p.posted_at AS "postedAt" FROM job_postings p WHERE p.closed_at IS NULL
                ORDER BY ${newest} OFFSET ${windowRows} LIMIT 1`,
            );
            // No edge: the window holds every open posting. A posting with no date is the oldest.
            if (edge?.postedAt) {
              where = sql`${where} AND p.posted_at >= ${new Date(edge.postedAt).toISOString()}::timestamptz`;
              // Read through bitmaps: an index walk would test the words row by row.
              await run(sql`SELECT set_config('enable_indexscan', 'off', true)`);
            }
          }
          // What the user types wins: a posting titled exactly as typed first, then titles holding
          // every typed word, then the rest by text rank (a word in the description alone ranks last).
          const titleQuery = filters.titleQuery ? sql`to_tsquery('english', ${filters.titleQuery})` : null;
          // The title as it compares with what was typed: lower case, whitespace runs as one space,
          // trimmed. Most titles already are (ingestion tidies them): a title with no other
          // whitespace than single inner spaces skips `regexp_replace` (over the 3,618 matches of a
          // rare term at a million postings: ~8 ms of a ~10 ms first pass, ~2 ms now). `\\s` here: a
          // lone `\s` reaches PostgreSQL as `s`, and `s+` turned "Sales Engineer" into "sale  engineer".
          const comparableTitle = sql`(CASE WHEN p.title ~ '[^\\S ]|  |^ | $' THEN lower(regexp_replace(trim(p.title), '\\s+', ' ', 'g')) ELSE lower(p.title) END)`;
          const titleTier = sql`(CASE WHEN ${filters.exactTitle ?? null}::text IS NOT NULL AND ${comparableTitle} = ${filters.exactTitle ?? null}::text THEN 2 WHEN ${titleQuery ? sql`p.search_head @@ ${titleQuery}` : sql`false`} THEN 1 ELSE 0 END)`;
          const headRank = sql`ts_rank(p.search_head, ${query})`;
          if (walk) {
            // The newest matches, ranked on `search_head` (title, company, location, skills) and
            // recency: ranking them on `search` would read every candidate's vector.
            const match =
              headWalk || headPlaceWalk
                ? sql`p.search_head @@ ${query}`
                : headImplies
                  ? sql`(p.search_head @@ ${query} OR p.search @@ ${query})`
                  : sql`p.search @@ ${query}`;
            const columns = sql`p.id, p.dedupe_key, p.last_seen_at, ${titleTier} AS tier, ${headRank} AS rank, p.posted_at`;
            candidateSet = placeWalk
              ? walkPlaces(columns, match, walkCandidates)
              : sql`SELECT ${columns} FROM job_postings p WHERE ${cheap} AND ${match} ORDER BY ${newest} LIMIT ${walkCandidates}`;
          } else
            candidateSet = sql`SELECT c.id, c.dedupe_key, c.last_seen_at, c.tier, ts_rank(p.search, ${query}) AS rank, c.posted_at
              FROM (SELECT m.id, m.dedupe_key, m.last_seen_at, m.tier, m.posted_at
                FROM (SELECT p.id, p.dedupe_key, p.last_seen_at, p.posted_at, ${titleTier} AS tier, ${headRank} AS pre
                  FROM job_postings p WHERE ${where}) m
                ORDER BY m.tier DESC, m.pre DESC, m.posted_at DESC NULLS LAST, m.id DESC
                LIMIT ${candidates}) c JOIN job_postings p ON p.id = c.id`;
        }
        const result = await run<PageRow>(
          sql`WITH candidates AS MATERIALIZED (${candidateSet}), ${pageOf(filters)}
            SELECT page.* FROM page ORDER BY page.tier DESC, page.rank DESC, page."postedAt" DESC NULLS LAST, page.id DESC`,
        );
        return pageResult(result, count, countLimit, caps.totalCap);
      });
    },

    /**
     * Open postings job matching scores for a typed title (decision 016), through the GIN index on
     * `search` with title-only (weight A) queries: every posting whose title holds all the typed
     * words (shortest title first, then newest, up to `limits.allWords`: a title holding every
     * typed word and little else is the closest, so an exact title is never the one a cap cuts), plus
     * the best `limits.anyWord` by title rank among those holding any of them (broader and related
     * titles). Remote-only and posted-within are filters here; everything else is scored. Rows
     * come without a snippet (see MATCH_COLUMNS). On a large table a title whose words the
     * newest MATCH_WINDOW open postings hold often enough is matched among those only (decision 023).
     */
    async matchCandidates(query: MatchCandidateQuery): Promise<PostingRow[]> {
      const conditions: SQL[] = [sql`p.closed_at IS NULL`];
      if (query.remoteOnly) conditions.push(sql`p.remote = true`);
      if (query.postedAfter) conditions.push(sql`p.posted_at >= ${query.postedAfter.toISOString()}::timestamptz`);
      const where = sql.join(conditions, sql` AND `);
      const all = sql`to_tsquery('english', ${query.allTitleWords})`;
      const any = sql`to_tsquery('english', ${query.anyTitleWord})`;
      return db.transaction(async (tx) => {
        // As in `search`: the GIN index must answer `search @@`, never a row-by-row scan.
        await tx.execute(sql`SET LOCAL enable_seqscan = off`);
        const [table] = await rows<{ tableRows: number }>(
          tx,
          sql`SELECT reltuples AS "tableRows" FROM pg_class WHERE oid = 'job_postings'::regclass`,
        );
        const window = query.window ?? { fromRows: SAMPLE_FROM_ROWS, rows: MATCH_WINDOW };
        if (Number(table?.tableRows ?? 0) >= window.fromRows) {
          // A title word found in most postings: the GIN index cannot test weights, so every
          // posting holding the words anywhere would have its large vector re-read. The newest
          // `window.rows` open postings (MATCH_WINDOW), read through the recency index and tested in the row
          // (title words are weight A in `search_head` as in `search`), are the candidates when
          // they fill the all-words channel (decision 023); a rarer title is read exactly below.
          const windowed = await rows<PostingRow & { full: boolean }>(
            tx,
            sql`WITH w AS MATERIALIZED (
                SELECT p.id, p.title, p.posted_at, p.search_head FROM job_postings p
                WHERE ${where} ORDER BY p.posted_at DESC NULLS LAST, p.id DESC LIMIT ${window.rows}
              ), all_words AS (
                SELECT w.id FROM w WHERE w.search_head @@ ${all}
                ORDER BY char_length(w.title), w.posted_at DESC NULLS LAST, w.id DESC
                LIMIT ${query.limits.allWords}
              ), any_word AS (
                SELECT w.id FROM w WHERE w.search_head @@ ${any}
                ORDER BY ts_rank(w.search_head, ${any}) DESC, w.posted_at DESC NULLS LAST, w.id DESC
                LIMIT ${query.limits.anyWord}
              )
              SELECT ${MATCH_COLUMNS}, (SELECT count(*) FROM all_words) >= ${query.limits.allWords} AS full
              FROM job_postings p
              WHERE p.id IN (SELECT id FROM all_words UNION SELECT id FROM any_word)`,
          );
          if (windowed[0]?.full === true) return windowed.map(({ full: _full, ...row }) => row as PostingRow);
        }
        return rows<PostingRow>(
          tx,
          sql`WITH all_words AS (
              SELECT p.id FROM job_postings p
              WHERE ${where} AND p.search @@ ${all}
              ORDER BY char_length(p.title), p.posted_at DESC NULLS LAST, p.id DESC
              LIMIT ${query.limits.allWords}
            ), any_word AS (
              SELECT p.id FROM job_postings p
              WHERE ${where} AND p.search @@ ${any}
              ORDER BY ts_rank(p.search_head, ${any}) DESC, p.posted_at DESC NULLS LAST, p.id DESC
              LIMIT ${query.limits.anyWord}
            )
            SELECT ${MATCH_COLUMNS} FROM job_postings p
            WHERE p.id IN (SELECT id FROM all_words UNION SELECT id FROM any_word)`,
        );
      });
    },

    /**
     * Moves the search index's pending entries into the index proper. A GIN index takes new rows
     * into a pending list that every search reads in full until a vacuum merges it; after an
     * ingestion of 20,000 postings each search spent ~400 ms there (`elixir`: 383 ms, 10-23 ms
     * once merged, which took 104 ms). Merging once an ingestion has written its rows keeps
     * searches fast without waiting for autovacuum. Needs the index's owner (the role that ran
     * the migrations); a role without that right leaves the merge to autovacuum.
     */
    async mergePendingSearchEntries(): Promise<void> {
      try {
        await db.execute(sql`SELECT gin_clean_pending_list('job_postings_search_idx'::regclass)`);
      } catch (error) {
        if ((error as { code?: string }).code !== '42501') throw error;
      }
    },

    /**
     * Brings the planner's statistics of `job_postings` up to date once enough rows changed since
     * they were last gathered (`plannerStatisticsStale`). PGlite never runs autovacuum, and a server
     * may run it late or not at all: with no statistics, a broad search over 100,000 freshly
     * ingested postings took 446 ms at one client and 3.5 s at ten, 22 ms and 566 ms once analysed
     * (~2 s of ANALYZE, in the background work that ingests). A role that does not own the table
     * gets a warning from ANALYZE, not an error, and leaves it to autovacuum.
     */
    async refreshPlannerStatistics(changedNow: number): Promise<boolean> {
      const [row] = await rows<{ tuples: number | string | null; modified: number | string | null }>(
        db,
        sql`SELECT c.reltuples AS tuples, s.n_mod_since_analyze AS modified
          FROM pg_class c LEFT JOIN pg_stat_user_tables s ON s.relid = c.oid
          WHERE c.oid = 'job_postings'::regclass`,
      );
      // The statistics view lags a busy server by up to a second: this call's own count is a floor.
      const changed = Math.max(changedNow, Number(row?.modified ?? 0));
      if (!plannerStatisticsStale(changed, Number(row?.tuples ?? -1))) return false;
      await db.execute(sql`ANALYZE job_postings`);
      return true;
    },

    async findById(id: number): Promise<PostingRow | null> {
      const [row] = await rows<PostingRow>(db, sql`SELECT ${LIST_COLUMNS} FROM job_postings p WHERE p.id = ${id}`);
      return row ?? null;
    },
  };
}

type CountRow = { total: string | number; counted: string | number };

/** `hits` of the sample's tested share of the rows not matching in `search_head`, scaled to all of them. */
function sampledRestShare(sample: Sample, hits: number): number {
  return sample.rest.tested > 0 ? (hits / sample.rest.tested) * (sample.cheap - sample.head) : 0;
}

/**
 * The sample's matches (those in `search_head` and the rest's tested share scaled up), two
 * standard deviations below. The two parts come from different rows, so their variances add:
 * each count as drawn from the table (Poisson), plus the rest's share as drawn from the rest
 * (binomial, without replacement). Bounding each part at two deviations and adding the bounds
 * was half as wide again as this, and too wide to prove a count a sample plainly shows (`data
 * scientist` with Python: 29,882 matches, counted for 125 ms).
 */
function surelySampledMatches(sample: Sample): number {
  const { head } = sample;
  const { tested, hits } = sample.rest;
  const rest = sample.cheap - head;
  const restMatches = sampledRestShare(sample, hits);
  const share = tested > 0 ? hits / tested : 0;
  const shareVariance = tested > 0 ? (rest / tested) ** 2 * hits * (1 - share) * Math.max(0, 1 - tested / rest) : 0;
  return Math.max(0, head + restMatches - 2 * Math.sqrt(head + restMatches + shareVariance));
}

/**
 * Every distinct open location, or null when there are more than MAX_DISTINCT_PLACES: remembered
 * while `newestId` is the table's (open-places.ts), else enumerated through the place index, one
 * descent each.
 */
async function openPlaces(run: <T>(statement: SQL) => Promise<T[]>, db: Db, newestId: string): Promise<OpenPlaces> {
  const remembered = rememberedPlaces(db, newestId, Date.now());
  if (remembered !== undefined) return remembered;
  const [found] = await run<{ seen: string | number; places: string[] | string | null }>(
    sql`WITH RECURSIVE locs AS (
        (SELECT p.location, 1 AS n FROM job_postings p WHERE p.closed_at IS NULL ORDER BY p.location LIMIT 1)
        UNION ALL
        SELECT (SELECT p.location FROM job_postings p WHERE p.closed_at IS NULL AND p.location > l.location
            ORDER BY p.location LIMIT 1), l.n + 1
        FROM locs l WHERE l.location IS NOT NULL AND l.n < ${MAX_DISTINCT_PLACES}
      )
      SELECT count(location) AS seen, coalesce(json_agg(location) FILTER (WHERE location IS NOT NULL), '[]'::json) AS places
      FROM locs`,
  );
  const all = typeof found?.places === 'string' ? (JSON.parse(found.places) as string[]) : found?.places;
  const places = Number(found?.seen ?? 0) < MAX_DISTINCT_PLACES && all ? all : null;
  rememberPlaces(db, newestId, Date.now(), places);
  return places;
}

/**
 * How many open postings the searched places must hold for the sample to prove that the matches
 * fill the count (`countLimit` rows), or null when the sample saw none there. A place holds a
 * small share of the sample (New York, 85,000 of a million postings, is ~200 of its 2,500 rows), so
 * scaling its matches to the whole table compounds two estimates; the place's share of matches
 * (still at two standard deviations below) times its exact number of open postings is the sharper
 * one, and needs no margin beyond the count's own allowance for duplicates (decision 023).
 */
export function placeRowsNeeded(sample: Sample, countLimit: number): number | null {
  const matched = surelySampledMatches(sample);
  if (sample.place === 0 || matched <= 0) return null;
  return Math.ceil((countLimit * sample.place) / matched);
}
/** What a search's sample of the table found (see `search`). */
export type Sample = {
  sampled: number;
  open: number;
  /** Open and in the place filter's locations (all open rows without one). */
  place: number;
  /** Passing every filter but the words. */
  cheap: number;
  /** Of those, matching in `search_head` (all of them without words). */
  head: number;
  /** A share of the rest tested on `search`. */
  rest: { tested: number; hits: number };
};
type PageRow = Partial<PostingRow> & { rank: number | null; tier: number | null };

/**
 * The page of a `candidates` CTE (id, dedupe_key, last_seen_at, tier, rank, posted_at): one row
 * per dedupe key (the most recently seen), ordered by tier, rank and recency, then the listed
 * columns read for the page's rows only (the snippet reads the out-of-line description).
 */
function pageOf(filters: Pick<PostingFilters, 'limit' | 'offset'>): SQL {
  return sql`picked AS (
      SELECT DISTINCT ON (c.dedupe_key) c.id, c.tier, c.rank, c.posted_at
      FROM candidates c
      ORDER BY c.dedupe_key, c.last_seen_at DESC, c.id DESC
    ), ranked AS (
      SELECT m.id, m.tier, m.rank FROM picked m
      ORDER BY m.tier DESC, m.rank DESC, m.posted_at DESC NULLS LAST, m.id DESC
      LIMIT ${filters.limit} OFFSET ${filters.offset}
    ), page AS (
      SELECT ${LIST_COLUMNS}, r.tier, r.rank FROM ranked r JOIN job_postings p ON p.id = r.id
    )`;
}

/** A page's rows without the ranking columns, and the capped total from the count. */
function pageResult(
  result: (PageRow & Partial<CountRow>)[],
  count: Partial<CountRow> | undefined,
  countLimit: number,
  totalCap: number,
): { rows: PostingRow[]; total: number; totalCapped: boolean } {
  const distinct = Number(count?.total ?? 0);
  const totalCapped = Number(count?.counted ?? 0) >= countLimit || distinct > totalCap;
  return {
    rows: result.map(({ rank: _rank, tier: _tier, total: _t, counted: _c, ...row }) => row as PostingRow),
    total: Math.min(distinct, totalCap),
    totalCapped,
  };
}

/**
 * Rows changed before the planner's statistics are refreshed. Autovacuum's rule is 50 rows and a
 * tenth of the table; an ingestion waits for its ANALYZE (~2 s at 100,000 postings), so it runs when
 * the table has about doubled: a handful of times while 100,000 postings arrive, not fifty. Growth
 * alone the planner already scales by the table's pages; the statistics themselves change slowly.
 */
const ANALYZE_MIN_ROWS = 500;
const ANALYZE_SHARE = 1;

/**
 * Whether `changed` rows since the last ANALYZE make the statistics of a table the planner counted
 * at `counted` rows (-1: never counted) stale: at least 500 rows and as many as the table held.
 */
export function plannerStatisticsStale(changed: number, counted: number): boolean {
  return changed >= ANALYZE_MIN_ROWS + ANALYZE_SHARE * Math.max(counted, 0);
}

/** Any of the skills' words, as `search` holds them: each skill's words, all of them. */
function skillsTsQuery(skills: string[]): SQL {
  return sql`(${sql.join(
    skills.map((skill) => sql`plainto_tsquery('english', ${skill})`),
    sql` || `,
  )})`;
}

/**
 * Whether every skill's words are found by `skillsTsQuery` in the skills part of `search` (the
 * stored JSON array as text), wherever the skill stands in the array. True of every name in the
 * taxonomy (tested); checked per search because a skill typed outside it is matched as typed, and
 * one made of stop words alone would have no words to find.
 */
export function skillsInSearch(skills: string[]): SQL {
  return sql`(SELECT bool_and(numnode(q) > 0
      AND to_tsvector('english', jsonb_build_array(s)::text) @@ q
      AND to_tsvector('english', jsonb_build_array(s, 'x')::text) @@ q
      AND to_tsvector('english', jsonb_build_array('x', s)::text) @@ q)
    FROM unnest(${toTextArray(skills)}) AS s, plainto_tsquery('english', s) AS q)`;
}

/** A text[] literal built from bound parameters, so both drivers send the same thing. */
function toTextArray(items: string[]): SQL {
  if (items.length === 0) return sql`ARRAY[]::text[]`;
  return sql`ARRAY[${sql.join(
    items.map((item) => sql`${item}`),
    sql`, `,
  )}]::text[]`;
}

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}
