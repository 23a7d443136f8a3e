import type { SlackInsights } from '@careerloom/contract';
import { AppError } from '../../errors';
import { apiUrl, SourceAuthError, sourceFetchJson } from '../source-http';

/**
 * Slack Web API client for team collaboration figures: who the token is (auth.test), the channels
 * the user belongs to (conversations.list) and message timing in them (conversations.history).
 * Slack answers HTTP 200 with `{ ok: false, error }` for most failures: a dead token becomes
 * `SourceAuthError`, `ratelimited` a 429. Message text is never kept: only timestamps, authors
 * and subtypes are read from each message.
 */

const NAME = 'Slack';
/** Errors meaning the token no longer works (the user must reconnect). */
const DEAD_TOKEN = new Set(['invalid_auth', 'token_revoked', 'account_inactive', 'not_authed', 'token_expired']);
export const SLACK_WINDOW_DAYS = 30;
const MAX_CHANNELS = 20;
const MAX_HISTORY_PAGES = 3;
const MAX_LIST_PAGES = 5;
/** A reply later than this is a new conversation, not a response. */
const REPLY_WINDOW_MINUTES = 24 * 60;

type SlackOk = { ok: boolean; error?: string; needed?: string; response_metadata?: { next_cursor?: string } };
type SlackChannel = { id: string; is_member?: boolean; is_archived?: boolean; num_members?: number };
type SlackMessage = { ts?: string; user?: string; bot_id?: string; subtype?: string; type?: string };

export type SlackReadScope = {
  /** Channel membership may be read. */
  channels: boolean;
  /** Message counts and timing may be read. */
  messages: boolean;
  /** Read nothing older than this (limited permission); the 30-day window otherwise. */
  since: Date | null;
};

/** Slack's figures plus what the communication insights use. */
export type SlackSnapshot = SlackInsights & {
  userMessages: number | null;
  contacts: number | null;
  huddles: number | null;
  team: string;
};

export function slackClient(base: string, token: string, options: { timeoutMs?: number } = {}) {
  async function call<T extends SlackOk>(method: string, query: Record<string, string | number | undefined> = {}) {
    const body = await sourceFetchJson<T>(apiUrl(base, `/api/${method}`, query), {
      sourceName: NAME,
      token,
      timeoutMs: options.timeoutMs,
    });
    if (body.ok) return body;
    const error = body.error ?? 'unknown_error';
    if (DEAD_TOKEN.has(error)) throw new SourceAuthError(NAME);
    if (error === 'ratelimited')
      throw new AppError('RATE_LIMITED', 'Slack is rate limiting requests; try again in 60 s', 60);
    if (error === 'missing_scope')
      throw new AppError(
        'BAD_REQUEST',
        `The Slack token lacks the ${body.needed ?? 'required'} scope; it needs channels:read, groups:read, channels:history and groups:history`,
      );
    throw new AppError('UPSTREAM_FAILED', `Slack answered ${method} with "${error.slice(0, 60)}"; try again later`);
  }

  return {
    authTest: () => call<SlackOk & { user_id?: string; team?: string; user?: string }>('auth.test'),

    async memberChannels(): Promise<SlackChannel[]> {
      const out: SlackChannel[] = [];
      let cursor: string | undefined;
      for (let page = 0; page < MAX_LIST_PAGES; page += 1) {
        const res = await call<SlackOk & { channels?: SlackChannel[] }>('conversations.list', {
          types: 'public_channel,private_channel',
          exclude_archived: 'true',
          limit: 200,
          cursor,
        });
        for (const c of res.channels ?? []) if (c.is_member && !c.is_archived) out.push(c);
        cursor = res.response_metadata?.next_cursor || undefined;
        if (!cursor) break;
      }
      return out;
    },

    async history(channel: string, oldest: Date): Promise<SlackMessage[]> {
      const out: SlackMessage[] = [];
      let cursor: string | undefined;
      for (let page = 0; page < MAX_HISTORY_PAGES; page += 1) {
        const res = await call<SlackOk & { messages?: SlackMessage[]; has_more?: boolean }>('conversations.history', {
          channel,
          oldest: (oldest.getTime() / 1000).toFixed(6),
          limit: 200,
          cursor,
        });
        // Keep only what the figures need: the text is dropped here, never stored.
        for (const m of res.messages ?? []) out.push({ ts: m.ts, user: m.user, bot_id: m.bot_id, subtype: m.subtype });
        cursor = res.has_more ? res.response_metadata?.next_cursor || undefined : undefined;
        if (!cursor) break;
      }
      return out;
    },
  };
}

/** Reads the user's Slack figures within `scope`; throws SourceAuthError for a dead token. */
export async function readSlack(
  base: string,
  token: string,
  scope: SlackReadScope,
  now: Date,
  options: { timeoutMs?: number } = {},
): Promise<SlackSnapshot> {
  const client = slackClient(base, token, options);
  const who = await client.authTest();
  const userId = who.user_id ?? '';
  if (!scope.channels)
    return {
      totalMessages: null,
      activeChannels: null,
      responseTime: null,
      collaborationScore: 0,
      userMessages: null,
      contacts: null,
      huddles: null,
      team: who.team ?? '',
    };
  const windowStart = new Date(now.getTime() - SLACK_WINDOW_DAYS * 86_400_000);
  const oldest = scope.since && scope.since > windowStart ? scope.since : windowStart;
  const channels = (await client.memberChannels()).slice(0, MAX_CHANNELS);
  if (!scope.messages) {
    const figures = { totalMessages: null, activeChannels: channels.length, responseTime: null };
    return {
      ...figures,
      collaborationScore: collaborationScore({ ...figures, userMessages: null }),
      userMessages: null,
      contacts: null,
      huddles: null,
      team: who.team ?? '',
    };
  }
  const histories = [];
  for (const c of channels) histories.push(await client.history(c.id, oldest));
  return { ...slackFigures(histories, userId), team: who.team ?? '' };
}

/** The figures from each channel's messages (newest first, as Slack returns them). */
export function slackFigures(histories: SlackMessage[][], userId: string): Omit<SlackSnapshot, 'team'> {
  let totalMessages = 0;
  let userMessages = 0;
  let activeChannels = 0;
  let huddles = 0;
  const contacts = new Set<string>();
  const replyMinutes: number[] = [];
  for (const messages of histories) {
    const human = messages.filter((m) => m.ts && !m.bot_id && (!m.subtype || m.subtype === 'thread_broadcast'));
    huddles += messages.filter((m) => m.subtype === 'huddle_thread').length;
    if (human.length) activeChannels += 1;
    totalMessages += human.length;
    const ordered = [...human].sort((a, b) => Number(a.ts) - Number(b.ts));
    let waitingSince: number | null = null;
    for (const m of ordered) {
      const at = Number(m.ts) * 1000;
      if (m.user === userId) {
        userMessages += 1;
        if (waitingSince !== null) {
          const minutes = (at - waitingSince) / 60_000;
          if (minutes <= REPLY_WINDOW_MINUTES) replyMinutes.push(minutes);
          waitingSince = null;
        }
      } else {
        if (m.user) contacts.add(m.user);
        if (waitingSince === null) waitingSince = at;
      }
    }
  }
  const responseTime = replyMinutes.length ? Math.round(median(replyMinutes) * 10) / 10 : null;
  const figures = { totalMessages, activeChannels, responseTime, userMessages };
  return {
    ...figures,
    collaborationScore: collaborationScore(figures),
    contacts: contacts.size,
    huddles,
  };
}

/**
 * 0-100 (docs/decisions/011-device-score.md): 40 for being active in up to 5 channels, 30 for
 * replying within minutes rather than hours (linear to 0 at 4 h), 30 for posting up to 50
 * messages in the window.
 */
export function collaborationScore(f: {
  activeChannels: number | null;
  responseTime: number | null;
  userMessages: number | null;
}): number {
  const channels = Math.min(1, (f.activeChannels ?? 0) / 5);
  const responsiveness = f.responseTime === null ? 0 : Math.max(0, 1 - f.responseTime / 240);
  const participation = Math.min(1, (f.userMessages ?? 0) / 50);
  return Math.round(40 * channels + 30 * responsiveness + 30 * participation);
}

function median(values: number[]): number {
  const s = [...values].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? (s[mid] ?? 0) : ((s[mid - 1] ?? 0) + (s[mid] ?? 0)) / 2;
}
