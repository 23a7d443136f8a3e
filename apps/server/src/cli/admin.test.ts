import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/client';
import { createTestDatabase, DB_UNDER_TEST, type TestDatabase } from '../test/test-app';
import { usersRepository } from '../users/users.repository';

/**
 * The CLI runs its command as soon as it is imported and ends with `process.exit`, so it cannot be
 * called in-process; these tests run the real script with tsx against a real database, the way an
 * operator runs `npm run admin`.
 */
const repoRoot = fileURLToPath(new URL('../../../../', import.meta.url));
const tsx = path.join(repoRoot, 'node_modules', '.bin', 'tsx');
const script = path.join(repoRoot, 'apps', 'server', 'src', 'cli', 'admin.ts');

type Run = { code: number; stdout: string; stderr: string };

let dataDir: string;
let db: TestDatabase | undefined;
let databaseUrl: string | undefined;

function runCli(...args: string[]): Promise<Run> {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    // Production needs its public address, as the server does (the CLI runs in the same environment).
    PUBLIC_URL: 'https://careerloom.example',
    LOG_LEVEL: 'silent',
  };
  delete env.DATABASE_URL;
  delete env.TEST_DATABASE_URL;
  if (databaseUrl) env.DATABASE_URL = databaseUrl;
  env.DATA_DIR = dataDir;
  return new Promise((resolve) => {
    execFile(tsx, [script, ...args], { cwd: repoRoot, env, timeout: 60_000 }, (error, stdout, stderr) => {
      const code = error ? (typeof error.code === 'number' ? error.code : -1) : 0;
      resolve({ code, stdout, stderr });
    });
  });
}

/** Reads a user the way the CLI left it. PGlite on disk allows one process at a time. */
async function readUser(username: string) {
  if (db) return usersRepository(db.database.db).findByUsername(username);
  const database = await openDatabase({ dataDir });
  try {
    return await usersRepository(database.db).findByUsername(username);
  } finally {
    await database.close();
  }
}

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'careerloom-cli-'));
  const created = await createTestDatabase(DB_UNDER_TEST === 'pglite' ? dataDir : 'memory://');
  await usersRepository(created.database.db).insert({
    username: 'Alice',
    email: 'alice@example.com',
    fullName: 'Alice Admin',
    passwordHash: 'not-used-here',
  });
  if (DB_UNDER_TEST === 'pglite') {
    // Hand the folder over to the CLI process.
    await created.close();
  } else {
    db = created;
    databaseUrl = created.databaseUrl;
  }
});
afterAll(async () => {
  await db?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('npm run admin', () => {
  it('prints the usage and exits 2 without a command', async () => {
    const run = await runCli();
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('Usage: npm run admin -- <command>');
    expect(run.stderr).toContain('grant-admin <username>');
  });

  // One scenario: each CLI run opens the database afresh, which costs seconds on PGlite.
  it('grant-admin and set-tier change the user (named in any case), refusing unknown tiers and users', async () => {
    const grant = await runCli('grant-admin', 'ALICE');
    expect(grant, grant.stderr).toMatchObject({ code: 0, stdout: 'Alice is now an admin\n' });

    const tier = await runCli('set-tier', 'alice', 'professional');
    expect(tier, tier.stderr).toMatchObject({ code: 0, stdout: 'Alice now has tier professional\n' });

    const badTier = await runCli('set-tier', 'alice', 'platinum');
    expect(badTier.code).toBe(2);
    expect(badTier.stderr).toContain('Unknown tier "platinum"');

    const nobody = await runCli('grant-admin', 'nobody');
    expect(nobody.code).toBe(1);
    expect(nobody.stderr).toBe('No user named nobody\n');

    const user = await readUser('alice');
    expect(user?.isAdmin).toBe(true);
    expect(user?.tier).toBe('professional');
    // Several CLI processes, each starting tsx and a database: slow on a loaded 2-core machine.
  }, 120_000);
});
