import { Badge } from '../../../components/ui/badge';
import { SAMPLE_COUNTS } from '../lib/sample-feed';

/**
 * The banner of opportunity counts (part 2 section 2.4). No job postings store counts real
 * postings yet, so the spec's figures are shown, labelled as sample data (rulings "Honesty").
 */
export function OpportunityBanner() {
  return (
    <section
      aria-labelledby="jobseeker-banner-title"
      className="rounded-xl bg-gradient-to-r from-brand-600 to-violet-600 p-4 text-white sm:p-5 dark:from-brand-700 dark:to-violet-800"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="jobseeker-banner-title" className="font-semibold">
          Opportunities today
        </h2>
        <Badge className="bg-white/20 text-white">Sample data</Badge>
      </div>
      <dl className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-4">
        {SAMPLE_COUNTS.map(({ id, label, value }) => (
          <div key={id} className="rounded-lg bg-white/10 p-3">
            <dt className="text-sm text-white/85">{label}</dt>
            <dd className="text-2xl font-bold tabular-nums">{value}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-3 text-xs text-white/80">
        Example figures. Live counts appear here once job postings are connected.
      </p>
    </section>
  );
}
