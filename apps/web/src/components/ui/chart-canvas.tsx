import { Bar, BarChart, CartesianGrid, Cell, Line, LineChart, Tooltip, XAxis, YAxis } from 'recharts';
import { formatNumber } from '../../lib/number-text';
import type { ChartProps } from './chart-props';

// Tailwind's indigo-500, emerald-600 and red-500: readable on both the light and the dark background.
const BRAND = '#6366f1';
const RISE = '#059669';
const FALL = '#ef4444';

const tick = { fill: 'currentColor', fontSize: 12 };
const chartStyle = { width: '100%', height: '100%' };
const margin = { top: 8, right: 12, bottom: 0, left: 0 };
// Long column names are cut on the axis (the full name is in the figures beside the chart).
const AXIS_LABEL_MAX = 14;
const shortLabel = (label: unknown) => {
  const text = String(label);
  return text.length > AXIS_LABEL_MAX ? `${text.slice(0, AXIS_LABEL_MAX - 1)}…` : text;
};

/** The Recharts drawing behind `Chart`; loaded lazily, so import `Chart` instead. */
export default function ChartCanvas({ kind, points, layout = 'columns', signed = false, unit = '' }: ChartProps) {
  const data = points.map((p) => ({ label: p.label, value: p.value }));
  const format = (value: unknown) => `${typeof value === 'number' ? formatNumber(value) : String(value)}${unit}`;
  const grid = (
    <CartesianGrid
      stroke="currentColor"
      strokeOpacity={0.15}
      vertical={layout === 'rows'}
      horizontal={layout === 'columns'}
    />
  );
  const tooltip = (
    <Tooltip
      formatter={(value) => [format(value), '']}
      separator=""
      cursor={{ fill: 'currentColor', fillOpacity: 0.06 }}
      contentStyle={{ borderRadius: 6, fontSize: 12, color: '#0f172a' }}
    />
  );
  // The wrapper is role="img": the drawing is not a second, focusable copy of the figures.
  const common = { data, responsive: true, style: chartStyle, margin, accessibilityLayer: false } as const;

  if (kind === 'line') {
    return (
      <LineChart {...common}>
        {grid}
        <XAxis dataKey="label" tick={tick} tickLine={false} axisLine={false} interval="preserveStartEnd" />
        <YAxis
          tick={tick}
          tickLine={false}
          axisLine={false}
          width="auto"
          allowDecimals={false}
          tickFormatter={format}
        />
        {tooltip}
        <Line type="monotone" dataKey="value" stroke={BRAND} strokeWidth={2} dot={{ r: 3 }} isAnimationActive={false} />
      </LineChart>
    );
  }
  const bars = (
    <Bar dataKey="value" fill={BRAND} radius={3} maxBarSize={36} isAnimationActive={false}>
      {data.map((d) => (
        <Cell key={d.label} fill={signed ? (d.value < 0 ? FALL : RISE) : BRAND} />
      ))}
    </Bar>
  );
  if (layout === 'rows') {
    return (
      <BarChart {...common} layout="vertical">
        {grid}
        <XAxis type="number" tick={tick} tickLine={false} axisLine={false} tickFormatter={format} />
        <YAxis
          type="category"
          dataKey="label"
          tick={tick}
          tickLine={false}
          axisLine={false}
          width="auto"
          tickFormatter={shortLabel}
        />
        {tooltip}
        {bars}
      </BarChart>
    );
  }
  return (
    <BarChart {...common}>
      {grid}
      <XAxis dataKey="label" tick={tick} tickLine={false} axisLine={false} interval="preserveStartEnd" />
      <YAxis tick={tick} tickLine={false} axisLine={false} width="auto" allowDecimals={false} tickFormatter={format} />
      {tooltip}
      {bars}
    </BarChart>
  );
}
