import { FREE_DASHBOARD_TEXTS, type FreeDashboard, JOB_SEEKER_PLAN_SUMMARY, TRIAL_DAYS } from '@careerloom/contract';
import { Rocket } from 'lucide-react';
import { Link } from 'wouter';
import { jobSeekerPlanHref } from '../../../config/paths';
import { formatDay } from '../../../lib/date-text';

/**
 * The bottom banner of part 2 section 2.3: the Job Seeker Special. A guest signs up with the plan
 * (which starts its trial); a signed-in user picks the trial or checkout on /billing. It offers
 * the trial only while the account's one trial is there to start, and during the trial it offers
 * to keep the plan (issue 35). A user who already has the plan is offered nothing.
 */
export function JobSeekerBanner({ signedIn, plan }: { signedIn: boolean; plan: FreeDashboard['plan'] | undefined }) {
  const trialEnds = plan?.trialEndsAt ? formatDay(new Date(plan.trialEndsAt)) : null;
  if (plan && plan.tier !== 'free' && !trialEnds) return null;
  const price = FREE_DASHBOARD_TEXTS.jobSeekerSpecialPrice;
  // A guest's sign-up with the plan starts its trial; a free account only while its trial is unused.
  const trialOffer = !signedIn || plan?.trialAvailable ? ` Starts with a ${TRIAL_DAYS}-day free trial.` : '';
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
            {trialEnds ? (
              <>
                Your trial ends on {trialEnds}. Keep {JOB_SEEKER_PLAN_SUMMARY.toLowerCase()} for{' '}
                <strong>{price}</strong>.
              </>
            ) : (
              <>
                {JOB_SEEKER_PLAN_SUMMARY} for <strong>{price}</strong>.{trialOffer}
              </>
            )}
          </p>
        </div>
      </div>
      <Link
        href={jobSeekerPlanHref(signedIn)}
        className="inline-flex h-10 shrink-0 items-center justify-center rounded-md bg-white px-4 text-sm font-semibold text-brand-700 hover:bg-brand-50"
      >
        {trialEnds ? 'Keep Job Seeker' : `Get Job Seeker for ${price}`}
      </Link>
    </section>
  );
}
