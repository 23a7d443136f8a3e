import type { JobAlert, JobMonitoringResponse } from '@careerloom/contract';
import { ExternalLink } from 'lucide-react';
import { Link } from 'wouter';
import { NoFreshMatch } from '../../../components/no-fresh-match';
import { Card, CardContent, CardHeader } from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/spinner';
import { paths, settingsHref } from '../../../config/paths';
import { postingAgesText } from '../../../lib/posting-ages-text';
import { relativeTime } from '../../../lib/relative-time';
import { webAddress } from '../../../lib/web-address';

const LINK = 'font-medium text-brand-600 underline-offset-2 hover:underline';

/** How many alerts the feed shows: enough to scan at a glance. */
const FEED_SIZE = 8;

/** Newest postings first; a posting without a date goes last. */
function latestFirst(alerts: JobAlert[]): JobAlert[] {
  return [...alerts].sort((a, b) => (b.postedAt ?? '').localeCompare(a.postedAt ?? '')).slice(0, FEED_SIZE);
}

type Props = { data: JobMonitoringResponse | undefined; failed: boolean; fetchedAt: number };

/** The live feed (part 2 section 2.12): the latest postings that match the user, with links. */
export function LiveAlertFeed({ data, failed, fetchedAt }: Props) {
  return (
    <Card role="region" aria-labelledby="realtime-feed-title">
      <CardHeader>
        <h2 id="realtime-feed-title" className="font-semibold">
          Live feed
        </h2>
        <p className="text-sm text-slate-600 dark:text-slate-400">
          The newest postings matching your profile, refreshed every 5 seconds.
        </p>
      </CardHeader>
      <CardContent>
        <FeedBody data={data} failed={failed} now={new Date(fetchedAt)} />
      </CardContent>
    </Card>
  );
}

function FeedBody({ data, failed, now }: { data: JobMonitoringResponse | undefined; failed: boolean; now: Date }) {
  if (!data && failed)
    return (
      <p role="alert" className="text-sm text-red-700 dark:text-red-300">
        Could not load your matches. Retrying automatically.
      </p>
    );
  if (!data) return <Spinner label="Loading live feed" className="h-5 w-5 text-brand-600" />;
  if (data.totalJobs === 0)
    return (
      <p className="text-sm text-slate-600 dark:text-slate-400">
        {data.supply?.message ??
          'No postings yet: the server syncs job boards in the background, and new matches will appear here.'}
      </p>
    );
  // No title from the user, their profile or resume: nothing is searched, so ask for one (issue 35).
  if (data.criteria.titleSource === 'fallback')
    return (
      <p className="text-sm text-slate-600 dark:text-slate-400">
        We don't know the job you want yet, so nothing is matched for you. Type a job title on{' '}
        <Link href={paths.dashboard} className={LINK}>
          AI Job Search
        </Link>
        , add it in{' '}
        <Link href={settingsHref} className={LINK}>
          Settings
        </Link>
        , or upload your resume.
      </p>
    );
  // Nothing matches: what was watched, what is hidden as probably filled, and how to change it.
  const ages = postingAgesText(data.totalJobs, data.postingAges);
  if (data.alerts.length === 0)
    return (
      <div className="grid gap-2 text-sm text-slate-600 dark:text-slate-400">
        {ages?.all && (
          <p role="note" className="text-amber-800 dark:text-amber-300">
            {ages.text}
          </p>
        )}
        <NoFreshMatch
          jobTitle={data.criteria.jobTitle}
          location={data.criteria.location}
          stale={data.staleHidden ?? 0}
        />
      </div>
    );
  return (
    <ul aria-live="polite" className="grid gap-3">
      {latestFirst(data.alerts).map((alert) => (
        <li key={alert.id} className="rounded-lg border border-slate-200 p-3 text-sm dark:border-slate-800">
          <div className="flex items-start justify-between gap-3">
            <div className="min-w-0">
              <a
                // Without a web address the title stays, as text (an <a> without href is no link).
                href={webAddress(alert.url)}
                target="_blank"
                rel="noopener noreferrer"
                className="inline-flex items-center gap-1 font-medium text-brand-700 underline-offset-2 hover:underline dark:text-brand-100"
              >
                {alert.jobTitle}
                <ExternalLink className="h-3.5 w-3.5 shrink-0" aria-hidden="true" />
                <span className="sr-only">(opens in a new tab)</span>
              </a>
              <p className="text-slate-600 dark:text-slate-400">
                {alert.company}
                {alert.location && ` · ${alert.location}`}
                {alert.postedAt && ` · posted ${relativeTime(alert.postedAt, now)}`}
              </p>
            </div>
            <span
              className="shrink-0 rounded-full bg-emerald-100 px-2.5 py-0.5 text-xs font-semibold tabular-nums text-emerald-800 dark:bg-emerald-900/40 dark:text-emerald-300"
              title="Match score out of 100"
            >
              {alert.matchScore}% match
            </span>
          </div>
        </li>
      ))}
    </ul>
  );
}
