/**
 * The one way board clients reach a job board: global fetch with a time-out, a User-Agent that
 * names us, and retries with exponential back-off and jitter on 429, 5xx, time-outs and network
 * errors. Other 4xx are the board telling us the request is wrong (unknown token, removed board):
 * retrying would not help, so they fail at once.
 */

export const BOARD_USER_AGENT = 'Careerloom/1.0 (job board sync; +https://github.com/careerloom)';

export type BoardHttpOptions = {
  /** Per attempt; default 10 s. */
  timeoutMs?: number;
  /** Attempts in all, the first included; default 4. */
  maxAttempts?: number;
  /** First back-off step; doubled on each retry; default 500 ms. */
  baseDelayMs?: number;
  /** Upper bound of any wait, Retry-After included; default 60 s. */
  maxDelayMs?: number;
  /** Largest body accepted; default 32 MB (RemoteOK and Remotive answer with every posting at once). */
  maxBytes?: number;
  /** Injectable for tests; resolves after `ms`. */
  sleep?: (ms: number) => Promise<void>;
  /** Told before each retry, for logs. */
  onRetry?: (info: { url: string; attempt: number; delayMs: number; reason: string }) => void;
};

/** A board request that finally failed; `retryable` says whether a later sync might succeed. */
export class BoardHttpError extends Error {
  constructor(
    message: string,
    readonly status: number | undefined,
    readonly retryable: boolean,
  ) {
    super(message);
    this.name = 'BoardHttpError';
  }
}

const defaults = {
  timeoutMs: 10_000,
  maxAttempts: 4,
  baseDelayMs: 500,
  maxDelayMs: 60_000,
  maxBytes: 32 * 1024 * 1024,
};

const realSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * GETs `url` and parses the body as JSON, retrying transient failures. Throws `BoardHttpError`
 * with the last failure's reason once the attempts are used up, or at once on a non-retryable one.
 */
export async function fetchBoardJson(url: string, options: BoardHttpOptions = {}): Promise<unknown> {
  const o = { ...defaults, ...options };
  const sleep = options.sleep ?? realSleep;
  let lastError: BoardHttpError | undefined;
  for (let attempt = 1; attempt <= o.maxAttempts; attempt++) {
    let retryAfterMs: number | undefined;
    try {
      const res = await fetch(url, {
        headers: { 'user-agent': BOARD_USER_AGENT, accept: 'application/json' },
        signal: AbortSignal.timeout(o.timeoutMs),
        redirect: 'follow',
      });
      if (res.ok) return await readJson(res, url, o.maxBytes, o.timeoutMs);
      await res.body?.cancel().catch(() => undefined);
      const retryable = res.status === 429 || res.status >= 500;
      lastError = new BoardHttpError(
        `GET ${url} answered ${res.status} ${res.statusText}`.trim(),
        res.status,
        retryable,
      );
      if (!retryable) throw lastError;
      if (res.status === 429 || res.status === 503) retryAfterMs = parseRetryAfter(res.headers.get('retry-after'));
    } catch (error) {
      if (error instanceof BoardHttpError && !error.retryable) throw error;
      if (error instanceof BoardHttpError) lastError = error;
      else lastError = new BoardHttpError(`GET ${url} failed: ${describeFailure(error, o.timeoutMs)}`, undefined, true);
    }
    if (attempt === o.maxAttempts) break;
    const delayMs = Math.min(o.maxDelayMs, retryAfterMs ?? backoffDelay(attempt, o.baseDelayMs));
    options.onRetry?.({ url, attempt, delayMs, reason: lastError.message });
    await sleep(delayMs);
  }
  throw new BoardHttpError(
    `${lastError?.message ?? `GET ${url} failed`} (after ${o.maxAttempts} attempts)`,
    lastError?.status,
    true,
  );
}

/** Exponential back-off with full jitter: a random wait in [step/2, step], step doubling each retry. */
export function backoffDelay(attempt: number, baseMs: number): number {
  const step = baseMs * 2 ** (attempt - 1);
  return Math.round(step / 2 + Math.random() * (step / 2));
}

/** Retry-After as delta-seconds or an HTTP date (RFC 9110 §10.2.3); undefined when absent or unreadable. */
export function parseRetryAfter(value: string | null, now: number = Date.now()): number | undefined {
  if (!value) return undefined;
  const trimmed = value.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed) * 1000;
  const at = Date.parse(trimmed);
  if (Number.isNaN(at)) return undefined;
  return Math.max(0, at - now);
}

async function readJson(res: Response, url: string, maxBytes: number, timeoutMs: number): Promise<unknown> {
  const declared = Number(res.headers.get('content-length'));
  if (declared > maxBytes) {
    await res.body?.cancel().catch(() => undefined);
    throw new BoardHttpError(
      `GET ${url}: body of ${declared} bytes is over the ${maxBytes}-byte limit`,
      res.status,
      false,
    );
  }
  let text: string;
  try {
    text = await res.text();
  } catch (error) {
    // The time-out signal also covers reading the body: a board that stalls mid-body is retried.
    throw new BoardHttpError(
      `GET ${url} failed reading the body: ${describeFailure(error, timeoutMs)}`,
      res.status,
      true,
    );
  }
  if (text.length > maxBytes) {
    throw new BoardHttpError(`GET ${url}: body is over the ${maxBytes}-byte limit`, res.status, false);
  }
  try {
    return JSON.parse(text);
  } catch {
    throw new BoardHttpError(
      `GET ${url}: the body is not JSON (starts with ${JSON.stringify(text.slice(0, 60))})`,
      res.status,
      false,
    );
  }
}

function describeFailure(error: unknown, timeoutMs: number): string {
  if (error instanceof DOMException && (error.name === 'TimeoutError' || error.name === 'AbortError')) {
    return `no answer within ${timeoutMs} ms`;
  }
  if (error instanceof Error) {
    const cause = (error as { cause?: { code?: string; message?: string } }).cause;
    return cause?.code ?? cause?.message ?? error.message;
  }
  return String(error);
}
