import { createHash } from 'node:crypto';
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
  /** Runs the bundle's top level, as Node's CommonJS loader would, and returns its module. */
  run(): Module;
  /** Writes the cache from what has been compiled so far (call it after the code has run). */
  writeCache(): void;
};

export function cacheFileFor(bundleFile: string): string {
  return `${bundleFile}.code-cache`;
}

/**
 * The first line of a package module's build-time copy: the hash of the file it was made from
 * (`build.mjs` writes the same line).
 */
export const copiedFromLine = (original: string) =>
  `// made from sha256 ${createHash('sha256').update(original).digest('hex')}\n`;

/**
 * Runs a package's CommonJS entry through a code cache and puts it where `require` finds it, so
 * that a later `require` of the package returns it without compiling it again. What runs is the
 * build's copy (`copyFile`, its `import()` calls turned into `require`, which a script compiled from
 * a code cache needs on Node 20), under the package file's own name, so that it finds its files
 * and packages as the original would. Undefined when the copy was made from another version of the
 * file (node_modules changed since the build): the package then loads as usual.
 */
export function requireWithCodeCache(moduleFile: string, copyFile: string): CachedBundle | undefined {
  if (!existsSync(copyFile)) return undefined;
  const copy = readFileSync(copyFile, 'utf8');
  if (!copy.startsWith(copiedFromLine(readFileSync(moduleFile, 'utf8')))) return undefined;
  const compiled = compileCommonJsWithCodeCache(moduleFile, { source: copy, cacheFile: cacheFileFor(copyFile) });
  return {
    ...compiled,
    run() {
      const module = compiled.run();
      createRequire(moduleFile).cache[moduleFile] = module;
      return module;
    },
  };
}

/**
 * Compiles the bundle (V8 compares its flags with the cache's here, so nothing may change them
 * between the launcher's start and this call).
 */
export function compileCommonJsWithCodeCache(
  bundleFile: string,
  { cacheFile = cacheFileFor(bundleFile), source }: { cacheFile?: string; source?: string } = {},
): CachedBundle {
  // The build escapes every non-ASCII character (build.mjs), so latin1 reads the same text without
  // UTF-8 decoding.
  source ??= readFileSync(bundleFile, 'latin1');
  const cachedData = existsSync(cacheFile) ? readFileSync(cacheFile) : undefined;
  const script = new vm.Script(Module.wrap(source), { filename: bundleFile, cachedData });
  return {
    rejected: cachedData !== undefined && script.cachedDataRejected === true,
    run() {
      const module = new Module(bundleFile);
      module.filename = bundleFile;
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
      return module;
    },
    writeCache() {
      // Written beside and renamed, so a start never reads half a cache.
      const partial = `${cacheFile}.${process.pid}`;
      writeFileSync(partial, script.createCachedData());
      renameSync(partial, cacheFile);
    },
  };
}
