import { LANDING_PRICING, TIER_LABELS } from '@careerloom/contract';
import { Check } from 'lucide-react';
import { Link } from 'wouter';
import { Badge } from '../../../components/ui/badge';
import { buttonClasses } from '../../../components/ui/button';
import { authHref, paths } from '../../../config/paths';
import { cn } from '../../../lib/cn';
import { SectionHeading } from './section-heading';

type PlanAction = { label: string; href: string; variant: 'primary' | 'outline' };
type Plan = {
  id: string;
  name: string;
  price: string;
  period: string;
  summary: string;
  features: string[];
  actions: PlanAction[];
  highlight?: string;
};

/** The landing prices and limits come from the contract (part 1 section 9); never typed twice. */
const PLANS: Plan[] = [
  {
    id: 'free',
    name: 'Free',
    price: '$0',
    period: 'forever',
    summary: 'Try the assistant and automate the basics.',
    features: [
      `Advanced AI chat, limited to ${LANDING_PRICING.freeQueriesPerDay} queries per day`,
      `Basic task automation, ${LANDING_PRICING.freeAutomationsPerDay} per day`,
      'Text and voice replies with ten assistant personas',
      'Privacy controls for all your data',
    ],
    actions: [
      { label: 'Sign Up for Free', href: paths.registerFree, variant: 'primary' },
      { label: 'Try Free Tier', href: paths.registerFree, variant: 'outline' },
    ],
  },
  {
    id: 'jobseeker',
    name: TIER_LABELS.jobseeker,
    price: `$${LANDING_PRICING.jobseekerMonthlyUsd}`,
    period: '/month',
    summary: 'Your AI partner for the whole job search.',
    highlight: 'Best for job seekers',
    features: [
      'AI chat without a daily cap (fair-use limits apply)',
      'Resume analysis and tailored cover letters',
      'Interview preparation and job search tools',
      'Real-time job monitoring and application auto-fill you review',
      '14-day trial when you sign up',
    ],
    actions: [{ label: 'Start Job Search', href: authHref('jobseeker'), variant: 'primary' }],
  },
  {
    id: 'enterprise',
    name: 'Enterprise Starter',
    price: `$${LANDING_PRICING.enterpriseStarterMonthlyPerUserUsd}`,
    period: 'per month per user',
    summary: 'Work AI for your teams, with enterprise controls.',
    features: [
      'Company dashboard and enterprise analytics',
      'Automated candidate screening',
      'Multi-team collaboration',
      'SSO and role-based access',
      '14-day trial when you sign up',
    ],
    actions: [{ label: 'Start Enterprise AI', href: authHref('enterprise'), variant: 'primary' }],
  },
];

export function PricingPlans() {
  return (
    <section aria-labelledby="pricing-title" className="bg-slate-50 py-20 dark:bg-slate-900/40">
      <div className="mx-auto max-w-7xl px-4">
        <SectionHeading
          id="pricing-title"
          eyebrow="Pricing"
          title="Simple plans that grow with you"
          intro="Start free. Upgrade when Careerloom is doing real work for you."
        />
        <ul className="mx-auto mt-12 grid max-w-5xl gap-6 lg:grid-cols-3">
          {PLANS.map((plan) => (
            <li key={plan.id}>
              <PlanCard plan={plan} />
            </li>
          ))}
        </ul>
        <p className="mt-8 text-center text-sm text-slate-600 dark:text-slate-400">
          Prices in US dollars. Larger rollouts?{' '}
          <Link href={paths.enterprise} className="font-medium text-brand-600 hover:underline dark:text-indigo-400">
            Compare enterprise plans
          </Link>
        </p>
      </div>
    </section>
  );
}

function PlanCard({ plan }: { plan: Plan }) {
  const titleId = `plan-${plan.id}-title`;
  return (
    <article
      aria-labelledby={titleId}
      className={cn(
        'relative flex h-full flex-col rounded-2xl border bg-white p-7 shadow-sm dark:bg-slate-900',
        plan.highlight
          ? 'border-brand-600 ring-1 ring-brand-600 dark:border-brand-500 dark:ring-brand-500'
          : 'border-slate-200 dark:border-slate-800',
      )}
    >
      {plan.highlight && <Badge className="absolute -top-3 left-7">{plan.highlight}</Badge>}
      <h3 id={titleId} className="text-lg font-semibold">
        {plan.name}
      </h3>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{plan.summary}</p>
      <p className="mt-6 flex items-baseline gap-1">
        <span className="text-4xl font-bold tracking-tight">{plan.price}</span>
        <span className="text-sm text-slate-600 dark:text-slate-400">{plan.period}</span>
      </p>
      <ul className="mt-6 grid gap-3 text-sm">
        {plan.features.map((feature) => (
          <li key={feature} className="flex gap-2">
            <Check className="mt-0.5 h-4 w-4 shrink-0 text-emerald-600 dark:text-emerald-400" aria-hidden="true" />
            {feature}
          </li>
        ))}
      </ul>
      <div className="mt-auto grid gap-2 pt-8">
        {plan.actions.map((action) => (
          <Link key={action.label} href={action.href} className={buttonClasses(action.variant, 'md', 'w-full')}>
            {action.label}
          </Link>
        ))}
      </div>
    </article>
  );
}
