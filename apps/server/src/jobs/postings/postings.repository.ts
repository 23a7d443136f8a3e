import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { NormalisedPosting } from './normalise-posting';

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
  remote?: boolean | undefined;
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
};

/** node-postgres and PGlite both answer `execute` with `{ rows }`. */
async function rows<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

const SNIPPET_LENGTH = 400;

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

/** Columns compared to tell a changed posting from one merely seen again. */
const CONTENT_COLUMNS = [
  'dedupe_key',
  'title',
  'company',
  'location',
  'remote',
  'employment_type',
  'department',
  'url',
  'apply_url',
  'description',
  'skills',
  'salary_min',
  'salary_max',
  'salary_currency',
  'posted_at',
  'closed_at',
];

/** Data access for `job_postings`: batched upserts, closing, search and lookup. */
export function postingsRepository(db: Db) {
  return {
    /**
     * Inserts or updates one batch in ONE statement. The `old` CTE reads the rows as they were
     * before the statement (every part of a WITH sees the same snapshot), which is how we tell
     * "changed" from "seen again" without a second round trip. Seen again always moves
     * `last_seen_at` and clears `closed_at` (a posting back on its board is open again).
     * The batch must not hold the same (source, board, sourceId) twice.
     */
    async upsertBatch(postings: NormalisedPosting[], now: Date): Promise<UpsertResult[]> {
      if (postings.length === 0) return [];
      const at = now.toISOString();
      const values = sql.join(
        postings.map(
          (p) =>
            sql`(${p.source}, ${p.board}, ${p.sourceId}, ${p.dedupeKey}, ${p.title}, ${p.company}, ${p.location}, ${p.remote}, ${p.employmentType}, ${p.department}, ${p.url}, ${p.applyUrl}, ${p.description}, ${JSON.stringify(p.skills)}::jsonb, ${p.salaryMin}::integer, ${p.salaryMax}::integer, ${p.salaryCurrency}, ${p.postedAt?.toISOString() ?? null}::timestamptz, ${at}::timestamptz, ${at}::timestamptz)`,
        ),
        sql`, `,
      );
      const keys = sql.join(
        postings.map((p) => sql`(${p.source}, ${p.board}, ${p.sourceId})`),
        sql`, `,
      );
      const updates = sql.raw(
        [...CONTENT_COLUMNS.filter((c) => c !== 'closed_at'), 'last_seen_at']
          .map((c) => `${c} = excluded.${c}`)
          .join(', '),
      );
      const compareOld = sql.raw(`(${CONTENT_COLUMNS.map((c) => `old.${c}`).join(', ')})`);
      const compareNew = sql.raw(`(${CONTENT_COLUMNS.map((c) => `saved.${c}`).join(', ')})`);
      const result = await rows<{
        id: number;
        source: string;
        board: string;
        sourceId: string;
        inserted: boolean;
        changed: boolean;
      }>(
        db,
        sql`WITH old AS (
            SELECT * FROM job_postings WHERE (source, board, source_id) IN (${keys})
          ), saved AS (
            INSERT INTO job_postings (source, board, source_id, dedupe_key, title, company, location, remote,
              employment_type, department, url, apply_url, description, skills, salary_min, salary_max,
              salary_currency, posted_at, first_seen_at, last_seen_at)
            VALUES ${values}
            ON CONFLICT (source, board, source_id) DO UPDATE SET ${updates}, closed_at = NULL
            RETURNING *
          )
          SELECT saved.id, saved.source_id AS "sourceId", saved.board, saved.source, old.id IS NULL AS inserted,
            (old.id IS NOT NULL AND ${compareOld} IS DISTINCT FROM ${compareNew}) AS changed
          FROM saved LEFT JOIN old ON old.id = saved.id`,
      );
      // Every row of the batch comes back; fewer means the database dropped the statement.
      if (result.length !== postings.length)
        throw new Error(
          `Upsert of ${postings.length} postings stored ${result.length}; batch too large for the driver?`,
        );
      // RETURNING has no defined order: give the results back in the batch's order.
      const byKey = new Map(result.map((r) => [`${r.source}\u0000${r.board}\u0000${r.sourceId}`, r]));
      return postings.map((p) => {
        const r = byKey.get(`${p.source}\u0000${p.board}\u0000${p.sourceId}`);
        if (!r) throw new Error(`Upsert returned no row for ${p.source}/${p.board}/${p.sourceId}`);
        return { id: Number(r.id), inserted: r.inserted === true, changed: r.changed === true };
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
     * matching duplicates), ranked by `ts_rank` when there are words, then newest posted first.
     *
     * Broad searches stay fast by ranking a capped candidate set instead of every match: a first
     * pass orders the matches by `ts_rank` on `search_head` (`search` without the description: a
     * small vector stored in the row, cheap to read) and keeps the best `candidates` (ties: newest
     * posted); only those get the full `ts_rank` on `search`, whose description part is large and
     * stored out of line (reading it for 70,000 matches was the cost). Under `ts_rank`'s weights a
     * word in the title, company, location or skills outranks the same word in the description
     * alone, so the candidates hold the full ranking's best whenever the matches naming the words
     * there fit in the cap (for several words, nearly always); a search with fewer matches than
     * the cap is ranked exactly. `total` counts de-duplicated matches up to `totalCap`; past it
     * `totalCapped` says there are at least `total`.
     */
    async search(
      filters: PostingFilters,
      caps: { candidates: number; totalCap: number },
    ): Promise<{ rows: PostingRow[]; total: number; totalCapped: boolean }> {
      const conditions: SQL[] = [sql`p.closed_at IS NULL`];
      const query = filters.q ? sql`websearch_to_tsquery('english', ${filters.q})` : null;
      if (query) conditions.push(sql`p.search @@ ${query}`);
      if (filters.location) conditions.push(sql`p.location ILIKE ${`%${escapeLike(filters.location)}%`}`);
      if (filters.remote !== undefined) conditions.push(sql`p.remote = ${filters.remote}`);
      // A posting qualifies when the top of its range reaches the floor; unknown salaries do not.
      if (filters.salaryMin !== undefined)
        conditions.push(sql`coalesce(p.salary_max, p.salary_min) >= ${filters.salaryMin}`);
      if (filters.skills && filters.skills.length > 0) conditions.push(sql`p.skills ?| ${toTextArray(filters.skills)}`);
      if (filters.postedAfter) conditions.push(sql`p.posted_at >= ${filters.postedAfter.toISOString()}::timestamptz`);
      const where = sql.join(conditions, sql` AND `);
      // What the user types wins: a posting titled exactly as typed first, then titles holding
      // every typed word, then the rest by text rank (a word in the description alone ranks last).
      const titleQuery = filters.titleQuery ? sql`to_tsquery('english', ${filters.titleQuery})` : null;
      const titleTier = sql`(CASE WHEN ${filters.exactTitle ?? null}::text IS NOT NULL AND lower(regexp_replace(trim(p.title), '\s+', ' ', 'g')) = ${filters.exactTitle ?? null}::text THEN 2 WHEN ${titleQuery ? sql`p.search_head @@ ${titleQuery}` : sql`false`} THEN 1 ELSE 0 END)`;
      const headRank = query ? sql`ts_rank(p.search_head, ${query})` : sql`0::real`;
      const rank = query ? sql`ts_rank(p.search, ${query})` : sql`0::real`;
      // Deep pages need more candidates than the cap; twice the rows up to the page's end leaves
      // room for duplicates dropped by the de-duplication.
      const candidates = Math.max(caps.candidates, 2 * (filters.offset + filters.limit));
      // Duplicates (one job on several boards) count once, so the count reads a fifth more rows
      // than the cap: enough that a capped total normally reaches the cap itself.
      const countLimit = Math.ceil(caps.totalCap * 1.2);
      // One pass finds the matches (through the GIN index when there are words) and keeps only
      // small columns; the count and the candidates both read that.
      const statement = sql`WITH matches AS MATERIALIZED (
          SELECT p.id, p.dedupe_key, p.last_seen_at, p.posted_at, ${titleTier} AS tier, ${headRank} AS pre
          FROM job_postings p
          WHERE ${where}
        ), counted AS (
          SELECT count(DISTINCT c.dedupe_key) AS total, count(*) AS counted
          FROM (SELECT m.dedupe_key FROM matches m LIMIT ${countLimit}) c
        ), candidates AS (
          SELECT m.id, m.dedupe_key, m.last_seen_at, m.tier
          FROM matches m
          ORDER BY m.tier DESC, m.pre DESC, m.posted_at DESC NULLS LAST, m.id DESC
          LIMIT ${candidates}
        ), picked AS (
          SELECT DISTINCT ON (c.dedupe_key) c.id, c.tier
          FROM candidates c
          ORDER BY c.dedupe_key, c.last_seen_at DESC, c.id DESC
        ), page AS (
          SELECT ${LIST_COLUMNS}, m.tier, ${rank} AS rank
          FROM picked m JOIN job_postings p ON p.id = m.id
          ORDER BY m.tier DESC, rank DESC, p.posted_at DESC NULLS LAST, p.id DESC
          LIMIT ${filters.limit} OFFSET ${filters.offset}
        )
        SELECT page.*, counted.total, counted.counted
        FROM counted LEFT JOIN page ON true
        ORDER BY page.tier DESC, page.rank DESC, page."postedAt" DESC NULLS LAST, page.id DESC`;
      type Row = Partial<PostingRow> & {
        rank: number | null;
        tier: number | null;
        total: string | number;
        counted: string | number;
      };
      const result = query
        ? // With words, the GIN index must find the matches: the planner does not know that
          // testing `search @@` row by row reads every row's large, out-of-line vector, and may
          // pick a sequential scan that is several times slower.
          await db.transaction(async (tx) => {
            await tx.execute(sql`SET LOCAL enable_seqscan = off`);
            return rows<Row>(tx as unknown as Db, statement);
          })
        : await rows<Row>(db, statement);
      const first = result[0];
      const distinct = Number(first?.total ?? 0);
      const totalCapped = Number(first?.counted ?? 0) >= countLimit || distinct > caps.totalCap;
      return {
        rows: result
          .filter((r) => r.id != null)
          .map(({ rank: _rank, tier: _tier, total: _t, counted: _c, ...row }) => row as PostingRow),
        total: Math.min(distinct, caps.totalCap),
        totalCapped,
      };
    },

    /**
     * Open postings job matching scores for a typed title (decision 016), through the GIN index on
     * `search` with title-only (weight A) queries: every posting whose title holds all the typed
     * words (shortest title first, then newest, up to `limits.allWords`: a title holding every
     * typed word and little else is the closest, so an exact title is never the one a cap cuts), plus
     * the best `limits.anyWord` by title rank among those holding any of them (broader and related
     * titles). Remote-only and posted-within are filters here; everything else is scored. Rows
     * come without a snippet (see MATCH_COLUMNS).
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
        return rows<PostingRow>(
          tx as unknown as Db,
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

    async findById(id: number): Promise<PostingRow | null> {
      const [row] = await rows<PostingRow>(db, sql`SELECT ${LIST_COLUMNS} FROM job_postings p WHERE p.id = ${id}`);
      return row ?? null;
    },
  };
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
