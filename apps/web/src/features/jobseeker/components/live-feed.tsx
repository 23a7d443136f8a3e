import { Link } from 'wouter';
import { Badge } from '../../../components/ui/badge';
import { Card, CardContent, CardHeader } from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/spinner';
import { paths } from '../../../config/paths';
import { useOpportunitySummary } from '../api/get-opportunity-summary';
import { SAMPLE_FEED } from '../lib/sample-feed';
import { PostingList } from './posting-list';

/**
 * The live feed (part 2 section 2.4): the newest open postings in the store, each with its link,
 * labelled as all new postings rather than passed off as matches for the person.
 * The spec's example items, labelled "Sample", only while the store is empty, for users below the
 * Job Seeker plan, or when the postings cannot be loaded.
 */
export function LiveFeed({ entitled }: { entitled: boolean }) {
  const summary = useOpportunitySummary(entitled);
  const live = summary.data?.source === 'store' ? summary.data : undefined;
  const loading = entitled && summary.isPending;

  return (
    <Card aria-labelledby="jobseeker-feed-title" role="region">
      <CardHeader>
        <div className="flex items-center justify-between gap-2">
          <h2 id="jobseeker-feed-title" className="font-semibold">
            Live feed
          </h2>
          {!loading && <Badge variant="outline">{live ? 'All new postings' : 'Sample'}</Badge>}
        </div>
        {/* The store's newest postings are everyone's, not matched to this person: said so (issue 35). */}
        {live && (
          <p className="text-xs text-slate-600 dark:text-slate-400">
            The newest postings in the store, for everyone, not matched to you. Your matches are on the Job Search tab
            and on{' '}
            <Link href={paths.dashboard} className="font-medium text-brand-600 underline-offset-2 hover:underline">
              AI Job Search
            </Link>
            .
          </p>
        )}
      </CardHeader>
      <CardContent className="grid gap-3">
        {loading && <Spinner label="Loading live feed" className="h-5 w-5 text-brand-600" />}
        {live && <PostingList postings={live.newest} label="Newest postings" compact />}
        {!loading && !live && (
          <>
            <ul className="grid gap-3">
              {SAMPLE_FEED.map((item) => (
                <li key={item.id} className="rounded-lg border border-slate-200 p-3 text-sm dark:border-slate-800">
                  <p className="text-xs font-medium text-brand-600 dark:text-brand-100">{item.category}</p>
                  <p className="mt-0.5">{item.text}</p>
                </li>
              ))}
            </ul>
            <p className="text-xs text-slate-500 dark:text-slate-400">
              {!entitled
                ? 'Example items. The newest postings come with the Job Seeker plan.'
                : summary.isError
                  ? 'Example items: the newest postings could not be loaded.'
                  : 'Example items. The newest stored postings appear here once job boards are synced.'}
            </p>
          </>
        )}
      </CardContent>
    </Card>
  );
}
