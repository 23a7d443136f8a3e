import { tierAtLeast, type User } from '@careerloom/contract';
import * as Menu from '@radix-ui/react-dropdown-menu';
import { Sparkles } from 'lucide-react';
import { useLocation } from 'wouter';
import { Badge } from '../../components/ui/badge';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuTrigger,
  menuItemClass,
} from '../../components/ui/dropdown-menu';
import { paths } from '../../config/paths';
import { cn } from '../../lib/cn';
import { type DeferredMenuProps, useTriggerFocus } from './deferred-menu';
import { GATED_NAV_ITEMS } from './nav-items';
import { MobileNavTrigger } from './nav-triggers';

/** The signed-in links on narrow screens, with the same tier gating as the full navigation. */
export function MobileNavMenu({ user, defaultOpen, focusTrigger }: { user: User } & DeferredMenuProps) {
  const [, navigate] = useLocation();
  const triggerRef = useTriggerFocus(focusTrigger);
  return (
    <DropdownMenu defaultOpen={defaultOpen}>
      <DropdownMenuTrigger asChild>
        <MobileNavTrigger ref={triggerRef} />
      </DropdownMenuTrigger>
      <DropdownMenuContent align="start" className="w-64">
        <Menu.Item className={cn(menuItemClass, 'justify-between py-2')} onSelect={() => navigate(paths.aiJobs)}>
          <span className="flex items-center gap-2">
            <Sparkles className="h-4 w-4 text-brand-600" aria-hidden="true" /> AI Job Search
          </span>
          <Badge className="px-1.5 py-0 text-[10px]">NEW</Badge>
        </Menu.Item>
        {GATED_NAV_ITEMS.map((nav) => {
          const open = tierAtLeast(user.subscriptionTier, nav.tier);
          return (
            <Menu.Item
              key={nav.href}
              className={cn(menuItemClass, 'justify-between py-2')}
              disabled={!open}
              onSelect={() => navigate(nav.href)}
            >
              {nav.label}
              {!open && <Badge variant="warning">Upgrade</Badge>}
            </Menu.Item>
          );
        })}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
