import { BarChart3, FileSearch, Globe2, Radar, ShieldCheck, UserCheck, Users, Workflow } from 'lucide-react';
import { IconCardGrid } from './icon-card-grid';
import { SectionHeading } from './section-heading';

/** The landing copy claims of part 1 section 1, one card each. */
const FEATURES = [
  {
    icon: UserCheck,
    title: 'Automated candidate screening',
    text: 'Every applicant scored against the role’s requirements, with the reasons shown, so recruiters spend their time on the best conversations.',
  },
  {
    icon: BarChart3,
    title: 'Enterprise analytics dashboard',
    text: 'Hiring pipeline, productivity and workforce metrics in one view, for every team and every role.',
  },
  {
    icon: Users,
    title: 'Multi-team collaboration',
    text: 'HR, hiring managers and leadership share pipelines, notes and insights instead of spreadsheets.',
  },
  {
    icon: ShieldCheck,
    title: 'Enterprise security',
    text: 'SOC 2, SSO and role-based access control: the safeguards your security review asks for.',
  },
  {
    icon: FileSearch,
    title: 'Document intelligence',
    text: 'Resumes, job descriptions and reports parsed in seconds, with skills and key facts extracted.',
  },
  {
    icon: Globe2,
    title: 'Market intelligence engine',
    text: 'Skills in demand, salary ranges and hiring trends across your market, kept up to date.',
  },
  {
    icon: Workflow,
    title: 'Process automation',
    text: 'Follow-ups, scheduling, status updates and reports handled automatically, with you in control.',
  },
  {
    icon: Radar,
    title: 'Real-time opportunity engine',
    text: 'New openings and signals watched around the clock and surfaced the moment they match.',
  },
] as const;

export function FeatureGrid() {
  return (
    <section aria-labelledby="features-title" className="bg-slate-50 py-20 dark:bg-slate-900/40">
      <div className="mx-auto max-w-7xl px-4">
        <SectionHeading
          id="features-title"
          eyebrow="Platform"
          title="Everything your teams need from work AI"
          intro="From screening the first candidate to automating the last report, Careerloom covers the whole flow of work."
        />
        <IconCardGrid items={FEATURES} columns={4} />
      </div>
    </section>
  );
}
