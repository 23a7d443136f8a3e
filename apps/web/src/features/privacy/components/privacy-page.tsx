import { Shield } from 'lucide-react';
import { PageLoadFailure } from '../../../components/page-load-failure';
import { PageSpinner } from '../../../components/ui/spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import { userFacingMessage } from '../../../lib/user-facing-message';
import { usePrivacySettings } from '../api/get-privacy-settings';
import { AccessLogsTab } from './access-logs-tab';
import { DataManagementTab } from './data-management-tab';
import { DataSourcesTab } from './data-sources-tab';
import { GlobalSettingsTab } from './global-settings-tab';

/**
 * The Privacy Control Center (`/privacy`, spec part 2 section 2.10): global settings, per-source
 * permissions the connectors obey, the access log, the export and the Danger Zone.
 */
export default function PrivacyPage() {
  const settings = usePrivacySettings();
  if (settings.isPending) return <PageSpinner />;
  if (settings.isError)
    return (
      <PageLoadFailure
        title="Your privacy settings could not be loaded"
        message={userFacingMessage(settings.error)}
        onRetry={() => settings.refetch()}
      />
    );
  const data = settings.data;
  const enabled = data.permissions.filter((p) => p.isEnabled).length;
  const connected = data.permissions.filter((p) => p.connected).length;
  return (
    <div className="mx-auto grid max-w-6xl gap-6 px-4 py-8 sm:py-10">
      <header className="flex items-start gap-3">
        <span className="flex h-11 w-11 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-600 dark:bg-brand-500/15 dark:text-brand-100">
          <Shield className="h-6 w-6" aria-hidden="true" />
        </span>
        <div className="min-w-0">
          <h1 className="text-3xl font-bold tracking-tight">Privacy Control Center</h1>
          <p className="mt-1 text-slate-600 dark:text-slate-400">
            Decide what your connected sources may give us, see every access, export everything or delete it.
          </p>
          <p className="mt-2 text-sm text-slate-500 dark:text-slate-400">
            {connected} connected · {enabled} of {data.permissions.length} sources enabled
          </p>
        </div>
      </header>
      <Tabs defaultValue="global">
        <TabsList aria-label="Privacy sections" className="w-full sm:w-auto">
          <TabsTrigger value="global">Global Settings</TabsTrigger>
          <TabsTrigger value="sources">Data Sources</TabsTrigger>
          <TabsTrigger value="logs">Access Logs</TabsTrigger>
          <TabsTrigger value="management">Data Management</TabsTrigger>
        </TabsList>
        <TabsContent value="global">
          <GlobalSettingsTab settings={data} />
        </TabsContent>
        <TabsContent value="sources">
          <DataSourcesTab settings={data} />
        </TabsContent>
        <TabsContent value="logs">
          <AccessLogsTab />
        </TabsContent>
        <TabsContent value="management">
          <DataManagementTab />
        </TabsContent>
      </Tabs>
    </div>
  );
}
