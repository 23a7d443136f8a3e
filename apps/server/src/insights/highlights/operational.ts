import { formatShare, plural } from '../format';
import { findCategory, findNumber, groupBy, sumOf } from '../table';
import { type Findings, n, v } from './findings';

const PROBLEM = /fail|error|late|delay|overdue|breach|reject|defect|cancel|missed|blocked|backlog|\bdown\b/i;

/** Findings for operational data: durations (and the slowest team), problem statuses, utilisation, defects. */
export function operationalHighlights(f: Findings): void {
  const t = f.table;
  const duration = findNumber(t, [
    /duration/,
    /lead time/,
    /cycle time/,
    /turnaround/,
    /resolution/,
    /handling/,
    /latency/,
    /downtime/,
    /delay/,
    /\btat\b/,
    /time/,
    /hours?/,
    /minutes?|mins?/,
    /days?/,
    /seconds?|secs?/,
  ]);
  const status = findCategory(t, [/status/, /state/, /outcome/, /result/, /on time/, /late/]);
  const group = findCategory(
    t,
    [
      /team/,
      /department/,
      /site/,
      /\bline\b/,
      /machine/,
      /shift/,
      /warehouse/,
      /agent/,
      /assignee/,
      /owner/,
      /plant/,
      /station/,
      /region/,
      /location/,
    ],
    /status|state|outcome|result/,
  );
  if (duration?.summary.stats) {
    const { mean, median, max } = duration.summary.stats;
    f.add(
      `Average ${duration.name}: ${v(mean, duration)} (median ${v(median, duration)}, longest ${v(max, duration)}).`,
    );
    if (group) {
      const groups = groupBy(group, duration.numbers)
        .filter((g) => g.values > 0)
        .map((g) => ({ ...g, mean: g.sum / g.values }))
        .sort((a, b) => b.mean - a.mean || (a.label < b.label ? -1 : 1));
      const slowest = groups[0];
      if (slowest && groups.length >= 2 && slowest.mean > mean) {
        f.add(
          `Slowest ${group.name}: ${slowest.label} averages ${v(slowest.mean, duration)} against ${v(mean, duration)} overall.`,
        );
      }
    }
  }
  if (status) {
    const groups = groupBy(status);
    const filled = status.summary.filled;
    const problems = groups.filter((g) => PROBLEM.test(g.label));
    if (problems.length > 0) {
      const count = problems.reduce((a, g) => a + g.count, 0);
      f.add(
        `${n(count)} of ${plural(filled, 'row')} (${formatShare(count / filled)}) are ${problems.map((g) => g.label).join(' or ')}.`,
      );
      if (group) {
        const flags = status.labels.map((l) => (l === null ? null : PROBLEM.test(l) ? 1 : 0));
        const worst = groupBy(group, flags)
          .filter((g) => g.values > 0)
          .map((g) => ({ ...g, rate: g.sum / g.values }))
          .sort((a, b) => b.rate - a.rate || (a.label < b.label ? -1 : 1))[0];
        if (worst && worst.sum > 0) {
          f.add(
            `Most problems by ${group.name}: ${worst.label} (${n(worst.sum)} of ${n(worst.values)}, ${formatShare(worst.rate)}).`,
          );
        }
      }
    } else {
      const top = groups[0];
      if (top)
        f.add(
          `Most common ${status.name}: ${top.label} (${n(top.count)} of ${n(filled)}, ${formatShare(top.count / filled)}).`,
        );
    }
  }
  const utilisation = findNumber(t, [
    /utili[sz]ation/,
    /efficiency/,
    /capacity/,
    /uptime/,
    /availability/,
    /yield/,
    /\boee\b/,
    /throughput/,
  ]);
  if (utilisation?.summary.stats) {
    f.add(`Average ${utilisation.name}: ${v(utilisation.summary.stats.mean, utilisation)}.`);
    f.trendOf(utilisation);
  }
  const defects = findNumber(t, [/defects?/, /errors?/, /failures?/, /incidents?/, /returns?/, /scrap/]);
  if (defects) {
    f.add(`${defects.name}: ${v(sumOf(defects.numbers).sum, defects)} in total.`);
    f.trendOf(defects);
  }
  f.trendOf(duration);
}

// ---------------------------------------------------------------------------------------------
