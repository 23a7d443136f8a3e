import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import Module, { createRequire } from 'node:module';
import path from 'node:path';
import vm from 'node:vm';

/**
 * A CommonJS bundle run the way Node's own loader runs a file, but compiled through a V8 code
 * cache written beside it (decision 043). Node 20 has no compile cache of its own
 * (`module.enableCompileCache` arrived in Node 22), and compiling the server's bundle with its npm
 * packages was about a fifth of a start's CPU.
 *
 * V8 checks the cache against the source, its own version and the V8 flags in force; on any
 * mismatch (another Node, an edited bundle) it is ignored and the bundle compiles as usual, only
 * slower: `rejected` says so.
 *
 * The bundle must not call `import()`: Node 20 loses a script's dynamic-import callback when the
 * script comes from a code cache (ERR_VM_DYNAMIC_IMPORT_CALLBACK_MISSING), so the build turns every
 * `import()` of a package into `require` (Node 20.19 and later require ES modules too).
 */
export type CachedBundle = {
  /** The cache existed and V8 refused it. */
  rejected: boolean;
  /** Runs the bundle's top level, as Node's CommonJS loader would. */
  run(): void;
  /** Writes the cache from what has been compiled so far (call it after the code has run). */
  writeCache(): void;
};

export function cacheFileFor(bundleFile: string): string {
  return `${bundleFile}.code-cache`;
}

/**
 * Compiles the bundle (V8 compares its flags with the cache's here, so nothing may change them
 * between the launcher's start and this call).
 */
export function compileCommonJsWithCodeCache(bundleFile: string): CachedBundle {
  const cacheFile = cacheFileFor(bundleFile);
  // The build escapes every non-ASCII character (build.mjs), so latin1 reads the same text without
  // UTF-8 decoding.
  const source = readFileSync(bundleFile, 'latin1');
  const cachedData = existsSync(cacheFile) ? readFileSync(cacheFile) : undefined;
  const script = new vm.Script(Module.wrap(source), { filename: bundleFile, cachedData });
  return {
    rejected: cachedData !== undefined && script.cachedDataRejected === true,
    run() {
      const module = { exports: {} as unknown, filename: bundleFile, id: '.', loaded: false };
      const wrapper = script.runInThisContext() as (...args: unknown[]) => void;
      wrapper.call(
        module.exports,
        module.exports,
        createRequire(bundleFile),
        module,
        bundleFile,
        path.dirname(bundleFile),
      );
      module.loaded = true;
    },
    writeCache() {
      // Written beside and renamed, so a start never reads half a cache.
      const partial = `${cacheFile}.${process.pid}`;
      writeFileSync(partial, script.createCachedData());
      renameSync(partial, cacheFile);
    },
  };
}
