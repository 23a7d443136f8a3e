/**
 * English month names, January first: the one table that resume dates, spreadsheet cells,
 * connector exports and schedule sentences are read and written with.
 */
export const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/** The three-letter forms, "Jan" to "Dec". */
export const MONTH_ABBREVIATIONS: readonly string[] = MONTH_NAMES.map((name) => name.slice(0, 3));

const NUMBER_BY_NAME = new Map<string, number>(
  MONTH_NAMES.flatMap((name, i) => [
    [name.toLowerCase(), i + 1],
    [name.slice(0, 3).toLowerCase(), i + 1],
  ]),
);
NUMBER_BY_NAME.set('sept', 9);

/**
 * The month (1 to 12) that "Mar", "Mar.", "Sept" or "March" names, in any case; null for any
 * other word, including words that only start like a month ("marketing").
 */
export function monthNumber(name: string): number | null {
  return NUMBER_BY_NAME.get(name.toLowerCase().replace(/\.$/, '')) ?? null;
}
