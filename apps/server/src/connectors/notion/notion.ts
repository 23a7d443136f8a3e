import type { NotionInsights } from '@careerloom/contract';
import { AppError } from '../../errors';
import { apiUrl, sourceFetchJson } from '../source-http';

/**
 * Notion API client for knowledge-management figures: the pages and databases shared with the
 * integration (POST /v1/search) and task completion from databases with a status or checkbox
 * property (POST /v1/databases/{id}/query). Page content (blocks) is never requested: titles,
 * edit times, parents and property values are enough. A 401 becomes `SourceAuthError` in
 * `sourceFetchJson`, so the caller marks the source as needing reconnection.
 */

const NAME = 'Notion';
/** The API version whose database endpoints these requests follow. */
export const NOTION_VERSION = '2022-06-28';
const MAX_SEARCH_PAGES = 5;
const MAX_TASK_DATABASES = 10;
const MAX_QUERY_PAGES = 3;
export const NOTION_ACTIVE_DAYS = 30;
const DONE_NAMES = /^(done|complete|completed|closed|finished|shipped)$/i;

type NotionParent = { type?: string };
type NotionProperty = {
  type?: string;
  status?: { name?: string; id?: string; groups?: { name?: string; option_ids?: string[] }[] } | null;
  checkbox?: boolean;
};
type NotionObject = {
  object?: string;
  id?: string;
  last_edited_time?: string;
  archived?: boolean;
  in_trash?: boolean;
  parent?: NotionParent;
  properties?: Record<string, NotionProperty>;
};
type NotionList = { results?: NotionObject[]; has_more?: boolean; next_cursor?: string | null };

export type NotionReadScope = { pages: boolean; databases: boolean; since: Date | null };

function notionClient(base: string, token: string, options: { timeoutMs?: number }) {
  const post = (path: string, body: unknown) =>
    sourceFetchJson<NotionList>(apiUrl(base, path), {
      sourceName: NAME,
      token,
      method: 'POST',
      body,
      headers: { 'Notion-Version': NOTION_VERSION },
      timeoutMs: options.timeoutMs,
    });
  async function paged(path: string, body: Record<string, unknown>, maxPages: number) {
    const out: NotionObject[] = [];
    let cursor: string | undefined;
    for (let page = 0; page < maxPages; page += 1) {
      const res = await post(path, { ...body, page_size: 100, ...(cursor ? { start_cursor: cursor } : {}) });
      out.push(...(res.results ?? []));
      cursor = res.has_more && res.next_cursor ? res.next_cursor : undefined;
      if (!cursor) break;
    }
    return out;
  }
  return {
    search: () =>
      paged('/v1/search', { sort: { direction: 'descending', timestamp: 'last_edited_time' } }, MAX_SEARCH_PAGES),
    queryDatabase: (id: string) => paged(`/v1/databases/${encodeURIComponent(id)}/query`, {}, MAX_QUERY_PAGES),
  };
}

/** Reads the user's Notion figures within `scope`. */
export async function readNotion(
  base: string,
  token: string,
  scope: NotionReadScope,
  now: Date,
  options: { timeoutMs?: number } = {},
): Promise<NotionInsights> {
  const client = notionClient(base, token, options);
  const found = (await client.search()).filter((o) => !o.archived && !o.in_trash);
  const pages = found.filter((o) => o.object === 'page');
  const databases = found.filter((o) => o.object === 'database');
  const activeSince = new Date(now.getTime() - NOTION_ACTIVE_DAYS * 86_400_000);
  const floor = scope.since && scope.since > activeSince ? scope.since : activeSince;
  const recent = (o: NotionObject) => (o.last_edited_time ? new Date(o.last_edited_time) >= floor : false);

  let taskCompletionRate: number | null = null;
  if (scope.databases) {
    let total = 0;
    let done = 0;
    const taskDatabases = databases.filter((d) => taskProperty(d) !== undefined).slice(0, MAX_TASK_DATABASES);
    for (const db of taskDatabases) {
      const property = taskProperty(db);
      if (!property || !db.id) continue;
      let rows: NotionObject[];
      try {
        rows = await client.queryDatabase(db.id);
      } catch (error) {
        // A database the integration lost access to since the search is skipped, not fatal.
        if (error instanceof AppError && error.message.includes('answered 404')) continue;
        throw error;
      }
      for (const row of rows) {
        if (row.archived || row.in_trash) continue;
        const value = row.properties?.[property.name];
        if (!value) continue;
        total += 1;
        if (isDone(value, property.completeIds)) done += 1;
      }
    }
    taskCompletionRate = total ? Math.round((done / total) * 100) : null;
  }

  return {
    totalPages: scope.pages ? pages.length : null,
    // The workspace's top-level areas (pages and databases directly under the workspace) edited lately.
    activeWorkspaces: scope.pages ? found.filter((o) => o.parent?.type === 'workspace' && recent(o)).length : null,
    taskCompletionRate,
    knowledgeBaseSize: scope.pages ? pages.length + databases.length : null,
  };
}

/** The database's task property: a status (preferred) or a done-like checkbox. */
function taskProperty(db: NotionObject): { name: string; completeIds: Set<string> } | undefined {
  const entries = Object.entries(db.properties ?? {});
  const status = entries.find(([, p]) => p.type === 'status');
  if (status) {
    const complete = status[1].status?.groups?.find((g) => /complete/i.test(g.name ?? ''));
    return { name: status[0], completeIds: new Set(complete?.option_ids ?? []) };
  }
  const checkboxes = entries.filter(([, p]) => p.type === 'checkbox');
  const checkbox = checkboxes.find(([name]) => /done|complete|finished/i.test(name)) ?? checkboxes[0];
  return checkbox ? { name: checkbox[0], completeIds: new Set() } : undefined;
}

function isDone(value: NotionProperty, completeIds: Set<string>): boolean {
  if (value.type === 'checkbox') return value.checkbox === true;
  if (value.type === 'status') {
    const s = value.status;
    if (!s) return false;
    return (s.id !== undefined && completeIds.has(s.id)) || DONE_NAMES.test(s.name ?? '');
  }
  return false;
}
