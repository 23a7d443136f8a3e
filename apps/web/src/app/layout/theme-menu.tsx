import type { Theme } from '@careerloom/contract';
import * as Menu from '@radix-ui/react-dropdown-menu';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuTrigger,
  menuItemClass,
} from '../../components/ui/dropdown-menu';
import { cn } from '../../lib/cn';
import { useTheme } from '../../lib/theme';
import { type DeferredMenuProps, useTriggerFocus } from './deferred-menu';
import { THEME_ICONS, ThemeTrigger } from './nav-triggers';

const OPTIONS: Array<{ value: Theme; label: string }> = [
  { value: 'light', label: 'Light' },
  { value: 'dark', label: 'Dark' },
  { value: 'system', label: 'System' },
];

export function ThemeMenu({ defaultOpen, focusTrigger }: DeferredMenuProps) {
  const { theme, setTheme } = useTheme();
  const triggerRef = useTriggerFocus(focusTrigger);
  return (
    <DropdownMenu defaultOpen={defaultOpen}>
      <DropdownMenuTrigger asChild>
        <ThemeTrigger ref={triggerRef} />
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="min-w-36">
        <Menu.RadioGroup value={theme} onValueChange={(v) => setTheme(v as Theme)}>
          {OPTIONS.map(({ value, label }) => {
            const Icon = THEME_ICONS[value];
            return (
              <Menu.RadioItem
                key={value}
                value={value}
                className={cn(menuItemClass, 'data-[state=checked]:font-semibold')}
              >
                <Icon className="h-4 w-4" aria-hidden="true" />
                {label}
              </Menu.RadioItem>
            );
          })}
        </Menu.RadioGroup>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
