import { getSkillExtractor } from '@careerloom/career-engine';
import { EMPLOYMENT_KINDS } from '@careerloom/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../../db/client';
import { employmentKindsOf, statesShift } from './employment-kind';
import type { PostingInput } from './posting-input';
import { postingsRepository } from './postings.repository';
import { upsertPostings } from './postings.service';

/**
 * Employment types as the boards write them: Ashby's and Remotive's mapped values, Lever's free
 * `commitment` text, schema.org's constants in an imported file, a German board, a value with two
 * kinds, and none.
 */
const WRITTEN: ReadonlyArray<readonly [string | null, string[]]> = [
  ['Full-time', ['full_time']],
  ['Full Time', ['full_time']],
  ['FULL_TIME', ['full_time']],
  ['FullTime', ['full_time']],
  ['Vollzeit', ['full_time']],
  ['Part-time', ['part_time']],
  ['part time', ['part_time']],
  ['PART_TIME', ['part_time']],
  ['PartTime', ['part_time']],
  ['Teilzeit', ['part_time']],
  ['Part-time / Hourly', ['part_time']],
  ['Full-time or Part-time', ['full_time', 'part_time']],
  ['Contract', ['contract']],
  ['CONTRACTOR', ['contract']],
  ['Temporary', ['contract']],
  ['Temp', ['contract']],
  ['Freelance', ['contract']],
  ['Seasonal', ['contract']],
  ['PER_DIEM', ['contract']],
  ['Intern', ['internship']],
  ['INTERN', ['internship']],
  ['Internship', ['internship']],
  ['Praktikum', ['internship']],
  // For how long, not how many hours; and nothing stated.
  ['Permanent', []],
  ['Regular', []],
  ['Other', []],
  [null, []],
  ['', []],
];

describe('a kind of employment, however a board writes it', () => {
  it.each(WRITTEN)('reads %j as %j', (value, kinds) => {
    expect(employmentKindsOf(value)).toEqual(kinds);
  });

  it("is the search's filter: the database reads every spelling as the table does", async () => {
    const inputs: PostingInput[] = WRITTEN.map(([employmentType], n) => ({
      source: 'lever',
      board: 'kinds',
      sourceId: `k${n}`,
      title: `Cashier ${n}`,
      company: n === 0 ? "McDonald's" : `Store ${n}`,
      location: 'Dallas, TX',
      employmentType,
      url: `https://example.com/jobs/${n}`,
      descriptionText: 'Serve customers at the register.',
      postedAt: new Date(Date.UTC(2026, 10, 1)).toISOString(),
    }));
    const { ids } = await upsertPostings({ db: database.db, skills: getSkillExtractor }, inputs, new Date());
    for (const kind of EMPLOYMENT_KINDS) {
      const found = await postingsRepository(database.db).search(
        { employment: kind, limit: 50, offset: 0 },
        { candidates: 100, totalCap: 100 },
      );
      const expected = WRITTEN.flatMap(([, kinds], n) => (kinds.includes(kind) ? [ids[n]] : []));
      expect(found.rows.map((r) => r.id).sort(), kind).toEqual(expected.sort());
    }
  });

  it("finds an employer typed without its punctuation: 'mcdonalds' is McDonald's", async () => {
    for (const q of [undefined, 'mcdonalds']) {
      // With its name as the words too, as the assistant searches an employer's postings.
      const found = await postingsRepository(database.db).search(
        { q, company: 'mcdonalds', limit: 10, offset: 0 },
        { candidates: 100, totalCap: 100 },
      );
      expect(
        found.rows.map((r) => r.company),
        q,
      ).toEqual(["McDonald's"]);
    }
  });

  let database: Database;
  beforeAll(async () => {
    database = await openDatabase({ dataDir: 'memory://' });
  });
  afterAll(() => database?.close());
});

describe('a shift, in a posting’s own words', () => {
  it.each([
    ['night', 'Registered Nurse - Nights', true],
    ['night', 'RN, 3rd shift, ICU', true],
    ['night', 'Overnight Stocker', true],
    ['night', 'Night Auditor', true],
    ['night', 'Surveyor, Knight Frank', false],
    ['evening', 'Cleaner (evenings, Mon-Fri)', true],
    ['weekend', 'Weekend Receptionist', true],
    ['weekend', 'Sat & Sun shifts at the front desk', true],
    ['weekend', 'Registered Nurse - Days', false],
  ] as const)('%s in %j: %s', (shift, text, said) => {
    expect(statesShift(shift, text)).toBe(said);
  });
});
