import { MAX_SALARY_SPREAD } from '@careerloom/contract';
import type { SalaryInput, SalaryPeriod } from './posting-input';

/** A yearly salary range in one currency (ISO 4217 code). Either bound may be missing. */
export type YearlySalary = { min: number | null; max: number | null; currency: string };

/** How many of each period make a working year: 52 weeks, 260 working days, 2,080 working hours. */
export const PERIODS_PER_YEAR: Record<SalaryPeriod, number> = { year: 1, month: 12, week: 52, day: 260, hour: 2080 };

/** Currency codes we accept as written ("USD", "SGD 115K"). Anything else is unknown. */
const ISO_CODES = new Set(
  'USD EUR GBP CAD AUD NZD CHF SEK NOK DKK ISK PLN CZK HUF RON BGN JPY CNY HKD TWD KRW SGD MYR THB IDR PHP VND INR PKR BDT LKR AED SAR QAR ILS TRY ZAR NGN KES EGP MAD BRL MXN ARS CLP COP PEN UYU'.split(
    ' ',
  ),
);

/**
 * Currency symbols, longest first so that "CA$" wins over "$". A bare "$" is US dollars: the
 * boards we read (Ashby, Greenhouse, Lever) write other dollars with a prefix (CA$, A$, S$).
 */
const SYMBOLS: [string, string][] = [
  ['US$', 'USD'],
  ['CA$', 'CAD'],
  ['AU$', 'AUD'],
  ['NZ$', 'NZD'],
  ['HK$', 'HKD'],
  ['MX$', 'MXN'],
  ['NT$', 'TWD'],
  ['CN¥', 'CNY'],
  ['R$', 'BRL'],
  ['C$', 'CAD'],
  ['A$', 'AUD'],
  ['S$', 'SGD'],
  ['$', 'USD'],
  ['€', 'EUR'],
  ['£', 'GBP'],
  ['¥', 'JPY'],
  ['₹', 'INR'],
  ['₱', 'PHP'],
  ['₩', 'KRW'],
  ['₪', 'ILS'],
  ['zł', 'PLN'],
  ['kr', 'SEK'],
];

const PERIOD_WORDS: [RegExp, SalaryPeriod][] = [
  [/\b(?:per|an|a|\/)\s*(?:hour|hr)\b|\/\s*h\b|\bhourly\b|\bph\b/i, 'hour'],
  [/\b(?:per|a|\/)\s*day\b|\bdaily\b|\bper diem\b/i, 'day'],
  [/\b(?:per|a|\/)\s*(?:week|wk)\b|\bweekly\b/i, 'week'],
  [/\b(?:per|a|\/)\s*(?:month|mo|mth)\b|\bmonthly\b|\bpcm\b/i, 'month'],
  [/\b(?:per|a|\/)\s*(?:year|yr|annum)\b|\bannual(?:ly)?\b|\byearly\b|\bp\.?a\.?(?=\s|$)/i, 'year'],
];

/** Canonical currency code, or null when we do not know the currency. */
export function currencyCode(raw: string | null | undefined): string | null {
  if (!raw) return null;
  const text = raw.trim();
  const upper = text.toUpperCase();
  if (ISO_CODES.has(upper)) return upper;
  return SYMBOLS.find(([symbol]) => symbol === text)?.[1] ?? null;
}

function findCurrency(text: string): string | null {
  const code = /\b([A-Z]{3})\b/.exec(text)?.[1];
  if (code && ISO_CODES.has(code)) return code;
  for (const [symbol, iso] of SYMBOLS) {
    // "kr" and "zł" are words; only count them next to a number.
    if (/^\p{L}+$/u.test(symbol)) {
      if (new RegExp(`\\d\\s*${symbol}\\b|\\b${symbol}\\s*\\d`, 'i').test(text)) return iso;
    } else if (text.includes(symbol)) return iso;
  }
  return null;
}

/**
 * One amount as written: "120K", "146.9K", "60,000", "60.000" (European thousands), "1.2M", "70L"
 * (lakh). Returns null for anything that is not a number.
 */
function parseAmount(digits: string, suffix: string | undefined): number | null {
  let value: number;
  if (/^\d{1,3}(?:[.,]\d{3})+$/.test(digits)) value = Number(digits.replace(/[.,]/g, ''));
  else value = Number(digits.replace(/,/g, ''));
  if (!Number.isFinite(value)) return null;
  const multiplier = { k: 1e3, m: 1e6, l: 1e5, cr: 1e7 }[(suffix ?? '').toLowerCase()] ?? 1;
  return value * multiplier;
}

/**
 * Reads a salary summary such as '$120K – $150K', '€60,000-€75,000 per year', '£45k',
 * '$50/hr' or 'SGD 115K - SGD 140K'. Only the part before the first "•" counts: Ashby appends
 * extras there ("• Offers Equity • $10K Commission") that are not the base salary. With no stated
 * period, figures under 1,000 are hourly rates ("$24.04") and larger ones yearly.
 */
export function parseSalarySummary(summary: string): SalaryInput | null {
  const head = (summary.split('•')[0] ?? '').replace(/\u00a0/g, ' ');
  const amounts: number[] = [];
  for (const match of head.matchAll(/(\d[\d.,]*\d|\d)\s*(k|m|l|cr)?(?![a-z])/gi)) {
    const amount = parseAmount(match[1] as string, match[2]);
    if (amount !== null) amounts.push(amount);
    if (amounts.length === 2) break;
  }
  if (amounts.length === 0) return null;
  const period = PERIOD_WORDS.find(([pattern]) => pattern.test(head))?.[1] ?? null;
  const [first, second] = amounts as [number, number | undefined];
  return {
    min: first,
    max: second ?? first,
    currency: findCurrency(head),
    period: period ?? (Math.max(first, second ?? 0) < 1000 ? 'hour' : 'year'),
  };
}

/**
 * The yearly range of a salary as a board states it (structured or a summary string). Returns
 * null when there is no usable figure or the currency is unknown: a number without a currency
 * cannot be compared with anything, so we do not store one. Nor is a range starting at 0 ("$0 -
 * $750K") or one whose top is more than MAX_SALARY_SPREAD times its bottom ("$1.00 - $500,000.00",
 * "$130K - $500K") a stated salary: it says nothing about the pay, and stored it would read "USD
 * 750,000 a year" and lift the posting in rankings (issue 35, decision 038). Results are whole
 * units of the currency.
 */
export function normaliseSalary(input: SalaryInput | string | null | undefined): YearlySalary | null {
  if (input == null) return null;
  const salary = typeof input === 'string' ? parseSalarySummary(input) : input;
  if (!salary) return null;
  const currency = typeof input === 'string' ? (salary.currency ?? null) : currencyCode(salary.currency);
  if (!currency) return null;
  const factor = PERIODS_PER_YEAR[salary.period ?? 'year'];
  const yearly = (value: number | null | undefined) =>
    typeof value === 'number' && Number.isFinite(value) && value > 0 ? Math.round(value * factor) : null;
  let min = yearly(salary.min);
  let max = yearly(salary.max);
  if (min === null && max === null) return null;
  if (salary.min === 0 || salary.max === 0) return null;
  if (min !== null && max !== null && min > max) [min, max] = [max, min];
  if (min !== null && max !== null && max > min * MAX_SALARY_SPREAD) return null;
  // The column is a 32-bit integer; a figure past it is a typo or a currency we misread.
  if ((max ?? min ?? 0) > 2_000_000_000) return null;
  return { min, max, currency };
}
