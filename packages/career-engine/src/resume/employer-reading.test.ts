import { describe, expect, it } from 'vitest';
import { parseResume } from './parse-resume';

// How an experience entry's employer is told apart from its title, a place, a date or a bullet.
// Every resume here is written for these tests, in the shapes real exports take.
const NOW = new Date('2019-01-01T00:00:00Z');
const entriesOf = (body: string) =>
  parseResume(`Meera Iyer\nmeera@example.org\n\nWORK EXPERIENCE\n\n${body}`, { now: NOW }).experience.map((e) => ({
    title: e.title,
    company: e.company,
    ...(e.location ? { location: e.location } : {}),
  }));

describe('labelled employer lines', () => {
  it('reads a labelled employer whose name ends in an abbreviated legal form', () => {
    expect(
      entriesOf(
        'Company: Bluewave Logistics Pvt. Ltd.\nDesignation: Operations Executive\nDuration: June 2014 to March 2017\n• Planned the dispatch schedules',
      ),
    ).toEqual([{ title: 'Operations Executive', company: 'Bluewave Logistics Pvt. Ltd.' }]);
  });

  it('reads "Name of the Organisation", "Position Held" and "From: ... To: ..."', () => {
    const p = parseResume(
      'Meera Iyer\nmeera@example.org\n\nEMPLOYMENT HISTORY\n\nName of the Organisation: Vertex Motors Pvt. Ltd.\nPosition Held: Sales Executive\nFrom: Jan 2012 To: Dec 2015\n• Sold two-wheelers',
      { now: NOW },
    );
    expect(p.experience.map((e) => [e.title, e.company, e.startDate, e.endDate])).toEqual([
      ['Sales Executive', 'Vertex Motors Pvt. Ltd.', '2012-01', '2015-12'],
    ]);
  });

  it('still refuses a sentence after a label', () => {
    expect(
      entriesOf('Sales Executive\nJan 2012 - Dec 2015\nCompany: We sold cars across the region.\n• Sold cars'),
    ).toEqual([{ title: 'Sales Executive', company: undefined }]);
  });
});

describe("a role line over a job board's employer line", () => {
  it('keeps a comma inside the role and takes the employer from the line below', () => {
    expect(entriesOf('Volunteer Organiser, Hackathon\n\nContoso -\n\n2017 to 2017\n\n• Ran the help desk')).toEqual([
      { title: 'Volunteer Organiser, Hackathon', company: 'Contoso' },
    ]);
    expect(
      entriesOf(
        'Senior Travel Consultant (Domestic, International & Leisure)\n\nNorthwind Travel House Limited -\n\nSeptember 2016 to Present\n\n• Booked tours',
      ),
    ).toEqual([
      {
        title: 'Senior Travel Consultant (Domestic, International & Leisure)',
        company: 'Northwind Travel House Limited',
      },
    ]);
  });

  it("leaves out of the title a named company beside the role (a client's or a parent's name)", () => {
    expect(
      entriesOf(
        'Fabrikam Technology, Reporting Administrator\n\nTailspin Services Private Limited -  Pune, Maharashtra -\n\nSeptember 2015 to Present\n\n• Ran the reports',
      ),
    ).toEqual([
      { title: 'Reporting Administrator', company: 'Tailspin Services Private Limited', location: 'Pune, Maharashtra' },
    ]);
  });
});

describe('a role and its employer on one line', () => {
  it.each([
    ['Billing Executive in Northwind Foods Limited, Nashik', 'Billing Executive', 'Northwind Foods Limited', 'Nashik'],
    ['Field Engineer with Tailspin Technologies', 'Field Engineer', 'Tailspin Technologies', undefined],
    ['Support Associate@ Contoso', 'Support Associate', 'Contoso', undefined],
    ['CONTOSO as Support Associate', 'Support Associate', 'CONTOSO', undefined],
    ['Sales Executive, Vertex Motors, Nashik', 'Sales Executive', 'Vertex Motors', 'Nashik'],
    ['Testing Executive, Fabrikam Ltd, Nashik', 'Testing Executive', 'Fabrikam Ltd', 'Nashik'],
  ])('%s', (line, title, company, location) => {
    expect(entriesOf(`${line}\nMarch 2012 to June 2015\n• Kept the ledgers`)).toEqual([
      { title, company, ...(location ? { location } : {}) },
    ]);
  });

  it('does not split a phrase that names no employer', () => {
    expect(entriesOf('Intern in Marketing Operations\nMarch 2012 to June 2015\n• Kept the ledgers')).toEqual([
      { title: 'Intern in Marketing Operations', company: undefined },
    ]);
    const [entry] = entriesOf('Have worked as a support engineer\nMarch 2012 to June 2015\n• Kept the ledgers');
    expect(entry?.company).toBeUndefined();
  });
});

describe('bullets', () => {
  it("reads a card-suit or ticked-box bullet as a bullet, not as an entry's employer", () => {
    const p = parseResume(
      'Meera Iyer\nmeera@example.org\n\nWORK EXPERIENCE\n\nArea Sales Manager\nContoso -\nApril 2017 to Present\n♦ Grew the unit sales of the region during the year 2015-2016\n☑ Opened two new dealerships',
      { now: NOW },
    );
    expect(p.experience.map((e) => [e.title, e.company, e.bullets.length])).toEqual([
      ['Area Sales Manager', 'Contoso', 2],
    ]);
  });
});

describe("an entry's dates repeated inside it", () => {
  it('reads "Duration: ..." under the dates as part of the entry, not as a second entry', () => {
    const p = parseResume(
      'Meera Iyer\nmeera@example.org\n\nWORK EXPERIENCE\n\nSupport Analyst\nFabrikam Ltd -  Pune, Maharashtra -\nApril 2017 to Present\n\nLocation: Pune\nClient: A retail bank from Leeds\nDuration: April 2017 - Till Date\n• Answered the escalations',
      { now: NOW },
    );
    expect(p.experience.map((e) => [e.title, e.company, e.startDate, e.endDate])).toEqual([
      ['Support Analyst', 'Fabrikam Ltd', '2017-04', 'present'],
    ]);
  });

  it('keeps "Duration: ..." as the dates of an entry that has no others', () => {
    expect(
      entriesOf(
        'Company: Fabrikam Ltd\nRole: Support Analyst\nDuration: April 2015 - May 2016\n\nCompany: Contoso Bank\nRole: Teller\nDuration: June 2016 - Till Date',
      ),
    ).toEqual([
      { title: 'Support Analyst', company: 'Fabrikam Ltd' },
      { title: 'Teller', company: 'Contoso Bank' },
    ]);
  });
});

describe('an export that dropped the spaces', () => {
  it('reads one word ending in a role as the title, and the name beside it as the employer', () => {
    expect(entriesOf('Northwind Traders\n\nSALESOFFICER -\n\nJuly 2010 to July 2012\n\n• Opened new accounts')).toEqual(
      [{ title: 'SALESOFFICER', company: 'Northwind Traders' }],
    );
  });
});

describe("what is not part of an employer's name", () => {
  const companyOf = (header: string) =>
    entriesOf(`Support Engineer\n\n${header}\n\nOctober 2007 to September 2008\n\n• Fixed the builds`)[0]?.company;

  it("drops a list's number before the name, not a name's own number", () => {
    expect(companyOf('8 Tailspin Motors -')).toBe('Tailspin Motors');
    expect(companyOf('2. Tailspin Motors -')).toBe('Tailspin Motors');
    expect(companyOf('5 Star Ltd -')).toBe('5 Star Ltd');
    expect(companyOf('3M -')).toBe('3M');
  });

  it('gives no employer for a placeholder', () => {
    expect(companyOf('confidential -  Pune, Maharashtra -')).toBeUndefined();
    expect(companyOf('Client -')).toBeUndefined();
  });

  it('drops a bracket a cut left open', () => {
    expect(entriesOf('Shift Supervisor\n\nTAILSPIN MOTORS) Jan 2013 to Feb 2016\n\n• Ran the shift')[0]?.company).toBe(
      'TAILSPIN MOTORS',
    );
  });
});

describe('employers in the shapes other exports take', () => {
  it('reads the town and a bracketed country after a named employer as its place', () => {
    expect(entriesOf('01/2019 – Present Senior Engineer\nVertex GmbH, Berlin (Germany)\n• Built the APIs')).toEqual([
      { title: 'Senior Engineer', company: 'Vertex GmbH', location: 'Berlin (Germany)' },
    ]);
  });

  it('splits a role from its employer in a line exported in lower case', () => {
    expect(entriesOf('senior engineer at vertex corp, jan 2019 - present\n• built the apis')).toEqual([
      { title: 'senior engineer', company: 'vertex corp' },
    ]);
  });

  it('keeps labelled fields when the date line carries a label of its own', () => {
    expect(entriesOf('Employer: Vertex Ltd\nJob Title: Accountant\nDates: 2015-2018\n• Closed the books')).toEqual([
      { title: 'Accountant', company: 'Vertex Ltd' },
    ]);
  });

  it("reads a firm written with M/s. as the employer, though its name holds a role's word", () => {
    expect(
      entriesOf('M/s. Vertex Engineering Works, Nashik\nSite Engineer\nJune 2012 - May 2015\n• Supervised the works'),
    ).toEqual([{ title: 'Site Engineer', company: 'M/s. Vertex Engineering Works', location: 'Nashik' }]);
  });
});

describe('roles told in sentences', () => {
  it.each([
    [
      'Worked as Accounts Assistant in Kaveri Traders Pvt Ltd, Mysore from 2010 to 2013.',
      { title: 'Accounts Assistant', company: 'Kaveri Traders Pvt Ltd', location: 'Mysore' },
      ['2010', '2013'],
    ],
    [
      'Currently working with Nimbus Consultancy Services as a Systems Engineer since July 2016.',
      { title: 'Systems Engineer', company: 'Nimbus Consultancy Services', location: undefined },
      ['2016-07', 'present'],
    ],
    [
      'Working as software engineer with a retail client in Exilant Technologies Pvt. Ltd. from June 2015 to till date.',
      { title: 'software engineer', company: 'Exilant Technologies Pvt. Ltd.', location: undefined },
      ['2015-06', 'present'],
    ],
    [
      '• Worked with Contoso, Hyderabad as Software Engineer from January 2015 to Aug 2017.',
      { title: 'Software Engineer', company: 'Contoso', location: 'Hyderabad' },
      ['2015-01', '2017-08'],
    ],
  ])('%s', (line, want, [start, end]) => {
    const p = parseResume(`Meera Iyer\nmeera@example.org\n\nWORK EXPERIENCE\n\n${line}`, { now: NOW });
    expect(p.experience.map((e) => [e.title, e.company, e.location, e.startDate, e.endDate])).toEqual([
      [want.title, want.company, want.location, start, end],
    ]);
  });

  it('takes no role from a sentence that names no employer or no role', () => {
    const p = parseResume(
      'Meera Iyer\nmeera@example.org\n\nWORK EXPERIENCE\n\nSupport Analyst\nFabrikam Ltd -\nApril 2017 to Present\n• Worked on the migration of the billing system from 2017 to 2018\n• Worked with the finance team as a point of contact',
      { now: NOW },
    );
    expect(p.experience.map((e) => [e.title, e.company])).toEqual([['Support Analyst', 'Fabrikam Ltd']]);
  });
});

describe('more labelled and told shapes', () => {
  it("reads the town after a labelled employer's name as its place", () => {
    expect(
      entriesOf(
        'Organisation: VERTEX TRADERS PVT. LTD., NASHIK\nDesignation: SENIOR ACCOUNTANT\nPeriod: JUNE 2015 TO TILL DATE',
      ),
    ).toEqual([{ title: 'SENIOR ACCOUNTANT', company: 'VERTEX TRADERS PVT. LTD.', location: 'NASHIK' }]);
  });

  it('reads "presently associated with X as Y since ..." as a role', () => {
    expect(entriesOf('Presently associated with Vertex Traders Pvt Ltd as Senior Accountant since June 2015.')).toEqual(
      [{ title: 'Senior Accountant', company: 'Vertex Traders Pvt Ltd' }],
    );
  });
});

describe('a title that holds a grade or a company word', () => {
  it('keeps a grade with its title and takes the employer from the next line', () => {
    expect(
      entriesOf('Secretary II Dec 2014 to Jun 2016\nContoso Clinics － Albuquerque , NM\n• Answered the phones'),
    ).toEqual([{ title: 'Secretary II', company: 'Contoso Clinics', location: 'Albuquerque , NM' }]);
  });

  it("reads a title with a company's word in it as the title, not as the employer", () => {
    expect(
      entriesOf(
        'Director of Information Technology , 01/2017 to 01/2019\nFabrikam Foods – Austin , TX\n• Ran the ERP roll-out',
      ),
    ).toEqual([{ title: 'Director of Information Technology', company: 'Fabrikam Foods', location: 'Austin , TX' }]);
  });
});

describe('a title glued to its employer', () => {
  it('splits a role ending in a role word from a name with a company word, a bracket qualifying the role', () => {
    expect(
      entriesOf('04/2017 to Current\nProduction Assistant (Temp-Hire) Contoso Studios － Austin , TX\n• Ran the set'),
    ).toEqual([{ title: 'Production Assistant (Temp-Hire)', company: 'Contoso Studios', location: 'Austin , TX' }]);
  });

  it('keeps a department after a comma in the title the resolver knows', () => {
    expect(
      entriesOf('Manager, Business Development 04/2017 to Current\nContoso Holdings － Austin , TX\n• Won accounts'),
    ).toEqual([{ title: 'Manager, Business Development', company: 'Contoso Holdings', location: 'Austin , TX' }]);
  });

  it('reads a role word after a hyphen as a role', () => {
    expect(entriesOf('Co-Owner, Fabrikam Bakery\n04/2017 to Current\n• Baked the bread')).toEqual([
      { title: 'Co-Owner', company: 'Fabrikam Bakery' },
    ]);
  });
});

describe('a title, its employer and its place on three lines over the dates', () => {
  it("keeps each entry's title above its employer and place, not in the entry before", () => {
    expect(
      entriesOf(
        [
          'Regional Operations Manager',
          'Fabrikam Foods',
          'Austin , TX',
          'June 2011 to Current',
          'Ran twelve distribution sites.',
          'Branch Manager',
          'Contoso Bank',
          'Dallas, TX',
          'April 2007 to June 2011',
          'Opened two branches.',
        ].join('\n'),
      ),
    ).toEqual([
      { title: 'Regional Operations Manager', company: 'Fabrikam Foods', location: 'Austin , TX' },
      { title: 'Branch Manager', company: 'Contoso Bank', location: 'Dallas, TX' },
    ]);
  });

  it("reads a template's own place as a place, so the title does not take the employer's words", () => {
    // a builder's template left as exported: "Company Name － City , State"
    expect(entriesOf('08/2014 to Current\nSales Associate Company Name － City , State\n• Greeted customers')).toEqual([
      { title: 'Sales Associate', company: 'Company Name', location: 'City , State' },
    ]);
  });
});
