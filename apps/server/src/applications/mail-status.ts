import {
  type ApplicationMailClassification,
  classifyApplicationMail,
  looksLikeApplicationMail,
  matchApplication,
} from '@careerloom/career-engine';
import {
  ADDED_FROM_MAIL_NOTE,
  APPLICATION_MAIL_KIND_STATUS,
  APPLICATION_MAIL_KINDS,
  APPLICATION_MAIL_MESSAGE_LIMIT,
  APPLICATION_MAIL_WINDOW_DAYS,
  type ApplicationMailKind,
  type ApplicationMailSuggestion,
  type ApplicationReceipt,
  type ApplicationStatus,
  type CheckMailResponse,
  type MailCheckState,
  SENT_APPLICATION_STATUSES,
} from '@careerloom/contract';
import { and, desc, eq, isNull } from 'drizzle-orm';
import { connectionStore } from '../connectors/connection-store';
import { mapLimited } from '../connectors/gmail/gmail';
import { apiUrl, SourceAuthError, sourceFetchJson } from '../connectors/source-http';
import { withAccessToken } from '../connectors/token-refresh';
import type { AppContext } from '../context';
import { applicationEvents, applicationMailSuggestions, applications } from '../db/schema';
import { AppError } from '../errors';
import { openSourceForRead, readableDataTypes, sourcePermission } from '../privacy/source-access';
import { isForwardMove, recordStep } from './application-timeline';

/**
 * Status from the mail (issue 13): reads the user's recent Gmail through the privacy gate, has the
 * career engine recognise the employers' messages about applications, and moves the matching
 * applications along with the message as evidence. A message is read once: its id is kept with
 * the step or the suggestion it produced, and a later check skips it before fetching anything.
 * At `metadata_only` only From, Subject and Date are requested; above it the text of the few
 * messages whose sender or subject is about hiring is fetched too, never the rest of the mailbox.
 */

/** Mail checks one user may start per minute: each lists the mailbox and reads new messages. */
export const CHECK_MAIL_PER_MINUTE = 5;
const PURPOSE = 'Application status: employers’ messages about your applications';
const NAME = 'Gmail';

type GmailHeader = { name: string; value: string };
type GmailPart = {
  mimeType?: string;
  headers?: GmailHeader[];
  body?: { data?: string; size?: number };
  parts?: GmailPart[];
};
type GmailMessage = { id: string; internalDate?: string; snippet?: string; labelIds?: string[]; payload?: GmailPart };
type GmailList = { messages?: { id: string }[]; nextPageToken?: string };

/** A message as the classifier and the evidence need it. */
export type MailMessage = { id: string; from: string; subject: string; date: Date; snippet: string; body?: string };

const SUMMARY: Record<ApplicationMailKind, (company: string) => string> = {
  confirmation: (c) => `Application received by ${c}`,
  rejection: (c) => `Rejection from ${c}`,
  interview: (c) => `Interview invitation from ${c}`,
  assessment: (c) => `Assessment from ${c}`,
  offer: (c) => `Offer from ${c}`,
};

const headerOf = (m: GmailMessage, name: string) =>
  m.payload?.headers?.find((h) => h.name.toLowerCase() === name.toLowerCase())?.value ?? '';

function dateOf(m: GmailMessage): Date {
  const ms = Number(m.internalDate);
  if (Number.isFinite(ms) && ms > 0) return new Date(ms);
  const header = new Date(headerOf(m, 'Date'));
  return Number.isNaN(header.getTime()) ? new Date(0) : header;
}

/** The text of a `format=full` message: text/plain preferred, else text/html without its tags. */
export function messageText(payload: GmailPart | undefined): string {
  const parts: GmailPart[] = [];
  const walk = (p: GmailPart | undefined) => {
    if (!p) return;
    parts.push(p);
    for (const child of p.parts ?? []) walk(child);
  };
  walk(payload);
  const decode = (p: GmailPart | undefined) =>
    p?.body?.data ? Buffer.from(p.body.data, 'base64url').toString('utf8') : '';
  const plain = parts.find((p) => p.mimeType === 'text/plain' && p.body?.data);
  if (plain) return decode(plain);
  const html = decode(parts.find((p) => p.mimeType === 'text/html' && p.body?.data));
  return html
    .replace(/<(script|style)[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<br\s*\/?>|<\/(p|div|li|tr|h\d)>/gi, '\n')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&#39;|&apos;/g, "'")
    .replace(/&quot;/g, '"');
}

function messageUrl(base: string, id: string, format: 'metadata' | 'full', snippet: boolean): string {
  const url = new URL(apiUrl(base, `/gmail/v1/users/me/messages/${encodeURIComponent(id)}`));
  url.searchParams.set('format', format);
  if (format === 'metadata') {
    for (const h of ['From', 'Subject', 'Date']) url.searchParams.append('metadataHeaders', h);
    // The snippet is an excerpt of the text: not asked for when only metadata may be read.
    url.searchParams.set('fields', `id,internalDate,labelIds,${snippet ? 'snippet,' : ''}payload/headers`);
  }
  return url.toString();
}

/** The Gmail search that bounds a check: the window, or the `limited` permission's if later. */
export function mailQuery(now: Date, since: Date | null): string {
  const windowStart = now.getTime() - APPLICATION_MAIL_WINDOW_DAYS * 86_400_000;
  if (since && since.getTime() > windowStart) return `after:${Math.floor(since.getTime() / 1000)}`;
  return `newer_than:${APPLICATION_MAIL_WINDOW_DAYS}d`;
}

const NOT_CONNECTED = 'Connect Gmail on the Intelligence page to check your mail for application updates';
const METADATA_OFF =
  'Message metadata of Gmail is turned off in your privacy settings; turn it on in the Privacy Control Center';

/**
 * Whether a mail check can run for the user now, read without touching Gmail or the access log:
 * the page offers "Check mail for updates" only when it can, and otherwise says what to connect or
 * turn on (issue 35: it was offered without Gmail and ended in "Mail Check Failed").
 */
export async function mailCheckState(ctx: AppContext, userId: number): Promise<MailCheckState> {
  const connection = await connectionStore(ctx).get(userId, 'gmail');
  if (!connection?.hasToken) return { state: 'not_connected', message: NOT_CONNECTED };
  if (connection.status === 'needs_reconnect')
    return {
      state: 'needs_reconnect',
      message: connection.lastError ?? 'Reconnect Gmail on the Intelligence page to check your mail',
    };
  const permission = await sourcePermission(ctx, userId, 'gmail');
  if (!permission.isEnabled || permission.permissionLevel === 'disabled')
    return {
      state: 'disabled',
      message:
        'Gmail is turned off in your privacy settings; turn it on in the Privacy Control Center to check your mail',
    };
  if (!readableDataTypes(permission).includes('message_metadata')) return { state: 'disabled', message: METADATA_OFF };
  return { state: 'ready', message: null };
}

/**
 * Reads the user's recent mail and records what the employers' messages say: returns how many
 * applications moved, how many new suggestions there are and how many messages were looked at.
 * Refuses (409) when Gmail is not connected or needs reconnecting, and (403, from the privacy
 * gate, which also logs the access) when Gmail is disabled; a token Gmail refuses marks the
 * connection for reconnection.
 */
export async function checkApplicationMail(
  ctx: AppContext,
  userId: number,
  ipAddress: string,
  options: { rateLimited?: boolean } = {},
): Promise<CheckMailResponse> {
  if (options.rateLimited !== false) {
    const rate = await ctx.limiter.hit(`check-mail:${userId}`, CHECK_MAIL_PER_MINUTE, 60_000);
    if (!rate.allowed)
      throw new AppError(
        'RATE_LIMITED',
        `Too many mail checks; try again in ${rate.retryAfterSeconds} s`,
        rate.retryAfterSeconds,
      );
  }
  const state = await mailCheckState(ctx, userId);
  if (state.state === 'not_connected' || state.state === 'needs_reconnect')
    throw new AppError('CONFLICT', state.message ?? NOT_CONNECTED);

  const gate = await openSourceForRead(ctx, {
    userId,
    source: 'gmail',
    accessType: 'sync',
    purpose: PURPOSE,
    ipAddress,
  });
  if (!gate.dataTypes.includes('message_metadata')) throw new AppError('FORBIDDEN', METADATA_OFF);
  const bodies = gate.dataTypes.includes('message_bodies');
  const base = ctx.config.intelligenceApiBase.gmail;
  const timeoutMs = ctx.config.intelligenceTimeoutMs;
  const known = await knownMessageIds(ctx, userId);

  let read: { listed: number; messages: MailMessage[] };
  try {
    // A Google token is renewed when due, and once more if Gmail answers 401.
    read = await gate.settle(() =>
      withAccessToken(ctx, userId, 'gmail', (token) =>
        readNewMessages(base, token, { timeoutMs, bodies, known, q: mailQuery(ctx.clock(), gate.since) }),
      ),
    );
  } catch (error) {
    if (error instanceof SourceAuthError) await connectionStore(ctx).markNeedsReconnect(userId, 'gmail', error.message);
    throw error;
  }
  const outcome = await recordMessages(ctx, userId, read.messages);
  return { ...outcome, checkedMessages: read.listed };
}

/** Messages already turned into a step or a suggestion: never fetched again. */
async function knownMessageIds(ctx: AppContext, userId: number): Promise<Set<string>> {
  const [steps, suggestions] = await Promise.all([
    ctx.db
      .select({ id: applicationEvents.mailMessageId })
      .from(applicationEvents)
      .where(eq(applicationEvents.userId, userId)),
    ctx.db
      .select({ id: applicationMailSuggestions.mailMessageId })
      .from(applicationMailSuggestions)
      .where(eq(applicationMailSuggestions.userId, userId)),
  ]);
  return new Set([...steps, ...suggestions].map((r) => r.id).filter((id): id is string => id !== null));
}

async function readNewMessages(
  base: string,
  token: string,
  options: { timeoutMs: number; bodies: boolean; known: Set<string>; q: string },
): Promise<{ listed: number; messages: MailMessage[] }> {
  const request = { sourceName: NAME, token, timeoutMs: options.timeoutMs };
  const ids: string[] = [];
  let pageToken: string | undefined;
  do {
    const page = await sourceFetchJson<GmailList>(
      apiUrl(base, '/gmail/v1/users/me/messages', {
        maxResults: Math.min(100, APPLICATION_MAIL_MESSAGE_LIMIT - ids.length),
        q: options.q,
        pageToken,
        fields: 'messages(id),nextPageToken',
      }),
      request,
    );
    for (const m of page.messages ?? []) if (ids.length < APPLICATION_MAIL_MESSAGE_LIMIT) ids.push(m.id);
    pageToken = page.nextPageToken;
  } while (pageToken && ids.length < APPLICATION_MAIL_MESSAGE_LIMIT);

  const fresh = ids.filter((id) => !options.known.has(id));
  const metadata = await mapLimited(fresh, 8, (id) =>
    sourceFetchJson<GmailMessage>(messageUrl(base, id, 'metadata', options.bodies), request),
  );
  const messages = await mapLimited(metadata, 4, async (m): Promise<MailMessage> => {
    const message: MailMessage = {
      id: m.id,
      from: headerOf(m, 'From'),
      subject: headerOf(m, 'Subject'),
      date: dateOf(m),
      snippet: options.bodies ? (m.snippet ?? '') : '',
    };
    if (!options.bodies || !looksLikeApplicationMail(message)) return message;
    const full = await sourceFetchJson<GmailMessage>(messageUrl(base, m.id, 'full', true), request);
    return { ...message, body: messageText(full.payload).slice(0, 20_000) };
  });
  return { listed: ids.length, messages };
}

/** What a message says, from the text when it was read, else from the sender and subject. */
export function classifyMessage(m: MailMessage): ApplicationMailClassification | null {
  return classifyApplicationMail({
    from: m.from,
    subject: m.subject,
    date: m.date.toISOString(),
    snippet: m.snippet || undefined,
    body: m.body,
  });
}

async function recordMessages(
  ctx: AppContext,
  userId: number,
  messages: MailMessage[],
): Promise<{ moved: number; suggested: number }> {
  const apps = await ctx.db
    .select({
      id: applications.id,
      company: applications.company,
      jobTitle: applications.jobTitle,
      createdAt: applications.createdAt,
      status: applications.status,
    })
    .from(applications)
    .where(eq(applications.userId, userId));
  const status = new Map(apps.map((a) => [a.id, a.status as ApplicationStatus]));
  const moved = new Set<number>();
  let suggested = 0;
  // Oldest first, so an interview after a receipt ends as interviewing whatever the list order.
  for (const m of [...messages].sort((a, b) => a.date.getTime() - b.date.getTime())) {
    const found = classifyMessage(m);
    // Without an employer's name a message can neither be matched nor offered.
    if (!found?.company) continue;
    const target = APPLICATION_MAIL_KIND_STATUS[found.kind];
    const app = matchApplication(found, apps);
    if (!app) {
      const inserted = await ctx.db
        .insert(applicationMailSuggestions)
        .values({
          userId,
          mailMessageId: m.id,
          company: found.company.slice(0, 200),
          jobTitle: found.jobTitle.slice(0, 200),
          kind: found.kind,
          subject: m.subject.slice(0, 500),
          sender: m.from.slice(0, 300),
          receivedAt: m.date,
          createdAt: ctx.clock(),
        })
        .onConflictDoNothing()
        .returning({ id: applicationMailSuggestions.id });
      suggested += inserted.length;
      continue;
    }
    const before = status.get(app.id) ?? 'pending_input';
    const recorded = await recordStep(ctx, {
      userId,
      applicationId: app.id,
      status: target,
      source: 'mail',
      summary: SUMMARY[found.kind](app.company),
      occurredAt: m.date,
      evidence: { subject: m.subject.slice(0, 500), sender: m.from.slice(0, 300) },
      mailMessageId: m.id,
    });
    if (!recorded || !isForwardMove(before, target)) continue;
    status.set(app.id, target);
    moved.add(app.id);
    // The employer's receipt is when it went out, for an application prepared here and sent
    // elsewhere (the extension was not there to see it).
    if (SENT_APPLICATION_STATUSES.includes(target))
      await ctx.db
        .update(applications)
        .set({ submittedAt: m.date })
        .where(and(eq(applications.id, app.id), isNull(applications.submittedAt)));
  }
  return { moved: moved.size, suggested };
}

// ---- suggestions --------------------------------------------------------------------------

type SuggestionRow = typeof applicationMailSuggestions.$inferSelect;

function suggestionOf(row: SuggestionRow): ApplicationMailSuggestion {
  const kind = APPLICATION_MAIL_KINDS.includes(row.kind as ApplicationMailKind)
    ? (row.kind as ApplicationMailKind)
    : 'confirmation';
  return {
    id: row.id,
    company: row.company,
    jobTitle: row.jobTitle,
    kind,
    subject: row.subject,
    sender: row.sender,
    receivedAt: row.receivedAt.toISOString(),
  };
}

/** The user's open "add this application?" suggestions, newest message first. */
export async function openMailSuggestions(ctx: AppContext, userId: number): Promise<ApplicationMailSuggestion[]> {
  const rows = await ctx.db
    .select()
    .from(applicationMailSuggestions)
    .where(and(eq(applicationMailSuggestions.userId, userId), eq(applicationMailSuggestions.state, 'open')))
    .orderBy(desc(applicationMailSuggestions.receivedAt), desc(applicationMailSuggestions.id));
  return rows.map(suggestionOf);
}

/** Moves an open suggestion of this user to `state`; 404 for another user's, a missing or a closed one. */
async function closeSuggestion(ctx: AppContext, userId: number, id: number, state: 'accepted' | 'dismissed') {
  const [row] = await ctx.db
    .update(applicationMailSuggestions)
    .set({ state })
    .where(
      and(
        eq(applicationMailSuggestions.id, id),
        eq(applicationMailSuggestions.userId, userId),
        eq(applicationMailSuggestions.state, 'open'),
      ),
    )
    .returning();
  if (!row) throw new AppError('NOT_FOUND', 'Suggestion not found');
  return row;
}

/**
 * Adds the application a suggestion is about: the status its message implies, an empty job URL
 * (the message names no page) and a receipt that says where it came from; the message is its
 * first step, so a later check does not read it again. Returns the new application's id.
 */
export async function acceptMailSuggestion(ctx: AppContext, userId: number, id: number): Promise<number> {
  const row = await closeSuggestion(ctx, userId, id, 'accepted');
  const s = suggestionOf(row);
  const status = APPLICATION_MAIL_KIND_STATUS[s.kind];
  const now = ctx.clock();
  const jobTitle = s.jobTitle || 'Role not named in the message';
  const receipt: ApplicationReceipt = {
    job: { title: jobTitle, company: s.company, url: '', source: 'default_fields', descriptionExcerpt: '' },
    resumeVersion: null,
    answers: [],
    personalizedQuestions: [],
    overallConfidence: 0,
    submission: { channel: null, note: ADDED_FROM_MAIL_NOTE },
    preparedAt: now.toISOString(),
  };
  const [app] = await ctx.db
    .insert(applications)
    .values({
      userId,
      jobUrl: '',
      jobTitle,
      company: s.company,
      status,
      confidence: 0,
      receipt: receipt as unknown as Record<string, unknown>,
      submittedAt: row.receivedAt,
      createdAt: now,
      updatedAt: now,
    })
    .returning({ id: applications.id });
  if (!app) throw new AppError('INTERNAL', 'The application could not be recorded.');
  await recordStep(ctx, {
    userId,
    applicationId: app.id,
    status,
    source: 'mail',
    summary: SUMMARY[s.kind](s.company),
    occurredAt: row.receivedAt,
    evidence: { subject: row.subject, sender: row.sender, note: ADDED_FROM_MAIL_NOTE },
    mailMessageId: row.mailMessageId,
  });
  return app.id;
}

/** Dismisses a suggestion; its message stays known, so it is not offered again. */
export async function dismissMailSuggestion(ctx: AppContext, userId: number, id: number) {
  await closeSuggestion(ctx, userId, id, 'dismissed');
  return { id, state: 'dismissed' as const };
}
