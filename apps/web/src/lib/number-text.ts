// Why not Intl.NumberFormat for every number: the first Intl object a Chromium renderer makes
// starts ICU, 35-80 ms of one task on this project's machines (decision 030). Counts are
// integers on every page, and English grouping of an integer is exact without ICU; only
// fractions need Intl, and its formatter is made on first use, not when a page's chunk loads.

let fractionFormat: Intl.NumberFormat | undefined;

/**
 * `n` as English text: "12,345", "-7", "2.5"; the text `Intl.NumberFormat('en')` gives, except
 * that a negative zero reads "0".
 */
export function formatNumber(n: number): string {
  if (Number.isSafeInteger(n)) {
    const digits = String(Math.abs(n)).replace(/\B(?=(\d{3})+$)/g, ',');
    return n < 0 ? `-${digits}` : digits;
  }
  fractionFormat ??= new Intl.NumberFormat('en');
  return fractionFormat.format(n);
}
