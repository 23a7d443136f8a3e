import type { DataType } from '@careerloom/contract';
import { describe, expect, it } from 'vitest';
import { analyseTable } from './analyse-table';
import { parseCsv } from './csv-parse';

const analyse = (text: string, dataType: DataType = 'sales', cap: number | null = null) =>
  analyseTable(parseCsv(text), {
    source: 'test',
    dataType,
    rowCap: cap === null ? null : { max: cap, note: (a, t) => `cut ${a} of ${t}` },
  });

const SALES = [
  'date,region,product,units,revenue',
  '2024-01-15,North,Widget,10,"$1,000.00"',
  '2024-02-15,South,Gadget,5,$500.00',
  '2024-03-15,North,Widget,12,"$1,200.00"',
  '2024-04-15,East,Gizmo,3,$300.00',
  '2024-05-15,North,Gadget,8,$800.00',
  '2024-06-15,South,Widget,15,"$1,500.00"',
].join('\n');

describe('analyseTable: columns', () => {
  it('finds each column kind and summarises it exactly', () => {
    const { insights, limitations } = analyse(SALES);
    expect(insights.rows).toBe(6);
    expect(insights.rowsAnalysed).toBe(6);
    expect(limitations).toEqual([]);
    const [date, region, product, units, revenue] = insights.columns;
    expect(date).toEqual({ name: 'date', kind: 'date', filled: 6, range: { from: '2024-01-15', to: '2024-06-15' } });
    expect(region).toEqual({
      name: 'region',
      kind: 'category',
      filled: 6,
      top: [
        { value: 'North', count: 3 },
        { value: 'South', count: 2 },
        { value: 'East', count: 1 },
      ],
    });
    expect(product?.kind).toBe('category');
    expect(units?.stats).toEqual({ min: 3, max: 15, mean: 8.83333333333, median: 9, sum: 53 });
    expect(revenue?.stats).toEqual({ min: 300, max: 1500, mean: 883.333333333, median: 900, sum: 5300 });
  });

  it('reads decimal commas in a semicolon file, percents and missing markers', () => {
    const { insights, limitations } = analyse(
      'team;score;share\nA;1.234,5;10%\nB;2,5;n/a\nC;-;30%\nD;10;20 %\n',
      'operational',
    );
    const [, score, share] = insights.columns;
    expect(score).toMatchObject({ kind: 'number', filled: 3, stats: { min: 2.5, max: 1234.5, sum: 1247 } });
    expect(share).toMatchObject({ kind: 'number', filled: 3, stats: { mean: 20, sum: 60 } });
    expect(limitations).toContain(
      'No date column with three or more dates was found, so trends follow the order of the rows.',
    );
  });

  it('tells categories from free text and reports unreadable cells', () => {
    const rows = ['id,comment,amount'];
    for (let i = 1; i <= 40; i++) rows.push(`${i},Comment number ${i} about something,${i === 7 ? 'unknown' : i}`);
    const { insights, limitations } = analyse(rows.join('\n'), 'financial');
    const [id, comment, amount] = insights.columns;
    // Ids and codes written as digits are labels, not quantities.
    expect(id?.kind).toBe('text');
    expect(comment?.kind).toBe('text');
    expect(comment?.top).toBeUndefined();
    expect(amount?.stats?.sum).toBe(820 - 7);
    expect(limitations).toContain('1 value in amount is not numbers and was left out of its figures.');
    expect(insights.trends.map((t) => t.column)).toEqual(['amount']);
  });

  it('keeps a long row counter out of trends, but not a short run of 1, 2, 3', () => {
    const rows = ['row,score'];
    for (let i = 1; i <= 12; i++) rows.push(`${i},${(i * 7) % 5}`);
    expect(analyse(rows.join('\n')).insights.trends.map((t) => t.column)).toEqual(['score']);
    expect(analyse('step,units\na,1\nb,2\nc,3\n').insights.trends.map((t) => t.column)).toEqual(['units']);
  });

  it('reads a year column as dates', () => {
    const { insights } = analyse('year,sales\n2020,100\n2021,200\n2022,300\n');
    expect(insights.columns[0]).toMatchObject({ kind: 'date', range: { from: '2020-01-01', to: '2022-01-01' } });
    expect(insights.trends[0]).toMatchObject({ column: 'sales', by: 'year', direction: 'rising', changePercent: 200 });
  });
});

describe('analyseTable: trends', () => {
  it('fits a least-squares line over the date column', () => {
    const text =
      'day,revenue,cost,visitors\n2024-01-01,100,50,70\n2024-01-02,110,45,75\n2024-01-03,120,40,68\n2024-01-04,130,35,72\n2024-01-05,140,30,70\n';
    const { trends } = analyse(text).insights;
    expect(trends).toEqual([
      {
        column: 'revenue',
        by: 'day',
        direction: 'rising',
        changePercent: 40,
        detail: 'revenue rose from about 100 to 140 (+40.0%) between 2024-01-01 and 2024-01-05.',
      },
      {
        column: 'cost',
        by: 'day',
        direction: 'falling',
        changePercent: -40,
        detail: 'cost fell from about 50 to 30 (-40.0%) between 2024-01-01 and 2024-01-05.',
      },
      expect.objectContaining({ column: 'visitors', direction: 'flat' }),
    ]);
  });

  it('orders rows by date and sums flows that share a date', () => {
    // Out of order, two rows on Jan 2: daily totals 10, 30, 30 -> slope 10 a day from 13.33 to 33.33.
    const text = 'date,units\n2024-01-03,30\n2024-01-01,10\n2024-01-02,20\n2024-01-02,10\n';
    const [trend] = analyse(text).insights.trends;
    expect(trend).toMatchObject({ direction: 'rising', changePercent: 150 });
    expect(trend?.detail).toBe(
      'units (total per date) rose from about 13.33 to 33.33 (+150.0%) between 2024-01-01 and 2024-01-03.',
    );
  });

  it('gives no percentage when the line starts at zero, and follows row order without dates', () => {
    const { trends } = analyse('step,signups\na,0\nb,5\nc,10\n', 'marketing').insights;
    expect(trends).toEqual([
      {
        column: 'signups',
        by: 'row order',
        direction: 'rising',
        changePercent: null,
        detail: 'signups rose from about 0 to 10 from the first to the last of 3 rows.',
      },
    ]);
  });

  it('says when the values scatter widely around the line', () => {
    const { trends } = analyse(
      'date,orders\n2024-01-01,10\n2024-01-02,40\n2024-01-03,5\n2024-01-04,60\n2024-01-05,8\n2024-01-06,45\n',
    ).insights;
    expect(trends[0]?.detail).toMatch(/scatter widely/);
  });
});

describe('analyseTable: highlights by data type', () => {
  it('sales: total revenue, the best product, the best month and the revenue trend', () => {
    const { highlights } = analyse(SALES).insights;
    expect(highlights).toEqual(
      expect.arrayContaining([
        'Total revenue: $5,300.00 across 6 rows (average $883.33 a row).',
        'Best product: Widget with $3,700.00 (69.8% of the total); weakest: Gizmo with $300.00 (5.7% of the total).',
        'Best month: 2024-06 with $1,500.00 of revenue.',
        'units: 53 in total.',
      ]),
    );
    expect(highlights[0]).toBe('Total revenue: $5,300.00 across 6 rows (average $883.33 a row).');
  });

  it('sales: revenue from price × quantity when there is no revenue column', () => {
    const { highlights } = analyse('item,price,qty\nA,2.50,4\nB,10,1\nA,2.50,2\n').insights;
    expect(highlights[0]).toBe('Total revenue (price × qty): 25 across 3 rows (average 8.33 a row).');
    expect(highlights[1]).toBe('Best item: A with 15 (60.0% of the total).');
  });

  it('customer: segments, churn overall and by segment, value and its concentration', () => {
    const rows = ['customer_id,segment,monthly_spend,churned'];
    const data: [string, number, string][] = [
      ['SMB', 100, 'Yes'],
      ['SMB', 120, 'No'],
      ['SMB', 80, 'Yes'],
      ['SMB', 100, 'No'],
      ['Enterprise', 1000, 'No'],
      ['Enterprise', 900, 'No'],
      ['Mid-market', 400, 'Yes'],
      ['Mid-market', 300, 'No'],
    ];
    data.forEach(([segment, spend, churned], i) => {
      rows.push(`C${i + 1},${segment},${spend},${churned}`);
    });
    const { highlights } = analyse(rows.join('\n'), 'customer').insights;
    expect(highlights).toEqual(
      expect.arrayContaining([
        'Largest segment: SMB with 4 customers (50.0%).',
        'Churn: 3 of 8 customers (37.5%) have churned, from the churned column.',
        'Highest churn by segment: Mid-market at 50.0% (1 of 2); lowest: Enterprise at 0.0%.',
        'Average monthly_spend: 375 per customer (median 210).',
        // Top fifth = 2 of 8 customers: 1000 + 900 of 3000.
        'The top 20% of customers account for 63.3% of monthly_spend.',
        'Enterprise has the highest average monthly_spend: 950.',
      ]),
    );
  });

  it('customer: churn from a status column', () => {
    const { highlights } = analyse('name,status\nA,Active\nB,Churned\nC,Active\nD,Cancelled\n', 'customer').insights;
    expect(highlights).toContain('Churn: 2 of 4 customers (50.0%) have churned, from the status column.');
  });

  it('financial: net and margin, the largest category, losses', () => {
    const text = [
      'month,category,revenue,expenses,profit',
      '2024-01,Rent,1000,700,300',
      '2024-02,Salaries,1200,1300,-100',
      '2024-03,Rent,1500,900,600',
    ].join('\n');
    const { highlights } = analyse(text, 'financial').insights;
    expect(highlights).toEqual(
      expect.arrayContaining([
        'revenue 3,700 against expenses 2,900: net 800 (21.6% margin).',
        'Largest category: Rent with 1,600 (55.2% of expenses).',
        'profit totals 800; it is negative in 1 of 3 rows.',
      ]),
    );
  });

  it('financial: a ledger of signed amounts', () => {
    const { highlights } = analyse(
      'date,account,amount\n2024-01-01,Sales,500\n2024-01-02,Rent,-200\n2024-01-03,Sales,300\n2024-01-04,Travel,-50\n',
      'financial',
    ).insights;
    expect(highlights[0]).toBe('Inflows 800 and outflows -250: net 550.');
    expect(highlights[1]).toBe('Largest account: Sales with 800 (76.2% of amount).');
  });

  it('marketing: conversion by channel and cost per conversion', () => {
    const text = [
      'channel,clicks,conversions,spend',
      'Email,1000,60,"$120"',
      'Search,2000,50,"$500"',
      'Display,5000,10,"$400"',
      'Email,1000,40,"$80"',
    ].join('\n');
    const { highlights } = analyse(text, 'marketing').insights;
    expect(highlights).toEqual(
      expect.arrayContaining([
        'Overall conversion: 1.8% (160 conversions from 9,000 clicks).',
        'Best channel: Email converts 5.0% of clicks; weakest: Display converts 0.2% of clicks.',
        'Cost per conversion: $6.88 overall ($1,100.00 spent for 160 conversions).',
        'Lowest cost per conversion by channel: Email at $2.00; highest: Display at $40.00.',
        'Email brings 62.5% of all conversions.',
      ]),
    );
  });

  it('operational: durations, the slowest team and the problem rate', () => {
    const text = [
      'ticket,team,resolution_hours,status',
      'T1,A,2,Done',
      'T2,A,4,Done',
      'T3,B,8,Late',
      'T4,B,10,Done',
      'T5,C,1,Failed',
    ].join('\n');
    const { highlights } = analyse(text, 'operational').insights;
    expect(highlights).toEqual(
      expect.arrayContaining([
        'Average resolution_hours: 5 (median 4, longest 10).',
        'Slowest team: B averages 9 against 5 overall.',
        '2 of 5 rows (40.0%) are Failed or Late.',
        'Most problems by team: C (1 of 1, 100.0%).',
      ]),
    );
  });

  it('falls back to general findings and notes sparse columns', () => {
    const { highlights } = analyse('colour,weight,note\nred,1,\nblue,2,\nred,3,x\nred,4,\n', 'sales').insights;
    expect(highlights).toEqual([
      'Most frequent colour: red (3 rows).',
      'weight rose from about 1 to 4 (+300.0%) from the first to the last of 4 rows.',
      'note is empty in 3 of 4 rows.',
    ]);
  });

  it('says so when there is nothing to summarise', () => {
    const { highlights } = analyse('quote\nTo be or not to be\nAll the world is a stage\n', 'customer').insights;
    expect(highlights).toEqual([
      '2 rows of free text in 1 column: there are no numbers, dates or repeated categories to summarise.',
    ]);
  });
});

describe('analyseTable: limits', () => {
  it('cuts rows at the cap, reports it, and reports ragged rows by line', () => {
    const rows = ['n,value'];
    for (let i = 1; i <= 30; i++) rows.push(i === 3 || i === 9 ? `${i},${i},extra` : `${i},${i}`);
    const { insights, limitations } = analyse(rows.join('\n'), 'operational', 10);
    expect(insights.rows).toBe(30);
    expect(insights.rowsAnalysed).toBe(10);
    expect(insights.columns[1]?.stats?.sum).toBe(1 + 2 + 4 + 5 + 6 + 7 + 8 + 10 + 11 + 12);
    expect(limitations).toEqual([
      'cut 10 of 28',
      "Left out 2 rows whose number of cells differs from the header's 2 (line 4, 10).",
      'No date column with three or more dates was found, so trends follow the order of the rows.',
    ]);
  });

  it('analyses at most 100 columns', () => {
    const header = Array.from({ length: 120 }, (_, i) => `c${i}`);
    const { insights, limitations } = analyse(`${header.join(',')}\n${header.map((_, i) => i).join(',')}\n`);
    expect(insights.columns).toHaveLength(100);
    expect(limitations).toContain('Only the first 100 of 120 columns were analysed.');
  });
});
