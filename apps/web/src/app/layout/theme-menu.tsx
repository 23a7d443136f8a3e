import type { Theme } from '@careerloom/contract';
import * as Menu from '@radix-ui/react-dropdown-menu';
import { Monitor, Moon, Sun } from 'lucide-react';
import { buttonClasses } from '../../components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuTrigger,
  menuItemClass,
} from '../../components/ui/dropdown-menu';
import { cn } from '../../lib/cn';
import { useTheme } from '../../lib/theme';

const OPTIONS: Array<{ value: Theme; label: string; icon: typeof Sun }> = [
  { value: 'light', label: 'Light', icon: Sun },
  { value: 'dark', label: 'Dark', icon: Moon },
  { value: 'system', label: 'System', icon: Monitor },
];

export function ThemeMenu() {
  const { theme, setTheme } = useTheme();
  const Current = OPTIONS.find((o) => o.value === theme)?.icon ?? Sun;
  return (
    <DropdownMenu>
      <DropdownMenuTrigger aria-label="Theme" className={buttonClasses('ghost', 'sm')}>
        <Current className="h-4 w-4" aria-hidden="true" />
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="min-w-36">
        <Menu.RadioGroup value={theme} onValueChange={(v) => setTheme(v as Theme)}>
          {OPTIONS.map(({ value, label, icon: Icon }) => (
            <Menu.RadioItem
              key={value}
              value={value}
              className={cn(menuItemClass, 'data-[state=checked]:font-semibold')}
            >
              <Icon className="h-4 w-4" aria-hidden="true" />
              {label}
            </Menu.RadioItem>
          ))}
        </Menu.RadioGroup>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
