import { formatNumber } from '../../../lib/number-text';
/** How one usage counter reads on a card: the numbers, and the progress bar when there is a cap. */
export type UsageDisplay = {
  /** Null while the count is unknown (the dashboard failed to load). */
  used: number | null;
  /** Null for a tier without a cap. */
  limit: number | null;
  /** The bar's value and maximum; absent for an uncapped tier, which has nothing to fill. */
  bar?: { value: number | null; max: number };
  /** The count as shown ('—' when unknown) and the words after it; `text` is the two together. */
  count: string;
  detail: string;
  text: string;
};

/** Part 2 section 9: a progress bar's maximum defaults to 100. */
export const PROGRESS_DEFAULT_MAX = 100;

/**
 * Reads one counter of `usage_stats`. A limit that is missing (the dashboard did not load) shows
 * the display fallback of part 2 section 9; a limit of null is a tier without a cap and says
 * 'Unlimited' rather than pretending to a number.
 */
export function usageDisplay(
  used: number | undefined,
  limit: number | null | undefined,
  fallbackLimit: number,
  noun: string,
): UsageDisplay {
  const known = used ?? null;
  const count = known === null ? '—' : formatNumber(known);
  if (limit === null) {
    const detail = `${noun} · Unlimited`;
    return { used: known, limit: null, count, detail, text: `${count} ${detail}` };
  }
  const cap = limit ?? fallbackLimit;
  const detail = `of ${formatNumber(cap)} ${noun}`;
  return {
    used: known,
    limit: cap,
    bar: { value: known === null ? null : Math.min(known, cap), max: cap > 0 ? cap : PROGRESS_DEFAULT_MAX },
    count,
    detail,
    text: `${count} ${detail}`,
  };
}

/** The percentage a bar fills, 0 to 100; an unknown value fills nothing. */
export function percentOf(value: number | null, max: number = PROGRESS_DEFAULT_MAX): number {
  if (value === null || max <= 0) return 0;
  return Math.max(0, Math.min(100, (value / max) * 100));
}
