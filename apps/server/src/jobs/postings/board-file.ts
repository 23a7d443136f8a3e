import { readFile } from 'node:fs/promises';
import { gunzipSync } from 'node:zlib';
import { BoardListError, type BoardRef, boardLabel, parseJobBoards } from '../../config/job-boards';
import { parseAshbyBoard } from '../boards/ashby';
import { BoardShapeError } from '../boards/board-shape';
import { parseLeverPostings } from '../boards/lever';
import { parseRemoteOkJobs } from '../boards/remoteok';
import { parseRemotiveJobs } from '../boards/remotive';
import { parseGreenhouseJobs } from '../greenhouse/greenhouse-board';
import type { PostingInput } from './posting-input';

/**
 * How a file's postings are written: JSON lines (ours or flattened Ashby jobs), or one board's
 * raw API answer saved as is (`curl .../v1/boards/acme/jobs?content=true > acme.json`).
 */
export type FileFormat = { kind: 'jsonl' } | { kind: 'board'; ref: BoardRef };

/** A whole-file board answer above this is refused: board APIs answer far less (RemoteOK ~10 MB). */
export const MAX_BOARD_FILE_BYTES = 256 * 1024 * 1024;

export class FileFormatError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'FileFormatError';
  }
}

/**
 * Reads `--format`: `jsonl`, or a board as `JOB_BOARDS` writes it (`greenhouse:<token>`,
 * `lever:<site>`, `ashby:<board>`, `remotive`, `remoteok`), validated by the same rules.
 */
export function parseFileFormat(value: string): FileFormat {
  if (value.trim().toLowerCase() === 'jsonl') return { kind: 'jsonl' };
  let boards: BoardRef[];
  try {
    boards = parseJobBoards([value]);
  } catch (error) {
    if (error instanceof BoardListError)
      throw new FileFormatError(`--format ${value}: ${error.invalid.map((i) => i.reason).join('; ')}`);
    throw error;
  }
  const [ref] = boards;
  if (boards.length !== 1 || !ref) throw new FileFormatError(`--format ${value}: name one board, or jsonl`);
  return { kind: 'board', ref };
}

/** The file's bytes as text, un-gzipped when it starts with the gzip magic bytes. */
export async function readFileText(file: string): Promise<string> {
  const bytes = await readFile(file);
  if (bytes.length > MAX_BOARD_FILE_BYTES)
    throw new FileFormatError(`${file} is over ${MAX_BOARD_FILE_BYTES / 1024 / 1024} MB`);
  const raw =
    bytes[0] === 0x1f && bytes[1] === 0x8b ? gunzipSync(bytes, { maxOutputLength: MAX_BOARD_FILE_BYTES }) : bytes;
  return raw.toString('utf8');
}

/**
 * Tells JSON lines from a board's answer by the first non-blank line: a line that is one whole
 * JSON object without a `jobs` list is a posting line; anything else (`[`, a pretty-printed `{`,
 * or a one-line `{"jobs": [...]}`) is a board answer.
 */
export function looksLikeJsonLines(firstLine: string): boolean {
  try {
    const value: unknown = JSON.parse(firstLine);
    return typeof value === 'object' && value !== null && !Array.isArray(value) && !('jobs' in value);
  } catch {
    return false;
  }
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The one board name every job's link names (`https://<host>/<name>/...`), or null when they do not agree. */
function boardFromLinks(links: unknown[], host: RegExp): string | null {
  const names = new Set<string>();
  for (const link of links) {
    if (typeof link !== 'string') return null;
    let url: URL;
    try {
      url = new URL(link);
    } catch {
      return null;
    }
    const name = host.test(url.hostname) ? decodeURIComponent(url.pathname.split('/')[1] ?? '') : '';
    if (!name) return null;
    names.add(name);
  }
  return names.size === 1 ? ([...names][0] ?? null) : null;
}

/**
 * Which board answered `body`, told from its shape: Greenhouse `{jobs: [{absolute_url}]}`, Ashby
 * `{jobs: [{jobUrl}]}`, Remotive `{jobs: [{company_name, url}]}`, Lever `[{hostedUrl}]`, RemoteOK
 * `[{legal}, {position}]`. The board's name comes from the jobs' links on the board's own host
 * (boards.greenhouse.io/<token>, jobs.lever.co/<site>, jobs.ashbyhq.com/<board>); when they do
 * not name it (a career site on the company's domain), `--format` must.
 */
export function detectBoardFormat(body: unknown): BoardRef {
  const need = (source: string) =>
    new FileFormatError(
      `This looks like a ${source} board's answer, but its job links do not name the board: add --format ${source}:<name>`,
    );
  if (isObject(body) && Array.isArray(body.jobs)) {
    const jobs = body.jobs.filter(isObject);
    const first = jobs[0];
    if (!first) throw new FileFormatError('The file lists no jobs, so its board cannot be told: add --format');
    if ('absolute_url' in first) {
      const token = boardFromLinks(
        jobs.map((j) => j.absolute_url),
        /^(job-)?boards(\.eu)?\.greenhouse\.io$/,
      );
      if (!token) throw need('greenhouse');
      return { source: 'greenhouse', board: token };
    }
    if ('jobUrl' in first) {
      const board = boardFromLinks(
        jobs.map((j) => j.jobUrl),
        /^jobs\.ashbyhq\.com$/,
      );
      if (!board) throw need('ashby');
      return { source: 'ashby', board };
    }
    if ('company_name' in first && 'url' in first) return { source: 'remotive', board: '' };
  }
  if (Array.isArray(body)) {
    const items = body.filter(isObject);
    if (items.some((i) => 'legal' in i || 'position' in i)) return { source: 'remoteok', board: '' };
    const first = items[0];
    if (first && 'hostedUrl' in first) {
      const site = boardFromLinks(
        items.map((i) => i.hostedUrl),
        /^jobs(\.eu)?\.lever\.co$/,
      );
      if (!site) throw need('lever');
      return { source: 'lever', board: site };
    }
    if (!first) throw new FileFormatError('The file lists no jobs, so its board cannot be told: add --format');
  }
  throw new FileFormatError(
    'Not a format we read: JSON lines, or the raw answer of a Greenhouse, Lever, Ashby, Remotive or RemoteOK board',
  );
}

/** A board's answer read through that board's own parser (the one the sync uses). */
export function parseBoardFile(body: unknown, ref: BoardRef): PostingInput[] {
  try {
    switch (ref.source) {
      case 'greenhouse':
        return parseGreenhouseJobs(body, ref.board);
      case 'lever':
        return parseLeverPostings(body, ref.board);
      case 'ashby':
        return parseAshbyBoard(body, ref.board);
      case 'remotive':
        return parseRemotiveJobs(body);
      case 'remoteok':
        return parseRemoteOkJobs(body);
    }
  } catch (error) {
    if (error instanceof BoardShapeError)
      throw new FileFormatError(`Read as ${boardLabel(ref)}: ${error.message.replace(/^[^:]*: /, '')}`);
    throw error;
  }
}
