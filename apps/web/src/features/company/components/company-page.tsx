import { COMPANY_TABS, COMPANY_TEXTS, COMPANY_TOASTS, type CompanyDashboard } from '@careerloom/contract';
import { Building2, Crown, Info } from 'lucide-react';
import { useEffect } from 'react';
import { Link } from 'wouter';
import { Button, buttonClasses } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { PageSpinner } from '../../../components/ui/spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import { paths } from '../../../config/paths';
import { toast } from '../../../lib/toast-store';
import { useCompanyDashboard } from '../api/get-company-dashboard';
import { AchievementsTab } from './achievements-tab';
import { AnalyticsTab } from './analytics-tab';
import { CompanyStatCards } from './company-stat-cards';
import { HarvestConnectCard } from './harvest-connect-card';
import { IndustryMetricsTab } from './industry-metrics-tab';
import { OverviewTab } from './overview-tab';

const TAB_VALUES = ['overview', 'industry', 'achievements', 'analytics'] as const;

const SOURCE_LINE: Record<CompanyDashboard['source'], string> = {
  greenhouse_harvest: 'Figures from your Greenhouse Harvest account.',
  postings: 'Figures from the job postings we track and applications sent through Careerloom.',
  none: 'No hiring data found yet.',
};

/**
 * The company dashboard (part 2 section 2.5): a spinner first, then the heading with the user's
 * company name, the stat cards and four tabs, all from real data (decision 013).
 */
export default function CompanyPage() {
  const dashboard = useCompanyDashboard();

  useEffect(() => {
    if (dashboard.isError) toast({ title: 'Error', description: COMPANY_TOASTS.loadFailed, variant: 'destructive' });
  }, [dashboard.isError]);

  if (dashboard.isPending) return <PageSpinner />;
  if (dashboard.isError)
    return (
      <div className="mx-auto grid max-w-6xl gap-4 px-4 py-10">
        <Card role="alert" className="grid justify-items-start gap-3 p-6">
          <p className="font-medium">{COMPANY_TOASTS.loadFailed}</p>
          <Button variant="secondary" onClick={() => dashboard.refetch()}>
            Try Again
          </Button>
        </Card>
      </div>
    );

  const d = dashboard.data;
  return (
    <div className="mx-auto grid max-w-6xl gap-6 px-4 py-8 sm:py-10">
      <header className="flex flex-wrap items-start justify-between gap-4">
        <div className="grid gap-1">
          <h1 className="flex items-center gap-2 text-2xl font-bold sm:text-3xl">
            <Building2 className="h-7 w-7 text-brand-600" aria-hidden="true" />
            {d.companyName || COMPANY_TEXTS.fallbackHeading}
          </h1>
          <p className="text-sm text-slate-600 dark:text-slate-400">{SOURCE_LINE[d.source]}</p>
        </div>
        <Link href={paths.enterprise} className={buttonClasses('primary', 'md')}>
          <Crown className="h-4 w-4" aria-hidden="true" /> {COMPANY_TEXTS.upgrade}
        </Link>
      </header>

      {!d.companyName && (
        <p className="flex flex-wrap items-center gap-2 rounded-lg border border-sky-200 bg-sky-50 p-3 text-sm text-sky-900 dark:border-sky-800 dark:bg-sky-900/30 dark:text-sky-200">
          <Info className="h-4 w-4 shrink-0" aria-hidden="true" />
          Set your company name to see its jobs and applications here.
          <Link href={`${paths.dashboard}?tab=settings`} className="font-medium underline">
            Open account settings
          </Link>
        </p>
      )}

      <CompanyStatCards metrics={d.metrics} />

      <Tabs defaultValue="overview">
        <TabsList aria-label="Company dashboard sections">
          {COMPANY_TABS.map((label, i) => (
            <TabsTrigger key={label} value={TAB_VALUES[i] ?? label}>
              {label}
            </TabsTrigger>
          ))}
        </TabsList>
        <TabsContent value="overview">
          <OverviewTab dashboard={d} />
        </TabsContent>
        <TabsContent value="industry">
          <IndustryMetricsTab metrics={d.industryMetrics} />
        </TabsContent>
        <TabsContent value="achievements">
          <AchievementsTab badges={d.badges} />
        </TabsContent>
        <TabsContent value="analytics">
          <AnalyticsTab />
        </TabsContent>
      </Tabs>

      <HarvestConnectCard ats={d.ats} />
    </div>
  );
}
