import { COMPANY_TEXTS, COMPANY_TREND_MONTHS_SHOWN, type CompanyDashboard } from '@careerloom/contract';
import { Card, CardContent, CardHeader } from '../../../components/ui/card';
import { Chart } from '../../../components/ui/chart';
import { formatMonth } from '../../../lib/date-text';

const monthLabel = (month: string) => formatMonth(month);

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/** "Applications by month: Mar 2025 60, Apr 2025 70, May 2025 80", the chart's accessible name. */
const chartLabel = (what: string, points: { label: string; value: number }[]) =>
  `${what} by month: ${points.map((p) => `${p.label} ${p.value}`).join(', ')}`;

/** Hiring Pipeline and Monthly Trends (the first three months of the list, newest first). */
export function OverviewTab({ dashboard }: { dashboard: CompanyDashboard }) {
  const { metrics } = dashboard;
  const pipeline = [
    { label: 'Active Jobs', value: String(metrics.activeJobs) },
    { label: 'Total Applications', value: String(metrics.totalApplications) },
    {
      label: 'Response Rate',
      value: metrics.conversionRate === null ? '—' : `${metrics.conversionRate}%`,
    },
  ];
  const months = metrics.hiringTrends.slice(0, COMPANY_TREND_MONTHS_SHOWN);
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <Card>
        <CardHeader>
          <h2 className="text-lg font-semibold">Hiring Pipeline</h2>
        </CardHeader>
        <CardContent className="grid gap-3">
          <dl className="grid gap-3">
            {pipeline.map((row) => (
              <div
                key={row.label}
                className="flex items-center justify-between border-b border-slate-100 pb-2 dark:border-slate-800"
              >
                <dt className="text-sm text-slate-600 dark:text-slate-400">{row.label}</dt>
                <dd className="text-lg font-semibold">{row.value}</dd>
              </div>
            ))}
          </dl>
          {metrics.conversionRate === null && (
            <p className="text-xs text-slate-500 dark:text-slate-400">
              The response rate needs decisions on applications, which only a connected ATS records.
            </p>
          )}
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <h2 className="text-lg font-semibold">Monthly Trends</h2>
        </CardHeader>
        <CardContent>
          {months.length === 0 ? (
            <p className="text-sm text-slate-600 dark:text-slate-400">{COMPANY_TEXTS.noTrends}</p>
          ) : (
            <TrendCharts months={months} />
          )}
        </CardContent>
      </Card>
    </div>
  );
}

/**
 * The months as two small bar charts (applications, and hires when the source records them),
 * oldest on the left, with the figures themselves behind "Show numbers", newest first.
 */
function TrendCharts({ months }: { months: CompanyDashboard['metrics']['hiringTrends'] }) {
  const oldestFirst = [...months].reverse();
  const applications = oldestFirst.map((m) => ({ label: monthLabel(m.month), value: m.applications }));
  const hires = oldestFirst.every((m) => m.hires !== null)
    ? oldestFirst.map((m) => ({ label: monthLabel(m.month), value: m.hires ?? 0 }))
    : null;
  return (
    <div className="grid gap-4">
      <div className={hires ? 'grid gap-4 sm:grid-cols-2' : 'grid'}>
        <div className="min-w-0">
          <p className="text-sm font-medium">Applications</p>
          <Chart kind="bar" points={applications} label={chartLabel('Applications', applications)} height={140} />
        </div>
        {hires && (
          <div className="min-w-0">
            <p className="text-sm font-medium">Hires</p>
            <Chart kind="bar" points={hires} label={chartLabel('Hires', hires)} height={140} />
          </div>
        )}
      </div>
      {!hires && <p className="text-xs text-slate-500 dark:text-slate-400">Hires not recorded by this data source.</p>}
      <details className="text-sm">
        <summary className="cursor-pointer font-medium text-brand-700 dark:text-brand-500">Show numbers</summary>
        <ul className="mt-2 grid gap-2">
          {months.map((m) => (
            <li
              key={m.month}
              className="flex flex-wrap items-center justify-between gap-2 rounded-lg bg-slate-50 px-3 py-2 dark:bg-slate-800/60"
            >
              <span className="font-medium">{monthLabel(m.month)}</span>
              <span className="text-slate-600 dark:text-slate-300">
                {m.hires === null ? 'hires not recorded' : plural(m.hires, 'hire')} ·{' '}
                {plural(m.applications, 'application')}
              </span>
            </li>
          ))}
        </ul>
      </details>
    </div>
  );
}
