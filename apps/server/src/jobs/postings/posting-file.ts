import { createReadStream } from 'node:fs';
import { open } from 'node:fs/promises';
import { createInterface } from 'node:readline';
import { createGunzip } from 'node:zlib';
import { JOB_SOURCES, type JobSource } from '@careerloom/contract';
import { z } from 'zod';
import { boardLabel } from '../../config/job-boards';
import {
  detectBoardFormat,
  type FileFormat,
  FileFormatError,
  looksLikeJsonLines,
  parseBoardFile,
  readFileText,
} from './board-file';
import type { PostingInput } from './posting-input';
import {
  type PostingsContext,
  startPostingIngest,
  UPSERT_BATCH_SIZE,
  type UpsertSummary,
  upsertPostings,
} from './postings.service';

/**
 * Reads a file of JSON lines, gzip-compressed or not (told by the gzip magic bytes, not the
 * name). Yields each non-blank line's 1-based number and text.
 */
export async function* readLines(file: string): AsyncGenerator<{ line: number; text: string }> {
  const handle = await open(file, 'r');
  const magic = Buffer.alloc(2);
  try {
    await handle.read(magic, 0, 2, 0);
  } finally {
    await handle.close();
  }
  const raw = createReadStream(file);
  const stream = magic[0] === 0x1f && magic[1] === 0x8b ? raw.pipe(createGunzip()) : raw;
  raw.on('error', (error) => stream.destroy(error));
  const lines = createInterface({ input: stream, crlfDelay: Number.POSITIVE_INFINITY });
  let line = 0;
  try {
    for await (const text of lines) {
      line += 1;
      if (text.trim()) yield { line, text };
    }
  } finally {
    // A caller that stops early (a limit) must not leave the file open.
    lines.close();
    raw.destroy();
  }
}

const nullableText = z.string().nullish();

/** A line already in our own format (what board parsers produce). */
const postingInputLine = z.object({
  source: z.enum(JOB_SOURCES),
  board: z.string(),
  sourceId: z.string().min(1),
  title: z.string().min(1),
  company: z.string().min(1),
  location: z.string(),
  remote: z.boolean().nullish(),
  employmentType: nullableText,
  department: nullableText,
  url: z.string().min(1),
  applyUrl: nullableText,
  descriptionHtml: nullableText,
  descriptionText: nullableText,
  salary: z
    .union([
      z.string(),
      z.object({
        min: z.number().nullish(),
        max: z.number().nullish(),
        currency: nullableText,
        period: z.enum(['year', 'month', 'week', 'day', 'hour']).nullish(),
      }),
    ])
    .nullish(),
  postedAt: nullableText,
});

/**
 * A line of the flattened Ashby Posting API format (`../shared/data/ashby-postings`): one job of
 * `/posting-api/job-board/{board}` with the board slug beside it.
 */
const ashbyLine = z.object({
  source: z.string().optional(),
  board: z.string().min(1),
  id: z.string().min(1),
  title: z.string().min(1),
  department: nullableText,
  employmentType: nullableText,
  location: nullableText,
  isRemote: z.boolean().nullish(),
  isListed: z.boolean().nullish(),
  publishedAt: nullableText,
  jobUrl: z.string().min(1),
  applyUrl: nullableText,
  compensationSummary: nullableText,
  salarySummary: nullableText,
  descriptionPlain: nullableText,
  descriptionHtml: nullableText,
  companyName: nullableText,
});

/** "acme-robotics" → "Acme Robotics": Ashby's flattened lines name the company only by board slug. */
export function companyFromSlug(slug: string): string {
  return slug
    .split(/[-_\s]+/)
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}

export type ParsedLine = { posting: PostingInput } | { skip: string } | { error: string };

/**
 * One JSON line as a posting: our own PostingInput shape (has `sourceId`), or a flattened Ashby
 * job (has `jobUrl`). Unlisted Ashby jobs are skipped: the board hides them from applicants.
 */
export function parsePostingLine(text: string): ParsedLine {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { error: 'not valid JSON' };
  }
  if (value && typeof value === 'object' && 'sourceId' in value) {
    const parsed = postingInputLine.safeParse(value);
    if (!parsed.success) return { error: describe(parsed.error) };
    return { posting: parsed.data as PostingInput };
  }
  if (value && typeof value === 'object' && 'jobUrl' in value) {
    const parsed = ashbyLine.safeParse(value);
    if (!parsed.success) return { error: describe(parsed.error) };
    const job = parsed.data;
    if (job.isListed === false) return { skip: 'unlisted' };
    const source: JobSource = (JOB_SOURCES as readonly string[]).includes(job.source ?? '')
      ? (job.source as JobSource)
      : 'ashby';
    return {
      posting: {
        source,
        board: job.board,
        sourceId: job.id,
        title: job.title,
        company: job.companyName || companyFromSlug(job.board),
        location: job.location ?? '',
        remote: job.isRemote ?? null,
        employmentType: job.employmentType ?? null,
        department: job.department ?? null,
        url: job.jobUrl,
        applyUrl: job.applyUrl ?? null,
        descriptionHtml: job.descriptionHtml ?? null,
        descriptionText: job.descriptionPlain ?? null,
        salary: job.salarySummary || job.compensationSummary || null,
        postedAt: job.publishedAt ?? null,
      },
    };
  }
  return { error: 'neither a posting (sourceId, title, url, ...) nor an Ashby job (id, jobUrl, ...)' };
}

function describe(error: z.ZodError): string {
  return error.issues
    .slice(0, 3)
    .map((issue) => `${issue.path.join('.') || 'line'}: ${issue.message}`)
    .join('; ');
}

export type ImportReport = {
  /** What the file was read as: `jsonl`, or the board whose answer it holds (e.g. `greenhouse:acme`). */
  format: string;
  read: number;
  inserted: number;
  updated: number;
  unchanged: number;
  skipped: number;
  errors: { line: number; message: string }[];
};

/** Errors kept in the report; the count of the rest still shows in `skipped`. */
const MAX_REPORTED_ERRORS = 20;
/**
 * Postings of a JSON-lines file handed to the ingestion at once: several statements' worth, few
 * enough that a file of any size is never held whole (slices overlap: see `startPostingIngest`).
 */
const IMPORT_SLICE = 8 * UPSERT_BATCH_SIZE;

/**
 * Loads a file into the postings store in batches: JSON lines (optionally gzip), or one board's
 * raw API answer (Greenhouse, Lever, Ashby, Remotive, RemoteOK), told apart by the content unless
 * `format` says which. A bad JSON line is reported with its number and skipped; it never stops
 * the import. A board answer goes through that board's parser, so its postings keep their board
 * and a later sync of the same board updates them. `limit` stops after that many postings.
 * Throws `FileFormatError` when the file is neither.
 */
export async function importPostingsFile(
  ctx: PostingsContext,
  file: string,
  now: Date,
  options: { limit?: number; format?: FileFormat } = {},
): Promise<ImportReport> {
  let format = options.format;
  if (!format) {
    let first: string | undefined;
    for await (const { text } of readLines(file)) {
      first = text;
      break;
    }
    if (first === undefined) throw new FileFormatError(`${file} is empty`);
    if (looksLikeJsonLines(first)) format = { kind: 'jsonl' };
  }
  if (format?.kind === 'jsonl') return importJsonLines(ctx, file, now, options.limit);

  const text = await readFileText(file);
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch (error) {
    if (format?.kind === 'board')
      throw new FileFormatError(`${file} is not one JSON document: ${(error as Error).message}`);
    // Not one document either: JSON lines whose first line is broken, reported line by line.
    return importJsonLines(ctx, file, now, options.limit);
  }
  const ref = format?.kind === 'board' ? format.ref : detectBoardFormat(body);
  let postings = parseBoardFile(body, ref);
  if (options.limit !== undefined) postings = postings.slice(0, options.limit);
  const report: ImportReport = {
    format: boardLabel(ref),
    read: postings.length,
    inserted: 0,
    updated: 0,
    unchanged: 0,
    skipped: 0,
    errors: [],
  };
  const result = await upsertPostings(ctx, postings, now);
  report.inserted = result.inserted;
  report.updated = result.updated;
  report.unchanged = result.ids.length - result.inserted - result.updated;
  return report;
}

async function importJsonLines(
  ctx: PostingsContext,
  file: string,
  now: Date,
  limit: number | undefined,
): Promise<ImportReport> {
  const report: ImportReport = {
    format: 'jsonl',
    read: 0,
    inserted: 0,
    updated: 0,
    unchanged: 0,
    skipped: 0,
    errors: [],
  };
  let batch: PostingInput[] = [];
  // One ingestion for the whole file: a slice is read while the last one's rows are written.
  const ingest = startPostingIngest(ctx, now);
  const count = (result: UpsertSummary) => {
    report.inserted += result.inserted;
    report.updated += result.updated;
    report.unchanged += result.ids.length - result.inserted - result.updated;
  };
  const counted: Promise<void>[] = [];
  const flush = async () => {
    if (batch.length === 0) return;
    const slice = (await ingest.add(batch)).written.then(count);
    // A failed write surfaces from the next `add` or from `finish`; this copy is not reported unhandled.
    slice.catch(() => {});
    counted.push(slice);
    batch = [];
  };
  for await (const { line, text } of readLines(file)) {
    if (limit !== undefined && report.read >= limit) break;
    const parsed = parsePostingLine(text);
    if ('posting' in parsed) {
      report.read += 1;
      batch.push(parsed.posting);
      if (batch.length >= IMPORT_SLICE) await flush();
    } else {
      report.skipped += 1;
      if ('error' in parsed && report.errors.length < MAX_REPORTED_ERRORS)
        report.errors.push({ line, message: parsed.error });
    }
  }
  await flush();
  await Promise.all(counted);
  await ingest.finish();
  return report;
}
