/** The outcome of one item of a batch: its value, or the reason it failed alone. */
export type Settled<O> = { ok: true; value: O } | { ok: false; error: unknown };

export type Batcher<I, O> = {
  /** Queues `item` for the next batch; settles with that item's own outcome. */
  run(item: I): Promise<O>;
  /** Resolves once everything queued so far has settled (shutdown, tests). */
  drain(): Promise<void>;
};

/**
 * Many small database calls as few statements: items queued while a batch is in flight go
 * together in the next one, so under load two hundred chat questions cost a handful of statements
 * instead of hundreds, and an idle server still answers one item after one turn of the event loop.
 * Batches run one at a time, in the order their items were queued. When `runBatch` throws, every
 * item of that batch fails with its error.
 */
export function createBatcher<I, O>(runBatch: (items: I[]) => Promise<Settled<O>[]>, maxBatch = 500): Batcher<I, O> {
  type Queued = { item: I; resolve: (value: O) => void; reject: (error: unknown) => void };
  let queue: Queued[] = [];
  let running: Promise<void> | null = null;

  async function loop(): Promise<void> {
    // Let the rest of this turn of the event loop queue its items too before the first batch.
    await new Promise<void>((resolve) => setImmediate(resolve));
    while (queue.length > 0) {
      const batch = queue.slice(0, maxBatch);
      queue = queue.slice(batch.length);
      try {
        const outcomes = await runBatch(batch.map((q) => q.item));
        batch.forEach((q, i) => {
          const outcome = outcomes[i];
          if (outcome?.ok) q.resolve(outcome.value);
          else q.reject(outcome ? outcome.error : new Error('batch returned no outcome for an item'));
        });
      } catch (error) {
        for (const q of batch) q.reject(error);
      }
    }
    running = null;
  }

  return {
    run(item) {
      return new Promise<O>((resolve, reject) => {
        queue.push({ item, resolve, reject });
        running ??= loop();
      });
    },
    async drain() {
      while (running) await running;
    },
  };
}

/**
 * Rows written behind the work that produced them, batched: `writeMany` stores a batch in one
 * statement, and rows queued in turn are stored in that order (a question before its reply). When
 * a batch fails, its rows are retried one by one, so one bad row (a message of an account deleted
 * mid-reply) fails alone and the others are still stored.
 */
export function batchedWriter<T>(writeMany: (items: T[]) => Promise<void>): Batcher<T, void> {
  return createBatcher<T, void>(async (items) => {
    try {
      await writeMany(items);
      return items.map(() => ({ ok: true, value: undefined }));
    } catch (error) {
      if (items.length === 1) return [{ ok: false, error }];
      const outcomes: Settled<void>[] = [];
      for (const item of items) {
        try {
          await writeMany([item]);
          outcomes.push({ ok: true, value: undefined });
        } catch (itemError) {
          outcomes.push({ ok: false, error: itemError });
        }
      }
      return outcomes;
    }
  });
}
