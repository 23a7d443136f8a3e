import { type JobTitleSource, MATCH_SCORE_THRESHOLD, type OpportunitySummary } from '@careerloom/contract';
import { Link } from 'wouter';
import { NoFreshMatch } from '../../../components/no-fresh-match';
import { Badge } from '../../../components/ui/badge';
import { Card, CardContent, CardHeader } from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/spinner';
import { settingsHref } from '../../../config/paths';
import { useOpportunitySummary } from '../api/get-opportunity-summary';
import { SAMPLE_FEED } from '../lib/sample-feed';
import { PostingList } from './posting-list';

const LINK = 'font-medium text-brand-600 underline-offset-2 hover:underline dark:text-brand-100';

/** Where the watched title came from, as the person would say it. */
const FROM: Record<JobTitleSource, string> = {
  typed: 'The title is the one you typed',
  profile: 'The title is from your profile',
  'resume-headline': 'The title is from your resume',
  'resume-role': 'The title is your latest role on your resume',
  'resume-inferred': 'The title is our guess from your resume',
  keywords: 'The title is our guess from your profile',
  skill: 'The title is our guess from your skills',
  fallback: 'We know no title yet',
};

/**
 * The live feed (part 2 section 2.4; issue 35 item 5): the newest open postings that match the
 * person, scored as job monitoring scores them (their title from profile or resume, where they
 * live, the match threshold), each with its link and score. It says what it watches and where to
 * change it, and when nothing matches it says so rather than showing other people's postings.
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
          {!loading && <Badge variant="outline">{live ? 'Matches for you' : 'Sample'}</Badge>}
        </div>
        {live && <Watching summary={live} />}
      </CardHeader>
      <CardContent className="grid gap-3">
        {loading && <Spinner label="Loading live feed" className="h-5 w-5 text-brand-600" />}
        {live &&
          (live.feed.length > 0 ? (
            <PostingList postings={live.feed} label="New postings that match you" compact />
          ) : (
            <NothingYet summary={live} />
          ))}
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
                ? 'Example items. New postings that match you come with the Job Seeker plan.'
                : summary.isError
                  ? 'Example items: your matches could not be loaded.'
                  : 'Example items. New postings that match you appear here once job boards are synced.'}
            </p>
          </>
        )}
      </CardContent>
    </Card>
  );
}

/** What the feed watches for, from where, and where to change it. */
function Watching({ summary }: { summary: OpportunitySummary }) {
  const { jobTitle, location, titleSource } = summary.profileSearch;
  if (titleSource === 'fallback')
    return (
      <p className="text-xs text-slate-600 dark:text-slate-400">
        New postings that match the job you want, once we know it.
      </p>
    );
  return (
    <p className="text-xs text-slate-600 dark:text-slate-400">
      New postings for “{jobTitle}” ({location}) that score {MATCH_SCORE_THRESHOLD}% or more for you, newest first.{' '}
      {FROM[titleSource]}:{' '}
      <Link href={settingsHref} className={LINK}>
        change it in Settings
      </Link>
      .
    </p>
  );
}

/** The feed with no match: why, and what the person can do. */
function NothingYet({ summary }: { summary: OpportunitySummary }) {
  const { jobTitle, location, titleSource } = summary.profileSearch;
  if (titleSource === 'fallback')
    return (
      <p className="text-sm text-slate-600 dark:text-slate-400">
        We don't know the job you want yet, so there is nothing to watch for. Upload your resume on the Resume tab or
        add your job title in{' '}
        <Link href={settingsHref} className={LINK}>
          Settings
        </Link>
        .
      </p>
    );
  return (
    <div className="grid gap-2 text-sm text-slate-600 dark:text-slate-400">
      <NoFreshMatch jobTitle={jobTitle} location={location} stale={summary.staleMatching} />
    </div>
  );
}
