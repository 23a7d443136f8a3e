import { describe, expect, it } from 'vitest';
import { quantile, salaryRangeTool, salaryStats, searchJobsTool } from './job-tools';
import { fakePostingsService, postingFixture } from './postings.fixtures';
import type { PostingsToolQuery, PostingsToolService } from './postings-tool-service';

describe('job tools', () => {
  it('quantile interpolates, and salaryStats reads the midpoints of stated ranges', () => {
    expect(quantile([100, 200, 300, 400, 500], 0.25)).toBe(200);
    expect(quantile([100, 200], 0.5)).toBe(150);
    const stats = salaryStats([postingFixture(1, 'a', 'x', 100_000, 120_000), postingFixture(2, 'a', 'x', null, null)]);
    expect(stats).toEqual({ count: 1, currency: 'USD', p25: 110_000, median: 110_000, p75: 110_000 });
  });

  it('search_jobs lists real postings with links for typed constraints', async () => {
    const calls: PostingsToolQuery[] = [];
    const tool = searchJobsTool(
      fakePostingsService([postingFixture(1, 'Storage Engineer', 'San Francisco, CA', null, null)], calls),
    );
    const out = (await tool.execute({ title: 'storage', location: 'San Francisco' }, { userId: null })) as {
      text: string;
    };
    expect(calls[0]).toMatchObject({ q: 'storage', location: 'San Francisco' });
    // An employer named is a filter on the company, not only a word postings may mention.
    await tool.execute({ company: 'Amazon', location: 'Seattle' }, { userId: null });
    expect(calls[1]).toMatchObject({ q: 'Amazon', company: 'Amazon', location: 'Seattle' });
    // A city and its state are searched by the city: postings write the state as "OH" or "Ohio".
    await tool.execute({ title: 'warehouse', location: 'Columbus, Ohio' }, { userId: null });
    expect(calls.find((c) => c.q === 'warehouse')).toMatchObject({ location: 'Columbus' });
    expect(out.text).toContain('Storage Engineer, Company 1 (San Francisco, CA): https://jobs.test/1');
    // The page it points to exists: job monitoring and its alerts are on the dashboard.
    expect(out.text).toContain('Job Monitoring on your dashboard (/dashboard)');
  });

  it('search_jobs never lists another kind of work as the kind asked for', async () => {
    const calls: PostingsToolQuery[] = [];
    const stated = (id: number, employmentType: string | null) => ({
      ...postingFixture(id, 'Marketing Coordinator', 'Boston, MA', null, null),
      employmentType,
    });
    const tool = searchJobsTool(fakePostingsService([stated(1, 'Full-time'), stated(2, null)], calls));
    const out = (await tool.execute({ title: 'marketing', employment: 'internship' }, { userId: null })) as {
      text: string;
      total: number;
      broadened?: string;
    };
    expect(calls[0]).toMatchObject({ q: 'marketing', employment: 'internship' });
    expect(out.total).toBe(0);
    expect(out.broadened).toBe('kind');
    expect(out.text).toMatch(
      /^No stored marketing internships right now: none of the postings found says it is an internship\. The same search of any kind finds 2 marketing jobs;/,
    );
    expect(out.text).toContain('Marketing Coordinator, Company 1 (Boston, MA), Full-time: https://jobs.test/1');
    expect(out.text).toContain('Marketing Coordinator, Company 2 (Boston, MA), kind not stated: https://jobs.test/2');
    // A kind alone that finds nothing hands over to the guides (no text), rather than an empty list.
    const alone = (await tool.execute({ employment: 'part_time' }, { userId: null })) as { text: string };
    expect(alone.text).toBe('');
  });

  it('search_jobs says when nothing matches and shows the title elsewhere, never an invented listing', async () => {
    const tool = searchJobsTool(
      fakePostingsService([postingFixture(1, 'Storage Engineer', 'Seattle, WA', null, null)]),
    );
    const elsewhere = (await tool.execute({ title: 'storage', location: 'Boston' }, { userId: null })) as {
      text: string;
    };
    expect(elsewhere.text).toMatch(/No stored storage jobs in Boston/);
    expect(elsewhere.text).toContain('Seattle');
    const none = (await tool.execute({ title: 'welding' }, { userId: null })) as { text: string; jobs: unknown[] };
    expect(none.jobs).toEqual([]);
    expect(none.text).toMatch(/won't make any up/);
    expect(none.text).toContain('save the search as a job alert under Job Monitoring on your dashboard (/dashboard)');
  });

  it('salary_range gives count and spread, says when data is thin, and grounds the counter in the data', async () => {
    const austin = [130, 150, 170, 190, 210].map((k, i) =>
      postingFixture(i + 1, 'Backend Engineer', 'Austin, TX', k * 1000, k * 1000 + 20_000),
    );
    const tool = salaryRangeTool(
      fakePostingsService([...austin, postingFixture(9, 'Backend Engineer', 'Denver, CO', 150_000, 170_000)]),
    );
    const full = (await tool.execute(
      { role: 'backend engineer', location: 'Austin', offer: 165_000 },
      { userId: null },
    )) as {
      text: string;
      thin: boolean;
    };
    expect(full.thin).toBe(false);
    expect(full.text).toContain(
      '5 stored postings state pay; 25th percentile $160k, median $180k, 75th percentile $200k',
    );
    expect(full.text).toMatch(/below the median.*\$200k/s);
    const thin = (await tool.execute({ role: 'backend engineer', location: 'Denver' }, { userId: null })) as {
      text: string;
      thin: boolean;
    };
    expect(thin.thin).toBe(true);
    expect(thin.text).toMatch(/1 stored posting states pay/);
    expect(thin.text).toMatch(/thin data/);
    // Austin is the same market: the country's figures stand in, labelled as such.
    expect(thin.text).toMatch(/Backend engineer across United States: 6 stored postings state pay/);
  });

  it('salary_range counts only postings of the role asked, not every posting the search ranks for a word', async () => {
    // the store's search matches any word: "staff" finds staff engineers for a staff accountant
    const all = [
      ...[70, 75, 80, 85].map((k, i) =>
        postingFixture(i + 1, 'Staff Accountant', 'Chicago, IL', k * 1000, k * 1000 + 10_000),
      ),
      ...[250, 260, 270].map((k, i) =>
        postingFixture(i + 10, 'Staff Software Engineer', 'Chicago, IL', k * 1000, k * 1000 + 40_000),
      ),
      postingFixture(20, 'Senior Staff Accountant', 'Chicago, IL', 90_000, 100_000),
    ];
    const loose: PostingsToolService = {
      search: async (query) => ({
        postings: all,
        total: all.length,
        totalCapped: false,
        page: 1,
        pageSize: query.pageSize,
      }),
    };
    const out = (await salaryRangeTool(loose).execute({ role: 'staff accountant' }, { userId: null })) as {
      text: string;
    };
    expect(out.text).toContain('5 stored postings state pay');
    expect(out.text).toContain('median $85k');
    expect(out.text).not.toMatch(/\$2\d\dk/);
  });

  it('salary_range answers in the market asked and never passes another market off as it', async () => {
    const us = [130, 150, 170, 190, 210].map((k, i) =>
      postingFixture(i + 1, 'Site Reliability Engineer', 'New York, NY', k * 1000, k * 1000 + 20_000),
    );
    const london = [80, 90, 100].map((k, i) => ({
      ...postingFixture(i + 20, 'Site Reliability Engineer', 'London, UK', k * 1000, k * 1000 + 10_000),
      salaryCurrency: 'GBP',
    }));
    const tool = salaryRangeTool(fakePostingsService([...us, ...london]));
    const run = async (location: string, offer?: number) =>
      (await tool.execute(
        { role: 'site reliability engineer', location, ...(offer ? { offer } : {}) },
        { userId: null },
      )) as {
        text: string;
      };
    const uk = await run('London', 95_000);
    expect(uk.text).toMatch(/3 stored postings state pay; 25th percentile GBP/);
    expect(uk.text).toMatch(/thin data/);
    // Dollars are never the answer for London, nor the basis of its counter.
    expect(uk.text).not.toMatch(/\$/);
    // Three postings are a hint, not a benchmark to build a counter's figure on.
    expect(uk.text).not.toMatch(/You could say/);
    const nowhere = await run('Berlin', 70_000);
    expect(nowhere.text).toMatch(
      /None of the stored postings for site reliability engineer in Berlin states its pay in EUR/,
    );
    expect(nowhere.text).toMatch(/For comparison only, from other markets \(not Berlin's pay\)/);
    expect(nowhere.text).not.toMatch(/You could say/);
    expect(nowhere.text).toMatch(/pay survey for Germany/);
    const more = [110, 120].map((k, i) => ({
      ...postingFixture(i + 40, 'Site Reliability Engineer', 'London, UK', k * 1000, k * 1000 + 10_000),
      salaryCurrency: 'GBP',
    }));
    const enough = (await salaryRangeTool(fakePostingsService([...us, ...london, ...more])).execute(
      { role: 'site reliability engineer', location: 'London' },
      { userId: null },
    )) as { text: string };
    expect(enough.text).toMatch(/5 stored postings state pay; 25th percentile GBP \d+k/);
    expect(enough.text).not.toMatch(/\$/);
  });
});
