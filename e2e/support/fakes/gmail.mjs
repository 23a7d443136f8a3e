// Fake Gmail API v1 (users.getProfile, users.messages.list, users.messages.get?format=metadata)
// answering Google's documented shapes; any bearer token but "revoked" is accepted.
// Application mail (issue 13): messages with a text, served as `format=full` (multipart/alternative
// with base64url text/plain and text/html parts) and as `format=metadata` (only the asked-for
// `metadataHeaders`); `messages.list` pages with `maxResults`/`nextPageToken`.
import { sendJson, startRecordingServer } from './recording-server.mjs';

export const portOffset = 13;

const header = (name, value) => ({ name, value });
const message = (id, from, subject, labelIds) => ({
  id,
  threadId: `t${id}`,
  labelIds,
  snippet: '',
  sizeEstimate: 2048,
  historyId: '29895446',
  internalDate: String(Date.now()),
  payload: {
    partId: '',
    mimeType: 'text/plain',
    filename: '',
    headers: [header('From', from), header('Subject', subject)],
    body: { size: 0 },
  },
});
const DAY = 86_400_000;
/** A message with a text, `daysAgo` days old, in Gmail's `format=full` shape. */
const mailMessage = (id, from, subject, text, daysAgo, labelIds = ['INBOX', 'CATEGORY_UPDATES']) => {
  const date = new Date(Date.now() - daysAgo * DAY);
  const html = `<div dir="ltr">${text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/\n/g, '<br>')}</div>`;
  const part = (partId, mimeType, data) => ({
    partId,
    mimeType,
    filename: '',
    headers: [header('Content-Type', `${mimeType}; charset="UTF-8"`)],
    body: { size: Buffer.byteLength(data), data: Buffer.from(data, 'utf8').toString('base64url') },
  });
  return {
    id,
    threadId: `t${id}`,
    labelIds,
    snippet: text.replace(/\s+/g, ' ').slice(0, 140),
    sizeEstimate: 4096 + text.length,
    historyId: '29895446',
    internalDate: String(date.getTime()),
    payload: {
      partId: '',
      mimeType: 'multipart/alternative',
      filename: '',
      headers: [
        header('Date', date.toUTCString().replace('GMT', '+0000')),
        header('From', from),
        header('To', 'me@example.com'),
        header('Subject', subject),
      ],
      body: { size: 0 },
      parts: [part('0', 'text/plain', text), part('1', 'text/html', html)],
    },
  };
};
const MESSAGES = [
  message('m1', 'Acme Recruiting <no-reply@greenhouse.io>', 'Thank you for applying to Acme', ['INBOX']),
  message('m2', 'Jane Doe <jane@acme.com>', 'Interview invitation: Software Engineer', ['INBOX', 'IMPORTANT']),
  message('m3', 'Deals <deals@shop.example>', '50% off everything', ['INBOX', 'CATEGORY_PROMOTIONS']),
  mailMessage(
    'm4',
    'Northwind Recruiting <no-reply@greenhouse-mail.io>',
    'Your application to Northwind',
    'Hi,\n\nThank you for your interest in the Data Engineer position at Northwind. After careful review, we have decided to move forward with other candidates.\n\nNorthwind Talent Team',
    3,
  ),
  mailMessage(
    'm5',
    'Globex Careers <careers@globex.com>',
    'Application received - Platform Engineer',
    'Thank you for applying for the Platform Engineer role at Globex. We will review your application shortly.',
    2,
  ),
  mailMessage(
    'm6',
    'LinkedIn Job Alerts <jobalerts-noreply@linkedin.com>',
    "30+ new jobs for 'data engineer'",
    'Data Engineer - Acme - Berlin',
    1,
    ['INBOX', 'CATEGORY_SOCIAL'],
  ),
];

/** `format=metadata`: the message without its parts, with only the asked-for headers. */
function metadataOf(found, wanted) {
  const names = wanted.map((h) => h.toLowerCase());
  const { parts: _parts, ...payload } = found.payload;
  return {
    ...found,
    payload: {
      ...payload,
      headers: payload.headers.filter((h) => names.length === 0 || names.includes(h.name.toLowerCase())),
    },
  };
}

export async function start(port) {
  const server = await startRecordingServer(port, (req, res, url) => {
    if (req.headers.authorization === 'Bearer revoked')
      return sendJson(res, 401, { error: { code: 401, message: 'Invalid Credentials', status: 'UNAUTHENTICATED' } });
    if (url.pathname === '/gmail/v1/users/me/profile')
      return sendJson(res, 200, {
        emailAddress: 'me@example.com',
        messagesTotal: 1200,
        threadsTotal: 900,
        historyId: '1',
      });
    if (url.pathname === '/gmail/v1/users/me/messages') {
      const size = Math.min(500, Number(url.searchParams.get('maxResults') ?? 100));
      const start = Number(url.searchParams.get('pageToken') ?? 0);
      const page = MESSAGES.slice(start, start + size);
      return sendJson(res, 200, {
        messages: page.map((m) => ({ id: m.id, threadId: m.threadId })),
        ...(start + size < MESSAGES.length ? { nextPageToken: String(start + size) } : {}),
        resultSizeEstimate: MESSAGES.length,
      });
    }
    const found = MESSAGES.find((m) => url.pathname === `/gmail/v1/users/me/messages/${m.id}`);
    if (found && url.searchParams.get('format') === 'metadata')
      return sendJson(res, 200, metadataOf(found, url.searchParams.getAll('metadataHeaders')));
    if (found) return sendJson(res, 200, found);
    sendJson(res, 404, { error: { code: 404, message: 'Requested entity was not found.', status: 'NOT_FOUND' } });
  });
  return { env: { GMAIL_API_BASE: server.base }, close: server.close };
}
