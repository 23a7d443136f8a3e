import {
  MEASURED_AREA_PLAIN,
  MEASURED_METRIC_PLAIN,
  type MeasuredFigures,
  type MeasuredMetric,
} from '@careerloom/contract';
import { formatNumber } from '../../../lib/number-text';

/** A figure as read aloud: a ratio as a whole percentage, points and counts as numbers. */
export function formatMeasuredValue(unit: MeasuredMetric['unit'], value: number): string {
  if (unit === 'ratio') return `${Math.round(value * 100)}%`;
  if (unit === 'points') return `${formatNumber(Math.round(value * 10) / 10)} points`;
  return formatNumber(value);
}

/** One measured figure as a user reads it: a sentence, and what a plain keyword match got. */
export type PlainFigure = { name: string; sentence: string; baseline: string | null };

/**
 * The area's figures in plain words (the contract's sentences), in the bench's order; a figure
 * with no plain sentence (a blend such as F1) is left out rather than shown by its jargon name.
 */
export function plainFigures(figures: MeasuredFigures): PlainFigure[] {
  const sentences = MEASURED_METRIC_PLAIN[figures.area];
  return figures.metrics.flatMap((m) => {
    const sentence = sentences[m.name];
    if (!sentence) return [];
    const baseline = m.baseline === undefined ? null : formatMeasuredValue(m.unit, m.baseline);
    return [{ name: m.name, sentence: sentence(formatMeasuredValue(m.unit, m.value)), baseline }];
  });
}

/**
 * The area's headline in plain words, e.g. "58% of the skills it picks out are ones the
 * researchers marked": the first figure the bench lists that has a sentence; null when none has.
 */
export function headline(figures: MeasuredFigures): string | null {
  return plainFigures(figures)[0]?.sentence ?? null;
}

/** What the area's figures answer, and the set they were measured on, in plain words. */
export const areaPlain = (figures: MeasuredFigures) => MEASURED_AREA_PLAIN[figures.area];
