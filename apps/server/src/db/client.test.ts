import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, DB_UNDER_TEST, postgresAdminUrl, type TestDatabase } from '../test/test-app';
import { type Database, openDatabase } from './client';

// Only a PostgreSQL server can drop our connections from the outside.
describe.skipIf(DB_UNDER_TEST !== 'postgres')('a PostgreSQL server that drops idle connections', () => {
  let testDb: TestDatabase;
  let database: Database;
  const lost: Error[] = [];
  let reportLoss: () => void = () => undefined;
  // Resolves on the first report: the test waits for the event, not for a span of time.
  const firstLoss = new Promise<void>((resolve) => {
    reportLoss = resolve;
  });
  beforeAll(async () => {
    testDb = await createTestDatabase();
    database = await openDatabase({
      databaseUrl: testDb.databaseUrl,
      dataDir: 'memory://',
      onConnectionLost: (error) => {
        lost.push(error);
        reportLoss();
      },
    });
  });
  afterAll(async () => {
    await database?.close();
    await testDb?.close();
  });

  it('reports the loss instead of crashing, and the next query opens a new connection', async () => {
    await database.db.execute(sql`select 1`);
    const admin = new pg.Client({ connectionString: testDb.databaseUrl });
    await admin.connect();
    try {
      await admin.query(
        'select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
      );
    } finally {
      await admin.end();
    }
    await firstLoss;
    expect(lost.length).toBeGreaterThan(0);
    const result = (await database.db.execute(sql`select 41 + 1 as answer`)) as unknown as {
      rows: { answer: number }[];
    };
    expect(Number(result.rows[0]?.answer)).toBe(42);
  });
});

describe.skipIf(DB_UNDER_TEST !== 'postgres')('several processes opening one new PostgreSQL database at once', () => {
  const name = `careerloom_test_${randomBytes(6).toString('hex')}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: postgresAdminUrl() });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  beforeAll(() => admin(`CREATE DATABASE "${name}"`));
  afterAll(() => admin(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`));

  it('migrates it once: every process opens it, none fails on what another created', async () => {
    const url = new URL(postgresAdminUrl());
    url.pathname = `/${name}`;
    const opened = await Promise.allSettled(
      [1, 2, 3].map(() => openDatabase({ databaseUrl: url.toString(), dataDir: 'memory://' })),
    );
    try {
      expect(opened.map((o) => o.status)).toEqual(['fulfilled', 'fulfilled', 'fulfilled']);
      const first = opened[0];
      if (first?.status !== 'fulfilled') throw new Error('not opened');
      const applied = (await first.value.db.execute(
        sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
      )) as unknown as { rows: { n: number }[] };
      const journal = JSON.parse(
        readFileSync(fileURLToPath(new URL('./migrations/meta/_journal.json', import.meta.url)), 'utf8'),
      ) as { entries: unknown[] };
      expect(applied.rows[0]?.n).toBe(journal.entries.length);
    } finally {
      await Promise.all(opened.map((o) => (o.status === 'fulfilled' ? o.value.close() : undefined)));
    }
  });
});
