import {
  FREE_DASHBOARD_TEXTS,
  FREE_TOASTS,
  type FreeDashboard,
  GUEST_SAMPLE_DASHBOARD,
  TIER_LABELS,
  type User,
} from '@careerloom/contract';
import { BarChart3, Briefcase, Info, Lightbulb, MessageSquare, Zap } from 'lucide-react';
import { type ReactNode, useEffect } from 'react';
import { Link } from 'wouter';
import { Badge } from '../../../components/ui/badge';
import { buttonClasses } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { PageSpinner } from '../../../components/ui/spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import { jobSeekerPlanHref, paths } from '../../../config/paths';
import { useCurrentUser } from '../../../lib/auth';
import { formatDay } from '../../../lib/date-text';
import { toast } from '../../../lib/toast-store';
import { useFreeDashboard, useReloadUsage } from '../api/get-free-dashboard';
import { AutomationTab } from './automation-tab';
import { DataIntegrationTab } from './data-integration-tab';
import { FreeChatTab } from './free-chat-tab';
import { JobSeekerBanner } from './job-seeker-banner';
import { RoleInsightsTab } from './role-insights-tab';
import { SampleBadge } from './sample-badge';
import { UpgradeOptions } from './upgrade-options';
import { UsageCards } from './usage-cards';

/**
 * The free dashboard of part 2 section 2.3, signed in at /free and as a guest at /register/free.
 * A signed-in user sees their real usage, loaded behind a spinner; a guest makes no load call and
 * sees the fixed sample, labelled as such (rulings "Honesty").
 */
export default function FreeDashboardPage({ guest }: { guest: boolean }) {
  const { user } = useCurrentUser();
  const dashboard = useFreeDashboard({ enabled: !guest });
  const reloadUsage = useReloadUsage();

  // One toast per failed load, not for guests, who load nothing (part 2 section 8).
  useEffect(() => {
    if (!guest && dashboard.errorUpdatedAt > 0) {
      toast({ title: FREE_TOASTS.loadErrorTitle, description: FREE_TOASTS.loadError, variant: 'destructive' });
    }
  }, [guest, dashboard.errorUpdatedAt]);

  if (!guest && dashboard.isPending) return <PageSpinner />;
  const data = guest ? GUEST_SAMPLE_DASHBOARD : dashboard.data;
  const onAction = () => void reloadUsage();

  return (
    <div className="mx-auto grid max-w-6xl gap-6 px-4 py-8 sm:py-10">
      <PageHeader guest={guest} user={user} plan={data?.plan} />
      {guest && (
        <p className="flex items-start gap-2 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900 dark:border-amber-800 dark:bg-amber-950/40 dark:text-amber-200">
          <Info className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
          <span>
            You are trying Careerloom as a guest. The usage figures below are sample data; the chat and data analysis
            are real. Sign up to see your own usage.
          </span>
        </p>
      )}

      <UsageCards dashboard={data} sample={guest} {...(guest ? {} : { onRetry: () => void dashboard.refetch() })} />
      {data && data.insights.length > 0 && <InsightsList insights={data.insights} sample={guest} />}

      <Tabs defaultValue="chat">
        <TabsList aria-label="Free tools" className="w-full sm:w-auto">
          <Tab value="chat" icon={<MessageSquare className="h-4 w-4" aria-hidden="true" />}>
            AI Chat
          </Tab>
          <Tab value="data" icon={<BarChart3 className="h-4 w-4" aria-hidden="true" />}>
            Data Integration
          </Tab>
          <Tab value="automation" icon={<Zap className="h-4 w-4" aria-hidden="true" />}>
            Automation
          </Tab>
          <Tab value="role" icon={<Briefcase className="h-4 w-4" aria-hidden="true" />}>
            Role Insights
          </Tab>
        </TabsList>
        {/* Every tab stays mounted, so a conversation or a result survives switching tabs. */}
        <Panel value="chat">
          <FreeChatTab onAction={onAction} delayed={guest || (data?.plan.tier ?? user?.subscriptionTier) === 'free'} />
        </Panel>
        <Panel value="data">
          <DataIntegrationTab onAction={onAction} />
        </Panel>
        <Panel value="automation">
          <AutomationTab guest={guest} stats={guest ? undefined : data?.automation} onAction={onAction} />
        </Panel>
        <Panel value="role">
          <RoleInsightsTab user={guest ? null : user} />
        </Panel>
      </Tabs>

      {data && <UpgradeOptions dashboard={data} sample={guest} signedIn={!guest} />}
      <JobSeekerBanner signedIn={!guest} plan={guest ? undefined : data?.plan} />
    </div>
  );
}

function PageHeader({
  guest,
  user,
  plan,
}: {
  guest: boolean;
  user: User | null;
  plan: FreeDashboard['plan'] | undefined;
}) {
  // A user above the free tier (a trial's included) who opens /free is not on the free plan: the
  // page is headed for the tools it holds, and the badge and a line say which plan is in force.
  const tier = plan?.tier ?? user?.subscriptionTier ?? 'free';
  const above = !guest && tier !== 'free';
  const trialEnds = above && plan?.trialEndsAt ? formatDay(new Date(plan.trialEndsAt)) : null;
  const badge = guest
    ? FREE_DASHBOARD_TEXTS.guestBadge
    : !above
      ? FREE_DASHBOARD_TEXTS.freeBadge
      : `${TIER_LABELS[tier]} ${trialEnds ? 'trial' : 'plan'}`;
  return (
    <header className="flex flex-wrap items-center gap-3">
      <h1 className="flex flex-wrap items-baseline gap-x-3 text-3xl font-bold">
        {/* The spec's header is 'Free'; above the free plan it heads the free tools, not the plan. */}
        <span>
          {FREE_DASHBOARD_TEXTS.header}
          {above && ' tools'}
        </span>
        {guest && (
          <span className="text-xl font-semibold text-brand-600 dark:text-brand-500">
            {FREE_DASHBOARD_TEXTS.guestHeaderSuffix}
          </span>
        )}
      </h1>
      <Badge variant={guest ? 'warning' : 'secondary'}>{badge}</Badge>
      <div className="flex w-full flex-wrap gap-2 sm:ml-auto sm:w-auto">
        {guest && (
          <Link href={paths.auth} className={buttonClasses('outline')}>
            {FREE_DASHBOARD_TEXTS.signUpForMore}
          </Link>
        )}
        {/* The next plan up from free is Job Seeker: /billing, or sign-up with its trial for a guest. */}
        <Link href={jobSeekerPlanHref(!guest)} className={buttonClasses('primary')}>
          {FREE_DASHBOARD_TEXTS.upgrade}
        </Link>
      </div>
      {above && (
        <p className="w-full text-sm text-slate-600 dark:text-slate-400">
          {trialEnds
            ? `Your ${TIER_LABELS[tier]} trial runs until ${trialEnds}: these tools have no daily limits until then.`
            : `Your ${TIER_LABELS[tier]} plan includes these tools with no daily limits.`}
        </p>
      )}
    </header>
  );
}

function InsightsList({ insights, sample }: { insights: string[]; sample: boolean }) {
  return (
    <section
      aria-label="Insights"
      className="flex items-start gap-3 rounded-lg bg-brand-50 p-4 text-sm dark:bg-brand-500/10"
    >
      <Lightbulb className="mt-0.5 h-5 w-5 shrink-0 text-brand-600 dark:text-brand-500" aria-hidden="true" />
      <ul className="grid flex-1 gap-1">
        {insights.map((insight) => (
          <li key={insight}>{insight}</li>
        ))}
      </ul>
      {sample && <SampleBadge />}
    </section>
  );
}

function Tab({ value, icon, children }: { value: string; icon: ReactNode; children: ReactNode }) {
  return (
    // Two to a row on a phone, one row from the small breakpoint up.
    <TabsTrigger
      value={value}
      className="flex basis-[calc(50%-0.25rem)] items-center justify-center gap-1.5 whitespace-nowrap sm:basis-auto"
    >
      {icon}
      {children}
    </TabsTrigger>
  );
}

function Panel({ value, children }: { value: string; children: ReactNode }) {
  return (
    <TabsContent value={value} forceMount className="data-[state=inactive]:hidden">
      <Card className="p-4 sm:p-6">{children}</Card>
    </TabsContent>
  );
}
