import { DATA_TYPES, dataIntegrationResponseSchema } from '@careerloom/contract';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { analyseTable } from './analyse-table';
import { CsvError, parseCsv } from './csv-parse';

const cell = fc.oneof(
  fc.string({ maxLength: 12 }),
  fc.constantFrom('', ' ', '"', '""', ',', ';', '\t', '|', '\n', '\r\n', '\r', 'a,b', 'say "hi"', ' x ', '1,234.5'),
  fc.double({ noNaN: true, noDefaultInfinity: true }).map(String),
  fc
    .date({ noInvalidDate: true, min: new Date('1900-01-01'), max: new Date('2100-01-01') })
    .map((d) => d.toISOString()),
);

const quote = (value: string) => `"${value.replace(/"/g, '""')}"`;
/** Inside quotes a line break is kept as "\n" whatever its spelling in the file. */
const asRead = (value: string) => value.replace(/\r\n?/g, '\n');

describe('parseCsv properties', () => {
  it('reads back any table written as RFC 4180 CSV, with any delimiter and line ending', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 5 }).chain((width) =>
          fc.record({
            width: fc.constant(width),
            rows: fc.array(fc.array(cell, { minLength: width, maxLength: width }), { minLength: 1, maxLength: 8 }),
            delimiter: fc.constantFrom(',', ';', '\t', '|'),
            lineEnd: fc.constantFrom('\n', '\r\n', '\r'),
            bom: fc.boolean(),
          }),
        ),
        ({ width, rows, delimiter, lineEnd, bom }) => {
          const header = Array.from({ length: width }, (_, i) => `col${i}`);
          const text =
            (bom ? '\uFEFF' : '') + [header, ...rows].map((r) => r.map(quote).join(delimiter)).join(lineEnd) + lineEnd;
          // Rows of empty cells only are blank lines, which are not records.
          const expected = rows.filter((r) => r.some((c) => c !== '')).map((r) => r.map(asRead));
          if (expected.length === 0) {
            expect(() => parseCsv(text)).toThrow(CsvError);
            return;
          }
          const parsed = parseCsv(text);
          expect(parsed.header).toEqual(header);
          expect(parsed.rows).toEqual(expected);
          expect(parsed.ragged).toEqual([]);
        },
      ),
      { numRuns: 400 },
    );
  });

  it('never fails on any text other than with a CsvError, and every analysis fits the contract', () => {
    const text = fc.oneof(
      fc.string({ maxLength: 400 }),
      fc
        .array(fc.array(cell, { maxLength: 6 }), { maxLength: 10 })
        .map((rows) => rows.map((r) => r.join(',')).join('\n')),
    );
    fc.assert(
      fc.property(
        text,
        fc.constantFrom(...DATA_TYPES),
        fc.option(fc.integer({ min: 1, max: 5 })),
        (input, dataType, cap) => {
          let parsed: ReturnType<typeof parseCsv>;
          try {
            parsed = parseCsv(input);
          } catch (error) {
            expect(error).toBeInstanceOf(CsvError);
            return;
          }
          const result = analyseTable(parsed, {
            source: 'fuzz',
            dataType,
            rowCap: cap === null ? null : { max: cap, note: () => 'cut' },
          });
          expect(() => dataIntegrationResponseSchema.parse(result)).not.toThrow();
          expect(result.insights.highlights.length).toBeGreaterThan(0);
          for (const column of result.insights.columns) {
            for (const value of Object.values(column.stats ?? {})) expect(Number.isFinite(value)).toBe(true);
          }
          for (const trend of result.insights.trends) {
            if (trend.changePercent !== null) expect(Number.isFinite(trend.changePercent)).toBe(true);
          }
        },
      ),
      { numRuns: 400 },
    );
  });
});
