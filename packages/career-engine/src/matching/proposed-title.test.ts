import { describe, expect, it } from 'vitest';
import { resolveOccupation } from '../occupations/resolve-occupation';
import { readsAsJobTitle } from '../occupations/title-line';
import { parseResume } from '../resume/parse-resume';
import { proposedJobTitle } from './proposed-title';

const NOW = new Date('2026-01-01T00:00:00Z');

describe('a resume that opens with its owner title', () => {
  it('reads a title the resolver is unsure of as the headline, not the name', () => {
    const text = [
      'WAREHOUSE SHIFT SUPERVISOR',
      'Summary',
      'Runs the night shift of a regional distribution centre.',
      'Experience',
      'Warehouse Shift Supervisor 03/2019 to Current',
      'Northwind Depot - Leeds',
      'Forklift Operator 01/2015 to 02/2019',
      'Northwind Depot - Leeds',
    ].join('\n');
    const profile = parseResume(text, { now: NOW });
    expect(profile.contact.name).toBeUndefined();
    expect(proposedJobTitle({ resume: profile })).toMatchObject({
      title: 'Warehouse Shift Supervisor',
      source: 'resume-headline',
    });
  });

  it("keeps a template's capitalised first line as the headline when a word of it is a role noun, even with words O*NET lacks", () => {
    // Written for this test in the shape of the livecareer template: title line, then "Summary".
    const open = (first: string) =>
      parseResume([first, 'Summary', 'Runs a support team of twelve.', 'Experience', 'Agent 2015 to 2017'].join('\n'), {
        now: NOW,
      });
    const team = open('BPO TEAM LEADER');
    expect(team.contact).toMatchObject({ headline: 'BPO TEAM LEADER' });
    expect(team.contact.name).toBeUndefined();
    expect(proposedJobTitle({ resume: team })).toMatchObject({ title: 'BPO Team Leader', source: 'resume-headline' });
    expect(proposedJobTitle({ resume: open('ADMISSIONS EXECUTIVE') })?.title).toBe('Admissions Executive');
    // A name has no role noun; a line describing anyone is not a title.
    expect(open('RACHEL GUARDADO').contact.name).toBe('RACHEL GUARDADO');
    expect(proposedJobTitle({ resume: open('HIGHLY MOTIVATED PROFESSIONAL') })?.source).not.toBe('resume-headline');
  });

  it('reads a misspelt role noun as the noun it misspells', () => {
    expect(resolveOccupation('Customer Service Represenative')?.code).toBe('43-4051.00');
    expect(resolveOccupation('Store Manger')?.code).toBe(resolveOccupation('Store Manager')?.code);
    expect(readsAsJobTitle('CLAIMS OFFICE MANGER')).toBe(true);
  });

  it('keeps names that are also trades as names', () => {
    for (const name of ['Mark Butcher', 'Ashley Cook', 'Priya Sharma', 'Rose Turner', 'John Cook', 'Kelly Painter'])
      expect(readsAsJobTitle(name), name).toBe(false);
  });

  it('takes a multi-part headline whole or by its first part that names an occupation', () => {
    const resume = (headline: string) => ({ contact: { headline, links: [] }, experience: [] });
    expect(proposedJobTitle({ resume: resume('STORE MANGER, NORTH REGION') })?.title).toBe('Store Manger');
    expect(proposedJobTitle({ resume: resume('Payroll Clerk / Office Runner') })?.title).toBe('Payroll Clerk');
    expect(proposedJobTitle({ resume: resume('Results-driven professional with ten years in retail') })).toBeNull();
    // a school's name read as a headline is not its student's title
    expect(proposedJobTitle({ resume: resume('Northfield Institute of Management and Technology') })).toBeNull();
  });
});

describe("the occupation behind a person's own title", () => {
  it('is read with the resume around it: a testing engineer who automates web tests is a software tester', () => {
    const base = {
      contact: { headline: 'Testing Engineer', links: [] },
      education: [],
      summary: 'Software test engineer in an agile team.',
    };
    const tester = proposedJobTitle({
      resume: {
        ...base,
        skills: ['Selenium WebDriver', 'Manual Testing', 'JIRA', 'SQL'],
        experience: [
          { title: 'Testing Engineer', bullets: ['Wrote test cases and tracked bugs for an Android application'] },
        ],
      },
    });
    expect(tester).toMatchObject({ title: 'Testing Engineer', source: 'resume-headline' });
    expect(tester?.occupation?.code).toMatch(/^15-12/);
    const powerTester = proposedJobTitle({
      resume: {
        ...base,
        summary: 'Commissioning of substations.',
        skills: ['Circuit breakers', 'Transformers', 'Insulation resistance testing'],
        experience: [{ title: 'Testing Engineer', bullets: ['Routine tests of power transformers and HV cables'] }],
      },
    });
    expect(powerTester?.occupation?.code).toBe('17-2071.00');
  });

  it("is the listing another of the person's titles names: a testing engineer whose role is electronics engineer", () => {
    // duties whose quality and production words lean to materials engineers, one of the headline's listings
    const resume = (roleTitle: string) => ({
      contact: { headline: 'Testing Engineer', links: [] },
      education: [{ degree: 'B.E.', field: 'Electronics and Telecommunication' }],
      skills: ['C', 'C++'],
      experience: [
        {
          title: roleTitle,
          bullets: [
            'Perform system testing for acceptance, compliance and warranty',
            'Develop test plans and keep test records',
            'Work with production staff and suppliers on the quality of the product',
          ],
        },
      ],
    });
    expect(proposedJobTitle({ resume: resume('Electronics Engineer') })).toMatchObject({
      title: 'Testing Engineer',
      source: 'resume-headline',
      occupation: { code: '17-2072.00', title: 'Electronics Engineers, Except Computer' },
    });
    // a rank names no occupation ("Student Teacher" is listed for elementary teachers alone), and a
    // role of the headline's own words is as open as the headline
    const rank = proposedJobTitle({
      resume: { contact: { headline: 'Teacher', links: [] }, experience: [{ title: 'Student Teacher', bullets: [] }] },
    });
    expect(rank?.occupation?.code).toBe(resolveOccupation('Teacher')?.code);
  });
});

describe('a headline with a slash', () => {
  const headlined = (headline: string) =>
    proposedJobTitle({ resume: { contact: { headline, links: [] }, experience: [] } })?.title;

  it('reads the part before an unspaced slash when the whole names no occupation', () => {
    expect(headlined('Inside Sales Representative/SMB')).toBe('Inside Sales Representative');
    // (BDR is written out, business development representative: that whole names an occupation)
    expect(headlined('Inside Sales Representative/BDR')).toBe('Inside Sales Representative/BDR');
    expect(headlined('Sales Manager/KAM')).toBe('Sales Manager');
  });

  it('reads two qualifiers of one title whole when one of them names no role', () => {
    expect(headlined('Events / Marketing Coordinator')).toBe('Events / Marketing Coordinator');
  });

  it('reads the role before an "and" when the whole names no occupation, but not a part that names no role', () => {
    expect(headlined('Android Developer and Opensourcetinkerer')).toBe('Android Developer');
    expect(headlined('St. Xavier Arts, Commerce & Science')).toBeUndefined();
  });

  it('still reads two titles the first one first', () => {
    expect(headlined('Payroll Clerk / Office Runner')).toBe('Payroll Clerk');
  });

  it('passes over a part that names only a stage, which alone stays a title', () => {
    // O*NET lists "Intern" alone under physicians
    expect(headlined('Intern, Claim Representative, Human Resources Generalist')).toBe('Claim Representative');
    expect(headlined('Intern')).toBe('Intern');
  });
});
