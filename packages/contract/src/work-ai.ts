import { z } from 'zod';

/** Role dashboard roles (part 1 section 6); any other profile role shows the employee view. */
export const DASHBOARD_ROLES = ['analyst', 'executive', 'manager', 'employee'] as const;
export type DashboardRole = (typeof DASHBOARD_ROLES)[number];

/** Titles and primary actions of part 1 section 6; descriptions are ours (the spec shows none). */
export const ROLE_DASHBOARDS: Record<DashboardRole, { title: string; primaryAction: string; description: string }> = {
  analyst: {
    title: 'Business Intelligence AI',
    primaryAction: 'Generate Report',
    description: 'Analyse your data, track trends and turn findings into reports.',
  },
  executive: {
    title: 'Strategic AI',
    primaryAction: 'View Strategy',
    description: 'See the decisions, insights and market analyses your assistant has supported.',
  },
  manager: {
    title: 'Team Performance AI',
    primaryAction: 'Optimize Workflows',
    description: 'Keep workflows running on schedule and see what they deliver.',
  },
  employee: {
    title: 'Productivity AI',
    primaryAction: 'Automate Tasks',
    description: 'Hand repeatable tasks to your assistant and see the time it saves you.',
  },
};

/** The four metric cards per role (part 1 section 3, dashboard metrics), with their labels. */
export const ROLE_METRICS: Record<DashboardRole, readonly { key: string; label: string; unit?: string }[]> = {
  analyst: [
    { key: 'reportsGenerated', label: 'Reports Generated' },
    { key: 'dataProcessed', label: 'Data Processed', unit: 'TB' },
    { key: 'insightsDelivered', label: 'Insights Delivered' },
    { key: 'automatedAnalyses', label: 'Automated Analyses' },
  ],
  executive: [
    { key: 'decisionsSupported', label: 'Decisions Supported' },
    { key: 'businessInsights', label: 'Business Insights' },
    { key: 'strategyRecommendations', label: 'Strategy Recommendations' },
    { key: 'marketAnalyses', label: 'Market Analyses' },
  ],
  manager: [
    { key: 'teamProductivity', label: 'Team Productivity', unit: '%' },
    { key: 'workflowsOptimized', label: 'Workflows Optimized' },
    { key: 'resourcesManaged', label: 'Resources Managed' },
    { key: 'performanceTracked', label: 'Performance Tracked' },
  ],
  employee: [
    { key: 'tasksAutomated', label: 'Tasks Automated' },
    { key: 'documentsProcessed', label: 'Documents Processed' },
    { key: 'workflowsStreamlined', label: 'Workflows Streamlined' },
    { key: 'productivityGains', label: 'Productivity Gains', unit: '%' },
  ],
};

/** The AI Assistant switch texts (part 1 section 4). */
export const AI_ASSISTANT_ON_TEXT = 'AI Assistant is active and working on your tasks';
export const AI_ASSISTANT_OFF_TEXT = 'AI Assistant is paused - Enable to continue automation';

export const AUTOMATION_LEVELS = ['Low', 'Medium', 'High'] as const;
export const DATA_PRIVACY_LEVELS = ['Restricted', 'Standard'] as const;
export const NOTIFICATION_FREQUENCIES = ['Real-time', 'Hourly', 'Daily'] as const;

/**
 * The user's AI settings (part 1: defaults High, Restricted, Real-time; assistant on). They are
 * applied: a paused assistant or automation level Low stops scheduled automations, Medium runs
 * reminders only; Restricted keeps the resume and profile away from an external model; the
 * frequency batches in-app deliveries.
 */
export const aiSettingsSchema = z.strictObject({
  automationLevel: z.enum(AUTOMATION_LEVELS),
  dataPrivacy: z.enum(DATA_PRIVACY_LEVELS),
  notificationFrequency: z.enum(NOTIFICATION_FREQUENCIES),
  assistantEnabled: z.boolean(),
});
export type AiSettings = z.infer<typeof aiSettingsSchema>;
export const DEFAULT_AI_SETTINGS: AiSettings = {
  automationLevel: 'High',
  dataPrivacy: 'Restricted',
  notificationFrequency: 'Real-time',
  assistantEnabled: true,
};
/** `PUT /api/work-ai/settings`: any of the settings. */
export const aiSettingsUpdateSchema = aiSettingsSchema.partial().refine((v) => Object.keys(v).length > 0, {
  message: 'Change at least one setting',
});

export const ACTIVITY_KINDS = [
  'resume_uploaded',
  'resume_analysed',
  'cover_letter',
  'interview_prep',
  'opportunity_search',
  'chat',
  'data_analysis',
  'automation_created',
  'automation_run',
  'report',
  'settings_updated',
  'application_prepared',
  'application_submitted',
  'application_status',
] as const;
export type ActivityKind = (typeof ACTIVITY_KINDS)[number];
export const activityEventSchema = z.object({
  id: z.number().int(),
  kind: z.enum(ACTIVITY_KINDS),
  summary: z.string(),
  createdAt: z.string(),
});
export type ActivityEvent = z.infer<typeof activityEventSchema>;

export const workAiDashboardSchema = z.object({
  role: z.enum(DASHBOARD_ROLES),
  title: z.string(),
  description: z.string(),
  primaryAction: z.string(),
  metrics: z.array(
    z.object({
      key: z.string(),
      label: z.string(),
      value: z.number(),
      unit: z.string().optional(),
      detail: z.string(),
    }),
  ),
  features: z.array(z.object({ name: z.string(), status: z.enum(['active', 'ready', 'other']), detail: z.string() })),
  opportunityEngine: z.object({ headline: z.string(), detail: z.string() }),
  activity: z.array(activityEventSchema),
  integrations: z.array(
    z.object({ id: z.string(), name: z.string(), status: z.enum(['connected', 'available']), detail: z.string() }),
  ),
  settings: aiSettingsSchema,
});
export type WorkAiDashboard = z.infer<typeof workAiDashboardSchema>;

/**
 * What the role's primary action did: a title and the sentences to show, where to continue (an
 * app path), and the stored notification when the action delivered a report.
 */
export const workAiPrimaryActionResultSchema = z.object({
  role: z.enum(DASHBOARD_ROLES),
  action: z.string(),
  title: z.string(),
  lines: z.array(z.string()),
  href: z.string().optional(),
  notificationId: z.number().int().optional(),
});
export type WorkAiPrimaryActionResult = z.infer<typeof workAiPrimaryActionResultSchema>;
