import type { EmploymentKind } from '@careerloom/contract';
import { type SQL, sql } from 'drizzle-orm';

/**
 * A posting's employment type as boards write it, read as a kind of employment. Boards store free
 * text: Ashby's values are mapped to "Full-time", "Part-time", "Internship", "Contract",
 * "Temporary"; Remotive's to the same plus "Freelance"; Lever's `commitment` is whatever the
 * employer typed ("Full Time", "Part-time / Hourly", "Teilzeit", "Intern"); an imported file may
 * hold schema.org's "PART_TIME", "CONTRACTOR", "INTERN", "PER_DIEM". Compared with letters only,
 * lower-cased ("PART_TIME", "Part time" and "part-time" are all "parttime"), so one table reads
 * every spelling, in the search's SQL and here alike. A value may hold two kinds ("Full-time or
 * Part-time") and is then of both.
 */
const WRITTEN: Readonly<Record<EmploymentKind, { within: readonly string[]; whole: readonly string[] }>> = {
  full_time: {
    within: ['fulltime', 'vollzeit', 'tempsplein', 'tiempocompleto', 'jornadacompleta', 'voltijd'],
    // "Permanent" or "Regular" says for how long, not how many hours: neither is read as full-time.
    whole: ['ft'],
  },
  part_time: {
    within: ['parttime', 'teilzeit', 'tempspartiel', 'tiempoparcial', 'mediajornada', 'deeltijd', 'minijob'],
    whole: ['pt'],
  },
  // Temporary, seasonal and freelance work are for a term: "temp jobs" asks for them too.
  contract: {
    within: ['contract', 'freelance', 'temporary', 'fixedterm', 'befristet', 'seasonal', 'perdiem', 'interim'],
    whole: ['temp', 'cdd'],
  },
  internship: {
    within: ['internship', 'praktikum'],
    whole: ['intern', 'interns', 'coop', 'stage', 'trainee'],
  },
};

/** The letters of a value, lower-cased: how the table compares. */
const lettersOf = (value: string) => value.toLowerCase().replace(/[^a-z]/g, '');

/** The kinds a stored employment type names (none when it names none it knows, or is empty). */
export function employmentKindsOf(value: string | null | undefined): EmploymentKind[] {
  const letters = lettersOf(value ?? '');
  if (!letters) return [];
  return (Object.keys(WRITTEN) as EmploymentKind[]).filter(
    (kind) => WRITTEN[kind].whole.includes(letters) || WRITTEN[kind].within.some((stem) => letters.includes(stem)),
  );
}

/**
 * The search's test of a stored posting's employment type (`p.employment_type`) for one kind: the
 * same table, on the same letters. A posting that states no type is no posting of that kind.
 */
export function employmentKindCondition(kind: EmploymentKind): SQL {
  const letters = sql`regexp_replace(lower(coalesce(p.employment_type, '')), '[^a-z]', '', 'g')`;
  const within = WRITTEN[kind].within.map((stem) => sql`${`%${stem}%`}`);
  const whole = WRITTEN[kind].whole.map((value) => sql`${value}`);
  return sql`(${letters} LIKE ANY(ARRAY[${sql.join(within, sql`, `)}]::text[]) OR ${letters} = ANY(ARRAY[${sql.join(whole, sql`, `)}]::text[]))`;
}

/** How a kind is written in an answer: "part-time", "contract or temporary". */
export const EMPLOYMENT_KIND_WORDS: Readonly<Record<EmploymentKind, string>> = {
  full_time: 'full-time',
  part_time: 'part-time',
  contract: 'contract or temporary',
  internship: 'internship',
};

/** Shifts people ask for; postings carry no field for them, only their own words. */
export const SHIFTS = ['night', 'evening', 'weekend'] as const;
export type Shift = (typeof SHIFTS)[number];

/** How a posting's title or description says the shift (US and UK usage: "nights", "3rd shift", "graveyard"). */
const SHIFT_STATED: Readonly<Record<Shift, RegExp>> = {
  night: /\b(nights?|night[\s-]?shift|overnights?|graveyard|noc|3rd shift|third shift|nocturnal)\b/i,
  evening: /\b(evenings?|evening[\s-]?shift|2nd shift|second shift|swing shift|pm shift|closing shift)\b/i,
  weekend: /\b(weekends?|saturdays?|sundays?|sat\s*(?:&|and|\/)\s*sun)\b/i,
};

/** Whether a posting's own words (its title, the start of its description) say it is work of that shift. */
export function statesShift(shift: Shift, text: string): boolean {
  return SHIFT_STATED[shift].test(text);
}

/** How a shift is written in an answer: "night-shift". */
export const SHIFT_WORDS: Readonly<Record<Shift, string>> = {
  night: 'night-shift',
  evening: 'evening',
  weekend: 'weekend',
};
