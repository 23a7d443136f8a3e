import type { JobPosting } from '@careerloom/contract';
import { describe, expect, it } from 'vitest';
import { formatSalaryRange, levelFromYears, MATCH_WEIGHTS, type MatchProfile, scoreMatch } from './match-score';

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
    postedAt: '2025-10-01T00:00:00.000Z',
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

const points = (r: ReturnType<typeof scoreMatch>, factor: string) => r.reasons.find((x) => x.factor === factor)?.points;

describe('scoreMatch', () => {
  it('weights add up to 100 and the score is the sum of the reasons', () => {
    expect(Object.values(MATCH_WEIGHTS).reduce((a, b) => a + b, 0)).toBe(100);
    const r = scoreMatch(profile(), posting());
    expect(r.score).toBe(r.reasons.reduce((a, b) => a + b.points, 0));
    expect(r.reasons.map((x) => x.factor)).toEqual(['skills', 'title', 'location', 'salary', 'seniority']);
    for (const reason of r.reasons) expect(reason.max).toBe(MATCH_WEIGHTS[reason.factor]);
  });

  it('a perfect fit scores 100, and is deterministic', () => {
    const all = profile({ skills: ['TypeScript', 'PostgreSQL', 'Docker', 'Kubernetes'] });
    expect(scoreMatch(all, posting())).toEqual(scoreMatch(all, posting()));
    expect(scoreMatch(all, posting()).score).toBe(100);
  });

  it('more skill overlap never lowers the score, and each added skill raises it', () => {
    const skills = ['TypeScript', 'PostgreSQL', 'Docker', 'Kubernetes'];
    const scores = [0, 1, 2, 3, 4].map((n) => scoreMatch(profile({ skills: skills.slice(0, n) }), posting()).score);
    for (let i = 1; i < scores.length; i++) expect(scores[i]).toBeGreaterThan(scores[i - 1] as number);
    const r = scoreMatch(profile({ skills: ['TypeScript', 'Docker'] }), posting());
    expect(r.reasons[0]?.detail).toBe('You have 2 of the 4 skills it names: TypeScript, Docker');
    expect(points(r, 'skills')).toBe(20);
  });

  it('skills match case-insensitively; a posting naming none gives no skill points', () => {
    expect(points(scoreMatch(profile({ skills: ['typescript'] }), posting()), 'skills')).toBe(10);
    const none = scoreMatch(profile(), posting({ skills: [] }));
    expect(points(none, 'skills')).toBe(0);
    expect(none.reasons[0]?.detail).toMatch(/names no skills/);
  });

  it('title: exact beats same family beats unrelated', () => {
    const exact = points(scoreMatch(profile(), posting()), 'title') as number;
    const family = points(scoreMatch(profile(), posting({ title: 'Backend Developer' })), 'title') as number;
    const other = points(scoreMatch(profile(), posting({ title: 'Registered Nurse' })), 'title') as number;
    expect(exact).toBe(25);
    expect(other).toBe(0);
    expect(family).toBeLessThan(exact);
    expect(family).toBeGreaterThanOrEqual(other);
  });

  it('location: place match, remote for a remote wish, remote as a near fit, elsewhere', () => {
    expect(points(scoreMatch(profile(), posting()), 'location')).toBe(15);
    expect(points(scoreMatch(profile({ location: 'remote' }), posting({ remote: true })), 'location')).toBe(15);
    expect(points(scoreMatch(profile({ location: 'remote' }), posting()), 'location')).toBe(0);
    expect(points(scoreMatch(profile(), posting({ location: 'Anywhere', remote: true })), 'location')).toBe(12);
    expect(points(scoreMatch(profile(), posting({ location: 'Paris, France' })), 'location')).toBe(0);
  });

  it('salary: reaches the floor, unknown, below', () => {
    expect(points(scoreMatch(profile({ salaryMin: 90_000 }), posting()), 'salary')).toBe(10);
    expect(points(scoreMatch(profile({ salaryMin: 95_000 }), posting()), 'salary')).toBe(0);
    expect(points(scoreMatch(profile(), posting({ salaryMin: null, salaryMax: null })), 'salary')).toBe(5);
    expect(points(scoreMatch(profile({ salaryMin: null }), posting()), 'salary')).toBe(10);
  });

  it('seniority: same level, one step apart, two apart, unknown', () => {
    expect(levelFromYears(1)).toBe('entry');
    expect(levelFromYears(3)).toBe('mid');
    expect(levelFromYears(8)).toBe('senior');
    expect(
      points(
        scoreMatch(profile({ yearsOfExperience: 8 }), posting({ title: 'Senior Software Engineer' })),
        'seniority',
      ),
    ).toBe(10);
    expect(
      points(
        scoreMatch(profile({ yearsOfExperience: 3 }), posting({ title: 'Senior Software Engineer' })),
        'seniority',
      ),
    ).toBe(5);
    expect(
      points(
        scoreMatch(profile({ yearsOfExperience: 0 }), posting({ title: 'Senior Software Engineer' })),
        'seniority',
      ),
    ).toBe(0);
    expect(points(scoreMatch(profile({ yearsOfExperience: null }), posting()), 'seniority')).toBe(5);
  });

  it('formats salary ranges', () => {
    expect(formatSalaryRange(posting())).toBe('EUR 70,000 - 90,000 a year');
    expect(formatSalaryRange(posting({ salaryMax: null }))).toBe('EUR 70,000+ a year');
    expect(formatSalaryRange(posting({ salaryMin: null, salaryMax: null }))).toBe('');
  });
});
