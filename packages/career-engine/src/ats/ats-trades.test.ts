import { describe, expect, it } from 'vitest';
import { getSkillExtractor } from '../skills/extract-skills';
import { analyseResume } from './ats-score';
import { rolesFromLines } from './resume-roles';

// A trade posting in the markdown shape of RJDB, and resumes for it, written for these tests: the
// score must put the resume that meets it above a twin with fewer of its skills and fewer years in
// the role, and both above a resume for another occupation.
const NOW = new Date('2024-01-01T00:00:00Z');
const skills = getSkillExtractor();

const JOB = `## Job title
Pastry Cook

## Job Summary
A hotel kitchen needs a pastry cook for its breakfast and banquet service.

## Required Skills
1. Food Safety: Keeping temperature logs and allergen labels.
2. Laminated Doughs: Producing croissants and puff pastry by hand.
3. Customer Service: Serving guests at the dessert counter.
4. Time Management Skills

## Required Experience
1. At least 4 years of experience as a Pastry Cook.
2. Has worked as a Line Cook for 2 years.
`;

const resume = (skillLines: string[], pastry: string) => `## Personal Information
Name: Ines Moreau
Email: ines.moreau@example.com

## Education
Culinary Arts Diploma

## Skills
${skillLines.map((s) => `- ${s}`).join('\n')}

## Experience
- Worked as a Pastry Cook ${pastry}
- Line Cook (2016 - 2018)
`;

const MATCHED = resume(
  ['Food safety and HACCP records', 'Laminated doughs for croissants', 'Customer service', 'Time management'],
  'from 2018 to 2022',
);
const UNMATCHED = resume(['Laminated doughs for croissants', 'Time management'], 'from 2018 to 2020');
const ELECTRICIAN = `## Personal Information
Name: Tom Hale
Email: tom.hale@example.com

## Skills
- Wiring and conduit
- Reading blueprints

## Experience
- Electrician (2015 - 2023)
`;

describe('ATS across trades', () => {
  it('puts the resume that meets a trade posting above its twin and above another occupation', () => {
    const m = analyseResume(MATCHED, JOB, skills, NOW);
    const u = analyseResume(UNMATCHED, JOB, skills, NOW);
    const other = analyseResume(ELECTRICIAN, JOB, skills, NOW);
    expect(m.jobTitle).toBe('Pastry Cook');
    expect(m.score).toBeGreaterThan(u.score);
    expect(u.score).toBeGreaterThan(other.score);
    expect(m.skills.requiredMissing).toEqual([]);
    expect(u.skills.requiredMissing).toEqual(expect.arrayContaining(['Customer service']));
  });

  it('says what each job factor measured: phrases, years per named role, the title', () => {
    const m = analyseResume(MATCHED, JOB, skills, NOW);
    const u = analyseResume(UNMATCHED, JOB, skills, NOW);
    const detail = (a: typeof m, name: string) => a.breakdown.find((f) => f.factor === name)?.detail ?? '';
    expect(m.skills.requiredFound).toEqual(expect.arrayContaining(['Laminated Doughs (as a phrase)']));
    expect(detail(m, 'Relevant experience')).toMatch(/4 years as Pastry Cook: about 4\.0/);
    expect(detail(u, 'Relevant experience')).toMatch(/4 years as Pastry Cook: about 2\.0/);
    expect(detail(m, 'Title match')).toMatch(/"Pastry Cook"/);
  });

  it('reads roles written as prose lines, dates first or last', () => {
    const roles = rolesFromLines(
      `## Experience
* Worked as a Survey Researcher between 2013 and 2016
2012 - 2013: Data Entry Keyer.
- Astronomer, Organization: Missing, From: 2008 To: 2012
Role: Desktop Support
Duration: 2006 - 2008`,
      NOW,
    );
    expect(roles.map((r) => [r.title, r.months / 12])).toEqual([
      ['Survey Researcher', 3],
      ['Data Entry Keyer', 1],
      ['Astronomer', 4],
      ['Desktop Support', 2],
    ]);
  });
});

describe('what a posting asks that is not a skill to name in a bullet', () => {
  const posting = `Account Executive, Enterprise

Requirements
- Fluent English
- Salesforce
- Currently based in the United Kingdom
- Must be authorized to work in the UK
- Comfortable with outbound prospecting and partnering with Sales Engineers`;
  const resume = `Jane Smith
jane@example.com
Experience
Account Executive, Acme Software, London
Jan 2020 - Present
- Closed new business with enterprise customers in the retail and the finance sector, working with the product and the solutions team on every deal.
- Built a pipeline of 60 accounts in Salesforce and ran outbound prospecting with the sales engineers for the region.
- Presented to boards of directors and managed renewals for a book of 40 customers in the UK and Ireland.`;

  it('reads English as shown by an English resume, and a place or right to work as no requirement', () => {
    const a = analyseResume(resume, posting, skills, NOW);
    const advice = a.improvements.join('\n');
    expect(advice).not.toMatch(/requires English/);
    expect(advice).not.toMatch(/based in the United Kingdom|authorized to work/i);
    expect(a.skills.requiredMissing.join('\n')).not.toMatch(/English|United Kingdom|authorized/);
    // the summary counts the same list as the breakdown
    const total = a.breakdown.map((f) => /of the (\d+) required skills/.exec(f.detail)?.[1]).find(Boolean);
    expect(total).toBeDefined();
    expect(a.analysis).toContain(`of ${total} required skills found`);
  });
});

/** A pastry cook's resume with the given date line (none for undated) and bullets. */
const pastryCook = (dates: string | null, bullets: string[]) =>
  [
    'Sam Lee',
    'sam@example.com',
    'Experience',
    'Pastry Cook, Hotel Bristol',
    ...(dates ? [dates] : []),
    ...bullets.map((b) => `- ${b}`),
  ].join('\n');
const PASTRY_JOB = 'Pastry Cook\n\nRequirements\n- Food safety\n- Laminated doughs';

describe('experience the resume gives no years for', () => {
  it('says no dates were read instead of "About 0.0 years"', () => {
    const undated = pastryCook(null, [
      'Produced croissants and puff pastry by hand for the breakfast service of the hotel and its banquets.',
      'Kept the temperature logs and the allergen labels for the pastry section and trained two apprentices.',
    ]);
    const a = analyseResume(undated, `${PASTRY_JOB}\n- 2 years in a hotel kitchen`, skills, NOW);
    const detail = a.breakdown.map((f) => f.detail).join('\n');
    expect(detail).not.toMatch(/About 0\.0 years/);
    expect(detail).toMatch(/no dates were read from your experience/);
  });
});

describe('strengths the resume really has', () => {
  it('names quantified results a strength only when most bullets carry one, not 1 of 6', () => {
    const resume = pastryCook('Jan 2019 - Present', [
      'Produced croissants and puff pastry by hand for the breakfast service.',
      'Kept the temperature logs and the allergen labels for the pastry section.',
      'Trained two apprentices in lamination and plating.',
      'Cut pastry waste by 15% with a new ordering sheet.',
      'Ran the banquet dessert station on weekends.',
      "Wrote the section's cleaning rota.",
    ]);
    const a = analyseResume(resume, PASTRY_JOB, skills, NOW);
    expect(a.strengths.join(' ')).not.toMatch(/Quantified results/);
  });
});
