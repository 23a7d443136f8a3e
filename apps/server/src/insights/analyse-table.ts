import type { DataIntegrationResponse, DataType } from '@careerloom/contract';
import { type ProfiledColumn, profileColumn } from './column-profile';
import type { ParsedCsv } from './csv-parse';
import { plural } from './format';
import { highlightsFor } from './highlights/index';
import type { Table } from './table';
import { columnTrend, type TrendAxis } from './trends';

/** Wider tables are cut: a summary of hundreds of columns helps nobody and costs a lot of time. */
export const MAX_ANALYSED_COLUMNS = 100;
const MAX_TRENDS = 12;
const LISTED_LINES = 5;

export type AnalyseOptions = {
  source: string;
  dataType: DataType;
  /** Rows to analyse at most (null: all), and what to say when the cap cuts the data. */
  rowCap: { max: number; note: (analysed: number, total: number) => string } | null;
};

/** The date column with the most dates (at least three distinct ones), which trends run along. */
function pickDateColumn(columns: ProfiledColumn[]): ProfiledColumn | null {
  let best: ProfiledColumn | null = null;
  for (const column of columns) {
    if (column.kind !== 'date') continue;
    const distinct = new Set(column.times.filter((t) => t !== null)).size;
    if (distinct < 3) continue;
    if (!best || column.summary.filled > best.summary.filled) best = column;
  }
  return best;
}

function lines(list: number[]): string {
  const shown = list.slice(0, LISTED_LINES).join(', ');
  return list.length > LISTED_LINES ? `${shown} and ${list.length - LISTED_LINES} more` : shown;
}

/**
 * Analyses parsed CSV rows: each column's kind and summary, trends of the measures along the date
 * column (or row order), plain-language highlights for the data type, and every limit that
 * applied (rows cut by the plan, ragged rows left out, unreadable cells, columns cut).
 */
export function analyseTable(parsed: ParsedCsv, options: AnalyseOptions): DataIntegrationResponse {
  const limitations: string[] = [];
  const total = parsed.rows.length;
  const rows = options.rowCap && total > options.rowCap.max ? parsed.rows.slice(0, options.rowCap.max) : parsed.rows;
  if (options.rowCap && rows.length < total) limitations.push(options.rowCap.note(rows.length, total));
  if (parsed.ragged.length > 0) {
    const width = parsed.header.length;
    limitations.push(
      `Left out ${plural(parsed.ragged.length, 'row')} whose number of cells differs from the header's ${width} (line ${lines(parsed.ragged.map((r) => r.line))}).`,
    );
  }
  const header = parsed.header.slice(0, MAX_ANALYSED_COLUMNS);
  if (parsed.header.length > header.length) {
    limitations.push(`Only the first ${MAX_ANALYSED_COLUMNS} of ${parsed.header.length} columns were analysed.`);
  }

  const columns = header.map((name, index) =>
    profileColumn(
      name,
      rows.map((row) => row[index] ?? ''),
    ),
  );
  for (const column of columns) {
    if (column.unreadable === 0) continue;
    const kind = column.kind === 'number' ? 'numbers' : 'dates';
    limitations.push(
      `${plural(column.unreadable, 'value')} in ${column.name} ${column.unreadable === 1 ? 'is' : 'are'} not ${kind} and ${column.unreadable === 1 ? 'was' : 'were'} left out of its figures.`,
    );
  }

  const dateColumn = pickDateColumn(columns);
  const axis: TrendAxis = dateColumn ? { kind: 'date', column: dateColumn } : { kind: 'row', rows: rows.length };
  const measures = columns.filter((c) => c.kind === 'number' && !c.identifier);
  if (!dateColumn && measures.length > 0) {
    limitations.push('No date column with three or more dates was found, so trends follow the order of the rows.');
  }
  const fitted = measures
    .slice(0, MAX_TRENDS)
    .map((c) => columnTrend(c, axis))
    .filter((t) => t !== null);
  const trends = fitted.map((f) => f.trend);
  const fit = new Map(fitted.map((f) => [f.trend.column, f.r2]));

  const table: Table = { columns, rows: rows.length, dateColumn, trends, fit };
  const highlights = highlightsFor(table, options.dataType);
  if (highlights.length === 0) {
    highlights.push(
      `${plural(rows.length, 'row')} of free text in ${plural(columns.length, 'column')}: there are no numbers, dates or repeated categories to summarise.`,
    );
  }
  return {
    insights: {
      source: options.source,
      dataType: options.dataType,
      rows: parsed.records,
      rowsAnalysed: rows.length,
      columns: columns.map((c) => c.summary),
      trends,
      highlights,
    },
    limitations,
  };
}
