import type { PostingsSupply } from '@careerloom/contract';
import { sql } from 'drizzle-orm';
import { boardLabel, parseSyncInterval } from '../../config/job-boards';
import type { AppContext } from '../../context';
import { latestSyncRuns } from './latest-sync-runs';
import { boardsToSync } from './watched-boards';

/** How postings get in when no board can help: the import command (README, "Job postings"). */
export const IMPORT_HINT =
  'To load postings from a file instead, run “npm run jobs:import -- <file>” on the server (a board’s saved answer or JSON lines).';

/** Failures that mean the board was never reached: no name resolution, no route, no answer. */
const CANNOT_REACH =
  /ENOTFOUND|EAI_AGAIN|getaddrinfo|ECONNREFUSED|ECONNRESET|EHOSTUNREACH|ENETUNREACH|ETIMEDOUT|no answer within|fetch failed/i;

/**
 * After this many boards failed to be reached, and none answered, the server is taken to be
 * offline: with two dozen boards synced one after another, each retried for seconds, waiting for
 * the last would leave the page saying "fetching" for a minute or more.
 */
const UNREACHABLE_AFTER = 3;

/**
 * Where the postings store's postings come from right now, and what to say while it has none
 * (issue 36): a fresh install fills it from public boards in the background, and until then, or
 * when no board can be reached, the pages say so plainly instead of showing an empty list. Read
 * from the store and the boards' latest sync runs, so every process answers the same.
 */
export async function postingsSupply(ctx: Pick<AppContext, 'db' | 'config'>): Promise<PostingsSupply> {
  const boards = await boardsToSync(ctx);
  const stored = await ctx.db.execute(sql`SELECT EXISTS (SELECT 1 FROM job_postings WHERE closed_at IS NULL) AS any`);
  const any = (stored as unknown as { rows: Array<{ any: boolean | string }> }).rows[0]?.any;
  if (any === true || any === 't') return { state: 'stored', boards: boards.length, message: null };
  if (boards.length === 0)
    return {
      state: 'none',
      boards: 0,
      message: `No job postings are stored, and this server syncs no job board (JOB_BOARDS=none). Watch a company’s board in Settings to have it synced. ${IMPORT_HINT}`,
    };

  const runs = await latestSyncRuns(ctx.db);
  // Keyed as boardLabel writes a board: `source:board`, or the source alone for an aggregator.
  const latest = new Map(runs.map((run) => [run.board ? `${run.source}:${run.board}` : run.source, run]));
  let answered = 0;
  let unreached = 0;
  let failed = 0;
  let pending = 0;
  for (const ref of boards) {
    const run = latest.get(boardLabel(ref));
    if (!run?.finishedAt) pending += 1;
    else if (!run.error) answered += 1;
    else if (CANNOT_REACH.test(run.error)) unreached += 1;
    else failed += 1;
  }
  const count = boards.length === 1 ? 'the one job board' : `${boards.length} public job boards`;
  // A board that answered at all (even to refuse) shows the server is online.
  if (answered === 0 && failed === 0 && unreached > 0 && (pending === 0 || unreached >= UNREACHABLE_AFTER))
    return {
      state: 'unreachable',
      boards: boards.length,
      message: `No job postings yet: this server could not reach any job board (it may have no internet connection). It tries ${count} again at the next sync. ${IMPORT_HINT}`,
    };
  if (pending > 0) {
    // Configured boards wait for the periodic sync; with it off only watched boards are synced.
    const syncing = parseSyncIntervalOrNull(ctx.config.jobs.syncInterval) !== null;
    return syncing
      ? {
          state: 'fetching',
          boards: boards.length,
          message: `No job postings yet: they are being fetched from ${count} in the background, and the first appear within a minute.`,
        }
      : {
          state: 'none',
          boards: boards.length,
          message: `No job postings are stored, and periodic job board sync is off on this server (JOB_SYNC_INTERVAL=off). ${IMPORT_HINT}`,
        };
  }
  if (answered === 0)
    return {
      state: 'failing',
      boards: boards.length,
      message: `No job postings yet: the last sync of every job board failed (the details are on the Real-Time page, /realtime). The next sync tries again. ${IMPORT_HINT}`,
    };
  return {
    state: 'empty',
    boards: boards.length,
    message: `No job postings right now: the job boards this server syncs list no open job. Watch more companies in Settings. ${IMPORT_HINT}`,
  };
}

function parseSyncIntervalOrNull(value: string): number | null {
  try {
    return parseSyncInterval(value);
  } catch {
    return null;
  }
}
