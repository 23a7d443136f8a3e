import { lookup as dnsLookup } from 'node:dns/promises';
import http, { type IncomingMessage } from 'node:http';
import { createRequire } from 'node:module';
import type { LookupFunction } from 'node:net';
import { isIP } from 'node:net';
import { Transform, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import zlib from 'node:zlib';
import { AppError } from '../errors.js';
import { blockedRangeOf } from './ip-ranges.js';

/**
 * The one way the server fetches a URL a user gave it (a job posting page, an application form).
 * Such a URL is attacker-controlled, so every hop is vetted after DNS resolution and the
 * connection is pinned to the address that was vetted: a name that resolves to a public address
 * for the check and to 127.0.0.1 for the connect (DNS rebinding) never reaches the second one.
 */

export const FETCH_DEFAULTS = {
  timeoutMs: 10_000,
  maxBytes: 2 * 1024 * 1024,
  maxRedirects: 5,
  accept: 'text/html,application/xhtml+xml,application/json;q=0.9,*/*;q=0.8',
} as const;

const USER_AGENT = 'CareerloomFetcher/1.0';

export type ResolvedAddress = { address: string; family: number };
export type HostLookup = (hostname: string) => Promise<ResolvedAddress[]>;

export type GuardedFetchOptions = {
  /** `host:port` entries exempt from the private-address rule (config.fetchAllowHosts). */
  allowHosts: readonly string[];
  /** Total time for every hop, connect and body included. */
  timeoutMs?: number;
  /** Cap on the body, compressed and decompressed. */
  maxBytes?: number;
  maxRedirects?: number;
  accept?: string;
  signal?: AbortSignal;
  /** Resolves a hostname to all its addresses; tests inject one, the default asks the OS. */
  lookup?: HostLookup;
};

export type GuardedResponse = {
  status: number;
  /** The URL of the last hop, after redirects. */
  url: string;
  headers: Record<string, string>;
  contentType: string | undefined;
  body: string;
};

/** Which rule refused a URL; stable so callers and tests can tell them apart. */
export type FetchRefusalRule =
  | 'invalid_url'
  | 'scheme'
  | 'credentials'
  | 'blocked_host'
  | 'private_address'
  | 'too_many_redirects'
  | 'too_large';

const REFUSAL_MESSAGES: Record<FetchRefusalRule, string> = {
  invalid_url: 'That is not a valid web address.',
  scheme: 'Only http and https addresses can be fetched.',
  credentials: 'Web addresses with a user name or password cannot be fetched.',
  blocked_host: 'That address points to an internal service and cannot be fetched.',
  private_address: 'That address points to a private or reserved network and cannot be fetched.',
  too_many_redirects: 'That page redirects too many times.',
  too_large: 'That page is too large to fetch.',
};

/** A URL the fetcher will not fetch; the message names the rule and is safe to show the user. */
export class FetchRefusedError extends AppError {
  constructor(readonly rule: FetchRefusalRule) {
    super('UNPROCESSABLE', REFUSAL_MESSAGES[rule]);
    this.name = 'FetchRefusedError';
  }
}

export type FetchFailureReason = 'dns' | 'timeout' | 'aborted' | 'network' | 'encoding';

const FAILURE_MESSAGES: Record<FetchFailureReason, string> = {
  dns: 'That web address could not be found.',
  timeout: 'That page took too long to answer.',
  aborted: 'The fetch was cancelled.',
  network: 'That page could not be reached.',
  encoding: 'That page sent a response that could not be read.',
};

/**
 * With the host known, an unreachable page says which host and that it is the server that could
 * not reach it: a page the user can open in their own browser may still be out of the server's
 * reach (an intranet, a VPN, a site that blocks data centres).
 */
const UNREACHABLE_DETAIL: Partial<Record<FetchFailureReason, string>> = {
  dns: 'no address found',
  timeout: 'no answer in time',
  network: 'the connection failed',
};

function failureMessage(reason: FetchFailureReason, host: string | undefined): string {
  const detail = UNREACHABLE_DETAIL[reason];
  return host && detail ? `Could not reach ${host} from the server (${detail}).` : FAILURE_MESSAGES[reason];
}

/** A permitted fetch that did not complete; the message is safe to show, details go to `cause`. */
export class FetchFailedError extends AppError {
  /** The host (with a non-default port) the fetch could not reach, when known. */
  readonly host: string | undefined;

  constructor(
    readonly reason: FetchFailureReason,
    options?: { cause?: unknown; host?: string },
  ) {
    super('UPSTREAM_FAILED', failureMessage(reason, options?.host));
    this.name = 'FetchFailedError';
    this.host = options?.host;
    if (options?.cause !== undefined) this.cause = options.cause;
  }
}

/** Hostnames of metadata and internal services, refused by name whatever they resolve to. */
const BLOCKED_HOSTNAMES = new Set([
  'localhost',
  'metadata',
  'metadata.google.internal',
  'metadata.goog',
  'instance-data',
  'instance-data.ec2.internal',
]);
const BLOCKED_SUFFIXES = ['.localhost', '.internal', '.local', '.home.arpa'];

function isBlockedHostname(hostname: string): boolean {
  return BLOCKED_HOSTNAMES.has(hostname) || BLOCKED_SUFFIXES.some((s) => hostname.endsWith(s));
}

const defaultPort = (protocol: string) => (protocol === 'https:' ? '443' : '80');

/** `host:port` as written in an allow list, normalised the way the URL parser normalises hosts. */
export function allowHostKey(entry: string): string | undefined {
  try {
    const parsed = new URL(`http://${entry.trim()}`);
    // Require an explicit port: an entry must name exactly one service, and the URL parser
    // drops ":80" for http, so read it back from the entry itself.
    const port = parsed.port || (/:80$/.test(entry.trim()) ? '80' : '');
    if (!port || parsed.pathname !== '/' || parsed.username) return undefined;
    return `${parsed.hostname.replace(/\.$/, '')}:${port}`;
  } catch {
    return undefined;
  }
}

type Target = {
  url: URL;
  /** Hostname without IPv6 brackets or a trailing dot, as the connection uses it. */
  host: string;
  port: number;
  /** The vetted address the connection is pinned to. */
  address: ResolvedAddress;
};

/**
 * Applies every rule to one hop and resolves its host, returning the address to connect to.
 * Exported for tests: it is the whole decision, without a connection.
 */
export async function vetUrl(rawUrl: string | URL, allowed: ReadonlySet<string>, lookup: HostLookup): Promise<Target> {
  let url: URL;
  try {
    url = new URL(rawUrl);
  } catch {
    throw new FetchRefusedError('invalid_url');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new FetchRefusedError('scheme');
  if (url.username || url.password) throw new FetchRefusedError('credentials');

  // The WHATWG parser has already turned decimal, octal and hex IPv4 forms into dotted quads
  // and compressed IPv6 literals, so what is checked here is what the socket would dial.
  const host = url.hostname
    .replace(/^\[|\]$/g, '')
    .replace(/\.$/, '')
    .toLowerCase();
  const port = url.port || defaultPort(url.protocol);
  if (!host) throw new FetchRefusedError('invalid_url');
  const exempt = allowed.has(`${url.hostname.replace(/\.$/, '')}:${port}`);
  if (!exempt && isBlockedHostname(host)) throw new FetchRefusedError('blocked_host');

  const family = isIP(host);
  let addresses: ResolvedAddress[];
  if (family) {
    addresses = [{ address: host, family }];
  } else {
    try {
      addresses = await lookup(host);
    } catch (cause) {
      throw new FetchFailedError('dns', { cause, host: url.host });
    }
  }
  const first = addresses[0];
  if (!first) throw new FetchFailedError('dns', { host: url.host });
  // Refuse if ANY address is private: the OS could pick any of them, and a name that mixes a
  // public and a private answer is an attack, not a misconfiguration.
  if (!exempt && addresses.some((a) => blockedRangeOf(a.address) !== undefined)) {
    throw new FetchRefusedError('private_address');
  }
  return { url, host, port: Number(port), address: first };
}

const systemLookup: HostLookup = (hostname) => dnsLookup(hostname, { all: true, verbatim: true });

/** A socket lookup that only ever answers the vetted address (no second DNS query). */
function pinnedLookup(address: ResolvedAddress): LookupFunction {
  return (_hostname, options, callback) => {
    if (options.all) callback(null, [address]);
    else callback(null, address.address, address.family);
  };
}

/** Raised inside the body pipeline when a size cap is crossed. */
class BodyTooLarge extends Error {}

function byteCap(maxBytes: number): Transform {
  let seen = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      seen += chunk.length;
      if (seen > maxBytes) done(new BodyTooLarge());
      else done(null, chunk);
    },
  });
}

function decoderFor(encoding: string): Transform | undefined {
  switch (encoding) {
    case 'gzip':
    case 'x-gzip':
      return zlib.createGunzip();
    case 'deflate':
      return zlib.createInflate();
    case 'br':
      return zlib.createBrotliDecompress();
    default:
      return undefined;
  }
}

const ACCEPT_ENCODING = 'gzip, deflate, br';

/** Reads the body through the raw cap, the decoders and the decoded cap (against zip bombs). */
async function readBody(res: IncomingMessage, maxBytes: number, signal: AbortSignal, host: string): Promise<Buffer> {
  const declared = Number(res.headers['content-length']);
  if (Number.isFinite(declared) && declared > maxBytes) {
    res.destroy();
    throw new FetchRefusedError('too_large');
  }

  const encodings = (res.headers['content-encoding'] ?? '')
    .split(',')
    .map((e) => e.trim().toLowerCase())
    .filter((e) => e && e !== 'identity');
  // Encodings are listed in the order they were applied, so they are undone in reverse.
  const decoders: Transform[] = [];
  for (const encoding of encodings.reverse()) {
    const decoder = decoderFor(encoding);
    if (!decoder) {
      res.destroy();
      throw new FetchFailedError('encoding');
    }
    decoders.push(decoder);
  }

  const chunks: Buffer[] = [];
  try {
    await pipeline(
      [
        res,
        byteCap(maxBytes),
        ...decoders,
        byteCap(maxBytes),
        new Writable({
          write(chunk: Buffer, _encoding, done) {
            chunks.push(chunk);
            done();
          },
        }),
      ],
      { signal },
    );
  } catch (error) {
    if (error instanceof BodyTooLarge) throw new FetchRefusedError('too_large');
    if (signal.aborted) throw error;
    if (isZlibError(error)) throw new FetchFailedError('encoding', { cause: error });
    throw new FetchFailedError('network', { cause: error, host });
  }
  return Buffer.concat(chunks);
}

function isZlibError(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && code.startsWith('Z_');
}

/** The charset from Content-Type, or from an HTML <meta> near the top, else UTF-8. */
function charsetOf(contentType: string | undefined, body: Buffer): string {
  const fromHeader = /charset\s*=\s*"?([\w.:-]+)"?/i.exec(contentType ?? '')?.[1];
  if (fromHeader) return fromHeader;
  if (/html/i.test(contentType ?? '') || !contentType) {
    const head = body.subarray(0, 1024).toString('latin1');
    const fromMeta = /<meta[^>]+charset\s*=\s*["']?([\w.:-]+)/i.exec(head)?.[1];
    if (fromMeta) return fromMeta;
  }
  return 'utf-8';
}

function decodeText(body: Buffer, contentType: string | undefined): string {
  const charset = charsetOf(contentType, body);
  try {
    return new TextDecoder(charset).decode(body);
  } catch {
    // An unknown label is the page's mistake; UTF-8 (with replacement characters) still reads.
    return new TextDecoder('utf-8').decode(body);
  }
}

function flattenHeaders(res: IncomingMessage): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(res.headers)) {
    if (value !== undefined) headers[name] = Array.isArray(value) ? value.join(', ') : value;
  }
  return headers;
}

const requireLazily = createRequire(import.meta.url);
/** TLS and node:https load when the first https address is fetched, not as the server starts. */
const httpsModule = () => requireLazily('node:https') as typeof import('node:https');

/** Sends one GET to a vetted target and waits for the response head. */
function request(target: Target, accept: string, signal: AbortSignal): Promise<IncomingMessage> {
  const transport = target.url.protocol === 'https:' ? httpsModule() : http;
  return new Promise((resolve, reject) => {
    const req = transport.request(
      {
        method: 'GET',
        protocol: target.url.protocol,
        // The hostname (not the address) keeps the Host header and TLS SNI and certificate check
        // right; the pinned lookup makes the socket dial the vetted address.
        hostname: target.host,
        port: target.port,
        path: `${target.url.pathname}${target.url.search}`,
        lookup: pinnedLookup(target.address),
        // A fresh agent per hop: no pooled socket from another hop is reused.
        agent: false,
        signal,
        headers: { accept, 'accept-encoding': ACCEPT_ENCODING, 'user-agent': USER_AGENT },
      },
      resolve,
    );
    req.on('error', reject);
    req.end();
  });
}

const REDIRECTS = new Set([301, 302, 303, 307, 308]);

/**
 * GETs a user-supplied URL under the SSRF rules: http(s) only, no credentials, no private,
 * loopback, link-local, metadata or otherwise reserved address after resolution (hosts in
 * `allowHosts` excepted), every redirect re-checked, at most `maxRedirects` redirects, `maxBytes`
 * of body before and after decompression, `timeoutMs` in total. Non-2xx final answers are
 * returned, not thrown. Throws FetchRefusedError when a rule refuses and FetchFailedError when
 * an allowed fetch fails; both carry messages safe to show the user.
 */
export async function guardedFetch(url: string, options: GuardedFetchOptions): Promise<GuardedResponse> {
  const timeoutMs = options.timeoutMs ?? FETCH_DEFAULTS.timeoutMs;
  const maxBytes = options.maxBytes ?? FETCH_DEFAULTS.maxBytes;
  const maxRedirects = options.maxRedirects ?? FETCH_DEFAULTS.maxRedirects;
  const accept = options.accept ?? FETCH_DEFAULTS.accept;
  const lookup = options.lookup ?? systemLookup;
  const allowed = new Set(options.allowHosts.map(allowHostKey).filter((k): k is string => !!k));

  // The host of the hop under way, so that a failure can name it.
  let host = hostOf(url);
  const deadline = new AbortController();
  const timer = setTimeout(() => deadline.abort(new FetchFailedError('timeout', { host })), timeoutMs);
  const signal = options.signal ? AbortSignal.any([deadline.signal, options.signal]) : deadline.signal;

  // Rejects as soon as the deadline or the caller aborts, so a slow DNS answer is cut off too.
  let onAbort = () => {};
  const stopped = new Promise<never>((_, reject) => {
    onAbort = () => reject(abortError(signal));
    if (signal.aborted) onAbort();
    else signal.addEventListener('abort', onAbort, { once: true });
  });
  stopped.catch(() => {});

  try {
    let current: string | URL = url;
    for (let hop = 0; ; hop++) {
      host = hostOf(current);
      const target = await Promise.race([vetUrl(current, allowed, lookup), stopped]);
      const res = await Promise.race([request(target, accept, signal), stopped]);
      const location = res.headers.location;
      if (REDIRECTS.has(res.statusCode ?? 0) && location) {
        res.resume();
        res.destroy();
        if (hop >= maxRedirects) throw new FetchRefusedError('too_many_redirects');
        // Every redirect is a GET (for 301/302/303 as browsers do; the fetcher only ever GETs).
        try {
          current = new URL(location, target.url);
        } catch {
          throw new FetchRefusedError('invalid_url');
        }
        continue;
      }
      const buffer = await Promise.race([readBody(res, maxBytes, signal, target.url.host), stopped]);
      const contentType = res.headers['content-type'];
      return {
        status: res.statusCode ?? 0,
        url: target.url.toString(),
        headers: flattenHeaders(res),
        contentType,
        body: decodeText(buffer, contentType),
      };
    }
  } catch (error) {
    if (error instanceof FetchRefusedError || error instanceof FetchFailedError) throw error;
    if (signal.aborted) throw abortError(signal);
    throw new FetchFailedError('network', { cause: error, host });
  } finally {
    clearTimeout(timer);
    signal.removeEventListener('abort', onAbort);
  }
}

function hostOf(url: string | URL): string | undefined {
  try {
    return new URL(url).host || undefined;
  } catch {
    return undefined;
  }
}

function abortError(signal: AbortSignal): FetchFailedError {
  return signal.reason instanceof FetchFailedError
    ? signal.reason
    : new FetchFailedError('aborted', { cause: signal.reason });
}
