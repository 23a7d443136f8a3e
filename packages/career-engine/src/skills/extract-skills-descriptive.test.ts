import { describe, expect, it } from 'vitest';
import { analyseJobDescription } from '../jd/analyse-job-description.js';
import { descriptiveClauses, SUBJECT_MATTER_TECH } from './descriptive-clauses.js';
import { getSkillExtractor } from './extract-skills.js';
import { loadTaxonomy } from './taxonomy/index.js';

// Sentences written for these tests: what a product, an employer or a client does, beside what the
// person did, across trades.
const extractor = getSkillExtractor();
const asResume = (text: string) => extractor.extract(text, { resume: true }).map((s) => s.id);
const plain = (text: string) => extractor.extract(text).map((s) => s.id);

describe('resume mode: what a product or an employer does is not the person’s skill', () => {
  it('drops the services of a product the candidate built, keeps what he built it with', () => {
    const text = [
      'Founder and developer, SkyView Drones (2021 - 2024)',
      'Services include aerial photography, surveying, precision agriculture, real estate photography.',
      '- Built the booking flow in React and the quote engine in Node.js.',
    ].join('\n');
    expect(plain(text)).toEqual(expect.arrayContaining(['photography', 'surveying', 'agriculture']));
    const ids = asResume(text);
    expect(ids).not.toContain('photography');
    expect(ids).not.toContain('surveying');
    expect(ids).not.toContain('agriculture');
    expect(ids).not.toContain('real-estate-sales');
    expect(ids).toEqual(expect.arrayContaining(['react', 'node-js']));
  });

  it('a developer whose startup offers drone photography services', () => {
    const ids = asResume(
      'Developer at Skyline, a startup that offers drone photography services. Built the booking flow in React.',
    );
    expect(ids).toContain('react');
    expect(ids).not.toContain('photography');
  });

  it('a nurse whose hospital provides cardiac care, unless she gave it herself', () => {
    const hospital =
      "Registered nurse, St. Mary's, a 300-bed hospital that provides cardiac care and oncology services. Monitored vital signs and administered medications for six patients per shift.";
    const ids = asResume(hospital);
    expect(ids).toContain('nursing');
    expect(ids).not.toContain('cardiology');
    expect(ids).not.toContain('oncology');
    const herself = asResume(`${hospital}\n- Provided cardiac care to post-surgical patients.`);
    expect(herself).toContain('cardiology');
    expect(herself).not.toContain('oncology');
  });

  it('a chef whose restaurant serves French cuisine and offers catering and event planning', () => {
    const ids = asResume(
      'Sous chef, Bistro Margaux: our restaurant serves French cuisine and offers catering and event planning. Led menu planning and food preparation for 120 covers; trained the line on food safety.',
    );
    expect(ids).toEqual(expect.arrayContaining(['culinary-skills', 'food-safety']));
    expect(ids).not.toContain('event-planning');
    expect(ids).not.toContain('french');
  });

  it('an accountant whose firm offers bookkeeping, tax and payroll services', () => {
    const ids = asResume(
      'Staff accountant at Ledger & Co. We offer bookkeeping, tax preparation and payroll services to small businesses.\n- Ran payroll for 40 employees and reconciled bank accounts monthly.',
    );
    expect(ids).toContain('payroll');
    expect(ids).not.toContain('bookkeeping');
    expect(ids).not.toContain('tax-accounting');
  });

  it('reads no skill from what a company is or provides', () => {
    expect(
      asResume('Acme is a leading provider of payroll software. Wrote Python scripts for the data migration.'),
    ).toEqual(expect.arrayContaining(['python']));
    expect(asResume('Acme is a leading provider of payroll software.')).toEqual([]);
    expect(asResume('The company provides payroll software and HR consulting.')).toEqual([]);
    expect(asResume('Our clients are hospitals, law firms and real estate agencies.')).toEqual([]);
    expect(asResume('Brightline, a firm whose clients are real estate developers and hospitals.')).toEqual([]);
  });

  it('drops the audience of "a platform for …" and who it is "used by", keeps the tools', () => {
    const ids = asResume(
      'Built a platform for farmers using Flutter and Firebase, used by 2,000 growers for crop management.',
    );
    expect(ids).toEqual(expect.arrayContaining(['flutter', 'firebase']));
    expect(ids).not.toContain('agriculture');
  });

  it('keeps a technology of the description only when the sentence says the person built or used it', () => {
    const built = asResume('Built the backend of a marketplace that uses machine learning and Stripe to match buyers.');
    expect(built).toEqual(expect.arrayContaining(['machine-learning', 'stripe']));
    expect(asResume('The company runs a marketplace that uses machine learning to match buyers.')).not.toContain(
      'machine-learning',
    );
    // A subject matter is not a tool, whatever the person built.
    expect(asResume('Built the checkout of an app that offers photography and video editing.')).toEqual([]);
  });

  it('keeps a skill the person also shows outside the description, with only those mentions', () => {
    const text = 'The clinic provides physical therapy. Provided physical therapy to 12 patients a day.';
    const found = extractor.extract(text, { resume: true }).find((s) => s.id === 'physical-therapy');
    expect(found?.count).toBe(1);
    expect(found?.spans[0]?.start).toBe(text.lastIndexOf('physical therapy'));
  });

  it('follows a description across a wrapped line', () => {
    expect(asResume('Designer at Northwind, a studio that offers drone\nphotography and branding.')).toEqual([]);
  });

  it('leaves the person’s own sentences alone', () => {
    expect(asResume('Data engineer who builds reliable batch and streaming pipelines.')).toContain('data-pipelines');
    expect(asResume('Mobile apps for iOS and Android')).toEqual(
      expect.arrayContaining(['ios-development', 'android-development']),
    );
    expect(asResume('Tools for testing: Jest, Cypress')).toEqual(expect.arrayContaining(['jest', 'cypress']));
    expect(asResume('Cloud: AWS services including Lambda and S3')).toEqual(
      expect.arrayContaining(['aws-lambda', 'amazon-s3']),
    );
    expect(asResume('On my team we focus on code reviews and pair programming.')).toContain('code-review');
    expect(asResume('Delivered consulting services for banks on financial modeling.')).toContain('financial-modeling');
    // A noun phrase is not a clause: the person may well do what the employer does.
    expect(asResume('Led SEO campaigns at a digital marketing agency.')).toEqual(
      expect.arrayContaining(['search-engine-optimization', 'digital-marketing']),
    );
  });

  it('finds no description in plain bullets', () => {
    expect(
      descriptiveClauses('- Provided cardiac care to 6 patients per shift.\n- Served 200 covers a night.'),
    ).toEqual([]);
  });

  it('names only tech skills that exist as subject matters', () => {
    const byId = new Map(loadTaxonomy().map((s) => [s.id, s]));
    for (const id of SUBJECT_MATTER_TECH) expect(byId.get(id)?.area, id).toBe('tech');
  });
});

describe('postings keep their skills', () => {
  it('reads every skill of a requirement line outside resume mode', () => {
    expect(plain('Experience with software used by hospitals and real estate agencies')).toContain('real-estate-sales');
    expect(plain('The company provides payroll software')).toContain('payroll');
  });

  it('keeps the requirements of a posting whose company description names the same skills', () => {
    const posting = [
      'Payroll Specialist',
      'About us',
      'Acme is a leading provider of payroll software; our clients are hospitals and real estate agencies.',
      'Requirements',
      '- 3+ years of payroll processing',
      '- Experience with real estate clients',
      '- Proficiency in Microsoft Excel',
    ].join('\n');
    const required = analyseJobDescription(posting, extractor).required.flatMap((r) => r.anyOf);
    expect(required).toEqual(expect.arrayContaining(['Payroll', 'Real estate sales', 'Microsoft Excel']));
  });
});
