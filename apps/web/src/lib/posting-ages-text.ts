import { type PostingAges, STALE_POSTING_DAYS } from '@careerloom/contract';
import { formatDay } from './date-text';
import { formatNumber } from './number-text';

/**
 * What the pages say when open postings are over STALE_POSTING_DAYS old (issue 35): matches leave
 * them out as probably filled, so a store imported from an old file shows thousands of open
 * postings and no match, which no one would believe without a word on why. `all` is for when
 * every one is old (the pages with nothing to show say it); `some` only names how many are left
 * out. Null when every open posting is current, or the ages are not known.
 */
export function postingAgesText(open: number, ages: PostingAges | undefined): { all: boolean; text: string } | null {
  if (!ages || open === 0 || ages.current >= open) return null;
  if (ages.current === 0) {
    const newest = ages.newestPostedAt ? ` (the newest on ${formatDay(ages.newestPostedAt)})` : '';
    const every = open === 1 ? 'The one open posting was' : `All ${formatNumber(open)} open postings were`;
    return {
      all: true,
      text: `${every} posted over ${STALE_POSTING_DAYS} days ago${newest} and ${open === 1 ? 'is' : 'are'} probably filled, so no match is drawn from ${open === 1 ? 'it' : 'them'}. Matches appear as job boards bring new postings; a search can still include older ones when you ask.`,
    };
  }
  const old = open - ages.current;
  return {
    all: false,
    text: `${formatNumber(old)} of them ${old === 1 ? 'was' : 'were'} posted over ${STALE_POSTING_DAYS} days ago and ${old === 1 ? 'is' : 'are'} left out of matches as probably filled.`,
  };
}
