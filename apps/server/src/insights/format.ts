const SYMBOLS: Record<string, string> = {
  $: '$',
  USD: '$',
  '€': '€',
  EUR: '€',
  '£': '£',
  GBP: '£',
  '¥': '¥',
  JPY: '¥',
  '₹': '₹',
  INR: '₹',
};

const plain = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });

/** Removes floating-point noise (0.1 + 0.2) so reported figures are the ones a person computes. */
export function clean(value: number): number {
  return Number(value.toPrecision(12));
}

/** "12,345.5", "$12,345.50" with the column's currency, or "12.5%" for a percent column. */
export function formatValue(value: number, unit: { currency?: string | null; percent?: boolean } = {}): string {
  if (unit.percent) return `${plain.format(value)}%`;
  if (unit.currency) {
    const symbol = SYMBOLS[unit.currency];
    const money = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(
      Math.abs(value),
    );
    const sign = value < 0 ? '-' : '';
    return symbol ? `${sign}${symbol}${money}` : `${sign}${money} ${unit.currency}`;
  }
  return plain.format(value);
}

/** A share as "43.7%" from a ratio (0.437). */
export function formatShare(ratio: number): string {
  return `${(Math.round(ratio * 1000) / 10).toFixed(1)}%`;
}

/** "+12.5%" or "-3.0%". */
export function formatChange(percent: number): string {
  return `${percent >= 0 ? '+' : ''}${percent.toFixed(1)}%`;
}

export function plural(count: number, one: string, many = `${one}s`): string {
  return `${plain.format(count)} ${count === 1 ? one : many}`;
}
