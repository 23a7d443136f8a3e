import type { Handler } from '../testing/fake-source';

/** Google Calendar API answers for `startFakeSource`. */
export const CALENDAR_TOKEN = 'ya29.test-calendar-canary-77b2';

/** A Calendar v3 event as `events.list` answers it. */
export function calendarEvent(
  id: string,
  summary: string,
  start: string,
  end: string,
  extra: Record<string, unknown> = {},
) {
  return {
    kind: 'calendar#event',
    etag: `"${id}"`,
    id,
    status: 'confirmed',
    htmlLink: `https://www.google.com/calendar/event?eid=${id}`,
    created: '2025-10-01T00:00:00.000Z',
    updated: '2025-10-01T00:00:00.000Z',
    summary,
    creator: { email: 'me@example.com', self: true },
    organizer: { email: 'me@example.com', self: true },
    start: { dateTime: start, timeZone: 'Europe/Berlin' },
    end: { dateTime: end, timeZone: 'Europe/Berlin' },
    iCalUID: `${id}@google.com`,
    sequence: 0,
    attendees: [
      { email: 'me@example.com', self: true, responseStatus: 'accepted' },
      { email: 'colleague@example.com', responseStatus: 'accepted' },
    ],
    reminders: { useDefault: true },
    eventType: 'default',
    ...extra,
  };
}

export function calendarHandler(items: unknown[]): Handler {
  return (url) =>
    url.pathname === '/calendar/v3/calendars/primary/events'
      ? {
          body: {
            kind: 'calendar#events',
            etag: '"p33c"',
            summary: 'me@example.com',
            updated: '2025-11-05T10:00:00.000Z',
            timeZone: 'Europe/Berlin',
            accessRole: 'owner',
            defaultReminders: [{ method: 'popup', minutes: 10 }],
            nextSyncToken: 'CPDAlvWDx70CEPDAlvWDx70CGAU=',
            items,
          },
        }
      : null;
}
