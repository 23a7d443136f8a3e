import { DEFAULT_JOB_LOCATION, JOB_TITLE_CANDIDATES, JOB_TITLE_FALLBACK } from '@careerloom/contract';
import { describe, expect, it } from 'vitest';
import { defaultJobLocation, defaultJobTitle } from './default-preferences';

describe('default job-title preference (part 2 section 5)', () => {
  const table: [bio: string, skills: string[], expected: string][] = [
    ['Backend developer who loves clean code', [], 'software engineer'],
    ['I work on machine learning models and statistics', [], 'data scientist'],
    ['Product owner shipping roadmaps for B2B tools', [], 'product manager'],
    ['', ['Figma', 'User research'], 'UX designer'],
    ['Growing brands through SEO and campaigns', [], 'marketing specialist'],
    ['Ten years in B2B sales, always above quota', [], 'sales representative'],
    ['Business analysis and requirements gathering for banks', [], 'business analyst'],
    ['Independent consultant for retail chains', [], 'consultant'],
    ['High-school teacher of chemistry', [], 'educator'],
    ['Registered nurse in intensive care', [], 'healthcare professional'],
    ['Financial planning and investment research', [], 'financial analyst'],
    ['', ['Welding', 'Forklift'], 'Welding specialist'],
    ['', [], JOB_TITLE_FALLBACK],
    ['I like long walks', [], JOB_TITLE_FALLBACK],
  ];
  it.each(table)('bio %j with skills %j gives %j', (bio, skills, expected) => {
    expect(defaultJobTitle(bio, skills)).toBe(expected);
  });

  it('covers every candidate the spec lists, in its order', () => {
    const covered = new Set(table.map(([, , t]) => t));
    for (const candidate of JOB_TITLE_CANDIDATES) expect(covered.has(candidate), candidate).toBe(true);
  });

  it('keeps the spec order when keywords of several candidates appear', () => {
    expect(defaultJobTitle('Software developer with a statistics degree', [])).toBe('software engineer');
    expect(defaultJobTitle('', ['Statistics', 'Marketing'])).toBe('data scientist');
  });

  it('matches whole words only', () => {
    // "ui" inside "Linguistics" is not the UI keyword.
    expect(defaultJobTitle('Linguistics graduate', [])).toBe(JOB_TITLE_FALLBACK);
  });

  it("uses the user's location, or remote", () => {
    expect(defaultJobLocation('Berlin, Germany')).toBe('Berlin, Germany');
    expect(defaultJobLocation('  ')).toBe(DEFAULT_JOB_LOCATION);
    expect(DEFAULT_JOB_LOCATION).toBe('remote');
  });
});
