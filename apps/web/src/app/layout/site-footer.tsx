import { Link } from 'wouter';
import { paths } from '../../config/paths';

const LINKS = [
  { label: 'About', href: paths.about },
  { label: 'Enterprise', href: paths.enterprise },
  { label: 'Privacy Policy', href: paths.privacyPolicy },
  { label: 'Terms of Service', href: paths.terms },
  { label: 'Contact', href: paths.contact },
];

export function SiteFooter() {
  return (
    // The bottom padding keeps the links clear of the floating assistant button (bottom right).
    <footer className="border-t border-slate-200 pt-8 pb-24 text-sm sm:pb-8 sm:pr-20 text-slate-600 dark:border-slate-800 dark:text-slate-400">
      <div className="mx-auto flex max-w-7xl flex-col items-center justify-between gap-4 px-4 sm:flex-row">
        <p>© {new Date().getFullYear()} Careerloom. Work AI for All.</p>
        <nav aria-label="Footer">
          <ul className="flex flex-wrap gap-4">
            {LINKS.map((l) => (
              <li key={l.href}>
                <Link href={l.href} className="hover:text-slate-900 hover:underline dark:hover:text-white">
                  {l.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </footer>
  );
}
