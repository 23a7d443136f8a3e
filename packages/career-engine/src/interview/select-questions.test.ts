import { describe, expect, it } from 'vitest';
import { matchBankSkills, preparationTips, selectInterviewQuestions } from './select-questions.js';
import { ROLE_FAMILIES } from './types.js';

const reactJob = {
  jobTitle: 'Senior Frontend Engineer',
  companyName: 'Acme Payments',
  jobDescription:
    'We are looking for an engineer with deep React and TypeScript experience to build accessible, fast web interfaces. ' +
    'You care about Core Web Vitals and testing.',
};

const k8sJob = {
  jobTitle: 'Platform Engineer',
  companyName: 'Nimbus',
  jobDescription: 'Run our k8s clusters on AWS with Terraform and Helm. Improve CI/CD and on-call.',
};

const kindsOf = (selection: ReturnType<typeof selectInterviewQuestions>) => selection.questions.map((q) => q.kind);

describe('selectInterviewQuestions', () => {
  it('returns a balanced set with every kind represented', () => {
    const selection = selectInterviewQuestions(reactJob);
    expect(selection.questions).toHaveLength(12);
    const kinds = kindsOf(selection);
    for (const kind of ['behavioral', 'technical', 'situational', 'role-fit', 'company-fit', 'questions-to-ask']) {
      expect(kinds, kind).toContain(kind);
    }
    expect(kinds.filter((k) => k === 'technical').length).toBeGreaterThanOrEqual(3);
    expect(kinds.filter((k) => k === 'behavioral').length).toBeGreaterThanOrEqual(2);
    expect(new Set(selection.questions.map((q) => q.id)).size).toBe(12);
  });

  it('is deterministic', () => {
    expect(selectInterviewQuestions(reactJob)).toEqual(selectInterviewQuestions(reactJob));
  });

  it('varies between companies and roles', () => {
    const a = selectInterviewQuestions({ jobTitle: 'Account Executive', companyName: 'Acme' });
    const b = selectInterviewQuestions({ jobTitle: 'Account Executive', companyName: 'Globex' });
    const c = selectInterviewQuestions({ jobTitle: 'Registered Nurse', companyName: 'Acme' });
    expect(a.questions.map((q) => q.id)).not.toEqual(b.questions.map((q) => q.id));
    expect(c.roleFamily).toBe('healthcare');
    expect(c.questions.filter((q) => q.kind === 'technical').every((q) => q.roleFamily === 'healthcare')).toBe(true);
  });

  it('steers technical questions by skill: a React job gets React questions', () => {
    const selection = selectInterviewQuestions(reactJob);
    expect(selection.roleFamily).toBe('frontend');
    expect(selection.skills).toEqual(expect.arrayContaining(['React', 'TypeScript', 'Web Performance']));
    const technical = selection.questions.filter((q) => q.kind === 'technical');
    expect(technical.filter((q) => q.skills.includes('React')).length).toBeGreaterThanOrEqual(2);
    expect(technical[0]?.matchedSkills.length).toBeGreaterThan(0);
  });

  it('a Kubernetes job gets Kubernetes questions, also through the k8s alias', () => {
    const selection = selectInterviewQuestions(k8sJob);
    expect(selection.roleFamily).toBe('devops-sre');
    expect(selection.skills).toContain('Kubernetes');
    const technical = selection.questions.filter((q) => q.kind === 'technical');
    expect(technical.some((q) => q.skills.includes('Kubernetes'))).toBe(true);
  });

  it('pulls skill-matched technical questions from other families', () => {
    const selection = selectInterviewQuestions({
      jobTitle: 'Backend Engineer',
      companyName: 'Initech',
      jobDescription: 'Our services run on Kubernetes; you will own PostgreSQL schemas.',
    });
    const technical = selection.questions.filter((q) => q.kind === 'technical');
    expect(technical.some((q) => q.skills.includes('Kubernetes'))).toBe(true);
    expect(technical.some((q) => q.skills.includes('PostgreSQL'))).toBe(true);
  });

  it('uses given skills and a plugged-in extractor, case-insensitively', () => {
    const withSkills = selectInterviewQuestions({
      jobTitle: 'Software Engineer',
      companyName: 'X',
      skills: ['kubernetes'],
    });
    expect(withSkills.skills).toContain('Kubernetes');
    const seen: string[] = [];
    const withExtractor = selectInterviewQuestions({
      jobTitle: 'Data Scientist',
      jobDescription: 'anything',
      companyName: 'X',
      extractSkills: (text) => {
        seen.push(text);
        return ['a/b testing'];
      },
    });
    expect(seen[0]).toContain('anything');
    expect(withExtractor.skills).toEqual(['A/B Testing']);
    expect(withExtractor.questions.some((q) => q.kind === 'technical' && q.matchedSkills.includes('A/B Testing'))).toBe(
      true,
    );
  });

  it('weaves the company name in and leaves no placeholder, for every family', () => {
    for (const family of ROLE_FAMILIES) {
      const selection = selectInterviewQuestions({
        jobTitle: family.replaceAll('-', ' '),
        companyName: 'Globex Corporation',
        count: 20,
      });
      for (const q of selection.questions) {
        for (const text of [q.question, ...q.goodAnswerCovers, ...q.tips]) expect(text, q.id).not.toMatch(/[{}]/);
      }
      const companyFit = selection.questions.filter((q) => q.kind === 'company-fit');
      expect(companyFit.length, family).toBeGreaterThan(0);
      expect(companyFit.every((q) => q.question.includes('Globex Corporation'))).toBe(true);
    }
  });

  it('honours count and level', () => {
    expect(selectInterviewQuestions({ ...reactJob, count: 20 }).questions).toHaveLength(20);
    expect(selectInterviewQuestions({ ...reactJob, count: 1 }).questions).toHaveLength(6);
    const entry = selectInterviewQuestions({ jobTitle: 'Junior Software Engineer', companyName: 'X', count: 20 });
    expect(entry.level).toBe('entry');
    expect(entry.questions.some((q) => q.level === 'senior')).toBe(false);
    const senior = selectInterviewQuestions({ jobTitle: 'Software Engineer', companyName: 'X', level: 'senior' });
    expect(senior.level).toBe('senior');
    expect(senior.questions.some((q) => q.level === 'entry')).toBe(false);
  });

  it('groups questions by kind in a stable order', () => {
    const order = kindsOf(selectInterviewQuestions(reactJob));
    const firstIndex = (k: (typeof order)[number]) => order.indexOf(k);
    expect(firstIndex('behavioral')).toBeLessThan(firstIndex('technical'));
    expect(firstIndex('technical')).toBeLessThan(firstIndex('questions-to-ask'));
  });
});

describe('selectInterviewQuestions for frontline work', () => {
  const select = (jobTitle: string) => selectInterviewQuestions({ jobTitle, companyName: '' });
  const technical = (selection: ReturnType<typeof select>) => selection.questions.filter((q) => q.kind === 'technical');

  it('a barista gets food-service questions, with food hygiene and coffee among them', () => {
    const selection = select('barista');
    expect(selection.roleFamily).toBe('food-hospitality');
    expect(selection.questions.every((q) => q.roleFamily === 'food-hospitality')).toBe(true);
    const texts = technical(selection).map((q) => q.question);
    expect(texts.some((t) => /espresso/i.test(t))).toBe(true);
    expect(texts.some((t) => /hygiene|allerg/i.test(t))).toBe(true);
  });

  it('a forklift operator gets warehouse questions about forklift safety', () => {
    const selection = select('Forklift Operator');
    expect(selection.roleFamily).toBe('warehouse-logistics');
    const texts = technical(selection).map((q) => q.question);
    expect(texts.filter((t) => /forklift/i.test(t)).length).toBeGreaterThanOrEqual(2);
    expect(selection.questions.some((q) => /safe/i.test([q.question, ...q.goodAnswerCovers].join(' ')))).toBe(true);
  });

  it('an electrician gets trade questions, safe isolation first among them', () => {
    const selection = select('electrician');
    expect(selection.roleFamily).toBe('skilled-trades');
    expect(technical(selection).every((q) => q.roleFamily === 'skilled-trades')).toBe(true);
    expect(technical(selection).some((q) => q.skills.includes('Lockout/Tagout'))).toBe(true);
  });

  it('serves its own questions of every kind before the general office ones', () => {
    for (const jobTitle of ['cashier', 'line cook', 'package handler', 'plumber', 'cna', 'janitor', 'receptionist']) {
      const selection = select(jobTitle);
      expect(selection.questions, jobTitle).toHaveLength(12);
      // Technical questions of another family may come in through a shared skill (a CNA's
      // infection control); the general bank's questions may not.
      expect(
        selection.questions.every(
          (q) => q.roleFamily !== 'general' && (q.kind === 'technical' || q.roleFamily === selection.roleFamily),
        ),
        jobTitle,
      ).toBe(true);
      expect(selection.questions.some((q) => /unclear goals|our product or service/i.test(q.question))).toBe(false);
    }
  });

  it('a care or cleaning job description does not pull frontline questions into an office family', () => {
    const selection = selectInterviewQuestions({
      jobTitle: 'Customer Success Manager',
      companyName: 'Acme',
      jobDescription: 'Deliver great customer service, time management and attention to detail across accounts.',
    });
    expect(selection.roleFamily).toBe('customer-success');
    expect(technical(selection).every((q) => q.roleFamily === 'customer-success' || q.roleFamily === 'sales')).toBe(
      true,
    );
  });
});

describe('matchBankSkills', () => {
  it('matches whole words and aliases, not fragments', () => {
    expect(matchBankSkills('Experience with reactjs, k8s and Postgres')).toEqual(
      expect.arrayContaining(['React', 'Kubernetes', 'PostgreSQL']),
    );
    expect(matchBankSkills('We reacted swiftly to a swift change')).not.toContain('React');
    expect(matchBankSkills('a swift response')).not.toContain('Swift');
    expect(matchBankSkills('Swift and SwiftUI')).toEqual(expect.arrayContaining(['Swift', 'SwiftUI']));
  });
});

describe('preparationTips', () => {
  it('gives role-specific, company-specific tips without placeholders', () => {
    const tips = preparationTips({ roleFamily: 'sales', companyName: 'Acme', level: 'senior' });
    expect(tips.length).toBeGreaterThanOrEqual(5);
    expect(tips.some((t) => /quota/i.test(t))).toBe(true);
    expect(tips.some((t) => t.includes('Acme'))).toBe(true);
    expect(tips.some((t) => /senior/i.test(t))).toBe(true);
    for (const family of ROLE_FAMILIES) {
      const familyTips = preparationTips({ roleFamily: family, companyName: 'Acme' });
      for (const t of familyTips) expect(t).not.toMatch(/[{}]/);
    }
    expect(preparationTips({ roleFamily: 'frontend', companyName: 'A' })).not.toEqual(
      preparationTips({ roleFamily: 'backend', companyName: 'A' }),
    );
  });
});
