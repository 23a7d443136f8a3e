import v8 from 'node:v8';

/**
 * V8 compiles a WebAssembly function with its optimising compiler once it has run a while (its
 * tiering budget). PostgreSQL's start runs much code once (catalogue caches, the first queries), so
 * with the default budget most of it was optimised right away, for nothing: 35 to 50 MiB of the
 * idle server's memory kept by the compilers, and a slower start, since the compiling competes for
 * the same two cores. The budget is raised from before PGlite's module compiles until PostgreSQL has
 * started, then restored: a function begins with the larger budget, so only what queries run often
 * (the planner, the executor) is optimised, a little later than before. Measured on a signed-in
 * workload: no slower, and 20 to 40 MiB less after it (decision 039).
 */
const STARTUP_TIERING_BUDGET = 100_000_000;
/** V8's own default (`--wasm-tiering-budget`, Node 20 to 24). */
const DEFAULT_TIERING_BUDGET = 1_800_000;

/** From before PGlite's module compiles (`pglite-artifacts.ts`) until PGlite has started. */
export function raiseWasmTieringBudget(): void {
  v8.setFlagsFromString(`--wasm-tiering-budget=${STARTUP_TIERING_BUDGET}`);
}

export function restoreWasmTieringBudget(): void {
  v8.setFlagsFromString(`--wasm-tiering-budget=${DEFAULT_TIERING_BUDGET}`);
}
