import { COMPANY_STAT_CARDS, type CompanyMetrics } from '@careerloom/contract';
import { Briefcase, Clock, Timer, Workflow } from 'lucide-react';
import { Card } from '../../../components/ui/card';

const ICONS = [Briefcase, Workflow, Timer, Clock];

/** The four stat cards; a figure the data cannot support reads "—" with the reason underneath. */
export function CompanyStatCards({ metrics }: { metrics: CompanyMetrics }) {
  const [projects, workflows, savings, avgTime] = COMPANY_STAT_CARDS;
  const cards = [
    { label: projects, value: String(metrics.totalProjects), note: 'Requisitions opened' },
    { label: workflows, value: String(metrics.activeWorkflows), note: 'Requisitions still open' },
    { label: savings, value: String(metrics.automationSavings), note: 'From your delivered automation runs' },
    {
      label: avgTime,
      value: metrics.avgProjectTime === null ? '—' : `${metrics.avgProjectTime} days`,
      note: metrics.avgProjectTime === null ? 'No requisition has closed yet' : 'Mean time from opening to closing',
    },
  ];
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      {cards.map((card, i) => {
        const Icon = ICONS[i] ?? Briefcase;
        return (
          <li key={card.label} aria-label={`${card.label}: ${card.value}`}>
            <Card className="flex h-full items-start justify-between gap-3 p-5">
              <div className="grid gap-1">
                <p className="text-sm font-medium text-slate-600 dark:text-slate-400">{card.label}</p>
                <p className="text-2xl font-bold">{card.value}</p>
                <p className="text-xs text-slate-500 dark:text-slate-400">{card.note}</p>
              </div>
              <Icon className="h-5 w-5 shrink-0 text-brand-600" aria-hidden="true" />
            </Card>
          </li>
        );
      })}
    </ul>
  );
}
