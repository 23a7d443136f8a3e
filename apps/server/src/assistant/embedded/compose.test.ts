import { describe, expect, it } from 'vitest';
import { analyze, analyzeQuery } from '../knowledge/text-analysis';
import { analyzedUnits, hashString, pick, restateQuestion, selectUnits, splitPassage, splitSentences } from './compose';
import { resumeSnapshot } from './resume-snapshot';

describe('restateQuestion', () => {
  it('cuts a long question without splitting an emoji', () => {
    for (const message of ['💥'.repeat(100), `a${'💥'.repeat(100)}`])
      expect(restateQuestion(message)).not.toMatch(/[\ud800-\udbff]…$/);
  });

  it('tidies chat spelling and punctuation but keeps the question recognisable', () => {
    expect(restateQuestion('how do i answer tell me abt yourself??')).toBe('How do I answer tell me about yourself');
    expect(restateQuestion('hey, is 2 pages ok for my cv')).toBe('Is 2 pages ok for my cv');
    expect(restateQuestion('what does "{name}" mean')).toBe("What does 'name' mean");
  });

  it('cuts long questions at a word', () => {
    const q = restateQuestion('word '.repeat(60));
    expect(q.length).toBeLessThanOrEqual(141);
    expect(q.endsWith('…')).toBe(true);
  });
});

describe('splitting passages', () => {
  it('splits sentences but not inside quotes or after abbreviations', () => {
    expect(
      splitSentences('Say it plainly. For example: "Hi Sam. I loved your post." Then stop, e.g. after one line. Done.'),
    ).toEqual([
      'Say it plainly.',
      'For example: "Hi Sam. I loved your post."',
      'Then stop, e.g. after one line.',
      'Done.',
    ]);
  });

  it('makes list items and sentences into units, flags scripts and lead-ins', () => {
    const units = splitPassage(
      'Use this structure:\n\n1. **Hook**: why them.\n2. The ask, such as a call.\n\nExample: "Hi Maria, I noticed you recruit for design at Northwind and wanted to ask."',
    );
    expect(units.map((u) => [u.kind, u.text])).toEqual([
      ['sentence', 'Use this structure:'],
      ['item', 'Hook: why them.'],
      ['item', 'The ask, such as a call.'],
      ['sentence', 'Example: "Hi Maria, I noticed you recruit for design at Northwind and wanted to ask."'],
    ]);
    expect(units[0]?.lead).toBe(true);
    expect(units[3]?.script).toBe(true);
  });
});

describe('selectUnits', () => {
  const units = splitPassage(
    'Negotiation is expected in most roles. The weather was nice that day and everyone went outside for lunch. Ask for a specific salary number backed by market research. Keep the tone warm.',
  );
  const query = { terms: analyzeQuery('how do I negotiate salary'), idf: () => 1 };

  it('keeps the most relevant units in reading order', () => {
    expect(selectUnits(units, query, 'how do I negotiate salary', 2).map((u) => u.text)).toEqual([
      'Negotiation is expected in most roles.',
      'Ask for a specific salary number backed by market research.',
    ]);
  });

  it('never picks code-like lines, nor a lead-in without its list', () => {
    const picked = selectUnits(splitPassage('Salary options:\n\n- GET /{salary}\n- Salary bands.'), query, 'salary', 3);
    expect(picked.map((u) => u.text)).toEqual(['Salary options:', 'Salary bands.']);
    const leadOnly = selectUnits(splitPassage('Ask for salary bands:\n\nNegotiate the salary.'), query, 'salary', 3);
    expect(leadOnly.map((u) => u.text)).toEqual(['Negotiate the salary.']);
  });
});

/** An answer never ends on a guide's list cut short (issue 35 walkthrough: one STAR part of four). */
describe('selectUnits keeps lists whole', () => {
  const star = splitPassage(
    [
      'The STAR method is a four-part structure for answering behavioural interview questions. It keeps your answer focused and makes sure you include the parts interviewers score:',
      '',
      '- **Situation**: the context, in one or two sentences.',
      '- **Task**: what you were responsible for or the goal.',
      '- **Action**: the specific steps you personally took.',
      '- **Result**: what happened, ideally with a number, and what you learned.',
      '',
      'Behavioural questions rest on the idea that past behaviour predicts future behaviour.',
    ].join('\n'),
  );
  const ask = (message: string) => ({ terms: analyzeQuery(message), idf: () => 1 });

  it('shows every item of a chosen list, with the lead-in above it', () => {
    const message = 'what is the situation part of a star answer';
    const picked = selectUnits(star, ask(message), message, 2).map((u) => u.text);
    expect(picked).toEqual([
      'The STAR method is a four-part structure for answering behavioural interview questions.',
      'It keeps your answer focused and makes sure you include the parts interviewers score:',
      'Situation: the context, in one or two sentences.',
      'Task: what you were responsible for or the goal.',
      'Action: the specific steps you personally took.',
      'Result: what happened, ideally with a number, and what you learned.',
    ]);
  });

  it('shows a list longer than the room left whole, and chooses nothing after it', () => {
    const part = (name: string) => `${name}: ${'a long account of what happened at work that week '.repeat(3).trim()}.`;
    const passage = splitPassage(
      [
        'A full STAR answer to a process question shows how each part sounds.',
        '',
        ...['Situation', 'Task', 'Action', 'Result'].map((n) => `- ${part(n)}`),
        '',
        'Practise it aloud until it takes under two minutes.',
      ].join('\n'),
    );
    const message = 'a worked star answer';
    const picked = selectUnits(passage, ask(message), message, 2).map((u) => u.text.split(':')[0]);
    expect(picked).toEqual([
      'A full STAR answer to a process question shows how each part sounds.',
      'Situation',
      'Task',
      'Action',
      'Result',
    ]);
  });

  it('says how many items a list over WHOLE_LIST_WORDS leaves out', () => {
    const tip = (n: number) => `Salary tip ${n}: ${'research the range for the role in your area '.repeat(5).trim()}.`;
    // Five tips of 53 words: over WHOLE_LIST_WORDS.
    const passage = splitPassage(
      ['Ways to research salary:', '', ...[1, 2, 3, 4, 5].map((n) => `- ${tip(n)}`)].join('\n'),
    );
    const picked = selectUnits(passage, ask('research salary'), 'research salary', 2);
    expect(picked.filter((u) => u.kind === 'item')).toHaveLength(2);
    expect(picked.at(-1)?.omitted).toBe(3);
    expect(picked.slice(0, -1).every((u) => u.omitted === undefined)).toBe(true);
  });
});

describe('variants and streaming', () => {
  it('hashes stably and picks deterministically', () => {
    expect(hashString('abc')).toBe(hashString('abc'));
    expect(hashString('abc')).not.toBe(hashString('abd'));
    expect(pick(['a', 'b', 'c'], 42)).toBe(pick(['a', 'b', 'c'], 42));
    expect(() => pick([], 1)).toThrow();
  });

  it('analyses each passage once and scores its units as a fresh analysis would', () => {
    const passage = 'Negotiate your salary offer.\n\n- Research market salary bands.\n- Ask for time to think.';
    const units = analyzedUnits(passage);
    expect(analyzedUnits(passage)).toBe(units);
    expect(units.map((u) => u.text)).toEqual(splitPassage(passage).map((u) => u.text));
    expect([...(units[1]?.terms ?? [])]).toEqual([...new Set(analyze('Research market salary bands.'))]);
    const query = { terms: new Map([[analyze('salary')[0] ?? '', 1]]), idf: () => 1 };
    expect(selectUnits(units, query, 'salary', 2).map((u) => u.text)).toEqual(
      selectUnits(splitPassage(passage), query, 'salary', 2).map((u) => u.text),
    );
  });
});

describe('resumeSnapshot', () => {
  it('counts what it can and suggests fixes, without a score', () => {
    const findings = resumeSnapshot(
      'Experience\n- Responsible for reports\n- Grew revenue 20%\nEducation\nBSc\nSkills\nExcel\nI am great and my work is good and I like it',
    );
    expect(findings.join('\n')).toMatch(/1 of 2 bullets contain a number/);
    expect(findings.join('\n')).toMatch(/no email address or phone number/);
    expect(findings.join('\n')).toMatch(/duty phrase/);
    expect(findings.join('\n')).toMatch(/uses of "I"/);
    expect(resumeSnapshot('')).toEqual([]);
  });
});
