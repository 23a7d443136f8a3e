/**
 * Dates as people type them in a request ("next friday", "dec 24-26", "the 3rd", "2 weeks ago"),
 * kept as typed: a draft repeats them, it never turns them into a date of ours. One place for the
 * weekday and month words, which each reading below is built from.
 */

const WEEKDAY = '(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)';
const MONTH = '(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)';
const ORDINAL = '\\d{1,2}(?:st|nd|rd|th)?';
/** "dec 24", "March 28th" */
const MONTH_DAY = `${MONTH}[a-z]*\\.?\\s+${ORDINAL}`;
/** A day before its month, as British and Australian dates are written: "18th december", "the 3rd of may". */
const DAY_MONTH = `(?:the\\s+)?${ORDINAL}(?:\\s+of)?\\s+${MONTH}[a-z]*`;
/**
 * A weekday with its date when one is given: "friday the 12th", "friday, dec 12", "friday 12th",
 * "friday 18th december".
 */
const DATED_WEEKDAY = `${WEEKDAY}(?:,?\\s+(?:${DAY_MONTH}|the\\s+\\d{1,2}(?:st|nd|rd|th)?|\\d{1,2}(?:st|nd|rd|th)|${MONTH_DAY}))?`;

/** The days asked off: "next friday", "tomorrow", "dec 24-26", "the 24th", "a week in july". */
export const WHEN_OFF = new RegExp(
  `\\b((?:next|this|the)\\s+(?:week(?:end)?|${WEEKDAY})|${DATED_WEEKDAY}|tomorrow|today|${MONTH_DAY}(?:\\s*(?:-|–|to|through|until)\\s*${ORDINAL})?|the\\s+\\d{1,2}(?:st|nd|rd|th)(?:\\s+of\\s+[a-z]+)?|(?:a|one|two|\\d)\\s+(?:days?|weeks?)\\s+in\\s+${MONTH}[a-z]*)\\b`,
  'i',
);

/** The start date an acceptance agrees: "start date Jan 5", "starting next monday", "start on the 3rd". */
export const START_DATE = new RegExp(
  `\\bstart(?:ing)?(?:\\s+date)?(?:\\s+(?:is|of|on|will be|would be))?\\s+((?:next\\s+)?${DATED_WEEKDAY}|tomorrow|${MONTH_DAY}|${ORDINAL}\\s+(?:of\\s+)?${MONTH}[a-z]*|the\\s+\\d{1,2}(?:st|nd|rd|th))\\b`,
  'i',
);

/** When the person applied: "2 weeks ago", "last monday", "on March 3". */
export const APPLIED_WHEN = new RegExp(
  `\\b((?:\\d+|a|an|one|two|three|four|five|six|a few|several|a couple of)\\s+(?:days?|weeks?|months?)\\s+ago|last\\s+(?:week|month|${WEEKDAY})|on\\s+(?:${WEEKDAY}|\\w+\\s+${ORDINAL}|${ORDINAL}\\s+\\w+))\\b`,
  'i',
);

/** The last day: "my last day is friday", "leaving on March 28", "in two weeks". */
export const LAST_DAY = new RegExp(
  `\\b(?:last\\s+(?:working\\s+)?day(?:\\s+(?:is|will be|being|would be))?|leaving|finishing|effective)\\s+(?:on\\s+)?((?:next\\s+)?${DATED_WEEKDAY}|tomorrow|(?:the\\s+)?${ORDINAL}(?:\\s+of)?\\s+[a-z]+|[a-z]+\\s+${ORDINAL}|in\\s+(?:two|2|one|1|three|3|four|4)\\s+weeks?)\\b`,
  'i',
);

/** Weekday and month names as an email writes them: "next friday" -> "next Friday", "dec 24" -> "Dec 24". */
export function capitalisedDates(text: string): string {
  return text.replace(
    new RegExp(`\\b(${WEEKDAY}|${MONTH})`, 'gi'),
    (w) => w.charAt(0).toUpperCase() + w.slice(1).toLowerCase(),
  );
}
