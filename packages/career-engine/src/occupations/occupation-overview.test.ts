import { describe, expect, it } from 'vitest';
import { occupationOverview, readOccupationDescriptions } from './occupation-overview';
import { occupationResolver } from './resolve-occupation';

// Issue 34: "what does a sonographer do" answered with the occupation the title names. The
// descriptions are O*NET's prose, read at run time from its file; these tests use text of our own
// in the file's shape.

const FILE = [
  'O*NET-SOC Code\tTitle\tDescription',
  '29-2032.00\tDiagnostic Medical Sonographers\tA description written for this test.',
  '35-1011.00\tChefs and Head Cooks\tAnother one.\r',
  'not a code\tNothing\tSkipped.',
  '51-4121.00\tWelders, Cutters, Solderers, and Brazers\t',
].join('\n');

describe('readOccupationDescriptions', () => {
  it('reads the description of each code, header and rows without one left out', () => {
    const descriptions = readOccupationDescriptions(FILE);
    expect([...descriptions.keys()]).toEqual(['29-2032.00', '35-1011.00']);
    expect(descriptions.get('35-1011.00')).toBe('Another one.');
  });
});

describe('occupationOverview', () => {
  const descriptions = readOccupationDescriptions(FILE);

  it('names the occupation a title resolves to, with its description when given', () => {
    const overview = occupationOverview('sonographer', descriptions);
    expect(overview?.occupation).toEqual({ code: '29-2032.00', title: 'Diagnostic Medical Sonographers' });
    expect(overview?.description).toBe('A description written for this test.');
    expect(overview?.score).toBe(1);
    expect(overview?.hasSkills).toBe(true);
  });

  it('has no description without the file, and everything else', () => {
    const overview = occupationOverview('Sous Chef');
    expect(overview?.occupation.code).toBe('35-1011.00');
    expect(overview?.description).toBeUndefined();
    expect(overview?.specialties).toContain('sous');
    expect(overview?.otherTitles.length).toBeGreaterThan(0);
  });

  it('names other titles people use, the most reported first, not the asked one or bare acronyms', () => {
    const titles = occupationOverview('sonographer')?.otherTitles ?? [];
    expect(titles).toContain('ultrasound technologist');
    expect(titles).not.toContain('sonographer');
    expect(titles).not.toContain('rdms');
    // the title with its bracketed short form repeats a shorter one
    expect(titles).not.toContain('ultrasound technologist ultrasound tech');
    expect(titles.length).toBeLessThanOrEqual(6);
  });

  it('says which other occupations O*NET lists the same title under', () => {
    // listed once under each; database administrators' other titles hold the words too
    const overview = occupationOverview('database technician');
    expect(overview?.occupation.code).toBe('15-1242.00');
    expect(overview?.alsoListedUnder.map((o) => o.code)).toEqual(['15-2099.01']);
    const teacher = occupationOverview('teacher');
    expect(teacher?.alsoListedUnder).toHaveLength(3);
    expect(teacher?.alsoListedCount).toBeGreaterThan(10);
  });

  it('is null for words that name no occupation', () => {
    expect(occupationOverview('ATS')).toBeNull();
  });

  it('decodes the stored titles of a code, the most reported first', () => {
    const titles = occupationResolver().titlesOf('29-2032.00');
    expect(titles[0]?.sources).toBeGreaterThanOrEqual(titles.at(-1)?.sources ?? 0);
    expect(titles.map((t) => t.title)).toContain('sonographer');
    expect(occupationResolver().titlesOf('00-0000.00')).toEqual([]);
  });
});
