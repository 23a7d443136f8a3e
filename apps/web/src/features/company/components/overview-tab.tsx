import { COMPANY_TEXTS, COMPANY_TREND_MONTHS_SHOWN, type CompanyDashboard } from '@careerloom/contract';
import { Card, CardContent, CardHeader } from '../../../components/ui/card';

const monthLabel = (month: string) =>
  new Date(`${month}-01T00:00:00Z`).toLocaleDateString('en-US', { month: 'short', year: 'numeric', timeZone: 'UTC' });

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

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
            <ul className="grid gap-3">
              {months.map((m) => (
                <li
                  key={m.month}
                  className="flex flex-wrap items-center justify-between gap-2 rounded-lg bg-slate-50 px-3 py-2 dark:bg-slate-800/60"
                >
                  <span className="font-medium">{monthLabel(m.month)}</span>
                  <span className="text-sm text-slate-600 dark:text-slate-300">
                    {m.hires === null ? 'hires not recorded' : plural(m.hires, 'hire')} ·{' '}
                    {plural(m.applications, 'application')}
                  </span>
                </li>
              ))}
            </ul>
          )}
        </CardContent>
      </Card>
    </div>
  );
}
