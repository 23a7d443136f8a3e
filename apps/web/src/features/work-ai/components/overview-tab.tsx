import type { WorkAiDashboard } from '@careerloom/contract';
import { Radar } from 'lucide-react';
import { Badge } from '../../../components/ui/badge';
import { Card, CardContent, CardHeader } from '../../../components/ui/card';

type FeatureStatus = WorkAiDashboard['features'][number]['status'];

/** The feature status values of part 1 section 3, as the badge reads them. */
const STATUS_BADGE: Record<FeatureStatus, { text: string; variant: 'success' | 'secondary' | 'warning' }> = {
  active: { text: 'Active', variant: 'success' },
  ready: { text: 'Ready', variant: 'secondary' },
  other: { text: 'Upgrade', variant: 'warning' },
};

/** Overview: the feature status list and the Real-Time Opportunity Engine card. */
export function OverviewTab({ data }: { data: WorkAiDashboard }) {
  return (
    <div className="grid items-start gap-6 lg:grid-cols-5">
      <Card className="lg:col-span-3">
        <CardHeader>
          <h2 className="text-lg font-semibold">Feature Status</h2>
          <p className="text-sm text-slate-600 dark:text-slate-400">
            Active: you use it. Ready: on your plan, not used yet. Upgrade: needs a higher plan.
          </p>
        </CardHeader>
        <CardContent>
          <ul className="divide-y divide-slate-200 dark:divide-slate-800">
            {data.features.map((f) => {
              const badge = STATUS_BADGE[f.status];
              return (
                <li key={f.name} className="flex items-start justify-between gap-4 py-3">
                  <div className="min-w-0">
                    <p className="font-medium">{f.name}</p>
                    <p className="text-sm text-slate-600 dark:text-slate-400">{f.detail}</p>
                  </div>
                  <Badge variant={badge.variant} className="shrink-0">
                    {badge.text}
                  </Badge>
                </li>
              );
            })}
          </ul>
        </CardContent>
      </Card>
      <Card className="overflow-hidden lg:col-span-2">
        <CardHeader className="bg-linear-to-br from-brand-600 to-brand-700 pb-5 text-white">
          <div className="flex items-center gap-2">
            <Radar className="h-5 w-5" aria-hidden="true" />
            <h2 className="text-lg font-semibold">Real-Time Opportunity Engine</h2>
          </div>
        </CardHeader>
        <CardContent className="pt-5">
          <p className="font-semibold">{data.opportunityEngine.headline}</p>
          <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">{data.opportunityEngine.detail}</p>
        </CardContent>
      </Card>
    </div>
  );
}
