/** Which boards we can read; the aggregators (remotive, remoteok) have no per-board name. */
export const BOARD_SOURCES = ['greenhouse', 'lever', 'ashby', 'remotive', 'remoteok'] as const;
export type BoardSource = (typeof BOARD_SOURCES)[number];

/** One board to sync: the source and its board name ('' for the aggregators). */
export type BoardRef = { source: BoardSource; board: string };

export function boardLabel(ref: BoardRef): string {
  return ref.board ? `${ref.source}:${ref.board}` : ref.source;
}

/**
 * What a fresh install syncs when `JOB_BOARDS` is empty (issue 36): public boards that need no key,
 * of employers in several trades and countries, so Job Search, job monitoring and the assistant have
 * real postings within a minute of the first start, not only software jobs in the United States.
 * Every board name was taken from the lists of live boards in stapply-ai/ats-scrapers (MIT): Greenhouse
 * from `greenhouse/greenhouse_companies.csv` and Ashby from `ashby/companies.csv` at commit
 * b09429cc3fcced637a5cf47ecbcfd9308109581f, Lever from `lever/lever_companies.csv` at commit
 * 1e98804b640306c29ed87277a60acca6cf966a52. A board that has since closed fails its sync with
 * "no longer lists this company" on /realtime and costs nothing else. RemoteOK is left out because its
 * terms ask every reuser to credit and link it; an operator who accepts that lists `remoteok`.
 */
export const DEFAULT_JOB_BOARDS = [
  // Healthcare: a hospital in Colorado (US), mental-health clinics across the US, continuing care in
  // Calgary (CA), humanitarian medical teams (UK).
  'greenhouse:vailclinicincdbavailhealthhospital',
  'lever:lifestance',
  'lever:carewest',
  'greenhouse:ukmed',
  // Retail: stores across the US, fashion (AU), online grocery with warehouses and drivers (NL, DE,
  // FR), refurbished electronics (FR).
  'lever:hottopic',
  'lever:princesspolly',
  'greenhouse:teampicnic',
  'ashby:backmarket',
  // Hospitality and travel: bakeries (US), hotels (DE and elsewhere in Europe), an airline (US).
  'lever:insomniacookies',
  'greenhouse:numagroupgmbh',
  'lever:allegiantair',
  // Education: a college for healthcare careers (US), tutoring (AT and across Europe).
  'greenhouse:umaeducationinc',
  'greenhouse:gostudent',
  // Finance: a bank (UK), investing (CA), an investment bank (BR), a credit union (US).
  'greenhouse:monzo',
  'lever:wealthsimple',
  'greenhouse:btgpactual',
  'lever:nasafcu',
  // Public service and trades: a city government (Texas, US), construction (US).
  'greenhouse:cityoffortworth',
  'greenhouse:caddellconstruction',
  // Software, for the trades that are software: accounting (NZ), an all-remote company.
  'lever:xero',
  'greenhouse:gitlab',
  // Remote jobs of every kind, from an aggregator (at most four requests a day: see MIN_SYNC_GAP_MS).
  'remotive',
] as const;

/**
 * `JOB_BOARDS=none` (or `off`) configures no board: tests, e2e and offline installs. Boards a user
 * adds to their company watchlist are still synced (see `boardsToSync`).
 */
const NONE = new Set(['none', 'off']);

const NAMED: ReadonlySet<BoardSource> = new Set(['greenhouse', 'lever', 'ashby']);
/** Board tokens, sites and Ashby board names: letters, digits and a few separators. */
const BOARD_NAME = /^[A-Za-z0-9][A-Za-z0-9._-]{0,99}$/;

export class BoardListError extends Error {
  constructor(readonly invalid: { entry: string; reason: string }[]) {
    super(
      `JOB_BOARDS has ${invalid.length === 1 ? 'an invalid entry' : 'invalid entries'}: ${invalid
        .map((i) => `"${i.entry}" (${i.reason})`)
        .join(', ')}. Use greenhouse:<token>, lever:<site>, ashby:<board>, remotive, remoteok or none.`,
    );
    this.name = 'BoardListError';
  }
}

/**
 * Parses the raw `JOB_BOARDS` entries (`config.jobs.boards`) into the boards to sync, the default
 * list when there are none, and no boards for `none`. Duplicates are dropped. Every bad entry is
 * listed in one `BoardListError`, so configuration validation can report them all at start-up.
 */
export function parseJobBoards(entries: readonly string[]): BoardRef[] {
  const trimmed = entries.map((e) => e.trim()).filter(Boolean);
  if (trimmed.length === 0) return parseJobBoards(DEFAULT_JOB_BOARDS);
  if (trimmed.length === 1 && NONE.has(trimmed[0]?.toLowerCase() ?? '')) return [];

  const invalid: { entry: string; reason: string }[] = [];
  const boards = new Map<string, BoardRef>();
  for (const entry of trimmed) {
    const colon = entry.indexOf(':');
    const source = (colon === -1 ? entry : entry.slice(0, colon)).toLowerCase();
    const board = colon === -1 ? '' : entry.slice(colon + 1).trim();
    if (!(BOARD_SOURCES as readonly string[]).includes(source)) {
      invalid.push({ entry, reason: NONE.has(source) ? 'none cannot be combined with boards' : 'unknown source' });
      continue;
    }
    const ref: BoardRef = { source: source as BoardSource, board };
    if (NAMED.has(ref.source) && !board) {
      invalid.push({ entry, reason: `${source} needs a board name, e.g. ${source}:example` });
    } else if (NAMED.has(ref.source) && !BOARD_NAME.test(board)) {
      invalid.push({ entry, reason: 'the board name may hold only letters, digits, ".", "_" and "-"' });
    } else if (!NAMED.has(ref.source) && colon !== -1) {
      invalid.push({ entry, reason: `${source} takes no board name` });
    } else {
      boards.set(boardLabel(ref), ref);
    }
  }
  if (invalid.length > 0) throw new BoardListError(invalid);
  return [...boards.values()];
}

/**
 * `JOB_SYNC_INTERVAL` in milliseconds: `30m`, `1h`, `6h`, `1d`, `90s`, or a bare number of
 * milliseconds; `off` (or `0`) means no periodic sync. Throws with a readable message otherwise.
 * At least a minute, so a typo cannot hammer the boards.
 */
export function parseSyncInterval(value: string): number | null {
  const v = value.trim().toLowerCase();
  if (v === 'off' || v === 'none' || v === '0') return null;
  const m = /^(\d+(?:\.\d+)?)\s*(ms|s|m|h|d)?$/.exec(v);
  if (!m) throw new Error(`JOB_SYNC_INTERVAL "${value}" is not a duration such as 30m, 1h, 6h or off`);
  const unit = { ms: 1, s: 1000, m: 60_000, h: 3_600_000, d: 86_400_000 }[m[2] ?? 'ms'] ?? 1;
  const ms = Math.round(Number(m[1]) * unit);
  if (ms < 60_000) throw new Error(`JOB_SYNC_INTERVAL "${value}" is under the one-minute minimum`);
  return ms;
}

/**
 * Every problem with the job sync settings, worded for `ConfigError` (empty when they are fine).
 * Configuration validation calls this so a bad `JOB_BOARDS` or `JOB_SYNC_INTERVAL` stops start-up
 * with a readable list instead of surfacing later in a background job.
 */
export function jobSyncConfigProblems(jobs: { boards: readonly string[]; syncInterval: string }): string[] {
  const problems: string[] = [];
  try {
    parseJobBoards(jobs.boards);
  } catch (error) {
    problems.push((error as Error).message);
  }
  try {
    parseSyncInterval(jobs.syncInterval);
  } catch (error) {
    problems.push((error as Error).message);
  }
  return problems;
}
