import { COMPANY_TEXTS, type IndustryMetrics } from '@careerloom/contract';
import { BarChart3 } from 'lucide-react';
import { Card, CardContent, CardHeader } from '../../../components/ui/card';
import { EmptyState } from './empty-state';
import { ScoreRing } from './score-ring';

const UNAVAILABLE = 'Unavailable';

/**
 * Hire rate, talent retention, diversity score, the overall score ring and the industry rank;
 * a figure no source supports reads 'Unavailable' with why. Nothing at all: 'No Industry Metrics'.
 */
export function IndustryMetricsTab({ metrics }: { metrics: IndustryMetrics | null }) {
  if (!metrics)
    return (
      <EmptyState icon={BarChart3} title={COMPANY_TEXTS.noIndustryMetrics}>
        Industry metrics appear once your company has open jobs in our postings store or you connect your ATS.
      </EmptyState>
    );
  const rows = [
    {
      label: 'Hire Rate',
      value: metrics.hireRate === null ? UNAVAILABLE : `${metrics.hireRate}%`,
      note: metrics.hireRate === null ? 'Needs hires from a connected ATS' : 'Hires per application received',
    },
    {
      label: 'Talent Retention',
      value: metrics.talentRetention === null ? UNAVAILABLE : `${metrics.talentRetention}%`,
      note: 'No connected source records how long hires stay',
    },
    {
      label: 'Diversity Score',
      value: metrics.diversityScore === null ? UNAVAILABLE : `${metrics.diversityScore}%`,
      note: 'No connected source provides consented demographic data',
    },
  ];
  return (
    <div className="grid gap-6 lg:grid-cols-[2fr_1fr]">
      <Card>
        <CardHeader>
          <h2 className="text-lg font-semibold">Industry Metrics</h2>
        </CardHeader>
        <CardContent>
          <dl className="grid gap-4">
            {rows.map((row) => (
              <div key={row.label} className="grid gap-0.5 border-b border-slate-100 pb-3 dark:border-slate-800">
                <div className="flex items-center justify-between gap-2">
                  <dt className="text-sm font-medium">{row.label}</dt>
                  <dd className="font-semibold">{row.value}</dd>
                </div>
                <p className="text-xs text-slate-500 dark:text-slate-400">{row.note}</p>
              </div>
            ))}
          </dl>
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <h2 className="text-lg font-semibold">Overall Score</h2>
        </CardHeader>
        <CardContent className="grid justify-items-center gap-3 text-center">
          <ScoreRing score={metrics.overallScore} label="Overall score" />
          {metrics.overallScore === null && (
            <p className="text-xs text-slate-500 dark:text-slate-400">Needs at least two of the metrics on the left.</p>
          )}
          <div className="grid gap-0.5">
            <p className="text-sm font-medium">Industry Rank</p>
            <p className="text-2xl font-bold">
              {metrics.industryRank === null ? UNAVAILABLE : `#${metrics.industryRank}`}
            </p>
            <p className="text-xs text-slate-500 dark:text-slate-400">
              {metrics.industryRank === null
                ? 'Your company has no open jobs in our postings store'
                : `by open jobs, among ${metrics.rankedCompanies} companies in our postings store`}
            </p>
          </div>
        </CardContent>
      </Card>
    </div>
  );
}
