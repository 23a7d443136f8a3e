import { analyseResume, getSkillExtractor, parseResume, selectInterviewQuestions } from '@careerloom/career-engine';
import { resumeProfileSchema } from '@careerloom/contract';
import { describe, expect, it } from 'vitest';
import { collect, textOf } from '../test/assistant-events';
import { createEmbeddedEngine } from './embedded/embedded-engine';
import { getKnowledgeBase } from './knowledge/knowledge-base';

/**
 * Words that name Object.prototype members: a dictionary kept in a plain object would find them
 * (the fuzzer found "constructor" read as a resume heading). Every component that looks up user
 * text must treat them as ordinary words.
 */
const WORDS = ['constructor', '__proto__', 'toString', 'hasOwnProperty', 'valueOf', 'prototype', 'isPrototypeOf'];

describe('user text naming Object.prototype members', () => {
  it.each(WORDS)('%s parses to a valid resume profile', (word) => {
    expect(resumeProfileSchema.safeParse(parseResume(`${word}\n\n${word}\n${word} ${word}`)).success).toBe(true);
  });

  it.each(WORDS)('%s is not a skill and does not break extraction', (word) => {
    expect(getSkillExtractor().extract(`${word} ${word}`)).toEqual([]);
    expect(getSkillExtractor().normalise(word)).toBeNull();
  });

  it.each(WORDS)('%s gets a real answer from the embedded engine', async (word) => {
    const engine = createEmbeddedEngine(getKnowledgeBase());
    const events = await collect(
      engine.reply({ message: `what is ${word}?`, persona: 'Friendly', profile: {}, userId: null, history: [] }),
    );
    expect(textOf(events).length).toBeGreaterThan(20);
  });

  it.each(WORDS)('%s as a job title still selects questions', (word) => {
    const selection = selectInterviewQuestions({ jobTitle: word, companyName: word, jobDescription: word });
    expect(selection.questions.length).toBeGreaterThan(5);
  });

  it.each(WORDS)('%s in a resume and a job still gets a valid ATS analysis', (word) => {
    const analysis = analyseResume(`${word}\n${word}`, `${word}\n${word}`, getSkillExtractor());
    expect(analysis.score).toBeGreaterThanOrEqual(0);
    expect(analysis.breakdown).toHaveLength(10);
  });
});
