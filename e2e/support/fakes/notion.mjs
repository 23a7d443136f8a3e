// Fake Notion API (POST /v1/search, POST /v1/databases/{id}/query, POST /v1/oauth/revoke) answering
// Notion's documented shapes for one workspace with a task database.
import { sendJson, startRecordingServer } from './recording-server.mjs';

export const portOffset = 17;

export const NOTION_TOKEN = 'ntn_e2e_integration_token';

export async function start(port) {
  const server = await startRecordingServer(port, async (req, res, url) => {
    const token = (req.headers.authorization ?? '').replace(/^Bearer /, '');
    if (url.pathname === '/v1/oauth/revoke') return sendJson(res, 200, {});
    if (token !== NOTION_TOKEN)
      return sendJson(res, 401, {
        object: 'error',
        status: 401,
        code: 'unauthorized',
        message: 'API token is invalid.',
      });
    const ago = (d) => new Date(Date.now() - d * 86_400_000).toISOString();
    const page = (id, parent, edited, properties = {}) => ({
      object: 'page',
      id,
      created_time: ago(60),
      last_edited_time: ago(edited),
      archived: false,
      in_trash: false,
      parent,
      properties,
    });
    const list = (results) => sendJson(res, 200, { object: 'list', results, next_cursor: null, has_more: false });
    if (req.method === 'POST' && url.pathname === '/v1/search')
      return list([
        page('p-roadmap', { type: 'workspace', workspace: true }, 1),
        page('p-notes', { type: 'page_id', page_id: 'p-roadmap' }, 3),
        {
          object: 'database',
          id: 'db-tasks',
          created_time: ago(60),
          last_edited_time: ago(2),
          archived: false,
          in_trash: false,
          parent: { type: 'workspace', workspace: true },
          properties: {
            Name: { id: 'title', name: 'Name', type: 'title', title: {} },
            Done: { id: 'd', name: 'Done', type: 'checkbox', checkbox: {} },
          },
        },
      ]);
    if (req.method === 'POST' && url.pathname === '/v1/databases/db-tasks/query')
      return list([
        page('t1', { type: 'database_id', database_id: 'db-tasks' }, 1, {
          Done: { id: 'd', type: 'checkbox', checkbox: true },
        }),
        page('t2', { type: 'database_id', database_id: 'db-tasks' }, 1, {
          Done: { id: 'd', type: 'checkbox', checkbox: false },
        }),
      ]);
    return sendJson(res, 404, { object: 'error', status: 404, code: 'object_not_found', message: 'Not found' });
  });
  return { env: { NOTION_API_BASE: server.base }, close: server.close };
}
