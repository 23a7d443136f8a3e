import type { Theme, User } from '@careerloom/contract';
import { Menu as MenuIcon, Monitor, Moon, Sparkles, Sun, UserCircle } from 'lucide-react';
import { type ButtonHTMLAttributes, forwardRef } from 'react';
import { Badge } from '../../components/ui/badge';
import { buttonClasses } from '../../components/ui/button';
import { cn } from '../../lib/cn';
import { useTheme } from '../../lib/theme';

// The buttons that open the navigation's menus, apart from the menus themselves: the first page
// draws them from the entry chunk, and the Radix menus behind them load when first needed
// (deferred-menu). Each forwards its ref and props, so a Radix trigger can take it over with
// `asChild`.

type TriggerProps = ButtonHTMLAttributes<HTMLButtonElement>;

export const THEME_ICONS: Record<Theme, typeof Sun> = { light: Sun, dark: Moon, system: Monitor };

export const ThemeTrigger = forwardRef<HTMLButtonElement, TriggerProps>(function ThemeTrigger(props, ref) {
  const { theme } = useTheme();
  const Current = THEME_ICONS[theme] ?? Sun;
  return (
    <button ref={ref} type="button" aria-label="Theme" className={buttonClasses('ghost', 'sm')} {...props}>
      <Current className="h-4 w-4" aria-hidden="true" />
    </button>
  );
});

export const UserMenuTrigger = forwardRef<HTMLButtonElement, TriggerProps & { user: User }>(function UserMenuTrigger(
  { user, ...props },
  ref,
) {
  return (
    // The accessible name starts with the visible one (WCAG 2.5.3), which narrow screens hide.
    <button
      ref={ref}
      type="button"
      aria-label={`${user.fullName}, user menu`}
      className={buttonClasses('ghost', 'sm')}
      {...props}
    >
      <UserCircle className="h-5 w-5" aria-hidden="true" />
      <span className="hidden max-w-32 truncate sm:inline">{user.fullName}</span>
    </button>
  );
});

export const MobileNavTrigger = forwardRef<HTMLButtonElement, TriggerProps>(function MobileNavTrigger(props, ref) {
  return (
    <button
      ref={ref}
      type="button"
      aria-label="Navigation menu"
      className={buttonClasses('ghost', 'sm', 'lg:hidden')}
      {...props}
    >
      <MenuIcon className="h-5 w-5" aria-hidden="true" />
    </button>
  );
});

export const AiJobSearchTrigger = forwardRef<HTMLButtonElement, TriggerProps>(function AiJobSearchTrigger(props, ref) {
  return (
    <button ref={ref} type="button" className={cn(buttonClasses('ghost', 'sm'), 'font-medium')} {...props}>
      <Sparkles className="h-4 w-4 text-brand-600" aria-hidden="true" />
      AI Job Search
      <Badge className="px-1.5 py-0 text-[10px]">NEW</Badge>
    </button>
  );
});
