import { STALE_POSTING_DAYS } from '@careerloom/contract';
import { Link } from 'wouter';
import { paths, settingsHref } from '../config/paths';
import { formatNumber } from '../lib/number-text';

const LINK = 'font-medium text-brand-600 underline-offset-2 hover:underline dark:text-brand-100';

/**
 * A live feed with no fresh match (the /jobseeker feed and /realtime's): what is watched, how many
 * matches are hidden as probably filled, and where to change the search. One wording for both.
 */
export function NoFreshMatch({ jobTitle, location, stale }: { jobTitle: string; location: string; stale: number }) {
  return (
    <>
      <p>
        No posting from the last {STALE_POSTING_DAYS} days matches “{jobTitle}” ({location}) yet. New matches appear
        here as job boards are checked.
      </p>
      {stale > 0 && (
        <p>
          {stale === 1
            ? `1 matching posting is older than ${STALE_POSTING_DAYS} days and probably filled; you can still see it on `
            : `${formatNumber(stale)} matching postings are older than ${STALE_POSTING_DAYS} days and probably filled; you can still see them on `}
          <Link href={paths.dashboard} className={LINK}>
            AI Job Search
          </Link>
          .
        </p>
      )}
      <p>
        To watch for another job or place, change your job title or location in{' '}
        <Link href={settingsHref} className={LINK}>
          Settings
        </Link>
        .
      </p>
    </>
  );
}
