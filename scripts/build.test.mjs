import { mkdirSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { inputsFingerprint, staleReason, TARGETS, writeStamp } from './build.mjs';

/** A small tree shaped like the repository, with one part built from its own folder and the contract. */
const target = {
  name: 'web',
  workspace: 'apps/web',
  inputs: ['apps/web', 'packages/contract'],
  output: 'apps/web/dist',
  entry: 'index.html',
  envPrefixes: ['VITE_', 'NODE_ENV'],
};

let root;
const write = (rel, text = rel) => {
  const file = path.join(root, rel);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, text);
};
/** Another modification time, the way an editor's save or a checkout leaves the same size. */
const touch = (rel) => {
  const later = new Date(Date.now() + 60_000);
  utimesSync(path.join(root, rel), later, later);
};
const reason = (env = {}) => staleReason(root, target, inputsFingerprint(root, target, env));
const build = (env = {}) => {
  const inputs = inputsFingerprint(root, target, env);
  write('apps/web/dist/index.html', '<html>');
  write('apps/web/dist/assets/app.js', 'app');
  writeStamp(root, target, inputs);
};

beforeEach(() => {
  root = mkdtempSync(path.join(os.tmpdir(), 'build-stamp-'));
  for (const rel of ['package.json', 'package-lock.json', 'tsconfig.base.json', 'apps/web/package.json'])
    write(rel, '{}');
  write('apps/web/vite.config.ts');
  write('apps/web/src/main.tsx');
  write('apps/web/src/main.test.tsx');
  write('apps/web/node_modules/.vite/deps.json');
  write('packages/contract/src/user.ts');
  write('apps/server/src/server.ts');
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('whether npm start rebuilds a part', () => {
  it('builds what was never built, or built without a stamp', () => {
    expect(reason()).toBe('not built yet');
    write('apps/web/dist/index.html', '<html>');
    expect(reason()).toBe('no record of what it was built from');
  });

  it('skips a part whose inputs and output are as its last build left them', () => {
    build();
    expect(reason()).toBeNull();
  });

  it.each([
    ['a source file is saved', () => touch('apps/web/src/main.tsx')],
    ['a source file is added', () => write('apps/web/src/new-page.tsx')],
    ['a source file is removed', () => rmSync(path.join(root, 'apps/web/src/main.tsx'))],
    ['a source file changes size', () => write('apps/web/src/main.tsx', 'longer than before')],
    ['a bundled workspace package changes', () => touch('packages/contract/src/user.ts')],
    ['the lockfile changes', () => write('package-lock.json', '{"lockfileVersion":3}')],
    ['the root package.json changes', () => touch('package.json')],
    ['the shared tsconfig changes', () => touch('tsconfig.base.json')],
    ['the Vite configuration changes', () => touch('apps/web/vite.config.ts')],
    ['the part’s package.json changes', () => touch('apps/web/package.json')],
  ])('rebuilds when %s', (_, change) => {
    build();
    change();
    expect(reason()).toBe('its sources or settings changed');
  });

  it('ignores tests, installed packages and other parts', () => {
    build();
    touch('apps/web/src/main.test.tsx');
    write('apps/web/node_modules/.vite/deps.json', 'rewritten by the dev server');
    touch('apps/server/src/server.ts');
    expect(reason()).toBeNull();
  });

  it('rebuilds when a variable Vite bakes in changes, and not for other variables', () => {
    build({ VITE_API: 'a' });
    expect(reason({ VITE_API: 'a', PORT: '1' })).toBeNull();
    expect(reason({ VITE_API: 'b' })).toBe('its sources or settings changed');
    expect(reason({})).toBe('its sources or settings changed');
  });

  it('rebuilds when the output was removed or changed since its stamp', () => {
    build();
    write('apps/web/dist/assets/app.js', 'built by hand from other sources');
    expect(reason()).toBe('its output changed since');
    build();
    rmSync(path.join(root, 'apps/web/dist'), { recursive: true });
    expect(reason()).toBe('not built yet');
  });

  it('lists, for every real part, each workspace package it depends on among its inputs', () => {
    const repo = fileURLToPath(new URL('..', import.meta.url));
    const packageJson = (dir) => JSON.parse(readFileSync(path.join(repo, dir, 'package.json'), 'utf8'));
    const folderOf = new Map(packageJson('.').workspaces.map((dir) => [packageJson(dir).name, dir]));
    const needs = (dir, seen = new Set([dir])) => {
      const { dependencies = {}, devDependencies = {} } = packageJson(dir);
      for (const name of Object.keys({ ...dependencies, ...devDependencies })) {
        const folder = folderOf.get(name);
        if (folder && !seen.has(folder)) {
          seen.add(folder);
          needs(folder, seen);
        }
      }
      return seen;
    };
    for (const part of TARGETS) expect(part.inputs.toSorted()).toEqual([...needs(part.workspace)].sort());
  });
});
