import { describe, expect, it } from 'vitest';
import { degreeLevel, degreesIn, educationRank } from './degree-levels';

const level = (text: string) => degreeLevel(text)?.level ?? null;

describe('degreeLevel', () => {
  it.each([
    ['B.E in Mechanical Engineering', 'bachelor'],
    ['B. Tech (Civil)', 'bachelor'],
    ['BTech, Computer Science', 'bachelor'],
    ['B-Tech in ECE', 'bachelor'],
    ['BE in Electronics', 'bachelor'],
    ['B.Com (Hons)', 'bachelor'],
    ['BCA', 'bachelor'],
    ['BBA in Finance', 'bachelor'],
    ['B.Sc. Physics', 'bachelor'],
    ['BS in Biology', 'bachelor'],
    ['BA English Literature', 'bachelor'],
    ['Bachelor of Arts', 'bachelor'],
    ["Bachelor's degree in Nursing", 'bachelor'],
    ['Licence en droit', 'bachelor'],
    ['Laurea in Economia', 'bachelor'],
    ['TYBMS', 'bachelor'],
    ['Post Graduate Diploma in Data Science', 'bachelor'],
    ['M.Tech in VLSI', 'master'],
    ['MCA', 'master'],
    ['M.Com', 'master'],
    ['MBA (Marketing)', 'master'],
    ['PGDM', 'master'],
    ['PGDBM in Operations', 'master'],
    ['M.Sc Chemistry', 'master'],
    ['MS in Computer Science', 'master'],
    ['MA History', 'master'],
    ['Master of Public Health', 'master'],
    ['Laurea magistrale in Fisica', 'master'],
    ['PhD in Linguistics', 'doctorate'],
    ['Doctor of Philosophy', 'doctorate'],
    ['Diploma in Electrical Engineering', 'diploma'],
    ['HNC Electrical', 'diploma'],
    ['HND Business Studies', 'associate'],
    ['Associate of Science', 'associate'],
    ['Associate degree in Accounting', 'associate'],
    ['High School Diploma', 'secondary'],
    ['SSC', 'secondary'],
    ['H.S.C. (Science)', 'secondary'],
    ['12th (PCM)', 'secondary'],
    ['Senior Secondary Certificate', 'secondary'],
    ['A-Levels', 'secondary'],
    // Written for this test: degrees and certificates that resumes name in India, Germany,
    // France and the UK, in the ways they are written.
    ['B.Pharma', 'bachelor'],
    ['B.PHARMACY (Pharmaceutics)', 'bachelor'],
    ['M.Pharma in Pharmacology', 'master'],
    ['BHM', 'bachelor'],
    ['B.H.M.C.T', 'bachelor'],
    ['BAMS', 'bachelor'],
    ['BHMS', 'bachelor'],
    ['B.P.Ed', 'bachelor'],
    ['BPT', 'bachelor'],
    ['MPT (Orthopaedics)', 'master'],
    ['BEd', 'bachelor'],
    ['MEd in Special Education', 'master'],
    ['Graduate Certificate in Data Analytics', 'bachelor'],
    ['Diplom in Informatik', 'master'],
    ["Diplôme d'ingénieur en informatique", 'master'],
    ['DDS', 'doctorate'],
    ['DVM', 'doctorate'],
    ['ITI (Electrician)', 'diploma'],
    ['GNM', 'diploma'],
    ['NVQ Level 3 in Plumbing', 'diploma'],
    ['PUC', 'secondary'],
    ['II PUC (PCMB)', 'secondary'],
    ['10+2', 'secondary'],
    ['Matric', 'secondary'],
  ] as const)('%s → %s', (text, expected) => {
    expect(level(text)).toBe(expected);
  });

  it.each([
    'MS Office',
    'MS Excel and Word',
    'Seattle, WA',
    'Boston, MA 02115',
    'Associate Software Engineer',
    'Certified Scrum Master',
    'Master Data Management',
    'DBA',
    'TO BE CONFIRMED',
    'be ready to relocate',
    'bed and breakfast',
    'MS-CIT',
    'MS-Office',
    'Diplomatic protocol',
  ])('reads no degree in "%s"', (text) => {
    expect(level(text)).toBeNull();
  });

  it('gives the highest of several, and every one in order from degreesIn', () => {
    expect(degreeLevel('BCA, MBA')).toMatchObject({ level: 'master', text: 'MBA' });
    expect(degreesIn('BCA, MBA').map((d) => d.text)).toEqual(['BCA', 'MBA']);
  });

  it('keeps the words after "of" as the degree\'s name and stops at "in"', () => {
    expect(degreeLevel('Bachelor of Engineering in Civil Engineering')?.text).toBe('Bachelor of Engineering');
    expect(degreeLevel('Master of Business Administration - Finance')?.text).toBe('Master of Business Administration');
    // a line that wraps after "in" (written for this test)
    expect(degreeLevel('Bachelor of Engineering in')?.text).toBe('Bachelor of Engineering');
  });

  it('ranks the levels', () => {
    expect(educationRank('secondary')).toBeLessThan(educationRank('diploma'));
    expect(educationRank('associate')).toBeLessThan(educationRank('bachelor'));
    expect(educationRank('master')).toBeLessThan(educationRank('doctorate'));
  });
});

describe('the "Degree : Field" line of resume builders', () => {
  it('reads "Associate : Accounting" as an associate degree, and "Sales Associate" as none', () => {
    expect(degreeLevel('Associate : Accounting')?.level).toBe('associate');
    expect(degreeLevel('Sales Associate')).toBeNull();
    expect(degreeLevel('Associate, Retail Store')).toBeNull();
  });
});
