// Why not Intl.NumberFormat for every number: the first Intl object a Chromium renderer makes
// starts ICU, 35-80 ms of one task on this project's machines (decision 030). Counts are
// integers on every page, and English grouping of an integer is exact without ICU; only
// fractions need Intl, and their formatters are made on first use, not when a page's chunk loads.

const fractionFormats = new Map<number, Intl.NumberFormat>();

/**
 * `n` as English text: "12,345", "-7", "2.5"; the text `Intl.NumberFormat('en', {
 * maximumFractionDigits })` gives (at most 3 decimals, as Intl's default), except that a negative
 * zero reads "0".
 */
export function formatNumber(n: number, maximumFractionDigits = 3): string {
  if (Number.isSafeInteger(n)) {
    const digits = String(Math.abs(n)).replace(/\B(?=(\d{3})+$)/g, ',');
    return n < 0 ? `-${digits}` : digits;
  }
  let format = fractionFormats.get(maximumFractionDigits);
  if (!format) {
    format = new Intl.NumberFormat('en', { maximumFractionDigits });
    fractionFormats.set(maximumFractionDigits, format);
  }
  return format.format(n);
}
