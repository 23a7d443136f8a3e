import {
  DEFAULT_JOB_LOCATION,
  GUESSED_JOB_TITLE_SOURCES,
  JOB_TITLE_CANDIDATES,
  JOB_TITLE_FALLBACK,
} from '@careerloom/contract';
import { describe, expect, it } from 'vitest';
import { defaultJobLocation, defaultJobTitle, keywordJobTitle } from './default-preferences';

describe('the keyword rule for a person without a title (part 2 section 5)', () => {
  const table: [bio: string, skills: string[], expected: string][] = [
    ['Backend developer who loves clean code', [], 'software engineer'],
    ['I work on machine learning models and statistics', [], 'data scientist'],
    ['Product owner shipping roadmaps for B2B tools', [], 'product manager'],
    ['', ['Figma', 'User research'], 'UX designer'],
    ['Growing brands through SEO and campaigns', [], 'marketing specialist'],
    ['Ten years in B2B sales, always above quota', [], 'sales representative'],
    ['Business analysis and requirements gathering for banks', [], 'business analyst'],
    ['Independent consultant for retail chains', [], 'consultant'],
    ['High-school teacher of chemistry', [], 'educator'],
    ['Registered nurse in intensive care', [], 'healthcare professional'],
    ['Financial planning and investment research', [], 'financial analyst'],
    ['', ['Welding', 'Forklift'], 'Welding specialist'],
    ['', [], JOB_TITLE_FALLBACK],
    ['I like long walks', [], JOB_TITLE_FALLBACK],
  ];
  it.each(table)('bio %j with skills %j gives %j', (bio, skills, expected) => {
    expect(keywordJobTitle(bio, skills).title).toBe(expected);
  });

  it('covers every candidate the spec lists, in its order', () => {
    const covered = new Set(table.map(([, , t]) => t));
    for (const candidate of JOB_TITLE_CANDIDATES) expect(covered.has(candidate), candidate).toBe(true);
  });

  it('takes the candidate with most keywords, the spec order breaking ties', () => {
    expect(keywordJobTitle('Software developer with a statistics degree', []).title).toBe('software engineer');
    expect(keywordJobTitle('', ['Statistics', 'Marketing']).title).toBe('data scientist');
    // One tool name does not outweigh what the rest of the text says.
    expect(keywordJobTitle('Accounting, audit and investment reporting for banking clients', ['Java']).title).toBe(
      'financial analyst',
    );
  });

  it('does not read "engineering" or "design" as software or UX', () => {
    expect(keywordJobTitle('Mechanical engineering graduate, design of gearboxes', []).source).toBe('fallback');
  });

  it('the skill fallback skips office and soft skills and parser debris', () => {
    expect(keywordJobTitle('', ['Microsoft Word', 'Typing', 'Work ethic', 'Litigation']).title).toBe(
      'Litigation specialist',
    );
    expect(keywordJobTitle('', ['MS Office', 'company - Own practice', 'Communication skills', 'Welding']).title).toBe(
      'Welding specialist',
    );
    // nothing telling: the first skill still, as the specification asks
    expect(keywordJobTitle('', ['Microsoft Excel', 'Teamwork']).title).toBe('Microsoft Excel specialist');
  });

  it('given an occupation, only candidates of its major group may win', () => {
    const hr = { majorGroup: '13' };
    expect(keywordJobTitle('Payroll, insurance and medical claims of staff; finance reports', [], hr).title).toBe(
      'financial analyst',
    );
    expect(keywordJobTitle('Payroll, insurance and medical claims of staff', [], hr).source).toBe('fallback');
  });

  it('says where the title came from', () => {
    expect(keywordJobTitle('Registered nurse', []).source).toBe('keywords');
    expect(keywordJobTitle('', ['Welding']).source).toBe('skill');
    expect(keywordJobTitle('', []).source).toBe('fallback');
  });

  it('matches whole words only', () => {
    // "ui" inside "Linguistics" is not the UI keyword.
    expect(keywordJobTitle('Linguistics graduate', []).title).toBe(JOB_TITLE_FALLBACK);
  });

  it("uses the user's location, or remote", () => {
    expect(defaultJobLocation('Berlin, Germany')).toBe('Berlin, Germany');
    expect(defaultJobLocation('  ')).toBe(DEFAULT_JOB_LOCATION);
    expect(DEFAULT_JOB_LOCATION).toBe('remote');
  });
});

describe("the default title is the person's own (decision 032)", () => {
  const resume = (headline: string | undefined, titles: [string, string?, string?][]) => ({
    contact: { links: [], ...(headline ? { headline } : {}) },
    experience: titles.map(([title, startDate, endDate]) => ({ title, startDate, endDate, bullets: [] })),
  });
  const none = { bio: 'I write Java for fun', skills: ['Java'] };

  it("the profile's title comes first, cleaned but in the person's words", () => {
    const got = defaultJobTitle({ ...none, headline: 'SR. STAFF ACCOUNTANT II', resume: resume('Sous Chef', []) });
    expect(got).toEqual({ title: 'Senior Staff Accountant', source: 'profile' });
  });

  it("then the resume's headline when it names an occupation", () => {
    expect(
      defaultJobTitle({ ...none, headline: '', resume: resume('SOUS CHEF', [['Line Cook', '2015', '2018']]) }),
    ).toEqual({
      title: 'Sous Chef',
      source: 'resume-headline',
    });
  });

  it('then the most recent role, not the first listed', () => {
    const r = resume('Passionate about people and results', [
      ['Payroll Clerk', '2012-01', '2015-06'],
      ['HR Manager', '2019-03', 'present'],
    ]);
    expect(defaultJobTitle({ ...none, headline: '', resume: r })).toEqual({
      title: 'HR Manager',
      source: 'resume-role',
    });
  });

  it('an accountant with Java in their tools is never a software engineer', () => {
    const r = resume('ACCOUNTANT', []);
    expect(defaultJobTitle({ ...none, headline: '', resume: r }).title).toBe('Accountant');
  });

  it('a resume without a title: the occupation it points to, marked as a guess', () => {
    const r = {
      ...resume(undefined, []),
      education: [{ degree: 'LL.B.', field: 'Law' }],
      skills: ['Microsoft Word', 'Litigation'],
    };
    // "medical" and "finance" would make this advocate a healthcare professional or an analyst
    const got = defaultJobTitle({
      bio: 'Handled medical negligence and finance disputes',
      skills: r.skills,
      resume: r,
    });
    expect(got).toEqual({ title: 'Lawyer', source: 'resume-inferred' });
    expect(GUESSED_JOB_TITLE_SOURCES).toContain(got.source);
  });

  it('a degree alone gives way to a keyword candidate of the same major group', () => {
    const r = { ...resume(undefined, []), education: [{ degree: 'MCA' }], skills: ['Machine learning', 'Statistics'] };
    expect(defaultJobTitle({ bio: '', skills: r.skills, resume: r })).toEqual({
      title: 'data scientist',
      source: 'keywords',
    });
    // ...but not to one of another group: a nutrition graduate who mentions sales stays a nutritionist
    const n = { ...resume(undefined, []), education: [{ degree: 'B.Sc', field: 'Nutrition' }], skills: ['Sales'] };
    expect(defaultJobTitle({ bio: '', skills: n.skills, resume: n }).title).toBe('Nutritionist');
  });

  it('only without any title the keyword rule applies', () => {
    expect(defaultJobTitle({ ...none, headline: '', resume: null })).toEqual({
      title: 'software engineer',
      source: 'keywords',
    });
  });
});
