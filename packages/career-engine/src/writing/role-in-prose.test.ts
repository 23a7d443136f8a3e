import { describe, expect, it } from 'vitest';
import { employerName, endsJobTitles, indefiniteArticle, skillInProse, titleInProse } from './role-in-prose';

describe('titleInProse', () => {
  it.each([
    // issue 35: the letter said "my experience as Software Engineer (Front-End)"
    ['Software Engineer (Front-End)', 'a front-end software engineer'],
    ['Senior Software Engineer', 'a senior software engineer'],
    ['SENIOR ACCOUNTANT', 'a senior accountant'],
    ['Java Developer', 'a Java developer'],
    // A real DOCX resume's role (issue 35).
    ['Backend JAVA developer', 'a backend Java developer'],
    ['Salesforce Administrator', 'a Salesforce administrator'],
    ['English Teacher', 'an English teacher'],
    ['UX Designer', 'a UX designer'],
    ['HR Manager', 'an HR manager'],
    ['iOS Engineer', 'an iOS engineer'],
    ['Engineering Manager', 'an engineering manager'],
    ['Registered Nurse (RN)', 'a registered nurse'],
    ['Data Analyst (Contract)', 'a data analyst'],
    ['Software Engineer - Payments', 'a payments software engineer'],
    ['Head of Marketing', 'a head of marketing'],
    ['Sr. Product Manager', 'a senior product manager'],
  ])('%s → %s', (title, prose) => {
    expect(titleInProse(title)).toBe(prose);
  });

  it('is empty for an empty title', () => {
    expect(titleInProse('  ')).toBe('');
  });
});

describe('employerName', () => {
  it('drops the place a resume writes after the employer', () => {
    expect(employerName('Google, Mountain View, CA, USA')).toBe('Google');
    expect(employerName('Acme Corp, Berlin, Germany')).toBe('Acme Corp');
    expect(employerName('Confluent (Remote)')).toBe('Confluent');
    expect(employerName('Procter & Gamble')).toBe('Procter & Gamble');
    expect(employerName('Ernst & Young, LLP')).toBe('Ernst & Young, LLP');
    expect(employerName('Bank Otkritie (Russia, Moscow)')).toBe('Bank Otkritie');
    expect(employerName('(Israel, Rehovot)')).toBe('');
  });
});

describe('skillInProse', () => {
  it('lower-cases generic names, keeps names of things', () => {
    expect(
      ['Software development', 'Front-end development', 'Attention to detail', 'Communication', 'Marketing'].map(
        skillInProse,
      ),
    ).toEqual(['software development', 'front-end development', 'attention to detail', 'communication', 'marketing']);
    expect(
      ['React', 'TypeScript', 'Spring Boot', 'English', 'REST APIs', 'Python', 'Node.js'].map(skillInProse),
    ).toEqual(['React', 'TypeScript', 'Spring Boot', 'English', 'REST APIs', 'Python', 'Node.js']);
  });
});

describe('indefiniteArticle', () => {
  it('goes by sound', () => {
    expect(['engineer', 'user researcher', 'hourly lead', 'SRE', 'QA lead', 'MBA'].map(indefiniteArticle)).toEqual([
      'an',
      'a',
      'an',
      'an',
      'a',
      'an',
    ]);
  });
});

describe('endsJobTitles', () => {
  it('is true of the words job titles end in, in any trade, and not of other words', () => {
    for (const word of ['cook', 'cooks', 'chef', 'nurse', 'nursing', 'accountant', 'electrician', 'teachers'])
      expect(endsJobTitles(word), word).toBe(true);
    for (const word of ['email', 'check', 'kitchen', 'letter', 'interview'])
      expect(endsJobTitles(word), word).toBe(false);
  });
});
