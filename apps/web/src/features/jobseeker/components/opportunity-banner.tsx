import { MATCH_SCORE_THRESHOLD, OPPORTUNITY_NEW_DAYS, type OpportunitySummary } from '@careerloom/contract';
import { Badge } from '../../../components/ui/badge';
import { Spinner } from '../../../components/ui/spinner';
import { formatMatchCount } from '../../../lib/match-count';
import { formatNumber } from '../../../lib/number-text';
import { postingAgesText } from '../../../lib/posting-ages-text';
import { useOpportunitySummary } from '../api/get-opportunity-summary';
import { SAMPLE_COUNTS } from '../lib/sample-feed';

/** The four counts of the postings store, for this user. */
function storeCounts({ counts }: OpportunitySummary) {
  return [
    { id: 'open', label: 'Open postings', value: formatNumber(counts.openPostings) },
    { id: 'new', label: `New in ${OPPORTUNITY_NEW_DAYS} days`, value: formatNumber(counts.newThisWeek) },
    {
      id: 'matching',
      label: 'Matching your profile',
      value: formatMatchCount(counts.matchingProfile),
    },
    { id: 'remote', label: 'Remote', value: formatNumber(counts.remote) },
  ];
}

/**
 * The banner of opportunity counts (part 2 section 2.4): the postings store's real counts for this
 * user; the spec's figures, labelled as sample data, only while the store is empty, for users
 * below the Job Seeker plan, or when the counts cannot be loaded.
 */
export function OpportunityBanner({ entitled }: { entitled: boolean }) {
  const summary = useOpportunitySummary(entitled);
  const data = summary.data;
  const live = data?.source === 'store';
  const loading = entitled && summary.isPending;
  const items = live ? storeCounts(data) : SAMPLE_COUNTS.map((c) => ({ ...c, value: String(c.value) }));
  const ages = live ? postingAgesText(data.counts.openPostings, data.postingAges) : null;

  return (
    <section
      aria-labelledby="jobseeker-banner-title"
      aria-busy={loading}
      className="rounded-xl bg-gradient-to-r from-brand-600 to-violet-600 p-4 text-white sm:p-5 dark:from-brand-700 dark:to-violet-800"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="jobseeker-banner-title" className="font-semibold">
          Opportunities today
        </h2>
        {loading ? (
          <Spinner label="Loading opportunity counts" className="h-4 w-4 text-white" />
        ) : (
          <Badge className="bg-white/20 text-white">{live ? 'From our postings store' : 'Sample data'}</Badge>
        )}
      </div>
      {!loading && (
        <dl className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-4">
          {items.map(({ id, label, value }) => (
            <div key={id} className="rounded-lg bg-white/10 p-3">
              <dt className="text-sm text-white/85">{label}</dt>
              <dd className="text-2xl font-bold tabular-nums">{value}</dd>
            </div>
          ))}
        </dl>
      )}
      {!loading && (
        <p className="mt-3 text-xs text-white/80">
          {live
            ? data.profileSearch.titleSource === 'fallback'
              ? "Each job counted once. Matching: we don't know the job you want yet; add your title in Settings or upload your resume."
              : `Each job counted once. Matching: scored ${MATCH_SCORE_THRESHOLD}% or more for "${data.profileSearch.jobTitle}" (${data.profileSearch.location}) from your profile and latest resume.`
            : (data?.supply?.message ?? sampleNote(entitled, summary.isError))}
        </p>
      )}
      {/* Old postings are counted as open but never matched: said so, or 0 matches of 7,415 reads as broken. */}
      {!loading && ages && (
        <p role="note" className="mt-1 text-xs font-medium text-white">
          {ages.text}
        </p>
      )}
    </section>
  );
}

function sampleNote(entitled: boolean, failed: boolean): string {
  if (!entitled) return 'Example figures. Live counts come with the Job Seeker plan.';
  if (failed) return 'Example figures: the live counts could not be loaded.';
  return 'Example figures. Live counts appear here once job postings are stored.';
}
