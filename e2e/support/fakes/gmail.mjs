// Fake Gmail API v1 (users.getProfile, users.messages.list, users.messages.get?format=metadata)
// answering Google's documented shapes; any bearer token but "revoked" is accepted.
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
const MESSAGES = [
  message('m1', 'Acme Recruiting <no-reply@greenhouse.io>', 'Thank you for applying to Acme', ['INBOX']),
  message('m2', 'Jane Doe <jane@acme.com>', 'Interview invitation: Software Engineer', ['INBOX', 'IMPORTANT']),
  message('m3', 'Deals <deals@shop.example>', '50% off everything', ['INBOX', 'CATEGORY_PROMOTIONS']),
];

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
    if (url.pathname === '/gmail/v1/users/me/messages')
      return sendJson(res, 200, {
        messages: MESSAGES.map((m) => ({ id: m.id, threadId: m.threadId })),
        resultSizeEstimate: 3,
      });
    const found = MESSAGES.find((m) => url.pathname === `/gmail/v1/users/me/messages/${m.id}`);
    if (found) return sendJson(res, 200, found);
    sendJson(res, 404, { error: { code: 404, message: 'Requested entity was not found.', status: 'NOT_FOUND' } });
  });
  return { env: { GMAIL_API_BASE: server.base }, close: server.close };
}
