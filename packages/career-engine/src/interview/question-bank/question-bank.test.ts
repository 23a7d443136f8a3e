import { describe, expect, it } from 'vitest';
import { FRONTLINE_FAMILIES, LEVELS, QUESTION_KINDS, ROLE_FAMILIES } from '../types.js';
import { QUESTION_BANK } from './index.js';

const normalise = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

describe('question bank integrity', () => {
  it('holds at least 400 questions with unique ids', () => {
    expect(QUESTION_BANK.length).toBeGreaterThanOrEqual(400);
    const ids = QUESTION_BANK.map((q) => q.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('has no duplicate question texts, ignoring case and punctuation', () => {
    const seen = new Map<string, string>();
    const duplicates: string[] = [];
    for (const q of QUESTION_BANK) {
      const key = normalise(q.text);
      if (seen.has(key)) duplicates.push(q.text);
      seen.set(key, q.id);
    }
    expect(duplicates).toEqual([]);
  });

  it('uses only known role families, kinds and levels', () => {
    for (const q of QUESTION_BANK) {
      expect(ROLE_FAMILIES).toContain(q.roleFamily);
      expect(QUESTION_KINDS).toContain(q.kind);
      expect(LEVELS).toContain(q.level);
    }
  });

  it('gives every question 3-5 distinct points (what to listen for, for a question to ask) and 1-2 tips', () => {
    for (const q of QUESTION_BANK) {
      const points = q.kind === 'questions-to-ask' ? (q.listenFor ?? []) : q.goodAnswerCovers;
      expect(points.length, q.text).toBeGreaterThanOrEqual(3);
      expect(points.length, q.text).toBeLessThanOrEqual(5);
      expect(new Set(points).size, q.text).toBe(points.length);
      expect(q.tips.length, q.text).toBeGreaterThanOrEqual(1);
      expect(q.tips.length, q.text).toBeLessThanOrEqual(2);
      for (const point of [...points, ...q.tips]) expect(point.trim().length).toBeGreaterThan(4);
    }
  });

  // Issue 35: "A good answer covers: Reveals staffing model" under a question the candidate asks.
  it('gives a question the candidate asks no answer guidance, only what to listen for', () => {
    for (const q of QUESTION_BANK) {
      if (q.kind === 'questions-to-ask') {
        expect(q.goodAnswerCovers, q.text).toEqual([]);
        for (const point of q.listenFor ?? []) expect(point, q.text).not.toMatch(/^(?:Reveals|Shows|Hints|Helps)\b/);
      } else expect(q.listenFor, q.text).toBeUndefined();
    }
  });

  it('questions are real questions of substance', () => {
    for (const q of QUESTION_BANK) {
      expect(q.text.length, q.text).toBeGreaterThanOrEqual(20);
      expect(q.text, q.text).toMatch(/[?.]$/);
    }
  });

  it('uses {company} as the only placeholder', () => {
    for (const q of QUESTION_BANK) {
      for (const text of [q.text, ...q.goodAnswerCovers, ...(q.listenFor ?? []), ...q.tips]) {
        expect(text.replaceAll('{company}', ''), q.id).not.toMatch(/[{}]/);
      }
    }
  });

  it('gives every role family at least 12 questions, including behavioural and role-specific ones', () => {
    for (const family of ROLE_FAMILIES) {
      const own = QUESTION_BANK.filter((q) => q.roleFamily === family);
      expect(own.length, family).toBeGreaterThanOrEqual(12);
      expect(
        own.some((q) => q.kind === 'behavioral'),
        family,
      ).toBe(true);
      if (family !== 'general') {
        expect(own.filter((q) => q.kind === 'technical').length, family).toBeGreaterThanOrEqual(8);
      }
    }
  });

  it('gives every frontline family questions of every kind, company fit included', () => {
    for (const family of FRONTLINE_FAMILIES) {
      const own = QUESTION_BANK.filter((q) => q.roleFamily === family);
      for (const kind of QUESTION_KINDS) {
        expect(own.filter((q) => q.kind === kind).length, `${family} ${kind}`).toBeGreaterThanOrEqual(
          kind === 'technical' ? 8 : 2,
        );
      }
      expect(own.filter((q) => q.kind === 'company-fit').every((q) => q.text.includes('{company}'))).toBe(true);
    }
  });

  it('general holds enough company-fit questions and questions to ask', () => {
    const general = QUESTION_BANK.filter((q) => q.roleFamily === 'general');
    expect(general.filter((q) => q.kind === 'company-fit').length).toBeGreaterThanOrEqual(6);
    expect(general.filter((q) => q.kind === 'questions-to-ask').length).toBeGreaterThanOrEqual(8);
    expect(general.filter((q) => q.kind === 'company-fit').every((q) => q.text.includes('{company}'))).toBe(true);
  });
});
