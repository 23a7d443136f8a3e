import { appendFileSync, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { cacheFileFor, compileCommonJsWithCodeCache, copiedFromLine, requireWithCodeCache } from './code-cache';

const work = mkdtempSync(path.join(tmpdir(), 'code-cache-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

describe('running a CommonJS bundle through its code cache (decision 043)', () => {
  const bundle = path.join(work, 'bundle.cjs');
  const results = globalThis as { codeCacheTest?: unknown[] };

  it('runs the bundle as Node would, writes the cache, and a second run accepts it', () => {
    results.codeCacheTest = [];
    writeFileSync(
      bundle,
      [
        "const path = require('node:path');",
        'function twice(n) { return n * 2; }',
        'module.exports = { twice };',
        'globalThis.codeCacheTest.push([path.basename(__filename), path.basename(__dirname), twice(21), typeof module.exports.twice]);',
      ].join('\n'),
    );
    const first = compileCommonJsWithCodeCache(bundle);
    expect(first.rejected).toBe(false);
    expect(results.codeCacheTest).toEqual([]); // compiled, not run
    first.run();
    expect(existsSync(cacheFileFor(bundle))).toBe(false);
    first.writeCache();
    expect(existsSync(cacheFileFor(bundle))).toBe(true);

    const second = compileCommonJsWithCodeCache(bundle);
    expect(second.rejected).toBe(false);
    second.run();
    expect(results.codeCacheTest).toEqual([
      ['bundle.cjs', path.basename(work), 42, 'function'],
      ['bundle.cjs', path.basename(work), 42, 'function'],
    ]);
  });

  it('still runs an edited bundle when V8 refuses the old cache, and says so', () => {
    results.codeCacheTest = [];
    appendFileSync(bundle, '\nglobalThis.codeCacheTest.push("edited");');
    const edited = compileCommonJsWithCodeCache(bundle);
    expect(edited.rejected).toBe(true);
    edited.run();
    expect(results.codeCacheTest).toEqual([['bundle.cjs', path.basename(work), 42, 'function'], 'edited']);
  });
});

describe("a package's entry run from the build's copy through a code cache", () => {
  const pkg = path.join(work, 'node_modules', 'some-package');
  const entry = path.join(pkg, 'index.cjs');
  const copy = path.join(work, 'some-package.cjs');
  const original = "module.exports = { where: __filename, sep: require('node:path').sep, from: 'original' };";
  mkdirSync(pkg, { recursive: true });
  writeFileSync(entry, original);

  it('registers the copy, run under the package file name, where require finds it', () => {
    writeFileSync(copy, `${copiedFromLine(original)}${original.replace("'original'", "'copy'")}`);
    const cached = requireWithCodeCache(entry, copy);
    expect(cached).toBeDefined();
    const module = cached?.run();
    expect(module?.exports).toEqual({ where: entry, sep: path.sep, from: 'copy' });
    expect(createRequire(path.join(work, 'x.js'))('some-package/index.cjs')).toBe(module?.exports);
    cached?.writeCache();
    expect(existsSync(cacheFileFor(copy))).toBe(true);
    expect(requireWithCodeCache(entry, copy)?.rejected).toBe(false);
    delete createRequire(entry).cache[entry];
  });

  it('is not used when the package file changed after the copy was made, or there is no copy', () => {
    writeFileSync(entry, `${original}\n// a newer version`);
    expect(requireWithCodeCache(entry, copy)).toBeUndefined();
    expect(requireWithCodeCache(entry, path.join(work, 'missing.cjs'))).toBeUndefined();
  });
});
