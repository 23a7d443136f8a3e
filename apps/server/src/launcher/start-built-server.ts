// First, before anything else is compiled or loaded: V8 compares its flags with the ones the code
// cache was written under, and the young generation is held while the server starts.
import '../lib/hold-young-generation';
import path from 'node:path';
import { pgliteEntryFile, prepareEmbeddedDatabaseArtifacts } from '../db/pglite-artifacts';
import { raiseWasmTieringBudget, restoreWasmTieringBudget } from '../db/wasm-tiering-budget';
import { holdYoungGenerationGrowth } from '../lib/young-generation';
import { type CachedBundle, compileCommonJsWithCodeCache, requireWithCodeCache } from './code-cache';

/**
 * The built server's entry (`dist/server.js`): runs the bundle (`dist/server-bundle.cjs`) through
 * its code cache (decision 043). `--write-code-cache` is the build's last step: the server starts
 * as usual, and once it answers and has settled (what a start compiles is then compiled) the cache
 * is written and the process ends.
 */
const SETTLE_MS = 2000;
const WRITE_CACHE = process.argv.includes('--write-code-cache');
const EMBEDDED = !process.env.DATABASE_URL;

// V8 checks a code cache against its flags when the code compiles. Every start compiles the bundle
// with the young generation held and the WebAssembly tiering budget raised (as PGlite's start wants
// it), and the caches are written under the same two, with or without DATABASE_URL.
raiseWasmTieringBudget();
// Without DATABASE_URL, the embedded database's WebAssembly compiles on other threads from now on,
// while the bundle compiles and runs (it took longer than the bundle: the main thread waited for it).
if (EMBEDDED) prepareEmbeddedDatabaseArtifacts();
const bundle = compileCommonJsWithCodeCache(path.join(import.meta.dirname, 'server-bundle.cjs'));
// PGlite's own half-megabyte module, which every embedded start loads (15 ms to compile), through a
// cache of its own.
const pglite: CachedBundle | undefined = EMBEDDED
  ? requireWithCodeCache(pgliteEntryFile(), path.join(import.meta.dirname, 'pglite.cjs'))
  : undefined;
// With PostgreSQL nothing of PGlite starts: V8's default budget again. `openDatabase` restores it
// once PGlite has started.
if (!EMBEDDED) restoreWasmTieringBudget();
if (bundle.rejected || pglite?.rejected)
  // Start-up options that change V8's heap flags (--max-old-space-size, --max-semi-space-size in
  // NODE_OPTIONS) make V8 refuse a cache written without them.
  process.stderr.write(
    "The server bundle's code cache does not fit this Node.js or its V8 options (another Node version, or options such as --max-old-space-size the build ran without), so the server starts without it, a little slower. `npm run build` with the same NODE_OPTIONS writes one that fits.\n",
  );
pglite?.run();
bundle.run();
if (WRITE_CACHE) void writeCacheOnceStarted();

async function writeCacheOnceStarted(): Promise<void> {
  const url = `http://127.0.0.1:${process.env.PORT}/api/health`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (Date.now() > deadline) {
      process.stderr.write(`--write-code-cache: no answer from ${url} within a minute\n`);
      process.exit(1);
    }
    const ok = await fetch(url).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) break;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
  // The flags as they are when a start compiles the bundle (the server restored V8's defaults once
  // it had started): the caches are accepted only under the same flags.
  holdYoungGenerationGrowth();
  raiseWasmTieringBudget();
  bundle.writeCache();
  pglite?.writeCache();
  process.exit(0);
}
