// Resumes pasted from a PDF viewer: dates in a left margin pasted as lines of their own (before or
// after each role, or interleaved row by row with the role's lines), wrapped lines, bullets without
// glyphs. The fixtures under ./fixtures were written for these tests.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { degreeLevel } from './degree-levels';
import { parseResume } from './parse-resume';
import { joinSplitRanges, joinWrappedSentences, readPastedExperience } from './pasted-layout';

const NOW = new Date('2026-01-01T00:00:00Z');
const fixture = (name: string) => readFileSync(path.join(import.meta.dirname, 'fixtures', name), 'utf8');
const parse = (name: string) => parseResume(fixture(name), { now: NOW });

describe('a front-end developer pasted with margin dates', () => {
  it.each([
    'pasted-frontend-dates-before.txt',
    'pasted-frontend-dates-after.txt',
    'pasted-frontend-interleaved.txt',
  ])('%s: three roles with titles, employers, dates and bullets', (name) => {
    const p = parse(name);
    expect(p.experience.map((e) => [e.title, e.startDate, e.endDate])).toEqual([
      ['Senior Front-End Developer', '2021-01', 'present'],
      ['Front-End Developer', '2018-07', '2020-12'],
      ['Junior Web Developer', '2016-06', '2018-06'],
    ]);
    expect(p.experience.map((e) => e.company)).toEqual([
      expect.stringMatching(/^Brightwave Digital/),
      expect.stringMatching(/^Northstar Retail Technologies/),
      expect.stringMatching(/^Kestrel Software Solutions/),
    ]);
    expect(p.experience.every((e) => e.bullets.length >= 1)).toBe(true);
    // A wrapped bullet is one bullet, not two.
    expect(p.experience[0]?.bullets[0]).toMatch(/^Led the migration .* cutting page load time by 42%\.$/);
    expect(p.yearsOfExperience).toBeGreaterThan(9);
    expect(p.unread).toBeUndefined();
  });

  it.each([
    'pasted-frontend-dates-before.txt',
    'pasted-frontend-dates-after.txt',
    'pasted-frontend-interleaved.txt',
  ])('%s: the B.Tech reads as a bachelor degree and the contact is read', (name) => {
    const p = parse(name);
    const [edu] = p.education;
    expect(edu?.degree).toBe('B.Tech');
    expect(edu?.institution).toMatch(/^Vishwakarma Institute of Technology/);
    expect([edu?.startDate, edu?.endDate]).toEqual(['2012', '2016']);
    expect(degreeLevel(`${edu?.degree} ${edu?.field}`)?.level).toBe('bachelor');
    expect(p.contact).toMatchObject({ email: 'priya.raman@example.com', phone: '+91 98765 43210' });
    expect(p.contact.name?.toLowerCase()).toBe('priya raman');
    expect(p.contact.headline).toBe('Front-End Developer');
  });
});

describe('other trades pasted the same way', () => {
  it('a nurse with dates before each role', () => {
    const p = parse('pasted-nurse.txt');
    expect(p.experience.map((e) => [e.title, e.startDate, e.endDate])).toEqual([
      ['Registered Nurse', '2019-03', 'present'],
      ['Staff Nurse', '2016-08', '2019-02'],
    ]);
    expect(p.experience[1]?.company).toBe('Harborview Community Hospital');
    expect(p.experience.map((e) => e.bullets.length)).toEqual([3, 2]);
    expect(p.experience[1]?.bullets[0]).toMatch(/to the rapid response team\.$/);
    expect(degreeLevel(p.education[0]?.degree ?? '')?.level).toBe('bachelor');
    expect(p.contact).toMatchObject({ email: 'grace.mwangi@example.org', phone: '(617) 555-0142' });
  });

  it('a sous chef with dates after each role', () => {
    const p = parse('pasted-sous-chef.txt');
    expect(p.experience.map((e) => [e.title, e.company, e.startDate, e.endDate])).toEqual([
      ['Sous Chef', 'The Copper Kettle, Manchester', '2020', 'present'],
      ['Chef de Partie', 'Hotel Bellwood, Leeds', '2017', '2020'],
      ['Commis Chef', "Rosa's Trattoria, Leeds", '2015', '2017'],
    ]);
    expect(p.experience.map((e) => e.bullets.length)).toEqual([3, 2, 1]);
    expect(p.education[0]).toMatchObject({ degree: 'Diploma', institution: 'Leeds City College' });
    expect(p.contact).toMatchObject({ name: 'Tomás Herrera', email: 'tomas.herrera@example.com' });
  });
});

describe('the pieces', () => {
  it('re-joins a range split by a line of the other column', () => {
    expect(joinSplitRanges(['Jan 2021 –', 'Senior Developer', 'Present', 'Acme'])).toEqual([
      'Jan 2021 – Present',
      'Senior Developer',
      'Acme',
    ]);
    // A lone start with no end near it stays as it was.
    expect(joinSplitRanges(['2019 -', 'Developer', 'Acme', 'Built things'])).toEqual([
      '2019 -',
      'Developer',
      'Acme',
      'Built things',
    ]);
  });

  it('joins a wrapped sentence but not a title under a sentence', () => {
    expect(joinWrappedSentences(['Wrote the seasonal menu with the head chef and', 'cut food waste by 18%.'])).toEqual([
      'Wrote the seasonal menu with the head chef and cut food waste by 18%.',
    ]);
    expect(joinWrappedSentences(['Built the billing service.', 'Data Engineer'])).toHaveLength(2);
  });

  it('takes the bullet off a role header that opens with its date', () => {
    expect(
      readPastedExperience([
        '• July 2020 – now: Java developer, Elpisor Ltd',
        '• Built a service that blocks brute-force logins.',
      ]),
    ).toEqual(['July 2020 – now: Java developer, Elpisor Ltd', '• Built a service that blocks brute-force logins.']);
  });

  it('leaves an ordinary section alone apart from glyphless action bullets', () => {
    const lines = ['Data Analyst', 'Acme Ltd', 'Mar 2019 – Present', 'Built dashboards in Power BI for sales teams'];
    expect(readPastedExperience(lines)).toEqual([
      'Data Analyst',
      'Acme Ltd',
      'Mar 2019 – Present',
      '• Built dashboards in Power BI for sales teams',
    ]);
  });
});
