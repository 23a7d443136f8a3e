import { type FreeDashboard, USAGE_DISPLAY_FALLBACK, USAGE_RESET_TEXT } from '@careerloom/contract';
import { CalendarRange, Check, Gauge, Minus, RefreshCw, Sparkles } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardHeader } from '../../../components/ui/card';
import { usageDisplay } from '../lib/usage-display';
import { SampleBadge } from './sample-badge';
import { UsageProgress } from './usage-progress';

type UsageCardsProps = {
  /** Undefined when the dashboard failed to load: the cards then show the display fallbacks. */
  dashboard: FreeDashboard | undefined;
  sample: boolean;
  onRetry?: () => void;
};

/** The three cards of part 2 section 2.3: Daily Usage, Available Features and Monthly Limit. */
export function UsageCards({ dashboard, sample, onRetry }: UsageCardsProps) {
  const stats = dashboard?.usage_stats;
  const daily = usageDisplay(
    stats?.daily_queries_used,
    stats ? stats.daily_limit : undefined,
    USAGE_DISPLAY_FALLBACK.dailyLimit,
    'AI queries today',
  );
  const monthly = usageDisplay(
    stats?.monthly_queries_used,
    stats ? stats.monthly_limit : undefined,
    USAGE_DISPLAY_FALLBACK.monthlyLimit,
    'AI queries this month',
  );
  // A guest cannot automate (limit 0), and the sample says so in its limitations instead.
  const automations =
    stats && stats.daily_automation_limit !== 0
      ? usageDisplay(stats.daily_automations_used, stats.daily_automation_limit, 0, 'automations today')
      : null;

  return (
    <div className="grid gap-4 md:grid-cols-3">
      <UsageCard title="Daily Usage" icon={<Gauge className="h-5 w-5" aria-hidden="true" />} sample={sample}>
        <UsageFigure testId="daily-usage" count={daily.count} detail={daily.detail} />
        {daily.bar && (
          <UsageProgress label="Daily usage" value={daily.bar.value} max={daily.bar.max} className="mt-3" />
        )}
        {automations && (
          <p className="mt-3 text-sm text-slate-600 dark:text-slate-400" data-testid="daily-automations">
            {automations.text}
          </p>
        )}
        <p className="mt-2 text-xs text-slate-500 dark:text-slate-400">{USAGE_RESET_TEXT}</p>
        {!dashboard && onRetry && (
          <Button variant="outline" size="sm" className="mt-3" onClick={onRetry}>
            <RefreshCw className="h-4 w-4" aria-hidden="true" />
            Retry loading usage
          </Button>
        )}
      </UsageCard>

      <UsageCard title="Available Features" icon={<Sparkles className="h-5 w-5" aria-hidden="true" />} sample={sample}>
        {dashboard ? (
          <>
            <ul className="grid gap-1.5 text-sm">
              {dashboard.available_features.map((feature) => (
                <li key={feature} className="flex gap-2">
                  <Check className="mt-0.5 h-4 w-4 shrink-0 text-emerald-600" aria-hidden="true" />
                  {feature}
                </li>
              ))}
            </ul>
            {dashboard.limitations.length > 0 && (
              <ul aria-label="Limitations" className="mt-3 grid gap-1 text-xs text-slate-500 dark:text-slate-400">
                {dashboard.limitations.map((limit) => (
                  <li key={limit} className="flex gap-2">
                    <Minus className="mt-0.5 h-3 w-3 shrink-0" aria-hidden="true" />
                    {limit}
                  </li>
                ))}
              </ul>
            )}
          </>
        ) : (
          <p className="text-sm text-slate-500 dark:text-slate-400">Your plan’s features could not be loaded.</p>
        )}
      </UsageCard>

      <UsageCard title="Monthly Limit" icon={<CalendarRange className="h-5 w-5" aria-hidden="true" />} sample={sample}>
        <UsageFigure testId="monthly-usage" count={monthly.count} detail={monthly.detail} />
        {monthly.bar && (
          <UsageProgress label="Monthly usage" value={monthly.bar.value} max={monthly.bar.max} className="mt-3" />
        )}
        <p className="mt-2 text-xs text-slate-500 dark:text-slate-400">Resets on the 1st of each month (UTC)</p>
      </UsageCard>
    </div>
  );
}

function UsageFigure({ testId, count, detail }: { testId: string; count: string; detail: string }) {
  return (
    <p data-testid={testId}>
      <span className="text-3xl font-bold tabular-nums">{count}</span>{' '}
      <span className="text-sm text-slate-600 dark:text-slate-400">{detail}</span>
    </p>
  );
}

function UsageCard({
  title,
  icon,
  sample,
  children,
}: {
  title: string;
  icon: ReactNode;
  sample: boolean;
  children: ReactNode;
}) {
  return (
    <Card>
      <CardHeader>
        <div className="flex items-center justify-between gap-2">
          <h2 className="flex items-center gap-2 text-base font-semibold">
            <span className="text-brand-600 dark:text-brand-500">{icon}</span>
            {title}
          </h2>
          {sample && <SampleBadge />}
        </div>
      </CardHeader>
      <CardContent>{children}</CardContent>
    </Card>
  );
}
