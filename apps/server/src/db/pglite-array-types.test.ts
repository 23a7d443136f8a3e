import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DB_UNDER_TEST } from '../test/test-app';
import { type Database, dumpMigratedPglite, openDatabase, rows } from './client';
import { BUILT_IN_ARRAY_TYPES } from './pglite-array-types';

// The embedded database's start: nothing to check on a PostgreSQL run.
describe.skipIf(DB_UNDER_TEST !== 'pglite')('array types the embedded database registers without asking', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openDatabase({ dataDir: 'memory://', loadDataDir: await dumpMigratedPglite() });
  });
  afterAll(async () => {
    await database?.close();
  });

  it("are PostgreSQL's own, as its catalogue lists them, and the rest are row types no statement reads", async () => {
    // PGlite's own query (`_initArrayTypes`), with what each element type is.
    const catalogue = await rows<{ oid: number; typarray: number; typtype: string }>(
      database.db,
      sql`SELECT b.oid, b.typarray, b.typtype FROM pg_catalog.pg_type a
          LEFT JOIN pg_catalog.pg_type b ON b.oid = a.typelem
          WHERE a.typcategory = 'A' GROUP BY b.oid, b.typarray, b.typtype ORDER BY b.oid`,
    );
    const builtIn = catalogue.filter((type) => type.oid < 10_000).map((type) => [type.oid, type.typarray]);
    expect(builtIn).toEqual(BUILT_IN_ARRAY_TYPES.map(([element, array]) => [element, array]));
    // From 10000 the oids are made when a database is created (system views, information_schema's
    // domains) and, from 16384, by our migrations: only the tables' row types so far. A migration
    // adding an enum, a domain or a base type fails here: register its array type then (or call
    // refreshArrayTypes), or its arrays come back as text.
    expect(catalogue.filter((type) => type.oid >= 16_384 && type.typtype !== 'c')).toEqual([]);
  });

  it('reads arrays as JavaScript arrays', async () => {
    const [row] = await rows<{ texts: string[]; ints: number[]; flags: boolean[] }>(
      database.db,
      sql`select array['a', 'b,c', 'd"e']::text[] as texts, array[1, 2]::int4[] as ints, array[true, false] as flags`,
    );
    expect(row).toEqual({ texts: ['a', 'b,c', 'd"e'], ints: [1, 2], flags: [true, false] });
  });
});
