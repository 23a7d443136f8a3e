import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { raiseWasmTieringBudget } from './wasm-tiering-budget';

/**
 * PGlite's WebAssembly module, read and compiling before the server's code loads (decision 043).
 * V8 compiles WebAssembly on background threads while the main thread goes on with other work, so
 * the built server's launcher starts the compile first and the bundle loads meanwhile; PGlite,
 * when it starts, is handed the compiled module instead of reading and compiling it then with the
 * main thread waiting.
 *
 * The launcher and the bundle are separately built module graphs, so the module is handed over on
 * a process-wide symbol.
 */
export type PgliteArtifacts = { pgliteWasmModule: WebAssembly.Module };

const HANDOVER = Symbol.for('careerloom.pglite-artifacts');
type Handover = { [HANDOVER]?: Promise<PgliteArtifacts | undefined> };

/** PGlite's CommonJS entry, as `require('@electric-sql/pglite')` finds it. */
export function pgliteEntryFile(): string {
  return createRequire(import.meta.url).resolve('@electric-sql/pglite');
}

/** Starts reading and compiling; a failure only means PGlite loads them itself, as it would anyway. */
export function prepareEmbeddedDatabaseArtifacts(): void {
  const holder = globalThis as Handover;
  if (holder[HANDOVER]) return;
  let prepared: Promise<PgliteArtifacts | undefined>;
  try {
    const dist = path.dirname(pgliteEntryFile());
    // Read synchronously: the compile must begin now, not when the main thread next reaches the
    // event loop, which is after the whole bundle has loaded.
    const wasm = readFileSync(path.join(dist, 'pglite.wasm'));
    // Raised before the compile, as around PGlite's own start (without it the idle server was about
    // 10 MiB larger); `openDatabase` restores it once PGlite has started.
    raiseWasmTieringBudget();
    prepared = WebAssembly.compile(wasm).then(
      (pgliteWasmModule) => ({ pgliteWasmModule }),
      () => undefined,
    );
  } catch {
    prepared = Promise.resolve(undefined);
  }
  holder[HANDOVER] = prepared;
}

/**
 * The prepared module, once (a second PGlite in the process loads its own), or undefined. PGlite
 * still reads its file system image itself: handed over, the image stayed referenced by PGlite's
 * options for the life of the process (6 MiB).
 */
export async function takePreparedEmbeddedDatabaseArtifacts(): Promise<PgliteArtifacts | undefined> {
  const holder = globalThis as Handover;
  const prepared = holder[HANDOVER];
  holder[HANDOVER] = undefined;
  return prepared;
}
