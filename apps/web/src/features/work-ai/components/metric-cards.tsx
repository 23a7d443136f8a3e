import type { WorkAiDashboard } from '@careerloom/contract';
import {
  BarChart3,
  Bot,
  Database,
  FileText,
  FolderOpen,
  Gauge,
  Lightbulb,
  type LucideIcon,
  MessageSquare,
  Target,
  TrendingUp,
  Workflow,
  Zap,
} from 'lucide-react';
import { Card } from '../../../components/ui/card';
import { formatNumber } from '../../../lib/number-text';

const ICONS: Record<string, LucideIcon> = {
  reportsGenerated: FileText,
  dataProcessed: Database,
  insightsDelivered: Lightbulb,
  automatedAnalyses: Bot,
  decisionsSupported: MessageSquare,
  businessInsights: Lightbulb,
  strategyRecommendations: Target,
  marketAnalyses: TrendingUp,
  teamProductivity: Gauge,
  workflowsOptimized: Workflow,
  resourcesManaged: FolderOpen,
  performanceTracked: BarChart3,
  tasksAutomated: Zap,
  documentsProcessed: FileText,
  workflowsStreamlined: Workflow,
  productivityGains: TrendingUp,
};

/** "75%", "2.4 MB", "1,204": a metric as a person reads it. */
export function formatMetric(value: number, unit?: string): string {
  const number = formatNumber(value, 2);
  if (!unit) return number;
  return unit === '%' ? `${number}%` : `${number} ${unit}`;
}

/** The role's four metric cards, each saying how its number was computed. */
export function MetricCards({ metrics }: { metrics: WorkAiDashboard['metrics'] }) {
  return (
    <ul className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4" aria-label="Metrics">
      {metrics.map((m) => {
        const Icon = ICONS[m.key] ?? BarChart3;
        return (
          <li key={m.key}>
            <Card className="h-full p-4 sm:p-5">
              <div className="flex items-start justify-between gap-3">
                <p className="text-sm font-medium text-slate-600 dark:text-slate-400">{m.label}</p>
                <Icon className="h-5 w-5 shrink-0 text-brand-600 dark:text-brand-500" aria-hidden="true" />
              </div>
              <p className="mt-2 text-2xl font-bold tracking-tight sm:text-3xl">{formatMetric(m.value, m.unit)}</p>
              <p className="mt-1 text-xs text-slate-500 dark:text-slate-400">{m.detail}</p>
            </Card>
          </li>
        );
      })}
    </ul>
  );
}
