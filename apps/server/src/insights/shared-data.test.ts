import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gunzipSync } from 'node:zlib';
import { DATA_MAX_CHARS } from '@careerloom/contract';
import { describe, expect, it } from 'vitest';
import { analyseTable } from './analyse-table';
import { parseCsv } from './csv-parse';

// Real files from ../shared/data next to the repository root, read in place (never copied).
const repoRoot = fileURLToPath(new URL('../../../../', import.meta.url));
const shared = (file: string) => path.join(repoRoot, '../shared/data', file);
const ONET = shared('skills-onet-29.2/Technology Skills.txt');
const ASHBY = shared('ashby-postings/ashby_postings.jsonl.gz');

/** The largest whole-line prefix of a file that fits the upload limit. */
function uploadSized(text: string, lineEnd: string): string {
  const limit = DATA_MAX_CHARS - 1024;
  return text.length <= limit ? text : text.slice(0, text.lastIndexOf(lineEnd, limit) + lineEnd.length);
}

describe('real data', () => {
  it.runIf(existsSync(ONET))('reads the tab-separated, CRLF O*NET technology skills file', () => {
    const text = uploadSized(readFileSync(ONET, 'utf8'), '\r\n');
    const parsed = parseCsv(text);
    expect(parsed.delimiter).toBe('\t');
    expect(parsed.header).toEqual([
      'O*NET-SOC Code',
      'Example',
      'Commodity Code',
      'Commodity Title',
      'Hot Technology',
      'In Demand',
    ]);
    // The same file read naively (it has no quotes), as the expected figures.
    const lines = text
      .split('\r\n')
      .filter(Boolean)
      .slice(1)
      .map((l) => l.split('\t'));
    expect(parsed.rows.length).toBe(lines.length);
    expect(parsed.ragged).toEqual([]);

    const result = analyseTable(parsed, {
      source: 'O*NET',
      dataType: 'operational',
      rowCap: { max: 5000, note: (a, t) => `${a} of ${t}` },
    });
    expect(result.insights.rowsAnalysed).toBe(5000);
    expect(result.limitations[0]).toBe(`5000 of ${lines.length}`);
    const first = lines.slice(0, 5000);
    const hot = first.filter((l) => l[4] === 'Y').length;
    const hotColumn = result.insights.columns.find((c) => c.name === 'Hot Technology');
    expect(hotColumn).toMatchObject({ kind: 'category', filled: 5000 });
    expect(hotColumn?.top).toEqual([
      { value: 'N', count: 5000 - hot },
      { value: 'Y', count: hot },
    ]);
    // A code column of digits is a label, not a quantity with a sum.
    expect(result.insights.columns.find((c) => c.name === 'Commodity Code')?.kind).toBe('category');
    const titles = new Map<string, number>();
    for (const l of first) titles.set(l[3] as string, (titles.get(l[3] as string) ?? 0) + 1);
    const [topTitle, topCount] = [...titles].sort((a, b) => b[1] - a[1])[0] as [string, number];
    expect(result.insights.columns.find((c) => c.name === 'Commodity Title')?.top?.[0]).toEqual({
      value: topTitle,
      count: topCount,
    });
  });

  it.runIf(existsSync(ASHBY))('reads real job postings written as CSV with quoted multi-line descriptions', () => {
    type Posting = {
      board: string;
      title: string;
      employmentType: string;
      publishedAt: string;
      descriptionPlain: string;
    };
    const postings = gunzipSync(readFileSync(ASHBY))
      .toString('utf8')
      .split('\n')
      .filter(Boolean)
      .slice(0, 400)
      .map((l) => JSON.parse(l) as Posting);
    const q = (s: string) => `"${s.replace(/"/g, '""')}"`;
    const csv = [
      'board,title,employment type,published,description',
      ...postings.map((p) =>
        [p.board, p.title, p.employmentType, p.publishedAt, p.descriptionPlain.slice(0, 400)].map(q).join(','),
      ),
    ].join('\r\n');
    expect(csv).toMatch(/\n[^"]*\n/); // descriptions really carry line breaks inside quotes

    const parsed = parseCsv(csv);
    expect(parsed.rows.length).toBe(postings.length);
    expect(parsed.rows.map((r) => r[4])).toEqual(postings.map((p) => p.descriptionPlain.slice(0, 400)));

    const { insights } = analyseTable(parsed, { source: 'Ashby', dataType: 'operational', rowCap: null });
    const types = new Map<string, number>();
    for (const p of postings) types.set(p.employmentType, (types.get(p.employmentType) ?? 0) + 1);
    const employment = insights.columns.find((c) => c.name === 'employment type');
    expect(employment?.kind).toBe('category');
    expect(employment?.top?.[0]).toEqual({
      value: 'FullTime',
      count: types.get('FullTime'),
    });
    const times = postings.map((p) => Date.parse(p.publishedAt));
    const minute = (ms: number) => `${new Date(ms).toISOString().slice(0, 16)}Z`;
    expect(insights.columns.find((c) => c.name === 'published')).toMatchObject({
      kind: 'date',
      filled: postings.length,
      range: { from: minute(Math.min(...times)), to: minute(Math.max(...times)) },
    });
    expect(insights.columns.find((c) => c.name === 'description')?.kind).toBe('text');
  });
});
