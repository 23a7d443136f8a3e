import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, describe, expect, it } from 'vitest';
import { migrationsAreCurrent, openDatabase } from './client';

const work = mkdtempSync(path.join(tmpdir(), 'migrations-current-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

describe('skipping the migrator on a current database', () => {
  it('is current only once every migration is applied, and not after the newest is forgotten', async () => {
    const blank = await PGlite.create();
    expect(await migrationsAreCurrent(blank)).toBe(false); // no journal table at all
    await blank.close();

    const database = await openDatabase({ dataDir: work });
    await database.close();
    const dir = path.join(work, 'pglite');
    const reopened = await PGlite.create(dir);
    expect(await migrationsAreCurrent(reopened)).toBe(true);

    // As if the newest migration had not run yet: the migrator must run again on the next start.
    await reopened.query(
      'delete from drizzle.__drizzle_migrations where created_at = (select max(created_at) from drizzle.__drizzle_migrations)',
    );
    expect(await migrationsAreCurrent(reopened)).toBe(false);
    await reopened.close();
  }, 120_000);
});
