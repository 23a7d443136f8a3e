import { ArrowUpRight, Brain, Building2, Cpu, MonitorSmartphone } from 'lucide-react';
import { Link } from 'wouter';
import { paths } from '../../../config/paths';
import { SectionHeading } from './section-heading';

/** The dashboard cards of part 1 section 2; each opens its area (sign-in first if needed). */
const DASHBOARDS = [
  {
    icon: Building2,
    title: 'Company Dashboard',
    href: paths.company,
    text: 'Your hiring pipeline, monthly trends, industry metrics and achievements.',
  },
  {
    icon: Cpu,
    title: 'Work AI',
    href: paths.workAi,
    text: 'Your role dashboard: overview, recent activity, data integrations and AI settings.',
  },
  {
    icon: Brain,
    title: 'Intelligence Hub',
    href: paths.intelligence,
    text: 'Career insights from the mail, calendar, code and resume you choose to connect.',
  },
  {
    icon: MonitorSmartphone,
    title: 'Device Control',
    href: paths.device,
    text: 'Insights from team chat, notes, browser and mobile, with recommendations.',
  },
] as const;

export function DashboardCards() {
  return (
    <section aria-labelledby="dashboards-title" className="mx-auto max-w-7xl px-4 py-20">
      <SectionHeading
        id="dashboards-title"
        eyebrow="Dashboards"
        title="A dashboard for every way of working"
        intro="Sign in and pick up where you left off."
      />
      <ul className="mt-12 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
        {DASHBOARDS.map(({ icon: Icon, title, href, text }) => (
          <li
            key={href}
            className="group relative rounded-xl border border-slate-200 bg-white p-6 transition has-[a:focus-visible]:ring-2 has-[a:focus-visible]:ring-brand-500 hover:-translate-y-0.5 hover:border-brand-500/60 hover:shadow-lg dark:border-slate-800 dark:bg-slate-900"
          >
            <div className="flex items-start justify-between">
              <span className="flex h-11 w-11 items-center justify-center rounded-lg bg-linear-to-br from-brand-600 to-violet-600 text-white">
                <Icon className="h-6 w-6" aria-hidden="true" />
              </span>
              <ArrowUpRight
                className="h-5 w-5 text-slate-400 transition group-hover:text-brand-600 dark:group-hover:text-indigo-400"
                aria-hidden="true"
              />
            </div>
            <h3 className="mt-4 font-semibold">
              {/* The link's box is stretched over the card, so the whole card is clickable with one link name. */}
              <Link href={href} className="outline-none after:absolute after:inset-0 after:rounded-xl">
                {title}
              </Link>
            </h3>
            <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">{text}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
