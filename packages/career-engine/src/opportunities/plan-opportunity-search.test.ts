import { opportunitySearchPlanSchema } from '@careerloom/contract';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { getSkillExtractor } from '../skills/extract-skills';
import { familyFromSkills, familySkills } from './family-skills';
import { JOB_BOARDS } from './job-boards';
import { type OpportunitySearchInput, planOpportunitySearch } from './plan-opportunity-search';
import { baseTitle, seniorityVariants } from './role-titles';
import { parseExperience, parseLocation, parseSectors } from './search-context';
import { term } from './search-queries';

const skills = getSkillExtractor();
const extractSkills = (text: string) => skills.extract(text).map((s) => s.name);
const plan = (input: Partial<OpportunitySearchInput>) =>
  planOpportunitySearch({
    keywords: 'software developer',
    location: 'remote',
    experience: 'entry to mid-level',
    extractSkills,
    ...input,
  });
const boardNames = (input: Partial<OpportunitySearchInput>) => plan(input).recommended_boards.map((b) => b.name);

describe('reading the search fields', () => {
  it('tells remote from a place, keeps the country a remote search is limited to, and knows the market', () => {
    expect(parseLocation('remote')).toEqual({ remote: true, place: null, region: null });
    expect(parseLocation('Remote (US only)')).toMatchObject({ remote: true, region: 'us' });
    expect(parseLocation('Berlin')).toEqual({ remote: false, place: 'Berlin', region: 'de' });
    expect(parseLocation('Cambridge, MA')).toMatchObject({ remote: false, region: 'us' });
    expect(parseLocation('Cambridge')).toMatchObject({ region: 'uk' });
    expect(parseLocation('London or remote')).toMatchObject({ remote: true, place: 'London', region: 'uk' });
    expect(parseLocation('Lagos')).toMatchObject({ remote: false, place: 'Lagos', region: 'other' });
  });

  it('reads levels from words, ranges and years, falling back to the seniority in the keywords', () => {
    expect(parseExperience('entry to mid-level').levels).toEqual(['entry', 'mid']);
    expect(parseExperience('senior').levels).toEqual(['senior']);
    expect(parseExperience('2-6 years').levels).toEqual(['entry', 'mid']);
    expect(parseExperience('10+ years').levels).toEqual(['senior']);
    expect(parseExperience('', 'Senior Data Analyst').levels).toEqual(['senior']);
    expect(parseExperience('').levels).toEqual(['mid']);
    expect(parseExperience('student looking for an internship')).toEqual({ levels: ['entry'], student: true });
  });

  it('finds the title in keywords that mix a title, seniority and skills', () => {
    expect(baseTitle('senior data analyst SQL Tableau')).toBe('Data Analyst');
    expect(baseTitle('ux designer')).toBe('UX Designer');
    expect(baseTitle('react typescript')).toBeNull();
  });

  it('names employer sectors that have boards of their own', () => {
    expect(parseSectors('policy analyst government')).toEqual(['public']);
    expect(parseSectors('nonprofit program coordinator')).toEqual(['nonprofit']);
    expect(parseSectors('software developer')).toEqual([]);
  });

  it('writes titles the way employers post them at each level', () => {
    expect(seniorityVariants('Software Developer', 'software-engineering', ['entry', 'mid'])).toEqual([
      'Junior Software Developer',
      'Associate Software Developer',
      'Software Developer I',
      'Software Developer',
      'Software Developer II',
    ]);
    expect(seniorityVariants('Registered Nurse', 'healthcare', ['entry'])).toEqual([
      'Graduate Registered Nurse',
      'Entry Level Registered Nurse',
    ]);
    expect(seniorityVariants('Product Designer', 'ux-design', ['senior'])).toEqual([
      'Senior Product Designer',
      'Lead Product Designer',
    ]);
  });

  it('quotes search terms that are not a single plain word', () => {
    expect(term('SQL')).toBe('SQL');
    expect(term('C++')).toBe('"C++"');
    expect(term('Data Analyst')).toBe('"Data Analyst"');
  });
});

describe('role families from the interview bank', () => {
  it('takes the skills a family is interviewed on from the bank, most frequent first', () => {
    expect(familySkills('frontend')[0]).toBe('JavaScript');
    expect(familySkills('devops-sre')).toContain('Kubernetes');
  });

  it('infers the family from skills when the keywords name no title', () => {
    expect(familyFromSkills(['React', 'TypeScript'])).toBe('frontend');
    expect(familyFromSkills(['Kubernetes', 'Terraform'])).toBe('devops-sre');
    expect(familyFromSkills([])).toBe('general');
  });
});

describe('planOpportunitySearch', () => {
  it('plans the default search: seniority variants, remote boards, queries and no resume yet', () => {
    const result = plan({});
    expect(result.guidance).toContain('software engineering roles at entry to mid level');
    expect(result.guidance).toContain('“Junior Software Developer”');
    expect(result.guidance).toContain('Software Engineer');
    expect(result.guidance).toContain('Add your resume');
    const names = result.recommended_boards.map((b) => b.name);
    expect(names).toEqual(expect.arrayContaining(['LinkedIn Jobs', 'Indeed', 'We Work Remotely']));
    expect(result.recommended_boards.length).toBeLessThanOrEqual(8);
    for (const board of result.recommended_boards) {
      expect(board.url).toMatch(/^https:\/\/[a-z0-9.-]+\.[a-z]{2,}\//);
      expect(board.why.length).toBeGreaterThan(40);
    }
    expect(result.search_queries[0]).toContain('"Software Developer"');
    expect(result.search_queries[0]).toContain('(remote OR "work from home")');
    expect(result.search_queries.some((q) => q.includes('NOT (Senior OR Lead'))).toBe(true);
    // Deterministic.
    expect(plan({})).toEqual(result);
  });

  it('recommends remote-only boards for remote searches and none for an office search', () => {
    const remoteOnly = new Set(JOB_BOARDS.filter((b) => b.remoteOnly).map((b) => b.name));
    const remote = boardNames({ location: 'remote' });
    const office = boardNames({ location: 'Chicago, IL' });
    expect(remote.filter((n) => remoteOnly.has(n)).length).toBeGreaterThanOrEqual(2);
    expect(office.filter((n) => remoteOnly.has(n))).toEqual([]);
    expect(plan({ location: 'Chicago, IL' }).search_queries[0]).toContain('AND Chicago');
  });

  it('recommends different boards for a data role and a design role', () => {
    const data = boardNames({ keywords: 'data analyst' });
    const design = boardNames({ keywords: 'product designer' });
    expect(design).toContain('Dribbble Jobs');
    expect(data).not.toContain('Dribbble Jobs');
    expect(data).toContain('Dice');
    expect(design).not.toContain('Dice');
  });

  it('uses national boards where the place is, and sector boards the keywords name', () => {
    expect(boardNames({ location: 'Sydney' })).toContain('SEEK');
    expect(boardNames({ location: 'remote' })).not.toContain('SEEK');
    expect(plan({ location: 'London' }).recommended_boards.find((b) => b.name === 'Indeed')?.url).toBe(
      'https://uk.indeed.com/',
    );
    expect(boardNames({ keywords: 'nonprofit program manager' })).toContain('Idealist');
    expect(boardNames({ keywords: 'policy analyst government', location: 'Washington, DC' })).toContain('USAJOBS');
    expect(boardNames({ keywords: 'policy analyst government', location: 'Berlin' })).not.toContain('USAJOBS');
  });

  it('lists no board that has closed or changed its name', () => {
    const names = JOB_BOARDS.map((b) => b.name.toLowerCase());
    for (const gone of ['hired', 'angellist', 'otta', 'stack overflow', 'kaggle', 'monster', 'careerbuilder']) {
      expect(names.some((n) => n.includes(gone))).toBe(false);
    }
  });

  it('grounds the guidance in the resume: skills to lead with, gaps, and a level mismatch', () => {
    const result = plan({
      keywords: 'frontend developer',
      location: 'Berlin',
      experience: 'junior',
      resume: {
        skills: ['React', 'CSS', 'Figma'],
        recentTitle: 'Web Developer',
        recentCompany: 'Acme',
        yearsOfExperience: 9,
      },
    });
    expect(result.guidance).toMatch(/most recently Web Developer at Acme\) shows [^.]*React/);
    expect(result.guidance).toMatch(/does not mention [^.]*JavaScript/);
    expect(result.guidance).toContain('about 9 years of experience, more than entry-level postings usually ask for');
    expect(result.networking_suggestions.some((s) => s.includes('former colleagues from Acme'))).toBe(true);
    expect(result.networking_suggestions.some((s) => s.includes('in Berlin'))).toBe(true);
    expect(result.search_queries.join('\n')).toContain('React');
  });

  it('reports the skills in the keywords and uses them in the searches', () => {
    const result = plan({ keywords: 'Python developer Django PostgreSQL' });
    expect(result.skills).toEqual(expect.arrayContaining(['Python', 'Django', 'PostgreSQL']));
    expect(result.search_queries[0]).toMatch(/Python|Django|PostgreSQL/);
    expect(result.networking_suggestions.some((s) => /Python|Django|PostgreSQL/.test(s))).toBe(true);
  });
});

describe('planOpportunitySearch on any input', () => {
  it('never throws and always answers the contract shape with real board links, whatever is typed', () => {
    const field = fc.oneof(
      fc.string({ maxLength: 200 }),
      fc.constantFrom('remote', 'Remote (US only)', 'London', 'senior', '3-5 years', 'C++ developer', 'data analyst'),
    );
    fc.assert(
      fc.property(field, field, field, (keywords, location, experience) => {
        const result = planOpportunitySearch({ keywords, location, experience, extractSkills });
        expect(opportunitySearchPlanSchema.safeParse(result).success).toBe(true);
        expect(result.recommended_boards.length).toBeGreaterThan(0);
        for (const board of result.recommended_boards) expect(board.url).toMatch(/^https:\/\//);
        expect(result.search_queries.length).toBeGreaterThan(0);
      }),
      { numRuns: 300 },
    );
  });
});
