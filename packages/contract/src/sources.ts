import { z } from 'zod';

/**
 * The user's connected sources (issue 6, spec part 2 sections 2.8-2.10, 3, 7): the ids every
 * privacy call and access-log entry uses, what each source holds, and the permission vocabulary
 * the connectors obey. Payloads of the intelligence, device, privacy and company calls live in
 * their own files; this one is what they share.
 */
export const SOURCE_IDS = [
  'gmail',
  'calendar',
  'github',
  'linkedin',
  'resume',
  'slack',
  'notion',
  'browser',
  'mobile',
] as const;
export type SourceId = (typeof SOURCE_IDS)[number];
export const sourceIdSchema = z.enum(SOURCE_IDS, { error: 'Unknown source' });

export const SOURCE_NAMES: Record<SourceId, string> = {
  gmail: 'Gmail',
  calendar: 'Google Calendar',
  github: 'GitHub',
  linkedin: 'LinkedIn',
  resume: 'Resume Analysis',
  slack: 'Slack',
  notion: 'Notion',
  browser: 'Browser Activity',
  mobile: 'Mobile Usage',
};

export const SOURCE_CATEGORIES: Record<SourceId, string> = {
  gmail: 'communication',
  calendar: 'productivity',
  github: 'development',
  linkedin: 'professional',
  resume: 'career',
  slack: 'communication',
  notion: 'knowledge',
  browser: 'web',
  mobile: 'device',
};

/** Permission levels (part 2 section 9). */
export const PERMISSION_LEVELS = ['full', 'limited', 'metadata_only', 'disabled'] as const;
export type PermissionLevel = (typeof PERMISSION_LEVELS)[number];

/** Retention choices in days; 0 keeps data indefinitely (part 2 section 9). */
export const RETENTION_DAYS_CHOICES = [7, 30, 90, 365, 0] as const;
export type RetentionDays = (typeof RETENTION_DAYS_CHOICES)[number];
/** Retention of a source's data before the user chooses one. */
export const DEFAULT_RETENTION_DAYS: RetentionDays = 90;

/**
 * The kinds of data a source gives. `content` kinds carry what people wrote (mail bodies, message
 * text, page text, repository code); `metadata_only` never fetches them, and `limited` fetches the
 * enabled kinds for the last LIMITED_WINDOW_DAYS only.
 */
export type SourceDataType = { type: string; description: string; content: boolean };
export const LIMITED_WINDOW_DAYS = 7;

export const SOURCE_DATA_TYPES: Record<SourceId, readonly SourceDataType[]> = {
  gmail: [
    { type: 'message_metadata', description: 'Senders, subjects and dates of messages', content: false },
    { type: 'message_bodies', description: 'The text of messages', content: true },
  ],
  calendar: [
    { type: 'events', description: 'Event times, titles and status', content: false },
    { type: 'attendees', description: 'Who attends your events', content: false },
    { type: 'event_descriptions', description: 'The text of event descriptions', content: true },
  ],
  github: [
    { type: 'profile', description: 'Public profile', content: false },
    { type: 'repositories', description: 'Repositories, stars and languages', content: false },
    { type: 'commits', description: 'Recent commit activity', content: false },
    { type: 'code', description: 'Repository files read to verify skills', content: true },
  ],
  linkedin: [
    { type: 'profile', description: 'Profile identity', content: false },
    { type: 'connections', description: 'Connections from your LinkedIn data export', content: false },
  ],
  resume: [
    { type: 'resume_text', description: 'The resume text you pasted', content: true },
    { type: 'analysis', description: 'Skills, experience level and ATS score', content: false },
  ],
  slack: [
    { type: 'channels', description: 'Channels you belong to', content: false },
    { type: 'message_metadata', description: 'Message counts and reply times', content: false },
    { type: 'message_text', description: 'The text of messages', content: true },
  ],
  notion: [
    { type: 'pages', description: 'Page titles and edit times', content: false },
    { type: 'databases', description: 'Task databases and their status fields', content: false },
    { type: 'page_content', description: 'The text of pages', content: true },
  ],
  browser: [{ type: 'browsing_stats', description: 'Time and site categories you submitted', content: false }],
  mobile: [{ type: 'usage_stats', description: 'Screen time and app usage you submitted', content: false }],
};

/** Sources whose data the user can delete here (the resume's own versions live on the resume page too). */
export const DELETABLE_SOURCES: readonly SourceId[] = SOURCE_IDS;

/** What an access-log entry records about why data was read (spec: accessType). */
export const ACCESS_TYPES = ['read', 'sync', 'export', 'delete', 'connect'] as const;
export type AccessType = (typeof ACCESS_TYPES)[number];

/** A connection's state as the pages show it. */
export const CONNECTION_STATUSES = ['connected', 'needs_reconnect', 'error'] as const;
export type ConnectionStatus = (typeof CONNECTION_STATUSES)[number];
