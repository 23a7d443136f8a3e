import v8 from 'node:v8';
import vm from 'node:vm';

/**
 * One full collection once the server has started (issue 36 item 7). Starting leaves tens of MiB
 * of garbage in the old generation (the knowledge base's and the models' building, the bundle's
 * evaluation): traced under the chat bench, V8's first mark-compact then came in the middle of the
 * first burst of questions (a 19 ms pause plus 65 ms of incremental marking steps, one of 52 ms),
 * so the first 200 guests' replies waited for the start-up's garbage. Collected here, when nothing
 * is waiting, it costs no request anything and the idle heap is smaller.
 *
 * `gc` is V8's, exposed for this one call by the `--expose-gc` flag and read from a fresh context
 * (the documented way to reach it after start); on a V8 that refuses, nothing happens.
 */
export function collectStartupGarbage(): void {
  try {
    v8.setFlagsFromString('--expose-gc');
    const gc = vm.runInNewContext('gc') as (() => void) | undefined;
    v8.setFlagsFromString('--no-expose-gc');
    gc?.();
  } catch {
    // No collector to call: V8 collects on its own schedule, as without this.
  }
}
