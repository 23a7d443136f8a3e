import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { getSkillExtractor } from '@careerloom/career-engine';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobPostings } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import {
  greenhouseJob,
  greenhouseJobs,
  leverPosting,
  remoteOkJob,
  remoteOkJobs,
  remotiveJob,
  remotiveJobs,
} from '../boards/testing/board-fixtures';
import { detectBoardFormat, FileFormatError, looksLikeJsonLines, parseFileFormat } from './board-file';
import { importPostingsFile } from './posting-file';

/** Real payloads shared beside the repository, read in place (see ../shared/data/*\/SOURCE.md). */
const SHARED = path.resolve(__dirname, '../../../../../../shared/data');
const greenhouseDocExample = path.join(SHARED, 'greenhouse-job-board-api-doc-examples/GET_jobs_content_true.json');
const greenhouseList = path.join(SHARED, 'greenhouse-job-board-api-doc-examples/GET_jobs.json');
const ashbyNango = path.join(SHARED, 'ashby-posting-api-raw/Nango.json');
const ashbyPostings = path.join(SHARED, 'ashby-postings/ashby_postings.jsonl.gz');

const readJson = (file: string): unknown => JSON.parse(readFileSync(file, 'utf8'));

describe('telling a board file from its content', () => {
  it('names the board from the jobs’ links on the board’s own host', () => {
    expect(detectBoardFormat(readJson(greenhouseDocExample))).toEqual({ source: 'greenhouse', board: 'vaulttec' });
    expect(detectBoardFormat(readJson(greenhouseList))).toEqual({ source: 'greenhouse', board: 'vaulttec' });
    expect(detectBoardFormat(readJson(ashbyNango))).toEqual({ source: 'ashby', board: 'Nango' });
    expect(detectBoardFormat([leverPosting('a', 'Engineer'), leverPosting('b', 'Designer')])).toEqual({
      source: 'lever',
      board: 'globex',
    });
    expect(detectBoardFormat(remotiveJobs([remotiveJob(1, 'Dev')]))).toEqual({ source: 'remotive', board: '' });
    expect(detectBoardFormat(remoteOkJobs([remoteOkJob('1', 'Dev')]))).toEqual({ source: 'remoteok', board: '' });
  });

  it('asks for --format when the links do not name the board, and refuses what no board answers', () => {
    const careerSite = greenhouseJobs([
      greenhouseJob(1, 'Engineer', { absolute_url: 'https://careers.example.com/jobs?gh_jid=1' }),
    ]);
    expect(() => detectBoardFormat(careerSite)).toThrow(/--format greenhouse:<name>/);
    const twoSites = [leverPosting('a', 'A'), leverPosting('b', 'B', { hostedUrl: 'https://jobs.lever.co/other/b' })];
    expect(() => detectBoardFormat(twoSites)).toThrow(/--format lever:<name>/);
    expect(() => detectBoardFormat({ jobs: [] })).toThrow(FileFormatError);
    expect(() => detectBoardFormat({ hello: 'world' })).toThrow(/Not a format we read/);
  });

  it('tells JSON lines by their first line', () => {
    expect(looksLikeJsonLines('{"sourceId":"1","title":"T"}')).toBe(true);
    expect(looksLikeJsonLines('{')).toBe(false);
    expect(looksLikeJsonLines('{"jobs": []}')).toBe(false);
    expect(looksLikeJsonLines('[')).toBe(false);
  });

  it('reads --format like JOB_BOARDS', () => {
    expect(parseFileFormat('greenhouse:acme')).toEqual({ kind: 'board', ref: { source: 'greenhouse', board: 'acme' } });
    expect(parseFileFormat('remoteok')).toEqual({ kind: 'board', ref: { source: 'remoteok', board: '' } });
    expect(parseFileFormat('JSONL')).toEqual({ kind: 'jsonl' });
    expect(() => parseFileFormat('greenhouse')).toThrow(/needs a board name/);
    expect(() => parseFileFormat('monster:x')).toThrow(/unknown source/);
    expect(() => parseFileFormat('lever:../etc')).toThrow(/letters, digits/);
  });
});

describe('importPostingsFile with board files', () => {
  let t: TestApp;
  let dir: string;
  const ctx = () => ({ db: t.db, skills: getSkillExtractor });
  const now = new Date('2026-03-02T09:00:00Z');
  const write = (name: string, value: unknown, pretty = true) => {
    const file = path.join(dir, name);
    writeFileSync(file, JSON.stringify(value, null, pretty ? 2 : undefined));
    return file;
  };
  const stored = (source: string, board: string) =>
    t.db
      .select()
      .from(jobPostings)
      .where(and(eq(jobPostings.source, source), eq(jobPostings.board, board)))
      .orderBy(jobPostings.sourceId);

  beforeAll(async () => {
    t = await createTestApp();
    dir = mkdtempSync(path.join(os.tmpdir(), 'careerloom-board-file-'));
  });
  afterAll(async () => {
    await t?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('loads a raw Ashby board answer through the Ashby parser, keeping its board', async () => {
    const raw = readJson(ashbyNango) as { jobs: { isListed: boolean }[] };
    const listed = raw.jobs.filter((j) => j.isListed !== false).length;
    const report = await importPostingsFile(ctx(), ashbyNango, now);
    expect(report).toMatchObject({ format: 'ashby:Nango', read: listed, inserted: listed, skipped: 0 });
    const rows = await stored('ashby', 'Nango');
    expect(rows).toHaveLength(listed);
    expect(rows.every((r) => r.company === 'Nango' && r.url.startsWith('https://jobs.ashbyhq.com/Nango/'))).toBe(true);
    // Importing the same answer again changes nothing.
    expect(await importPostingsFile(ctx(), ashbyNango, now)).toMatchObject({
      inserted: 0,
      updated: 0,
      unchanged: listed,
    });
  });

  it('loads the documented Greenhouse answer, gzip-compressed too', async () => {
    const file = path.join(dir, 'greenhouse.json.gz');
    writeFileSync(file, gzipSync(readFileSync(greenhouseDocExample)));
    const report = await importPostingsFile(ctx(), file, now);
    expect(report).toMatchObject({ format: 'greenhouse:vaulttec', read: 1, inserted: 1 });
    const [row] = await stored('greenhouse', 'vaulttec');
    expect(row).toMatchObject({ sourceId: '127817', title: 'Vault Designer', location: 'NYC' });
    expect(row?.description).toContain('Any HTML included through the hosted job application editor');
  });

  it('loads Lever, Remotive and RemoteOK answers; --format names a board the links do not', async () => {
    const lever = write('lever.json', [leverPosting('lv-1', 'Platform Engineer'), leverPosting('lv-2', 'SRE')]);
    expect(await importPostingsFile(ctx(), lever, now)).toMatchObject({ format: 'lever:globex', inserted: 2 });
    const remotive = write('remotive.json', remotiveJobs([remotiveJob(501, 'Frontend Developer')]), false);
    expect(await importPostingsFile(ctx(), remotive, now)).toMatchObject({ format: 'remotive', inserted: 1 });
    const remoteok = write('remoteok.json', remoteOkJobs([remoteOkJob('9001', 'Rust Engineer')]));
    expect(await importPostingsFile(ctx(), remoteok, now)).toMatchObject({ format: 'remoteok', inserted: 1 });
    expect((await stored('remoteok', ''))[0]).toMatchObject({ title: 'Rust Engineer', salaryCurrency: 'USD' });

    const careerSite = write(
      'career-site.json',
      greenhouseJobs([greenhouseJob(7, 'Analyst', { absolute_url: 'https://careers.example.com/jobs?gh_jid=7' })]),
    );
    await expect(importPostingsFile(ctx(), careerSite, now)).rejects.toThrow(/--format greenhouse:<name>/);
    const named = await importPostingsFile(ctx(), careerSite, now, { format: parseFileFormat('greenhouse:example') });
    expect(named).toMatchObject({ format: 'greenhouse:example', inserted: 1 });
    // --format that does not fit the content names the field that does not fit.
    await expect(importPostingsFile(ctx(), lever, now, { format: parseFileFormat('ashby:x') })).rejects.toThrow(
      /^Read as ashby:x: unexpected response shape/,
    );
  });

  it('still reads JSON lines; a file that is neither reports its bad lines', async () => {
    const report = await importPostingsFile(ctx(), ashbyPostings, now, { limit: 5 });
    expect(report).toMatchObject({ format: 'jsonl', read: 5 });
    const broken = path.join(dir, 'broken.jsonl');
    writeFileSync(broken, 'not json at all\n{"nope": 1}\n');
    expect(await importPostingsFile(ctx(), broken, now)).toMatchObject({
      format: 'jsonl',
      read: 0,
      skipped: 2,
      errors: [{ line: 1, message: 'not valid JSON' }, { line: 2 }],
    });
    await expect(importPostingsFile(ctx(), broken, now, { format: parseFileFormat('remotive') })).rejects.toThrow(
      /is not one JSON document/,
    );
  });

  it('imports a JSON-lines file of several slices, counting each posting once; a later line wins', async () => {
    // 2,100 lines are two slices of the import (2,000 and 100); line 2,050 repeats the key of line 10.
    const line = (n: number, title = `Platform Engineer ${n}`) =>
      JSON.stringify({
        source: 'lever',
        board: 'slices',
        sourceId: `s${n}`,
        title,
        company: 'Slicers',
        location: 'Remote',
        url: `https://jobs.lever.co/slices/${n}`,
        descriptionText: 'Kubernetes and Go.',
      });
    const lines = Array.from({ length: 2_100 }, (_, n) => line(n));
    lines[2_050] = line(10, 'Staff Platform Engineer');
    const file = path.join(dir, 'slices.jsonl');
    writeFileSync(file, `${lines.join('\n')}\n`);
    expect(await importPostingsFile(ctx(), file, now)).toMatchObject({
      read: 2_100,
      inserted: 2_099,
      updated: 1,
      unchanged: 0,
      skipped: 0,
    });
    const rows = await stored('lever', 'slices');
    expect(rows).toHaveLength(2_099);
    expect(rows.find((r) => r.sourceId === 's10')?.title).toBe('Staff Platform Engineer');
    // Again: line 10 differs from what line 2,050 stored, and line 2,050 from what line 10 wrote.
    expect(await importPostingsFile(ctx(), file, now)).toMatchObject({ inserted: 0, updated: 2, unchanged: 2_098 });
    expect((await stored('lever', 'slices')).find((r) => r.sourceId === 's10')?.title).toBe('Staff Platform Engineer');
  });
});
