import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { cn } from '../../lib/cn';

type SwitchProps = Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type' | 'role' | 'onClick' | 'onChange'> & {
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  /** Shown beside the track inside the switch, e.g. the current state in words. */
  children?: ReactNode;
};

/**
 * An on/off switch: a button with role="switch" and aria-checked, so Space and Enter toggle it
 * and screen readers announce its state. Name it with `aria-label`, or `aria-labelledby` pointing
 * at a visible label; a disabled switch ignores clicks and keys.
 */
export function Switch({ checked, onCheckedChange, children, className, ...props }: SwitchProps) {
  return (
    <button
      type="button"
      role="switch"
      aria-checked={checked}
      onClick={() => onCheckedChange(!checked)}
      className={cn(
        'inline-flex shrink-0 cursor-pointer items-center gap-2 rounded-full text-xs font-medium disabled:cursor-not-allowed disabled:opacity-60',
        className,
      )}
      {...props}
    >
      <span
        aria-hidden="true"
        className={cn(
          'relative inline-flex h-6 w-11 shrink-0 items-center rounded-full transition-colors',
          checked ? 'bg-brand-600' : 'bg-slate-300 dark:bg-slate-700',
        )}
      >
        <span
          className={cn(
            'inline-block h-5 w-5 rounded-full bg-white shadow transition-transform',
            checked ? 'translate-x-5' : 'translate-x-0.5',
          )}
        />
      </span>
      {children}
    </button>
  );
}
