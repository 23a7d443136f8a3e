import { describe, expect, it } from 'vitest';
import { parseResume } from '../resume/parse-resume';
import { checkEvidence, summariseEvidence, userFactsFrom } from './check-evidence';

const RESUME = `Priya Raman
priya@example.com

Experience
Senior Frontend Engineer, Lumen Labs
2019 - Present
- Rebuilt the checkout in React and TypeScript, cutting load time by 40%
- Mentored four engineers through their first year
Frontend Engineer, Brightside
2016 - 2019
- Built a GraphQL client cache that halved API calls

Education
University of Leeds
BSc Computer Science, 2012 - 2015

Skills
React, TypeScript, GraphQL`;

const JOB = `Staff Frontend Engineer at Northwind
We are looking for an engineer to lead our React and TypeScript design system, improve web performance
and work with Kubernetes-based preview environments. 5+ years of experience. Our team of 30 serves 2 million shoppers.`;

const profile = parseResume(RESUME);
const facts = userFactsFrom(profile, { texts: [RESUME] });
const check = (draft: string) => checkEvidence(draft, facts, { jobText: JOB });

describe('checkEvidence', () => {
  it('reads the facts it checks against from the parsed resume', () => {
    expect(facts.employers).toEqual(expect.arrayContaining(['Lumen Labs', 'Brightside']));
    expect(facts.titles).toEqual(expect.arrayContaining(['Senior Frontend Engineer', 'Frontend Engineer']));
    expect(facts.skills).toEqual(expect.arrayContaining(['React', 'TypeScript', 'GraphQL']));
    expect(facts.yearsOfExperience).toBeGreaterThan(6);
  });

  it('keeps a draft made only of true facts unchanged', () => {
    const draft = [
      'Dear Northwind hiring team,',
      'I am writing to apply for the Staff Frontend Engineer role at Northwind. As Senior Frontend Engineer at Lumen Labs, I rebuilt the checkout in React and TypeScript, cutting load time by 40%.',
      'Before that, at Brightside, I built a GraphQL client cache that halved API calls, and I mentored four engineers. I hold a BSc in Computer Science from the University of Leeds and bring about 7 years of experience.',
      'Your team of 30 serves 2 million shoppers, and I would like to learn Kubernetes alongside you.',
      'Sincerely,\nPriya Raman',
    ].join('\n\n');
    const result = check(draft);
    expect(result.changes).toEqual([]);
    expect(result.text).toBe(draft);
  });

  it('takes out invented employers, titles, years, metrics and degrees, keeping the true sentences', () => {
    const draft = [
      'Dear Northwind hiring team,',
      'As Senior Frontend Engineer at Lumen Labs, I rebuilt the checkout in React and TypeScript, cutting load time by 40%. Before that I spent three years at Google leading search infrastructure.',
      'I have 15 years of experience in frontend engineering. I grew revenue by $2.5M and cut costs by 63%. I mentored twelve engineers.',
      'I hold a PhD in Machine Learning from Stanford University. As Principal Engineer I set the architecture for the whole company.',
      'I also have deep Kubernetes and Rust experience.',
      'Sincerely,\nPriya Raman',
    ].join('\n\n');
    const result = check(draft);
    const text = result.text;
    for (const invented of [
      'Google',
      '15 years',
      '$2.5M',
      '63%',
      'twelve',
      'PhD',
      'Stanford',
      'Principal Engineer',
      'Kubernetes',
      'Rust',
    ]) {
      expect(text, invented).not.toContain(invented);
    }
    expect(text).toContain(
      'As Senior Frontend Engineer at Lumen Labs, I rebuilt the checkout in React and TypeScript, cutting load time by 40%.',
    );
    expect(text).toMatch(/^Dear Northwind hiring team,/);
    expect(text).toMatch(/Sincerely,\nPriya Raman$/);

    const by = (kind: string) => result.changes.filter((c) => c.kind === kind).map((c) => c.claim);
    expect(by('employer')).toContain('Google');
    expect(by('years')).toContain('15 years');
    expect(by('metric')).toEqual(expect.arrayContaining(['$2.5M', '63%', 'twelve']));
    expect(by('degree').join(' ')).toMatch(/PhD/);
    expect(by('school')).toContain('Stanford University');
    expect(by('title')).toContain('Principal Engineer');
    expect(by('skill')).toEqual(expect.arrayContaining(['Kubernetes', 'Rust']));
    // Identity facts are removed; skills and numbers are offered back for the user to confirm.
    expect(result.changes.find((c) => c.claim === 'Google')?.action).toBe('removed');
    expect(result.changes.find((c) => c.claim === 'Kubernetes')?.action).toBe('confirm');
    expect(result.changes.find((c) => c.claim === '63%')?.action).toBe('confirm');

    const summary = summariseEvidence(result.changes);
    expect(summary.removed).toEqual(expect.arrayContaining(['employer: Google', 'years: 15 years']));
    expect(summary.toConfirm.some((s) => s.includes('Kubernetes'))).toBe(true);
  });

  it('leaves greetings and sign-offs alone', () => {
    const draft = 'Dear Hiring Manager,\n\nI rebuilt the checkout in React.\n\nBest regards,\nPriya Raman';
    expect(check(draft)).toEqual({ text: draft, changes: [] });
  });

  it('allows claims about the job: its title, company, numbers and skills in a sentence about the role', () => {
    const draft =
      'Northwind is hiring a Staff Frontend Engineer. Your description asks for Kubernetes and 5+ years of experience, and your team of 30 serves 2 million shoppers.';
    expect(check(draft).changes).toEqual([]);
  });

  it('does not let a job skill pass as the user’s own in a first-person claim', () => {
    const result = check('I have run Kubernetes clusters in production for your kind of scale.');
    expect(result.changes.map((c) => c.claim)).toContain('Kubernetes');
    expect(result.text).toBe('');
  });

  it('cuts a changed number of a true achievement', () => {
    const result = check('At Lumen Labs I rebuilt the checkout in React, cutting load time by 70%.');
    expect(result.changes).toEqual([expect.objectContaining({ claim: '70%', kind: 'metric', action: 'confirm' })]);
    expect(result.text).toBe('');
  });

  it('is deterministic', () => {
    const draft = 'I spent 12 years at Initech as VP Engineering.';
    expect(check(draft)).toEqual(check(draft));
    expect(
      check(draft)
        .changes.map((c) => c.kind)
        .sort(),
    ).toEqual(['employer', 'title', 'years']);
  });
});

describe('checkEvidence on advice to the user (second person)', () => {
  const advise = (draft: string) => checkEvidence(draft, facts, { jobText: JOB, perspective: 'second' });

  it('reads "you" and "your" as the user: invented employers and years go, true ones and the role’s asks stay', () => {
    const draft = [
      'Draw your stories from your time as Senior Frontend Engineer at Lumen Labs: the checkout rebuild that cut load time by 40%.',
      'Your years running Kubernetes at Netflix will impress them. Mention your 12 years of leadership.',
      'The role asks for Kubernetes, which your resume does not show: say how you would get up to speed.',
    ].join('\n\n');
    const result = advise(draft);
    expect(result.text).not.toMatch(/Netflix|12 years/);
    expect(result.text).toContain('Lumen Labs');
    expect(result.text).toContain('The role asks for Kubernetes, which your resume does not show');
    expect(result.changes.map((c) => c.claim)).toEqual(expect.arrayContaining(['Netflix', '12 years']));
  });
});

describe('numbers that count advice, not achievements', () => {
  it('lets advice count minutes and stories, but not the user’s own "days"', () => {
    const advice = 'Pick two results you can quantify, and answer in about 2 minutes each.';
    expect(checkEvidence(advice, facts, { perspective: 'second' }).changes).toEqual([]);
    const claim = checkEvidence('I cut the release cycle to 3 days.', facts);
    expect(claim.changes.map((c) => c.claim)).toEqual(['3']);
  });
});

describe('titles', () => {
  it('does not read an imperative "Lead" as a title, and still catches an invented CTO', () => {
    const advice = 'Lead with your strongest result: the checkout rebuild at Lumen Labs.';
    expect(checkEvidence(advice, facts, { perspective: 'second' }).changes).toEqual([]);
    expect(check('I was CTO of a fintech.').changes.map((c) => c.kind)).toContain('title');
  });
});

describe('skills in a sentence that mixes the user and the job', () => {
  it('reads the job’s asks in a "your ..." clause as the job’s, and the user’s own claim as theirs', () => {
    const draft =
      'I have built fast interfaces with React and TypeScript, and your focus on Kubernetes is exactly the work I enjoy most.';
    expect(check(draft).changes).toEqual([]);
    const claim = check('I have run Kubernetes in production, and your team would benefit.');
    expect(claim.changes.map((c) => c.claim)).toEqual(['Kubernetes']);
  });
});
