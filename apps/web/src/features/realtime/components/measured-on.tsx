import type { MeasuredFigures } from '@careerloom/contract';

/** "…, measured 2026-11-25", the date kept on one line. */
export function MeasuredOn({ figures }: { figures: MeasuredFigures }) {
  return (
    <>
      , measured{' '}
      <time dateTime={figures.measuredAt} className="whitespace-nowrap">
        {figures.measuredAt}
      </time>
    </>
  );
}
