import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterFirstPaint, firstCommitDone, holdUntilFirstPaint } from './first-paint';

/** Whether the gate has opened, after letting pending promise callbacks run. */
async function isOpen(): Promise<boolean> {
  let open = false;
  void afterFirstPaint().then(() => {
    open = true;
  });
  await vi.advanceTimersByTimeAsync(0);
  return open;
}

afterEach(() => {
  vi.useRealTimers();
});

describe('the first-paint gate (decision 029)', () => {
  it('stands open when nothing holds it, as for a page drawn alone in a test', async () => {
    vi.useFakeTimers();
    expect(await isOpen()).toBe(true);
  });

  it('held, opens only a frame after the first commit', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'requestAnimationFrame'] });
    holdUntilFirstPaint();
    expect(await isOpen()).toBe(false);
    firstCommitDone();
    expect(await isOpen()).toBe(false);
    await vi.advanceTimersByTimeAsync(20);
    expect(await isOpen()).toBe(true);
  });

  it('opens after 3 s should the app never commit', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'requestAnimationFrame'] });
    holdUntilFirstPaint();
    await vi.advanceTimersByTimeAsync(2900);
    expect(await isOpen()).toBe(false);
    await vi.advanceTimersByTimeAsync(200);
    expect(await isOpen()).toBe(true);
  });
});
