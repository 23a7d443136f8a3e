import { BarChart3, Briefcase, Building2, Crown, Search, UserRound, Users } from 'lucide-react';
import { IconCardGrid } from './icon-card-grid';
import { SectionHeading } from './section-heading';

/** The audiences of part 1 section 1, each with what Careerloom does for them. */
const AUDIENCES = [
  {
    icon: Building2,
    title: 'Enterprises',
    text: 'Business intelligence and workflow automation across every department.',
  },
  {
    icon: Users,
    title: 'HR and hiring teams',
    text: 'Screen candidates, plan hiring strategy and run talent acquisition.',
  },
  { icon: BarChart3, title: 'Analysts', text: 'Reports, data processing and automated analyses in one place.' },
  { icon: Crown, title: 'Executives', text: 'Strategic insights and market analyses that support decisions.' },
  { icon: Briefcase, title: 'Managers', text: 'Team performance, optimised workflows and resource planning.' },
  { icon: UserRound, title: 'Employees', text: 'Tasks automated and documents processed, so focus goes to real work.' },
  { icon: Search, title: 'Job seekers', text: 'Job search, resume feedback, cover letters and interview practice.' },
] as const;

export function AudienceGrid() {
  return (
    <section aria-labelledby="audiences-title" className="mx-auto max-w-7xl px-4 py-20">
      <SectionHeading
        id="audiences-title"
        eyebrow="Who it is for"
        title="One assistant, every role"
        intro="Careerloom adapts to how you work, from an individual job search to a company-wide AI rollout."
      />
      <IconCardGrid
        items={AUDIENCES}
        columns={4}
        trailing={
          <li className="flex flex-col justify-center rounded-xl bg-linear-to-br from-brand-600 to-violet-600 p-5 text-white">
            <p className="text-lg font-semibold">Work AI for All</p>
            <p className="mt-1 text-sm text-brand-100">Whatever your role, Careerloom meets you where you work.</p>
          </li>
        }
      />
    </section>
  );
}
