import { measuredFigures } from '@careerloom/career-engine';
import {
  JOB_TITLE_FALLBACK,
  type MeasuredFigures,
  type ProcessingStatusItem,
  type ProcessingStatusResponse,
  STALE_POSTING_DAYS,
} from '@careerloom/contract';
import { asc, desc, eq, sql } from 'drizzle-orm';
import { type BoardRef, type BoardSource, boardLabel, parseJobBoards } from '../../config/job-boards';
import type { AppContext } from '../../context';
import { boardSyncRuns, companyWatchlist } from '../../db/schema';
import { syncFailureText } from '../boards/sync-failure';
import { type CheckFigures, checkFiguresOf, latestRun, recalledCheck, rememberCheck } from '../matching/check-figures';
import { candidateBasis, personOf, rankCandidates } from '../matching/match-candidates';
import { type OpenPostingCounts, openPostingCounts } from '../postings/open-postings';
import { jobMonitoringRepository } from './job-monitoring.repository';

type BoardCounts = {
  source: string;
  board: string;
  open: number;
  parsed: number;
  withSkills: number;
  lastSeen: string | null;
};

/** A count as a person reads it: "7,415". */
const n = (value: number) => value.toLocaleString('en-US');
const percent = (part: number, whole: number) => (whole === 0 ? 0 : Math.round((1000 * part) / whole) / 10);
const iso = (d: Date | string | null | undefined) => (d == null ? null : new Date(d).toISOString());

/**
 * The real-time page's processing list, from the real state of ingestion and matching:
 * - one item per configured board, then per board on the user's company watchlist, from its latest
 *   `board_sync_runs` row: `connected` (never synced), `processing` (running), `error` (the last
 *   run failed) or `complete`; processed = the
 *   postings the run fetched, total = the board's open postings in the store, accuracy = the share
 *   of those with a parsed salary or at least one recognised skill.
 * - "Job matching": the user's newest monitoring check (`monitoring_checks`, from any process),
 *   else the last recorded one (re-run once on its saved criteria when its figures were not kept): processed =
 *   postings scored, total = postings the search found (the description adds how many scores rest
 *   on data on both sides); accuracy = the ranking's headline figure measured on its labelled set
 *   (eval/figures/matching.json), or null while none has been measured.
 * - "Skill extraction": processed = open postings with at least one recognised skill, total = open
 *   postings, progress = that coverage; accuracy = the extractor's headline figure (precision)
 *   measured on its labelled set (eval/figures/skills.json), or null while none has been measured.
 */
export async function processingStatus(ctx: AppContext, userId: number): Promise<ProcessingStatusItem[]> {
  const counts = await postingCounts(ctx);
  const measured = measuredFigures();
  const of = (area: MeasuredFigures['area']) => measured.find((f) => f.area === area);
  return [
    ...(await boardItems(ctx, userId, counts)),
    await matchingItem(ctx, userId, of('matching')),
    // The store's totals, not the boards' sum: a job listed on two boards is one open posting.
    skillItem(counts, await openPostingCounts(ctx.db, ctx.clock()), of('skills')),
  ];
}

/**
 * The real-time page's answer: the processing list and the career engine's figures measured on its
 * labelled sets (skills, ATS, matching; an area not yet measured is absent).
 */
export async function processingStatusReport(ctx: AppContext, userId: number): Promise<ProcessingStatusResponse> {
  return { processingStatus: await processingStatus(ctx, userId), measuredFigures: measuredFigures() };
}

/** Each board's open postings, each job once as everywhere (`open-postings.ts`). */
async function postingCounts(ctx: AppContext): Promise<BoardCounts[]> {
  const result = (await ctx.db.execute(sql`
    SELECT source, board,
      count(DISTINCT dedupe_key) AS open,
      count(DISTINCT dedupe_key) FILTER (WHERE salary_min IS NOT NULL OR salary_max IS NOT NULL OR jsonb_array_length(skills) > 0) AS parsed,
      count(DISTINCT dedupe_key) FILTER (WHERE jsonb_array_length(skills) > 0) AS "withSkills",
      max(last_seen_at) AS "lastSeen"
    FROM job_postings WHERE closed_at IS NULL GROUP BY source, board`)) as unknown as {
    rows: Record<keyof BoardCounts, string | number | Date | null>[];
  };
  return result.rows.map((r) => ({
    source: String(r.source),
    board: String(r.board),
    open: Number(r.open),
    parsed: Number(r.parsed),
    withSkills: Number(r.withSkills),
    lastSeen: iso(r.lastSeen as Date | string | null),
  }));
}

async function boardItems(ctx: AppContext, userId: number, counts: BoardCounts[]): Promise<ProcessingStatusItem[]> {
  let boards: BoardRef[];
  try {
    boards = parseJobBoards(ctx.config.jobs.boards);
  } catch {
    // Start-up refuses a bad JOB_BOARDS; should one slip through, the page still answers.
    boards = [];
  }
  // Then the companies on this user's watchlist that the configuration does not already list.
  const labels = new Set(boards.map(boardLabel));
  const configured = new Set(labels);
  const watched = await ctx.db
    .select({ source: companyWatchlist.source, board: companyWatchlist.board })
    .from(companyWatchlist)
    .where(eq(companyWatchlist.userId, userId))
    .orderBy(asc(companyWatchlist.createdAt), asc(companyWatchlist.id));
  for (const w of watched) {
    const ref = { source: w.source as BoardSource, board: w.board };
    if (!labels.has(boardLabel(ref))) boards.push(ref);
    labels.add(boardLabel(ref));
  }
  if (boards.length === 0) return [];
  const runs = await ctx.db
    .selectDistinctOn([boardSyncRuns.source, boardSyncRuns.board])
    .from(boardSyncRuns)
    .orderBy(boardSyncRuns.source, boardSyncRuns.board, desc(boardSyncRuns.startedAt), desc(boardSyncRuns.id));
  return boards.map((ref) => {
    const label = boardLabel(ref);
    const run = runs.find((r) => r.source === ref.source && r.board === ref.board);
    const c = counts.find((x) => x.source === ref.source && x.board === ref.board);
    const open = c?.open ?? 0;
    const base = {
      id: `board:${label}`,
      feature: `Job board ${label}`,
      metrics: { processed: run?.fetched ?? 0, total: open, accuracy: percent(c?.parsed ?? 0, open) },
    };
    if (!run)
      return {
        ...base,
        status: 'connected',
        progress: 0,
        description: 'Configured; not synced yet',
        lastUpdated: null,
      };
    if (run.error)
      return {
        ...base,
        status: 'error',
        progress: 0,
        // In plain words; the error itself stays in the run row and the log.
        description: syncFailureText(run.error, { watched: !configured.has(label) }),
        lastUpdated: iso(run.finishedAt ?? run.startedAt),
      };
    if (!run.finishedAt)
      return {
        ...base,
        status: 'processing',
        progress: 0,
        description: 'Sync running',
        lastUpdated: iso(run.startedAt),
      };
    return {
      ...base,
      status: 'complete',
      progress: 100,
      description: `Fetched ${n(run.fetched)} postings: ${n(run.inserted)} new, ${n(run.updated)} updated, ${n(run.closed)} closed`,
      lastUpdated: iso(run.finishedAt),
    };
  });
}

async function matchingItem(
  ctx: AppContext,
  userId: number,
  measured: MeasuredFigures | undefined,
): Promise<ProcessingStatusItem> {
  const repo = jobMonitoringRepository(ctx.db);
  // Read only: a status poll must not create the search row a recorded check creates.
  const search = await repo.findDefaultSearch(userId);
  const base = { id: 'job-matching', feature: 'Job matching', measuredArea: 'matching' as const };
  const accuracy = headlinePercent(measured);
  // The newest check any process ran (a monitoring GET does not move the saved search) wins over
  // the recorded one when it is at least as recent.
  const run = await latestRun(ctx.db, userId);
  const recordedAt = search?.lastCheckedAt ?? null;
  let check: { at: Date; jobTitle: string; location: string; figures: CheckFigures };
  if (run && (!recordedAt || run.at.getTime() >= recordedAt.getTime())) {
    check = { at: run.at, jobTitle: run.criteria.jobTitle, location: run.criteria.location, figures: run.figures };
  } else if (search && recordedAt) {
    let figures = await recalledCheck(ctx.db, userId, recordedAt);
    if (!figures) {
      figures = await recompute(ctx, userId, search);
      await rememberCheck(ctx.db, userId, recordedAt, figures);
    }
    check = { at: recordedAt, jobTitle: search.jobTitle, location: search.location, figures };
  } else {
    return {
      ...base,
      status: 'connected',
      progress: 0,
      description: 'No monitoring check yet: open Job Monitoring to rank postings for you',
      lastUpdated: null,
      metrics: { processed: 0, total: 0, accuracy },
    };
  }
  const { figures } = check;
  // The spec's last fallback names no job: nothing was really searched for, so say what is missing.
  if (check.jobTitle === JOB_TITLE_FALLBACK)
    return {
      ...base,
      status: 'connected',
      progress: 0,
      description:
        'Waiting for a job title: type the job you want on the AI Job Search page, add it in Settings, or upload your resume',
      lastUpdated: iso(check.at),
      metrics: { processed: 0, total: 0, accuracy },
    };
  return {
    ...base,
    status: 'active',
    // Clamped: a recorded check from an older ranking may have scored more than it counted as found.
    progress: figures.found === 0 ? 100 : Math.min(100, percent(figures.scored, figures.found)),
    description: matchingDescription(figures, `"${check.jobTitle}" (${check.location})`),
    lastUpdated: iso(check.at),
    metrics: { processed: figures.scored, total: figures.found, accuracy },
  };
}

/**
 * What the last check found, in plain words (issue 35: 'Scored 0 of 0 postings found ...; 0 of the
 * scores rest on the posting's own skills' was read on /realtime): how many postings match, and
 * how many of them name skills the score could compare with the person's.
 */
function matchingDescription(figures: CheckFigures, search: string): string {
  if (figures.found === 0) return `No posting from the last ${STALE_POSTING_DAYS} days matches ${search} yet`;
  const matched =
    figures.scored === figures.found
      ? `${n(figures.found)} ${figures.found === 1 ? 'posting matches' : 'postings match'} ${search}`
      : `${n(figures.scored)} of the ${n(figures.found)} postings that match ${search} scored so far`;
  return `${matched}; ${n(figures.grounded)} of them name the skills the score compares with yours`;
}

/** The figures of a recorded check whose figures were not kept, ranked once again. */
async function recompute(
  ctx: AppContext,
  userId: number,
  search: { jobTitle: string; location: string; skills: string[]; salaryMin: number | null },
): Promise<CheckFigures> {
  const basis = await candidateBasis(ctx, userId);
  const { ranked, totalFound } = await rankCandidates(ctx, {
    jobTitle: search.jobTitle,
    location: search.location,
    skills: search.skills,
    salaryMin: search.salaryMin,
    ...personOf(basis),
  });
  return checkFiguresOf(ranked, totalFound, search.salaryMin);
}

/**
 * An area's headline figure (the first its bench lists, e.g. skills precision) as a percentage with
 * one decimal; null when the area is not measured or its headline is not a ratio.
 */
function headlinePercent(figures: MeasuredFigures | undefined): number | null {
  const metric = figures?.metrics[0];
  return metric?.unit === 'ratio' ? Math.round(metric.value * 1000) / 10 : null;
}

function skillItem(
  counts: BoardCounts[],
  { open, withSkills }: OpenPostingCounts,
  measured: MeasuredFigures | undefined,
): ProcessingStatusItem {
  const share = percent(withSkills, open);
  return {
    id: 'skill-extraction',
    feature: 'Skill extraction',
    status: open === 0 ? 'connected' : 'complete',
    progress: share,
    description:
      open === 0
        ? 'No open postings yet'
        : `${n(withSkills)} of ${n(open)} open postings have at least one recognised skill`,
    // Skills are extracted as postings are stored: the newest store time is the extraction's.
    lastUpdated: counts.map((c) => c.lastSeen).reduce<string | null>((a, b) => (b && (!a || b > a) ? b : a), null),
    metrics: { processed: withSkills, total: open, accuracy: headlinePercent(measured) },
    measuredArea: 'skills',
  };
}
