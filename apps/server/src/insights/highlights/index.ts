import type { DataType } from '@careerloom/contract';
import { plural } from '../format';
import { anyCategory, groupBy, type Table } from '../table';
import { customerHighlights } from './customer';
import { financialHighlights } from './financial';
import { Findings, n, v } from './findings';
import { marketingHighlights } from './marketing';
import { operationalHighlights } from './operational';
import { salesHighlights } from './sales';

const MAX_HIGHLIGHTS = 8;
/** Columns emptier than this share get a data-quality note. */
const SPARSE_BELOW = 0.8;

/** When the type's own rules found nothing: the first measure and the most common category. */
function genericHighlights(f: Findings): void {
  const t = f.table;
  const measure = t.columns.find((c) => c.kind === 'number' && !c.identifier);
  if (measure?.summary.stats) {
    const { sum, mean } = measure.summary.stats;
    f.add(`${measure.name}: ${v(sum, measure)} in total, ${v(mean, measure)} on average.`);
  }
  const category = anyCategory(t);
  const top = category ? groupBy(category)[0] : undefined;
  if (category && top) {
    f.add(`Most common ${category.name}: ${top.label} (${n(top.count)} of ${n(category.summary.filled)}).`);
  }
  if (t.dateColumn?.summary.range) {
    const { from, to } = t.dateColumn.summary.range;
    f.add(`The data runs from ${from} to ${to}.`);
  }
}

const BY_TYPE: Record<DataType, (f: Findings) => void> = {
  sales: salesHighlights,
  customer: customerHighlights,
  financial: financialHighlights,
  marketing: marketingHighlights,
  operational: operationalHighlights,
};

/**
 * The plain sentences a person reads first: the data type's own findings (sales: revenue and the
 * best product; customers: segments and churn; financial: net and the largest cost; marketing:
 * conversion by channel; operational: durations and problem rates), then the strongest trend,
 * then columns with many empty cells.
 */
export function highlightsFor(table: Table, dataType: DataType): string[] {
  const f = new Findings(table);
  BY_TYPE[dataType](f);
  if (f.out.length === 0) genericHighlights(f);
  f.strongestTrend();
  const sparse = table.columns
    .filter((c) => c.summary.filled < table.rows * SPARSE_BELOW)
    .slice(0, 2)
    .map((c) =>
      c.summary.filled === 0
        ? `${c.name} is empty in every row.`
        : `${c.name} is empty in ${n(table.rows - c.summary.filled)} of ${plural(table.rows, 'row')}.`,
    );
  return [...f.out.slice(0, MAX_HIGHLIGHTS - sparse.length), ...sparse];
}
