import { NUMBER_WORDS as ENGINE_NUMBER_WORDS, listInWords } from '@careerloom/career-engine';
import {
  type AutomationSchedule,
  type AutomationScheduleKind,
  DEFAULT_TIME_ZONE,
  dayText,
  formatUtcDay,
} from '@careerloom/contract';
import { Cron } from 'croner';

/**
 * Schedules are read from plain English in the task description (the words decide the schedule,
 * deterministically) and stored as a 5-field cron pattern in the user's IANA time zone, so
 * "every day at 9am" means 09:00 where the user lives, through daylight saving changes. Next runs
 * come from croner; this module only turns words into a pattern and a sentence.
 */

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;
const WEEK_MS = 7 * DAY_MS;

export const DEFAULT_TIME = { hour: 9, minute: 0 } as const;

const WEEKDAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;

/** Day names and their short forms; 'sat', 'sun' and 'wed' only count next to a scheduling word. */
const WEEKDAY_PATTERN =
  /\b(sun(?:day)?|mon(?:day)?|tue(?:s(?:day)?)?|wed(?:nesday)?|thu(?:r(?:s(?:day)?)?)?|fri(?:day)?|sat(?:urday)?)(s?)\b/;
const WEEKDAY_PREFIXES = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'];

const PART_OF_DAY: { pattern: RegExp; hour: number; afterNoon: boolean }[] = [
  { pattern: /\b(morning|start of (?:the |my )?(?:work ?)?day|first thing)\b/, hour: 9, afterNoon: false },
  { pattern: /\b(lunch ?time|lunch)\b/, hour: 12, afterNoon: false },
  { pattern: /\bafternoon\b/, hour: 14, afterNoon: true },
  { pattern: /\b(end of (?:the |my )?(?:work ?)?day|close of business|eod)\b/, hour: 17, afterNoon: true },
  { pattern: /\bevening\b/, hour: 18, afterNoon: true },
  { pattern: /\b(night|nightly|tonight)\b/, hour: 21, afterNoon: true },
];

// The shared number words, plus the articles and compounds schedules use ("an hour", "forty-five minutes").
const NUMBER_WORDS: Record<string, number> = {
  a: 1,
  an: 1,
  ...ENGINE_NUMBER_WORDS,
  eleven: 11,
  'forty-five': 45,
  'couple of': 2,
  few: 3,
};

type TimeOfDay = { hour: number; minute: number };
type LocalDate = { year: number; month: number; day: number };
type LocalTime = LocalDate & TimeOfDay & { weekday: number };

export type ParsedSchedule = {
  schedule: AutomationSchedule;
  /** The first run: the next occurrence for recurring schedules, the one moment for 'once'. */
  firstRunAt: Date;
};

/** How schedules were stored before they had a cron pattern and a time zone (all UTC). */
export type LegacyAutomationSchedule = {
  kind: 'once' | 'hourly' | 'daily' | 'weekly';
  /** 'HH:MM' in UTC. */
  at?: string;
  /** 0 = Sunday. */
  weekday?: number;
  text: string;
};

const pad = (n: number) => String(n).padStart(2, '0');
export const formatTime = ({ hour, minute }: TimeOfDay) => `${pad(hour)}:${pad(minute)}`;

/** 'Mon, Nov 23, 2026': a date as a person reads it, in UTC. */
export function formatUtcDate(at: Date): string {
  return formatLocalDate(localTime(at, 'UTC'));
}

/** 'Nov 23, 2026, 09:00 UTC'. */
export function formatUtcMinute(at: Date): string {
  return `${formatUtcDay(at)}, ${at.toISOString().slice(11, 16)} UTC`;
}

/** 'Mon, Nov 23, 2026': the app's one date format (the contract's dayText) with the weekday. */
function formatLocalDate(local: LocalTime): string {
  return `${WEEKDAY_NAMES[local.weekday]?.slice(0, 3)}, ${dayText(local.year, local.month - 1, local.day)}`;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

/** The wall-clock date and time at `at` in `timeZone`. */
function localTime(at: Date, timeZone: string): LocalTime {
  let format = formatters.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      weekday: 'short',
    });
    formatters.set(timeZone, format);
  }
  const parts = Object.fromEntries(format.formatToParts(at).map((p) => [p.type, p.value]));
  return {
    year: Number(parts.year),
    month: Number(parts.month),
    day: Number(parts.day),
    hour: Number(parts.hour) % 24,
    minute: Number(parts.minute),
    weekday: WEEKDAY_PREFIXES.indexOf(String(parts.weekday).slice(0, 3).toLowerCase()),
  };
}

/** The local calendar date `days` after `date` (calendar arithmetic, no time zone involved). */
function addDays(date: LocalDate, days: number): LocalDate {
  const d = new Date(Date.UTC(date.year, date.month - 1, date.day + days));
  return { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate() };
}

/**
 * The moment the clocks in `timeZone` show `time` on `date`. A time that a spring-forward skips
 * (02:30 on the change day) is moved forward by the gap, as croner does for recurring patterns.
 */
function zonedInstant(date: LocalDate, time: TimeOfDay, timeZone: string): Date {
  const iso = `${String(date.year).padStart(4, '0')}-${pad(date.month)}-${pad(date.day)}T${formatTime(time)}:00`;
  const at = new Cron(iso, { timezone: timeZone }).getOnce();
  if (!at) throw new Error(`no moment for ${iso} in ${timeZone}`);
  return at;
}

/** Croner for a stored pattern; '5-part' refuses seconds and years, which no schedule of ours has. */
function cronOf(pattern: string, timeZone: string): Cron {
  return new Cron(pattern, { timezone: timeZone, mode: '5-part' });
}

/** The next moment strictly after `after` that the clocks in `timeZone` show `time`. */
function nextAtTime(after: Date, time: TimeOfDay, timeZone: string): Date {
  return cronOf(`${time.minute} ${time.hour} * * *`, timeZone).nextRun(after) ?? after;
}

function nextOnWeekday(after: Date, weekday: number, time: TimeOfDay, timeZone: string): Date {
  return cronOf(`${time.minute} ${time.hour} * * ${weekday}`, timeZone).nextRun(after) ?? after;
}

/**
 * The IANA name a valid zone is stored under ('america/los_angeles' and 'US/Pacific' become
 * 'America/Los_Angeles'); throws a RangeError for a name the runtime does not know.
 */
export function canonicalTimeZone(timeZone: string): string {
  return new Intl.DateTimeFormat('en-US', { timeZone }).resolvedOptions().timeZone;
}

/**
 * A stored schedule in today's shape. Rows written before time zones (migration 0012 converts
 * them, but a process of the previous release may still write one during a rolling deploy) were
 * UTC with a kind, an 'HH:MM' and a weekday; they read as the same pattern in UTC.
 */
export function readSchedule(stored: AutomationSchedule | LegacyAutomationSchedule): AutomationSchedule {
  if ('cron' in stored && 'timeZone' in stored) return stored;
  const legacy = stored as LegacyAutomationSchedule;
  const match = /^(\d{2}):(\d{2})$/.exec(legacy.at ?? '');
  const time = match ? { hour: Number(match[1]), minute: Number(match[2]) } : DEFAULT_TIME;
  const base = { timeZone: DEFAULT_TIME_ZONE, text: legacy.text };
  switch (legacy.kind) {
    case 'hourly':
      return { ...base, kind: 'hourly', cron: '0 * * * *' };
    case 'daily':
      return { ...base, kind: 'daily', cron: `${time.minute} ${time.hour} * * *` };
    case 'weekly':
      return { ...base, kind: 'weekly', cron: `${time.minute} ${time.hour} * * ${legacy.weekday ?? 1}` };
    default:
      return { ...base, kind: 'once', cron: null };
  }
}

/**
 * When a recurring schedule runs next, strictly after `after` (so a run at 09:00 schedules the
 * following one, never itself again), in the schedule's zone. 'once' schedules have no next run.
 *
 * Cron cannot say "every other week", and croner's `interval` option only spaces runs of a live
 * job (it is not applied when asking for the next run after a given moment), so 'every_other_week'
 * is the weekly pattern with alternate weeks skipped: a run counts when it falls an even number of
 * weeks after `anchor`, the first run. Weeks are rounded, so a daylight saving change between two
 * runs (a week of 167 or 169 hours) does not shift the parity.
 */
export function nextRunAfter(stored: AutomationSchedule | LegacyAutomationSchedule, after: Date): Date | null {
  const schedule = readSchedule(stored);
  if (!schedule.cron) return null;
  const cron = cronOf(schedule.cron, schedule.timeZone);
  let next = cron.nextRun(after);
  if (schedule.kind === 'every_other_week' && schedule.anchor) {
    const anchor = new Date(schedule.anchor).getTime();
    while (next && Math.abs(Math.round((next.getTime() - anchor) / WEEK_MS)) % 2 === 1) next = cron.nextRun(next);
  }
  return next;
}

/**
 * The time of day a description names: '9am', '9:30 pm', '17:00', '17h30', 'noon', 'midnight',
 * 'at 10' or a part of the day ('each morning' is 09:00, 'evening' 18:00). A bare hour from 1 to 6
 * ('at 5') is read as afternoon, as are hours before noon next to 'afternoon', 'evening' or 'night'.
 */
export function parseTimeOfDay(text: string): TimeOfDay | null {
  const twelveHour = /\b(\d{1,2})(?:[:.](\d{2}))?\s*(a\.?m\.?|p\.?m\.?)(?=[\s,.;!?)]|$)/.exec(text);
  if (twelveHour) {
    const hour = Number(twelveHour[1]);
    const minute = Number(twelveHour[2] ?? 0);
    if (hour >= 1 && hour <= 12 && minute < 60) {
      const pm = twelveHour[3]?.startsWith('p');
      return { hour: (hour % 12) + (pm ? 12 : 0), minute };
    }
  }
  const twentyFour = /\b([01]?\d|2[0-3])[:h]([0-5]\d)\b/.exec(text);
  if (twentyFour) return { hour: Number(twentyFour[1]), minute: Number(twentyFour[2]) };
  if (/\b(noon|midday)\b/.test(text)) return { hour: 12, minute: 0 };
  if (/\bmidnight\b/.test(text)) return { hour: 0, minute: 0 };
  const part = PART_OF_DAY.find((p) => p.pattern.test(text));
  const bare =
    /\b(?:at|around|by)\s+(\d{1,2})\b(?!\s*(?:%|percent|minutes?|mins?|hours?|hrs?|days?|weeks?|[-/.]\d))/.exec(text);
  if (bare) {
    const hour = Number(bare[1]);
    if (hour <= 23) {
      const afternoon = part ? part.afterNoon && hour < 12 : hour >= 1 && hour <= 6;
      return { hour: afternoon ? hour + 12 : hour, minute: 0 };
    }
  }
  return part ? { hour: part.hour, minute: 0 } : null;
}

function weekdayIn(text: string): { weekday: number; plural: boolean } | null {
  for (const match of text.matchAll(new RegExp(WEEKDAY_PATTERN, 'g'))) {
    const word = match[1];
    if (!word) continue;
    // 'sat', 'sun', 'wed' and 'mon' alone are ordinary words too often ('I sat down').
    if (word.length === 3 && !new RegExp(`\\b(on|every|each|next|this)\\s+${word}\\b`).test(text)) continue;
    return { weekday: WEEKDAY_PREFIXES.indexOf(word.slice(0, 3)), plural: match[2] === 's' };
  }
  return null;
}

function amountOf(word: string): number | null {
  if (/^\d+$/.test(word)) return Number(word);
  return NUMBER_WORDS[word] ?? null;
}

/** 'in 2 hours', 'in 30 minutes', 'in a week', 'in three days': a delay from now. */
function relativeDelay(text: string): { ms: number; days: number } | null {
  const match =
    /\bin\s+(\d+|an?|one|two|three|four|five|six|seven|eight|nine|ten|twelve|fifteen|twenty|thirty|forty-five)\s+(minutes?|mins?|hours?|hrs?|days?|weeks?)\b/.exec(
      text,
    );
  if (!match?.[1] || !match[2]) return null;
  const amount = amountOf(match[1]);
  // Beyond 1000 of any unit (19 years at most) a number is not a delay anyone schedules.
  if (amount === null || amount <= 0 || amount > 1000) return null;
  const unit = match[2];
  if (unit.startsWith('min')) return { ms: amount * MINUTE_MS, days: 0 };
  if (unit.startsWith('h')) return { ms: amount * HOUR_MS, days: 0 };
  if (unit.startsWith('d')) return { ms: 0, days: amount };
  return { ms: 0, days: amount * 7 };
}

/** The zone, and any note about how the words were read, after the reading: '(UTC; no time given, so 09:00)'. */
const withZone = (text: string, timeZone: string, note?: string) =>
  `${text} (${note ? `${timeZone}; ${note}` : timeZone})`;

function once(at: Date, timeZone: string, note?: string): ParsedSchedule {
  const local = localTime(at, timeZone);
  const text = withZone(`Once, on ${formatLocalDate(local)} at ${formatTime(local)}`, timeZone, note);
  return { schedule: { kind: 'once', cron: null, timeZone, text }, firstRunAt: at };
}

function recurring(
  kind: Exclude<AutomationScheduleKind, 'once'>,
  cron: string,
  reading: string,
  now: Date,
  timeZone: string,
  note?: string,
): ParsedSchedule {
  const schedule: AutomationSchedule = { kind, cron, timeZone, text: withZone(reading, timeZone, note) };
  // The first run of an every-other-week schedule is week 0 of its alternation.
  if (kind === 'every_other_week') schedule.anchor = (cronOf(cron, timeZone).nextRun(now) ?? now).toISOString();
  return { schedule, firstRunAt: nextRunAfter(schedule, now) ?? now };
}

/** Drops seconds and milliseconds: schedules work to the minute. */
function toMinute(at: Date): Date {
  return new Date(Math.ceil(at.getTime() / MINUTE_MS) * MINUTE_MS);
}

const ordinal = (n: number) => {
  const tens = n % 100;
  if (tens >= 11 && tens <= 13) return `${n}th`;
  return `${n}${['th', 'st', 'nd', 'rd'][n % 10] ?? 'th'}`;
};

/** 'on the 15th', '1st of every month', 'first of the month', 'last day of the month'. */
function dayOfMonthIn(text: string): number | 'last' | null {
  if (/\b(last day of (?:the|each|every) month|end of (?:the|each|every) month|month[- ]end)\b/.test(text))
    return 'last';
  if (/\b(first|1st) (?:day )?of (?:the|each|every) month\b/.test(text)) return 1;
  const match = /\b(?:on (?:the )?|the )?([1-9]|[12]\d|3[01])(?:st|nd|rd|th)\b/.exec(text);
  return match ? Number(match[1]) : null;
}

/**
 * Every `every` hours from `start` (00:00 unless the words give a time): the hours of the day it
 * runs at. Cron's step restarts each day, so when 24 is not a multiple of the step the last gap
 * of the day is shorter, and the reading lists the times rather than claiming an even interval.
 */
function everyHours(every: number, start: TimeOfDay, now: Date, timeZone: string, note?: string): ParsedSchedule {
  const first = start.hour % every;
  const hours: number[] = [];
  for (let h = start.hour; h < 24; h += every) hours.push(h);
  const whole = 24 % every === 0 && start.hour < every;
  const step = first === 0 ? `*/${every}` : `${first}-23/${every}`;
  const cron = `${start.minute} ${whole ? step : hours.join(',')} * * *`;
  const reading = whole
    ? `Every ${every} hours, from ${formatTime({ hour: first, minute: start.minute })}`
    : `Every day at ${listInWords(hours.map((hour) => formatTime({ hour, minute: start.minute })))}`;
  return recurring(
    'every_n_hours',
    cron,
    reading,
    now,
    timeZone,
    note ?? (whole ? undefined : `every ${every} hours, starting again each day`),
  );
}

/**
 * Reads a schedule from a task description, in the user's time zone: 'every day at 9am', 'daily',
 * 'every weekday at 8', 'every Monday at 8:30', 'weekly on friday', 'every other Tuesday',
 * 'monthly on the 15th', 'every 4 hours', 'every hour', 'tomorrow at 10', 'in 2 hours', 'at 17:00',
 * 'each morning'. A time with no repeat word repeats daily (an automation repeats unless told
 * 'once', 'today', 'tomorrow', 'in ...' or 'on <day>'); with nothing said it runs every day at
 * 09:00. What the words leave open (no time, no day) is filled in and the text says how.
 */
export function parseSchedule(description: string, now: Date, timeZone: string = DEFAULT_TIME_ZONE): ParsedSchedule {
  const text = description.toLowerCase().replace(/\s+/g, ' ');
  const time = parseTimeOfDay(text);
  const t = time ?? DEFAULT_TIME;
  const at = `${t.minute} ${t.hour}`;
  const clock = formatTime(t);
  const defaultNote = time ? undefined : 'no time given, so 09:00';
  const today = localTime(now, timeZone);

  const delay = relativeDelay(text);
  if (delay) {
    if (!delay.days) return once(toMinute(new Date(now.getTime() + delay.ms)), timeZone);
    return once(zonedInstant(addDays(today, delay.days), t, timeZone), timeZone, defaultNote);
  }

  if (/\b(every|each|per)\s+(\d+\s+|few\s+|couple of\s+)?(minutes?|mins?)\b/.test(text)) {
    return recurring('hourly', '0 * * * *', 'Every hour, on the hour', now, timeZone, 'runs at most once an hour');
  }
  const hoursMatch =
    /\bevery\s+(\d+|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|few|couple of)\s+hours?\b/.exec(text);
  const hours = hoursMatch?.[1] ? amountOf(hoursMatch[1]) : null;
  if (hours && hours >= 2 && hours <= 23) {
    const note = hoursMatch?.[1] === 'few' ? 'a few hours read as 3' : undefined;
    return everyHours(hours, time ?? { hour: 0, minute: 0 }, now, timeZone, note);
  }
  if (/\b(hourly|every (?:1 )?hour|each hour|once an hour|per hour)\b/.test(text)) {
    return recurring('hourly', '0 * * * *', 'Every hour, on the hour', now, timeZone);
  }

  const day = weekdayIn(text);
  if (/\b(tomorrow)\b/.test(text)) return once(zonedInstant(addDays(today, 1), t, timeZone), timeZone, defaultNote);
  if (/\b(today|tonight|this (?:morning|afternoon|evening))\b/.test(text)) {
    return once(
      nextAtTime(now, time ?? { hour: 17, minute: 0 }, timeZone),
      timeZone,
      time ? undefined : 'no time given, so 17:00',
    );
  }
  if (day && /\b(next|this)\s+\w+day\b/.test(text)) {
    return once(nextOnWeekday(now, day.weekday, t, timeZone), timeZone, defaultNote);
  }

  if (/\b(fortnightly|biweekly|bi-weekly|every other (?:week|\w+day)|every (?:two|2) weeks)\b/.test(text)) {
    const weekday = day?.weekday ?? 1;
    return recurring(
      'every_other_week',
      `${at} * * ${weekday}`,
      `Every other ${WEEKDAY_NAMES[weekday]} at ${clock}`,
      now,
      timeZone,
      day ? defaultNote : time ? 'no day given, so Monday' : 'no day or time given, so Monday at 09:00',
    );
  }
  if (/\b(monthly|every month|each month|once a month|per month|of the month)\b/.test(text)) {
    const dom = dayOfMonthIn(text);
    const notes = [
      dom === null ? (time ? 'no day given, so the 1st' : 'no day or time given, so the 1st at 09:00') : defaultNote,
      typeof dom === 'number' && dom > 28 ? `months without a ${ordinal(dom)} are skipped` : undefined,
    ].filter(Boolean);
    const reading =
      dom === 'last'
        ? `Every month on its last day at ${clock}`
        : `Every month on the ${ordinal(dom ?? 1)} at ${clock}`;
    return recurring(
      'monthly',
      `${at} ${dom === 'last' ? 'L' : (dom ?? 1)} * *`,
      reading,
      now,
      timeZone,
      notes.join('; ') || undefined,
    );
  }
  if (
    /\b(weekdays|every weekday|each weekday|workdays|every working day|each working day|business days?)\b/.test(text)
  ) {
    return recurring('weekdays', `${at} * * 1-5`, `Every weekday at ${clock}`, now, timeZone, defaultNote);
  }
  if (/\b(weekends|every weekend|each weekend|at the weekend|on the weekend)\b/.test(text)) {
    return recurring('weekends', `${at} * * 0,6`, `Every Saturday and Sunday at ${clock}`, now, timeZone, defaultNote);
  }
  const weekly = /\b(weekly|every week|each week|once a week|per week)\b/.test(text);
  const repeatsOnDay =
    day && (day.plural || new RegExp(`\\b(every|each)\\s+${WEEKDAY_PREFIXES[day.weekday]}`).test(text));
  if (weekly || repeatsOnDay) {
    const weekday = day?.weekday ?? 1;
    return recurring(
      'weekly',
      `${at} * * ${weekday}`,
      `Every ${WEEKDAY_NAMES[weekday]} at ${clock}`,
      now,
      timeZone,
      day ? defaultNote : time ? 'no day given, so Monday' : 'no day or time given, so Monday at 09:00',
    );
  }
  if (day) return once(nextOnWeekday(now, day.weekday, t, timeZone), timeZone, defaultNote);
  if (/\b(just once|only once|one[- ]off|one[- ]time)\b/.test(text)) {
    return once(nextAtTime(now, t, timeZone), timeZone, defaultNote);
  }
  return recurring('daily', `${at} * * *`, `Every day at ${clock}`, now, timeZone, defaultNote);
}

/**
 * The AI setting 'notification frequency' batches deliveries: 'Hourly' holds a due automation until
 * the top of the hour and 'Daily' until midnight UTC, so every delivery of the period arrives
 * together. 'Real-time' delivers when due. A moment already on the boundary is not moved.
 */
export function batchedDeliveryTime(due: Date, frequency: 'Real-time' | 'Hourly' | 'Daily'): Date {
  if (frequency === 'Real-time') return due;
  const unit = frequency === 'Hourly' ? HOUR_MS : DAY_MS;
  return new Date(Math.ceil(due.getTime() / unit) * unit);
}
