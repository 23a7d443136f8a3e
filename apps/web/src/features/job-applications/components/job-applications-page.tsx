import { APPLICATION_PAGE_TABS, DEFAULT_APPLICATION_SETTINGS } from '@careerloom/contract';
import { type ComponentProps, memo, type ReactNode, useCallback, useEffect, useState } from 'react';
import { useSearch } from 'wouter';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import { useApplicationSettings } from '../api/application-settings';
import { useApplicationStatus } from '../api/applications';
import { useLiveJobAlerts } from '../lib/live-job-alerts';
import { ApplicationsTab } from './applications-tab';
import { AutomationTab } from './automation-tab';
import { MonitoringTab } from './monitoring-tab';
import { PersonalizationTab } from './personalization-tab';
import { ReceiptDialog } from './receipt-dialog';
import { SettingsTab } from './settings-tab';
import { StatCards } from './stat-cards';

// The route starts the page's first requests with the chunk, before the page mounts.
export { prefetchJobApplications } from '../api/prefetch';

const TAB_VALUES = ['monitoring', 'applications', 'automation', 'personalization', 'settings'] as const;
type TabValue = (typeof TAB_VALUES)[number];
const TABS = TAB_VALUES.map((value, i) => ({ value, label: APPLICATION_PAGE_TABS[i] }));

// The tabs that hold typed input stay mounted while hidden, so switching tabs loses nothing.
const panelClass = 'data-[state=inactive]:hidden';

// The tab bar and the panels that stay mounted are memoised, panel and all: each answer of the
// page's own queries (status, settings, live alerts) then redraws the stat cards and what the
// answer feeds, not the tab bar's triggers and every panel's presence (100-150 components an
// answer, counted during a load; the status answers again every 10 s).
const TabBar = memo(function TabBar() {
  return (
    <TabsList aria-label="Job application tools" className="w-full">
      {TABS.map(({ value, label }) => (
        <TabsTrigger key={value} value={value} className="grow basis-[30%] sm:basis-0">
          {label}
        </TabsTrigger>
      ))}
    </TabsList>
  );
});

const MonitoringPanel = memo(function MonitoringPanel(props: ComponentProps<typeof MonitoringTab>) {
  return (
    <TabsContent value="monitoring" forceMount className={panelClass}>
      {/* Always drawn: its matches keep refreshing while another tab is open. */}
      <MonitoringTab {...props} />
    </TabsContent>
  );
});

const AutomationPanel = memo(function AutomationPanel({
  drawn,
  ...props
}: ComponentProps<typeof AutomationTab> & { drawn: boolean }) {
  return (
    <TabsContent value="automation" forceMount className={panelClass}>
      {drawn && <AutomationTab {...props} />}
    </TabsContent>
  );
});

const PersonalizationPanel = memo(function PersonalizationPanel({ drawn }: { drawn: boolean }) {
  return (
    <TabsContent value="personalization" forceMount className={panelClass}>
      {drawn && <PersonalizationTab />}
    </TabsContent>
  );
});

/** The tab `?tab=` names, if it names one. */
function askedTab(search: string): TabValue | undefined {
  const asked = new URLSearchParams(search).get('tab');
  return (TAB_VALUES as readonly string[]).includes(asked ?? '') ? (asked as TabValue) : undefined;
}

/**
 * The Intelligent Job Application System (`/dashboard`, `/ai-jobs`; part 2 section 2.11): stat
 * cards from the user's applications (refreshed every 10 s), and five tabs — monitoring of ranked
 * matches (every 30 s, plus live alerts), applications with receipts, auto-fill, cover letters and
 * answers, and settings. `?tab=settings` opens a tab directly (the user menu's Settings).
 */
export default function JobApplicationsPage({ accountSettings }: { accountSettings: ReactNode }) {
  const search = useSearch();
  const [tab, setTab] = useState<TabValue>(() => askedTab(search) ?? 'monitoring');
  // The user menu's Settings link may be followed while this page is already open.
  useEffect(() => {
    const asked = askedTab(search);
    if (asked) setTab(asked);
  }, [search]);
  // AI Automation and Personalization, which stay mounted while hidden, are first drawn when first
  // opened: the page's first render (and each redraw as its data arrives) skips two whole tabs.
  const [opened, setOpened] = useState<ReadonlySet<TabValue>>(() => new Set([tab]));
  useEffect(() => setOpened((seen) => (seen.has(tab) ? seen : new Set(seen).add(tab))), [tab]);
  const drawn = (value: TabValue) => tab === value || opened.has(value);
  const [monitoringActive, setMonitoringActive] = useState(true);
  const [autoFillUrl, setAutoFillUrl] = useState('');
  const [openApplication, setOpenApplication] = useState<number | null>(null);
  const status = useApplicationStatus();
  const settings = useApplicationSettings();
  const live = useLiveJobAlerts();
  const threshold = settings.data?.threshold ?? DEFAULT_APPLICATION_SETTINGS.threshold;
  const now = new Date(status.dataUpdatedAt || Date.now());

  const autoFill = useCallback((jobUrl: string) => {
    setAutoFillUrl(jobUrl);
    setTab('automation');
  }, []);
  const changeTab = useCallback((value: string) => setTab(value as TabValue), []);

  // The frame and the heading (JobApplicationsHeader) come from the route, drawn before this chunk.
  return (
    <>
      <StatCards stats={status.data?.stats} failed={status.isError} now={now} />

      <Tabs value={tab} onValueChange={changeTab} className="min-w-0">
        <TabBar />
        <MonitoringPanel
          active={monitoringActive}
          onToggle={setMonitoringActive}
          liveAlerts={live.alerts}
          liveConnected={live.connected}
          onAutoFill={autoFill}
        />
        <TabsContent value="applications">
          <ApplicationsTab status={status.data} error={status.error} now={now} onOpen={setOpenApplication} />
        </TabsContent>
        <AutomationPanel
          drawn={drawn('automation')}
          jobUrl={autoFillUrl}
          thresholdPercent={threshold}
          onOpenApplication={setOpenApplication}
        />
        <PersonalizationPanel drawn={drawn('personalization')} />
        <TabsContent value="settings">
          <SettingsTab settings={settings.data} accountSettings={accountSettings} />
        </TabsContent>
      </Tabs>

      <ReceiptDialog id={openApplication} thresholdPercent={threshold} onClose={() => setOpenApplication(null)} />
    </>
  );
}
