import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * Loopback servers answering like Gmail, Google Calendar, GitHub and LinkedIn do (response shapes
 * from /work/shared/data/api-fixtures and the APIs' documentation), recording every request so a
 * test can prove what reached the source and what did not. `mode` switches a server to a failure:
 * a revoked token (401), a token without the scope a read needs (403), a rate limit (429 with
 * Retry-After) or silence (a time-out).
 */
export type Recorded = { method: string; path: string; authorization: string | undefined };
export type FakeMode = 'ok' | 'unauthorized' | 'forbidden' | 'rate_limited' | 'hang';
type Handler = (url: URL, req: http.IncomingMessage) => { status?: number; body: unknown } | null;

export type FakeSource = {
  base: string;
  requests: Recorded[];
  mode: FakeMode;
  close(): Promise<void>;
};

export async function startFakeSource(handle: Handler, goodToken?: string): Promise<FakeSource> {
  const hanging = new Set<http.ServerResponse>();
  const fake: FakeSource = { base: '', requests: [], mode: 'ok', close: async () => undefined };
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    fake.requests.push({
      method: req.method ?? 'GET',
      path: url.pathname + url.search,
      authorization: req.headers.authorization,
    });
    const send = (status: number, body: unknown, headers: Record<string, string> = {}) => {
      res.writeHead(status, { 'content-type': 'application/json; charset=UTF-8', ...headers });
      res.end(JSON.stringify(body));
    };
    if (fake.mode === 'hang') {
      hanging.add(res);
      return;
    }
    if (fake.mode === 'rate_limited')
      return send(
        429,
        { error: { code: 429, message: 'Rate Limit Exceeded', status: 'RESOURCE_EXHAUSTED' } },
        { 'retry-after': '42' },
      );
    if (fake.mode === 'forbidden')
      return send(403, {
        error: {
          code: 403,
          message: 'Request had insufficient authentication scopes.',
          status: 'PERMISSION_DENIED',
          details: [{ '@type': 'type.googleapis.com/google.rpc.ErrorInfo', reason: 'ACCESS_TOKEN_SCOPE_INSUFFICIENT' }],
        },
      });
    if (fake.mode === 'unauthorized' || (goodToken && req.headers.authorization !== `Bearer ${goodToken}`))
      return send(401, {
        error: { code: 401, message: 'Request had invalid authentication credentials.', status: 'UNAUTHENTICATED' },
      });
    const answer = handle(url, req);
    if (!answer) return send(404, { message: 'Not Found', documentation_url: 'https://docs.github.com/rest' });
    send(answer.status ?? 200, answer.body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  fake.base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  fake.close = () =>
    new Promise((resolve) => {
      for (const res of hanging) res.destroy();
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return fake;
}

const header = (name: string, value: string) => ({ name, value });

/** A Gmail message as `messages.get?format=metadata` answers it. */
export function gmailMetadata(id: string, from: string, subject: string, labelIds: string[] = ['INBOX']) {
  return {
    id,
    threadId: `t${id}`,
    labelIds,
    snippet: '',
    sizeEstimate: 2048,
    historyId: '29895446',
    internalDate: '1567751615000',
    payload: {
      partId: '',
      mimeType: 'multipart/alternative',
      filename: '',
      headers: [header('From', from), header('Subject', subject)],
      body: { size: 0 },
    },
  };
}

export const GMAIL_TOKEN = 'ya29.test-gmail-canary-8f3a1c';
export const GMAIL_MESSAGES = [
  gmailMetadata('m1', 'Acme Recruiting <no-reply@greenhouse.io>', 'Thank you for applying to Acme', [
    'INBOX',
    'CATEGORY_UPDATES',
  ]),
  gmailMetadata('m2', 'Jane Doe <jane@acme.com>', 'Interview invitation: Software Engineer', ['INBOX', 'IMPORTANT']),
  gmailMetadata('m3', 'Deals <deals@shop.example>', '50% off everything', ['INBOX', 'CATEGORY_PROMOTIONS']),
  gmailMetadata('m4', 'Bob <bob.friend@gmail.com>', 'Dinner on Friday?', ['INBOX']),
  gmailMetadata('m5', 'Lea Chen <lea@initech.io>', 'Quarterly roadmap review', ['INBOX']),
  gmailMetadata('m6', 'Lever <no-reply@hire.lever.co>', 'Your application to Initech', ['INBOX']),
];

export function gmailHandler(messages = GMAIL_MESSAGES, total = 5120): Handler {
  return (url) => {
    if (url.pathname === '/gmail/v1/users/me/profile')
      return { body: { emailAddress: 'me@example.com', messagesTotal: total, threadsTotal: 3000, historyId: '1' } };
    if (url.pathname === '/gmail/v1/users/me/messages')
      return {
        body: {
          messages: messages.map((m) => ({ id: m.id, threadId: m.threadId })),
          resultSizeEstimate: messages.length,
        },
      };
    const id = /^\/gmail\/v1\/users\/me\/messages\/([^/]+)$/.exec(url.pathname)?.[1];
    const message = messages.find((m) => m.id === id);
    return message ? { body: message } : null;
  };
}

/** One message of a fake mailbox: what a test says, turned into Gmail's shapes by `gmailMailboxHandler`. */
export type MailboxMessage = {
  id: string;
  from: string;
  subject: string;
  /** When it arrived: the Date header and `internalDate`. */
  date: Date;
  /** The text/plain body; an HTML alternative is derived from it. */
  body?: string;
  labelIds?: string[];
};

const base64url = (text: string) => Buffer.from(text, 'utf8').toString('base64url');

/**
 * A message as `users.messages.get?format=full` answers it: headers, a `multipart/alternative`
 * payload whose parts carry base64url bodies (text/plain, then text/html), `internalDate` in
 * milliseconds as a string, and a snippet of the text.
 */
export function gmailFullMessage(m: MailboxMessage) {
  const text = m.body ?? '';
  const html = `<div dir="ltr">${text
    .split('\n')
    .map((l) => l.replace(/&/g, '&amp;').replace(/</g, '&lt;'))
    .join('<br>')}</div>`;
  return {
    id: m.id,
    threadId: `t${m.id}`,
    labelIds: m.labelIds ?? ['INBOX', 'CATEGORY_UPDATES'],
    snippet: text.replace(/\s+/g, ' ').slice(0, 140),
    sizeEstimate: 4096 + text.length,
    historyId: '29895446',
    internalDate: String(m.date.getTime()),
    payload: {
      partId: '',
      mimeType: 'multipart/alternative',
      filename: '',
      headers: [
        header('Delivered-To', 'me@example.com'),
        header('Date', m.date.toUTCString().replace('GMT', '+0000')),
        header('From', m.from),
        header('To', 'me@example.com'),
        header('Subject', m.subject),
        header('Content-Type', 'multipart/alternative; boundary="000000000000a1b2c3"'),
      ],
      body: { size: 0 },
      parts: [
        {
          partId: '0',
          mimeType: 'text/plain',
          filename: '',
          headers: [header('Content-Type', 'text/plain; charset="UTF-8"')],
          body: { size: Buffer.byteLength(text), data: base64url(text) },
        },
        {
          partId: '1',
          mimeType: 'text/html',
          filename: '',
          headers: [header('Content-Type', 'text/html; charset="UTF-8"')],
          body: { size: Buffer.byteLength(html), data: base64url(html) },
        },
      ],
    },
  };
}

/** The same message as `format=metadata` answers it: only the asked-for headers, no parts. */
export function gmailMetadataOf(m: MailboxMessage, metadataHeaders: string[]) {
  const { payload, ...rest } = gmailFullMessage(m);
  const wanted = metadataHeaders.map((h) => h.toLowerCase());
  return {
    ...rest,
    payload: {
      partId: payload.partId,
      mimeType: payload.mimeType,
      filename: payload.filename,
      headers: payload.headers.filter((h) => wanted.length === 0 || wanted.includes(h.name.toLowerCase())),
      body: { size: 0 },
    },
  };
}

/**
 * A mailbox answering `users.messages.list` (newest first, `maxResults` pages with
 * `nextPageToken`, `newer_than:Nd` and `after:<seconds>` in `q` honoured) and
 * `users.messages.get` in `format=metadata` (the repeated `metadataHeaders` only) or
 * `format=full`. `now` anchors `newer_than`.
 */
export function gmailMailboxHandler(messages: () => MailboxMessage[], now: () => Date = () => new Date()): Handler {
  return (url) => {
    if (url.pathname === '/gmail/v1/users/me/profile')
      return { body: { emailAddress: 'me@example.com', messagesTotal: messages().length, historyId: '1' } };
    if (url.pathname === '/gmail/v1/users/me/messages') {
      const q = url.searchParams.get('q') ?? '';
      const newer = /newer_than:(\d+)d/.exec(q);
      const after = /after:(\d+)/.exec(q);
      const from = Math.max(
        newer ? now().getTime() - Number(newer[1]) * 86_400_000 : 0,
        after ? Number(after[1]) * 1000 : 0,
      );
      const all = messages()
        .filter((m) => m.date.getTime() >= from)
        .sort((a, b) => b.date.getTime() - a.date.getTime());
      const size = Math.min(500, Number(url.searchParams.get('maxResults') ?? 100));
      const start = Number(url.searchParams.get('pageToken') ?? 0);
      const page = all.slice(start, start + size);
      return {
        body: {
          ...(page.length ? { messages: page.map((m) => ({ id: m.id, threadId: `t${m.id}` })) } : {}),
          ...(start + size < all.length ? { nextPageToken: String(start + size) } : {}),
          resultSizeEstimate: all.length,
        },
      };
    }
    const id = /^\/gmail\/v1\/users\/me\/messages\/([^/]+)$/.exec(url.pathname)?.[1];
    const message = messages().find((m) => m.id === id);
    if (!message)
      return {
        status: 404,
        body: { error: { code: 404, message: 'Requested entity was not found.', status: 'NOT_FOUND' } },
      };
    const format = url.searchParams.get('format') ?? 'full';
    if (format === 'metadata') return { body: gmailMetadataOf(message, url.searchParams.getAll('metadataHeaders')) };
    return { body: gmailFullMessage(message) };
  };
}

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

export const GITHUB_TOKEN = 'ghp_testcanary0000000000000000000000000';
const owner = (login: string) => ({ login, id: 1, node_id: 'MDQ6VXNlcjE=', type: 'User', site_admin: false });

/** A repository as `GET /users/{username}/repos` answers it (the fields we read and a few more). */
export function githubRepo(login: string, name: string, extra: Record<string, unknown> = {}) {
  return {
    id: name.length * 1000,
    node_id: 'MDEwOlJlcG9zaXRvcnkxMjk2MjY5',
    name,
    full_name: `${login}/${name}`,
    owner: owner(login),
    private: false,
    html_url: `https://github.com/${login}/${name}`,
    description: null,
    fork: false,
    url: `https://api.github.com/repos/${login}/${name}`,
    created_at: '2024-01-26T19:01:12Z',
    updated_at: '2025-10-26T19:14:43Z',
    pushed_at: '2025-10-26T19:06:43Z',
    size: 108,
    stargazers_count: 0,
    watchers_count: 0,
    language: null,
    forks_count: 0,
    open_issues_count: 0,
    topics: [],
    visibility: 'public',
    default_branch: 'main',
    ...extra,
  };
}

export function githubCommit(login: string, sha: string, date: string) {
  return {
    url: `https://api.github.com/repos/${login}/x/commits/${sha}`,
    sha,
    node_id: 'MDY6Q29tbWl0',
    html_url: `https://github.com/${login}/x/commit/${sha}`,
    commit: {
      author: { name: login, email: `${login}@example.com`, date },
      committer: { name: login, email: `${login}@example.com`, date },
      message: 'Fix all the bugs',
      comment_count: 0,
    },
    author: owner(login),
    committer: owner(login),
    parents: [],
  };
}

export type GithubAccount = {
  login: string;
  repos: ReturnType<typeof githubRepo>[];
  languages: Record<string, Record<string, number>>;
  commits: Record<string, number>;
};

export function githubHandler(account: GithubAccount): Handler {
  return (url) => {
    const { login } = account;
    if (url.pathname.toLowerCase() === `/users/${login.toLowerCase()}`)
      return {
        body: {
          ...owner(login),
          html_url: `https://github.com/${login}`,
          name: 'Monalisa Octocat',
          company: 'GitHub',
          public_repos: account.repos.length,
          public_gists: 1,
          followers: 20,
          following: 0,
          created_at: '2008-01-14T04:33:35Z',
          updated_at: '2008-01-14T04:33:35Z',
        },
      };
    if (url.pathname === `/users/${login}/repos`)
      return { body: url.searchParams.get('page') === '1' ? account.repos : [] };
    const repo = new RegExp(`^/repos/${login}/([^/]+)/(languages|commits)$`).exec(url.pathname);
    if (repo?.[2] === 'languages') return { body: account.languages[repo[1] as string] ?? {} };
    if (repo?.[2] === 'commits')
      return {
        body: Array.from({ length: account.commits[repo[1] as string] ?? 0 }, (_, i) =>
          githubCommit(login, `${repo[1]}${i}`, '2025-10-20T10:00:00Z'),
        ),
      };
    return null;
  };
}

export const LINKEDIN_TOKEN = 'AQV-test-linkedin-canary-3d9';
export function linkedinHandler(): Handler {
  return (url) =>
    url.pathname === '/v2/userinfo'
      ? {
          body: {
            sub: '782bbtaQ',
            name: 'John Doe',
            given_name: 'John',
            family_name: 'Doe',
            picture: 'https://media.licdn-ei.com/dms/image/C5F03AQHqK8v7tB1HCQ/profile-displayphoto-shrink_100_100/0/',
            locale: 'en-US',
            email: 'doe@email.com',
            email_verified: true,
          },
        }
      : null;
}

/** A Connections.csv as LinkedIn's data export writes it: notes first, then the header. */
export function connectionsCsv(dates: string[]): string {
  return [
    'Notes:',
    '"When exporting your connection data, you may notice that some of the email addresses are missing. You will only see email addresses for connections who have allowed their connections to see or download their email address using this setting https://www.linkedin.com/psettings/privacy/email. You can learn more here https://www.linkedin.com/help/linkedin/answer/261"',
    '',
    'First Name,Last Name,URL,Email Address,Company,Position,Connected On',
    ...dates.map((d, i) => `Person${i},"Last, ${i}",https://www.linkedin.com/in/p${i},,Acme,"Engineer, Platform",${d}`),
    '',
  ].join('\n');
}
