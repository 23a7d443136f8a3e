/**
 * Questions that arrive together start their replies one at a time, each until its first delta is
 * out (issue 36 item 7). Their quota batch resolves two hundred questions in one go, and each
 * reply's first piece passes through several async generators before it reaches the socket: run
 * side by side, the microtask queue took every reply one step in turn, so all two hundred composed
 * before the first of them was sent, and every first delta waited for the whole burst (traced: a
 * round's first deltas within 2 ms of each other, 85 ms after the quota). In line, the first asker
 * gets the first delta and the burst is shared out in order.
 *
 * A caller that waits on I/O before its first delta (a model's first token, a tool's query) does
 * not hold the line: once a turn of the event loop has passed, the next caller goes.
 */
export type OneAtATime = {
  /** Resolves when it is this caller's turn, with the function that ends it (idempotent). */
  enter(): Promise<() => void>;
};

export function createOneAtATime(): OneAtATime {
  const waiting: Array<() => void> = [];
  let current = 0;
  let busy = false;

  function next(): void {
    const wake = waiting.shift();
    if (!wake) {
      busy = false;
      return;
    }
    busy = true;
    const turn = ++current;
    wake();
    // Microtasks all run before an immediate: by then the caller has either ended its turn or is
    // waiting on I/O, and the next one may go.
    setImmediate(() => {
      if (current === turn) next();
    });
  }

  return {
    enter() {
      return new Promise<() => void>((resolve) => {
        waiting.push(() => {
          const turn = current;
          let ended = false;
          resolve(() => {
            if (ended) return;
            ended = true;
            if (current === turn) next();
          });
        });
        if (!busy) next();
      });
    },
  };
}
