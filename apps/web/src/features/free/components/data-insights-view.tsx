import type { ColumnSummary, DataIntegrationResponse, Trend } from '@careerloom/contract';
import { Info, Minus, TrendingDown, TrendingUp } from 'lucide-react';
import { Badge } from '../../../components/ui/badge';
import { Card, CardContent, CardHeader } from '../../../components/ui/card';
import { Chart } from '../../../components/ui/chart';
import { formatNumber } from '../../../lib/number-text';

/** A figure of the data: thousands separated, at most two decimals. */
const figure = (n: number) => formatNumber(n, 2);

const KIND_LABELS: Record<ColumnSummary['kind'], string> = {
  number: 'Number',
  date: 'Date',
  category: 'Category',
  text: 'Text',
};

/** The analysis of one upload: counts, highlights, trends, a summary per column and the limits. */
export function DataInsightsView({ result }: { result: DataIntegrationResponse }) {
  const { insights, limitations } = result;
  const partial = insights.rowsAnalysed < insights.rows;
  return (
    <Card role="region" aria-labelledby="data-insights-title" className="min-w-0">
      <CardHeader>
        <div className="flex flex-wrap items-center gap-2">
          <h3 id="data-insights-title" className="text-lg font-semibold">
            Insights: {insights.source}
          </h3>
          <Badge variant="secondary" className="capitalize">
            {insights.dataType}
          </Badge>
        </div>
        <p className="text-sm text-slate-600 dark:text-slate-400" data-testid="rows-analysed">
          {partial
            ? `${figure(insights.rowsAnalysed)} of ${figure(insights.rows)} rows analysed`
            : `${figure(insights.rows)} rows analysed`}
          {` · ${insights.columns.length} columns`}
        </p>
      </CardHeader>
      <CardContent className="grid grid-cols-1 gap-6">
        {insights.highlights.length > 0 && (
          <section aria-label="Highlights">
            <h4 className="text-sm font-semibold">Highlights</h4>
            <ul className="mt-2 grid list-disc gap-1 pl-5 text-sm">
              {insights.highlights.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          </section>
        )}

        <section aria-label="Trends">
          <h4 className="text-sm font-semibold">Trends</h4>
          {insights.trends.length === 0 ? (
            <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">
              No numeric column to follow over time or row order.
            </p>
          ) : (
            <TrendChart trends={insights.trends} />
          )}
        </section>

        <section aria-label="Columns">
          <h4 className="text-sm font-semibold">Columns</h4>
          <div className="mt-2 overflow-x-auto rounded-lg border border-slate-200 dark:border-slate-800">
            <table className="w-full min-w-[36rem] text-left text-sm">
              <thead className="bg-slate-50 text-xs text-slate-600 uppercase dark:bg-slate-800/60 dark:text-slate-300">
                <tr>
                  <th scope="col" className="px-3 py-2">
                    Column
                  </th>
                  <th scope="col" className="px-3 py-2">
                    Kind
                  </th>
                  <th scope="col" className="px-3 py-2">
                    Filled
                  </th>
                  <th scope="col" className="px-3 py-2">
                    Summary
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-200 dark:divide-slate-800">
                {insights.columns.map((column) => (
                  <tr key={column.name}>
                    <th scope="row" className="px-3 py-2 font-medium">
                      {column.name}
                    </th>
                    <td className="px-3 py-2">{KIND_LABELS[column.kind]}</td>
                    <td className="px-3 py-2 tabular-nums">
                      {figure(column.filled)} / {figure(insights.rowsAnalysed)}
                    </td>
                    <td className="px-3 py-2 text-slate-700 dark:text-slate-300">
                      <ColumnDetail column={column} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </section>

        {limitations.length > 0 && (
          <section aria-label="Limitations" className="rounded-lg bg-slate-50 p-3 text-sm dark:bg-slate-800/50">
            <h4 className="flex items-center gap-1.5 font-semibold">
              <Info className="h-4 w-4" aria-hidden="true" />
              Limitations
            </h4>
            <ul className="mt-1 grid list-disc gap-1 pl-5 text-slate-600 dark:text-slate-400">
              {limitations.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          </section>
        )}
      </CardContent>
    </Card>
  );
}

const DIRECTION = {
  rising: { icon: TrendingUp, label: 'Rising', tone: 'text-emerald-600 dark:text-emerald-400' },
  falling: { icon: TrendingDown, label: 'Falling', tone: 'text-red-600 dark:text-red-400' },
  flat: { icon: Minus, label: 'Flat', tone: 'text-slate-500 dark:text-slate-400' },
} as const;

const signed = (n: number) => `${n > 0 ? '+' : ''}${figure(n)}%`;

/**
 * The change of each followed column as a bar (rises green, falls red), then the sentence per
 * column: shown as they were when no column has a percentage, behind "Show numbers" otherwise.
 */
function TrendChart({ trends }: { trends: Trend[] }) {
  const measured = trends.filter((t): t is Trend & { changePercent: number } => t.changePercent !== null);
  const rows = (
    <ul className="mt-2 grid gap-2">
      {trends.map((trend) => (
        <TrendRow key={`${trend.column}-${trend.by}`} trend={trend} />
      ))}
    </ul>
  );
  if (measured.length === 0) return rows;
  const points = measured.map((t) => ({ label: t.column, value: t.changePercent }));
  const label = `Change from first to last period: ${measured
    .map((t) => `${t.column} ${DIRECTION[t.direction].label.toLowerCase()} ${signed(t.changePercent)}`)
    .join(', ')}`;
  return (
    <div className="mt-2 grid gap-3">
      <Chart
        kind="bar"
        layout="rows"
        signed
        unit="%"
        points={points}
        label={label}
        height={Math.max(96, 36 * points.length + 32)}
      />
      <details className="text-sm">
        <summary className="cursor-pointer font-medium text-brand-700 dark:text-brand-500">Show numbers</summary>
        {rows}
      </details>
    </div>
  );
}

function TrendRow({ trend }: { trend: Trend }) {
  const { icon: Icon, label, tone } = DIRECTION[trend.direction];
  const change = trend.changePercent === null ? '' : ` (${signed(trend.changePercent)})`;
  return (
    <li className="flex gap-3 rounded-lg border border-slate-200 p-3 text-sm dark:border-slate-800">
      <Icon className={`mt-0.5 h-5 w-5 shrink-0 ${tone}`} aria-hidden="true" />
      <div>
        <p className="font-medium">
          {trend.column}: <span className={tone}>{label}</span>
          {change}
          <span className="font-normal text-slate-500 dark:text-slate-400"> by {trend.by}</span>
        </p>
        <p className="text-slate-600 dark:text-slate-400">{trend.detail}</p>
      </div>
    </li>
  );
}

function ColumnDetail({ column }: { column: ColumnSummary }) {
  if (column.stats) {
    const { min, max, mean, median, sum } = column.stats;
    return (
      <span>
        min {figure(min)} · max {figure(max)} · mean {figure(mean)} · median {figure(median)} · sum {figure(sum)}
      </span>
    );
  }
  if (column.range) {
    return (
      <span>
        {column.range.from} to {column.range.to}
      </span>
    );
  }
  if (column.top && column.top.length > 0) {
    return <span>Top: {column.top.map((t) => `${t.value} (${figure(t.count)})`).join(', ')}</span>;
  }
  return <span className="text-slate-400">—</span>;
}
