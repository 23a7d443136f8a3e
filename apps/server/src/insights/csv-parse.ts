import { looksLikeValue } from './cell-values';

/** Delimiters we recognise, in the order that wins a tie. */
export const CSV_DELIMITERS = [',', ';', '\t', '|'] as const;
export type CsvDelimiter = (typeof CSV_DELIMITERS)[number];

/** A record as read from the text, with the physical line it starts on (1-based). */
type CsvRecord = { cells: string[]; line: number };

/** Blank lines (and lines of empty cells only) are not records. */
const hasValue = (r: CsvRecord) => r.cells.some((c) => c !== '');

/** A file we cannot read as a table; its message is meant for the person who uploaded it. */
export class CsvError extends Error {}

export type ParsedCsv = {
  delimiter: CsvDelimiter;
  /** Column names: blanks become "Column N", repeats get " (2)", " (3)"... */
  header: string[];
  /** Data records with exactly the header's number of cells, in file order. */
  rows: string[][];
  /** Records whose cell count differs from the header's: left out, reported by line. */
  ragged: { line: number; cells: number }[];
  /** Data records in the file (well-formed and ragged; blank lines are not records). */
  records: number;
};

/** The first lines are enough to tell the delimiter; reading more only costs time. */
const SNIFF_RECORDS = 50;
const SNIFF_CHARS = 64 * 1024;
const MAX_HEADER_NAME = 100;

/**
 * Splits delimited text into records (RFC 4180): quoted cells may hold delimiters, line breaks and
 * doubled quotes; lines end in LF, CRLF or CR. Lenient where spreadsheets are: spaces around a
 * quoted cell are ignored, a quote inside an unquoted cell is kept as text, and unquoted cells are
 * trimmed. An unclosed quote is an error, since everything after it would silently become one cell.
 */
function readRecords(
  text: string,
  delimiter: string,
  { limit = Number.POSITIVE_INFINITY, sample = false }: { limit?: number; sample?: boolean } = {},
): CsvRecord[] {
  const records: CsvRecord[] = [];
  let cells: string[] = [];
  let line = 1;
  let recordLine = 1;
  let i = 0;
  const n = text.length;
  const endRecord = () => {
    records.push({ cells, line: recordLine });
    cells = [];
  };
  while (i <= n && records.length < limit) {
    // Start of a cell: skip spaces before a possible opening quote (not tabs when they delimit).
    let j = i;
    while (j < n && text[j] === ' ' && delimiter !== ' ') j++;
    if (text[j] === '"') {
      const openLine = line;
      let value = '';
      j++;
      for (;;) {
        if (j >= n) {
          // A sample may end inside a quoted cell: the complete records before it still count.
          if (sample) return records.filter(hasValue);
          throw new CsvError(`A quoted value that starts on line ${openLine} is never closed`);
        }
        const ch = text[j] as string;
        if (ch === '"') {
          if (text[j + 1] === '"') {
            value += '"';
            j += 2;
            continue;
          }
          j++;
          break;
        }
        if (ch === '\r' || ch === '\n') {
          if (ch === '\r' && text[j + 1] === '\n') {
            value += '\n';
            j += 2;
          } else {
            value += '\n';
            j++;
          }
          line++;
          continue;
        }
        value += ch;
        j++;
      }
      // Anything between the closing quote and the delimiter (`"a" b`) is kept, as spreadsheets do.
      let rest = '';
      while (j < n && text[j] !== delimiter && text[j] !== '\n' && text[j] !== '\r') rest += text[j++];
      cells.push(value + rest.trim());
    } else {
      let k = i;
      while (k < n && text[k] !== delimiter && text[k] !== '\n' && text[k] !== '\r') k++;
      cells.push(text.slice(i, k).trim());
      j = k;
    }
    if (j >= n) {
      endRecord();
      break;
    }
    const ch = text[j];
    if (ch === delimiter) {
      i = j + 1;
      continue;
    }
    // Line break: CRLF, LF or a lone CR.
    i = ch === '\r' && text[j + 1] === '\n' ? j + 2 : j + 1;
    line++;
    endRecord();
    recordLine = line;
    if (i >= n) break;
  }
  return records.filter(hasValue);
}

/**
 * The delimiter that splits the first records most consistently into more than one cell; ties go
 * to the more cells, then to the order of CSV_DELIMITERS. Quotes are honoured, so a comma inside
 * a quoted note does not vote. A file no delimiter splits is read as one column.
 */
export function detectDelimiter(text: string): CsvDelimiter {
  const sample = text.slice(0, SNIFF_CHARS);
  let best: { delimiter: CsvDelimiter; consistency: number; width: number } | null = null;
  for (const delimiter of CSV_DELIMITERS) {
    let records = readRecords(sample, delimiter, { limit: SNIFF_RECORDS, sample: true });
    // The last sampled record may be cut off by the sample's end.
    if (records.length > 2 && sample.length < text.length) records = records.slice(0, -1);
    if (records.length === 0) continue;
    const widths = new Map<number, number>();
    for (const r of records) widths.set(r.cells.length, (widths.get(r.cells.length) ?? 0) + 1);
    const [width, count] = [...widths].sort((a, b) => b[1] - a[1] || b[0] - a[0])[0] as [number, number];
    if (width < 2) continue;
    const consistency = count / records.length;
    if (!best || consistency > best.consistency || (consistency === best.consistency && width > best.width)) {
      best = { delimiter, consistency, width };
    }
  }
  return best?.delimiter ?? ',';
}

function headerNames(cells: string[]): string[] {
  const seen = new Map<string, number>();
  return cells.map((raw, index) => {
    const base = raw.replace(/\s+/g, ' ').trim().slice(0, MAX_HEADER_NAME) || `Column ${index + 1}`;
    const times = (seen.get(base.toLowerCase()) ?? 0) + 1;
    seen.set(base.toLowerCase(), times);
    return times === 1 ? base : `${base} (${times})`;
  });
}

/**
 * Reads CSV (or semicolon-, tab- or pipe-separated) text with a header row. Records with more
 * cells than the header are accepted when the extra cells are empty (a trailing delimiter);
 * any other width mismatch is left out and reported. Throws CsvError for text that is not a table
 * with named columns and at least one row.
 */
export function parseCsv(input: string): ParsedCsv {
  const text = input.replace(/^\uFEFF/, '');
  if (text.trim() === '') throw new CsvError('The file is empty: upload a CSV file with a header row and data rows');
  const delimiter = detectDelimiter(text);
  const [first, ...rest] = readRecords(text, delimiter);
  if (!first) throw new CsvError('The file is empty: upload a CSV file with a header row and data rows');
  if (first.cells.every((cell) => cell === '' || looksLikeValue(cell))) {
    throw new CsvError(
      'The first row must name the columns (for example: date,region,revenue); it holds values instead',
    );
  }
  const header = headerNames(first.cells);
  const width = header.length;
  const rows: string[][] = [];
  const ragged: ParsedCsv['ragged'] = [];
  for (const record of rest) {
    let cells = record.cells;
    if (cells.length > width && cells.slice(width).every((c) => c === '')) cells = cells.slice(0, width);
    if (cells.length === width) rows.push(cells);
    else ragged.push({ line: record.line, cells: cells.length });
  }
  if (rest.length === 0) throw new CsvError('The file has a header row but no data rows');
  if (rows.length === 0) {
    throw new CsvError(
      `No row has the header's ${width} ${width === 1 ? 'column' : 'columns'}; check that every row uses the same delimiter`,
    );
  }
  return { delimiter, header, rows, ragged, records: rest.length };
}
