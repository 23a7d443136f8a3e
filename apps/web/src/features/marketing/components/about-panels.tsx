import { ABOUT_PAGE_FIGURES } from '@careerloom/contract';
import {
  BookOpen,
  Briefcase,
  Building2,
  Compass,
  Cpu,
  Eye,
  FlaskConical,
  HeartHandshake,
  Lightbulb,
  MessagesSquare,
  Scale,
  Search,
  ShieldCheck,
  Users,
} from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { ContactForm } from './contact-form';
import { IconCardGrid } from './icon-card-grid';

/** About page marketing copy (part 2 section 9). */
const { annualLearningBudget: ANNUAL_LEARNING_BUDGET, personalProjectTime: PERSONAL_PROJECT_TIME } = ABOUT_PAGE_FIGURES;

function PanelHeading({ title, intro }: { title: string; intro: string }) {
  return (
    <div className="max-w-3xl">
      <h2 className="text-2xl font-bold tracking-tight">{title}</h2>
      <p className="mt-3 text-slate-600 dark:text-slate-400">{intro}</p>
    </div>
  );
}

function Highlight({ value, children }: { value: string; children: ReactNode }) {
  return (
    <div className="rounded-2xl bg-linear-to-br from-brand-600 to-violet-600 p-6 text-white shadow-md">
      <p className="text-4xl font-extrabold tracking-tight">{value}</p>
      <p className="mt-2 text-brand-50">{children}</p>
    </div>
  );
}

export function OverviewPanel() {
  return (
    <>
      <PanelHeading
        title="Work AI for All"
        intro="Careerloom exists to make AI useful in everyday working life: for the person looking for their next job, the team hiring for it, and the company running on it. We build one assistant that understands your role, works with your data only as you allow, and takes the tedious work off your plate."
      />
      <IconCardGrid
        items={[
          {
            icon: Search,
            title: 'For job seekers',
            text: 'Job search, resume feedback, tailored cover letters and interview practice, with a chat companion that answers by text and by voice.',
          },
          {
            icon: Users,
            title: 'For hiring teams',
            text: 'Automated candidate screening, hiring strategy and talent acquisition support, with scores that explain themselves.',
          },
          {
            icon: Building2,
            title: 'For enterprises',
            text: 'Business intelligence and workflow automation for analysts, executives, managers and employees, with enterprise-grade security.',
          },
        ]}
      />
      <h3 className="mt-12 text-lg font-semibold">What we hold ourselves to</h3>
      <IconCardGrid
        level={4}
        items={[
          {
            icon: ShieldCheck,
            title: 'Privacy first',
            text: 'You decide which sources Careerloom may read, how much of them and for how long, and you can export or delete everything.',
          },
          {
            icon: Scale,
            title: 'Honest automation',
            text: 'We never report something as done unless it really happened. Anything sent on your behalf is yours to review.',
          },
          {
            icon: Eye,
            title: 'Explainable answers',
            text: 'Scores and recommendations come with their reasons, so you can judge them instead of trusting a black box.',
          },
        ]}
      />
    </>
  );
}

export function LeadershipPanel() {
  return (
    <>
      <PanelHeading
        title="Leadership"
        intro="Careerloom is led by a small team where every area has a clear owner. Each of them answers for one promise we make to the people who use Careerloom."
      />
      <IconCardGrid
        columns={2}
        items={[
          {
            icon: Compass,
            title: 'Product and AI',
            text: 'Decides what Careerloom builds next, and makes sure the assistant is useful, grounded and explains itself.',
          },
          {
            icon: Cpu,
            title: 'Engineering',
            text: 'Keeps Careerloom fast, reliable and secure, from the chat you talk to down to the database behind it.',
          },
          {
            icon: ShieldCheck,
            title: 'Trust and privacy',
            text: 'Owns data protection: permissions per source, access logs, retention, and answering every privacy request within one month.',
          },
          {
            icon: HeartHandshake,
            title: 'Customers and partnerships',
            text: 'Works with enterprises on rollout and security reviews, and brings what customers tell us back into the product.',
          },
        ]}
      />
      <div className="mt-10 rounded-xl border border-slate-200 bg-slate-50 p-6 dark:border-slate-800 dark:bg-slate-900/60">
        <h3 className="font-semibold">How we lead</h3>
        <ul className="mt-3 grid list-disc gap-1.5 pl-5 text-sm text-slate-700 marker:text-slate-400 dark:text-slate-300">
          <li>Decisions are written down with their reasons, so anyone can follow and challenge them.</li>
          <li>The people closest to a problem make the call; leaders make sure they have what they need.</li>
          <li>We measure ourselves by the outcomes of the people using Careerloom, not by activity.</li>
        </ul>
      </div>
    </>
  );
}

export function CulturePanel() {
  return (
    <>
      <PanelHeading
        title="Our culture"
        intro="We are building an assistant that takes tedious work off people's plates, so we try to work that way ourselves: fewer meetings, clear writing, and time to think."
      />
      <div className="mt-8 grid gap-4 sm:grid-cols-2">
        <Highlight value={ANNUAL_LEARNING_BUDGET}>
          annual learning budget for every team member: courses, books, conferences, certifications.
        </Highlight>
        <Highlight value={PERSONAL_PROJECT_TIME}>
          personal-project time to explore ideas, contribute to open source or build the next feature nobody asked for
          yet.
        </Highlight>
      </div>
      <IconCardGrid
        columns={4}
        items={[
          {
            icon: BookOpen,
            title: 'Always learning',
            text: 'We share what we learn in open write-ups and regular demos.',
          },
          {
            icon: MessagesSquare,
            title: 'Write it down',
            text: 'Async, written communication first, so everyone can take part.',
          },
          {
            icon: FlaskConical,
            title: 'Try, measure, keep',
            text: 'Small experiments, honest results, and blameless reviews when things go wrong.',
          },
          {
            icon: Lightbulb,
            title: 'Users first',
            text: 'Every one of us talks to people who use Careerloom.',
          },
        ]}
      />
    </>
  );
}

export function CareersPanel({ onContact }: { onContact: () => void }) {
  return (
    <>
      <PanelHeading
        title="Careers at Careerloom"
        intro="We help people find work they love, and we want the same for our own team. We hire across engineering, AI, design, privacy and customer teams."
      />
      <div className="mt-8 grid gap-6 lg:grid-cols-2">
        <div className="rounded-xl border border-slate-200 bg-white p-6 dark:border-slate-800 dark:bg-slate-900">
          <h3 className="font-semibold">What you get</h3>
          <ul className="mt-3 grid list-disc gap-1.5 pl-5 text-sm text-slate-700 marker:text-slate-400 dark:text-slate-300">
            <li>A {ANNUAL_LEARNING_BUDGET} annual learning budget, yours to spend on growing.</li>
            <li>{PERSONAL_PROJECT_TIME} personal-project time, every week, not just on paper.</li>
            <li>Real ownership: you ship, measure and improve what you build.</li>
            <li>Careerloom itself, to plan your own next step.</li>
          </ul>
        </div>
        <div className="rounded-xl border border-slate-200 bg-white p-6 dark:border-slate-800 dark:bg-slate-900">
          <h3 className="font-semibold">How we hire</h3>
          <ol className="mt-3 grid list-decimal gap-1.5 pl-5 text-sm text-slate-700 marker:text-slate-400 dark:text-slate-300">
            <li>A conversation about you, the role and what you want from your next job.</li>
            <li>A practical exercise close to the work, done in your own time or together with us.</li>
            <li>Meeting the people you would work with, and asking them anything.</li>
            <li>A clear decision with feedback, whatever the outcome.</li>
          </ol>
        </div>
      </div>
      <div className="mt-6 flex flex-col items-start gap-4 rounded-xl border border-brand-100 bg-brand-50 p-6 sm:flex-row sm:items-center sm:justify-between dark:border-brand-500/30 dark:bg-brand-500/10">
        <div className="flex gap-3">
          <Briefcase className="mt-0.5 h-5 w-5 shrink-0 text-brand-600 dark:text-indigo-300" aria-hidden="true" />
          <p className="text-sm text-slate-700 dark:text-slate-300">
            Open roles are listed here when we have them. Open applications are always welcome: tell us who you are and
            what you would like to work on.
          </p>
        </div>
        <Button onClick={onContact} className="shrink-0">
          Write to us
        </Button>
      </div>
    </>
  );
}

export function ContactPanel() {
  return (
    <>
      <PanelHeading
        title="Get in touch"
        intro="Questions, ideas, partnerships or an open application: send us a message and a person from the team will reply by email."
      />
      <div className="mt-8 max-w-2xl rounded-xl border border-slate-200 bg-white p-6 dark:border-slate-800 dark:bg-slate-900">
        <ContactForm />
      </div>
    </>
  );
}
