import { describe, expect, it } from 'vitest';
import { compareTitles, titleCore, titleQueryTerms } from './title-match';

const kind = (typed: string, theirs: string) => compareTitles(typed, theirs).kind;

describe('compareTitles', () => {
  it('exact once level, place and contract words are set aside', () => {
    expect(kind('Electrical Engineer', 'Electrical Engineer')).toBe('exact');
    expect(kind('Electrical Engineer', 'Senior Electrical Engineer')).toBe('exact');
    expect(kind('Backend Engineer', 'Staff Backend Engineer (Remote, USA)')).toBe('exact');
    expect(kind('Backend Engineer', 'Senior Developer, Backend')).toBe('exact');
    expect(kind('Backend Engineer', 'Sr. Back-end Engineer')).toBe('exact');
    expect(kind('Product Designer', 'UX Designer')).toBe('exact');
    expect(kind('Data Scientist', 'Data Scientist II')).toBe('exact');
  });

  it('near-exact keeps every typed word; more extra words, a little less', () => {
    const one = compareTitles('Data Scientist', 'Data Scientist, Product');
    const three = compareTitles('Data Scientist', 'Data Scientist, Product Growth Platform');
    expect(one.kind).toBe('near-exact');
    expect(three.kind).toBe('near-exact');
    expect(one.share).toBeGreaterThan(three.share);
    expect(three.share).toBeGreaterThanOrEqual(0.7);
  });

  it('broader: the same job named generally, or by its language', () => {
    expect(kind('Senior Backend Engineer', 'Senior Software Engineer')).toBe('broader');
    expect(kind('Backend Engineer', 'Senior Software Engineer (Golang)')).toBe('broader');
    expect(kind('Product Designer', 'Senior Designer')).toBe('broader');
    // A qualifier of another kind is not a general name of the job.
    expect(kind('Electrical Engineer', 'Software Engineer')).not.toBe('broader');
  });

  it('related titles share the role word or family; another craft under the same word does not', () => {
    expect(kind('Data Scientist', 'Machine Learning Scientist')).toBe('related');
    expect(kind('Data Scientist', 'Data Analyst')).toBe('related');
    expect(kind('Product Designer', 'Senior Visual Designer')).toBe('related');
    // Labelled worst in the ranking set: game level design and training design are other crafts.
    expect(kind('Product Designer', 'Level Designer - Puzzle Games')).toBe('other');
    expect(kind('Product Designer', 'Senior Learning Programme Designer')).toBe('other');
    expect(kind('Backend Engineer', 'Sales Engineer')).toBe('other');
    expect(kind('Data Scientist', 'Nurse Scientist (RN)')).toBe('other');
    // A shared qualifier alone is not a related job.
    expect(kind('Product Designer', 'Product Manager')).toBe('other');
    expect(compareTitles('Electrical Engineer', 'Machine Learning Engineer').share).toBeLessThan(
      compareTitles('Electrical Engineer', 'Senior Electrical Engineer, Power Systems').share,
    );
  });

  it('words only inside brackets name a team, not the job', () => {
    expect(compareTitles('Staff Platform Engineer', 'Staff Software Engineer, Backend (Order Platform)').kind).toBe(
      'related',
    );
    expect(compareTitles('Staff Platform Engineer', 'Senior Platform Engineer').kind).toBe('exact');
    // Typed with brackets, the bracketed words are asked for.
    expect(compareTitles('Software Engineer (Full-Stack)', 'Software Engineer (Full-Stack)').kind).toBe('exact');
  });

  it('two titles of one O*NET occupation are related even without a shared word', () => {
    const chefs = compareTitles('Head Cook', 'Executive Chef');
    expect(chefs.kind).toBe('related');
    expect(chefs.share).toBeGreaterThanOrEqual(0.45);
    // A title the resolver is unsure of lifts nothing.
    expect(compareTitles('Product Designer', 'User Agency, Senior Product Engineer').share).toBeLessThan(0.45);
    // Another occupation under a shared word stays apart.
    expect(compareTitles('Software Engineer', 'Sales Engineer').share).toBeLessThan(0.45);
  });

  it('no typed title compares as other', () => {
    expect(compareTitles('', 'Software Engineer')).toEqual({ kind: 'other', share: 0 });
  });
});

describe('titleCore and titleQueryTerms', () => {
  it('reads the job words of a title', () => {
    expect(titleCore('Sr. Full-Stack Developer (Remote, US)')).toEqual(['fullstack', 'engineer']);
    expect(titleCore('Machine Learning Engineers')).toEqual(['ml', 'engineer']);
  });

  it('gives the database every spelling of each word, plain words only', () => {
    expect(titleQueryTerms('Backend Engineer')).toEqual([
      [['backend'], ['back', 'end']],
      [['engineer'], ['developer'], ['programmer']],
    ]);
    expect(titleQueryTerms('Product Designer')[0]).toContainEqual(['ux']);
    expect(
      titleQueryTerms("it's a 'quoted' & -odd title | x")
        .flat(2)
        .every((w) => /^[a-z0-9]+$/.test(w)),
    ).toBe(true);
  });
});
