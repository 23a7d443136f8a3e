import { formatShare } from '../format';
import { findCategory, findNumber, type Group, groupBy, sumOf } from '../table';
import { bestAndWorst, type Findings, v } from './findings';

/** Findings for marketing data: conversion overall and by channel, cost per conversion, the channels' shares. */
export function marketingHighlights(f: Findings): void {
  const t = f.table;
  const channel = findCategory(t, [
    /channel/,
    /source/,
    /medium/,
    /campaign/,
    /platform/,
    /network/,
    /\butm/,
    /\bads?\b/,
  ]);
  const conversions = findNumber(
    t,
    [/conversions?/, /sign ?ups?/, /leads?/, /purchases?/, /orders?/, /registrations?/, /installs?/],
    /rate|cost|per|%/,
  );
  const traffic = findNumber(
    t,
    [/clicks?/, /visits?/, /sessions?/, /visitors?/, /impressions?/, /views?/, /reach/],
    /rate|cost|per/,
  );
  const cost = findNumber(t, [/spend/, /\bcost\b/, /budget/], /per/);
  const rate = findNumber(t, [/conversion rate/, /\bcvr\b/, /\bctr\b/, /\brate\b/]);
  if (conversions && traffic) {
    const c = sumOf(conversions.numbers).sum;
    const tr = sumOf(traffic.numbers).sum;
    if (tr > 0) {
      f.add(
        `Overall conversion: ${formatShare(c / tr)} (${v(c, conversions)} ${conversions.name} from ${v(tr, traffic)} ${traffic.name}).`,
      );
    }
    if (channel) {
      const conv = groupBy(channel, conversions.numbers);
      const visits = new Map(groupBy(channel, traffic.numbers).map((g) => [g.label, g.sum]));
      const rates = conv
        .filter((g) => (visits.get(g.label) ?? 0) > 0)
        .map((g) => ({ ...g, rate: g.sum / (visits.get(g.label) as number) }))
        .sort((a, b) => b.rate - a.rate || (a.label < b.label ? -1 : 1));
      f.add(
        bestAndWorst(
          rates as (Group & { rate: number })[],
          (g) => `${g.label} converts ${formatShare((g as Group & { rate: number }).rate)} of ${traffic.name}`,
          channel.name,
        ),
      );
    }
  } else if (rate && channel) {
    const means = groupBy(channel, rate.numbers)
      .filter((g) => g.values > 0)
      .map((g) => ({ ...g, sum: g.sum / g.values }))
      .sort((a, b) => b.sum - a.sum);
    f.add(bestAndWorst(means, (g) => `${g.label} at ${v(g.sum, rate)} ${rate.name} on average`, channel.name));
  } else if (rate?.summary.stats) {
    f.add(`Average ${rate.name}: ${v(rate.summary.stats.mean, rate)}.`);
  }
  if (cost && conversions) {
    const spent = sumOf(cost.numbers).sum;
    const won = sumOf(conversions.numbers).sum;
    if (won > 0) {
      f.add(
        `Cost per conversion: ${v(spent / won, cost)} overall (${v(spent, cost)} spent for ${v(won, conversions)} ${conversions.name}).`,
      );
    }
    if (channel) {
      const spend = new Map(groupBy(channel, cost.numbers).map((g) => [g.label, g.sum]));
      const cpa = groupBy(channel, conversions.numbers)
        .filter((g) => g.sum > 0 && spend.has(g.label))
        .map((g) => ({ ...g, sum: (spend.get(g.label) as number) / g.sum }))
        .sort((a, b) => a.sum - b.sum || (a.label < b.label ? -1 : 1));
      const cheapest = cpa[0];
      const dearest = cpa[cpa.length - 1];
      if (cheapest && dearest && cpa.length >= 2) {
        f.add(
          `Lowest cost per conversion by ${channel.name}: ${cheapest.label} at ${v(cheapest.sum, cost)}; highest: ${dearest.label} at ${v(dearest.sum, cost)}.`,
        );
      }
    }
  }
  const volume = conversions ?? traffic;
  if (channel && volume) {
    const groups = groupBy(channel, volume.numbers);
    const total = groups.reduce((a, g) => a + g.sum, 0);
    const top = groups[0];
    if (top && total > 0 && groups.length >= 2) {
      f.add(`${top.label} brings ${formatShare(top.sum / total)} of all ${volume.name}.`);
    }
  }
  f.trendOf(conversions);
  f.trendOf(traffic);
  f.trendOf(cost);
}
