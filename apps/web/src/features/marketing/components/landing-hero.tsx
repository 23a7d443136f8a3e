import { ArrowRight, Bot, Building2, CheckCircle2, Sparkles } from 'lucide-react';
import { Link } from 'wouter';
import { buttonClasses } from '../../../components/ui/button';
import { paths } from '../../../config/paths';
import { cn } from '../../../lib/cn';

export const TAGLINE = 'Work AI for All';

/** The first screen: tagline, promise and the two ways in (part 1 section 2, "Hero buttons"). */
export function LandingHero() {
  return (
    <section
      aria-labelledby="hero-title"
      className="relative overflow-hidden bg-linear-to-b from-brand-50 via-white to-white dark:from-slate-900 dark:via-slate-950 dark:to-slate-950"
    >
      <HeroBackdrop />
      <div className="relative mx-auto grid max-w-7xl items-center gap-12 px-4 py-16 sm:py-24 lg:grid-cols-[1.1fr_1fr]">
        <div>
          <p className="inline-flex items-center gap-1.5 rounded-full bg-brand-100 px-3 py-1 text-xs font-semibold text-brand-700 dark:bg-brand-500/15 dark:text-indigo-200">
            <Sparkles className="h-3.5 w-3.5" aria-hidden="true" />
            AI for careers and work
          </p>
          <h1 id="hero-title" className="mt-5 text-5xl font-extrabold tracking-tight text-balance sm:text-6xl">
            <span className="bg-linear-to-r from-brand-600 to-violet-600 bg-clip-text text-transparent dark:from-brand-500 dark:to-violet-400">
              {TAGLINE}
            </span>
          </h1>
          <p className="mt-6 max-w-xl text-lg text-pretty text-slate-600 dark:text-slate-300">
            Careerloom is the AI career and work assistant for everyone who works: it helps job seekers find the right
            roles and prepare strong applications, screens candidates for hiring teams, and brings business intelligence
            and workflow automation to the whole enterprise.
          </p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <Link href={paths.company} className={buttonClasses('primary', 'lg')}>
              <Building2 className="h-5 w-5" aria-hidden="true" />
              Open Company Dashboard
            </Link>
            <Link href={paths.workAi} className={buttonClasses('outline', 'lg')}>
              Explore Work AI
              <ArrowRight className="h-5 w-5" aria-hidden="true" />
            </Link>
          </div>
          <ul className="mt-8 flex flex-wrap gap-x-6 gap-y-2 text-sm text-slate-600 dark:text-slate-400">
            {['Free tier, no credit card', 'You control your data', 'Text and voice'].map((point) => (
              <li key={point} className="flex items-center gap-1.5">
                <CheckCircle2 className="h-4 w-4 text-emerald-600 dark:text-emerald-400" aria-hidden="true" />
                {point}
              </li>
            ))}
          </ul>
        </div>
        <AssistantPreview />
      </div>
    </section>
  );
}

/** Soft colour fields behind the hero; purely decorative. */
function HeroBackdrop() {
  return (
    <div aria-hidden="true" className="pointer-events-none absolute inset-0">
      <div className="absolute -top-24 -right-24 h-96 w-96 rounded-full bg-brand-500/15 blur-3xl dark:bg-brand-500/20" />
      <div className="absolute top-1/2 -left-32 h-80 w-80 rounded-full bg-violet-400/15 blur-3xl dark:bg-violet-500/10" />
    </div>
  );
}

/**
 * An illustration of a conversation with the assistant. It is hidden from assistive technology
 * because it shows what the product is like, not content of the page.
 */
function AssistantPreview() {
  return (
    <div aria-hidden="true" className="relative mx-auto w-full max-w-md select-none lg:max-w-none">
      <div className="rounded-2xl border border-slate-200 bg-white/90 p-5 shadow-xl shadow-brand-600/10 backdrop-blur dark:border-slate-800 dark:bg-slate-900/90 dark:shadow-black/40">
        <div className="flex items-center gap-3 border-b border-slate-100 pb-4 dark:border-slate-800">
          <span className="flex h-10 w-10 items-center justify-center rounded-full bg-brand-600 text-white">
            <Bot className="h-5 w-5" />
          </span>
          <div>
            <p className="text-sm font-semibold">Careerloom assistant</p>
            <p className="flex items-center gap-1.5 text-xs text-emerald-600 dark:text-emerald-400">
              <span className="h-2 w-2 rounded-full bg-emerald-500" /> Online · Friendly voice
            </p>
          </div>
        </div>
        <div className="grid gap-3 pt-4 text-sm">
          <Bubble from="user">Find product design roles in Berlin that sponsor visas.</Bubble>
          <Bubble from="assistant">
            I found roles that match your portfolio and drafted tailored answers for each application. They are ready
            for your review.
          </Bubble>
          <div className="grid gap-2 rounded-xl border border-slate-200 p-3 dark:border-slate-700">
            {['Senior Product Designer', 'UX Designer, Platform', 'Product Designer II'].map((role, i) => (
              <div key={role} className="flex items-center justify-between gap-2">
                <span className="truncate font-medium">{role}</span>
                <span
                  className={cn(
                    'shrink-0 rounded-full px-2 py-0.5 text-xs font-semibold',
                    i === 0
                      ? 'bg-emerald-100 text-emerald-800 dark:bg-emerald-900/40 dark:text-emerald-300'
                      : 'bg-slate-100 text-slate-700 dark:bg-slate-800 dark:text-slate-300',
                  )}
                >
                  {i === 0 ? 'Strong match' : 'Good match'}
                </span>
              </div>
            ))}
          </div>
          <Bubble from="user">Prepare me for the first interview.</Bubble>
        </div>
      </div>
      <div className="absolute -bottom-5 -left-4 hidden rounded-xl border border-slate-200 bg-white px-4 py-3 shadow-lg sm:block dark:border-slate-700 dark:bg-slate-900">
        <p className="text-xs text-slate-500 dark:text-slate-400">Real-time opportunity engine</p>
        <p className="text-sm font-semibold">Watching new postings 24/7</p>
      </div>
    </div>
  );
}

function Bubble({ from, children }: { from: 'user' | 'assistant'; children: string }) {
  return (
    <p
      className={cn(
        'max-w-[85%] rounded-2xl px-4 py-2.5',
        from === 'user'
          ? 'justify-self-end rounded-br-sm bg-brand-600 text-white'
          : 'justify-self-start rounded-bl-sm bg-slate-100 text-slate-800 dark:bg-slate-800 dark:text-slate-100',
      )}
    >
      {children}
    </p>
  );
}
