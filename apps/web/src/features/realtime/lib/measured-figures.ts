import { MEASURED_AREA_LABELS, type MeasuredFigures, type MeasuredMetric } from '@careerloom/contract';
import { formatNumber } from '../../../lib/number-text';

/** A figure as read aloud: a ratio as a whole percentage, points and counts as numbers. */
export function formatMeasuredValue(unit: MeasuredMetric['unit'], value: number): string {
  if (unit === 'ratio') return `${Math.round(value * 100)}%`;
  if (unit === 'points') return `${formatNumber(Math.round(value * 10) / 10)} points`;
  return formatNumber(value);
}

/**
 * The area's first figure and its set, e.g. "Skill extraction precision 57% on SkillSpan dev"; the
 * caller adds ", measured <date>". The bench script lists its headline figure first.
 */
export function headline(figures: MeasuredFigures): string {
  const [first] = figures.metrics;
  const label = MEASURED_AREA_LABELS[figures.area];
  const figure = first ? ` ${first.name} ${formatMeasuredValue(first.unit, first.value)}` : '';
  return `${label}${figure} on ${figures.set}`;
}
