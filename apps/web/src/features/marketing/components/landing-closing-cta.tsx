import { ArrowRight, CalendarDays } from 'lucide-react';
import { Link } from 'wouter';
import { paths } from '../../../config/paths';

/**
 * Buttons on the brand gradient: the standard variants assume a page background, and without a
 * class merger their colours would fight with overrides, so these carry their own.
 */
const onBrandButton =
  'inline-flex h-12 items-center justify-center gap-2 rounded-md px-6 text-base font-medium transition-colors';

/** The last band of the landing page: the enterprise path for visitors who scrolled this far. */
export function LandingClosingCta() {
  return (
    <section aria-labelledby="closing-title" className="mx-auto max-w-7xl px-4 py-20">
      <div className="relative overflow-hidden rounded-3xl bg-linear-to-br from-brand-600 via-brand-700 to-violet-700 px-6 py-14 text-center text-white shadow-xl sm:px-12">
        <div
          aria-hidden="true"
          className="pointer-events-none absolute -top-20 -right-20 h-72 w-72 rounded-full bg-white/10 blur-2xl"
        />
        <h2 id="closing-title" className="relative text-3xl font-bold tracking-tight text-balance sm:text-4xl">
          Bring Work AI to your whole organisation
        </h2>
        <p className="relative mx-auto mt-4 max-w-2xl text-lg text-brand-100">
          Talk to our enterprise team about rollout, security reviews and pricing for your teams.
        </p>
        <div className="relative mt-8 flex flex-col justify-center gap-3 sm:flex-row">
          <Link href={paths.enterprise} className={`${onBrandButton} bg-white text-brand-700 hover:bg-brand-50`}>
            Talk to Enterprise Sales
            <ArrowRight className="h-5 w-5" aria-hidden="true" />
          </Link>
          <Link
            href={paths.enterpriseDemo}
            className={`${onBrandButton} border border-white/50 text-white hover:bg-white/10`}
          >
            <CalendarDays className="h-5 w-5" aria-hidden="true" />
            Request a demo
          </Link>
        </div>
      </div>
    </section>
  );
}
