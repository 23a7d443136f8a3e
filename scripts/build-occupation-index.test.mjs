import { describe, expect, it } from 'vitest';
import { buildOccupationIndex, taughtSubjects } from './build-occupation-index.mjs';

describe('build-occupation-index', () => {
  it("keeps of a teachers' description only the subjects it names", () => {
    expect(
      taughtSubjects(
        'Teach courses in drama, music, and the arts including fine and applied art, such as painting and sculpture, or design and crafts. Includes both teachers primarily engaged in teaching and those who do a combination of teaching and research.',
      ),
    ).toEqual(['drama', 'music', 'arts', 'fine', 'applied', 'art', 'painting', 'sculpture', 'design', 'crafts']);
    // a "such as" list, not who is taught; not what is left out
    expect(
      taughtSubjects(
        'Teach vocational courses intended to provide occupational training below the baccalaureate level in subjects such as construction, mechanics/repair, or cosmetology, primarily to students who have graduated from or left high school.',
      ),
    ).toEqual(['construction', 'mechanics', 'repair', 'cosmetology']);
    expect(taughtSubjects('Teach courses in the physical sciences, except chemistry and physics.')).toEqual([
      'physical',
      'sciences',
    ]);
    expect(taughtSubjects('Teach languages and literature courses in languages other than English.')).toEqual([
      'languages',
      'literature',
    ]);
    // no other occupation's description is read
    expect(taughtSubjects('Teach academic and social skills to students at the elementary school level.')).toEqual([]);
    expect(taughtSubjects('Create original artwork using any of a wide variety of media and techniques.')).toEqual([]);
  });

  it('stores the subjects by code beside the titles', () => {
    const occupations = [
      'O*NET-SOC Code\tTitle\tDescription',
      '25-1121.00\tArt, Drama, and Music Teachers, Postsecondary\tTeach courses in drama, music, and the arts, such as painting.',
      '27-1013.00\tFine Artists\tCreate original artwork.',
    ].join('\n');
    const alternates = [
      'O*NET-SOC Code\tAlternate Title\tShort Title\tSource(s)',
      '25-1121.00\tArt Professor\tn/a\t02,09',
      '27-1013.00\tPainter\tn/a\t04',
    ].join('\n');
    expect(buildOccupationIndex(occupations, alternates).subjects).toBe('25-1121.00\tdrama music arts painting');
  });
});
