import { BrainCircuit, Calendar, Check, ListChecks, type LucideIcon, Mail, Sparkles } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardHeader } from '../../../components/ui/card';
import { type EnterpriseTier, TIER_CONTENT, tierPrice } from './tier-content';

type TierDetailsProps = {
  tier: EnterpriseTier;
  onGetPricing: () => void;
  onScheduleDemo: () => void;
};

/** What the selected plan includes, with the two sales actions (part 1 section 2). */
export function TierDetails({ tier, onGetPricing, onScheduleDemo }: TierDetailsProps) {
  const { features, aiCapabilities } = TIER_CONTENT[tier.id];
  const { amount, unit } = tierPrice(tier);
  return (
    <Card className="flex flex-col">
      <CardHeader>
        <p className="text-sm font-medium text-brand-600 dark:text-brand-500">Selected plan</p>
        <h2 className="text-2xl font-bold">{tier.name}</h2>
        <p className="text-sm text-slate-600 dark:text-slate-400">
          {amount} {unit} · {tier.users}
        </p>
      </CardHeader>
      <CardContent className="grid flex-1 gap-6 md:grid-cols-2">
        <FeatureList title="Features" titleIcon={ListChecks} bulletIcon={Check} items={features} />
        <FeatureList title="AI Capabilities" titleIcon={BrainCircuit} bulletIcon={Sparkles} items={aiCapabilities} />
      </CardContent>
      <div className="flex flex-col gap-3 border-t border-slate-200 p-6 sm:flex-row dark:border-slate-800">
        <Button size="lg" onClick={onGetPricing}>
          <Mail className="h-4 w-4" aria-hidden="true" />
          Get Enterprise Pricing
        </Button>
        <Button size="lg" variant="outline" onClick={onScheduleDemo}>
          <Calendar className="h-4 w-4" aria-hidden="true" />
          Schedule Demo
        </Button>
      </div>
    </Card>
  );
}

type FeatureListProps = {
  title: string;
  titleIcon: LucideIcon;
  bulletIcon: LucideIcon;
  items: readonly string[];
};

function FeatureList({ title, titleIcon: TitleIcon, bulletIcon: BulletIcon, items }: FeatureListProps) {
  return (
    <div>
      <h3 className="flex items-center gap-2 font-semibold">
        <TitleIcon className="h-5 w-5 text-brand-600 dark:text-brand-500" aria-hidden="true" />
        {title}
      </h3>
      <ul aria-label={title} className="mt-3 grid gap-2.5">
        {items.map((item) => (
          <li key={item} className="flex gap-2.5 text-sm text-slate-700 dark:text-slate-300">
            <span className="mt-0.5 flex h-5 w-5 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-600 dark:bg-brand-500/15 dark:text-brand-100">
              <BulletIcon className="h-3.5 w-3.5" aria-hidden="true" />
            </span>
            {item}
          </li>
        ))}
      </ul>
    </div>
  );
}
