import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DB_UNDER_TEST } from '../test/test-app';
import { migrationsAreCurrent, PGLITE_SETTINGS, seedFromTemplate, writePgliteTemplate } from './client';

// The template is the embedded database's: nothing to check on a PostgreSQL run.
describe.skipIf(DB_UNDER_TEST !== 'pglite')('the migrated template a new data folder is copied from', () => {
  const work = mkdtempSync(path.join(tmpdir(), 'pglite-template-'));
  const template = path.join(work, 'template');
  beforeAll(async () => {
    await writePgliteTemplate(template);
  });
  afterAll(() => rmSync(work, { recursive: true, force: true }));

  it('seeds a missing folder with a database that has every migration, leaving nothing beside it', async () => {
    const dir = path.join(work, 'new', 'pglite');
    mkdirSync(path.dirname(dir), { recursive: true });
    expect(seedFromTemplate(dir, template)).toBe(true);
    expect(readdirSync(path.dirname(dir))).toEqual(['pglite']);
    const client = await PGlite.create(dir);
    try {
      expect(await migrationsAreCurrent(client)).toBe(true);
      const tables = await client.query<{ n: number }>(
        "select count(*)::int as n from information_schema.tables where table_schema = 'public'",
      );
      expect(tables.rows[0]?.n).toBeGreaterThan(20);
    } finally {
      await client.close();
    }
  });

  it('seeds an empty folder too (one left by an earlier start that stopped before creating the database)', () => {
    const dir = path.join(work, 'empty', 'pglite');
    mkdirSync(dir, { recursive: true });
    expect(seedFromTemplate(dir, template)).toBe(true);
    expect(existsSync(path.join(dir, 'PG_VERSION'))).toBe(true);
  });

  it('never touches a folder that holds anything', () => {
    const dir = path.join(work, 'used', 'pglite');
    mkdirSync(dir, { recursive: true });
    writeFileSync(path.join(dir, 'PG_VERSION'), '17\n');
    expect(seedFromTemplate(dir, template)).toBe(false);
    expect(readdirSync(dir)).toEqual(['PG_VERSION']);
  });

  it('does nothing without a template (running from the sources)', () => {
    const dir = path.join(work, 'no-template', 'pglite');
    expect(seedFromTemplate(dir, path.join(work, 'missing'))).toBe(false);
    expect(existsSync(dir)).toBe(false);
  });

  it('is a database PGlite starts with the embedded settings', async () => {
    const dir = path.join(work, 'settings', 'pglite');
    mkdirSync(path.dirname(dir), { recursive: true });
    seedFromTemplate(dir, template);
    const client = await PGlite.create(dir, {
      startParams: [...PGlite.defaultStartParams, ...PGLITE_SETTINGS.flatMap((s) => ['-c', s])],
    });
    try {
      const { rows } = await client.query<{ shared_buffers: string }>('show shared_buffers');
      expect(rows[0]?.shared_buffers).toBe('8MB');
    } finally {
      await client.close();
    }
  });
});
