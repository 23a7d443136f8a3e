import type { Trend } from '@careerloom/contract';
import { formatTime, type ProfiledColumn } from './column-profile';
import { clean, formatChange, formatValue } from './format';

/** What trends run along: a date column, or the rows in file order when there is none. */
export type TrendAxis = { kind: 'date'; column: ProfiledColumn } | { kind: 'row'; rows: number };

export type LineFit = { slope: number; intercept: number; r2: number };

/** A change smaller than this share of the starting level is "flat". */
const FLAT_BELOW = 0.05;
/** Below this share of explained variance the line is a rough direction, and the detail says so. */
const WEAK_FIT = 0.3;
const MIN_POINTS = 3;
const DAY_MS = 86_400_000;

/**
 * Quantities that add up over a period (revenue, units, clicks): rows sharing a date are summed.
 * Anything else (prices, rates, scores, ages) is averaged, as summing them means nothing.
 */
const FLOW =
  /revenue|sales|amount|total|units|qty|quantity|orders|count|cost|spend|clicks|impressions|visits|sessions|conversions|signups|leads|income|expense|profit|volume|tickets|downloads|views|payments|turnover|hours|minutes/;

/** Ordinary least squares of y on x; null when x does not vary. */
export function fitLine(points: readonly { x: number; y: number }[]): LineFit | null {
  const n = points.length;
  if (n < 2) return null;
  let sx = 0;
  let sy = 0;
  for (const p of points) {
    sx += p.x;
    sy += p.y;
  }
  const mx = sx / n;
  const my = sy / n;
  let sxx = 0;
  let sxy = 0;
  let syy = 0;
  for (const p of points) {
    sxx += (p.x - mx) ** 2;
    sxy += (p.x - mx) * (p.y - my);
    syy += (p.y - my) ** 2;
  }
  if (sxx === 0) return null;
  const slope = sxy / sxx;
  return { slope, intercept: my - slope * mx, r2: syy === 0 ? 1 : (sxy * sxy) / (sxx * syy) };
}

export function aggregatesBySum(column: ProfiledColumn): boolean {
  return !column.percent && FLOW.test(column.key);
}

type Point = { x: number; y: number; label: string };

/** True when every date is the 1st of a month at midnight: monthly (or yearly) data. */
function monthly(times: (number | null)[]): boolean {
  return times.every((t) => {
    if (t === null) return true;
    const d = new Date(t);
    return d.getUTCDate() === 1 && t % DAY_MS === 0;
  });
}

/**
 * The points of a column along the axis: one per date (summed or averaged), or one per row. Dates
 * are measured in days, or in months for monthly data, so that 28- and 31-day months (and leap
 * years) do not bend a line through evenly spaced periods.
 */
function pointsOf(column: ProfiledColumn, axis: TrendAxis): { points: Point[]; grouped: boolean } {
  if (axis.kind === 'row') {
    const points: Point[] = [];
    column.numbers.forEach((y, i) => {
      if (y !== null) points.push({ x: i, y, label: String(i + 1) });
    });
    return { points, grouped: false };
  }
  const byTime = new Map<number, { sum: number; n: number }>();
  column.numbers.forEach((y, i) => {
    const t = axis.column.times[i];
    if (y === null || t === null || t === undefined) return;
    const entry = byTime.get(t) ?? { sum: 0, n: 0 };
    entry.sum += y;
    entry.n += 1;
    byTime.set(t, entry);
  });
  const sum = aggregatesBySum(column);
  const inMonths = monthly(axis.column.times);
  let grouped = false;
  const points = [...byTime]
    .sort((a, b) => a[0] - b[0])
    .map(([t, e]) => {
      if (e.n > 1) grouped = true;
      const d = new Date(t);
      return {
        x: inMonths ? d.getUTCFullYear() * 12 + d.getUTCMonth() : t / DAY_MS,
        y: sum ? e.sum : e.sum / e.n,
        label: formatTime(t, axis.column.hasTime),
      };
    });
  return { points, grouped };
}

/**
 * The direction of a number column along the axis, from a least-squares line: the change from
 * the line's first to its last point, in percent of where it starts (null when it starts at 0 or
 * crosses zero, where a percentage misleads). Under 5% either way is flat. Null with fewer than
 * three points.
 */
export function columnTrend(column: ProfiledColumn, axis: TrendAxis): { trend: Trend; r2: number } | null {
  const { points, grouped } = pointsOf(column, axis);
  if (points.length < MIN_POINTS) return null;
  const fit = fitLine(points);
  if (!fit) return null;
  const first = points[0] as Point;
  const last = points[points.length - 1] as Point;
  const start = fit.intercept + fit.slope * first.x;
  const end = fit.intercept + fit.slope * last.x;
  const meanY = points.reduce((a, p) => a + p.y, 0) / points.length;
  const meanAbs = points.reduce((a, p) => a + Math.abs(p.y), 0) / points.length;
  const comparable = start !== 0 && Math.sign(start) === Math.sign(meanY) && Math.sign(end) === Math.sign(meanY);
  const changePercent = comparable ? Math.round(((end - start) / Math.abs(start)) * 1000) / 10 : null;
  const relative = changePercent !== null ? changePercent / 100 : meanAbs === 0 ? 0 : (end - start) / meanAbs;
  const direction = Math.abs(relative) < FLAT_BELOW ? 'flat' : fit.slope > 0 ? 'rising' : 'falling';

  const unit = { currency: column.currency, percent: column.percent };
  const what =
    grouped && axis.kind === 'date'
      ? `${column.name} (${aggregatesBySum(column) ? 'total' : 'average'} per date)`
      : column.name;
  const span =
    axis.kind === 'date'
      ? `between ${first.label} and ${last.label}`
      : `from the first to the last of ${axis.rows} rows`;
  const change = changePercent === null ? '' : ` (${formatChange(changePercent)})`;
  const from = formatValue(clean(start), unit);
  const to = formatValue(clean(end), unit);
  let detail =
    direction === 'flat'
      ? `${what} held steady at about ${formatValue(clean(meanY), unit)}${change} ${span}.`
      : `${what} ${direction === 'rising' ? 'rose' : 'fell'} from about ${from} to ${to}${change} ${span}.`;
  if (direction !== 'flat' && fit.r2 < WEAK_FIT) {
    detail += ' The values scatter widely around this line, so take it as a rough direction.';
  }
  return {
    trend: {
      column: column.name,
      by: axis.kind === 'date' ? axis.column.name : 'row order',
      direction,
      changePercent,
      detail,
    },
    r2: fit.r2,
  };
}
