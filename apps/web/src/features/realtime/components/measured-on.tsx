import type { MeasuredFigures } from '@careerloom/contract';
import { formatDay } from '../../../lib/date-text';

/** "…, measured Nov 25, 2026", the date kept on one line. */
export function MeasuredOn({ figures }: { figures: MeasuredFigures }) {
  return (
    <>
      , measured{' '}
      <time dateTime={figures.measuredAt} className="whitespace-nowrap">
        {formatDay(figures.measuredAt)}
      </time>
    </>
  );
}
