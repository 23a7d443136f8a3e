import type { SourceId } from '@careerloom/contract';
import { eq, getTableColumns, getTableName, inArray, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';
import {
  accessLogs,
  activityEvents,
  aiSettings,
  applicationEvents,
  applicationMailSuggestions,
  applicationSettings,
  applications,
  automations,
  billingEvents,
  billingSubscriptions,
  chatMessages,
  companyBadges,
  companyWatchlist,
  extensionTokens,
  jobSearches,
  monitoringChecks,
  notifications,
  oauthStates,
  privacySettings,
  resumes,
  sessions,
  sourceConnections,
  sourcePermissions,
  sourceSnapshots,
  usageCounters,
  users,
} from '../db/schema';

/**
 * Every table that holds personal data of a user (security P1/P2): the export reads each, account
 * deletion empties each. The completeness test compares this list with every table that has a
 * `user_id` column, so a new table fails the build until it is registered here.
 */
export type PersonalTable = {
  /** The SQL table name, also the key of the table in an export. */
  name: string;
  table: PgTable;
  /** Rows of one user. */
  ownedBy: (userId: number) => SQL;
  /** Secrets never exported (column keys as Drizzle names them). */
  omit: readonly string[];
  /** How the table relates to sources, for the export's `sources` filter and source deletion. */
  source?: { column: PgColumn } | { fixed: SourceId };
};

function byUserId(
  table: PgTable & { userId: PgColumn },
  extra: Omit<PersonalTable, 'name' | 'table' | 'ownedBy'> = {
    omit: [],
  },
): PersonalTable {
  return { name: getTableName(table), table, ownedBy: (userId) => eq(table.userId, userId), ...extra };
}

export const PERSONAL_TABLES: readonly PersonalTable[] = [
  // The account itself; the password hash never leaves the server.
  { name: getTableName(users), table: users, ownedBy: (id) => eq(users.id, id), omit: ['passwordHash'] },
  // The id is the hash of the cookie token: it would let a holder of the file hijack the session.
  byUserId(sessions, { omit: ['id'] }),
  byUserId(chatMessages, { omit: [] }),
  // The uploaded file's bytes stay out of the JSON export; its text is exported.
  byUserId(resumes, { omit: ['file'], source: { fixed: 'resume' } }),
  byUserId(activityEvents, { omit: [] }),
  byUserId(automations, { omit: [] }),
  byUserId(notifications, { omit: [] }),
  byUserId(aiSettings, { omit: [] }),
  byUserId(jobSearches, { omit: [] }),
  // The newest monitoring check: its criteria (title, place, skills, salary floor) and figures.
  byUserId(monitoringChecks, { omit: [] }),
  byUserId(applications, { omit: [] }),
  byUserId(applicationSettings, { omit: [] }),
  byUserId(applicationEvents, { omit: [] }),
  byUserId(applicationMailSuggestions, { omit: [], source: { fixed: 'gmail' } }),
  // The hash would let a holder of the file recognise the token; name and times are exported.
  byUserId(extensionTokens, { omit: ['tokenHash'] }),
  byUserId(sourceConnections, {
    omit: ['tokenCiphertext', 'refreshTokenCiphertext'],
    source: { column: sourceConnections.source },
  }),
  byUserId(sourceSnapshots, { omit: [], source: { column: sourceSnapshots.source } }),
  byUserId(privacySettings, { omit: [] }),
  byUserId(sourcePermissions, { omit: [], source: { column: sourcePermissions.source } }),
  byUserId(accessLogs, { omit: [], source: { column: accessLogs.source } }),
  // A pending authorization: its id hashes the OAuth state, the verifier is a PKCE secret.
  byUserId(oauthStates, {
    omit: ['id', 'sessionId', 'verifierCiphertext'],
    source: { column: oauthStates.source },
  }),
  byUserId(companyBadges, { omit: [] }),
  byUserId(companyWatchlist, { omit: [] }),
  // Plan and Stripe ids (issue 11); Stripe holds any card data, we never see it.
  byUserId(billingSubscriptions, { omit: [] }),
  byUserId(billingEvents, { omit: [] }),
  // Quota counters are keyed by subject (`user:<id>`), not by a foreign key.
  {
    name: getTableName(usageCounters),
    table: usageCounters,
    ownedBy: (id) => eq(usageCounters.subject, `user:${id}`),
    omit: [],
  },
];

/** Registered tables whose ownership is a `user_id` column (the completeness test's side). */
export const USER_ID_TABLE_NAMES = PERSONAL_TABLES.filter((t) => t.name !== 'users' && t.name !== 'usage_counters').map(
  (t) => t.name,
);

/** The table's exportable columns: all but the secrets. */
export function exportColumns(entry: PersonalTable): Record<string, PgColumn> {
  const columns = getTableColumns(entry.table) as Record<string, PgColumn>;
  return Object.fromEntries(Object.entries(columns).filter(([key]) => !entry.omit.includes(key)));
}

/**
 * Whether a table takes part in an export limited to `sources`, and the extra condition on its
 * rows: tables not tied to a source are left out of a limited export.
 */
export function sourceCondition(entry: PersonalTable, sources: readonly SourceId[]): SQL | 'all' | 'none' {
  if (!entry.source) return 'none';
  if ('fixed' in entry.source) return sources.includes(entry.source.fixed) ? 'all' : 'none';
  return inArray(entry.source.column, [...sources]);
}

/** Row counts per registered table for one user (tests and the deletion report). */
export async function countPersonalRows(db: Db, userId: number): Promise<Record<string, number>> {
  const out: Record<string, number> = {};
  for (const entry of PERSONAL_TABLES) {
    const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(entry.table).where(entry.ownedBy(userId));
    out[entry.name] = Number(row?.n ?? 0);
  }
  return out;
}
