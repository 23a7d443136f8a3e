// Fake Google Calendar API v3 (events.list on the primary calendar) answering the documented
// calendar#events shape, with one meeting today and one interview tomorrow.
import { sendJson, startRecordingServer } from './recording-server.mjs';

export const portOffset = 14;

const at = (hoursFromNow) => new Date(Date.now() + hoursFromNow * 3_600_000).toISOString();
const event = (id, summary, from, to) => ({
  kind: 'calendar#event',
  id,
  status: 'confirmed',
  summary,
  start: { dateTime: at(from), timeZone: 'UTC' },
  end: { dateTime: at(to), timeZone: 'UTC' },
  attendees: [
    { email: 'me@example.com', self: true, responseStatus: 'accepted' },
    { email: 'colleague@example.com', responseStatus: 'accepted' },
  ],
  eventType: 'default',
});

export async function start(port) {
  const server = await startRecordingServer(port, (req, res, url) => {
    if (req.headers.authorization === 'Bearer revoked')
      return sendJson(res, 401, { error: { code: 401, message: 'Invalid Credentials', status: 'UNAUTHENTICATED' } });
    if (url.pathname === '/calendar/v3/calendars/primary/events')
      return sendJson(res, 200, {
        kind: 'calendar#events',
        summary: 'me@example.com',
        timeZone: 'UTC',
        accessRole: 'owner',
        items: [event('e1', 'Team sync', 1, 2), event('e2', 'Interview with Acme', 26, 27)],
      });
    sendJson(res, 404, { error: { code: 404, message: 'Not Found' } });
  });
  return { env: { GOOGLE_CALENDAR_API_BASE: server.base }, close: server.close };
}
