import { describe, expect, it } from 'vitest';
import { occupationIndexData } from './occupation-index.data';
import { type OccupationSkills, occupationSkills, occupationSkillsOf } from './occupation-skills';

/** The shipped index's strings (a function, so that only a caller makes them). */
const OCCUPATION_INDEX = occupationIndexData();

const programs = (skills: OccupationSkills | null) => skills?.software.flatMap((g) => g.programs) ?? [];
const names = (skills: OccupationSkills | null) => programs(skills).map((p) => p.name);

describe('occupationSkills', () => {
  it.each([
    ['nurse', 'Registered Nurses'],
    ['bookkeeper', 'Bookkeeping, Accounting, and Auditing Clerks'],
    ['forklift operator', 'Industrial Truck and Tractor Operators'],
    ['sous chef', 'Chefs and Head Cooks'],
    ['DevOps Engineer', 'Software Developers'],
    ['elementary school teacher', 'Elementary School Teachers, Except Special Education'],
    ['electrician', 'Electricians'],
    ['Sr. Medical Asst', 'Medical Assistants'],
  ])('%s: the occupation it resolved to, with software and tools', (title, occupation) => {
    const skills = occupationSkills(title);
    expect(skills?.occupation.title).toBe(occupation);
    expect(skills?.borrowedFrom).toBeUndefined();
    expect(programs(skills).length).toBeGreaterThanOrEqual(3);
    expect(programs(skills).length).toBeLessThanOrEqual(10);
    expect(skills?.tools.length).toBeGreaterThan(0);
  });

  it("lists a trade's own software, marking O*NET's hot technologies", () => {
    const nurse = occupationSkills('registered nurse');
    expect(nurse?.software[0]?.category).toBe('Medical software');
    expect(programs(nurse).find((p) => p.name === 'Epic Systems')?.hot).toBe(true);
    const teacher = occupationSkills('elementary school teacher');
    expect(names(teacher)).toEqual(expect.arrayContaining(['Seesaw', 'Kahoot!']));
    expect(names(occupationSkills('sous chef')).join(' ')).toMatch(/ChefTec|Nutrition|Recipe/);
  });

  it("puts what the occupation's own postings ask for (In Demand) first", () => {
    const bookkeeper = programs(occupationSkills('bookkeeper'));
    expect(bookkeeper[0]).toMatchObject({ name: 'Intuit QuickBooks', inDemand: true });
    const forklift = programs(occupationSkills('forklift driver'));
    expect(forklift[0]).toMatchObject({ name: 'Warehouse management system WMS', inDemand: true });
    const developer = programs(occupationSkills('DevOps engineer'));
    expect(developer.every((p) => p.inDemand)).toBe(true);
    expect(developer.map((p) => p.name)).toContain('Python');
  });

  it('keeps everyday office programs apart from the trade, and office equipment out of the tools', () => {
    for (const title of ['electrician', 'nurse', 'bookkeeper', 'cashier']) {
      const skills = occupationSkills(title);
      expect(skills?.everyday.map((p) => p.name)).toContain('Microsoft Excel');
      expect(names(skills)).not.toContain('Microsoft Excel');
      expect(names(skills)).not.toContain('Web browser software');
      expect(skills?.tools).not.toContain('Personal computers');
    }
  });

  it("ranks the kinds of tool the occupation lists most: a forklift operator's forklifts, an electrician's strippers", () => {
    expect(occupationSkills('forklift operator')?.tools[0]).toBe('Forklifts');
    expect(occupationSkills('electrician')?.tools).toEqual(
      expect.arrayContaining(['Stripping tools', 'Voltage or current meters']),
    );
    expect(occupationSkills('dental hygienist')?.tools).toContain('Dental scalers');
  });

  it('lends an occupation O*NET lists nothing for the lists of the closest one in its broad group, and says so', () => {
    const other = occupationSkillsOf('15-1299.00');
    expect(other?.occupation.title).toBe('Computer Occupations, All Other');
    expect(other?.borrowedFrom?.code.startsWith('15-1299.')).toBe(true);
    expect(other?.borrowedFrom?.code).not.toBe('15-1299.00');
    expect(programs(other).length).toBeGreaterThan(0);
    expect(occupationSkillsOf('99-9999.00')).toBeNull();
  });

  it('answers for nearly every O*NET occupation, lent or its own', () => {
    const codes = OCCUPATION_INDEX.occupations.split('\n').map((line) => line.split('\t')[0] as string);
    const answered = codes.map(occupationSkillsOf).filter((s) => s !== null);
    // 923 of 1,016 have lists of their own; 57 of the other 93 ("..., All Other") borrow. Neither
    // the military occupations (55-) nor a few "All Other" whose broad group lists nothing do.
    expect(answered.filter((s) => !s.borrowedFrom).length).toBe(923);
    expect(answered.length).toBe(980);
    expect(answered.every((s) => s.software.length > 0 || s.tools.length > 0)).toBe(true);
  });

  it('is null for words that name no occupation', () => {
    expect(occupationSkills('the weather tomorrow')).toBeNull();
  });
});
