import { ApiError } from './api-client';

/** What a request that never reached the server says (the browser's own text is meaningless to people). */
export const NETWORK_FAILURE_MESSAGE = 'Could not reach Careerloom; check your connection and try again';
/** What an error with nothing readable in it says. */
export const GENERIC_FAILURE_MESSAGE = 'Something went wrong; please try again';

/** Messages browsers and Node give a fetch that failed before any answer arrived. */
const NETWORK_MESSAGES = [
  /^failed to fetch\b/i, // Chrome, Edge
  /^networkerror when attempting to fetch/i, // Firefox
  /^load failed$/i, // Safari
  /^fetch failed$/i, // Node (undici)
  /^network ?error$/i,
  /^the network connection was lost/i,
  /^the internet connection appears to be offline/i,
];

/** Tell-tales of text written for a developer: socket error codes, URLs, stack lines, HTML pages. */
const TECHNICAL = [
  /\b(ENOTFOUND|ECONNREFUSED|ECONNRESET|ETIMEDOUT|EAI_AGAIN|EHOSTUNREACH|ENETUNREACH|EPIPE)\b/,
  /\bgetaddrinfo\b/i,
  /\bhttps?:\/\/\S+/i,
  /^\s*</, // an HTML error page from a proxy
  /\n\s+at\s/, // a stack trace
  /\b(TypeError|ReferenceError|SyntaxError):/,
  /\bis not a function\b|\bcannot read propert/i,
  /^unexpected token\b|\bis not valid JSON\b/i,
];

/** Zod's own wording (e.g. "Too small: expected string to have >=8 characters"), not a sentence of ours. */
const ZOD_DEFAULT = /^(Invalid input|Too small|Too big|Invalid (string|option|type|value|format|email|url|date))\b/;

/** Plain words per status, for an answer whose own text is technical. */
function plainForStatus(status: number): string {
  if (status === 401) return 'Please sign in and try again';
  if (status === 403) return 'You do not have access to this';
  if (status === 404) return 'That could not be found';
  if (status === 413) return 'That is too large to send';
  if (status === 429) return 'Too many requests; try again later';
  if (status >= 500) return 'Something went wrong on our side; please try again later';
  return 'That request could not be completed';
}

const isTechnical = (text: string) => TECHNICAL.some((re) => re.test(text));

/** "firstName" and "profile.jobTitle" as words: "first name", "job title". */
function fieldWords(path: ReadonlyArray<PropertyKey>): string {
  const last = [...path].reverse().find((p) => typeof p === 'string') as string | undefined;
  return (last ?? 'a field')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .toLowerCase();
}

type Issue = { path: ReadonlyArray<PropertyKey>; message: string };

/** One validation issue as a sentence: our schema's own message, else "Please check the <field>". */
function issueText(issue: Issue): string {
  const message = issue.message.trim();
  if (!message || ZOD_DEFAULT.test(message) || isTechnical(message))
    return `Please check the ${fieldWords(issue.path)}`;
  return message;
}

/** "password: Password must be at least 8 characters" → the part after the path. */
function withoutPathPrefix(text: string): string {
  const match = /^[a-z_$][\w$]*(?:\.[\w$]+)*: (.+)$/s.exec(text);
  return match?.[1] ?? text;
}

function apiDetail(error: ApiError): string {
  const first = error.issues?.[0];
  if (first) return issueText(first);
  let detail = error.detail.trim();
  if (error.code === 'VALIDATION_FAILED') detail = withoutPathPrefix(detail);
  if (!detail || isTechnical(detail) || detail.length > 300) return plainForStatus(error.status);
  return detail;
}

function isNetworkFailure(error: Error): boolean {
  if (NETWORK_MESSAGES.some((re) => re.test(error.message.trim()))) return true;
  const cause = (error as { cause?: unknown }).cause;
  const code = cause && typeof cause === 'object' ? (cause as { code?: unknown }).code : undefined;
  return typeof code === 'string' && /^E[A-Z_]+$/.test(code) && /fetch|network|socket/i.test(error.message);
}

function isZodError(error: Error): error is Error & { issues: Issue[] } {
  return error.name === 'ZodError' && Array.isArray((error as { issues?: unknown }).issues);
}

export type UserFacingOptions = {
  /** Said when the error carries no message of its own (the spec's fallbacks, e.g. 'Chat request failed'). */
  fallback?: string;
  /** Keep the spec's "<status>: <message>" form for an answer from the server (default true). */
  status?: boolean;
};

/**
 * The text a toast (or an inline error) shows for a failure, in plain language. An answer from
 * our server keeps the spec's `<status>: <message>` form, with a zod path dropped and any technical
 * text (URLs, socket codes, an HTML error page) replaced by plain words for its status; a request
 * that never got an answer says the site could not be reached; anything else unreadable becomes the
 * fallback. Every toast of an error goes through here.
 */
export function userFacingMessage(error: unknown, options: UserFacingOptions = {}): string {
  const fallback = options.fallback ?? GENERIC_FAILURE_MESSAGE;
  if (error instanceof ApiError) {
    const detail = apiDetail(error);
    return options.status === false ? detail : `${error.status}: ${detail}`;
  }
  if (!(error instanceof Error)) return typeof error === 'string' && error && !isTechnical(error) ? error : fallback;
  if (error.name === 'AbortError') return 'The request was cancelled; please try again';
  if (error.name === 'TimeoutError') return 'Careerloom took too long to answer; please try again';
  if (isNetworkFailure(error)) return NETWORK_FAILURE_MESSAGE;
  if (isZodError(error)) return error.issues[0] ? issueText(error.issues[0]) : fallback;
  const message = error.message.trim();
  if (!message) return fallback;
  if (/\b(ENOTFOUND|ECONNREFUSED|ECONNRESET|ETIMEDOUT|EAI_AGAIN|getaddrinfo)\b/i.test(message))
    return NETWORK_FAILURE_MESSAGE;
  if (isTechnical(message)) return fallback;
  return withoutPathPrefix(message);
}
