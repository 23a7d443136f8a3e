import { describe, expect, it } from 'vitest';
import { categoryOfHost, categoryOfUrl } from './categories';
import { addSpan, emptyDay, MAX_SPAN_MS, reportOf } from './day-totals';

describe('categoryOfHost', () => {
  it('sorts hosts and their subdomains with the contract lists', () => {
    expect(categoryOfHost('job-boards.greenhouse.io')).toEqual({ category: 'jobSites', entry: 'greenhouse.io' });
    expect(categoryOfHost('gist.github.com')).toEqual({ category: 'productive', entry: 'github.com' });
    expect(categoryOfHost('www.reddit.com').category).toBe('social');
    expect(categoryOfHost('notgithub.com').category).toBe('other');
    expect(categoryOfHost('news.example.org')).toEqual({ category: 'other', entry: null });
  });

  it('counts only web pages', () => {
    expect(categoryOfUrl('chrome://settings')).toBeNull();
    expect(categoryOfUrl('https://x.com/home')?.category).toBe('social');
  });
});

describe('addSpan and reportOf', () => {
  const at = (h: number, m = 0, day = 10) => new Date(2026, 10, day, h, m).getTime();
  const github = { category: 'productive' as const, entry: 'github.com' };

  it('adds time to the category and counts distinct productive list entries, never hosts', () => {
    let { current } = addSpan(undefined, github, at(9), at(9, 20));
    ({ current } = addSpan(current, github, at(10), at(10, 10)));
    ({ current } = addSpan(current, { category: 'productive', entry: 'gitlab.com' }, at(11), at(11, 5)));
    expect(reportOf(current)).toEqual({
      date: '2026-11-10',
      minutes: { jobSites: 0, productive: 35, social: 0, other: 0 },
      productiveSites: 2,
    });
    expect(JSON.stringify(current)).not.toContain('gist');
  });

  it('splits a span at midnight and hands back the finished day', () => {
    const { finished, current } = addSpan(undefined, { category: 'social', entry: 'x.com' }, at(23, 50), at(0, 10, 11));
    expect(finished.map(reportOf)).toEqual([
      { date: '2026-11-10', minutes: { jobSites: 0, productive: 0, social: 10, other: 0 }, productiveSites: 0 },
    ]);
    expect(current.date).toBe('2026-11-11');
    expect(current.ms.social).toBe(10 * 60_000);
  });

  it('caps a span (a sleeping machine) and keeps a report within 1440 minutes', () => {
    const { current } = addSpan(emptyDay('2026-11-10'), github, at(1), at(5));
    expect(current.ms.productive).toBe(MAX_SPAN_MS);
    const full = {
      ...emptyDay('2026-11-10'),
      ms: { jobSites: 0, productive: 1000 * 60_000, social: 300 * 60_000, other: 300 * 60_000 },
    };
    const report = reportOf(full);
    expect(Object.values(report.minutes).reduce((a, b) => a + b, 0)).toBe(1440);
    expect(report.minutes.productive).toBe(1000);
  });
});
