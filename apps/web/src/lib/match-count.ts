import { JOB_SEARCH_TOTAL_CAP } from '@careerloom/contract';

const numberFormat = new Intl.NumberFormat('en');

/** A count of matching postings: the server counts up to a cap, so the cap reads "10,000+". */
export function formatMatchCount(count: number): string {
  return count >= JOB_SEARCH_TOTAL_CAP ? `${numberFormat.format(JOB_SEARCH_TOTAL_CAP)}+` : numberFormat.format(count);
}
