import { MEASURED_AREA_LABELS, type MeasuredFigures } from '@careerloom/contract';
import { Card, CardContent, CardHeader } from '../../../components/ui/card';
import { formatMeasuredValue } from '../lib/measured-figures';
import { MeasuredOn } from './measured-on';

/**
 * The career engine's quality as measured on its labelled sets (bench/ writes the figures): one
 * block per measured area, with the set and the day. An area not yet measured is left out, so no
 * figure here is an estimate.
 */
export function MeasuredFiguresCard({ figures }: { figures: readonly MeasuredFigures[] | undefined }) {
  if (!figures || figures.length === 0) return null;
  return (
    <Card role="region" aria-labelledby="realtime-measured-title">
      <CardHeader>
        <h2 id="realtime-measured-title" className="font-semibold">
          Measured quality
        </h2>
        <p className="text-sm text-slate-600 dark:text-slate-400">
          How the career engine scores on labelled sets nobody on the team wrote, measured by the benchmark scripts,
          beside a plain keyword baseline.
        </p>
      </CardHeader>
      <CardContent>
        <div className="grid gap-3 md:grid-cols-3">
          {figures.map((f) => (
            <article
              key={f.area}
              aria-labelledby={`measured-${f.area}`}
              className="rounded-lg border border-slate-200 p-3 dark:border-slate-800"
            >
              <h3 id={`measured-${f.area}`} className="font-medium">
                {MEASURED_AREA_LABELS[f.area]}
              </h3>
              <dl className="mt-2 grid gap-2 text-sm">
                {f.metrics.map((m) => (
                  <div key={m.name} className="flex items-baseline justify-between gap-3">
                    <dt className="min-w-0 text-slate-600 dark:text-slate-400">{m.name}</dt>
                    <dd className="shrink-0 text-right">
                      <span className="font-semibold tabular-nums">{formatMeasuredValue(m.unit, m.value)}</span>
                      {m.baseline !== undefined && (
                        <span className="block text-xs text-slate-500 tabular-nums dark:text-slate-400">
                          keyword baseline {formatMeasuredValue(m.unit, m.baseline)}
                        </span>
                      )}
                    </dd>
                  </div>
                ))}
              </dl>
              <p className="mt-2 text-xs text-slate-500 dark:text-slate-400">
                on {f.set}
                <MeasuredOn figures={f} />
              </p>
            </article>
          ))}
        </div>
      </CardContent>
    </Card>
  );
}
