import { CALENDAR_INTERVIEW_HORIZON_DAYS, CALENDAR_WORKDAY, type CalendarInsights } from '@careerloom/contract';
import { apiUrl, sourceFetchJson } from '../source-http';

/**
 * Google Calendar (API v3, a pasted OAuth access token): the primary calendar's events from eight
 * days back to CALENDAR_INTERVIEW_HORIZON_DAYS ahead, expanded (`singleEvents`), with a partial
 * response (`fields`) that never asks for descriptions, and for attendees only when allowed.
 * Days and weeks are the calendar's own time zone.
 */
const NAME = 'Google Calendar';
const DAY_MS = 86_400_000;
const MAX_PAGES = 4;

type EventTime = { date?: string; dateTime?: string };
export type CalendarEvent = {
  id?: string;
  status?: string;
  summary?: string;
  start?: EventTime;
  end?: EventTime;
  transparency?: string;
  eventType?: string;
  hangoutLink?: string;
  attendees?: { self?: boolean; responseStatus?: string }[];
};
type EventsPage = { timeZone?: string; items?: CalendarEvent[]; nextPageToken?: string };

export type CalendarReadOptions = {
  now: Date;
  since: Date | null;
  /** Whether the `attendees` data type may be read. */
  attendees: boolean;
  timeoutMs?: number;
};

export async function readCalendarInsights(
  base: string,
  token: string,
  options: CalendarReadOptions,
): Promise<CalendarInsights> {
  const { now } = options;
  const earliest = new Date(now.getTime() - 8 * DAY_MS);
  const timeMin = options.since && options.since > earliest ? options.since : earliest;
  const timeMax = new Date(now.getTime() + CALENDAR_INTERVIEW_HORIZON_DAYS * DAY_MS);
  const fields = `timeZone,nextPageToken,items(id,status,summary,start,end,transparency,eventType,hangoutLink${
    options.attendees ? ',attendees(self,responseStatus)' : ''
  })`;
  const events: CalendarEvent[] = [];
  let timeZone = 'UTC';
  let pageToken: string | undefined;
  for (let page = 0; page < MAX_PAGES; page++) {
    const body = await sourceFetchJson<EventsPage>(
      apiUrl(base, '/calendar/v3/calendars/primary/events', {
        timeMin: timeMin.toISOString(),
        timeMax: timeMax.toISOString(),
        singleEvents: 'true',
        orderBy: 'startTime',
        maxResults: 250,
        pageToken,
        fields,
      }),
      { sourceName: NAME, token, timeoutMs: options.timeoutMs },
    );
    if (body.timeZone) timeZone = body.timeZone;
    events.push(...(body.items ?? []));
    pageToken = body.nextPageToken;
    if (!pageToken) break;
  }
  return {
    ...calendarFigures(events, isTimeZone(timeZone) ? timeZone : 'UTC', now, options.attendees),
    eventsRead: events.length,
  };
}

function isTimeZone(tz: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: tz });
    return true;
  } catch {
    return false;
  }
}

/** A moment as the calendar's wall clock: its date, minutes after midnight and ISO weekday (1 = Monday). */
function local(at: Date, timeZone: string): { date: string; minutes: number; weekday: number } {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
      weekday: 'short',
    })
      .formatToParts(at)
      .map((p) => [p.type, p.value]),
  );
  const weekday = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'].indexOf(parts.weekday ?? '') + 1;
  return {
    date: `${parts.year}-${parts.month}-${parts.day}`,
    minutes: Number(parts.hour) * 60 + Number(parts.minute),
    weekday,
  };
}

const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

const INTERVIEW_TITLE =
  /\b(interview(s|ing)?|phone screen(ing)?|screening (call|interview)|technical (screen|assessment)|on-?site)\b/i;
const NOT_MEETINGS = new Set(['focusTime', 'outOfOffice', 'workingLocation', 'birthday']);

/**
 * A meeting: a timed event, not cancelled, not free time (transparent), not focus time or an
 * out-of-office block, not declined by the user, and, when attendees may be read, with someone
 * else invited or a video link. Without attendees every busy timed event counts.
 */
export function isMeeting(event: CalendarEvent, attendeesKnown: boolean): boolean {
  if (!event.start?.dateTime || !event.end?.dateTime) return false;
  if (event.status === 'cancelled' || event.transparency === 'transparent') return false;
  if (event.eventType && NOT_MEETINGS.has(event.eventType)) return false;
  const self = event.attendees?.find((a) => a.self);
  if (self?.responseStatus === 'declined') return false;
  if (!attendeesKnown) return true;
  return (event.attendees?.length ?? 0) >= 2 || Boolean(event.hangoutLink);
}

/**
 * The Scheduling Patterns figures. Meetings Today and This Week count meetings starting today and
 * in this Monday-to-Sunday week. Productivity Hours: the working hours of this week's weekdays
 * (CALENDAR_WORKDAY) not covered by meetings, overlapping meetings merged. Interviews Scheduled:
 * events from now on whose title names an interview or a screen.
 */
export function calendarFigures(
  events: readonly CalendarEvent[],
  timeZone: string,
  now: Date,
  attendeesKnown: boolean,
): Omit<CalendarInsights, 'eventsRead'> {
  const today = local(now, timeZone);
  const weekStart = addDays(today.date, -(today.weekday - 1));
  const weekEnd = addDays(weekStart, 6);
  const workStart = CALENDAR_WORKDAY.startHour * 60;
  const workEnd = CALENDAR_WORKDAY.endHour * 60;
  let meetingsToday = 0;
  let meetingsThisWeek = 0;
  let interviewsScheduled = 0;
  const busy = new Map<string, [number, number][]>();
  for (const event of events) {
    const startAt = event.start?.dateTime ? new Date(event.start.dateTime) : null;
    if (
      startAt &&
      startAt >= now &&
      event.status !== 'cancelled' &&
      INTERVIEW_TITLE.test(event.summary ?? '') &&
      startAt.getTime() <= now.getTime() + CALENDAR_INTERVIEW_HORIZON_DAYS * DAY_MS
    )
      interviewsScheduled += 1;
    if (!startAt || !isMeeting(event, attendeesKnown)) continue;
    const start = local(startAt, timeZone);
    if (start.date < weekStart || start.date > weekEnd) continue;
    meetingsThisWeek += 1;
    if (start.date === today.date) meetingsToday += 1;
    if (start.weekday > 5) continue;
    const end = local(new Date(event.end?.dateTime ?? startAt), timeZone);
    // A meeting running past midnight blocks the rest of its first day.
    const endMinutes = end.date === start.date ? end.minutes : 24 * 60;
    const from = Math.max(start.minutes, workStart);
    const to = Math.min(endMinutes, workEnd);
    if (to > from) busy.set(start.date, [...(busy.get(start.date) ?? []), [from, to]]);
  }
  let freeMinutes = 0;
  for (let d = 0; d < 5; d++) {
    const intervals = (busy.get(addDays(weekStart, d)) ?? []).sort((a, b) => a[0] - b[0]);
    let covered = 0;
    let reach = workStart;
    for (const [from, to] of intervals) {
      const a = Math.max(from, reach);
      if (to > a) covered += to - a;
      reach = Math.max(reach, to);
    }
    freeMinutes += workEnd - workStart - covered;
  }
  return {
    meetingsToday,
    meetingsThisWeek,
    productivityHours: Math.round((freeMinutes / 60) * 10) / 10,
    interviewsScheduled,
    timeZone,
  };
}
