import v8 from 'node:v8';

/**
 * V8's young generation while the server starts (issue 36). Loading the bundle, its packages and
 * the database makes much that lives for the whole process: scavenges that see most of what they
 * copy survive grow the young generation, doubling it each time, from 1 to its 16 MiB semi-spaces
 * (32 MiB, both resident), and V8 never gives it back. On PostgreSQL that was a fifth of an idle
 * server's memory, reserved for the start-up's long-lived objects, which a larger young generation
 * only copies once more before they move to the old one anyway.
 *
 * So the growth factor is 1 (no growth) from the first module the bundle evaluates (the process
 * entry's first import, `hold-young-generation.ts`) until the server listens and the assistant is
 * prepared, then V8's own 2 again (`restoreYoungGenerationGrowth`, called from `app.ts`): under
 * requests, whose objects mostly die young, it grows as before when what survives asks for it.
 * The built server's launcher holds it before it compiles the bundle (`launcher/start-built-server.ts`).
 * Like the WebAssembly tiering budget in `db/client.ts`, a flag V8 reads when it is used (on each
 * growth), which is why it can be changed at run time; on a V8 that ignores it, nothing changes.
 */
const START_GROWTH_FACTOR = 1;
/** V8's default (`--semi-space-growth-factor`, Node 20 to 24). */
const DEFAULT_GROWTH_FACTOR = 2;

/** The young generation keeps its size: the server is starting (`hold-young-generation.ts`). */
export function holdYoungGenerationGrowth(): void {
  v8.setFlagsFromString(`--semi-space-growth-factor=${START_GROWTH_FACTOR}`);
}

/** The young generation may grow again: the server is started. */
export function restoreYoungGenerationGrowth(): void {
  v8.setFlagsFromString(`--semi-space-growth-factor=${DEFAULT_GROWTH_FACTOR}`);
}
