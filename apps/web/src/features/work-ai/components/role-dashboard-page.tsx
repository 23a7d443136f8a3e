import type { WorkAiDashboard, WorkAiPrimaryActionResult } from '@careerloom/contract';
import { Settings } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'wouter';
import { PageLoadFailure } from '../../../components/page-load-failure';
import { Button, buttonClasses } from '../../../components/ui/button';
import { PageSpinner, Spinner } from '../../../components/ui/spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import { settingsHref } from '../../../config/paths';
import { useCurrentUser } from '../../../lib/auth';
import { toast } from '../../../lib/toast-store';
import { userFacingMessage } from '../../../lib/user-facing-message';
import { useWorkAiDashboard } from '../api/get-work-ai-dashboard';
import { useRunPrimaryAction } from '../api/run-primary-action';
import { useUpdateAiSettings } from '../api/update-ai-settings';
import { AiSettingsTab } from './ai-settings-tab';
import { AssistantSwitch } from './assistant-switch';
import { IntegrationsTab } from './integrations-tab';
import { MetricCards } from './metric-cards';
import { OverviewTab } from './overview-tab';
import { PrimaryActionDialog } from './primary-action-dialog';
import { RecentActivityTab } from './recent-activity-tab';

/**
 * The role dashboard (`/work-ai`, part 1 section 2): the user's role view with metrics from their
 * own data, the AI Assistant switch, and the tabs Overview, Recent Activity, Data Integrations
 * and AI Settings. The route is behind the sign-in guard, so a user is always present.
 */
export default function RoleDashboardPage() {
  const { user } = useCurrentUser();
  const dashboard = useWorkAiDashboard(user?.role ?? '');

  if (dashboard.isPending) return <PageSpinner />;
  if (dashboard.isError)
    return (
      <PageLoadFailure
        title="The dashboard could not be loaded"
        message={userFacingMessage(dashboard.error)}
        onRetry={() => dashboard.refetch()}
      />
    );
  return <RoleDashboard data={dashboard.data} />;
}

function RoleDashboard({ data }: { data: WorkAiDashboard }) {
  const primary = useRunPrimaryAction();
  const assistant = useUpdateAiSettings();
  const [result, setResult] = useState<WorkAiPrimaryActionResult | null>(null);

  // Shows the switch where the user put it while the save is under way; a failed save falls back.
  const pendingAssistant = assistant.isPending ? assistant.variables.assistantEnabled : undefined;
  const assistantOn = pendingAssistant ?? data.settings.assistantEnabled;
  const toggleAssistant = (assistantEnabled: boolean) =>
    assistant.mutate(
      { assistantEnabled },
      {
        onError: (error) =>
          toast({ title: 'AI Assistant Not Changed', description: userFacingMessage(error), variant: 'destructive' }),
      },
    );
  const runPrimary = () =>
    primary.mutate(undefined, {
      onSuccess: setResult,
      onError: (error) =>
        toast({ title: `${data.primaryAction} Failed`, description: userFacingMessage(error), variant: 'destructive' }),
    });

  return (
    <div className="mx-auto grid max-w-7xl gap-6 px-4 py-8 sm:py-10">
      <header className="flex flex-col gap-4 md:flex-row md:items-start md:justify-between">
        <div className="min-w-0">
          <h1 className="text-3xl font-bold tracking-tight">{data.title}</h1>
          <p className="mt-1 text-slate-600 dark:text-slate-400">{data.description}</p>
        </div>
        <div className="flex shrink-0 flex-wrap gap-2">
          <Button onClick={runPrimary} disabled={primary.isPending}>
            {primary.isPending && <Spinner label="Working" />}
            {data.primaryAction}
          </Button>
          <Link href={settingsHref} className={buttonClasses('outline')}>
            <Settings className="h-4 w-4" aria-hidden="true" />
            Settings
          </Link>
        </div>
      </header>

      <AssistantSwitch enabled={assistantOn} onChange={toggleAssistant} />
      <MetricCards metrics={data.metrics} />

      <Tabs defaultValue="overview">
        <TabsList aria-label="Dashboard sections" className="w-full sm:w-auto">
          <TabsTrigger value="overview">Overview</TabsTrigger>
          <TabsTrigger value="activity">Recent Activity</TabsTrigger>
          <TabsTrigger value="integrations">Data Integrations</TabsTrigger>
          <TabsTrigger value="settings">AI Settings</TabsTrigger>
        </TabsList>
        <TabsContent value="overview">
          <OverviewTab data={data} />
        </TabsContent>
        <TabsContent value="activity">
          <RecentActivityTab activity={data.activity} />
        </TabsContent>
        <TabsContent value="integrations">
          <IntegrationsTab integrations={data.integrations} />
        </TabsContent>
        <TabsContent value="settings">
          <AiSettingsTab settings={data.settings} />
        </TabsContent>
      </Tabs>

      <PrimaryActionDialog result={result} onClose={() => setResult(null)} />
    </div>
  );
}
