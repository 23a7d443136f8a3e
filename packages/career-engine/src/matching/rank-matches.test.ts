import { type JobPosting, MATCH_SCORE_THRESHOLD } from '@careerloom/contract';
import { describe, expect, it } from 'vitest';
import { experienceForYears, experienceSteps, fitsLevels, type MatchProfile } from './match-score';
import { passesMatchFilters, rankMatches, sameJobKey } from './rank-matches';
import { placeFit, regionsOf } from './where';

const now = new Date('2025-11-01T00:00:00Z');

function posting(overrides: Partial<JobPosting> = {}): JobPosting {
  return {
    id: 1,
    source: 'ashby',
    board: 'acme',
    title: 'Account Executive',
    company: 'Acme',
    location: 'New York, NY',
    remote: false,
    employmentType: null,
    department: null,
    url: 'https://example.com/1',
    applyUrl: null,
    skills: ['Salesforce'],
    salaryMin: null,
    salaryMax: null,
    salaryCurrency: null,
    postedAt: '2025-10-25T00:00:00.000Z',
    closedAt: null,
    snippet: '',
    ...overrides,
  };
}
const me: MatchProfile = {
  jobTitle: 'Account Executive',
  location: 'New York, NY',
  skills: ['Salesforce'],
  salaryMin: null,
  yearsOfExperience: 3,
};

describe('rankMatches', () => {
  it('one result per job: same company and title on two boards or in two places', () => {
    const a = posting({ id: 1, title: 'Account Executive', company: 'Ramp', location: 'New York, NY' });
    const b = posting({ id: 2, title: 'Account Executive ', company: 'Ramp', board: 'other', location: 'London' });
    const c = posting({ id: 3, title: 'Account Executive', company: 'Vanta', location: 'New York, NY' });
    expect(sameJobKey(a)).toBe(sameJobKey(b));
    const { ranked } = rankMatches(me, [b, a, c], { now });
    expect(ranked.map((r) => r.posting.id)).toEqual([1, 3]);
  });

  it('fresher first among equal scores; matching counts the threshold only', () => {
    const old = posting({
      id: 1,
      title: 'Account Executive',
      company: 'A',
      location: 'NYC',
      postedAt: '2025-10-05T00:00:00Z',
    });
    const fresh = posting({
      id: 2,
      title: 'Account Executive',
      company: 'B',
      location: 'NYC',
      postedAt: '2025-10-10T00:00:00Z',
    });
    const nurse = posting({ id: 3, title: 'Registered Nurse', company: 'C', location: 'NYC' });
    const { ranked, matching } = rankMatches(me, [old, nurse, fresh], { now });
    expect(ranked[0]?.score).toBe(ranked[1]?.score);
    expect(ranked.map((r) => r.posting.id)).toEqual([2, 1, 3]);
    expect(matching).toBe(2);
    expect(ranked.filter((r) => r.score >= MATCH_SCORE_THRESHOLD)).toHaveLength(2);
  });

  it('stale postings are hidden unless asked for, and then never rank above fresh ones (issue 35)', () => {
    // Posted 407 days before `now`: probably filled, however well it fits.
    const old = posting({ id: 1, company: 'A', skills: ['Salesforce', 'HubSpot'], postedAt: '2024-09-20T00:00:00Z' });
    const fresh = posting({ id: 2, company: 'B', title: 'Senior Account Executive', postedAt: '2025-10-20T00:00:00Z' });
    const hidden = rankMatches(me, [old, fresh], { now });
    expect(hidden.ranked.map((r) => r.posting.id)).toEqual([2]);
    expect(hidden.staleMatching).toBe(1);
    const shown = rankMatches({ ...me, includeStale: true }, [old, fresh], { now });
    expect(shown.ranked.map((r) => r.posting.id)).toEqual([2, 1]);
    expect(shown.ranked[1]?.stale).toBe(true);
    // Counted apart: a stale posting is never a match.
    expect(shown.matching).toBe(hidden.matching);
    // The same job on two boards, one copy stale: the fresh copy is the one kept.
    const copy = posting({ id: 3, company: 'B', title: 'Senior Account Executive', postedAt: '2024-01-01T00:00:00Z' });
    const deduped = rankMatches({ ...me, includeStale: true }, [copy, fresh], { now });
    expect(deduped.ranked.map((r) => r.posting.id)).toEqual([2]);
  });

  it('remote only and posted within are filters, not scores', () => {
    const onsite = posting({ remote: false });
    const remote = posting({ remote: true, postedAt: '2023-01-01T00:00:00Z' });
    expect(passesMatchFilters({ ...me, remoteOnly: true }, onsite)).toBe(false);
    expect(passesMatchFilters({ ...me, remoteOnly: true }, remote)).toBe(true);
    expect(passesMatchFilters({ ...me, postedWithinDays: 30 }, remote, { now })).toBe(false);
    expect(passesMatchFilters({ ...me, postedWithinDays: 30 }, posting({ postedAt: null }), { now })).toBe(false);
    expect(passesMatchFilters({ ...me, postedWithinDays: 30 }, posting(), { now })).toBe(true);
  });
});

describe('where', () => {
  it('reads countries and regions from free-text places', () => {
    expect([...regionsOf('Austin, TX')]).toEqual(['us']);
    expect(regionsOf('Remote (United States | Canada)').has('ca')).toBe(true);
    expect([...regionsOf('Remote EMEA')]).toEqual(['europe']);
    expect(regionsOf('Anywhere').has('anywhere')).toBe(true);
    expect(regionsOf('Remote').size).toBe(0);
  });

  it('a remote posting limited to another region counts only when remote is all that is asked', () => {
    expect(placeFit('New York, NY', false, 'Remote - Canada', true).share).toBe(0);
    expect(placeFit('New York, NY', true, 'Remote - Canada', true).share).toBe(0.2);
    expect(placeFit('San Francisco, CA', false, 'Bay Area', false).share).toBe(1);
  });

  it('remote work for someone who lives somewhere: open to their country or region, not to another country', () => {
    const share = (location: string, home: string) => placeFit('remote', true, location, true, home).share;
    expect(share('Remote', 'Berlin, Germany')).toBe(1);
    expect(share('Remote - Germany', 'Berlin')).toBe(1);
    expect(share('Remote - EMEA', 'Berlin')).toBe(1);
    expect(share('Remote (North America)', 'Mountain View, CA')).toBe(1);
    expect(share('Cyprus', 'Berlin')).toBe(0.2);
    expect(share('Cyprus', 'New York, NY')).toBe(0.2);
    expect(share('Remote - US', 'Berlin')).toBe(0.2);
    expect(placeFit('remote', true, 'Cyprus', true, 'Berlin').detail).toBe(
      'Remote, but limited to Cyprus; you are in Berlin',
    );
    // Not knowing where the person lives, remote within a named place is said to be so.
    expect(placeFit('remote', true, 'Cyprus', true).detail).toBe('Remote within Cyprus: check it hires where you live');
    expect(placeFit('remote', true, 'Cyprus', true).detail).not.toMatch(/as you want/);
  });

  it('a city: postings there, or remote ones open to its country; elsewhere is a move', () => {
    expect(placeFit('Berlin', false, 'Berlin, Germany', false).share).toBe(1);
    expect(placeFit('Berlin', false, 'Remote - Germany', true).share).toBe(0.8);
    expect(placeFit('Berlin', false, 'Munich, Germany', false).share).toBeCloseTo(1 / 3);
    expect(placeFit('Berlin', false, 'Cyprus', true).share).toBe(0);
    const berlin: MatchProfile = { ...me, jobTitle: 'Account Executive', location: 'Berlin', placeOnly: true };
    const at = (location: string, remote = false) => passesMatchFilters(berlin, posting({ location, remote }));
    expect(at('Berlin')).toBe(true);
    expect(at('Remote - EMEA', true)).toBe(true);
    expect(at('Munich, Germany')).toBe(false);
    expect(at('Cyprus', true)).toBe(false);
    expect(at('New York, NY')).toBe(false);
  });
});

describe('experience levels', () => {
  it('reads the levels asked for, as offered or in words', () => {
    expect(experienceSteps('entry to mid-level')).toEqual(['entry', 'mid']);
    expect(experienceSteps('senior and above')).toEqual(['senior', 'lead']);
    expect(experienceSteps('junior')).toEqual(['entry']);
    expect(experienceSteps('Senior to principal')).toEqual(['senior', 'lead']);
    expect(experienceSteps('3-5 years')).toEqual(['mid', 'senior']);
    expect(experienceSteps('')).toBeNull();
    expect(experienceSteps('whatever fits')).toBeNull();
  });

  it('maps years of experience to the level to search', () => {
    expect([0, 1.8, 3, 6, 12].map(experienceForYears)).toEqual([
      'entry level',
      'entry level',
      'mid-level',
      'senior',
      'senior and above',
    ]);
  });

  it('no principal for entry level, no intern for a senior; a title naming no level fits any', () => {
    const entry = experienceSteps('entry level') ?? [];
    const senior = experienceSteps('senior') ?? [];
    expect(fitsLevels(entry, 'Principal Engineer')).toBe(false);
    expect(fitsLevels(entry, 'Senior Engineer')).toBe(false);
    expect(fitsLevels(entry, 'Junior Engineer')).toBe(true);
    expect(fitsLevels(senior, 'Software Engineering Intern')).toBe(false);
    expect(fitsLevels(senior, 'Staff Engineer')).toBe(false);
    for (const levels of [entry, senior]) expect(fitsLevels(levels, 'Software Engineer')).toBe(true);
    const wanted: MatchProfile = { ...me, levels: entry };
    expect(passesMatchFilters(wanted, posting({ title: 'Senior Account Executive' }))).toBe(false);
    expect(passesMatchFilters(wanted, posting({ title: 'Account Executive' }))).toBe(true);
  });
});

describe('ranking order', () => {
  it('a matching posting worded exactly as typed comes first, even when near-exact ones share more skills', () => {
    const typed: MatchProfile = { ...me, jobTitle: 'Account Executive (m/f/d)', skills: ['Salesforce', 'HubSpot'] };
    const near = posting({ id: 1, company: 'Ramp', title: 'Account Executive', skills: ['Salesforce', 'HubSpot'] });
    const worded = posting({ id: 2, company: 'Vanta', title: 'Account Executive (m/f/d)', skills: [] });
    const { ranked } = rankMatches(typed, [near, worded]);
    expect(ranked.map((r) => r.posting.id)).toEqual([2, 1]);
  });
});
