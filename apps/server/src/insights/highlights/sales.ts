import type { ProfiledColumn } from '../column-profile';
import { formatShare, plural } from '../format';
import { anyCategory, findCategory, findNumber, groupBy, multiply, sumOf } from '../table';
import { bestAndWorst, type Findings, monthOf, v } from './findings';

const REVENUE = [/revenue/, /\bsales\b/, /\bamount\b/, /\btotal\b/, /income/, /turnover/, /\bgmv\b/, /\bvalue\b/];
const NOT_MONEY = /units|qty|quantity|count|number|orders|volume/;
const SALES_DIMENSIONS = [
  /product/,
  /item/,
  /\bsku\b/,
  /category/,
  /region/,
  /store/,
  /channel/,
  /segment/,
  /customer/,
  /\b(rep|salesperson|seller|agent)\b/,
];

/** Findings for sales: revenue, the best product (or region, channel...) by revenue, the best month. */
export function salesHighlights(f: Findings): void {
  const t = f.table;
  const revenueColumn = findNumber(t, REVENUE, NOT_MONEY);
  const quantity = findNumber(t, [/units|qty|quantity|volume/, /orders/]);
  const price = findNumber(t, [/price/, /unit cost/]);
  let values: (number | null)[] | null = null;
  let label = '';
  let money: ProfiledColumn | null = null;
  if (revenueColumn) {
    values = revenueColumn.numbers;
    label = revenueColumn.name;
    money = revenueColumn;
  } else if (price && quantity) {
    // No revenue column, but price and quantity give it row by row.
    values = multiply(price.numbers, quantity.numbers);
    label = `revenue (${price.name} × ${quantity.name})`;
    money = price;
  }
  const dimension = findCategory(t, SALES_DIMENSIONS) ?? anyCategory(t);
  if (values) {
    const { sum, count } = sumOf(values);
    f.add(`Total ${label}: ${v(sum, money)} across ${plural(count, 'row')} (average ${v(sum / count, money)} a row).`);
    if (dimension) {
      const groups = groupBy(dimension, values).filter((g) => g.values > 0);
      f.add(
        bestAndWorst(
          groups,
          (g) => `${g.label} with ${v(g.sum, money)} (${formatShare(sum === 0 ? 0 : g.sum / sum)} of the total)`,
          dimension.name,
        ),
      );
    }
    if (t.dateColumn) {
      const byMonth = new Map<string, number>();
      t.dateColumn.times.forEach((time, i) => {
        const value = values?.[i];
        if (time === null || value === null || value === undefined) return;
        byMonth.set(monthOf(time), (byMonth.get(monthOf(time)) ?? 0) + value);
      });
      if (byMonth.size >= 2) {
        const [month, total] = [...byMonth].sort((a, b) => b[1] - a[1])[0] as [string, number];
        f.add(`Best month: ${month} with ${v(total, money)} of ${label}.`);
      }
    }
    if (revenueColumn) f.trendOf(revenueColumn);
  } else if (dimension) {
    const top = groupBy(dimension)[0];
    if (top) f.add(`Most frequent ${dimension.name}: ${top.label} (${plural(top.count, 'row')}).`);
  }
  if (quantity && quantity !== money) {
    f.add(`${quantity.name}: ${v(sumOf(quantity.numbers).sum, quantity)} in total.`);
    f.trendOf(quantity);
  }
}
