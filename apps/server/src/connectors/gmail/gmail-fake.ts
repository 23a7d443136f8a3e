import type { Handler } from '../testing/fake-source';

/** Gmail API answers for `startFakeSource` (shapes from the API's documentation and shared/data/api-fixtures). */
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
