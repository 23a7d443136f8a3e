import { COMPANY_TEXTS, COMPANY_TOASTS, type CompanyBadge } from '@careerloom/contract';
import { Award } from 'lucide-react';
import { Badge } from '../../../components/ui/badge';
import { Card } from '../../../components/ui/card';
import { Switch } from '../../../components/ui/switch';
import { cn } from '../../../lib/cn';
import { formatDay } from '../../../lib/date-text';
import { toast } from '../../../lib/toast-store';
import { useToggleBadgeDisplay } from '../api/toggle-badge-display';
import { EmptyState } from './empty-state';

const earnedOn = (iso: string) => formatDay(iso);

function BadgeCard({ badge }: { badge: CompanyBadge }) {
  const toggle = useToggleBadgeDisplay();
  // Styled by tier, compared in lower case as the spec does for gold.
  const tier = badge.tier.toLowerCase();
  const onToggle = () =>
    toggle.mutate(
      { id: badge.id, display: !badge.isDisplayed },
      {
        onSuccess: (updated) =>
          toast({
            title: 'Success',
            description: updated.isDisplayed ? COMPANY_TOASTS.badgeEnabled : COMPANY_TOASTS.badgeDisabled,
          }),
        onError: () => toast({ title: 'Error', description: COMPANY_TOASTS.badgeUpdateFailed, variant: 'destructive' }),
      },
    );
  return (
    <li>
      <Card className={cn('flex h-full flex-col gap-3 p-5', !badge.earnedAt && 'opacity-80')}>
        <div className="flex items-start justify-between gap-3">
          <div className="flex items-center gap-3">
            <Award
              className={cn(
                'h-8 w-8 shrink-0',
                tier === 'gold' ? 'text-amber-500' : tier === 'platinum' ? 'text-slate-400' : 'text-sky-500',
                !badge.earnedAt && 'grayscale',
              )}
              aria-hidden="true"
            />
            <div>
              <h3 className="font-semibold">{badge.name}</h3>
              <Badge
                variant={tier === 'gold' ? 'warning' : 'secondary'}
                className={cn(tier === 'diamond' && 'bg-sky-100 text-sky-800 dark:bg-sky-900/40 dark:text-sky-300')}
              >
                {badge.tier}
              </Badge>
            </div>
          </div>
        </div>
        <p className="text-sm text-slate-600 dark:text-slate-400">{badge.description}</p>
        <div className="mt-auto flex flex-wrap items-center justify-between gap-2">
          <p className="text-xs text-slate-500 dark:text-slate-400">
            {badge.earnedAt ? `Earned ${earnedOn(badge.earnedAt)}` : 'Not earned yet'}
          </p>
          <Switch
            checked={badge.isDisplayed}
            onCheckedChange={onToggle}
            aria-label={
              badge.earnedAt ? `Display ${badge.name} publicly` : `Display ${badge.name} publicly once earned`
            }
            disabled={toggle.isPending}
            className="text-slate-600 dark:text-slate-300"
          >
            {!badge.isDisplayed
              ? COMPANY_TEXTS.hidden
              : badge.earnedAt
                ? COMPANY_TEXTS.displayed
                : COMPANY_TEXTS.shownWhenEarned}
          </Switch>
        </div>
      </Card>
    </li>
  );
}

/** Earned badges first (or 'No Achievements Yet'), then the ones still available, each with its toggle. */
export function AchievementsTab({ badges }: { badges: CompanyBadge[] }) {
  const earned = badges.filter((b) => b.earnedAt);
  const available = badges.filter((b) => !b.earnedAt);
  return (
    <div className="grid gap-6">
      <section aria-labelledby="earned-badges" className="grid gap-3">
        <h2 id="earned-badges" className="text-lg font-semibold">
          Earned Badges
        </h2>
        {earned.length === 0 ? (
          <EmptyState icon={Award} title={COMPANY_TEXTS.noAchievements}>
            Badges are earned from your company's real hiring data: open requisitions, applications, hires and
            automation time saved.
          </EmptyState>
        ) : (
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {earned.map((b) => (
              <BadgeCard key={b.id} badge={b} />
            ))}
          </ul>
        )}
      </section>
      {available.length > 0 && (
        <section aria-labelledby="available-badges" className="grid gap-3">
          <h2 id="available-badges" className="text-lg font-semibold">
            Available Badges
          </h2>
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {available.map((b) => (
              <BadgeCard key={b.id} badge={b} />
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
