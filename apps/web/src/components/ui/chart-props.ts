// The props of `Chart`, apart from it so the lazily loaded drawing can share them without a circle.

/** One value on a chart's axis: `label` names the month, column or row it belongs to. */
export type ChartPoint = { label: string; value: number };

export type ChartProps = {
  /** Bars for counts and changes, a line for a value followed over time. */
  kind: 'bar' | 'line';
  points: readonly ChartPoint[];
  /** The accessible name: what the chart shows, with its figures, for someone who cannot see it. */
  label: string;
  /** `rows` draws horizontal bars, which keeps long category names readable on a phone. */
  layout?: 'columns' | 'rows';
  /** Colours bars below zero as falls and above zero as rises (a change in percent). */
  signed?: boolean;
  /** Appended to tick and tooltip values, e.g. '%'. */
  unit?: string;
  /** Height in pixels of the drawing area. */
  height?: number;
  className?: string;
};
