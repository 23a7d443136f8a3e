import { createHash, randomBytes } from 'node:crypto';
import diagnostics from 'node:diagnostics_channel';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import type { User } from '@careerloom/contract';
import { count } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse, RouteOptions } from 'fastify';
import pg from 'pg';
import pino from 'pino';
import { buildApp } from '../app';
import { loadConfig } from '../config/config';
import { type Database, type Db, dumpMigratedPglite, openDatabase } from '../db/client';
import { contactMessages, leads, sessions, users } from '../db/schema';
import type { Clock } from '../lib/clock';
import type { Logger } from '../logger';

/** Which database this test run uses; set per Vitest project in the root `vitest.config.ts`. */
export const DB_UNDER_TEST: 'pglite' | 'postgres' = process.env.DB_UNDER_TEST === 'postgres' ? 'postgres' : 'pglite';

/** The server the postgres project creates its throw-away databases on. */
export function postgresAdminUrl(): string {
  const url = process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL;
  if (!url) throw new Error('DB_UNDER_TEST=postgres needs TEST_DATABASE_URL or DATABASE_URL');
  return url;
}

/** A clock the test moves by hand: nothing in the app sees time pass unless a test says so. */
export type FakeClock = {
  now(): Date;
  advance(ms: number): void;
  set(at: Date): void;
  /** The function handed to `buildApp`. */
  readonly fn: Clock;
};

export function createFakeClock(start: Date = new Date()): FakeClock {
  let current = start.getTime();
  return {
    now: () => new Date(current),
    advance(ms) {
      current += ms;
    },
    set(at) {
      current = at.getTime();
    },
    fn: () => new Date(current),
  };
}

export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;

export type TestDatabase = {
  database: Database;
  /** The PostgreSQL URL of the throw-away database; undefined on PGlite. */
  databaseUrl: string | undefined;
  close(): Promise<void>;
};

/**
 * A fresh, migrated database for one test file: an in-memory (or on-disk, when `dataDir` is a
 * folder) PGlite, or a new `careerloom_test_<random>` database on the configured PostgreSQL
 * server that `close()` drops again.
 */
export async function createTestDatabase(dataDir = 'memory://'): Promise<TestDatabase> {
  if (DB_UNDER_TEST === 'pglite') {
    const loadDataDir = dataDir === 'memory://' ? await pgliteTemplate() : undefined;
    const database = await openDatabase({ dataDir, ...(loadDataDir ? { loadDataDir } : {}) });
    return { database, databaseUrl: undefined, close: () => database.close() };
  }
  const adminUrl = postgresAdminUrl();
  const name = `careerloom_test_${randomBytes(6).toString('hex')}`;
  await adminQuery(adminUrl, `CREATE DATABASE "${name}" TEMPLATE "${await postgresTemplate(adminUrl)}"`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const databaseUrl = url.toString();
  const database = await openDatabase({ databaseUrl, dataDir });
  let closed = false;
  return {
    database,
    databaseUrl,
    async close() {
      if (closed) return;
      closed = true;
      await database.close().catch(() => undefined);
      // FORCE: a test that broke a pool on purpose may leave a connection behind.
      await adminQuery(adminUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    },
  };
}

/**
 * The migrations and the PGlite version a template was made with: a change to either makes a new
 * template, so a test never starts from an old schema.
 */
function templateDigest(): string {
  const hash = createHash('sha256');
  const migrations = path.join(import.meta.dirname, '../db/migrations');
  for (const file of [
    ...readdirSync(migrations)
      .filter((f) => f.endsWith('.sql'))
      .sort(),
    'meta/_journal.json',
  ]) {
    hash.update(file).update(readFileSync(path.join(migrations, file)));
  }
  const pglite = path.join(import.meta.dirname, '../../../../node_modules/@electric-sql/pglite/package.json');
  if (existsSync(pglite)) hash.update(readFileSync(pglite));
  return hash.digest('hex').slice(0, 16);
}

let pgliteTemplatePromise: Promise<Blob> | undefined;

/**
 * A migrated embedded database as a tar, shared by every test file of the run (issue 36: making
 * and migrating a database per file was seconds of each file). Kept in the system's temporary
 * folder under the digest of what it was made from; written beside its name and renamed, so a
 * worker never reads half a file when two make it at once.
 */
function pgliteTemplate(): Promise<Blob> {
  pgliteTemplatePromise ??= (async () => {
    const file = path.join(os.tmpdir(), `careerloom-test-pglite-${templateDigest()}.tar`);
    if (existsSync(file)) return new Blob([readFileSync(file)]);
    const dump = await dumpMigratedPglite();
    const partial = `${file}.${process.pid}-${randomBytes(4).toString('hex')}`;
    writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
    renameSync(partial, file);
    return dump;
  })();
  return pgliteTemplatePromise;
}

let postgresTemplatePromise: Promise<string> | undefined;

/**
 * A migrated database on the PostgreSQL server that each test file's database is created from
 * (`CREATE DATABASE ... TEMPLATE`), named by the digest. It is migrated under a temporary name
 * and renamed when complete, so no file copies a half-migrated one, and nobody stays connected to
 * it (PostgreSQL copies only a template nobody uses).
 */
function postgresTemplate(adminUrl: string): Promise<string> {
  postgresTemplatePromise ??= (async () => {
    const name = `careerloom_template_${templateDigest()}`;
    const exists = async () => {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      try {
        return (await client.query('select 1 from pg_database where datname = $1', [name])).rowCount === 1;
      } finally {
        await client.end();
      }
    };
    if (await exists()) return name;
    const partial = `careerloom_partial_${randomBytes(6).toString('hex')}`;
    await adminQuery(adminUrl, `CREATE DATABASE "${partial}"`);
    const url = new URL(adminUrl);
    url.pathname = `/${partial}`;
    try {
      const database = await openDatabase({ databaseUrl: url.toString(), dataDir: 'memory://' });
      await database.close();
      await adminQuery(adminUrl, `ALTER DATABASE "${partial}" RENAME TO "${name}"`);
    } catch (error) {
      await adminQuery(adminUrl, `DROP DATABASE IF EXISTS "${partial}" WITH (FORCE)`);
      // Another worker made it first: use theirs.
      if (!(await exists())) throw error;
    }
    return name;
  })();
  return postgresTemplatePromise;
}

async function adminQuery(adminUrl: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** A pino logger whose JSON lines the test can read back. */
export function captureLogger(level = 'info'): { logger: Logger; lines: () => Record<string, unknown>[] } {
  const chunks: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      chunks.push(String(chunk));
      done();
    },
  });
  const logger = pino({ level }, stream) as unknown as Logger;
  return {
    logger,
    lines: () =>
      chunks
        .join('')
        .split('\n')
        .filter(Boolean)
        .map((l) => JSON.parse(l) as Record<string, unknown>),
  };
}

let sequence = 0;
/** Usernames and emails that no other test in the file (or run) has used. */
export function uniqueName(prefix = 'user'): string {
  sequence += 1;
  return `${prefix}${sequence}_${randomBytes(3).toString('hex')}`;
}

/** The `Cookie` request header that replays the session cookie a response set. */
export function sessionCookieOf(res: LightMyRequestResponse): string {
  const c = res.cookies.find((k) => k.name === 'careerloom.sid' || k.name === '__Host-careerloom.sid');
  if (!c?.value) throw new Error(`no session cookie in response ${res.statusCode}: ${res.body}`);
  return `${c.name}=${c.value}`;
}

export type RegisterInput = {
  username?: string;
  password?: string;
  email?: string;
  fullName?: string;
  plan?: 'jobseeker' | 'enterprise';
};

export type Registered = {
  user: User;
  username: string;
  password: string;
  email: string;
  /** Value for the `cookie` request header. */
  cookie: string;
};

export type TestApp = {
  app: FastifyInstance;
  db: Db;
  database: Database;
  databaseUrl: string | undefined;
  clock: FakeClock;
  /** Every route the app registered, as its `onRoute` hook saw it. */
  routes: RouteOptions[];
  register(input?: RegisterInput, remoteAddress?: string): Promise<Registered>;
  login(username: string, password: string, remoteAddress?: string): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
};

/**
 * The configuration of an app under test: silent, in memory, with rate limits generous enough for
 * a file's many sign-ups from 127.0.0.1 (the tests of the limits set theirs in `overrides`).
 */
export function testConfig(overrides: Record<string, string | undefined> = {}) {
  return loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: 'memory://',
    AUTH_RATE_LIMIT_PER_MINUTE: '100000',
    FORM_RATE_LIMIT_PER_MINUTE: '100000',
    // No configured board, like CI and the end-to-end servers: a test that syncs names its fake boards.
    JOB_BOARDS: 'none',
    ...overrides,
  });
}

export type TestAppOptions = { logger?: Logger; clockStart?: Date; extensionDistDir?: string };

/**
 * The real application on a fresh database, with a fake clock and silent logs. Rate limits are
 * generous by default so that a file's many sign-ups from 127.0.0.1 do not trip them; the tests
 * of the limits set them explicitly through `overrides`.
 */
export async function createTestApp(
  overrides: Record<string, string> = {},
  options: TestAppOptions = {},
): Promise<TestApp> {
  const testDb = await createTestDatabase(overrides.DATA_DIR ?? 'memory://');
  const config = testConfig({
    // The free chat's stated 2 s wait; the test of that wait sets it back.
    FREE_CHAT_DELAY_MS: '0',
    ...overrides,
    DATABASE_URL: testDb.databaseUrl,
  });
  const clock = createFakeClock(options.clockStart);

  // Fastify announces each new instance on this channel before any plugin is registered, so an
  // onRoute hook added here sees every route buildApp registers, without a test-only export.
  const routes: RouteOptions[] = [];
  let seen = false;
  const onInit = (message: unknown) => {
    if (seen) return;
    seen = true;
    (message as { fastify: FastifyInstance }).fastify.addHook('onRoute', (route) => {
      routes.push(route);
    });
  };
  const channel = diagnostics.channel('fastify.initialization');
  channel.subscribe(onInit);
  let app: FastifyInstance;
  try {
    app = await buildApp({
      config,
      database: testDb.database,
      logger: options.logger,
      clock: clock.fn,
      ...(options.extensionDistDir ? { extensionDistDir: options.extensionDistDir } : {}),
    });
  } finally {
    channel.unsubscribe(onInit);
  }

  async function login(username: string, password: string, remoteAddress?: string) {
    return app.inject({ method: 'POST', url: '/api/login', payload: { username, password }, remoteAddress });
  }

  async function register(input: RegisterInput = {}, remoteAddress?: string): Promise<Registered> {
    const username = input.username ?? uniqueName();
    const password = input.password ?? `correct horse ${randomBytes(6).toString('hex')}`;
    const email = input.email ?? `${username.toLowerCase()}@example.com`;
    const res = await app.inject({
      method: 'POST',
      url: '/api/register',
      payload: { username, password, email, fullName: input.fullName ?? `Test ${username}`, plan: input.plan },
      remoteAddress,
    });
    if (res.statusCode !== 201) throw new Error(`register ${username} failed: ${res.statusCode} ${res.body}`);
    return { user: res.json<User>(), username, password, email, cookie: sessionCookieOf(res) };
  }

  return {
    app,
    db: testDb.database.db,
    database: testDb.database,
    databaseUrl: testDb.databaseUrl,
    clock,
    routes,
    register,
    login,
    async close() {
      await app.close();
      await testDb.close();
    },
  };
}

/** Row counts of every table, to show that a refused or read-only request wrote nothing. */
export async function rowCounts(db: Db): Promise<Record<string, number>> {
  const out: Record<string, number> = {};
  for (const [name, table] of Object.entries({ users, sessions, leads, contactMessages })) {
    const [r] = await db.select({ n: count() }).from(table);
    out[name] = r?.n ?? 0;
  }
  return out;
}

/** A stand-in for the built web app (`WEB_DIST_DIR`), so tests do not depend on a real build. */
export function createWebDistFixture(): { dir: string; files: string[]; remove(): void } {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'careerloom-web-'));
  mkdirSync(path.join(dir, 'assets'));
  writeFileSync(path.join(dir, 'index.html'), '<!doctype html><html><body><div id="root"></div></body></html>');
  writeFileSync(path.join(dir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"></svg>');
  writeFileSync(path.join(dir, 'assets', 'index-Ab12Cd34.js'), 'console.log("app");');
  return {
    dir,
    files: ['/index.html', '/favicon.svg', '/assets/index-Ab12Cd34.js'],
    remove: () => rmSync(dir, { recursive: true, force: true }),
  };
}
