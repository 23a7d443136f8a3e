import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import type { SQL } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type pg from 'pg';
import { lockDataDir } from './data-dir-lock';
import * as schema from './schema';

export { DatabaseInUseError } from './data-dir-lock';

/**
 * The PostgreSQL driver and its drizzle adapter, loaded only when `DATABASE_URL` is set: the
 * embedded default never needs them, and loading them took a share of every cold start.
 */
async function postgresDriver() {
  const [{ default: pgModule }, { drizzle }, { migrate }] = await Promise.all([
    import('pg'),
    import('drizzle-orm/node-postgres'),
    import('drizzle-orm/node-postgres/migrator'),
  ]);
  return { pg: pgModule, drizzlePg: drizzle, migratePg: migrate };
}

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

/**
 * The rows of a raw statement: node-postgres and PGlite both answer `execute` with `{ rows }`.
 * A database or a transaction (both have `execute`).
 */
export async function rows<T>(db: Pick<Db, 'execute'>, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  close: () => Promise<void>;
};

/** SQL migrations sit beside this module in the source tree and beside the bundle in `dist/`. */
const MIGRATIONS_DIR = fileURLToPath(new URL('./migrations', import.meta.url));

export type DatabaseOptions = {
  /** PostgreSQL server URL; when absent the embedded PGlite database is used. */
  databaseUrl?: string | undefined;
  /** Folder of the embedded database, or `memory://` for a throw-away one. */
  dataDir: string;
  /** Told when the server drops an idle pooled connection (restart, admin command). */
  onConnectionLost?: (error: Error) => void;
};

/**
 * Opens the database and applies every pending migration before returning, so a process never
 * serves requests against an old schema. Both drivers share one schema and one migration folder.
 */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.databaseUrl) {
    const { pg, drizzlePg } = await postgresDriver();
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    // An idle connection the server terminates is an 'error' event on the pool; without a listener
    // Node treats it as uncaught and the process dies. The pool opens a new connection on next use.
    pool.on('error', (error) => options.onConnectionLost?.(error));
    const db = drizzlePg(pool, { schema });
    await migrateUnderLock(pool);
    return { db: db as unknown as Db, kind: 'postgres', close: () => pool.end() };
  }
  if (options.dataDir === 'memory://') return openPglite('memory://', () => {});
  const dir = path.resolve(options.dataDir, 'pglite');
  mkdirSync(dir, { recursive: true });
  const release = await lockDataDir(path.dirname(dir));
  try {
    return await openPglite(dir, release);
  } catch (error) {
    release();
    throw error;
  }
}

/** Any fixed number: the advisory lock every process takes before migrating one PostgreSQL database. */
const MIGRATION_LOCK_KEY = 4_711_014;

/**
 * Several processes started at once (compose, a rolling deploy) would otherwise run the same
 * migrations side by side: drizzle's migrator takes no lock, so the second fails on objects the
 * first created. The session-level advisory lock makes them take turns; the later ones find
 * nothing left to apply.
 */
async function migrateUnderLock(pool: pg.Pool): Promise<void> {
  const { drizzlePg, migratePg } = await postgresDriver();
  const client = await pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    try {
      await migratePg(drizzlePg(client, { schema }), { migrationsFolder: MIGRATIONS_DIR });
    } finally {
      await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
    }
  } finally {
    client.release();
  }
}

async function openPglite(dir: string, release: () => void): Promise<Database> {
  const client = await PGlite.create(dir);
  const db = drizzlePglite(client, { schema });
  if (!(await migrationsAreCurrent(client))) await migratePglite(db, { migrationsFolder: MIGRATIONS_DIR });
  return {
    db: db as unknown as Db,
    kind: 'pglite',
    close: async () => {
      await client.close();
      release();
    },
  };
}

/**
 * Whether the database already has every migration of the folder: drizzle's journal table holds
 * the timestamp of the newest one. Drizzle's migrator decides the same way (it applies each
 * migration newer than that row) but only after creating its schema and table if missing, reading
 * and hashing every file and opening a transaction, which on PGlite was a visible part of each
 * start on an existing data folder. Any doubt (a new database, no table yet) answers false, and the
 * migrator runs as before.
 */
export async function migrationsAreCurrent(client: PGlite): Promise<boolean> {
  try {
    const journal = JSON.parse(readFileSync(path.join(MIGRATIONS_DIR, 'meta', '_journal.json'), 'utf8')) as {
      entries: Array<{ when: number }>;
    };
    const newest = Math.max(...journal.entries.map((entry) => entry.when));
    const { rows } = await client.query<{ created_at: string | number }>(
      'select created_at from drizzle.__drizzle_migrations order by created_at desc limit 1',
    );
    const applied = rows[0]?.created_at;
    return applied !== undefined && Number.isFinite(newest) && Number(applied) >= newest;
  } catch {
    return false;
  }
}
