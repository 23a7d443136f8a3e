import { LineChart } from 'lucide-react';
import { Link } from 'wouter';
import { buttonClasses } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { paths } from '../../../config/paths';

/** The Analytics tab is an upsell to the enterprise page (part 2 section 2.5). */
export function AnalyticsTab() {
  return (
    <Card className="grid justify-items-center gap-3 p-10 text-center">
      <LineChart className="h-10 w-10 text-brand-600" aria-hidden="true" />
      <h2 className="text-lg font-semibold">Advanced Analytics</h2>
      <p className="max-w-md text-sm text-slate-600 dark:text-slate-400">
        Custom reports, forecasting and benchmarking across your teams are part of the Enterprise plan.
      </p>
      <Link href={paths.enterprise} className={buttonClasses('primary', 'md')}>
        Explore Enterprise Analytics
      </Link>
    </Card>
  );
}
