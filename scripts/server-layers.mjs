#!/usr/bin/env node
/**
 * The floors of apps/server/src, bottom first (decision 027): a folder may import its own floor's
 * files and every floor below, never one above or a neighbour on its own floor. Biome enforces it
 * with one `noRestrictedImports` override per folder, written into biome.json from this list:
 *
 *   node scripts/server-layers.mjs --write   after adding a domain or moving one to another floor
 *   node scripts/server-layers.mjs --check   (part of `npm run lint`) biome.json and the tree agree
 *
 * --check also fails when a folder or top-level file of apps/server/src is on no floor, so a new
 * domain cannot escape the rule by being forgotten here.
 */
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const FLOORS = [
  // The platform floor: imports no domain.
  ['errors', 'logger', 'db'],
  ['lib'],
  ['config', 'plugins'],
  ['language-model'],
  ['context'],
  // The domains.
  ['insights', 'docs', 'health', 'speech'],
  ['activity', 'usage', 'users'],
  ['automations', 'billing', 'leads', 'resumes'],
  ['connectors'],
  ['privacy'],
  ['device', 'jobs'],
  ['assistant', 'company', 'oauth'],
  ['chat'],
  // The job seeker tab's chat is the floating assistant's conversation (one thread): it reads chat's store.
  ['jobseeker'],
  ['applications', 'free', 'work-ai'],
  ['extension', 'intelligence'],
  ['auth'],
  // What puts the app together; nothing below imports it.
  ['background', 'cli', 'test', 'app', 'server', 'launcher', 'types.d'],
];

/** Test code may reach anywhere (the test app, the worker's queue drain), so the rule skips it. */
const NOT_CHECKED = ['!**/*.test.ts', '!**/*.fixtures.ts', '!**/testing/**'];
const MARK = 'docs/decisions/027-one-folder-per-domain.md';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const src = path.join(repo, 'apps/server/src');
const biomePath = path.join(repo, 'biome.json');

const isFile = new Set(
  readdirSync(src, { withFileTypes: true })
    .filter((e) => e.isFile() && e.name.endsWith('.ts') && !e.name.endsWith('.test.ts'))
    .map((e) => e.name.replace(/\.ts$/, '')),
);

function overrides() {
  const out = [];
  FLOORS.slice(0, -1).forEach((floor, i) => {
    const fromHereUp = FLOORS.slice(i).flat();
    for (const name of floor) {
      const group = fromHereUp
        .filter((other) => other !== name)
        .flatMap((other) => (isFile.has(other) ? [`**/${other}`] : [`**/${other}`, `**/${other}/**`]));
      out.push({
        includes: [isFile.has(name) ? `apps/server/src/${name}.ts` : `apps/server/src/${name}/**`, ...NOT_CHECKED],
        linter: {
          rules: {
            style: {
              noRestrictedImports: {
                level: 'error',
                options: {
                  patterns: [
                    {
                      group,
                      message: `${name} must not import a folder on its own floor or above (${MARK}: nothing imports up).`,
                    },
                  ],
                },
              },
            },
          },
        },
      });
    }
  });
  return out;
}

const isLayerRule = (o) => JSON.stringify(o).includes(MARK);
const biome = JSON.parse(readFileSync(biomePath, 'utf8'));
const wanted = [...biome.overrides.filter((o) => !isLayerRule(o)), ...overrides()];

if (process.argv.includes('--write')) {
  biome.overrides = wanted;
  writeFileSync(biomePath, `${JSON.stringify(biome, null, 2)}\n`);
  // Biome's own JSON layout, so `biome check` does not then ask for a format.
  execFileSync('npx', ['biome', 'format', '--write', biomePath], { cwd: repo, stdio: 'ignore' });
} else {
  const problems = [];
  const placed = new Set(FLOORS.flat());
  for (const e of readdirSync(src, { withFileTypes: true })) {
    if (!e.isDirectory() && !(e.name.endsWith('.ts') && !e.name.endsWith('.test.ts'))) continue;
    const name = e.isDirectory() ? e.name : e.name.replace(/\.ts$/, '');
    if (!placed.has(name)) problems.push(`apps/server/src/${e.name} is on no floor: add it to FLOORS`);
  }
  if (JSON.stringify(biome.overrides) !== JSON.stringify(wanted))
    problems.push('biome.json is not in step with FLOORS: run node scripts/server-layers.mjs --write');
  if (problems.length) {
    for (const p of problems) process.stderr.write(`${p}\n`);
    process.exit(1);
  }
}
