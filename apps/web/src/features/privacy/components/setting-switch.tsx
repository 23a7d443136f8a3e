import { useId } from 'react';
import { Switch } from '../../../components/ui/switch';

type Props = {
  label: string;
  description?: string;
  checked: boolean;
  disabled?: boolean;
  onChange: (checked: boolean) => void;
};

/** A labelled on/off switch row: the label names the switch, the description explains what it does. */
export function SettingSwitch({ label, description, checked, disabled, onChange }: Props) {
  const labelId = useId();
  const descriptionId = useId();
  return (
    <div className="flex items-start justify-between gap-4 py-3">
      <div className="min-w-0">
        <p id={labelId} className="text-sm font-medium">
          {label}
        </p>
        {description && (
          <p id={descriptionId} className="mt-0.5 text-sm text-slate-600 dark:text-slate-400">
            {description}
          </p>
        )}
      </div>
      <Switch
        checked={checked}
        onCheckedChange={onChange}
        disabled={disabled}
        aria-labelledby={labelId}
        aria-describedby={description ? descriptionId : undefined}
        className="mt-0.5"
      />
    </div>
  );
}
