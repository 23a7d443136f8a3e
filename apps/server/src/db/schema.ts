import type { AiSettings, AutomationSchedule, AutomationStep, ResumeProfile } from '@careerloom/contract';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

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
    isAdmin: boolean('is_admin').notNull().default(false),
    bio: text('bio').notNull().default(''),
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
