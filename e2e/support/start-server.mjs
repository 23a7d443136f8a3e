// Starts the built server for the end-to-end run on a fresh data folder, removed on exit.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { appEnv, startFakes } from './app-env.mjs';

const dataDir = mkdtempSync(path.join(tmpdir(), 'careerloom-e2e-'));
const appPort = Number(process.env.E2E_PORT ?? '5100');

// Fake third-party servers on loopback (see fakes/README.md): each adds its base URL to the env.
const fakes = await startFakes(appPort);
// E2E_FROM_SOURCE=1 runs the server's TypeScript directly (no server build; WEB_DIST_DIR may point
// at a web build elsewhere), so several people can run the suite side by side on one machine.
const entry = process.env.E2E_FROM_SOURCE
  ? ['--import', 'tsx', 'apps/server/src/server.ts']
  : ['apps/server/dist/server.js'];
const child = spawn(process.execPath, entry, {
  stdio: 'inherit',
  // E2E_DATABASE_URL runs the same suite against a PostgreSQL server instead of PGlite.
  env: appEnv({ fakes, port: appPort, dataDir, databaseUrl: process.env.E2E_DATABASE_URL ?? '' }),
});
const stop = () => {
  child.kill('SIGTERM');
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
child.on('exit', async (code) => {
  await fakes.close();
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(code ?? 0);
});
