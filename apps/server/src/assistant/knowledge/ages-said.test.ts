import { describe, expect, it } from 'vitest';
import { readAgesSaid } from './ages-said';
import { loadKnowledgeBase } from './knowledge-base';
import { normalizeText } from './text-analysis';

describe('ages as people write them', () => {
  it('reads an adult age as its decade, as the guides write it, whichever way it is said', () => {
    expect(normalizeText('Good night shift jobs? (21 Year old)')).not.toMatch(/year old/);
    for (const said of ['(21 Year old)', '21yo', '[21M]', "I'm 21, what now", 'a job at 21.', 'in my twenties'])
      expect(normalizeText(said), said).toMatch(/\b20s\b/);
    expect(normalizeText('I am 62 and retired')).toMatch(/\b60s\b/);
    expect(normalizeText('job hunting over 50')).toMatch(/\b50s\b/);
  });

  it("keeps a teenager's age and adds the guides' word for the stage", () => {
    expect(readAgesSaid('a 17 year old')).toMatch(/17 year old teen/);
    expect(readAgesSaid('workers under 18')).toMatch(/under 18 teen/);
  });

  it('reads a young age with no experience as a first job, not the stage of working life', () => {
    expect(readAgesSaid('jobs for a 20 year old with no experience')).toMatch(/first job/);
    expect(readAgesSaid('jobs for a 20 year old with no experience')).not.toMatch(/20s/);
    expect(readAgesSaid('a 30 year old with no experience in sales')).toMatch(/30s/);
  });

  it('leaves numbers that are not ages alone', () => {
    for (const said of [
      'start at 25 an hour',
      "I'm 25 minutes late",
      'over 20 years of experience',
      'over 30 applications',
      'I worked 40 hours',
    ])
      expect(readAgesSaid(said), said).toBe(said);
  });

  it('answers an adult from the guides for their stage, not from the guide for teenagers', () => {
    const kb = loadKnowledgeBase();
    const first = (q: string) => kb.search(q, 1, { audience: 'jobseeker' })[0]?.articleSlug;
    expect(
      first('I work with people my age who have kids and a house, in my early 20s and still living with roommates'),
    ).toBe('feeling-behind-in-your-career-and-comparing-yourself-with-peers');
    expect(first("I'm 17 and live in a small town, where can I work?")).toBe(
      'part-time-shift-and-first-jobs-for-teens',
    );
    expect(first('I am 58 and was laid off, will anyone hire me')).toBe('job-hunting-over-50-and-60');
  });
});
