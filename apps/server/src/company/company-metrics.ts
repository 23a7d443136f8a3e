import type { CompanyMetrics, HiringTrend, IndustryMetrics } from '@careerloom/contract';
import type { CompanyFacts } from './company-facts';

/**
 * The dashboard's figures from a company's facts; each formula is written down in
 * docs/decisions/013-company-dashboard-metrics.md. Nothing here invents a number: a figure the
 * facts cannot support is null and the page says why.
 */

const DAY_MS = 86_400_000;
const round1 = (n: number) => Math.round(n * 10) / 10;
const percent = (part: number, whole: number) => round1((part / whole) * 100);

/** Mean days from opening to closing over closed requisitions (negative spans are data errors, skipped). */
export function averageDaysToClose(facts: CompanyFacts | null): number | null {
  const spans = (facts?.requisitions ?? []).flatMap((r) => {
    if (!r.closedAt) return [];
    const days = (Date.parse(r.closedAt) - Date.parse(r.openedAt)) / DAY_MS;
    return days >= 0 ? [days] : [];
  });
  if (spans.length === 0) return null;
  return round1(spans.reduce((a, b) => a + b, 0) / spans.length);
}

export function companyMetrics(facts: CompanyFacts | null, automationMinutes: number): CompanyMetrics {
  const requisitions = facts?.requisitions ?? [];
  const open = requisitions.filter((r) => r.closedAt === null).length;
  const apps = facts?.applications;
  const trends: HiringTrend[] = (apps?.monthly ?? [])
    .filter((m) => m.applications > 0 || m.hires > 0)
    .map((m) => ({ month: m.month, applications: m.applications, hires: apps?.hires === null ? null : m.hires }))
    .reverse();
  return {
    totalProjects: requisitions.length,
    activeWorkflows: open,
    automationSavings: round1(automationMinutes / 60),
    avgProjectTime: averageDaysToClose(facts),
    activeJobs: open,
    totalApplications: apps?.total ?? 0,
    conversionRate: apps && apps.decided !== null && apps.total > 0 ? percent(apps.decided, apps.total) : null,
    hiringTrends: trends,
  };
}

/**
 * Hire rate from the ATS; talent retention and diversity have no source we read, so they stay
 * null. The overall score is the mean of the available component scores once at least two are
 * available (one component alone is that component, not an overall score). The rank is the
 * company's open requisitions among the companies in the postings store. Null (the empty state)
 * when nothing at all is available.
 */
export function industryMetrics(
  facts: CompanyFacts | null,
  rank: { rank: number | null; companies: number },
): IndustryMetrics | null {
  const apps = facts?.applications;
  const hireRate = apps && apps.hires !== null && apps.total > 0 ? percent(apps.hires, apps.total) : null;
  const talentRetention: number | null = null;
  const diversityScore: number | null = null;
  const components = [hireRate, talentRetention, diversityScore].filter((v): v is number => v !== null);
  const overallScore =
    components.length >= 2 ? round1(components.reduce((a, b) => a + b, 0) / components.length) : null;
  if (hireRate === null && rank.rank === null) return null;
  return {
    hireRate,
    talentRetention,
    diversityScore,
    overallScore,
    industryRank: rank.rank,
    rankedCompanies: rank.companies,
    industry: null,
  };
}
