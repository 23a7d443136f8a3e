/** The model did not answer in time; `phase` says which wait ran out. */
export class ModelTimeoutError extends Error {
  override readonly name = 'ModelTimeoutError';
  constructor(
    readonly phase: 'first-token' | 'idle' | 'total',
    readonly ms: number,
  ) {
    super(`language model ${phase} time-out after ${ms} ms`);
  }
}

/**
 * The waits of one model call, shared by the chat engine and the drafter: `timeoutMs` for the
 * first token and between tokens (`heard()` restarts it), `totalMs` for the whole answer, and the
 * caller's own abort. `signal` goes to the AI SDK; `timedOut` says whether our wait ended it.
 */
export function modelDeadline(timeoutMs: number, totalMs: number, caller?: AbortSignal) {
  const controller = new AbortController();
  const onCallerAbort = () => controller.abort(caller?.reason);
  caller?.addEventListener('abort', onCallerAbort, { once: true });
  let timedOut: ModelTimeoutError | undefined;
  const expire = (phase: ModelTimeoutError['phase'], ms: number) => {
    timedOut = new ModelTimeoutError(phase, ms);
    controller.abort(timedOut);
  };
  let idle = setTimeout(() => expire('first-token', timeoutMs), timeoutMs);
  const total = setTimeout(() => expire('total', totalMs), totalMs);
  return {
    signal: controller.signal,
    get timedOut(): ModelTimeoutError | undefined {
      return timedOut;
    },
    /** A token arrived: the idle wait starts again. */
    heard() {
      clearTimeout(idle);
      idle = setTimeout(() => expire('idle', timeoutMs), timeoutMs);
    },
    /** Cancels the HTTP request (a consumer that stopped reading). */
    abort() {
      controller.abort();
    },
    dispose() {
      clearTimeout(idle);
      clearTimeout(total);
      caller?.removeEventListener('abort', onCallerAbort);
    },
  };
}
