import type { ProfiledColumn } from '../column-profile';
import { formatShare, plural } from '../format';
import { anyCategory, findCategory, findNumber, groupBy, type Table } from '../table';
import { type Findings, n, v } from './findings';

const SEGMENTS = [
  /segment/,
  /\btier\b/,
  /\bplan\b/,
  /\btype\b/,
  /\bgroup\b/,
  /cohort/,
  /industry/,
  /region/,
  /country/,
  /\bsize\b/,
];
const CHURN_NAME = /churn|cancel|attrit|\blost\b/;
const RETAIN_NAME = /retain|retention|\bactive\b|\bis active\b/;
const STATUS_NAME = /\bstatus\b|\bstate\b/;
const YES = /^(yes|y|true|t|1)$/;
const NO = /^(no|n|false|f|0)$/;
const CHURNED_WORD = /churn|cancel|inactive|lost|closed|terminated|\bleft\b|lapsed|expired/;
const STAYING_WORD = /active|current|retained|renewed|paying|subscribed/;

/** Per row: whether the customer churned, from a churn, active/retained or status column. */
function churnFlags(table: Table): { column: ProfiledColumn; flags: (boolean | null)[] } | null {
  for (const column of table.columns) {
    const churnName = CHURN_NAME.test(column.key);
    const retainName = RETAIN_NAME.test(column.key);
    const statusName = STATUS_NAME.test(column.key);
    if (!churnName && !retainName && !statusName) continue;
    let flags: (boolean | null)[];
    if (column.kind === 'number') {
      if (statusName && !churnName && !retainName) continue;
      flags = column.numbers.map((n) => (n === null ? null : churnName ? n !== 0 : n === 0));
    } else {
      flags = column.labels.map((raw) => {
        if (raw === null) return null;
        const value = raw.toLowerCase();
        if (YES.test(value)) return churnName ? true : retainName ? false : null;
        if (NO.test(value)) return churnName ? false : retainName ? true : null;
        if (CHURNED_WORD.test(value)) return true;
        if (STAYING_WORD.test(value)) return false;
        return null;
      });
    }
    const known = flags.filter((x) => x !== null).length;
    const filled = column.summary.filled;
    if (filled > 0 && known / filled >= 0.5) return { column, flags };
  }
  return null;
}

/** Share of the total held by the top fifth of values (0..1), or null with too few values. */
function topFifthShare(values: (number | null)[]): number | null {
  const found = values.filter((x): x is number => x !== null && x >= 0).sort((a, b) => b - a);
  if (found.length < 5) return null;
  const total = found.reduce((a, b) => a + b, 0);
  if (total === 0) return null;
  const top = found.slice(0, Math.ceil(found.length / 5)).reduce((a, b) => a + b, 0);
  return top / total;
}

/** Findings for customers: segments, churn (overall and by segment), customer value and its share at the top. */
export function customerHighlights(f: Findings): void {
  const t = f.table;
  const churn = churnFlags(t);
  const segment = findCategory(t, SEGMENTS, /status|churn|active/) ?? anyCategory(t, [churn?.column ?? null]);
  if (segment) {
    const groups = groupBy(segment);
    const largest = groups[0];
    const filled = segment.summary.filled;
    if (largest) {
      f.add(
        `Largest ${segment.name}: ${largest.label} with ${plural(largest.count, 'customer')} (${formatShare(largest.count / filled)}).`,
      );
    }
  }
  if (churn) {
    const known = churn.flags.filter((x) => x !== null);
    const churned = known.filter(Boolean).length;
    f.add(
      `Churn: ${n(churned)} of ${plural(known.length, 'customer')} (${formatShare(churned / known.length)}) have churned, from the ${churn.column.name} column.`,
    );
    if (segment && segment !== churn.column) {
      const rates = groupBy(
        segment,
        churn.flags.map((x) => (x === null ? null : x ? 1 : 0)),
      )
        .filter((g) => g.values > 0)
        .map((g) => ({ ...g, rate: g.sum / g.values }))
        .sort((a, b) => b.rate - a.rate || (a.label < b.label ? -1 : 1));
      const high = rates[0];
      const low = rates[rates.length - 1];
      if (high && low && rates.length >= 2 && high.rate !== low.rate) {
        f.add(
          `Highest churn by ${segment.name}: ${high.label} at ${formatShare(high.rate)} (${n(high.sum)} of ${n(high.values)}); lowest: ${low.label} at ${formatShare(low.rate)}.`,
        );
      }
    }
  }
  const value = findNumber(t, [
    /\bltv\b/,
    /lifetime/,
    /\bclv\b/,
    /\bmrr\b/,
    /\barr\b/,
    /revenue/,
    /spend/,
    /\bvalue\b/,
    /purchases?/,
    /amount/,
    /arpu/,
  ]);
  if (value?.summary.stats) {
    const { mean, median } = value.summary.stats;
    f.add(`Average ${value.name}: ${v(mean, value)} per customer (median ${v(median, value)}).`);
    const share = topFifthShare(value.numbers);
    if (share !== null) f.add(`The top 20% of customers account for ${formatShare(share)} of ${value.name}.`);
    if (segment) {
      const groups = groupBy(segment, value.numbers)
        .filter((g) => g.values > 0)
        .map((g) => ({ ...g, mean: g.sum / g.values }))
        .sort((a, b) => b.mean - a.mean);
      const top = groups[0];
      if (top && groups.length >= 2) {
        f.add(`${top.label} has the highest average ${value.name}: ${v(top.mean, value)}.`);
      }
    }
  }
  const satisfaction = findNumber(t, [/\bnps\b/, /satisfaction/, /\bcsat\b/, /rating/, /score/]);
  if (satisfaction?.summary.stats) {
    f.add(`Average ${satisfaction.name}: ${v(satisfaction.summary.stats.mean, satisfaction)}.`);
  }
}
