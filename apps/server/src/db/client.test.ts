import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, DB_UNDER_TEST, type TestDatabase } from '../test/test-app';
import { type Database, openDatabase } from './client';

// Only a PostgreSQL server can drop our connections from the outside.
describe.skipIf(DB_UNDER_TEST !== 'postgres')('a PostgreSQL server that drops idle connections', () => {
  let testDb: TestDatabase;
  let database: Database;
  const lost: Error[] = [];
  beforeAll(async () => {
    testDb = await createTestDatabase();
    database = await openDatabase({
      databaseUrl: testDb.databaseUrl,
      dataDir: 'memory://',
      onConnectionLost: (error) => lost.push(error),
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
    await expect.poll(() => lost.length).toBeGreaterThan(0);
    const result = (await database.db.execute(sql`select 41 + 1 as answer`)) as unknown as {
      rows: { answer: number }[];
    };
    expect(Number(result.rows[0]?.answer)).toBe(42);
  });
});
