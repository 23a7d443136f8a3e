import { MARKETING_CLAIMS } from '@careerloom/contract';

/** The marketing claims of part 1 section 9, worded as the spec words them (rulings "Honesty"). */
const CLAIMS = [
  { value: MARKETING_CLAIMS.enterpriseUsers, label: 'enterprise users' },
  { value: MARKETING_CLAIMS.averageRoi, label: 'average ROI' },
  { value: `${MARKETING_CLAIMS.paybackMonths} months`, label: 'payback' },
  { value: MARKETING_CLAIMS.productivityIncrease, label: 'productivity increase' },
  { value: MARKETING_CLAIMS.accuracy, label: 'accuracy' },
  { value: MARKETING_CLAIMS.responseTime, label: 'response' },
] as const;

export function MarketingClaimsBand() {
  return (
    <section
      aria-labelledby="claims-title"
      className="border-y border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-950"
    >
      <div className="mx-auto max-w-7xl px-4 py-12">
        <h2
          id="claims-title"
          className="text-center text-sm font-semibold tracking-wide text-slate-500 uppercase dark:text-slate-400"
        >
          Trusted by teams that measure results
        </h2>
        <dl className="mt-8 grid grid-cols-2 gap-x-6 gap-y-8 sm:grid-cols-3 lg:grid-cols-6">
          {CLAIMS.map((claim) => (
            <div key={claim.label} className="flex flex-col-reverse items-center text-center">
              <dt className="mt-1 text-sm text-slate-600 dark:text-slate-400">{claim.label}</dt>
              <dd className="text-2xl font-bold tracking-tight whitespace-nowrap sm:text-3xl text-brand-600 dark:text-brand-500">
                {claim.value}
              </dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}
