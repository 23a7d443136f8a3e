import { describe, expect, it } from 'vitest';
import { createSlices } from './slices';

describe('slices', () => {
  it('wakes callers in the order they asked, each once', async () => {
    const slices = createSlices(50);
    const order: number[] = [];
    await Promise.all([1, 2, 3, 4].map((n) => slices.turn().then(() => order.push(n))));
    expect(order).toEqual([1, 2, 3, 4]);
  });

  it('lets I/O in between slices: a timer due meanwhile fires before the rest of the queue', async () => {
    // A clock that advances one unit per reading: with a slice of 3, each slice wakes about two callers.
    let tick = 0;
    const slices = createSlices(3, () => tick++);
    const events: string[] = [];
    const timer = new Promise<void>((resolve) =>
      setTimeout(() => {
        events.push('timer');
        resolve();
      }, 0),
    );
    const work = Array.from({ length: 40 }, (_, n) =>
      slices.turn().then(() => {
        // Busy for a moment, as composing a piece is.
        const until = Date.now() + 1;
        while (Date.now() < until);
        events.push(`w${n}`);
      }),
    );
    await Promise.all([timer, ...work]);
    const at = events.indexOf('timer');
    expect(at).toBeGreaterThan(-1);
    expect(at).toBeLessThan(events.length - 1);
    expect(events.filter((e) => e !== 'timer')).toEqual(Array.from({ length: 40 }, (_, n) => `w${n}`));
  });

  it('runs a later caller after the queue had emptied', async () => {
    const slices = createSlices(5);
    await slices.turn();
    let woke = false;
    await slices.turn().then(() => {
      woke = true;
    });
    expect(woke).toBe(true);
  });
});
