// Layouts of real resumes the JSON Resume renderings do not cover: resume-site exports (title and
// employer lines without dates, "Company Name:" labels), names typed in lower case, Indian degree
// abbreviations and education headings. The texts are written for these tests.
import { describe, expect, it } from 'vitest';
import { parseResume } from './parse-resume';

const NOW = new Date('2026-01-01T00:00:00Z');
const parse = (text: string) => parseResume(text, { now: NOW });

describe('names in any case', () => {
  it.each(['meera natarajan', 'Ravi kumar', 'OLUWASEUN ADEBAYO'])('reads "%s" on the first line', (name) => {
    const p = parse(
      `${name}\nChennai, Tamil Nadu - Email me: ${name.split(' ')[0]?.toLowerCase()}.r@example.com\n\nWORK EXPERIENCE\n\nTester\n\nAcme Ltd -\n\nMay 2019 to Present`,
    );
    expect(p.contact.name).toBe(name);
  });

  it('does not take a lower-case headline or a title for a name', () => {
    expect(parse('curriculum vitae\nsenior data analyst\n').contact.name).toBeUndefined();
  });
});

describe('experience as resume sites export it', () => {
  const text = [
    'Priya Raman',
    'Support Analyst - Northwind Traders',
    '',
    'WORK EXPERIENCE',
    '',
    'Support Analyst',
    '',
    'Northwind Traders -  Pune, Maharashtra -',
    '',
    'https://www.example.com/r/priya-raman/abc123',
    '',
    'March 2020 to Present',
    '',
    'Responsibilities:',
    '❖ Answered customer tickets for the billing product.',
    '',
    'Data Entry Operator',
    '',
    'Contoso Exports -  Nagpur, Maharashtra',
    '',
    'Typed invoices into the ledger system every day for the accounts team.',
    '',
    'EDUCATION',
    '',
    'B.Tech in Computer Science',
    '',
    'Example Institute of Technology -  Pune, Maharashtra',
    '',
    '2015 to 2019',
  ].join('\n');

  it('reads a title and an employer line with the dates below a page-footer link', () => {
    const [first] = parse(text).experience;
    expect(first).toMatchObject({
      title: 'Support Analyst',
      company: 'Northwind Traders',
      location: 'Pune, Maharashtra',
      startDate: '2020-03',
      endDate: 'present',
    });
    expect(first?.bullets).toEqual(['Answered customer tickets for the billing product.']);
  });

  it('keeps an entry that has no dates, and never takes "Responsibilities:" for a title', () => {
    const p = parse(text);
    expect(p.experience.map((e) => [e.title, e.company])).toEqual([
      ['Support Analyst', 'Northwind Traders'],
      ['Data Entry Operator', 'Contoso Exports'],
    ]);
    expect(p.unread).toBeUndefined();
  });

  it('reads labelled fields ("Company Name:", "Designation:")', () => {
    const p = parse(
      'Arun Das\n\nPROFESSIONAL EXPERIENCE\nCompany Name: Fabrikam Pvt Ltd\nDesignation: Network Engineer\nDuration: Jan 2016 - Dec 2018\n• Configured routers.',
    );
    expect(p.experience[0]).toMatchObject({
      title: 'Network Engineer',
      company: 'Fabrikam Pvt Ltd',
      startDate: '2016-01',
      endDate: '2018-12',
    });
  });

  it('does not take a year inside a sentence for an entry date', () => {
    const p = parse(
      'Lena Ortiz\n\nEXPERIENCE\nAnalyst\nAcme Corp\n2018 - 2020\nThe company, founded in 1998 when the market was small and growing fast in\nrevenue, sells tools.',
    );
    expect(p.experience).toHaveLength(1);
  });
});

describe('degrees on education lines', () => {
  it('reads Indian abbreviations, school-leaving certificates and a misspelt heading', () => {
    const p = parse(
      [
        'Kiran Shah',
        'ACADEMEIC CREDENTIALS',
        'MCA',
        'Example University -  Jaipur, Rajasthan',
        '2017',
        'B.Com',
        'Sample College of Commerce',
        '2014',
        'H.S.C',
        'State Board',
        '2011',
      ].join('\n'),
    );
    expect(p.education.map((e) => [e.degree, e.institution])).toEqual([
      ['MCA', 'Example University'],
      ['B.Com', 'Sample College of Commerce'],
      ['H.S.C', 'State Board'],
    ]);
  });

  it('reads degrees in a bulleted list', () => {
    const p = parse(
      'Tom Field\nAcademia\n• Bachelors in Commerce (B.Com) from Example College (2007)\n• PGDBM from Sample Institute (2010)',
    );
    expect(p.education.map((e) => e.degree)).toEqual(['Bachelors', 'PGDBM']);
  });
});

describe('unread parts', () => {
  it('says when no experience or no dates were read', () => {
    expect(parse('Ana Lima\nSKILLS\nExcel, SQL').unread).toEqual(['experience']);
    expect(parse('Ana Lima\nEXPERIENCE\nCashier\nAcme Stores Ltd\n• Served customers.').unread).toEqual(['dates']);
    expect(parse('just some words here').unread).toEqual(['name', 'sections', 'experience']);
  });
});

describe('employer, dates, then title on one line (livecareer exports)', () => {
  it('keeps the employer and the title apart where the dates stood (a cover letter wrote "at Acme Corp Accountant")', () => {
    const p = parse(
      'Dana Walker\nEXPERIENCE\nAcme Corp July 2011 to November 2012 Accountant\nDenver, CO\nI closed the books each month.\nGlobex April 2010 to June 2011 Resource Advisor\nDenver, CO\nI advised the commander on budgets.',
    );
    expect(p.experience.map((e) => [e.title, e.company, e.location])).toEqual([
      ['Accountant', 'Acme Corp', 'Denver, CO'],
      ['Resource Advisor', 'Globex', 'Denver, CO'],
    ]);
  });
});

describe('an employer, its place and the title on one line', () => {
  // Issue 33: resume builders export "Employer City , ST Title dates"; the state's code or name
  // (or a template's "City , State") was read as the title's first word ("TX Chef de Partie").
  it('ends the place at its region and reads the rest as the title', () => {
    const p = parse(
      [
        'Jane Doe',
        'Experience',
        'Marriott Austin , TX Chef de Partie 01/2016 to Current',
        'Reduced food costs by estimating purchasing needs.',
        'Hilton Dallas , Texas Sous Chef 05/2015 to 01/2016',
        'Provided courteous service in an open kitchen.',
        'Company Name City , State Lead Cook 07/2013 to 04/2014',
        'Followed proper food handling methods.',
      ].join('\n'),
    );
    expect(p.experience.map((e) => [e.title, e.company, e.location])).toEqual([
      ['Chef de Partie', 'Marriott Austin', 'TX'],
      ['Sous Chef', 'Hilton Dallas', 'Texas'],
      ['Lead Cook', 'Company Name City', 'State'],
    ]);
  });

  it('takes no initials for a state', () => {
    const p = parse(
      ['Jane Doe', 'Experience', 'Acme Pune , QA Engineer 01/2016 to Current', 'Tested releases.'].join('\n'),
    );
    expect(p.experience[0]?.title).not.toBe('Engineer');
  });
});

describe('an education line written as a sentence', () => {
  // Issue 33: "Pursuing B.Tech ... from VIT University" named no degree (the line was taken whole
  // for the school), and "B.Tech(CSE) from VIT University with 8.5 CGPA" kept the school and the
  // grade in the field.
  const education = (line: string) =>
    parse(`Ravi Kumar\nPune, Maharashtra\n\nEDUCATION\n\n${line}\n\nSKILLS\n\nJava`).education.map((e) => [
      e.degree,
      e.field,
      e.institution,
    ]);

  it.each([
    ['Pursuing B.Tech in Computer Science from VIT University', 'B.Tech', 'Computer Science', 'VIT University'],
    ['B.Tech(CSE) from VIT University with 8.5 CGPA', 'B.Tech', 'CSE', 'VIT University'],
    ['Completed MBA from Symbiosis Institute in 2017', 'MBA', undefined, 'Symbiosis Institute'],
    [
      'Graduated with a Bachelor of Commerce from Delhi University (2012)',
      'Bachelor of Commerce',
      undefined,
      'Delhi University',
    ],
    ['• Passed 10th STD from Angels High School, Bangalore(2002)', '10th', 'STD', 'Angels High School, Bangalore'],
  ])('reads "%s"', (line, degree, field, institution) => {
    expect(education(line)).toEqual([[degree, field, institution]]);
  });

  it('keeps a school whose name has "at" in it whole', () => {
    expect(education('B.A. Geography State University of New York at Stony Brook')[0]?.[2]).not.toBe('Stony Brook');
  });
});

describe('a resume that opens with its title', () => {
  // Issue 33: "Professional Overview" was no heading, so it became the headline (or the name), and
  // the hyphenated "POST-DOCTORAL" kept the opening line from reading as a title.
  it('reads the title above "Professional Overview" as the headline', () => {
    const p = parse('POST-DOCTORAL RESEARCH FELLOW\nProfessional Overview\nBiochemist with 16 years of research.\n');
    expect(p.contact.headline).toBe('POST-DOCTORAL RESEARCH FELLOW');
    expect(p.contact.name).toBeUndefined();
    expect(p.summary).toContain('Biochemist');
  });
});

describe('experience headings the list does not hold', () => {
  // Issue 33: under "ORGANIZATIONAL EXPERIENCE", "EMPLOYMENT DETAILS", "JOB HISTORY" or
  // "INTERNSHIPS" the roles were read into the section above and no experience was found.
  const resume = (heading: string) =>
    parse(
      `Ravi Kumar\nravi@example.com\n\nSUMMARY\n\nEngineer with 5 years.\n\n${heading}\n\nSoftware Engineer\n\nCapgemini -  Pune, Maharashtra\n\nJune 2015 to Present\n\nBuilt services.\n\nEDUCATION\n\nB.E in Computer Science\n\nPune University`,
    );

  it.each([
    'ORGANIZATIONAL EXPERIENCE',
    'Organisational Scan',
    'EMPLOYMENT DETAILS',
    'JOB HISTORY',
    'INTERNSHIPS',
    'TEACHING EXPERIENCE',
    'Work Profile',
    'Career Graph:',
  ])('reads the roles under "%s"', (heading) => {
    const p = resume(heading);
    expect(p.experience.map((e) => [e.title, e.company])).toEqual([['Software Engineer', 'Capgemini']]);
    expect(p.summary).toBe('Engineer with 5 years.');
  });

  it('takes no summary of skills, label inside an entry or bulleted line for one', () => {
    for (const line of ['EXPERIENCE SUMMARY', 'Responsibilities and Experience:', '• Customer Service Experience'])
      expect(resume(line).experience).toEqual([]);
  });
});

describe('education headings the list does not hold', () => {
  // Issue 33: under "EDUCATIONAL PROFILE", "ACADEMIC RECORD" or "PROFESSIONAL QUALIFICATION" the
  // degrees were read into the section above (as an experience entry's description).
  const resume = (heading: string) =>
    parse(
      `Ravi Kumar\nravi@example.com\n\nWORK EXPERIENCE\n\nSoftware Engineer\n\nCapgemini -  Pune, Maharashtra\n\nJune 2015 to Present\n\nBuilt services.\n\n${heading}\n\nB.E in Computer Science\n\nPune University\n\n2011 to 2015\n\nSKILLS\n\nJava`,
    );

  it.each([
    'EDUCATIONAL PROFILE',
    'ACADEMIC RECORD',
    'PROFESSIONAL QUALIFICATION',
    'Formal Education',
    'MY EDUCATION:',
  ])('reads the degrees under "%s"', (heading) => {
    expect(resume(heading).education).toMatchObject([
      { degree: 'B.E', field: 'Computer Science', institution: 'Pune University' },
    ]);
  });

  it('takes no title, qualification or pair of columns for one', () => {
    expect(parse('ADULT EDUCATION INSTRUCTOR\nSummary\nTaught GED classes.\n').contact.headline).toBe(
      'ADULT EDUCATION INSTRUCTOR',
    );
    const p = parse('Jo Bloggs\n\nEDUCATION\n\nSecondary Education\n\nGovernment Boys Higher Secondary School\n\n2008');
    expect(p.education[0]?.degree).toBe('Secondary Education');
    expect(resume('SUMMARY EDUCATION').education).toEqual([]);
  });
});

describe('labelled lists of technologies outside a skills section', () => {
  // the layout of many developers' DOCX resumes (Vanetik and Kogan's set): the technologies under
  // "EXPERIENCE SUMMARY", each line a label and its list, and no "Skills" heading at all
  const text = [
    'WEB FRONTEND DEVELOPER',
    'Residence: Herzliya',
    'Languages: English, Hebrew, Ukrainian',
    'EXPERIENCE SUMMARY',
    'Programming languages: JavaScript, TypeScript, PHP',
    'Frameworks: React, React Native, Angular',
    'Databases: MySQL',
    'Five years of building shops and games for the web.',
    'EXPERIENCE',
    '2017-2021: Frontend developer',
    '-- WPG (Kharkiv, Ukraine)',
  ].join('\n');

  it('reads them as skills (spoken languages are the taxonomy language skills), not the place', () => {
    const skills = parseResume(text, { now: new Date('2026-01-01') }).skills;
    expect(skills).toEqual(expect.arrayContaining(['JavaScript', 'TypeScript', 'React', 'Angular', 'English']));
    expect(skills).not.toContain('Herzliya');
    expect(skills.some((s) => /years/i.test(s))).toBe(false);
  });
});

describe("two columns' headings on one line", () => {
  it('opens the left column\'s section ("Experience Skills"), not when the second word qualifies the first', () => {
    const text = [
      'Backend Developer',
      'Experience Skills',
      'Golang Developer',
      'Sber Technologies',
      'Nov 2021 - Present',
      'Developed a microservice backend in Go.',
    ].join('\n');
    const p = parseResume(text, { now: new Date('2026-01-01') });
    expect(p.sections).toContain('experience');
    expect(p.experience[0]?.title).toBe('Golang Developer');
    const summary = parseResume('Jane Doe\nEXPERIENCE SUMMARY\nFive years of web work.\n', {
      now: new Date('2026-01-01'),
    });
    expect(summary.experience).toEqual([]);
  });
});

describe('what an entry line carries besides a title and an employer', () => {
  it('takes no team size, date end or section heading for the employer', () => {
    const text = [
      'Ravi Kumar',
      'WORK EXPERIENCE',
      'Software Engineer',
      'Team Size 15 members',
      'January 2015 to March 2016',
      'Built the billing service.',
      'Test Engineer',
      'KEY TECHNICAL SKILLS',
      'May 2012 to December 2014',
      'Tested the app.',
    ].join('\n');
    const entries = parseResume(text, { now: new Date('2026-01-01') }).experience;
    expect(entries.map((e) => [e.title, e.company])).toEqual([
      ['Software Engineer', undefined],
      ['Test Engineer', undefined],
    ]);
  });
});
