import type { FastifyInstance } from 'fastify';
import { runDueAutomations } from './runner';

export const DEFAULT_AUTOMATION_TICK_MS = 30_000;

type SchedulerState = {
  timer: ReturnType<typeof setTimeout> | undefined;
  running: Promise<void> | undefined;
  stopped: boolean;
};
const schedulers = new WeakMap<FastifyInstance, SchedulerState>();

/**
 * Runs due automations every `tickMs` (default 30 s) until `stopAutomationScheduler`. Ticks never
 * overlap (the next is set once the current one ends) and the timer is unref'd, so it keeps no
 * process alive. Several processes may run a scheduler on one database: claims are atomic (see
 * `runDueAutomations`). Starting twice is a no-op.
 */
export function startAutomationScheduler(app: FastifyInstance, options: { tickMs?: number } = {}): void {
  if (schedulers.has(app)) return;
  const tickMs = options.tickMs ?? DEFAULT_AUTOMATION_TICK_MS;
  const state: SchedulerState = { timer: undefined, running: undefined, stopped: false };
  schedulers.set(app, state);

  const schedule = () => {
    if (state.stopped) return;
    state.timer = setTimeout(tick, tickMs);
    state.timer.unref();
  };
  const tick = () => {
    state.running = runDueAutomations(app.ctx, app.ctx.clock(), app.log)
      .then((summary) => {
        if (summary.ran + summary.skipped + summary.failed > 0) app.log.info(summary, 'automation tick');
      })
      .catch((error: unknown) => app.log.error({ err: error }, 'automation tick failed'))
      .finally(() => {
        state.running = undefined;
        schedule();
      });
  };
  schedule();
}

/** Stops the ticks and waits for a tick under way, so the database is not closed beneath it. */
export async function stopAutomationScheduler(app: FastifyInstance): Promise<void> {
  const state = schedulers.get(app);
  if (!state) return;
  state.stopped = true;
  if (state.timer) clearTimeout(state.timer);
  await state.running;
  schedulers.delete(app);
}
