import {
  type DataIntegrationBody,
  type DataIntegrationResponse,
  FREE_DATA_MAX_ROWS,
  tierAtLeast,
} from '@careerloom/contract';
import { activityService } from '../activity/activity.service';
import type { AppContext } from '../context';
import { AppError } from '../errors';
import { analyseTable } from '../insights/analyse-table';
import { CsvError, type ParsedCsv, parseCsv } from '../insights/csv-parse';
import { usageService } from '../usage/usage.service';
import { type FreeSubject, usageSubjectOf } from './free-subject';

const SUMMARY_MAX = 400;

/** Reads the uploaded text as a table, or refuses it with 400 and what is wrong with the file. */
export function readDataFile(text: string): ParsedCsv {
  try {
    return parseCsv(text);
  } catch (error) {
    if (error instanceof CsvError) throw new AppError('BAD_REQUEST', error.message);
    throw error;
  }
}

function rowCapFor(subject: FreeSubject) {
  if (subject.kind === 'user' && tierAtLeast(subject.tier, 'jobseeker')) return null;
  const cap = FREE_DATA_MAX_ROWS.toLocaleString('en-US');
  return {
    max: FREE_DATA_MAX_ROWS,
    note: (analysed: number, total: number) =>
      `Analysed the first ${analysed.toLocaleString('en-US')} of ${total.toLocaleString('en-US')} rows: the free tier reads up to ${cap} rows of a file. Job Seeker analyses every row.`,
  };
}

/**
 * The free dashboard's data analysis: one AI query per file (spent only once the file reads as a
 * table), guests and free users limited to the first 5,000 rows, and for a signed-in user a
 * 'data_analysis' activity whose summary carries the first finding (the dashboard shows it).
 */
export function dataIntegrationService(ctx: AppContext) {
  const usage = usageService(ctx);
  const activity = activityService(ctx);
  return {
    async analyse(
      subject: FreeSubject,
      body: DataIntegrationBody,
      parsed: ParsedCsv,
    ): Promise<DataIntegrationResponse> {
      await usage.consumeAiQuery(usageSubjectOf(subject));
      const result = analyseTable(parsed, {
        source: body.dataSource,
        dataType: body.dataType,
        rowCap: rowCapFor(subject),
      });
      if (subject.kind === 'user') {
        const { rowsAnalysed, highlights } = result.insights;
        const finding = highlights[0] ? `: ${highlights[0]}` : '';
        await activity.record(
          subject.user.id,
          'data_analysis',
          `Analysed ${body.dataSource} (${body.dataType}, ${rowsAnalysed.toLocaleString('en-US')} rows)${finding}`.slice(
            0,
            SUMMARY_MAX,
          ),
          {
            bytes: Buffer.byteLength(body.data, 'utf8'),
            rows: rowsAnalysed,
            insights: highlights.length,
            dataType: body.dataType,
          },
        );
      }
      return result;
    },
  };
}
