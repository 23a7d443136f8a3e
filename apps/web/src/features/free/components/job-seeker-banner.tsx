import { FREE_DASHBOARD_TEXTS, TRIAL_DAYS } from '@careerloom/contract';
import { Rocket } from 'lucide-react';
import { Link } from 'wouter';
import { jobSeekerPlanHref } from '../../../config/paths';

/**
 * The bottom banner of part 2 section 2.3: the Job Seeker Special. A guest signs up with the plan
 * (which starts its trial); a signed-in user picks the trial or checkout on /billing.
 */
export function JobSeekerBanner({ signedIn }: { signedIn: boolean }) {
  return (
    <section
      aria-labelledby="job-seeker-special"
      className="flex flex-col gap-4 rounded-xl bg-gradient-to-r from-brand-600 to-violet-600 p-6 text-white sm:flex-row sm:items-center sm:justify-between"
    >
      <div className="flex items-start gap-3">
        <Rocket className="mt-1 h-6 w-6 shrink-0" aria-hidden="true" />
        <div>
          <h2 id="job-seeker-special" className="text-xl font-bold">
            {FREE_DASHBOARD_TEXTS.jobSeekerSpecial}
          </h2>
          <p className="mt-1 text-white/90">
            Unlimited job search assistance, resume optimization and interview preparation for{' '}
            <strong>{FREE_DASHBOARD_TEXTS.jobSeekerSpecialPrice}</strong>. Starts with a {TRIAL_DAYS}-day trial.
          </p>
        </div>
      </div>
      <Link
        href={jobSeekerPlanHref(signedIn)}
        className="inline-flex h-10 shrink-0 items-center justify-center rounded-md bg-white px-4 text-sm font-semibold text-brand-700 hover:bg-brand-50"
      >
        Get Job Seeker for {FREE_DASHBOARD_TEXTS.jobSeekerSpecialPrice}
      </Link>
    </section>
  );
}
