import { NUMBER_WORDS as ENGINE_NUMBER_WORDS } from '@careerloom/career-engine';
import type { AutomationSchedule } from '@careerloom/contract';

/**
 * Schedules are read from plain English in the task description and kept in UTC: the server has
 * no time zone for the user, so every schedule text ends in 'UTC' rather than pretending.
 */

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

export const DEFAULT_TIME = { hour: 9, minute: 0 } as const;

const WEEKDAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;
const MONTH_NAMES = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;

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
const NUMBER_WORDS: Record<string, number> = { a: 1, an: 1, ...ENGINE_NUMBER_WORDS, 'forty-five': 45 };

type TimeOfDay = { hour: number; minute: number };

export type ParsedSchedule = {
  schedule: AutomationSchedule;
  /** The first run: the next occurrence for recurring schedules, the one moment for 'once'. */
  firstRunAt: Date;
};

const pad = (n: number) => String(n).padStart(2, '0');
export const formatTime = ({ hour, minute }: TimeOfDay) => `${pad(hour)}:${pad(minute)}`;

function parseAt(at: string | undefined): TimeOfDay {
  const match = /^(\d{2}):(\d{2})$/.exec(at ?? '');
  return match ? { hour: Number(match[1]), minute: Number(match[2]) } : DEFAULT_TIME;
}

/** 'Sun 23 Nov 2026': a date as a person reads it, in UTC. */
export function formatUtcDate(at: Date): string {
  const day = WEEKDAY_NAMES[at.getUTCDay()]?.slice(0, 3);
  return `${day} ${at.getUTCDate()} ${MONTH_NAMES[at.getUTCMonth()]} ${at.getUTCFullYear()}`;
}

/** '2026-11-23 09:00 UTC'. */
export function formatUtcMinute(at: Date): string {
  return `${at.toISOString().slice(0, 16).replace('T', ' ')} UTC`;
}

function atTimeOn(day: Date, time: TimeOfDay): Date {
  return new Date(Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate(), time.hour, time.minute));
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

/** The next moment after `after` with this time of day (strictly later). */
function nextDaily(after: Date, time: TimeOfDay): Date {
  const today = atTimeOn(after, time);
  return today > after ? today : new Date(today.getTime() + DAY_MS);
}

function nextWeekly(after: Date, weekday: number, time: TimeOfDay): Date {
  const daysAhead = (weekday - after.getUTCDay() + 7) % 7;
  const candidate = new Date(atTimeOn(after, time).getTime() + daysAhead * DAY_MS);
  return candidate > after ? candidate : new Date(candidate.getTime() + 7 * DAY_MS);
}

/**
 * When a recurring schedule runs next, strictly after `after` (so a run at 09:00 schedules the
 * following one, never itself again). 'once' schedules have no next run: null.
 */
export function nextRunAfter(schedule: AutomationSchedule, after: Date): Date | null {
  switch (schedule.kind) {
    case 'hourly':
      return new Date((Math.floor(after.getTime() / HOUR_MS) + 1) * HOUR_MS);
    case 'daily':
      return nextDaily(after, parseAt(schedule.at));
    case 'weekly':
      return nextWeekly(after, schedule.weekday ?? 1, parseAt(schedule.at));
    case 'once':
      return null;
  }
}

/** The schedule's reading as a person says it: 'Every Monday at 08:30 UTC'. */
export function describeSchedule(schedule: Omit<AutomationSchedule, 'text'>, onceAt?: Date): string {
  const time = parseAt(schedule.at);
  switch (schedule.kind) {
    case 'hourly':
      return 'Every hour, on the hour (UTC)';
    case 'daily':
      return `Every day at ${formatTime(time)} UTC`;
    case 'weekly':
      return `Every ${WEEKDAY_NAMES[schedule.weekday ?? 1]} at ${formatTime(time)} UTC`;
    case 'once':
      return onceAt
        ? `Once, on ${formatUtcDate(onceAt)} at ${formatTime(time)} UTC`
        : `Once at ${formatTime(time)} UTC`;
  }
}

function amountOf(word: string): number | null {
  if (/^\d+$/.test(word)) return Number(word);
  return NUMBER_WORDS[word] ?? null;
}

/** 'in 2 hours', 'in 30 minutes', 'in a week', 'in three days': a delay from now. */
function relativeDelay(text: string): { ms: number; days: boolean } | null {
  const match =
    /\bin\s+(\d+|an?|one|two|three|four|five|six|seven|eight|nine|ten|twelve|fifteen|twenty|thirty|forty-five)\s+(minutes?|mins?|hours?|hrs?|days?|weeks?)\b/.exec(
      text,
    );
  if (!match?.[1] || !match[2]) return null;
  const amount = amountOf(match[1]);
  if (amount === null || amount <= 0) return null;
  const unit = match[2];
  if (unit.startsWith('min')) return { ms: amount * MINUTE_MS, days: false };
  if (unit.startsWith('h')) return { ms: amount * HOUR_MS, days: false };
  if (unit.startsWith('d')) return { ms: amount * DAY_MS, days: true };
  return { ms: amount * 7 * DAY_MS, days: true };
}

function once(at: Date, note?: string): ParsedSchedule {
  const time = { hour: at.getUTCHours(), minute: at.getUTCMinutes() };
  const base = { kind: 'once' as const, at: formatTime(time) };
  return { schedule: { ...base, text: withNote(describeSchedule(base, at), note) }, firstRunAt: at };
}

function recurring(base: Omit<AutomationSchedule, 'text'>, now: Date, note?: string): ParsedSchedule {
  const schedule = { ...base, text: withNote(describeSchedule(base), note) };
  return { schedule, firstRunAt: nextRunAfter(schedule, now) ?? now };
}

const withNote = (text: string, note?: string) => (note ? `${text} (${note})` : text);

/** Drops seconds and milliseconds: schedules work to the minute. */
function toMinute(at: Date): Date {
  return new Date(Math.ceil(at.getTime() / MINUTE_MS) * MINUTE_MS);
}

/**
 * Reads a schedule from a task description, e.g. 'every day at 9am', 'daily', 'every Monday at
 * 8:30', 'weekly on friday', 'every hour', 'tomorrow at 10', 'in 2 hours', 'at 17:00', 'each
 * morning'. A time with no repeat word repeats daily (an automation repeats unless told 'once',
 * 'today', 'tomorrow', 'in ...' or 'on <day>'); with nothing said it runs every day at 09:00 UTC.
 * What the schedule cannot express (monthly, weekdays only, every 3 hours) is rounded to the
 * nearest kind it has and the text says so.
 */
export function parseSchedule(description: string, now: Date): ParsedSchedule {
  const text = description.toLowerCase().replace(/\s+/g, ' ');
  const time = parseTimeOfDay(text);
  const timeOrDefault = time ?? DEFAULT_TIME;
  const defaultNote = time ? undefined : 'no time given, so 09:00';

  const delay = relativeDelay(text);
  if (delay) {
    if (!delay.days) return once(toMinute(new Date(now.getTime() + delay.ms)));
    return once(atTimeOn(new Date(now.getTime() + delay.ms), timeOrDefault), defaultNote);
  }

  if (/\b(every|each|per)\s+(\d+\s+|few\s+|couple of\s+)?(minutes?|mins?)\b/.test(text)) {
    return recurring({ kind: 'hourly' }, now, 'runs at most once an hour');
  }
  const everyHours = /\bevery\s+(\d+|two|three|four|six|eight|twelve|few|couple of)\s+hours?\b/.exec(text);
  if (everyHours && everyHours[1] !== '1') {
    return recurring({ kind: 'hourly' }, now, 'intervals of several hours are not available yet');
  }
  if (/\b(hourly|every (?:1 )?hour|each hour|once an hour|per hour)\b/.test(text)) {
    return recurring({ kind: 'hourly' }, now);
  }

  const day = weekdayIn(text);
  if (/\b(tomorrow)\b/.test(text)) return once(atTimeOn(new Date(now.getTime() + DAY_MS), timeOrDefault), defaultNote);
  if (/\b(today|tonight|this (?:morning|afternoon|evening))\b/.test(text)) {
    const today = atTimeOn(now, time ?? { hour: 17, minute: 0 });
    return once(
      today > now ? today : nextDaily(now, time ?? { hour: 17, minute: 0 }),
      time ? undefined : 'no time given, so 17:00',
    );
  }
  if (day && /\b(next|this)\s+\w+day\b/.test(text)) {
    return once(nextWeekly(now, day.weekday, timeOrDefault), defaultNote);
  }

  if (/\b(fortnightly|biweekly|bi-weekly|every other week|every two weeks|every 2 weeks)\b/.test(text)) {
    return recurring(
      { kind: 'weekly', weekday: day?.weekday ?? 1, at: formatTime(timeOrDefault) },
      now,
      'every-other-week schedules are not available yet, so it runs weekly',
    );
  }
  const weekly = /\b(weekly|every week|each week|once a week|per week)\b/.test(text);
  const repeatsOnDay =
    day && (day.plural || new RegExp(`\\b(every|each)\\s+${WEEKDAY_PREFIXES[day.weekday]}`).test(text));
  if (weekly || repeatsOnDay) {
    const weekday = day?.weekday ?? 1;
    return recurring(
      { kind: 'weekly', weekday, at: formatTime(timeOrDefault) },
      now,
      day ? defaultNote : time ? 'no day given, so Monday' : 'no day or time given, so Monday at 09:00',
    );
  }
  if (/\b(monthly|every month|each month|once a month|per month)\b/.test(text)) {
    return recurring(
      { kind: 'weekly', weekday: day?.weekday ?? 1, at: formatTime(timeOrDefault) },
      now,
      'monthly schedules are not available yet, so it runs weekly',
    );
  }
  if (
    /\b(weekdays|every weekday|each weekday|workdays|every working day|each working day|business days?)\b/.test(text)
  ) {
    return recurring(
      { kind: 'daily', at: formatTime(timeOrDefault) },
      now,
      'weekend days included: weekday-only schedules are not available yet',
    );
  }
  if (day) return once(nextWeekly(now, day.weekday, timeOrDefault), defaultNote);
  if (/\b(just once|only once|one[- ]off|one[- ]time)\b/.test(text))
    return once(nextDaily(now, timeOrDefault), defaultNote);

  return recurring({ kind: 'daily', at: formatTime(timeOrDefault) }, now, defaultNote);
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
