import { MARKETING_CLAIMS } from '@careerloom/contract';
import { Clock, Gauge, type LucideIcon, Target, TrendingUp, Users, Zap } from 'lucide-react';
import { Card, CardContent, CardHeader } from '../../../components/ui/card';

/** The marketing claims exactly as the spec words them (rulings "Honesty": page copy). */
const ROI_FIGURES: readonly { icon: LucideIcon; value: string; label: string }[] = [
  { icon: TrendingUp, value: MARKETING_CLAIMS.averageRoi, label: 'Average ROI' },
  { icon: Clock, value: `${MARKETING_CLAIMS.paybackMonths} months`, label: 'Payback period' },
  { icon: Zap, value: MARKETING_CLAIMS.productivityIncrease, label: 'Productivity increase' },
  { icon: Target, value: MARKETING_CLAIMS.accuracy, label: 'AI accuracy' },
  { icon: Gauge, value: MARKETING_CLAIMS.responseTime, label: 'Average response' },
  { icon: Users, value: MARKETING_CLAIMS.enterpriseUsers, label: 'Enterprise users' },
];

export function RoiPanel() {
  return (
    <Card className="overflow-hidden">
      <CardHeader className="bg-linear-to-br from-brand-600 to-brand-700 pb-6 text-white">
        <h2 className="text-xl font-bold">Return on Investment</h2>
        <p className="text-sm text-brand-100">What enterprise teams gain with Careerloom.</p>
      </CardHeader>
      <CardContent className="pt-6">
        <dl className="grid grid-cols-2 gap-x-4 gap-y-5">
          {ROI_FIGURES.map(({ icon: Icon, value, label }) => (
            <div key={label} className="flex flex-col-reverse gap-0.5">
              <dt className="text-sm text-slate-600 dark:text-slate-400">{label}</dt>
              <dd className="flex items-center gap-2 text-2xl font-bold tracking-tight">
                <Icon className="h-5 w-5 shrink-0 text-brand-600 dark:text-brand-500" aria-hidden="true" />
                {value}
              </dd>
            </div>
          ))}
        </dl>
      </CardContent>
    </Card>
  );
}
