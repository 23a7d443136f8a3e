import v8 from 'node:v8';
import { describe, expect, it } from 'vitest';
import { collectStartupGarbage } from './startup-garbage';

describe('collectStartupGarbage', () => {
  it('collects what start-up left behind and leaves no gc function exposed', () => {
    // Garbage the size of a start-up's (tens of MiB of short strings), unreachable once made.
    let garbage: string[] | null = Array.from({ length: 400_000 }, (_, i) => `start-up object ${i}`.repeat(4));
    const withGarbage = v8.getHeapStatistics().used_heap_size;
    expect(garbage.length).toBe(400_000);
    garbage = null;
    collectStartupGarbage();
    const after = v8.getHeapStatistics().used_heap_size;
    expect(withGarbage - after).toBeGreaterThan(20 * 1024 * 1024);
    expect((globalThis as { gc?: unknown }).gc).toBeUndefined();
  });
});
