import { tierAtLeast, type User } from '@careerloom/contract';
import { Link } from 'wouter';
import { Badge } from '../../components/ui/badge';
import { buttonClasses } from '../../components/ui/button';
import { paths } from '../../config/paths';
import { useCurrentUser } from '../../lib/auth';
import { cn } from '../../lib/cn';
import { DeferredMenu } from './deferred-menu';
import { GATED_NAV_ITEMS, TIER_LABELS } from './nav-items';
import { AiJobSearchTrigger, MobileNavTrigger, ThemeTrigger, UserMenuTrigger } from './nav-triggers';

// One chunk for the four menus, fetched when someone first points at, presses or focuses one.
const menus = () => import('./nav-menus');
const loadThemeMenu = () => menus().then((m) => m.ThemeMenu);
const loadUserMenu = () => menus().then((m) => m.UserMenu);
const loadMobileNavMenu = () => menus().then((m) => m.MobileNavMenu);
const loadAiJobSearchPopover = () => menus().then((m) => m.AiJobSearchPopover);

/** The top navigation of part 2 section 2.2: links gated by tier, user menu, theme. */
export function TopNav() {
  const { user, isLoading } = useCurrentUser();
  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/90 backdrop-blur dark:border-slate-800 dark:bg-slate-950/90">
      <nav aria-label="Main" className="mx-auto flex h-16 max-w-7xl items-center gap-1 px-3 sm:gap-2 sm:px-4">
        {user && (
          <DeferredMenu load={loadMobileNavMenu} props={{ user }} standin={(p) => <MobileNavTrigger {...p} />} />
        )}
        <Link href={paths.home} className="mr-2 flex shrink-0 items-center gap-2 text-lg font-bold">
          <img src="/favicon.svg" alt="" className="h-7 w-7" />
          {/* On the narrowest phones the logo stands alone; the name stays for screen readers. */}
          <span className="max-[419px]:sr-only">Careerloom</span>
          <span className="hidden sm:inline">
            <Badge variant="secondary">Work AI</Badge>
          </span>
        </Link>
        {user && <SignedInLinks user={user} />}
        <div className="ml-auto flex min-w-0 items-center gap-1">
          <DeferredMenu load={loadThemeMenu} props={{}} standin={(p) => <ThemeTrigger {...p} />} />
          {user ? (
            <>
              <span className="hidden sm:inline">
                <Badge variant="outline" aria-label={`Subscription: ${TIER_LABELS[user.subscriptionTier]}`}>
                  {TIER_LABELS[user.subscriptionTier]}
                </Badge>
              </span>
              <DeferredMenu
                load={loadUserMenu}
                props={{ user }}
                standin={(p) => <UserMenuTrigger user={user} {...p} />}
              />
            </>
          ) : (
            !isLoading && (
              <>
                <Link href={paths.auth} className={buttonClasses('ghost', 'sm')}>
                  Sign In
                </Link>
                <Link href={paths.registerFree} className={buttonClasses('primary', 'sm')}>
                  Get Started Free
                </Link>
              </>
            )
          )}
        </div>
      </nav>
    </header>
  );
}

function SignedInLinks({ user }: { user: User }) {
  return (
    <div className="hidden items-center gap-1 lg:flex">
      <DeferredMenu
        load={loadAiJobSearchPopover}
        props={{}}
        popup="dialog"
        standin={(p) => <AiJobSearchTrigger {...p} />}
      />
      {GATED_NAV_ITEMS.map((item) =>
        tierAtLeast(user.subscriptionTier, item.tier) ? (
          <Link key={item.href} href={item.href} className={cn(buttonClasses('ghost', 'sm'), 'font-medium')}>
            {item.label}
          </Link>
        ) : (
          // The gate applies to the link only (part 2 section 6): a disabled link has no href by design.
          // biome-ignore lint/a11y/useValidAnchor: WAI-ARIA disabled link (role=link + aria-disabled)
          <a
            key={item.href}
            role="link"
            tabIndex={0}
            aria-disabled="true"
            title={`Upgrade to ${TIER_LABELS[item.tier]} to open ${item.label}`}
            className={cn(
              buttonClasses('ghost', 'sm'),
              'cursor-not-allowed font-medium opacity-60 hover:bg-transparent',
            )}
          >
            {item.label}
            <Badge variant="warning">Upgrade</Badge>
          </a>
        ),
      )}
    </div>
  );
}
