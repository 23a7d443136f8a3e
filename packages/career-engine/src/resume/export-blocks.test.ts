// Job-board and resume-builder exports: "Skill Details", "Company Details" and "Education Details"
// blocks and education tables. The fixtures under ./fixtures were written for these tests.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readExportBlocks } from './export-blocks';
import { parseResume } from './parse-resume';
import { statedTitle } from './stated-title';

const NOW = new Date('2026-01-01T00:00:00Z');
const fixture = (name: string) => readFileSync(path.join(import.meta.dirname, 'fixtures', name), 'utf8');
const parse = (name: string) => parseResume(fixture(name), { now: NOW });

describe('a job-board export', () => {
  const p = parse('export-job-board.txt');

  it('reads skills without their experience suffix', () => {
    // (SQL from the opening "Skills: ..." line, a labelled list above any heading)
    expect(p.skills).toEqual(['JavaScript', 'Python', 'MySQL', 'Tableau', 'SQL']);
  });

  it('reads each company block as an entry, with the title its description states', () => {
    expect(p.experience.map((e) => [e.company, e.title])).toEqual([
      ['Acme Analytics', 'Data Analyst'],
      ['Brightline Retail Pvt Ltd', undefined],
    ]);
    // The description's wrapped second line stays with it.
    expect(p.experience[0]?.description).toMatch(/for 40 store managers\.$/);
  });

  it('splits the run-together education line into degree, field and institution', () => {
    expect(p.education[0]).toMatchObject({
      degree: 'B.E',
      field: 'Computer Engineering',
      institution: 'Savitribai Phule Pune University',
      startDate: '2012-01',
      endDate: '2016-05',
    });
    expect(p.education[1]).toMatchObject({ degree: 'HSC', institution: 'Maharashtra State Board' });
    // The title line the export puts after the block is not a school.
    expect(p.education).toHaveLength(2);
  });
});

describe('an education table', () => {
  it('reads one entry per row and skips the header row', () => {
    const p = parse('export-education-table.txt');
    expect(p.education.map((e) => [e.degree, e.field, e.institution, e.endDate])).toEqual([
      ['B.Tech', 'IT', 'Shri Ramdeobaba College of Engineering, Nagpur', '2019'],
      ['HSC', undefined, 'Shivaji Junior College, Nagpur', '2015'],
      ['SSC', undefined, 'St. Joseph High School, Nagpur', '2013'],
    ]);
  });

  it('reads a table typed with spaces between its columns, with a serial number and the board in its own cell', () => {
    // Written for this test: columns as a typed or pasted table leaves them, three or more spaces apart.
    const read = (rows: string[]) =>
      parseResume(`Asha Verma\nEducation\n${rows.join('\n')}`, { now: NOW }).education.map((e) => [
        e.degree,
        e.field,
        e.institution,
        e.endDate,
      ]);
    expect(
      read([
        'Qualification   Board/University   Year   Percentage',
        'B.Tech (CSE)   JNTU Hyderabad   2015   72%',
        'Intermediate   Board of Intermediate Education   2011   88%',
      ]),
    ).toEqual([
      ['B.Tech', 'CSE', 'JNTU Hyderabad', '2015'],
      ['Intermediate', undefined, 'Board of Intermediate Education', '2011'],
    ]);
    expect(
      read([
        'S.No   Qualification   Institute   Year   %',
        '1   MBA   IIM Indore   2016   8.1 CGPA',
        '2   B.Com   SRCC Delhi   2014   82%',
      ]),
    ).toEqual([
      ['MBA', undefined, 'IIM Indore', '2016'],
      ['B.Com', undefined, 'SRCC Delhi', '2014'],
    ]);
  });

  it('reads a tab-separated table the same way', () => {
    const p = parseResume(
      'Education\nQualification\tBoard/University\tYear of Passing\tPercentage\nMCA\tUniversity of Mumbai\t2018\t68%\nB.Sc\tRuia College, Mumbai\t2015\t74%',
      { now: NOW },
    );
    expect(p.education.map((e) => [e.degree, e.institution, e.endDate])).toEqual([
      ['MCA', 'University of Mumbai', '2018'],
      ['B.Sc', 'Ruia College, Mumbai', '2015'],
    ]);
  });
});

describe("the export's title slot and glued headings", () => {
  // Written for this test in the shape of the exports: the profile's title sits between the
  // education block and "Skill Details", and a heading is glued to the text before it.
  const text = [
    'TECHNICAL SKILLS * Typewriting * SPSSEducation Details',
    'January 2017 MBA Chidambaram, Tamil Nadu SNS College of Engineering',
    'Hadoop Developer',
    'Hadoop Developer - INFOSYS',
    'Skill Details',
    'Hive- Exprience - 24 monthsCompany Details',
    'company - INFOSYS',
    'description - Built the banking data lake.',
  ].join('\n');
  const p = parseResume(text, { now: NOW });

  it('reads the title slot as the headline, not as a name', () => {
    expect(p.contact.headline).toBe('Hadoop Developer');
    expect(p.contact.name).toBeUndefined();
  });

  it('still finds the blocks whose heading is glued to the line before', () => {
    expect(p.education[0]).toMatchObject({ degree: 'MBA' });
    expect(p.skills).toContain('Hive');
    expect(p.experience.map((e) => e.company)).toEqual(['INFOSYS']);
  });

  it('finds a heading that ends a line of other text after a space, and the title slot after it', () => {
    const lines = [
      'Tools: Terraform, Ansible, Jenkins, shell scripting Education Details',
      'May 2014 B.Tech Pune, Maharashtra Pune University',
      'Release Engineer',
      'Release Engineer - Northwind Cloud',
      'Skill Details',
      'JENKINS- Exprience - 36 months',
    ];
    const blocks = readExportBlocks(lines);
    expect(blocks.titleSlot).toBe('Release Engineer');
    expect(blocks.lines).toContain('Education');
    expect(parseResume(lines.join('\n'), { now: NOW }).contact.headline).toBe('Release Engineer');
  });

  it("gives the role line under the title slot to its employer's block, which states no title", () => {
    const exported = (role: string) =>
      readExportBlocks([
        'Education Details',
        'May 2014 B.Tech Pune, Maharashtra Pune University',
        'Build Engineer',
        role,
        'Skill Details',
        'JENKINS- Exprience - 36 months',
        'Company Details',
        'company - Contoso Systems',
        'description - Ran the nightly builds.',
        'company - Northwind Cloud Pvt. Ltd',
        'description - Kept the release pipelines green.',
      ]).experience.map((e) => [e.title, e.company]);
    expect(exported('Release Engineer - Northwind Cloud')).toEqual([
      [undefined, 'Contoso Systems'],
      ['Release Engineer', 'Northwind Cloud Pvt. Ltd'],
    ]);
    expect(exported('Release Engineer')).toEqual([
      ['Release Engineer', 'Contoso Systems'],
      [undefined, 'Northwind Cloud Pvt. Ltd'],
    ]);
    // a college's name under the slot is no role
    expect(exported('Arts, Commerce & Science')[0]).toEqual([undefined, 'Contoso Systems']);
  });

  it('takes no slot that names no occupation', () => {
    const lines = ['Education Details', 'BA mumbai University', 'Admin in Bharat', 'Skill Details'];
    expect(readExportBlocks(lines).titleSlot).toBe('Admin in Bharat');
    expect(parseResume(lines.join('\n'), { now: NOW }).contact.headline).toBeUndefined();
  });
});

describe("an export's block headings are not the person", () => {
  // Written for this test: exports that open with a block, with no name line above it.
  it.each([
    ['Skill Details', 'Skill Details\nTally- Exprience - 12 months\nGST- Exprience - Less than 1 year months'],
    ['SKILL DETAILS', 'SKILL DETAILS\nExcel- Exprience - 6 months'],
    ['Company Details', 'Company Details\ncompany - Northwind Traders\ndescription - Worked as a Store Manager.'],
    [
      'Project Details',
      'Project Details\nInventory tracker for a grocery chain\nSkill Details\nSQL- Exprience - 6 months',
    ],
  ])('%s is read as a heading, not as a name or a headline', (_heading, text) => {
    const { contact } = parseResume(text, { now: NOW });
    expect(contact.name).toBeUndefined();
    expect(contact.headline).toBeUndefined();
  });

  it('still reads the name and title above the blocks', () => {
    const p = parseResume('Meera Iyer\nStore Manager\nSkill Details\nExcel- Exprience - 6 months', { now: NOW });
    expect(p.contact).toMatchObject({ name: 'Meera Iyer', headline: 'Store Manager' });
  });
});

describe('the pieces', () => {
  it('finds a title a description states, and none where it states none', () => {
    expect(statedTitle('Worked as a Senior Software Engineer in the payments team.')).toBe('Senior Software Engineer');
    expect(statedTitle('Designation: QA Lead. Tested the mobile app.')).toBe('QA Lead');
    expect(statedTitle('maintained SQL reports for the store managers')).toBeUndefined();
  });

  it('leaves text without export blocks unchanged', () => {
    const lines = ['Jane Doe', 'Experience', 'Analyst | Acme | 2019 – 2021', 'Skills', 'SQL, Excel'];
    expect(readExportBlocks(lines)).toEqual({ lines, experience: [] });
  });
});
