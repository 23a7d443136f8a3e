import { ATS_DOMAINS, CONSUMER_MAIL_DOMAINS } from '@careerloom/career-engine';
import { type EmailInsights, GMAIL_MESSAGE_READ_LIMIT } from '@careerloom/contract';
import { apiUrl, sourceFetchJson } from '../source-http';

/**
 * Gmail (REST v1, a pasted OAuth access token): the mailbox profile for the total, then the
 * metadata (From, Subject, labels) of the most recent GMAIL_MESSAGE_READ_LIMIT messages, each
 * fetched with `format=metadata`. Bodies are never requested: the figures need only senders and
 * subjects, whatever the permission allows.
 */
const NAME = 'Gmail';

type GmailProfile = { emailAddress?: string; messagesTotal?: number };
type GmailList = {
  messages?: { id: string; threadId?: string }[];
  nextPageToken?: string;
  resultSizeEstimate?: number;
};
type GmailMessage = { id: string; labelIds?: string[]; payload?: { headers?: { name: string; value: string }[] } };

export type GmailReadOptions = { since: Date | null; limit?: number; concurrency?: number; timeoutMs?: number };

export async function readGmailInsights(
  base: string,
  token: string,
  options: GmailReadOptions,
): Promise<EmailInsights & { account: string }> {
  const limit = options.limit ?? GMAIL_MESSAGE_READ_LIMIT;
  const request = { sourceName: NAME, token, timeoutMs: options.timeoutMs };
  const profile = await sourceFetchJson<GmailProfile>(apiUrl(base, '/gmail/v1/users/me/profile'), request);
  // `after:` takes seconds since the epoch, so a `limited` permission reads its window only.
  const q = options.since ? `after:${Math.floor(options.since.getTime() / 1000)}` : undefined;
  const ids: string[] = [];
  let pageToken: string | undefined;
  let estimate = 0;
  do {
    const page = await sourceFetchJson<GmailList>(
      apiUrl(base, '/gmail/v1/users/me/messages', {
        maxResults: Math.min(500, limit - ids.length),
        q,
        pageToken,
        fields: 'messages(id),nextPageToken,resultSizeEstimate',
      }),
      request,
    );
    if (!pageToken) estimate = page.resultSizeEstimate ?? 0;
    for (const m of page.messages ?? []) if (ids.length < limit) ids.push(m.id);
    pageToken = page.nextPageToken;
  } while (pageToken && ids.length < limit);

  const messages = await mapLimited(ids, options.concurrency ?? 8, (id) =>
    sourceFetchJson<GmailMessage>(metadataUrl(base, id), request),
  );
  let professionalEmails = 0;
  let jobApplications = 0;
  let interviewInvitations = 0;
  for (const message of messages) {
    const kind = classifyMessage(headersOf(message), message.labelIds ?? []);
    if (kind.professional) professionalEmails += 1;
    if (kind.jobApplication) jobApplications += 1;
    if (kind.interviewInvitation) interviewInvitations += 1;
  }
  return {
    account: profile.emailAddress ?? '',
    totalEmails: options.since ? Math.max(estimate, ids.length) : (profile.messagesTotal ?? ids.length),
    professionalEmails,
    jobApplications,
    interviewInvitations,
    messagesRead: messages.length,
    since: options.since?.toISOString() ?? null,
  };
}

/** `messages.get` asking for metadata headers only (repeated `metadataHeaders`, as documented). */
function metadataUrl(base: string, id: string): string {
  const url = new URL(apiUrl(base, `/gmail/v1/users/me/messages/${encodeURIComponent(id)}`));
  url.searchParams.set('format', 'metadata');
  url.searchParams.append('metadataHeaders', 'From');
  url.searchParams.append('metadataHeaders', 'Subject');
  url.searchParams.set('fields', 'id,labelIds,payload/headers');
  return url.toString();
}

function headersOf(message: GmailMessage): { from: string; subject: string } {
  const get = (name: string) =>
    message.payload?.headers?.find((h) => h.name.toLowerCase() === name.toLowerCase())?.value ?? '';
  return { from: get('From'), subject: get('Subject') };
}

/** Applicant tracking systems (the career engine's list) and job sites that send application confirmations. */
const JOB_SENDER_DOMAINS: readonly string[] = [...ATS_DOMAINS, 'indeed.com'];
const JOB_SENDER_ADDRESSES = ['jobs-noreply@linkedin.com', 'jobs-listings@linkedin.com'];
const BULK_CATEGORIES = new Set(['CATEGORY_PROMOTIONS', 'CATEGORY_SOCIAL', 'CATEGORY_FORUMS', 'SPAM', 'TRASH']);

const APPLICATION_SUBJECT =
  /\b(thank(s| you) for (applying|your application|your interest in)|application (received|submitted|confirmation|status|update)|your application|we('ve| have) received your application|you applied|applied (to|for))\b/i;
const INTERVIEW_SUBJECT =
  /\b(interview(s|ing)?|phone screen(ing)?|screening (call|interview)|technical (screen|assessment)|on-?site (visit|round)|hiring manager (call|chat))\b/i;
const BULK_SENDER = /^(no-?reply|newsletter|news|marketing|promo(tions)?|deals|notifications?)@/i;

/** The sender's address in a From header (`Name <a@b.c>` or a bare address), lower-cased. */
export function senderAddress(from: string): string {
  const angled = /<([^>]+)>/.exec(from);
  return (angled?.[1] ?? from).trim().toLowerCase();
}

/**
 * What one message is, from its sender, subject and labels only. An interview invitation names an
 * interview (or screen) in the subject; a job application is a confirmation from an applicant
 * tracking system or a subject about an application; professional mail is job mail plus mail
 * from a work domain that Gmail did not file as promotions, social or forums and that is not a
 * bulk sender. Personal addresses (gmail.com, outlook.com ...) are not counted as professional.
 */
export function classifyMessage(
  headers: { from: string; subject: string },
  labelIds: readonly string[],
): { professional: boolean; jobApplication: boolean; interviewInvitation: boolean } {
  const address = senderAddress(headers.from);
  const domain = address.split('@')[1] ?? '';
  const fromJobSystem =
    JOB_SENDER_ADDRESSES.includes(address) || JOB_SENDER_DOMAINS.some((d) => domain === d || domain.endsWith(`.${d}`));
  const bulk = labelIds.some((l) => BULK_CATEGORIES.has(l));
  const interviewInvitation = !bulk && INTERVIEW_SUBJECT.test(headers.subject);
  const jobApplication = !interviewInvitation && !bulk && (fromJobSystem || APPLICATION_SUBJECT.test(headers.subject));
  const workSender = domain !== '' && !CONSUMER_MAIL_DOMAINS.has(domain) && !BULK_SENDER.test(address);
  return {
    professional: interviewInvitation || jobApplication || (!bulk && workSender),
    jobApplication,
    interviewInvitation,
  };
}

/** Runs `fn` over `items` with at most `limit` in flight, keeping the order. */
export async function mapLimited<T, R>(items: readonly T[], limit: number, fn: (item: T) => Promise<R>): Promise<R[]> {
  const out = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      out[i] = await fn(items[i] as T);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return out;
}
