import { describe, expect, it } from 'vitest';
import { batchedWriter, createBatcher } from './batcher';

describe('createBatcher', () => {
  it('puts what is queued while a batch runs into the next batch, in queue order', async () => {
    const batches: number[][] = [];
    const batcher = createBatcher<number, number>(async (items) => {
      batches.push(items);
      await new Promise((r) => setTimeout(r, 5));
      return items.map((i) => ({ ok: true, value: i * 10 }));
    });
    const first = [1, 2, 3].map((i) => batcher.run(i));
    await new Promise((r) => setImmediate(r));
    const second = [4, 5].map((i) => batcher.run(i));
    expect(await Promise.all([...first, ...second])).toEqual([10, 20, 30, 40, 50]);
    expect(batches).toEqual([
      [1, 2, 3],
      [4, 5],
    ]);
  });

  it('fails every item of a batch that throws, and carries on with the next', async () => {
    let calls = 0;
    const batcher = createBatcher<number, number>(async (items) => {
      calls += 1;
      if (calls === 1) throw new Error('database down');
      return items.map((i) => ({ ok: true, value: i }));
    });
    const failed = [batcher.run(1), batcher.run(2)];
    await expect(Promise.all(failed)).rejects.toThrow('database down');
    await Promise.allSettled(failed);
    await expect(batcher.run(3)).resolves.toBe(3);
  });
});

describe('batchedWriter', () => {
  it('retries a failed batch row by row, so one bad row fails alone and the rest are stored in order', async () => {
    const stored: string[] = [];
    const writer = batchedWriter<string>(async (rows) => {
      if (rows.includes('bad')) throw new Error(`refused ${rows.length} rows`);
      stored.push(...rows);
    });
    const results = await Promise.allSettled(['a', 'bad', 'b', 'c'].map((row) => writer.run(row)));
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled', 'fulfilled']);
    expect(stored).toEqual(['a', 'b', 'c']);
    await writer.drain();
  });
});
