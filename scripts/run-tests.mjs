// `npm test`: unit and integration tests (Vitest), then the end-to-end suite (Playwright, which
// builds the app first), then one closing line with the totals that CI and people can read.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { nginxBinary } from '../e2e/support/cluster.mjs';

const out = '.tmp/test-results';
rmSync(out, { recursive: true, force: true });
mkdirSync(out, { recursive: true });

function run(command, args, env = {}) {
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  return result.status ?? 1;
}

/** Like run, but also keeps what the command printed (for errors that no JSON report carries). */
function runCapturing(command, args) {
  const result = spawnSync(command, args, {
    stdio: ['inherit', 'pipe', 'pipe'],
    env: { ...process.env, FORCE_COLOR: '0' },
    maxBuffer: 256 * 1024 * 1024,
  });
  process.stdout.write(result.stdout ?? '');
  process.stderr.write(result.stderr ?? '');
  return { status: result.status ?? 1, output: `${result.stdout ?? ''}\n${result.stderr ?? ''}` };
}

/**
 * Vitest's "Unhandled Errors" (errors outside any test) fail the run without failing a test, and
 * they print far above the totals; the end of the log repeats them so a truncated CI log shows them.
 */
function unhandledErrorsOf(output) {
  const start = output.indexOf('Unhandled Errors');
  if (start < 0) return '';
  const end = output.indexOf(' Test Files ', start);
  return output
    .slice(Math.max(0, start - 200), end < 0 ? undefined : end)
    .split('\n')
    .slice(0, 120)
    .join('\n');
}

function readJson(file) {
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null;
}

const vitest = runCapturing('npx', [
  'vitest',
  'run',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${out}/vitest.json`,
]);
const unitStatus = vitest.status;
const unit = readJson(`${out}/vitest.json`);

let e2eStatus = run('npm', ['run', 'build']);
if (e2eStatus === 0) {
  // One retry: two spec files share the server at a time (decision 041), and in five full runs one
  // test failed once (the Greenhouse auto-fill flow) and passed on its own and in every other run.
  // A retried pass is reported as flaky in Playwright's list, so it stays visible.
  e2eStatus = run('npx', ['playwright', 'test', '--retries=1', '--reporter=list,json'], {
    PLAYWRIGHT_JSON_OUTPUT_NAME: `${out}/playwright.json`,
  });
}
const e2e = readJson(`${out}/playwright.json`);

// The deployment topology (two processes, PostgreSQL, Redis, nginx) when this machine has them;
// CI installs and starts all three (.ci/run), a laptop without them runs everything else.
const clusterReady =
  process.env.TEST_DATABASE_URL &&
  process.env.TEST_REDIS_URL &&
  spawnSync(nginxBinary(), ['-v'], { stdio: 'ignore' }).status === 0;
let clusterStatus = 0;
if (!clusterReady) {
  console.log('\ntwo-process suite skipped: it needs TEST_DATABASE_URL, TEST_REDIS_URL and nginx');
} else if (e2eStatus === 0 || existsSync('apps/server/dist/server.js')) {
  clusterStatus = run('npx', ['playwright', 'test', '-c', 'playwright.cluster.config.ts', '--reporter=list,json'], {
    PLAYWRIGHT_JSON_OUTPUT_NAME: `${out}/playwright-cluster.json`,
  });
}
const cluster = readJson(`${out}/playwright-cluster.json`);

const browserSuites = [e2e, cluster].filter(Boolean);
const sum = (pick) => browserSuites.reduce((n, suite) => n + (pick(suite.stats) ?? 0), 0);
const passed = (unit?.numPassedTests ?? 0) + sum((s) => s.expected) + sum((s) => s.flaky);
const failed = (unit?.numFailedTests ?? 0) + sum((s) => s.unexpected);
const skipped = (unit?.numPendingTests ?? 0) + (unit?.numTodoTests ?? 0) + sum((s) => s.skipped);
// A suite that crashed before reporting counts as a failure even with no failed test in it.
const crashed =
  (unitStatus !== 0 && !unit?.numFailedTests) ||
  (e2eStatus !== 0 && !e2e?.stats?.unexpected) ||
  (clusterStatus !== 0 && !cluster?.stats?.unexpected);

/** The failed tests by name, at the very end, so a CI log cut to its last lines still names them. */
function failedTestsOf(report) {
  const names = [];
  for (const file of report?.testResults ?? []) {
    for (const test of file.assertionResults ?? []) {
      if (test.status === 'failed') names.push(`${file.name.replace(`${process.cwd()}/`, '')} > ${test.fullName}`);
    }
    if (file.status === 'failed' && !(file.assertionResults ?? []).some((t) => t.status === 'failed')) {
      names.push(
        `${file.name.replace(`${process.cwd()}/`, '')} (the file failed: ${String(file.message).slice(0, 300)})`,
      );
    }
  }
  return names;
}

const unhandled = unhandledErrorsOf(vitest.output);
if (unhandled) console.log(`\n${unhandled}\n`);
const failedUnit = failedTestsOf(unit);
if (failedUnit.length)
  console.log(
    `\nfailed unit tests:\n${failedUnit
      .slice(0, 40)
      .map((n) => `  ${n}`)
      .join('\n')}`,
  );
console.log('');
console.log(`unit: ${unit ? `${unit.numPassedTests} passed, ${unit.numFailedTests} failed` : 'no report'}`);
console.log(
  `e2e: ${e2e ? `${e2e.stats.expected + e2e.stats.flaky} passed, ${e2e.stats.unexpected} failed` : 'no report'}`,
);
if (cluster) {
  console.log(
    `two processes: ${cluster.stats.expected + cluster.stats.flaky} passed, ${cluster.stats.unexpected} failed`,
  );
}
console.log(`Tests: ${passed} passed, ${failed + (crashed ? 1 : 0)} failed, ${skipped} skipped`);
process.exit(unitStatus === 0 && e2eStatus === 0 && clusterStatus === 0 ? 0 : 1);
