import { JOB_SEARCH_TOTAL_CAP } from '@careerloom/contract';
import { formatNumber } from './number-text';

/** A count of matching postings: the server counts up to a cap, so the cap reads "10,000+". */
export function formatMatchCount(count: number): string {
  return count >= JOB_SEARCH_TOTAL_CAP ? `${formatNumber(JOB_SEARCH_TOTAL_CAP)}+` : formatNumber(count);
}
