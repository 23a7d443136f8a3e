// Fake LinkedIn API: GET /v2/userinfo (OpenID Connect), the only member data the API gives.
import { sendJson, startRecordingServer } from './recording-server.mjs';

export const portOffset = 15;

export async function start(port) {
  const server = await startRecordingServer(port, (req, res, url) => {
    if (req.headers.authorization === 'Bearer revoked')
      return sendJson(res, 401, { serviceErrorCode: 65600, message: 'Invalid access token', status: 401 });
    if (url.pathname === '/v2/userinfo')
      return sendJson(res, 200, {
        sub: '782bbtaQ',
        name: 'John Doe',
        given_name: 'John',
        family_name: 'Doe',
        locale: 'en-US',
        email: 'doe@email.com',
        email_verified: true,
      });
    sendJson(res, 404, { message: 'Not Found', status: 404 });
  });
  return { env: { LINKEDIN_API_BASE: server.base }, close: server.close };
}
