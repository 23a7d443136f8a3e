import type {
  AiSettings,
  AutomationSchedule,
  AutomationStep,
  JobMonitoringCriteria,
  ResumeProfile,
} from '@careerloom/contract';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const users = pgTable(
  'users',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    username: text('username').notNull(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    fullName: text('full_name').notNull(),
    role: text('role').notNull().default('jobseeker'),
    /** Tier bought or granted by an admin; a running trial may raise the effective tier. */
    tier: text('tier').notNull().default('free'),
    trialTier: text('trial_tier'),
    trialEndsAt: timestamp('trial_ends_at', { withTimezone: true }),
    /** When the account's one trial started (sign-up with a plan, or `POST /api/billing/trial`). */
    trialUsedAt: timestamp('trial_used_at', { withTimezone: true }),
    /** When the user acknowledged that their trial ended (billing notice). */
    trialNoticeSeenAt: timestamp('trial_notice_seen_at', { withTimezone: true }),
    /**
     * The tier the subscription record grants and until when (issue 11): derived from
     * `billing_subscriptions` in the same transaction that changes it, so every request reads it
     * with the user row.
     */
    paidTier: text('paid_tier'),
    paidTierUntil: timestamp('paid_tier_until', { withTimezone: true }),
    isAdmin: boolean('is_admin').notNull().default(false),
    bio: text('bio').notNull().default(''),
    /** The person's own job title as they state it ("Senior Staff Accountant"); the default search title. */
    headline: text('headline').notNull().default(''),
    skills: jsonb('skills').$type<string[]>().notNull().default([]),
    location: text('location').notNull().default(''),
    companyName: text('company_name').notNull().default(''),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_username_lower_idx').on(sql`lower(${t.username})`),
    uniqueIndex('users_email_lower_idx').on(sql`lower(${t.email})`),
  ],
);

/** A user's row as stored; `toUser` is the allow-listed view that leaves the server. */
export type UserRow = typeof users.$inferSelect;

/** Server-side sessions; `id` is the SHA-256 of the cookie token, never the token itself. */
export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    userAgent: text('user_agent').notNull().default(''),
    ip: text('ip').notNull().default(''),
  },
  (t) => [index('sessions_user_idx').on(t.userId), index('sessions_expires_idx').on(t.expiresAt)],
);

/** Sales leads: enterprise inquiries and demo requests. */
export const leads = pgTable(
  'leads',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    kind: text('kind').notNull(),
    email: text('email').notNull(),
    company: text('company').notNull(),
    details: jsonb('details').$type<Record<string, unknown>>().notNull(),
    ip: text('ip').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [index('leads_created_idx').on(t.createdAt)],
);

export const contactMessages = pgTable('contact_messages', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  name: text('name').notNull(),
  email: text('email').notNull(),
  message: text('message').notNull(),
  ip: text('ip').notNull().default(''),
  createdAt: createdAt(),
});

/**
 * Chat messages, owned by a user or by a guest browser (`guestId` from the signed guest cookie).
 * `seq` orders messages and pages the history; `id` is the public id.
 */
export const chatMessages = pgTable(
  'chat_messages',
  {
    seq: bigint('seq', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    id: text('id').notNull().unique(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    guestId: text('guest_id'),
    role: text('role').notNull(),
    content: text('content').notNull(),
    persona: text('persona'),
    offline: boolean('offline').notNull().default(false),
    sources: jsonb('sources').$type<{ title: string; ref: string }[]>(),
    createdAt: createdAt(),
  },
  (t) => [index('chat_messages_user_idx').on(t.userId, t.seq), index('chat_messages_guest_idx').on(t.guestId, t.seq)],
);

/**
 * Usage counters for quotas: one row per subject (user, guest browser or address), kind and
 * period (`d:2026-11-22`, `m:2026-11`); incremented atomically with a limit in the same statement.
 */
export const usageCounters = pgTable(
  'usage_counters',
  {
    subject: text('subject').notNull(),
    kind: text('kind').notNull(),
    period: text('period').notNull(),
    count: integer('count').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.subject, t.kind, t.period] })],
);

/** Every resume a user has given us, versioned per user; the newest feeds the career features. */
export const resumes = pgTable(
  'resumes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    filename: text('filename'),
    format: text('format').notNull(),
    text: text('text').notNull(),
    /** The uploaded file itself (PDF, DOCX or text), so the extension can attach it to a form. */
    file: bytea('file'),
    contentType: text('content_type'),
    profile: jsonb('profile').$type<ResumeProfile>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('resumes_user_version_idx').on(t.userId, t.version)],
);

/** What a user did or had done for them: feeds the role dashboard's metrics and recent activity. */
export const activityEvents = pgTable(
  'activity_events',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    summary: text('summary').notNull(),
    /** Figures the metrics add up (e.g. bytes analysed, insights delivered). */
    detail: jsonb('detail').$type<Record<string, number | string>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [index('activity_user_created_idx').on(t.userId, t.createdAt)],
);

/** A user's automation plan; the scheduler claims it when `next_run_at` is due. */
export const automations = pgTable(
  'automations',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    task: text('task').notNull(),
    type: text('type').notNull(),
    trigger: text('trigger').notNull(),
    schedule: jsonb('schedule').$type<AutomationSchedule>().notNull(),
    steps: jsonb('steps').$type<AutomationStep[]>().notNull(),
    status: text('status').notNull(),
    nextRunAt: timestamp('next_run_at', { withTimezone: true }),
    lastRunAt: timestamp('last_run_at', { withTimezone: true }),
    runs: integer('runs').notNull().default(0),
    failures: integer('failures').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [index('automations_user_idx').on(t.userId), index('automations_due_idx').on(t.nextRunAt)],
);

/** In-app deliveries (reminders and reports) of automations. */
export const notifications = pgTable(
  'notifications',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    automationId: integer('automation_id').references(() => automations.id, { onDelete: 'set null' }),
    kind: text('kind').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    createdAt: createdAt(),
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (t) => [index('notifications_user_created_idx').on(t.userId, t.createdAt)],
);

/** The role dashboard's AI settings, one row per user once they change a default. */
export const aiSettings = pgTable('ai_settings', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  settings: jsonb('settings').$type<AiSettings>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

const tsvector = customType<{ data: string }>({
  dataType: () => 'tsvector',
});

/**
 * Job postings from public boards and imports. One row per (source, source id); `dedupe_key`
 * (normalised company, title and location) groups the same job posted on several boards, and
 * search shows one row per key. `search` is maintained by PostgreSQL from title, company,
 * location, skills and description (weighted in that order).
 */
export const jobPostings = pgTable(
  'job_postings',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    source: text('source').notNull(),
    /** The board within the source (Greenhouse token, Lever site, Ashby board); '' for aggregators. */
    board: text('board').notNull().default(''),
    sourceId: text('source_id').notNull(),
    dedupeKey: text('dedupe_key').notNull(),
    title: text('title').notNull(),
    company: text('company').notNull(),
    location: text('location').notNull().default(''),
    remote: boolean('remote').notNull().default(false),
    employmentType: text('employment_type'),
    department: text('department'),
    url: text('url').notNull(),
    applyUrl: text('apply_url'),
    description: text('description').notNull().default(''),
    skills: jsonb('skills').$type<string[]>().notNull().default([]),
    /** Yearly salary range in `salary_currency`, when the posting gives one. */
    salaryMin: integer('salary_min'),
    salaryMax: integer('salary_max'),
    salaryCurrency: text('salary_currency'),
    postedAt: timestamp('posted_at', { withTimezone: true }),
    firstSeenAt: timestamp('first_seen_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    /**
     * What the board gave, with the version of the normaliser that read it (`sourceFingerprint`):
     * a re-sync that brings the posting back unchanged only marks it seen, without reading it again.
     */
    sourceFingerprint: text('source_fingerprint'),
    search: tsvector('search').generatedAlwaysAs(
      sql`setweight(to_tsvector('english', coalesce(title, '')), 'A') || setweight(to_tsvector('english', coalesce(company, '') || ' ' || coalesce(location, '')), 'B') || setweight(to_tsvector('english', coalesce(skills::text, '')), 'B') || setweight(to_tsvector('english', left(coalesce(description, ''), 20000)), 'C')`,
    ),
    /**
     * `search` without the description: small enough to stay in the row, so search ranks every
     * match on it cheaply and runs the full `ts_rank` on `search` only for the best few.
     */
    searchHead: tsvector('search_head').generatedAlwaysAs(
      sql`setweight(to_tsvector('english', coalesce(title, '')), 'A') || setweight(to_tsvector('english', coalesce(company, '') || ' ' || coalesce(location, '')), 'B') || setweight(to_tsvector('english', coalesce(skills::text, '')), 'B')`,
    ),
  },
  (t) => [
    uniqueIndex('job_postings_source_idx').on(t.source, t.board, t.sourceId),
    index('job_postings_dedupe_idx').on(t.dedupeKey),
    index('job_postings_search_idx').using('gin', t.search),
    // Search lists and ranks the newest open postings by walking this index with a LIMIT.
    index('job_postings_open_recent_idx')
      .on(t.postedAt.desc().nullsLast(), t.id.desc())
      .where(sql`${t.closedAt} IS NULL`),
    // A search in a place walks each matching location's newest open postings (decision 023).
    index('job_postings_open_place_idx')
      .on(t.location, t.postedAt.desc().nullsLast(), t.id.desc())
      .where(sql`${t.closedAt} IS NULL`),
  ],
);

/**
 * The PostgreSQL-backed queue of background work (board syncs): claimed with `FOR UPDATE SKIP
 * LOCKED`, retried with back-off until `max_attempts`.
 */
export const backgroundJobs = pgTable(
  'background_jobs',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    kind: text('kind').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull().default({}),
    /** queued, running, done, failed */
    status: text('status').notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull().default(5),
    runAt: timestamp('run_at', { withTimezone: true }).notNull().defaultNow(),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastError: text('last_error'),
    /**
     * Set by `enqueueUniqueJob` only: a hash of the kind's payload. At most one waiting or running
     * job holds a given key (the partial unique index), so concurrent enqueues make one row.
     */
    dedupeKey: text('dedupe_key'),
    createdAt: createdAt(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    index('background_jobs_due_idx').on(t.status, t.runAt),
    uniqueIndex('background_jobs_dedupe_idx')
      .on(t.kind, t.dedupeKey)
      .where(sql`${t.dedupeKey} is not null and ${t.status} in ('queued', 'running')`),
    index('background_jobs_finished_idx').on(t.finishedAt),
  ],
);

/**
 * Recurring background tasks (board-sync enqueue, retention, session purge, queue cleanup,
 * automations): one row per task. A process runs a task only after moving `next_run_at` past
 * now in one UPDATE, so a task due in several processes at once runs in exactly one of them;
 * `locked_until` keeps a slow run from being started again elsewhere until its lease ends.
 */
export const recurringTasks = pgTable('recurring_tasks', {
  name: text('name').primaryKey(),
  intervalMs: bigint('interval_ms', { mode: 'number' }).notNull(),
  nextRunAt: timestamp('next_run_at', { withTimezone: true }).notNull(),
  lockedUntil: timestamp('locked_until', { withTimezone: true }),
  lastStartedAt: timestamp('last_started_at', { withTimezone: true }),
  lastFinishedAt: timestamp('last_finished_at', { withTimezone: true }),
  lastError: text('last_error'),
});

/** One row per board sync: what it fetched, stored, closed and any error (the real-time page reads it). */
export const boardSyncRuns = pgTable(
  'board_sync_runs',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    source: text('source').notNull(),
    board: text('board').notNull().default(''),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    fetched: integer('fetched').notNull().default(0),
    inserted: integer('inserted').notNull().default(0),
    updated: integer('updated').notNull().default(0),
    closed: integer('closed').notNull().default(0),
    error: text('error'),
  },
  (t) => [index('board_sync_runs_board_idx').on(t.source, t.board, t.startedAt)],
);

/**
 * A user's job search preferences and saved searches: what the monitoring ranks postings for and
 * when the user last looked (new matches are those first seen since).
 */
export const jobSearches = pgTable(
  'job_searches',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    jobTitle: text('job_title').notNull().default(''),
    location: text('location').notNull().default(''),
    skills: jsonb('skills').$type<string[]>().notNull().default([]),
    salaryMin: integer('salary_min'),
    /** A saved search raises alerts for new matches; the default search of the page does not. */
    alertsEnabled: boolean('alerts_enabled').notNull().default(false),
    lastCheckedAt: timestamp('last_checked_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('job_searches_user_idx').on(t.userId)],
);

/** Applications the assistant prepared or sent, each with its receipt. */
export const applications = pgTable(
  'applications',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    postingId: integer('posting_id').references(() => jobPostings.id, { onDelete: 'set null' }),
    jobUrl: text('job_url').notNull(),
    jobTitle: text('job_title').notNull(),
    company: text('company').notNull(),
    /** auto_submitted only when a submission really went out; otherwise pending_input. */
    status: text('status').notNull(),
    confidence: integer('confidence').notNull(),
    /** Job snapshot, resume version, every field with value, confidence and evidence, times. */
    receipt: jsonb('receipt').$type<Record<string, unknown>>().notNull(),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('applications_user_idx').on(t.userId, t.createdAt)],
);

/**
 * An application's timeline (issue 13): prepared, submitted in the browser, then what the
 * employer's mail said or the user set. `mailMessageId` keeps one message from counting twice.
 */
export const applicationEvents = pgTable(
  'application_events',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    applicationId: integer('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status').notNull(),
    source: text('source').notNull(),
    summary: text('summary').notNull(),
    evidence: jsonb('evidence').$type<Record<string, string>>().notNull().default({}),
    mailMessageId: text('mail_message_id'),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('application_events_application_idx').on(t.applicationId, t.occurredAt),
    uniqueIndex('application_events_user_message_idx').on(t.userId, t.mailMessageId),
  ],
);

/**
 * A message about an application we hold no record of, offered to the user as "add this
 * application?" until accepted or dismissed; one row per message.
 */
export const applicationMailSuggestions = pgTable(
  'application_mail_suggestions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    mailMessageId: text('mail_message_id').notNull(),
    company: text('company').notNull(),
    jobTitle: text('job_title').notNull(),
    /** What the message says: confirmation, rejection, interview, assessment or offer. */
    kind: text('kind').notNull(),
    subject: text('subject').notNull(),
    sender: text('sender').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull(),
    /** open, accepted or dismissed. */
    state: text('state').notNull().default('open'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('application_mail_suggestions_user_message_idx').on(t.userId, t.mailMessageId)],
);

/**
 * Pairing tokens of Careerloom for Chrome: a bearer credential for the extension's routes only,
 * stored as its SHA-256; deleting the row revokes it.
 */
export const extensionTokens = pgTable(
  'extension_tokens',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    tokenHash: text('token_hash').notNull(),
    createdAt: createdAt(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('extension_tokens_hash_idx').on(t.tokenHash), index('extension_tokens_user_idx').on(t.userId)],
);

/** The application assistant's settings per user (threshold default 85%, auto-submit off). */
export const applicationSettings = pgTable('application_settings', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  settings: jsonb('settings').$type<Record<string, unknown>>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A user's connection to one source (issue 6). The token is AES-256-GCM ciphertext
 * (`lib/token-cipher.ts`, AAD = user and source) and never leaves the server; `account` is what
 * the user may see (e.g. the GitHub username). A revoked or expired token sets `needs_reconnect`.
 */
export const sourceConnections = pgTable(
  'source_connections',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    source: text('source').notNull(),
    status: text('status').notNull().default('connected'),
    account: text('account').notNull().default(''),
    tokenCiphertext: text('token_ciphertext'),
    refreshTokenCiphertext: text('refresh_token_ciphertext'),
    tokenExpiresAt: timestamp('token_expires_at', { withTimezone: true }),
    /** How the token arrived: pasted by the user or through the OAuth flow. */
    authMethod: text('auth_method').notNull().default('token'),
    lastError: text('last_error'),
    connectedAt: timestamp('connected_at', { withTimezone: true }).notNull().defaultNow(),
    lastSyncedAt: timestamp('last_synced_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('source_connections_user_source_idx').on(t.userId, t.source)],
);

/**
 * The figures last computed from a source for a user (insight cards read these), plus what was
 * submitted for sources without an API (browser, mobile, a LinkedIn export, a pasted resume).
 * Deleting a source's data deletes its row; retention deletes rows older than the source's days.
 */
export const sourceSnapshots = pgTable(
  'source_snapshots',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    source: text('source').notNull(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
    fetchedAt: timestamp('fetched_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.source] }), index('source_snapshots_fetched_idx').on(t.fetchedAt)],
);

/** The privacy centre's global settings, one row per user once they change a default. */
export const privacySettings = pgTable('privacy_settings', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  settings: jsonb('settings').$type<Record<string, unknown>>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Per-source permissions the connectors obey; no row means the defaults (enabled, full, all types). */
export const sourcePermissions = pgTable(
  'source_permissions',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    source: text('source').notNull(),
    isEnabled: boolean('is_enabled').notNull().default(true),
    permissionLevel: text('permission_level').notNull().default('full'),
    /** Data type -> allowed; a type missing here is allowed. */
    dataTypes: jsonb('data_types').$type<Record<string, boolean>>().notNull().default({}),
    retentionDays: integer('retention_days').notNull().default(90),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.source] })],
);

/** Every read of a user's source data and every export or deletion (privacy centre, Access Logs). */
export const accessLogs = pgTable(
  'access_logs',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    accessType: text('access_type').notNull(),
    source: text('source').notNull(),
    purpose: text('purpose').notNull(),
    dataTypes: jsonb('data_types').$type<string[]>().notNull().default([]),
    ipAddress: text('ip_address').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [
    index('access_logs_user_created_idx').on(t.userId, t.createdAt),
    index('access_logs_created_idx').on(t.createdAt),
  ],
);

/**
 * A pending OAuth authorization: `id` is the SHA-256 of the `state` sent to the provider, bound to
 * the session that started it, single use, expiring after 10 minutes; the PKCE verifier is kept
 * encrypted.
 */
export const oauthStates = pgTable(
  'oauth_states',
  {
    id: text('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    sessionId: text('session_id').notNull(),
    source: text('source').notNull(),
    verifierCiphertext: text('verifier_ciphertext').notNull(),
    redirectUri: text('redirect_uri').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('oauth_states_expires_idx').on(t.expiresAt)],
);

/** A company user's badges: earned by rules over their data; the user chooses which are displayed. */
export const companyBadges = pgTable(
  'company_badges',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    badgeId: text('badge_id').notNull(),
    earnedAt: timestamp('earned_at', { withTimezone: true }),
    isDisplayed: boolean('is_displayed').notNull().default(true),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.badgeId] })],
);

/** Company boards a user watches (issue 5): synced with the configured boards. */
export const companyWatchlist = pgTable(
  'company_watchlist',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** greenhouse, lever or ashby: the boards addressed by a company token. */
    source: text('source').notNull(),
    board: text('board').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('company_watchlist_user_board_idx').on(t.userId, t.source, t.board)],
);

/**
 * The newest job-monitoring check per user (issue 14: it outlives the process and every process
 * sees it): when it ran, on which criteria and what it found, and the figures of the check the
 * user last recorded as seen, so the processing status need not re-rank on every poll.
 */
type CheckFiguresColumn = { scored: number; found: number; grounded: number };
export const monitoringChecks = pgTable('monitoring_checks', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  ranAt: timestamp('ran_at', { withTimezone: true }),
  criteria: jsonb('criteria').$type<JobMonitoringCriteria>(),
  figures: jsonb('figures').$type<CheckFiguresColumn>(),
  recordedAt: timestamp('recorded_at', { withTimezone: true }),
  recordedFigures: jsonb('recorded_figures').$type<CheckFiguresColumn>(),
});

/**
 * A user's Stripe customer and subscription as the verified webhooks last described it (issue 11).
 * One row per user, created with the Stripe customer at the first checkout.
 */
export const billingSubscriptions = pgTable('billing_subscriptions', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  stripeCustomerId: text('stripe_customer_id').notNull().unique(),
  stripeSubscriptionId: text('stripe_subscription_id'),
  /** jobseeker or professional, from the subscription's price id. */
  plan: text('plan'),
  /** Stripe's subscription status. */
  status: text('status'),
  currentPeriodEnd: timestamp('current_period_end', { withTimezone: true }),
  cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
  /** Since when payment has been failing (the grace period counts from here). */
  pastDueSince: timestamp('past_due_since', { withTimezone: true }),
  endedAt: timestamp('ended_at', { withTimezone: true }),
  /** `created` of the last Stripe event applied: an older event arriving late is not applied over it. */
  lastEventAt: timestamp('last_event_at', { withTimezone: true }),
  createdAt: createdAt(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** What happened to a user's plan: trials, checkouts and Stripe events (type, time, Stripe ids; never card data). */
export const billingEvents = pgTable(
  'billing_events',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    stripeEventId: text('stripe_event_id'),
    stripeObjectId: text('stripe_object_id'),
    stripeCustomerId: text('stripe_customer_id'),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('billing_events_user_idx').on(t.userId, t.occurredAt)],
);

/** Stripe event ids already applied: a redelivered event is acknowledged and ignored. */
export const stripeWebhookEvents = pgTable('stripe_webhook_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull(),
});
