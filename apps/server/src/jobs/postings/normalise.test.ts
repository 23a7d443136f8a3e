import { getSkillExtractor } from '@careerloom/career-engine';
import { describe, expect, it } from 'vitest';
import { dedupeKey } from './dedupe-key';
import { decodeEntities, htmlToText } from './html-to-text';
import { normalisePosting, parsePostedAt } from './normalise-posting';
import { isRemotePosting } from './remote';
import { normaliseSalary } from './salary';

describe('normaliseSalary', () => {
  it.each([
    ['$120K – $150K', { min: 120_000, max: 150_000, currency: 'USD' }],
    ['$125K – $155K • Offers Equity • $100K – $125K Commission', { min: 125_000, max: 155_000, currency: 'USD' }],
    ['€60,000-€75,000 per year', { min: 60_000, max: 75_000, currency: 'EUR' }],
    ['€60.000 - €75.000', { min: 60_000, max: 75_000, currency: 'EUR' }],
    ['£45k', { min: 45_000, max: 45_000, currency: 'GBP' }],
    ['$50/hr', { min: 104_000, max: 104_000, currency: 'USD' }],
    ['$18.00 – $20.00 per hour', { min: 37_440, max: 41_600, currency: 'USD' }],
    ['$24.04', { min: 50_003, max: 50_003, currency: 'USD' }],
    ['€4K – €5K per month', { min: 48_000, max: 60_000, currency: 'EUR' }],
    ['$2K per week • $1k Housing Stipend', { min: 104_000, max: 104_000, currency: 'USD' }],
    ['CA$100K - CA$120K', { min: 100_000, max: 120_000, currency: 'CAD' }],
    ['SGD\u00a0115K - SGD\u00a0140K', { min: 115_000, max: 140_000, currency: 'SGD' }],
    ['A$150K', { min: 150_000, max: 150_000, currency: 'AUD' }],
    ['₹70L - ₹90L', { min: 7_000_000, max: 9_000_000, currency: 'INR' }],
    ['$146.9K - $172.8K', { min: 146_900, max: 172_800, currency: 'USD' }],
    ['$1.2M', { min: 1_200_000, max: 1_200_000, currency: 'USD' }],
  ])('%s', (summary, expected) => {
    expect(normaliseSalary(summary)).toEqual(expected);
  });

  it.each([
    ['120K – 150K', 'no currency'],
    ['Competitive', 'no figure'],
    ['Ƀ100K', 'unknown currency symbol'],
    ['', 'empty'],
    // Not a stated salary (issue 35): shown as "USD 750,000 a year" it ranked second on the dashboard.
    ['$0 - $750K', 'a range from zero'],
    ['$0 - $123K', 'a range from zero'],
    ['$1.00 - $500,000.00', 'a top 500,000 times its bottom'],
    ['$130K - $500K', 'a top almost four times its bottom'],
  ])('%s → null (%s)', (summary) => {
    expect(normaliseSalary(summary)).toBeNull();
  });

  it('structured salaries: period to yearly, ISO code, unknown currency → null, bounds ordered', () => {
    expect(normaliseSalary({ min: 5000, max: 6000, currency: 'eur', period: 'month' })).toEqual({
      min: 60_000,
      max: 72_000,
      currency: 'EUR',
    });
    expect(normaliseSalary({ min: 150_000, max: 120_000, currency: 'USD' })).toEqual({
      min: 120_000,
      max: 150_000,
      currency: 'USD',
    });
    expect(normaliseSalary({ min: 50, currency: 'USD', period: 'hour' })).toEqual({
      min: 104_000,
      max: null,
      currency: 'USD',
    });
    expect(normaliseSalary({ min: 100_000, max: 120_000, currency: 'XYZ' })).toBeNull();
    expect(normaliseSalary({ min: 100_000, max: 120_000, currency: null })).toBeNull();
    expect(normaliseSalary({ min: null, max: null, currency: 'USD' })).toBeNull();
    expect(normaliseSalary({ min: 0, max: 750_000, currency: 'USD' })).toBeNull();
    expect(normaliseSalary({ min: 60_000, max: 180_000, currency: 'USD' })).toEqual({
      min: 60_000,
      max: 180_000,
      currency: 'USD',
    });
    expect(normaliseSalary(null)).toBeNull();
  });
});

describe('isRemotePosting', () => {
  it.each([
    [true, 'New York, NY', 'Engineer', true],
    [null, 'Remote (United States | Canada)', 'Engineer', true],
    [false, 'Remote - US', 'Engineer', true],
    [null, 'Anywhere', 'Designer', true],
    [null, 'London', 'Support Agent (Work from Home)', true],
    [null, 'Berlin', 'Backend Engineer', false],
    [null, 'Remotely Ridge, CO', 'Engineer', false],
    [null, 'Austin, TX (not remote)', 'Engineer', false],
    [undefined, '', 'Non-remote Engineer', false],
    // The board's flag, where the place line names an office, hybrid work or a move (issue 35).
    [true, 'New York, NY (HQ)', 'Senior Product Designer', false],
    [true, 'San Francisco-Hybrid', 'Engineer', false],
    [true, 'London Office', 'Engineer', false],
    [true, 'Cyprus', 'Senior iOS Engineer (relocation to Cyprus)', false],
    [true, 'Cyprus', 'Frontend Engineer', true],
    [true, 'New York Office (or Remote)', 'Engineer', true],
  ])('flag %s, location %s, title %s → %s', (flag, location, title, expected) => {
    expect(isRemotePosting(flag, location, title)).toBe(expected);
  });
});

describe('dedupeKey', () => {
  it('ignores case, punctuation, accents, legal suffixes and seniority spelling', () => {
    const a = dedupeKey('Acme, Inc.', 'Sr. Backend Engineer (Payments)', 'São Paulo, Brazil');
    const b = dedupeKey('ACME', 'Senior Backend Engineer - Payments', 'Sao Paulo  Brazil');
    expect(a).toBe('acme|senior backend engineer payments|sao paulo brazil');
    expect(b).toBe(a);
  });

  it('keeps seniority, company and location apart', () => {
    const base = dedupeKey('Acme', 'Senior Engineer', 'Remote');
    expect(dedupeKey('Acme', 'Junior Engineer', 'Remote')).not.toBe(base);
    expect(dedupeKey('Acme', 'Engineer', 'Remote')).not.toBe(base);
    expect(dedupeKey('Acme Labs', 'Senior Engineer', 'Remote')).not.toBe(base);
    expect(dedupeKey('Acme', 'Senior Engineer', 'Berlin')).not.toBe(base);
    expect(dedupeKey('R&D Co', 'Senior Engineer', 'Remote')).toBe('r and d|senior engineer|remote');
  });
});

describe('htmlToText', () => {
  it.each([
    ['<p>Hello&nbsp;<b>world</b></p><p>Second &amp; last</p>', 'Hello world\n\nSecond & last'],
    [
      '<p>Stack:</p><ul><li>Go</li><li>Rust &#8211; or C&#x2B;&#x2B;</li></ul><p>End</p>',
      'Stack:\n\n- Go\n- Rust – or C++\n\nEnd',
    ],
    ['Line one<br/>Line two<br>Line three', 'Line one\nLine two\nLine three'],
    ['<h2>About</h2>\n\n\n<div>We build   things</div>', 'About\n\nWe build things'],
    ['<script>alert(1)</script><style>p{}</style><!-- note --><p>Safe</p>', 'Safe'],
    ['&lt;p&gt;Greenhouse &amp;amp; co&lt;/p&gt;&lt;p&gt;Next&lt;/p&gt;', 'Greenhouse & co\n\nNext'],
    ['<p>5 &lt; 6 &unknown; &rsquo;quoted&rsquo;</p>', '5 < 6 &unknown; ’quoted’'],
    ['<a href="x" onclick="y">link</a> text', 'link text'],
  ])('%s', (html, text) => {
    expect(htmlToText(html)).toBe(text);
  });

  it('drops references that are not characters', () => {
    expect(decodeEntities('a&#0;b&#xD800;c&#1114112;d')).toBe('abcd');
  });
});

describe('normalisePosting', () => {
  it('cleans, extracts skills from the taxonomy, normalises salary, remote, date and key', () => {
    const posting = normalisePosting(
      {
        source: 'greenhouse',
        board: 'acme',
        sourceId: '42',
        title: '  Senior  Backend Engineer ',
        company: 'Acme Inc.',
        location: 'Remote - Europe',
        url: 'https://boards.greenhouse.io/acme/jobs/42',
        descriptionHtml: '<p>We use <strong>TypeScript</strong>, PostgreSQL and Kubernetes.</p>',
        salary: { min: 80_000, max: 100_000, currency: 'EUR', period: 'year' },
        postedAt: '2025-10-01T10:00:00Z',
        employmentType: ' ',
      },
      getSkillExtractor(),
    );
    expect(posting).toMatchObject({
      title: 'Senior Backend Engineer',
      description: 'We use TypeScript, PostgreSQL and Kubernetes.',
      remote: true,
      salaryMin: 80_000,
      salaryMax: 100_000,
      salaryCurrency: 'EUR',
      employmentType: null,
      dedupeKey: 'acme|senior backend engineer|remote europe',
    });
    expect(posting.skills).toEqual(expect.arrayContaining(['TypeScript', 'PostgreSQL', 'Kubernetes']));
    expect(posting.postedAt?.toISOString()).toBe('2025-10-01T10:00:00.000Z');
  });

  it('takes skills from what the posting asks for, never from its benefits or company blurb', () => {
    const posting = normalisePosting(
      {
        source: 'ashby',
        board: 'acme',
        sourceId: '7',
        title: 'Senior Data Engineer',
        company: 'Acme',
        location: 'Berlin',
        url: 'https://jobs.ashbyhq.com/acme/7',
        descriptionText: [
          "Acme's mission is sustainability in freight, and we are hiring.",
          'Requirements',
          '- Python and SQL',
          '- One of Airflow, Dagster or Prefect',
          'Benefits',
          '- Dental, vision and health insurance',
          '- 401(k) and retirement planning',
        ].join('\n'),
      },
      getSkillExtractor(),
    );
    expect(posting.skills).toEqual(expect.arrayContaining(['Python', 'SQL', 'Apache Airflow']));
    for (const never of ['Dental', 'Health insurance', 'Retirement planning', 'Sustainability', 'Recruiting'])
      expect(posting.skills).not.toContain(never);
  });

  it('reads dates as strings, epoch seconds and milliseconds; rejects non-dates', () => {
    expect(parsePostedAt('1759312800')?.toISOString()).toBe('2025-10-01T10:00:00.000Z');
    expect(parsePostedAt(1759312800000)?.toISOString()).toBe('2025-10-01T10:00:00.000Z');
    expect(parsePostedAt('yesterday')).toBeNull();
    expect(parsePostedAt(null)).toBeNull();
  });
});
