import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import * as schema from './schema';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

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
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    // An idle connection the server terminates is an 'error' event on the pool; without a listener
    // Node treats it as uncaught and the process dies. The pool opens a new connection on next use.
    pool.on('error', (error) => options.onConnectionLost?.(error));
    const db = drizzlePg(pool, { schema });
    await migratePg(db, { migrationsFolder: MIGRATIONS_DIR });
    return { db: db as unknown as Db, kind: 'postgres', close: () => pool.end() };
  }
  if (options.dataDir === 'memory://') return openPglite('memory://', () => {});
  const dir = path.resolve(options.dataDir, 'pglite');
  mkdirSync(dir, { recursive: true });
  const release = lockDataDir(dir);
  try {
    return await openPglite(dir, release);
  } catch (error) {
    release();
    throw error;
  }
}

async function openPglite(dir: string, release: () => void): Promise<Database> {
  const client = await PGlite.create(dir);
  const db = drizzlePglite(client, { schema });
  await migratePglite(db, { migrationsFolder: MIGRATIONS_DIR });
  return {
    db: db as unknown as Db,
    kind: 'pglite',
    close: async () => {
      await client.close();
      release();
    },
  };
}

export class DatabaseInUseError extends Error {}

/**
 * PGlite is a single-process database: a second process opening the same folder (a second
 * server, or the admin command while the server runs) would corrupt it. A lock file holding the
 * owner's pid refuses that; a lock left by a process that no longer exists is taken over.
 */
function lockDataDir(dir: string): () => void {
  const lockFile = path.join(dir, '..', 'pglite.lock');
  try {
    writeFileSync(lockFile, String(process.pid), { flag: 'wx' });
  } catch {
    const owner = Number(readFileSync(lockFile, 'utf8'));
    if (owner && owner !== process.pid && processIsAlive(owner)) {
      throw new DatabaseInUseError(
        `The embedded database in ${path.dirname(lockFile)} is in use by process ${owner}. ` +
          'Stop that process first, or use a PostgreSQL server through DATABASE_URL.',
      );
    }
    writeFileSync(lockFile, String(process.pid));
  }
  return () => rmSync(lockFile, { force: true });
}

function processIsAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
