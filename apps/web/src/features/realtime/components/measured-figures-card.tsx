import type { MeasuredFigures } from '@careerloom/contract';
import { Card, CardContent, CardHeader } from '../../../components/ui/card';
import { areaPlain, plainFigures } from '../lib/measured-figures';
import { MeasuredOn } from './measured-on';

/**
 * How well the career engine does its jobs, measured on sets other people prepared by hand
 * (bench/ writes the figures), each figure said in plain words with what a plain keyword match
 * got. An area not yet measured is left out, so no figure here is an estimate.
 */
export function MeasuredFiguresCard({ figures }: { figures: readonly MeasuredFigures[] | undefined }) {
  const shown = (figures ?? []).filter((f) => plainFigures(f).length > 0);
  if (shown.length === 0) return null;
  return (
    <Card role="region" aria-labelledby="realtime-measured-title">
      <CardHeader>
        <h2 id="realtime-measured-title" className="font-semibold">
          Measured quality
        </h2>
        <p className="text-sm text-slate-600 dark:text-slate-400">
          How well Careerloom does each job, checked on public data sets that other people marked by hand (none written
          by us), next to what a plain keyword match gets.
        </p>
      </CardHeader>
      <CardContent>
        <div className="grid gap-3 md:grid-cols-3">
          {shown.map((f) => (
            <article
              key={f.area}
              aria-labelledby={`measured-${f.area}`}
              className="rounded-lg border border-slate-200 p-3 dark:border-slate-800"
            >
              <h3 id={`measured-${f.area}`} className="font-medium">
                {areaPlain(f).checked}
              </h3>
              <ul className="mt-2 grid gap-2 text-sm">
                {plainFigures(f).map((figure) => (
                  <li key={figure.name}>
                    {figure.sentence}.
                    {figure.baseline !== null && (
                      <span className="block text-xs text-slate-500 dark:text-slate-400">
                        A plain keyword match: {figure.baseline}.
                      </span>
                    )}
                  </li>
                ))}
              </ul>
              <p className="mt-2 text-xs text-slate-500 dark:text-slate-400">
                Tested on {areaPlain(f).set}
                <MeasuredOn figures={f} />.
              </p>
            </article>
          ))}
        </div>
      </CardContent>
    </Card>
  );
}
