import type { DeviceComprehensive } from '@careerloom/contract';
import { Card, CardContent, CardHeader } from '../../../components/ui/card';
import { formatNumber } from '../../../lib/number-text';

type Figure = { label: string; value: string | null };
type Insight = { title: string; connected: boolean; emptyText: string; figures: Figure[] };

const num = (v: number | null | undefined, unit = '') =>
  v === null || v === undefined ? null : `${formatNumber(v)}${unit}`;

/** The six insight cards; a card whose source is not connected says so instead of showing numbers. */
export function insightsOf(c: DeviceComprehensive): Insight[] {
  const { slack, notion, browser, mobile, communication: com, productivity: pro } = c;
  return [
    {
      title: 'Team Collaboration',
      connected: slack !== null,
      emptyText: 'Slack is not connected.',
      figures: [
        { label: 'Total Messages', value: num(slack?.totalMessages) },
        { label: 'Active Channels', value: num(slack?.activeChannels) },
        { label: 'Response Time', value: num(slack?.responseTime, ' min') },
        { label: 'Collaboration Score', value: num(slack?.collaborationScore, '/100') },
      ],
    },
    {
      title: 'Knowledge Management',
      connected: notion !== null,
      emptyText: 'Notion is not connected.',
      figures: [
        { label: 'Total Pages', value: num(notion?.totalPages) },
        { label: 'Active Workspaces', value: num(notion?.activeWorkspaces) },
        { label: 'Task Completion', value: num(notion?.taskCompletionRate, '%') },
        { label: 'Knowledge Base Size', value: num(notion?.knowledgeBaseSize) },
      ],
    },
    {
      title: 'Web Activity',
      connected: browser !== null,
      emptyText: 'No browser data submitted.',
      figures: [
        { label: 'Browsing Time', value: num(browser?.browsingTime, ' h/day') },
        { label: 'Productive Sites', value: num(browser?.productiveSites) },
        { label: 'Social Media Time', value: num(browser?.socialMediaTime, ' h/day') },
        { label: 'Tab Management', value: num(browser?.tabManagementScore, '/100') },
      ],
    },
    {
      title: 'Mobile Usage',
      connected: mobile !== null,
      emptyText: 'No mobile data submitted.',
      figures: [
        { label: 'Screen Time', value: num(mobile?.screenTime, ' h/day') },
        { label: 'Notifications', value: num(mobile?.notifications) },
        { label: 'Focus Time', value: num(mobile?.focusTime, ' h/day') },
        { label: 'Digital Wellbeing', value: num(mobile?.digitalWellbeing, '/100') },
      ],
    },
    {
      title: 'Communication Patterns',
      connected: Object.values(com).some((v) => v !== null),
      emptyText: 'Connect Slack, Gmail or LinkedIn to see communication patterns.',
      figures: [
        { label: 'Total Contacts', value: num(com.totalContacts) },
        { label: 'Video Calls', value: num(com.videoCalls) },
        { label: 'Email Volume', value: num(com.emailVolume) },
        { label: 'Network Size', value: num(com.networkSize) },
      ],
    },
    {
      title: 'Productivity Analytics',
      connected: [pro.totalApps, pro.workflowEfficiency, pro.taskManagement].some((v) => v !== null),
      emptyText: 'Connect Notion or submit browser or mobile data to see productivity analytics.',
      figures: [
        { label: 'Total Apps', value: num(pro.totalApps) },
        { label: 'Workflow Efficiency', value: num(pro.workflowEfficiency, '%') },
        { label: 'Task Management', value: num(pro.taskManagement, '%') },
        { label: 'Automation Usage', value: num(pro.automationUsage) },
      ],
    },
  ];
}

export function DeviceInsights({ data }: { data: DeviceComprehensive }) {
  return (
    <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
      {insightsOf(data).map((insight) => (
        <Card key={insight.title} role="region" aria-label={insight.title}>
          <CardHeader>
            <h3 className="text-lg font-semibold">{insight.title}</h3>
          </CardHeader>
          <CardContent>
            {insight.connected ? (
              <dl className="grid grid-cols-2 gap-3">
                {insight.figures.map((f) => (
                  // biome-ignore lint/a11y/useSemanticElements: a labelled figure, not a form fieldset
                  <div
                    key={f.label}
                    role="group"
                    aria-label={`${f.label}: ${f.value ?? 'unavailable'}`}
                    className="rounded-lg bg-slate-50 p-3 dark:bg-slate-800/60"
                  >
                    <dt className="text-xs text-slate-500 dark:text-slate-400">{f.label}</dt>
                    {/* A figure with nothing behind it says so rather than showing a number. */}
                    {f.value === null ? (
                      <dd className="text-sm font-medium text-slate-500 dark:text-slate-400">Unavailable</dd>
                    ) : (
                      <dd className="text-lg font-semibold">{f.value}</dd>
                    )}
                  </div>
                ))}
              </dl>
            ) : (
              <p className="text-sm text-slate-600 dark:text-slate-400">{insight.emptyText}</p>
            )}
          </CardContent>
        </Card>
      ))}
    </div>
  );
}
