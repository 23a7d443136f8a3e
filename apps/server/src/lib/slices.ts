/**
 * Work that can wait, run in short slices of the event loop. A chat reply's first delta is urgent;
 * the rest of it is not: two hundred replies streamed on back to back held the event loop for a
 * couple of hundred milliseconds, and questions whose quota transaction was still in flight (its
 * statements need the event loop to go on) waited for all of them. Replies that take turns here
 * run at most `sliceMs` of work per turn of the event loop, so database round trips and first
 * deltas get in between.
 */
export type Slices = {
  /** Resolves when it is this caller's turn: after pending I/O, within a slice of `sliceMs`. */
  turn(): Promise<void>;
};

export function createSlices(sliceMs: number, now: () => number = () => performance.now()): Slices {
  const waiting: Array<() => void> = [];
  let running = false;

  async function run(): Promise<void> {
    running = true;
    try {
      while (waiting.length > 0) {
        // Let the poll phase (database replies, new frames) run before each slice.
        await new Promise<void>((resolve) => setImmediate(resolve));
        const started = now();
        while (waiting.length > 0 && now() - started < sliceMs) {
          waiting.shift()?.();
          // The woken caller runs its synchronous part (composing a piece) before the next wakes,
          // so the clock measures its work.
          await null;
        }
      }
    } finally {
      running = false;
    }
  }

  return {
    turn() {
      return new Promise<void>((resolve) => {
        waiting.push(resolve);
        if (!running) void run();
      });
    },
  };
}
