import { existsSync } from 'node:fs';
import { FREE_CHAT_DELAY_MS } from '@careerloom/contract';
import { z } from 'zod';
import { allowHostKey } from '../lib/guarded-fetch';
import { jobSyncConfigProblems } from './job-boards';

const flag = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');
const hours = z.coerce.number().positive();
const origins = z
  .string()
  .transform((s) =>
    s
      .split(',')
      .map((o) => o.trim())
      .filter(Boolean),
  )
  // http(s) only: "localhost:5173" would otherwise parse as a URL whose origin is "null", and
  // allowing the opaque origin "null" lets any sandboxed frame pass the origin check.
  .pipe(
    z.array(z.url({ protocol: /^https?$/, message: 'each entry must be an origin such as http://localhost:5173' })),
  );

const envSchema = z.object({
  /**
   * Unset is development, so `npm start` on a laptop starts as it is; a deployment says
   * `production` (the Dockerfile does), which makes PUBLIC_URL required.
   */
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(5000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z.url().optional(),
  REDIS_URL: z.url({ protocol: /^rediss?$/, error: 'REDIS_URL must be a redis:// or rediss:// URL' }).optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: flag.default(false),
  COOKIE_SECURE: z.enum(['auto', 'true', 'false']).default('auto'),
  ALLOWED_ORIGINS: origins.default([]),
  SESSION_IDLE_HOURS: hours.default(24 * 7),
  SESSION_ABSOLUTE_HOURS: hours.default(24 * 30),
  AUTH_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(10),
  LOGIN_FAILURES_PER_HOUR: z.coerce.number().int().positive().default(20),
  FORM_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(5),
  BODY_LIMIT_BYTES: z.coerce
    .number()
    .int()
    .positive()
    .default(1024 * 1024),
  WEB_DIST_DIR: z.string().optional(),
  SECRET_KEY: z.string().min(32, 'must be at least 32 characters').optional(),
  AI_PROVIDER: z.enum(['local', 'openai', 'openai-compatible', 'anthropic', 'ollama']).default('local'),
  AI_BASE_URL: z.url().optional(),
  AI_API_KEY: z.string().optional(),
  AI_MODEL: z.string().optional(),
  AI_TIMEOUT_MS: z.coerce.number().int().positive().default(20_000),
  TTS_PROVIDER: z.enum(['local', 'openai']).default('local'),
  TTS_BASE_URL: z.url().optional(),
  TTS_API_KEY: z.string().optional(),
  TTS_MODEL: z.string().optional(),
  STT_PROVIDER: z.enum(['none', 'openai']).default('none'),
  STT_BASE_URL: z.url().optional(),
  STT_API_KEY: z.string().optional(),
  STT_MODEL: z.string().optional(),
  CHAT_MESSAGES_PER_MINUTE: z.coerce.number().int().positive().default(100),
  WS_HEARTBEAT_MS: z.coerce.number().int().positive().default(30_000),
  /** The free tier's stated minimum answer time (part 2 section 9); 0 turns it off (tests). */
  FREE_CHAT_DELAY_MS: z.coerce.number().int().min(0).max(60_000).default(FREE_CHAT_DELAY_MS),
  /** Public job boards to sync: greenhouse:<token>, lever:<site>, ashby:<board>, remotive, remoteok. */
  JOB_BOARDS: z.string().default(''),
  /** Base URLs (scheme and host) of the boards' APIs; the documented paths are appended. */
  GREENHOUSE_API_BASE: z.url().default('https://boards-api.greenhouse.io'),
  LEVER_API_BASE: z.url().default('https://api.lever.co'),
  ASHBY_API_BASE: z.url().default('https://api.ashbyhq.com'),
  REMOTIVE_API_BASE: z.url().default('https://remotive.com'),
  REMOTEOK_API_BASE: z.url().default('https://remoteok.com'),
  /** Base URLs (scheme and host) of the intelligence sources' APIs; the documented paths are appended. */
  GMAIL_API_BASE: z.url().default('https://gmail.googleapis.com'),
  GOOGLE_CALENDAR_API_BASE: z.url().default('https://www.googleapis.com'),
  GITHUB_API_BASE: z.url().default('https://api.github.com'),
  LINKEDIN_API_BASE: z.url().default('https://api.linkedin.com'),
  /** Time-out of each call to an intelligence source (R3: at most 10 s). */
  INTELLIGENCE_SOURCE_TIMEOUT_MS: z.coerce.number().int().min(100).max(10_000).default(10_000),
  /** Greenhouse Harvest (company dashboard, issue 6): scheme and host; /v1/... paths are appended. */
  GREENHOUSE_HARVEST_API_BASE: z.url().default('https://harvest.greenhouse.io'),
  /** Time between board syncs, e.g. 30m, 1h, 6h (a number alone is milliseconds). */
  JOB_SYNC_INTERVAL: z.string().default('1h'),
  /** host:port pairs the guarded fetcher may reach although they are private (tests' fake servers). */
  FETCH_ALLOW_HOSTS: z.string().default(''),
  /** How often the automation scheduler looks for due automations. */
  AUTOMATION_TICK_MS: z.coerce.number().int().min(1000).default(30_000),
  GUEST_IP_DAILY_QUERIES: z.coerce.number().int().positive().default(10),
  SKILLS_ONET_FILE: z
    .string()
    .refine((file) => existsSync(file), 'file not found')
    .optional(),
  /** O*NET's Occupation Data file: the descriptions the assistant's occupation overview quotes (decision 055). */
  OCCUPATIONS_ONET_FILE: z
    .string()
    .refine((file) => existsSync(file), 'file not found')
    .optional(),
  /** Device sources (issue 6): API bases (scheme and host); the documented paths are appended. */
  SLACK_API_BASE: z.url().default('https://slack.com'),
  NOTION_API_BASE: z.url().default('https://api.notion.com'),
  /**
   * The address users reach the app at: the origin of every absolute URL the server hands out
   * (Stripe return pages, OAuth redirect URIs), never the request's Host header (issue 35).
   */
  PUBLIC_URL: z
    .url({ protocol: /^https?$/, error: 'must be the http(s) address users reach, e.g. https://careers.example.com' })
    .optional(),
  /** OAuth clients (issue 6): a provider's "Connect with" flow is on only when its client id is set. */
  GOOGLE_CLIENT_ID: z.string().optional(),
  GOOGLE_CLIENT_SECRET: z.string().optional(),
  GOOGLE_OAUTH_BASE: z.url().default('https://accounts.google.com'),
  GOOGLE_TOKEN_BASE: z.url().default('https://oauth2.googleapis.com'),
  GITHUB_CLIENT_ID: z.string().optional(),
  GITHUB_CLIENT_SECRET: z.string().optional(),
  GITHUB_OAUTH_BASE: z.url().default('https://github.com'),
  GITHUB_OAUTH_API_BASE: z.url().default('https://api.github.com'),
  SLACK_CLIENT_ID: z.string().optional(),
  SLACK_CLIENT_SECRET: z.string().optional(),
  NOTION_CLIENT_ID: z.string().optional(),
  NOTION_CLIENT_SECRET: z.string().optional(),
  /** Billing (issue 11): Stripe is on only when the secret key, webhook secret and both price ids are set. */
  STRIPE_SECRET_KEY: z.string().min(1).optional(),
  STRIPE_WEBHOOK_SECRET: z.string().min(1).optional(),
  STRIPE_PRICE_JOBSEEKER: z.string().min(1).optional(),
  STRIPE_PRICE_PROFESSIONAL: z.string().min(1).optional(),
  /** Scheme, host and port of the Stripe API (a fake on loopback in tests). */
  STRIPE_API_BASE: z.url({ protocol: /^https?$/ }).default('https://api.stripe.com'),
});

export type AppConfig = {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  dataDir: string;
  /** PostgreSQL server URL; without it the embedded PGlite database in `dataDir` is used. */
  databaseUrl: string | undefined;
  /**
   * Redis shared by every server process (rate limits, fan-out of chat frames, alerts and session
   * revocations); without it the server is one process and keeps that state in memory.
   */
  redisUrl: string | undefined;
  /**
   * The app's public origin (no trailing slash): PUBLIC_URL, required in production; elsewhere the
   * loopback address the server listens on. Absolute URLs are built from it, never from Host.
   */
  publicUrl: string;
  logLevel: string;
  trustProxy: boolean;
  cookieSecure: 'auto' | 'always' | 'never';
  /** Origins besides the app's own that may make state-changing requests (e.g. the Vite dev server). */
  allowedOrigins: string[];
  sessionIdleMs: number;
  sessionAbsoluteMs: number;
  authRateLimitPerMinute: number;
  loginFailuresPerHour: number;
  formRateLimitPerMinute: number;
  bodyLimitBytes: number;
  webDistDir: string | undefined;
  /** Key material for signing guest cookies and encrypting secrets; a key file in DATA_DIR otherwise. */
  secretKey: string | undefined;
  ai: {
    provider: 'local' | 'openai' | 'openai-compatible' | 'anthropic' | 'ollama';
    baseUrl: string | undefined;
    apiKey: string | undefined;
    model: string | undefined;
    timeoutMs: number;
  };
  tts: {
    provider: 'local' | 'openai';
    baseUrl: string | undefined;
    apiKey: string | undefined;
    model: string | undefined;
  };
  stt: {
    provider: 'none' | 'openai';
    baseUrl: string | undefined;
    apiKey: string | undefined;
    model: string | undefined;
  };
  chatMessagesPerMinute: number;
  wsHeartbeatMs: number;
  freeChatDelayMs: number;
  automationTickMs: number;
  jobs: {
    /** Raw `JOB_BOARDS` entries; the ingestion module parses and validates them. */
    boards: string[];
    apiBase: { greenhouse: string; lever: string; ashby: string; remotive: string; remoteok: string };
    syncInterval: string;
  };
  fetchAllowHosts: string[];
  /** Guest AI queries a day from one address, across browsers (the per-browser cap is the spec's 10). */
  guestIpDailyQueries: number;
  /** An O*NET Technology Skills file whose skills extend the shipped taxonomy. */
  skillsOnetFile: string | undefined;
  /** An O*NET Occupation Data file whose descriptions "what does a sonographer do" is answered with. */
  occupationsOnetFile: string | undefined;
  /** Intelligence sources' API base URLs (no trailing slash). */
  intelligenceApiBase: { gmail: string; calendar: string; github: string; linkedin: string };
  intelligenceTimeoutMs: number;
  device: { slackApiBase: string; notionApiBase: string };
  /** The company dashboard's ATS connector (Greenhouse Harvest). */
  company: { harvestApiBase: string };
  oauth: OAuthConfig;
  billing: BillingConfig;
};

/** Stripe (issue 11): `stripe` is undefined when billing is not configured. */
export type BillingConfig = {
  stripe:
    | {
        secretKey: string;
        webhookSecret: string;
        prices: { jobseeker: string; professional: string };
        api: { protocol: 'http' | 'https'; host: string; port: number };
      }
    | undefined;
};

/** An OAuth client: configured when the id is set (the secret may be empty for public clients). */
export type OAuthClient = { clientId: string; clientSecret: string } | undefined;

/** OAuth providers (issue 6): clients and endpoint bases (scheme and host), all overridable for tests. */
export type OAuthConfig = {
  google: { client: OAuthClient; authorizeBase: string; tokenBase: string };
  github: { client: OAuthClient; oauthBase: string; apiBase: string };
  slack: { client: OAuthClient };
  notion: { client: OAuthClient };
};

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  }
}

/**
 * Reads and validates the environment once. The only reader of `process.env`; every problem is
 * listed together so an operator fixes them in one go.
 */
export function loadConfig(env: Record<string, string | undefined> = process.env): AppConfig {
  const known = Object.fromEntries(Object.keys(envSchema.shape).map((k) => [k, env[k] === '' ? undefined : env[k]]));
  const parsed = envSchema.safeParse(known);
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`));
  }
  const e = parsed.data;
  const jobProblems = jobSyncConfigProblems({ boards: splitList(e.JOB_BOARDS), syncInterval: e.JOB_SYNC_INTERVAL });
  const badAllowHosts = splitList(e.FETCH_ALLOW_HOSTS).filter((entry) => allowHostKey(entry) === undefined);
  if (badAllowHosts.length)
    jobProblems.push(`FETCH_ALLOW_HOSTS: each entry must be host:port (${badAllowHosts.join(', ')})`);
  const stripeKeys = {
    STRIPE_SECRET_KEY: e.STRIPE_SECRET_KEY,
    STRIPE_WEBHOOK_SECRET: e.STRIPE_WEBHOOK_SECRET,
    STRIPE_PRICE_JOBSEEKER: e.STRIPE_PRICE_JOBSEEKER,
    STRIPE_PRICE_PROFESSIONAL: e.STRIPE_PRICE_PROFESSIONAL,
  };
  const missingStripe = Object.entries(stripeKeys).filter(([, v]) => !v);
  // Half a billing setup would take payments it cannot apply: all four, or none.
  if (missingStripe.length > 0 && missingStripe.length < 4)
    jobProblems.push(`${missingStripe.map(([k]) => k).join(', ')}: required when any STRIPE_* key is set`);
  if (e.NODE_ENV === 'production' && !e.PUBLIC_URL)
    jobProblems.push(
      "PUBLIC_URL: required when NODE_ENV=production: the address users reach the app at, e.g. https://careers.example.com (payment return pages and sign-in redirects are built from it, never from a request's Host header)",
    );
  if (jobProblems.length) throw new ConfigError(jobProblems);
  const hour = 3_600_000;
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir: e.DATA_DIR,
    databaseUrl: e.DATABASE_URL,
    redisUrl: e.REDIS_URL,
    publicUrl: e.PUBLIC_URL ? stripSlash(e.PUBLIC_URL) : loopbackUrl(e.HOST, e.PORT),
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY,
    cookieSecure: e.COOKIE_SECURE === 'auto' ? 'auto' : e.COOKIE_SECURE === 'true' ? 'always' : 'never',
    allowedOrigins: e.ALLOWED_ORIGINS.map((o) => new URL(o).origin),
    sessionIdleMs: e.SESSION_IDLE_HOURS * hour,
    sessionAbsoluteMs: e.SESSION_ABSOLUTE_HOURS * hour,
    authRateLimitPerMinute: e.AUTH_RATE_LIMIT_PER_MINUTE,
    loginFailuresPerHour: e.LOGIN_FAILURES_PER_HOUR,
    formRateLimitPerMinute: e.FORM_RATE_LIMIT_PER_MINUTE,
    bodyLimitBytes: e.BODY_LIMIT_BYTES,
    webDistDir: e.WEB_DIST_DIR,
    secretKey: e.SECRET_KEY,
    ai: {
      provider: e.AI_PROVIDER,
      baseUrl: e.AI_BASE_URL,
      apiKey: e.AI_API_KEY,
      model: e.AI_MODEL,
      timeoutMs: e.AI_TIMEOUT_MS,
    },
    tts: { provider: e.TTS_PROVIDER, baseUrl: e.TTS_BASE_URL, apiKey: e.TTS_API_KEY, model: e.TTS_MODEL },
    stt: { provider: e.STT_PROVIDER, baseUrl: e.STT_BASE_URL, apiKey: e.STT_API_KEY, model: e.STT_MODEL },
    chatMessagesPerMinute: e.CHAT_MESSAGES_PER_MINUTE,
    wsHeartbeatMs: e.WS_HEARTBEAT_MS,
    freeChatDelayMs: e.FREE_CHAT_DELAY_MS,
    automationTickMs: e.AUTOMATION_TICK_MS,
    jobs: {
      boards: splitList(e.JOB_BOARDS),
      apiBase: {
        greenhouse: stripSlash(e.GREENHOUSE_API_BASE),
        lever: stripSlash(e.LEVER_API_BASE),
        ashby: stripSlash(e.ASHBY_API_BASE),
        remotive: stripSlash(e.REMOTIVE_API_BASE),
        remoteok: stripSlash(e.REMOTEOK_API_BASE),
      },
      syncInterval: e.JOB_SYNC_INTERVAL,
    },
    fetchAllowHosts: splitList(e.FETCH_ALLOW_HOSTS),
    guestIpDailyQueries: e.GUEST_IP_DAILY_QUERIES,
    skillsOnetFile: e.SKILLS_ONET_FILE,
    occupationsOnetFile: e.OCCUPATIONS_ONET_FILE,
    intelligenceApiBase: {
      gmail: stripSlash(e.GMAIL_API_BASE),
      calendar: stripSlash(e.GOOGLE_CALENDAR_API_BASE),
      github: stripSlash(e.GITHUB_API_BASE),
      linkedin: stripSlash(e.LINKEDIN_API_BASE),
    },
    intelligenceTimeoutMs: e.INTELLIGENCE_SOURCE_TIMEOUT_MS,
    device: { slackApiBase: stripSlash(e.SLACK_API_BASE), notionApiBase: stripSlash(e.NOTION_API_BASE) },
    company: { harvestApiBase: stripSlash(e.GREENHOUSE_HARVEST_API_BASE) },
    oauth: {
      google: {
        client: oauthClient(e.GOOGLE_CLIENT_ID, e.GOOGLE_CLIENT_SECRET),
        authorizeBase: stripSlash(e.GOOGLE_OAUTH_BASE),
        tokenBase: stripSlash(e.GOOGLE_TOKEN_BASE),
      },
      github: {
        client: oauthClient(e.GITHUB_CLIENT_ID, e.GITHUB_CLIENT_SECRET),
        oauthBase: stripSlash(e.GITHUB_OAUTH_BASE),
        apiBase: stripSlash(e.GITHUB_OAUTH_API_BASE),
      },
      slack: { client: oauthClient(e.SLACK_CLIENT_ID, e.SLACK_CLIENT_SECRET) },
      notion: { client: oauthClient(e.NOTION_CLIENT_ID, e.NOTION_CLIENT_SECRET) },
    },
    billing: { stripe: stripeConfig(e) },
  };
}

function stripeConfig(e: z.output<typeof envSchema>): BillingConfig['stripe'] {
  const { STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET, STRIPE_PRICE_JOBSEEKER, STRIPE_PRICE_PROFESSIONAL } = e;
  if (!STRIPE_SECRET_KEY || !STRIPE_WEBHOOK_SECRET || !STRIPE_PRICE_JOBSEEKER || !STRIPE_PRICE_PROFESSIONAL)
    return undefined;
  const base = new URL(e.STRIPE_API_BASE);
  const protocol = base.protocol === 'http:' ? 'http' : 'https';
  return {
    secretKey: STRIPE_SECRET_KEY,
    webhookSecret: STRIPE_WEBHOOK_SECRET,
    prices: { jobseeker: STRIPE_PRICE_JOBSEEKER, professional: STRIPE_PRICE_PROFESSIONAL },
    api: { protocol, host: base.hostname, port: base.port ? Number(base.port) : protocol === 'http' ? 80 : 443 },
  };
}

/**
 * The address of this server on the machine itself, for development without PUBLIC_URL: the
 * loopback address it listens on, or `localhost` when it listens on every address (what the
 * README says to open, so the session cookie's host matches after a payment page returns).
 */
function loopbackUrl(host: string, port: number): string {
  const bare = host.replace(/^\[|\]$/g, '');
  const isLoopback = /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(bare) || bare === '::1';
  const name = isLoopback ? (bare.includes(':') ? `[${bare}]` : bare) : 'localhost';
  return `http://${name}:${port}`;
}

function oauthClient(id: string | undefined, secret: string | undefined): OAuthClient {
  return id ? { clientId: id, clientSecret: secret ?? '' } : undefined;
}

function splitList(value: string): string[] {
  return value
    .split(',')
    .map((v) => v.trim())
    .filter(Boolean);
}

const stripSlash = (url: string) => url.replace(/\/+$/, '');
