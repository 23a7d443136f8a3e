import {
  type JobPosting,
  MATCH_FACTOR_HALF,
  MATCH_SCORE_THRESHOLD,
  type MatchFactor,
  STALE_POSTING_DAYS,
} from '@careerloom/contract';
import { describe, expect, it } from 'vitest';
import {
  formatSalaryRange,
  isMatch,
  isStale,
  levelFromYears,
  MATCH_WEIGHTS,
  type MatchProfile,
  scoreMatch,
  statedSalary,
  stepFromTitle,
  stepFromYears,
} from './match-score';

function posting(overrides: Partial<JobPosting> = {}): JobPosting {
  return {
    id: 1,
    source: 'greenhouse',
    board: 'acme',
    title: 'Software Engineer',
    company: 'Acme',
    location: 'Berlin, Germany',
    remote: false,
    employmentType: null,
    department: null,
    url: 'https://example.com/1',
    applyUrl: null,
    skills: ['TypeScript', 'PostgreSQL', 'Docker', 'Kubernetes'],
    salaryMin: 70_000,
    salaryMax: 90_000,
    salaryCurrency: 'EUR',
    postedAt: '2025-10-25T00:00:00.000Z',
    closedAt: null,
    snippet: '',
    ...overrides,
  };
}

const profile = (overrides: Partial<MatchProfile> = {}): MatchProfile => ({
  jobTitle: 'software engineer',
  location: 'Berlin',
  skills: ['TypeScript'],
  salaryMin: 60_000,
  yearsOfExperience: 3,
  ...overrides,
});

const now = new Date('2025-11-01T00:00:00Z');
const score = (p: MatchProfile, j: JobPosting) => scoreMatch(p, j, { now });
const points = (r: ReturnType<typeof scoreMatch>, factor: string) => r.reasons.find((x) => x.factor === factor)?.points;

describe('scoreMatch', () => {
  it('two halves of factors that add up to 100 each; the match is their product', () => {
    const sum = (half: 'search' | 'person') =>
      Object.entries(MATCH_WEIGHTS)
        .filter(([factor]) => MATCH_FACTOR_HALF[factor as MatchFactor] === half)
        .reduce((a, [, w]) => a + w, 0);
    expect(sum('search')).toBe(100);
    expect(sum('person')).toBe(100);
    const r = score(profile({ personTitle: 'Software Engineer' }), posting());
    const half = (which: 'search' | 'person') =>
      r.reasons.filter((x) => MATCH_FACTOR_HALF[x.factor] === which).reduce((a, b) => a + b.points, 0);
    expect(r.fit).toEqual({ search: half('search'), person: half('person') });
    expect(r.score).toBe(Math.round((half('search') * half('person')) / 100));
    expect(r.reasons.map((x) => x.factor)).toEqual([
      'title',
      'location',
      'salary',
      'recency',
      'occupation',
      'skills',
      'seniority',
    ]);
    for (const reason of r.reasons) expect(reason.max).toBe(MATCH_WEIGHTS[reason.factor]);
  });

  it('a perfect fit scores 100, and is deterministic', () => {
    const all = profile({
      skills: ['TypeScript', 'PostgreSQL', 'Docker', 'Kubernetes'],
      personTitle: 'Software Engineer',
    });
    expect(score(all, posting())).toEqual(score(all, posting()));
    expect(score(all, posting()).score).toBe(100);
  });

  it('scores the person, not only the typed title: another occupation gets a low number (issue 35)', () => {
    // A front-end engineer types "Product Manager": the posting fits the search, not the person.
    const frontEnd = profile({
      jobTitle: 'Product Manager',
      personTitle: 'Software Engineer (Front-End)',
      skills: ['React', 'TypeScript', 'JavaScript', 'Jira', 'Agile'],
      location: 'remote',
      salaryMin: null,
      yearsOfExperience: 4,
    });
    const pm = posting({
      title: 'Product Manager',
      location: 'Remote',
      remote: true,
      skills: ['Jira', 'Agile', 'SQL'],
    });
    const r = score(frontEnd, pm);
    expect(r.fit.search).toBeGreaterThanOrEqual(90);
    expect(points(r, 'occupation')).toBe(0);
    expect(r.reasons.find((x) => x.factor === 'occupation')?.detail).toBe(
      'Another occupation than yours (Software Engineer (Front-End))',
    );
    expect(r.score).toBeLessThan(40);
    expect(isMatch(r.score)).toBe(false);
    // A product manager typing the same title gets a high one.
    const productManager = score({ ...frontEnd, personTitle: 'Senior Product Manager' }, pm);
    expect(productManager.score).toBeGreaterThanOrEqual(MATCH_SCORE_THRESHOLD);
    // And the front-end engineer's own job scores high for them.
    const own = score(
      { ...frontEnd, jobTitle: 'Frontend Engineer' },
      posting({ title: 'Frontend Engineer', location: 'Remote', remote: true, skills: ['React', 'TypeScript'] }),
    );
    expect(own.score).toBeGreaterThanOrEqual(85);
  });

  it('without anything known of the person, the match is the search half alone, and says how to add it', () => {
    const r = score(profile({ skills: [], yearsOfExperience: null, personTitle: null }), posting());
    expect(r.fit.person).toBeNull();
    expect(r.score).toBe(r.fit.search);
    expect(r.reasons.find((x) => x.factor === 'occupation')?.detail).toMatch(/add it in Settings or upload a resume/);
  });

  it('more skill overlap never lowers the score; skills are compared against the shorter list', () => {
    const skills = ['TypeScript', 'PostgreSQL', 'Docker', 'Kubernetes'];
    const scores = [0, 1, 2, 3, 4].map((n) => score(profile({ skills: skills.slice(0, n) }), posting()).score);
    for (let i = 1; i < scores.length; i++) expect(scores[i]).toBeGreaterThanOrEqual(scores[i - 1] as number);
    // Two skills, both named: full points, however long the posting's own list.
    const long = posting({ skills: [...skills, ...Array.from({ length: 30 }, (_, i) => `Skill ${i}`)] });
    expect(points(score(profile({ skills: ['typescript', 'Docker'] }), long), 'skills')).toBe(MATCH_WEIGHTS.skills);
    const r = score(profile({ skills: ['TypeScript', 'Docker', 'Rust', 'Go'] }), posting());
    expect(points(r, 'skills')).toBe(15);
    expect(r.reasons.find((x) => x.factor === 'skills')?.detail).toBe('It names 2 of your skills: TypeScript, Docker');
    // Nothing to compare: half, and said.
    expect(points(score(profile(), posting({ skills: [] })), 'skills')).toBe(15);
  });

  it('the typed title wins among postings: an exact title with no shared skill outranks a related title with every skill', () => {
    const me = profile({
      jobTitle: 'Electrical Engineer',
      personTitle: 'Electrical Engineer',
      location: 'Austin, TX',
      skills: ['Python', 'PyTorch'],
    });
    const exact = score(me, posting({ title: 'Electrical Engineer', location: 'Austin, TX', skills: ['Altium'] }));
    const near = score(me, posting({ title: 'Senior Electrical Engineer, Power Systems', location: 'Austin, TX' }));
    const ml = score(
      me,
      posting({ title: 'Machine Learning Engineer', location: 'Austin, TX', skills: ['Python', 'PyTorch'] }),
    );
    expect(exact.titleMatch).toBe('exact');
    expect(near.titleMatch).toBe('near-exact');
    expect(ml.titleMatch).not.toMatch(/exact/);
    expect(exact.score).toBeGreaterThan(ml.score);
    expect(near.score).toBeGreaterThan(ml.score);
    // Shared skills of a job far from the person's count at half, and say so.
    expect(points(ml, 'skills')).toBe(MATCH_WEIGHTS.skills / 2);
    expect(ml.reasons.find((x) => x.factor === 'skills')?.detail).toMatch(/counted at half/);
    expect(isMatch(exact.score)).toBe(true);
    expect(isMatch(ml.score)).toBe(false);
  });

  it('an unrelated title never reaches the threshold, whatever else fits', () => {
    const all = profile({ skills: ['TypeScript', 'PostgreSQL', 'Docker', 'Kubernetes'], salaryMin: null });
    const nurse = score(all, posting({ title: 'Registered Nurse' }));
    expect(points(nurse, 'title')).toBe(0);
    expect(nurse.score).toBeLessThan(MATCH_SCORE_THRESHOLD);
  });

  it('location: the city, remote open to the country, a move within it, another region', () => {
    const nyc = profile({ location: 'New York, NY' });
    const at = (location: string, remote = false) => points(score(nyc, posting({ location, remote })), 'location');
    expect(at('New York City')).toBe(30);
    expect(at('NYC Office')).toBe(30);
    expect(at('Remote (United States | Canada)', true)).toBe(24);
    expect(at('Remote', true)).toBe(24);
    expect(at('Austin, TX')).toBe(10);
    expect(at('Remote EMEA', true)).toBe(0);
    expect(at('London, United Kingdom')).toBe(0);
    const remote = profile({ location: 'remote' });
    expect(points(score(remote, posting({ remote: true, location: 'Remote' })), 'location')).toBe(30);
    // Remote within a named place, when we do not know where the candidate lives: probably open.
    expect(points(score(remote, posting({ remote: true })), 'location')).toBe(24);
    expect(points(score(remote, posting({ remote: false })), 'location')).toBe(0);
    // No place named: every place suits.
    expect(points(score(profile({ location: '' }), posting()), 'location')).toBe(30);
  });

  it('salary: reaches the floor, unknown, below; a range from 0 or absurdly wide is no salary (issue 35)', () => {
    expect(points(score(profile(), posting()), 'salary')).toBe(10);
    expect(points(score(profile(), posting({ salaryMin: null, salaryMax: null })), 'salary')).toBe(5);
    expect(points(score(profile({ salaryMin: 100_000 }), posting()), 'salary')).toBe(0);
    expect(points(score(profile({ salaryMin: null }), posting({ salaryMin: null, salaryMax: null })), 'salary')).toBe(
      10,
    );
    // "$0 - $750K" and "$1 - $500,000" state nothing: no boost for reaching a floor.
    const zero = posting({ salaryMin: 0, salaryMax: 750_000, salaryCurrency: 'USD' });
    const wide = posting({ salaryMin: 1, salaryMax: 500_000, salaryCurrency: 'USD' });
    for (const p of [zero, wide]) {
      expect(points(score(profile({ salaryMin: 100_000 }), p), 'salary')).toBe(5);
      expect(formatSalaryRange(p)).toBe('');
      expect(statedSalary(p)).toBeNull();
    }
    expect(statedSalary(posting({ salaryMin: 60_000, salaryMax: 180_000 }))).toEqual({ min: 60_000, max: 180_000 });
  });

  it('seniority: by years, or by the level asked for or the typed title without a resume', () => {
    expect(points(score(profile({ yearsOfExperience: 3 }), posting()), 'seniority')).toBe(20);
    expect(points(score(profile({ yearsOfExperience: 7 }), posting()), 'seniority')).toBe(10);
    expect(
      points(score(profile({ yearsOfExperience: 7 }), posting({ title: 'Software Engineering Intern' })), 'seniority'),
    ).toBe(0);
    expect(
      points(score(profile({ yearsOfExperience: 12 }), posting({ title: 'Staff Software Engineer' })), 'seniority'),
    ).toBe(20);
    const unknown = profile({ yearsOfExperience: null, jobTitle: 'Backend Engineer' });
    expect(points(score(unknown, posting({ title: 'Backend Engineer' })), 'seniority')).toBe(20);
    expect(points(score(unknown, posting({ title: 'Senior Backend Engineer' })), 'seniority')).toBe(10);
    const asked = profile({ yearsOfExperience: null, levels: ['senior', 'lead'] });
    expect(points(score(asked, posting({ title: 'Senior Backend Engineer' })), 'seniority')).toBe(20);
  });

  it('recency: fresh scores, a posting past the stale age is probably filled; no date, half', () => {
    const at = (postedAt: string | null) => points(score(profile(), posting({ postedAt })), 'recency');
    expect(at('2025-10-25T00:00:00Z')).toBe(10);
    expect(at('2025-09-15T00:00:00Z')).toBe(8);
    expect(at('2025-08-15T00:00:00Z')).toBe(0);
    expect(at('2021-10-01T00:00:00Z')).toBe(0);
    expect(at(null)).toBe(5);
    const old = score(profile(), posting({ postedAt: '2021-10-01T00:00:00Z' }));
    expect(old.reasons.find((x) => x.factor === 'recency')?.detail).toMatch(/probably filled/);
  });

  it('stale: older than STALE_POSTING_DAYS, or closed; an undated posting is not', () => {
    const day = 24 * 3600 * 1000;
    const ago = (days: number) => new Date(now.getTime() - days * day).toISOString();
    expect(isStale(posting({ postedAt: ago(STALE_POSTING_DAYS - 1) }), now)).toBe(false);
    expect(isStale(posting({ postedAt: ago(STALE_POSTING_DAYS + 1) }), now)).toBe(true);
    expect(isStale(posting({ postedAt: null }), now)).toBe(false);
    expect(isStale(posting({ closedAt: ago(1) }), now)).toBe(true);
    expect(score(profile(), posting({ postedAt: ago(407) })).stale).toBe(true);
  });

  it('levels of years and titles', () => {
    expect(levelFromYears(1)).toBe('entry');
    expect(levelFromYears(3)).toBe('mid');
    expect(levelFromYears(8)).toBe('senior');
    expect(stepFromYears(10)).toBe('lead');
    expect(stepFromTitle('Staff Backend Engineer')).toBe('lead');
    expect(stepFromTitle('Sr. Product Designer')).toBe('senior');
    expect(stepFromTitle('Data Scientist I')).toBe('entry');
    expect(stepFromTitle('Electrical Engineering Intern - Winter')).toBe('entry');
    expect(stepFromTitle('Product Designer')).toBe('mid');
  });

  it('formats salary ranges', () => {
    expect(formatSalaryRange(posting())).toBe('EUR 70,000 - 90,000 a year');
    expect(formatSalaryRange(posting({ salaryMax: null }))).toBe('EUR 70,000+ a year');
    // A top alone is a ceiling, not the pay.
    expect(formatSalaryRange(posting({ salaryMin: null }))).toBe('up to EUR 90,000 a year');
    expect(formatSalaryRange(posting({ salaryMin: null, salaryMax: null }))).toBe('');
  });
});

describe('the person occupation read from the resume', () => {
  it('stands for a title whose words alone name another occupation', () => {
    const qa = posting({ title: 'QA Engineer', skills: [] });
    const byTitle = score(profile({ personTitle: 'Testing Engineer' }), qa);
    const byResume = score(profile({ personTitle: 'Testing Engineer', personOccupation: '15-1253.00' }), qa);
    expect(points(byResume, 'occupation')).toBeGreaterThan(points(byTitle, 'occupation') ?? 0);
    expect(points(byResume, 'occupation')).toBe(MATCH_WEIGHTS.occupation);
  });
});

describe('the seniority reason in words', () => {
  it('says "An entry-level role", not "A entry-level role"', () => {
    const r = score(profile({ yearsOfExperience: 7 }), posting({ title: 'Software Engineering Intern' }));
    const text = r.reasons.find((x) => x.factor === 'seniority')?.detail ?? '';
    expect(text).toMatch(/^An? \w/);
    expect(text).not.toMatch(/^A [aeiou]/i);
  });
});
