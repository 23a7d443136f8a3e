import { type JobPosting, MATCH_SCORE_THRESHOLD } from '@careerloom/contract';
import { describe, expect, it } from 'vitest';
import {
  formatSalaryRange,
  isMatch,
  levelFromYears,
  MATCH_WEIGHTS,
  type MatchProfile,
  scoreMatch,
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
  it('weights add up to 100, the title weighs most, and the score is the sum of the reasons', () => {
    expect(Object.values(MATCH_WEIGHTS).reduce((a, b) => a + b, 0)).toBe(100);
    expect(Math.max(...Object.values(MATCH_WEIGHTS))).toBe(MATCH_WEIGHTS.title);
    const r = score(profile(), posting());
    expect(r.score).toBe(r.reasons.reduce((a, b) => a + b.points, 0));
    expect(r.reasons.map((x) => x.factor)).toEqual(['title', 'skills', 'location', 'seniority', 'salary', 'recency']);
    for (const reason of r.reasons) expect(reason.max).toBe(MATCH_WEIGHTS[reason.factor]);
  });

  it('a perfect fit scores 100, and is deterministic', () => {
    const all = profile({ skills: ['TypeScript', 'PostgreSQL', 'Docker', 'Kubernetes'] });
    expect(score(all, posting())).toEqual(score(all, posting()));
    expect(score(all, posting()).score).toBe(100);
  });

  it('more skill overlap never lowers the score; skills are compared against the shorter list', () => {
    const skills = ['TypeScript', 'PostgreSQL', 'Docker', 'Kubernetes'];
    const scores = [0, 1, 2, 3, 4].map((n) => score(profile({ skills: skills.slice(0, n) }), posting()).score);
    for (let i = 1; i < scores.length; i++) expect(scores[i]).toBeGreaterThanOrEqual(scores[i - 1] as number);
    // Two skills, both named: full points, however long the posting's own list.
    const long = posting({ skills: [...skills, ...Array.from({ length: 30 }, (_, i) => `Skill ${i}`)] });
    expect(points(score(profile({ skills: ['typescript', 'Docker'] }), long), 'skills')).toBe(MATCH_WEIGHTS.skills);
    const r = score(profile({ skills: ['TypeScript', 'Docker', 'Rust', 'Go'] }), posting());
    expect(points(r, 'skills')).toBe(10);
    expect(r.reasons.find((x) => x.factor === 'skills')?.detail).toBe('It names 2 of your skills: TypeScript, Docker');
    expect(points(score(profile(), posting({ skills: [] })), 'skills')).toBe(0);
  });

  it('the typed title wins: an exact title with no shared skill outranks a related title with every skill', () => {
    const me = profile({ jobTitle: 'Electrical Engineer', location: 'Austin, TX', skills: ['Python', 'PyTorch'] });
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
    // Shared skills of another job count at half, and say so.
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
    expect(at('New York City')).toBe(20);
    expect(at('NYC Office')).toBe(20);
    expect(at('Remote (United States | Canada)', true)).toBe(16);
    expect(at('Remote', true)).toBe(16);
    expect(at('Austin, TX')).toBe(7);
    expect(at('Remote EMEA', true)).toBe(0);
    expect(at('London, United Kingdom')).toBe(0);
    const remote = profile({ location: 'remote' });
    expect(points(score(remote, posting({ remote: true, location: 'Remote' })), 'location')).toBe(20);
    // Remote within a named place, when we do not know where the candidate lives: probably open.
    expect(points(score(remote, posting({ remote: true })), 'location')).toBe(16);
    expect(points(score(remote, posting({ remote: false })), 'location')).toBe(0);
    // No place named: every place suits.
    expect(points(score(profile({ location: '' }), posting()), 'location')).toBe(20);
  });

  it('salary: reaches the floor, unknown, below', () => {
    expect(points(score(profile(), posting()), 'salary')).toBe(5);
    expect(points(score(profile(), posting({ salaryMin: null, salaryMax: null })), 'salary')).toBe(3);
    expect(points(score(profile({ salaryMin: 100_000 }), posting()), 'salary')).toBe(0);
    expect(points(score(profile({ salaryMin: null }), posting({ salaryMin: null, salaryMax: null })), 'salary')).toBe(
      5,
    );
  });

  it('seniority: by years, or by the typed title without a resume', () => {
    expect(points(score(profile({ yearsOfExperience: 3 }), posting()), 'seniority')).toBe(10);
    expect(points(score(profile({ yearsOfExperience: 7 }), posting()), 'seniority')).toBe(5);
    expect(
      points(score(profile({ yearsOfExperience: 7 }), posting({ title: 'Software Engineering Intern' })), 'seniority'),
    ).toBe(0);
    expect(
      points(score(profile({ yearsOfExperience: 12 }), posting({ title: 'Staff Software Engineer' })), 'seniority'),
    ).toBe(10);
    const unknown = profile({ yearsOfExperience: null, jobTitle: 'Backend Engineer' });
    expect(points(score(unknown, posting({ title: 'Backend Engineer' })), 'seniority')).toBe(10);
    expect(points(score(unknown, posting({ title: 'Senior Backend Engineer' })), 'seniority')).toBe(5);
  });

  it('recency: fresher scores more, two-year-old postings nothing; no date, no points', () => {
    const at = (postedAt: string | null) => points(score(profile(), posting({ postedAt })), 'recency');
    expect(at('2025-10-25T00:00:00Z')).toBe(5);
    expect(at('2025-08-15T00:00:00Z')).toBe(4);
    expect(at('2025-06-01T00:00:00Z')).toBe(2);
    expect(at('2025-01-01T00:00:00Z')).toBe(1);
    expect(at('2023-10-01T00:00:00Z')).toBe(0);
    expect(at(null)).toBe(0);
    expect(points(scoreMatch(profile(), posting()), 'recency')).toBe(0);
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
    expect(formatSalaryRange(posting({ salaryMin: null, salaryMax: null }))).toBe('');
  });
});
