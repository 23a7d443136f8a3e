import { ENTERPRISE_TIERS, type EnterpriseTierId } from '@careerloom/contract';
import { useId } from 'react';
import { TierCard } from './tier-card';

type TierPickerProps = {
  selected: EnterpriseTierId;
  onSelect: (id: EnterpriseTierId) => void;
  legend: string;
};

/** The four plans as one radio group (part 1 section 2: clicking a card selects it). */
export function TierPicker({ selected, onSelect, legend }: TierPickerProps) {
  const name = useId();
  return (
    <fieldset>
      <legend className="sr-only">{legend}</legend>
      <div className="grid grid-cols-2 gap-x-3 gap-y-6 pt-3 sm:gap-x-4 lg:grid-cols-4">
        {ENTERPRISE_TIERS.map((tier) => (
          <TierCard
            key={tier.id}
            tier={tier}
            name={name}
            checked={tier.id === selected}
            onSelect={() => onSelect(tier.id)}
          />
        ))}
      </div>
    </fieldset>
  );
}
