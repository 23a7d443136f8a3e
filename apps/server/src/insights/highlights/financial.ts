import type { ProfiledColumn } from '../column-profile';
import { formatShare, plural } from '../format';
import { findCategory, findNumber, groupBy, sumOf } from '../table';
import { type Findings, v } from './findings';

/**
 * Findings for financial data: income against expenses (net and margin), a ledger's inflows and
 * outflows, the largest category, profit.
 */
export function financialHighlights(f: Findings): void {
  const t = f.table;
  const income = findNumber(
    t,
    [/revenue/, /income/, /\bsales\b/, /inflows?/, /credits?/, /receipts?/, /earnings/],
    /net/,
  );
  const expense = findNumber(t, [/expenses?/, /costs?/, /spend(ing)?/, /outflows?/, /debits?/, /expenditure/]);
  const profit = findNumber(t, [/profit/, /net income/, /\bnet\b/, /ebitda/], /margin/);
  const amount = findNumber(t, [/amount/, /\bvalue\b/, /\btotal\b/, /\bsum\b/]);
  const category = findCategory(t, [
    /category/,
    /account/,
    /\btype\b/,
    /department/,
    /vendor/,
    /payee/,
    /merchant/,
    /cost cent(er|re)/,
  ]);
  if (income && expense) {
    const totalIncome = sumOf(income.numbers).sum;
    const totalExpense = sumOf(expense.numbers).sum;
    const net = totalIncome - totalExpense;
    const margin = totalIncome === 0 ? '' : ` (${formatShare(net / totalIncome)} margin)`;
    f.add(
      `${income.name} ${v(totalIncome, income)} against ${expense.name} ${v(totalExpense, expense)}: net ${v(net, income)}${margin}.`,
    );
  } else if (amount) {
    const positive = amount.numbers.filter((x): x is number => x !== null && x > 0).reduce((a, b) => a + b, 0);
    const negative = amount.numbers.filter((x): x is number => x !== null && x < 0).reduce((a, b) => a + b, 0);
    f.add(
      negative < 0
        ? `Inflows ${v(positive, amount)} and outflows ${v(negative, amount)}: net ${v(positive + negative, amount)}.`
        : `Total ${amount.name}: ${v(positive, amount)} across ${plural(t.rows, 'row')}.`,
    );
  } else if (income || expense) {
    const only = (income ?? expense) as ProfiledColumn;
    f.add(`Total ${only.name}: ${v(sumOf(only.numbers).sum, only)}.`);
  }
  const measure = expense ?? amount ?? income;
  if (category && measure) {
    const absolute = measure.numbers.map((x) => (x === null ? null : Math.abs(x)));
    const groups = groupBy(category, absolute).filter((g) => g.values > 0);
    const total = groups.reduce((a, g) => a + g.sum, 0);
    const top = groups[0];
    if (top && groups.length >= 2 && total > 0) {
      f.add(
        `Largest ${category.name}: ${top.label} with ${v(top.sum, measure)} (${formatShare(top.sum / total)} of ${measure.name}).`,
      );
    }
  }
  if (profit) {
    const { sum, count } = sumOf(profit.numbers);
    const losses = profit.numbers.filter((x) => x !== null && x < 0).length;
    f.add(
      `${profit.name} totals ${v(sum, profit)}${losses ? `; it is negative in ${losses} of ${plural(count, 'row')}` : ''}.`,
    );
  }
  const margin = findNumber(t, [/margin/]);
  if (margin?.summary.stats) f.add(`Average ${margin.name}: ${v(margin.summary.stats.mean, margin)}.`);
  f.trendOf(income);
  f.trendOf(expense);
  f.trendOf(profit);
  f.trendOf(findNumber(t, [/balance/, /\bcash\b/]));
}
