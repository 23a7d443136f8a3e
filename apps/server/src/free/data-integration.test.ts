import type { DataIntegrationResponse, FreeDashboard } from '@careerloom/contract';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ FREE_CHAT_DELAY_MS: '0' }, { clockStart: new Date('2025-03-10T09:00:00Z') });
});
afterAll(() => t.close());

let addresses = 0;
const newAddress = () => `192.0.2.${++addresses}`;

const SALES = [
  'date;region;product;units;revenue',
  '15/01/2024;North;Widget;10;"1.000,00 €"',
  '15/02/2024;South;Gadget;5;"500,00 €"',
  '15/03/2024;North;Widget;12;"1.200,00 €"',
  '15/04/2024;East;Gizmo;3;"300,00 €"',
  '15/05/2024;North;Gadget;8;"800,00 €"',
  '15/06/2024;South;Widget;15;"1.500,00 €"',
].join('\r\n');

function analyse(
  payload: object,
  auth: { cookie?: string; remoteAddress?: string } = {},
): Promise<LightMyRequestResponse> {
  return t.app.inject({
    method: 'POST',
    url: '/api/free/data-integration',
    payload,
    ...(auth.cookie ? { headers: { cookie: auth.cookie } } : {}),
    remoteAddress: auth.remoteAddress ?? newAddress(),
  });
}

const body = (data: string, dataType = 'sales', dataSource = 'Q1 shop export') => ({ dataSource, dataType, data });

async function dashboard(cookie: string): Promise<FreeDashboard> {
  const res = await t.app.inject({ method: 'GET', url: '/api/free/dashboard', headers: { cookie } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<FreeDashboard>();
}

/** Handling minutes of row i: 10 to 16 in a weekly cycle. */
const minutesOf = (i: number) => 10 + (i % 7);
const sumOfMinutes = (rows: number) => Array.from({ length: rows }, (_, i) => minutesOf(i)).reduce((a, b) => a + b, 0);

/** `rows` CSV rows of a day, a team and its handling minutes. */
function generated(rows: number): string {
  const lines = ['day,team,handling_minutes'];
  for (let i = 0; i < rows; i++) {
    const day = new Date(Date.UTC(2024, 0, 1) + i * 86_400_000).toISOString().slice(0, 10);
    lines.push(`${day},${['A', 'B', 'C'][i % 3]},${minutesOf(i)}`);
  }
  return lines.join('\n');
}

describe('POST /api/free/data-integration', () => {
  it("analyses a guest's semicolon file with day-first dates and euro amounts, exactly", async () => {
    const res = await analyse(body(SALES));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.cookies.find((c) => c.name === 'careerloom.guest')).toBeDefined();
    const { insights, limitations } = res.json<DataIntegrationResponse>();
    expect(limitations).toEqual([]);
    expect(insights).toMatchObject({ source: 'Q1 shop export', dataType: 'sales', rows: 6, rowsAnalysed: 6 });
    expect(insights.columns.map((c) => [c.name, c.kind])).toEqual([
      ['date', 'date'],
      ['region', 'category'],
      ['product', 'category'],
      ['units', 'number'],
      ['revenue', 'number'],
    ]);
    expect(insights.columns[0]?.range).toEqual({ from: '2024-01-15', to: '2024-06-15' });
    expect(insights.columns[4]?.stats).toEqual({ min: 300, max: 1500, mean: 883.333333333, median: 900, sum: 5300 });
    expect(insights.highlights.slice(0, 3)).toEqual([
      'Total revenue: €5,300.00 across 6 rows (average €883.33 a row).',
      'Best product: Widget with €3,700.00 (69.8% of the total); weakest: Gizmo with €300.00 (5.7% of the total).',
      'Best month: 2024-06 with €1,500.00 of revenue.',
    ]);
    expect(insights.trends.map((tr) => [tr.column, tr.by])).toEqual([
      ['units', 'date'],
      ['revenue', 'date'],
    ]);
  });

  it("records a signed-in user's analysis, which the dashboard quotes", async () => {
    const user = await t.register();
    const res = await analyse(body(SALES), { cookie: user.cookie });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.cookies).toEqual([]);
    const board = await dashboard(user.cookie);
    expect(board.usage_stats).toMatchObject({ daily_queries_used: 1, monthly_queries_used: 1 });
    expect(board.insights).toContain('You analysed 1 dataset this month (6 rows).');
    expect(board.insights).toContain(
      'Latest analysis: Q1 shop export (sales, 6 rows): Total revenue: €5,300.00 across 6 rows (average €883.33 a row).',
    );
    const work = await t.app.inject({ method: 'GET', url: '/api/work-ai/dashboard', headers: { cookie: user.cookie } });
    if (work.statusCode === 200) {
      const metrics = work.json().metrics as { key: string; value: number }[];
      expect(metrics.length).toBeGreaterThan(0);
    }
  });

  it('reads the first 5,000 rows for free users and says so; a job seeker gets every row', async () => {
    const data = generated(5100);
    const free = await t.register();
    const freeRes = await analyse(body(data, 'operational', 'tickets'), { cookie: free.cookie });
    expect(freeRes.statusCode, freeRes.body).toBe(200);
    const cut = freeRes.json<DataIntegrationResponse>();
    expect(cut.insights).toMatchObject({ rows: 5100, rowsAnalysed: 5000 });
    expect(cut.insights.columns[2]?.stats).toMatchObject({ sum: sumOfMinutes(5000), min: 10, max: 16 });
    expect(cut.limitations).toContain(
      'Analysed the first 5,000 of 5,100 rows: the free tier reads up to 5,000 rows of a file. Job Seeker analyses every row.',
    );
    expect(cut.insights.highlights[0]).toBe(
      `Average handling_minutes: ${Math.round((sumOfMinutes(5000) / 5000) * 100) / 100} (median 13, longest 16).`,
    );

    const seeker = await t.register({ plan: 'jobseeker' });
    const full = (
      await analyse(body(data, 'operational', 'tickets'), { cookie: seeker.cookie })
    ).json<DataIntegrationResponse>();
    expect(full.insights).toMatchObject({ rows: 5100, rowsAnalysed: 5100 });
    expect(full.insights.columns[2]?.stats).toMatchObject({ sum: sumOfMinutes(5100) });
    expect(full.limitations).toEqual([]);
  });

  it('reports ragged rows and still analyses the rest', async () => {
    const res = await analyse(body('name,amount\nA,1\nB,2,3\nC,3\n"D, Jr.",4\n', 'financial'));
    const { insights, limitations } = res.json<DataIntegrationResponse>();
    expect(insights).toMatchObject({ rows: 4, rowsAnalysed: 3 });
    expect(insights.columns[1]?.stats?.sum).toBe(8);
    expect(limitations[0]).toBe("Left out 1 row whose number of cells differs from the header's 2 (line 3).");
  });

  it('refuses bad input with 400 and a clear message, spending nothing and setting no cookie', async () => {
    const user = await t.register();
    const cases: [object, string][] = [
      [
        body('5\n6\n7\n'),
        'The first row must name the columns (for example: date,region,revenue); it holds values instead',
      ],
      [body('name,age\n'), 'The file has a header row but no data rows'],
      [body('a,b\n1,"open\n'), 'A quoted value that starts on line 2 is never closed'],
      [body('a,b,c\n1,2\n3,4\n'), "No row has the header's 3 columns; check that every row uses the same delimiter"],
      [body('   \n '), 'data: Upload a CSV file or paste its rows to analyse'],
      [body('x'.repeat(512 * 1024 + 1)), 'data: The data is larger than 512 KB; upload a smaller extract'],
      [body('a,b\n1,2', 'weather'), 'dataType: Choose a data type'],
      [body('a,b\n1,2', 'sales', '  '), 'dataSource: Name the data source'],
      [{ dataSource: 'x', dataType: 'sales' }, 'data: Invalid input: expected string, received undefined'],
    ];
    for (const [payload, message] of cases) {
      const res = await analyse(payload, { cookie: user.cookie });
      expect(res.statusCode, message).toBe(400);
      expect(res.json().message).toBe(message);
      const visitor = await analyse(payload);
      expect(visitor.statusCode).toBe(400);
      expect(visitor.cookies).toEqual([]);
    }
    const board = await dashboard(user.cookie);
    expect(board.usage_stats.daily_queries_used).toBe(0);
    expect(board.insights.some((i) => i.startsWith('You analysed'))).toBe(false);
  });

  it("counts each analysis as one of a guest's 10 daily AI queries", async () => {
    const remoteAddress = newAddress();
    const first = await analyse(body(SALES), { remoteAddress });
    const cookie = `careerloom.guest=${first.cookies.find((c) => c.name === 'careerloom.guest')?.value}`;
    for (let i = 2; i <= 10; i++) expect((await analyse(body(SALES), { cookie, remoteAddress })).statusCode).toBe(200);
    const refused = await analyse(body(SALES), { cookie, remoteAddress });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(/^You have used all 10 guest AI questions for this day\./);
    // The chat draws on the same allowance.
    const chat = await t.app.inject({
      method: 'POST',
      url: '/api/free/chat',
      payload: { message: 'Hello', context: [] },
      headers: { cookie },
      remoteAddress,
    });
    expect(chat.statusCode).toBe(429);
  });
});
