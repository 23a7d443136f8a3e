// First, before anything else is compiled or loaded: V8 compares its flags with the ones the code
// cache was written under, and the young generation is held while the server starts.
import '../lib/hold-young-generation';
import path from 'node:path';
import { prepareEmbeddedDatabaseArtifacts } from '../db/pglite-artifacts';
import { holdYoungGenerationGrowth } from '../lib/young-generation';
import { compileCommonJsWithCodeCache } from './code-cache';

/**
 * The built server's entry (`dist/server.js`): runs the bundle (`dist/server-bundle.cjs`) through
 * its code cache (decision 043). `--write-code-cache` is the build's last step: the server starts
 * as usual, and once it answers and has settled (what a start compiles is then compiled) the cache
 * is written and the process ends.
 */
const SETTLE_MS = 2000;
const WRITE_CACHE = process.argv.includes('--write-code-cache');

const bundle = compileCommonJsWithCodeCache(path.join(import.meta.dirname, 'server-bundle.cjs'));
if (bundle.rejected)
  // Start-up options that change V8's heap flags (--max-old-space-size, --max-semi-space-size in
  // NODE_OPTIONS) make V8 refuse a cache written without them.
  process.stderr.write(
    "The server bundle's code cache does not fit this Node.js or its V8 options (another Node version, or options such as --max-old-space-size the build ran without), so the server starts without it, a little slower. `npm run build` with the same NODE_OPTIONS writes one that fits.\n",
  );
// Without DATABASE_URL, the embedded database's WebAssembly compiles on other threads while the
// bundle runs. After the bundle is compiled: it changes a V8 flag, which the cache is checked against.
if (!process.env.DATABASE_URL) prepareEmbeddedDatabaseArtifacts();
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
  // The flags as they are when a start compiles the bundle (the server restored V8's default once
  // it had started): the cache is accepted only under the same flags.
  holdYoungGenerationGrowth();
  bundle.writeCache();
  process.exit(0);
}
