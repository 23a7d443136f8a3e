import { ArrowRight } from 'lucide-react';
import { Link } from 'wouter';
import { buttonClasses } from '../../../components/ui/button';
import { paths } from '../../../config/paths';
import { cn } from '../../../lib/cn';

/** The landing page's own header links (part 1 section 2, "Header links"). */
const EXPLORE_LINKS = [
  { label: 'Enterprise Sales', href: paths.enterprise },
  { label: 'Company Dashboard', href: paths.company },
  { label: 'Work AI', href: paths.workAi },
  { label: 'Intelligence Hub', href: paths.intelligence },
] as const;

/** A slim strip under the site navigation; on narrow screens its links wrap into centred rows. */
export function LandingExploreNav() {
  return (
    <nav
      aria-label="Explore Careerloom"
      className="border-b border-slate-200 bg-slate-50/80 dark:border-slate-800 dark:bg-slate-900/60"
    >
      <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-center gap-1 px-4 py-2 whitespace-nowrap sm:justify-start">
        <ul className="flex flex-wrap items-center justify-center gap-1">
          {EXPLORE_LINKS.map((link) => (
            <li key={link.href}>
              <Link
                href={link.href}
                className={cn(
                  buttonClasses('ghost', 'sm'),
                  'text-slate-700 hover:text-slate-950 dark:text-slate-300 dark:hover:text-white',
                )}
              >
                {link.label}
              </Link>
            </li>
          ))}
        </ul>
        <Link href={paths.auth} className={cn(buttonClasses('outline', 'sm'), 'shrink-0 sm:ml-auto')}>
          Get Started
          <ArrowRight className="h-4 w-4" aria-hidden="true" />
        </Link>
      </div>
    </nav>
  );
}
