import { CheckCircle2 } from 'lucide-react';
import { useId } from 'react';
import { Badge } from '../../../components/ui/badge';
import { cn } from '../../../lib/cn';
import { type EnterpriseTier, TIER_CONTENT, tierPrice } from './tier-content';

type TierCardProps = {
  tier: EnterpriseTier;
  name: string;
  checked: boolean;
  onSelect: () => void;
};

/**
 * One plan as a card around a native radio button, so click, Space and the arrow keys all work
 * as users expect. The radio's accessible name is just the plan name; price and seats describe it.
 */
export function TierCard({ tier, name, checked, onSelect }: TierCardProps) {
  const nameId = useId();
  const detailsId = useId();
  const { icon: Icon, tagline } = TIER_CONTENT[tier.id];
  const { amount, unit } = tierPrice(tier);

  return (
    <label
      className={cn(
        'relative flex h-full cursor-pointer flex-col rounded-xl border-2 p-4 shadow-sm transition sm:p-5',
        'has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand-500',
        checked
          ? 'border-brand-600 bg-brand-50/60 ring-4 ring-brand-500/15 dark:border-brand-500 dark:bg-brand-500/10'
          : 'border-slate-200 bg-white hover:border-brand-500/50 hover:shadow-md dark:border-slate-800 dark:bg-slate-900 dark:hover:border-brand-500/60',
      )}
    >
      <input
        type="radio"
        name={name}
        value={tier.id}
        checked={checked}
        onChange={onSelect}
        aria-labelledby={nameId}
        aria-describedby={detailsId}
        // Invisible but covering the whole card, so a click anywhere lands on the radio itself.
        className="absolute inset-0 z-10 m-0 h-full w-full cursor-pointer appearance-none rounded-xl opacity-0"
      />
      {tier.popular && (
        <Badge className="absolute -top-3 left-1/2 -translate-x-1/2 whitespace-nowrap shadow-sm">Most Popular</Badge>
      )}
      <span className="flex items-start justify-between gap-2">
        <span
          className={cn(
            'flex h-10 w-10 items-center justify-center rounded-lg',
            checked ? 'bg-brand-600 text-white' : 'bg-brand-50 text-brand-600 dark:bg-brand-500/15 dark:text-brand-100',
          )}
        >
          <Icon className="h-5 w-5" aria-hidden="true" />
        </span>
        {checked && <CheckCircle2 className="h-5 w-5 text-brand-600 dark:text-brand-500" aria-hidden="true" />}
      </span>
      <span id={nameId} className="mt-3 font-semibold sm:mt-4 sm:text-lg">
        {tier.name}
      </span>
      <span id={detailsId} className="flex flex-1 flex-col">
        <span className="mt-1 hidden text-sm text-slate-600 sm:block dark:text-slate-400">{tagline}</span>
        <span className="mt-3 flex flex-wrap items-baseline gap-x-1.5 sm:mt-4">
          <span className="text-2xl font-bold tracking-tight sm:text-3xl">{amount}</span>
          <span className="text-sm text-slate-600 dark:text-slate-400">{unit}</span>
        </span>
        <span className="mt-auto pt-3 text-sm font-medium sm:pt-4 text-brand-700 dark:text-brand-100">
          {tier.users}
        </span>
      </span>
    </label>
  );
}
