import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PGlite } from '@electric-sql/pglite';
import type { SQL } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type pg from 'pg';
import { lockDataDir } from './data-dir-lock';
import { withBuiltInArrayTypes } from './pglite-array-types';
import { type PgliteArtifacts, takePreparedEmbeddedDatabaseArtifacts } from './pglite-artifacts';
import * as schema from './schema';
import { raiseWasmTieringBudget, restoreWasmTieringBudget } from './wasm-tiering-budget';

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

/**
 * The embedded database and its drizzle adapter, loaded only without `DATABASE_URL`: a server on
 * PostgreSQL never needs them (issue 36: they were part of its memory and start).
 */
async function pgliteDriver() {
  const [{ PGlite, types }, { drizzle }, { migrate }] = await Promise.all([
    import('@electric-sql/pglite'),
    import('drizzle-orm/pglite'),
    import('drizzle-orm/pglite/migrator'),
  ]);
  return {
    PGlite,
    PGliteWithBuiltInArrayTypes: withBuiltInArrayTypes(PGlite, types),
    drizzlePglite: drizzle,
    migratePglite: migrate,
  };
}

/**
 * PostgreSQL settings of the embedded database, on top of PGlite's own start parameters (issue 36,
 * decision 039). PGlite keeps PostgreSQL's default of 128 MB of shared buffers, and PostgreSQL
 * touches all of its shared memory when it starts: 128 MiB of the idle server's memory, and a share
 * of its start. One user's working set is a few megabytes, and a page outside the buffers is read
 * from the operating system's file cache, so 8 MB is enough for what the benchmarks measure. The
 * embedded database serves one process through one connection: the lock and process tables sized
 * for 100 connections and 10 replication senders are memory nobody uses. `maintenance_work_mem`
 * bounds what an index build or vacuum takes: WebAssembly memory, once grown, is never given back.
 */
export const PGLITE_SETTINGS = [
  'shared_buffers=8MB',
  'max_connections=8',
  'max_wal_senders=0',
  'max_replication_slots=0',
  'maintenance_work_mem=16MB',
] as const;

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

/**
 * The migrated, empty embedded database the server's build leaves beside the bundle
 * (`dist/pglite-template`, written by `writePgliteTemplate`); absent when running from the sources.
 */
const TEMPLATE_DIR = fileURLToPath(new URL('./pglite-template', import.meta.url));

export type DatabaseOptions = {
  /** PostgreSQL server URL; when absent the embedded PGlite database is used. */
  databaseUrl?: string | undefined;
  /** Folder of the embedded database, or `memory://` for a throw-away one. */
  dataDir: string;
  /** Told when the server drops an idle pooled connection (restart, admin command). */
  onConnectionLost?: (error: Error) => void;
  /**
   * With `memory://` only: a dump of a migrated database (`dumpMigratedPglite`) the throw-away
   * database starts from. The test suite opens hundreds of such databases; creating each one
   * (initdb) and applying every migration cost several seconds per test file (issue 36).
   */
  loadDataDir?: Blob;
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
  if (options.dataDir === 'memory://') return openPglite('memory://', () => {}, options.loadDataDir);
  const dir = path.resolve(options.dataDir, 'pglite');
  mkdirSync(path.dirname(dir), { recursive: true });
  const release = await lockDataDir(path.dirname(dir));
  try {
    if (!seedFromTemplate(dir)) mkdirSync(dir, { recursive: true });
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

/**
 * A new data folder starts as a copy of the build's template (issue 36): creating a database
 * (PostgreSQL's initdb, in a second PGlite instance) and applying every migration took most of a
 * first start, 4 s of the measured 4.25 s, and several hundred MiB at its peak; copying the
 * template's files takes a fraction of a second. The copy is made beside the folder and renamed
 * into place, so an interrupted first start leaves no half-made database. Only an empty or
 * missing folder is seeded; without a template (running from the sources) PGlite creates the
 * database as before. Answers whether the folder was seeded.
 */
export function seedFromTemplate(dir: string, template: string = TEMPLATE_DIR): boolean {
  if (!existsSync(path.join(template, 'PG_VERSION'))) return false;
  if (existsSync(dir) && readdirSync(dir).length > 0) return false;
  const partial = `${dir}.new-${process.pid}`;
  rmSync(partial, { recursive: true, force: true });
  try {
    cpSync(template, partial, { recursive: true });
    rmSync(dir, { recursive: true, force: true });
    renameSync(partial, dir);
  } catch (error) {
    rmSync(partial, { recursive: true, force: true });
    throw error;
  }
  return true;
}

/**
 * Writes the template a new data folder is copied from: a new embedded database created and
 * migrated exactly as `openDatabase` does it, then closed. The server's build runs it.
 */
export async function writePgliteTemplate(dir: string, migrationsFolder: string = MIGRATIONS_DIR): Promise<void> {
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const { PGlite, drizzlePglite, migratePglite } = await pgliteDriver();
  const client = await PGlite.create(dir, pgliteOptions(PGlite.defaultStartParams));
  try {
    await migratePglite(drizzlePglite(client, { schema }), { migrationsFolder });
    // Everything in the data files, so the copies start without replaying the write-ahead log.
    await client.exec('CHECKPOINT');
  } finally {
    await client.close();
  }
}

/**
 * A new in-memory embedded database, migrated exactly as `openDatabase` does it, as PGlite's dump
 * of its data folder (an uncompressed tar): what `loadDataDir` starts a copy from.
 */
export async function dumpMigratedPglite(): Promise<Blob> {
  const { PGlite, drizzlePglite, migratePglite } = await pgliteDriver();
  const client = await PGlite.create('memory://', pgliteOptions(PGlite.defaultStartParams));
  try {
    await migratePglite(drizzlePglite(client, { schema }), { migrationsFolder: MIGRATIONS_DIR });
    await client.exec('CHECKPOINT');
    return await client.dumpDataDir('none');
  } finally {
    await client.close();
  }
}

function pgliteOptions(defaultStartParams: readonly string[], loadDataDir?: Blob, artifacts?: PgliteArtifacts) {
  return {
    startParams: [...defaultStartParams, ...PGLITE_SETTINGS.flatMap((setting) => ['-c', setting])],
    ...(loadDataDir ? { loadDataDir } : {}),
    ...artifacts,
  };
}

async function openPglite(dir: string, release: () => void, loadDataDir?: Blob): Promise<Database> {
  const [{ PGlite, PGliteWithBuiltInArrayTypes, drizzlePglite, migratePglite }, artifacts] = await Promise.all([
    pgliteDriver(),
    takePreparedEmbeddedDatabaseArtifacts(),
  ]);
  raiseWasmTieringBudget();
  let client: PGlite;
  try {
    // What `PGlite.create` does, with the subclass (`create` always makes a plain PGlite).
    client = new PGliteWithBuiltInArrayTypes(dir, pgliteOptions(PGlite.defaultStartParams, loadDataDir, artifacts));
    await client.waitReady;
  } finally {
    restoreWasmTieringBudget();
  }
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
