import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase, rows } from './client';
import { prepareEmbeddedDatabaseArtifacts, takePreparedEmbeddedDatabaseArtifacts } from './pglite-artifacts';

const work = mkdtempSync(path.join(tmpdir(), 'pglite-artifacts-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

describe('PGlite compiled before the server loads (decision 043)', () => {
  it('hands the compiled module over once', async () => {
    prepareEmbeddedDatabaseArtifacts();
    const artifacts = await takePreparedEmbeddedDatabaseArtifacts();
    expect(artifacts?.pgliteWasmModule).toBeInstanceOf(WebAssembly.Module);
    expect(await takePreparedEmbeddedDatabaseArtifacts()).toBeUndefined();
  });

  it('opens the embedded database on the prepared module', async () => {
    prepareEmbeddedDatabaseArtifacts();
    const database = await openDatabase({ dataDir: work });
    try {
      // Taken by the database that opened: nothing is left over for a second one.
      expect(await takePreparedEmbeddedDatabaseArtifacts()).toBeUndefined();
      expect(await rows(database.db, sql`select count(*)::int as n from users`)).toEqual([{ n: 0 }]);
    } finally {
      await database.close();
    }
  }, 120_000);
});
