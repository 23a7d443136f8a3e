import { describe, expect, it } from 'vitest';
import { analyzeQuery, normalizeText } from './text-analysis';
import { turnedAway } from './turned-away';
import { readWordSenses } from './word-senses';

describe('readWordSenses', () => {
  it('reads tips kept or shared as pay, and tips asked for as advice', () => {
    expect(readWordSenses('my boss keeps our tips')).toContain('gratuity');
    expect(readWordSenses('servers have to share tips with the kitchen')).toContain('gratuity');
    expect(readWordSenses('any tips on negotiating salary')).toBe('any tips on negotiating salary');
    // Advice tips stay a chat stop word; kept tips are a term the pay guide answers.
    expect(analyzeQuery('my boss keeps our tips').get('gratuiti')).toBe(1);
    expect(analyzeQuery('any tips on negotiating salary').has('tip')).toBe(false);
  });

  it('keeps the questions one asks at an interview as a subject, and drops "a question" said in passing', () => {
    expect(analyzeQuery('What questions do you ask at job interviews?').get('questionstoask')).toBe(1);
    expect(analyzeQuery('good questions to ask at the end of an interview').get('questionstoask')).toBe(1);
    // The interviewer's questions and a question about something else stay as they were.
    expect(analyzeQuery('what questions will they ask me in a nursing interview').has('questionstoask')).toBe(false);
    expect(analyzeQuery('I have a question about my pay stub').has('question')).toBe(false);
  });

  it('tells a rest break from a career break', () => {
    expect(normalizeText('do I get a lunch break')).toMatch(/lunch\s+rest break/);
    expect(normalizeText('rest breaks')).not.toMatch(/rest\s+rest/);
    expect(normalizeText('a 2 year break to raise my kids')).toContain('year break');
    expect(normalizeText('trying to break into tech')).toMatch(/\bget\s+into tech/);
  });

  it('drops noticing, and keeps a notice period', () => {
    expect(analyzeQuery('I noticed a coworker stealing').has('notic')).toBe(false);
    expect(analyzeQuery('how much notice do I need to give').get('notic')).toBe(1);
    expect(analyzeQuery('should I give notice').get('notic')).toBe(1);
  });

  it('reads fired up, a shift out of a field, an old job and less workload by their neighbours', () => {
    expect(analyzeQuery('I am fired up about my new role').has('fire')).toBe(false);
    expect(normalizeText('Shift out of Project Management')).toMatch(/^\s*change\s+out of/);
    expect(normalizeText('can I swap my shift')).toContain('my shift');
    expect(normalizeText('go back to my old job')).toMatch(/former\s+job/);
    expect(normalizeText('too old to change careers')).toContain('too old');
    expect(normalizeText('not sure how to deal with less workload')).toMatch(/less\s+light workload/);
  });

  it('reads a future or potential boss as the boss, and the future itself as it is', () => {
    expect(analyzeQuery('ask my possibly-future-boss about compensation').has('futur')).toBe(false);
    expect(analyzeQuery('ask my possibly-future-boss about compensation').get('boss')).toBe(1);
    expect(analyzeQuery('what stock options may be worth in the future').get('futur')).toBe(1);
  });

  it('reads pay withheld as unpaid wages, and tax withheld as tax', () => {
    // "Withholding Paycheck" (an employer late with the pay) found the guide on working across
    // borders, whose employers withhold tax.
    expect(normalizeText('Withholding Paycheck')).toMatch(/unpaid wages\s+paycheck/);
    expect(normalizeText("they're withholding my final pay")).toContain('unpaid wages');
    expect(normalizeText('how much federal tax is withheld from my paycheck')).toContain('withheld');
    expect(normalizeText('withholding tax on a bonus')).toContain('withholding tax');
  });

  it('reads a raise as pay, and raising an issue with someone as bringing it up; says, not states, after a job', () => {
    expect(normalizeText('raise it with your manager')).toContain('bringup');
    expect(normalizeText('how to raise concerns about my workload')).toContain('bringup');
    expect(normalizeText('how to talk to my manager about a raise')).toContain('raise');
    expect(normalizeText('I got a raise this year')).toContain('raise');
    expect(normalizeText('my first job states I need a reference')).not.toContain('states');
    expect(normalizeText('states that allow remote notarization')).toContain('states');
  });
});

describe('turnedAway', () => {
  const subjectOf = (text: string) => {
    const tokens = normalizeText(text).match(/[a-z0-9']+/g) ?? [];
    return [...turnedAway(tokens).subject].map((i) => tokens[i]);
  };

  it('finds the kind of work a question turns away from', () => {
    expect(subjectOf('jobs outside of medical ones')).toEqual(['medical', 'ones']);
    expect(subjectOf('what jobs can I do that are not in healthcare')).toEqual(['healthcare']);
    expect(subjectOf('anything but retail')).toEqual(['retail']);
    expect(subjectOf('I want to get out of retail, what else')).toEqual(['retail']);
  });

  it('leaves a place, unemployment and other uses alone', () => {
    expect(subjectOf('Job searching while living outside of the US')).toEqual([]);
    expect(subjectOf("I'm out of work, what now")).toEqual([]);
    expect(subjectOf('I was not in the office')).toEqual([]);
  });

  it('weighs the subject turned away from less, unless it is all the question names', () => {
    const q = analyzeQuery('what jobs can I do that are not in healthcare');
    expect(q.get('healthcar')).toBeLessThan(1);
    expect(q.get('job')).toBe(1);
    expect(analyzeQuery('anything but retail').get('retail')).toBe(1);
  });
});
