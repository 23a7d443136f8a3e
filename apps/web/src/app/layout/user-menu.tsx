import type { User } from '@careerloom/contract';
import * as Menu from '@radix-ui/react-dropdown-menu';
import { CreditCard, LogOut, Settings } from 'lucide-react';
import { useLocation } from 'wouter';
import { Badge } from '../../components/ui/badge';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuTrigger,
  menuItemClass,
} from '../../components/ui/dropdown-menu';
import { paths, settingsHref } from '../../config/paths';
import { useLogout } from '../../lib/auth';
import { type DeferredMenuProps, useTriggerFocus } from './deferred-menu';
import { TIER_LABELS } from './nav-items';
import { UserMenuTrigger } from './nav-triggers';

export function UserMenu({ user, defaultOpen, focusTrigger }: { user: User } & DeferredMenuProps) {
  const logout = useLogout();
  const triggerRef = useTriggerFocus(focusTrigger);
  const [, navigate] = useLocation();
  return (
    <DropdownMenu defaultOpen={defaultOpen}>
      <DropdownMenuTrigger asChild>
        <UserMenuTrigger ref={triggerRef} user={user} />
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-64">
        <div className="px-2 py-2">
          <p className="truncate text-sm font-semibold">{user.fullName}</p>
          <p className="truncate text-xs text-slate-500 dark:text-slate-400">{user.email}</p>
          <Badge variant="secondary" className="mt-2">
            {TIER_LABELS[user.subscriptionTier]}
            {user.trialTier ? ' trial' : ''}
          </Badge>
        </div>
        <Menu.Separator className="my-1 h-px bg-slate-200 dark:bg-slate-700" />
        <Menu.Item className={menuItemClass} onSelect={() => navigate(settingsHref)}>
          <Settings className="h-4 w-4" aria-hidden="true" /> Settings
        </Menu.Item>
        <Menu.Item className={menuItemClass} onSelect={() => navigate(paths.billing)}>
          <CreditCard className="h-4 w-4" aria-hidden="true" /> Plans and billing
        </Menu.Item>
        <Menu.Item
          className={menuItemClass}
          onSelect={() => logout.mutate(undefined, { onSuccess: () => navigate(paths.home) })}
        >
          <LogOut className="h-4 w-4" aria-hidden="true" /> Logout
        </Menu.Item>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
