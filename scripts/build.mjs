#!/usr/bin/env node
/**
 * Builds the web app, the server and the extension.
 *
 *   node scripts/build.mjs           every part (`npm run build`)
 *   node scripts/build.mjs --stale   only the parts that are missing or stale (`npm start`)
 *
 * After each build a stamp in node_modules/.cache/careerloom-build/ records a fingerprint of the
 * part's inputs and of its output. A part is stale when its output is missing, when no stamp says
 * how it was built, when an input changed (sources, package.json files, the lockfile, tsconfig,
 * build and Vite configuration, VITE_* variables), or when its output changed since (built by hand
 * with `npm run build -w ...`). The fingerprint is the list of files with their sizes and
 * modification times, not their contents: a restart reads no file, and anything that touches a
 * file (an edit, a checkout) rebuilds. `npm ci` empties node_modules, so a new install rebuilds all.
 */
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

/** Files every part depends on: dependency versions and the shared compiler settings. */
export const SHARED_INPUTS = ['package.json', 'package-lock.json', 'tsconfig.base.json'];

/**
 * The parts in build order. `inputs` are what its bundler reads (the workspace packages it bundles
 * included, checked against esbuild's metafile); `entry` is a file every good build has.
 */
export const TARGETS = [
  {
    name: 'web',
    workspace: 'apps/web',
    inputs: ['apps/web', 'packages/contract'],
    output: 'apps/web/dist',
    entry: 'index.html',
    // Vite bakes VITE_* variables into the bundle.
    envPrefixes: ['VITE_', 'NODE_ENV'],
  },
  {
    name: 'server',
    workspace: 'apps/server',
    inputs: ['apps/server', 'packages/contract', 'packages/career-engine'],
    output: 'apps/server/dist',
    entry: 'server.js',
    envPrefixes: ['NODE_ENV'],
  },
  {
    name: 'extension',
    workspace: 'apps/extension',
    inputs: ['apps/extension', 'packages/contract'],
    output: 'apps/extension/dist',
    entry: 'manifest.json',
    envPrefixes: ['NODE_ENV'],
  },
];

/** Never read by a build: installed packages, outputs, and tests. */
const SKIPPED_DIRS = new Set(['node_modules', 'dist', '.git']);
const TEST_FILE = /\.(test|spec)\.[cm]?[jt]sx?$/;

function listFiles(root, rel, out) {
  const full = path.join(root, rel);
  let stat;
  try {
    stat = statSync(full);
  } catch {
    out.push(`${rel}\0missing`);
    return;
  }
  if (!stat.isDirectory()) {
    out.push(`${rel}\0${stat.size}\0${stat.mtimeMs}`);
    return;
  }
  for (const entry of readdirSync(full, { withFileTypes: true })) {
    if (entry.isDirectory() ? SKIPPED_DIRS.has(entry.name) : TEST_FILE.test(entry.name)) continue;
    listFiles(root, `${rel}/${entry.name}`, out);
  }
}

/** A hash of every file under `paths` (relative to `root`) with its size and modification time. */
export function fingerprint(root, paths, extra = []) {
  const lines = [...extra];
  for (const rel of paths) listFiles(root, rel, lines);
  return createHash('sha256').update(lines.sort().join('\n')).digest('hex');
}

function envLines(target, env) {
  return Object.keys(env)
    .filter((key) => target.envPrefixes.some((prefix) => key.startsWith(prefix)))
    .map((key) => `env\0${key}=${env[key]}`);
}

/** What a part's build depends on, as one hash. */
export function inputsFingerprint(root, target, env = process.env) {
  return fingerprint(root, [...SHARED_INPUTS, ...target.inputs], envLines(target, env));
}

export function stampFile(root, target) {
  return path.join(root, 'node_modules', '.cache', 'careerloom-build', `${target.name}.json`);
}

function readStamp(root, target) {
  try {
    return JSON.parse(readFileSync(stampFile(root, target), 'utf8'));
  } catch {
    return undefined;
  }
}

/**
 * Why a part must be built, or null when its output is current. `inputs` is the fingerprint taken
 * now, before any build.
 */
export function staleReason(root, target, inputs) {
  if (!existsSync(path.join(root, target.output, target.entry))) return 'not built yet';
  const stamp = readStamp(root, target);
  if (!stamp) return 'no record of what it was built from';
  if (stamp.inputs !== inputs) return 'its sources or settings changed';
  if (stamp.output !== fingerprint(root, [target.output])) return 'its output changed since';
  return null;
}

/** Records what a part was just built from; `inputs` is the fingerprint taken before the build. */
export function writeStamp(root, target, inputs) {
  const file = stampFile(root, target);
  mkdirSync(path.dirname(file), { recursive: true });
  const output = fingerprint(root, [target.output]);
  writeFileSync(file, `${JSON.stringify({ inputs, output, builtAt: new Date().toISOString() })}\n`);
}

function main() {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  const staleOnly = process.argv.includes('--stale');
  for (const target of TARGETS) {
    // Taken before building: a file edited during the build leaves the stamp behind, so the next
    // start builds again.
    const inputs = inputsFingerprint(root, target);
    const reason = staleOnly ? staleReason(root, target, inputs) : 'asked for';
    if (!reason) {
      console.log(`${target.name}: up to date, not rebuilt`);
      continue;
    }
    console.log(`${target.name}: building (${reason})`);
    const result = spawnSync('npm', ['run', 'build', '-w', target.workspace], {
      cwd: root,
      stdio: 'inherit',
      shell: process.platform === 'win32',
    });
    if (result.status !== 0) process.exit(result.status ?? 1);
    writeStamp(root, target, inputs);
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) main();
