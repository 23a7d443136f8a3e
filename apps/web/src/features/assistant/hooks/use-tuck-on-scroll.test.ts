import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useTuckOnScroll } from './use-tuck-on-scroll';

let y = 0;
beforeEach(() => {
  y = 0;
  vi.spyOn(window, 'scrollY', 'get').mockImplementation(() => y);
  vi.spyOn(window, 'innerHeight', 'get').mockReturnValue(844);
  vi.spyOn(document.documentElement, 'scrollHeight', 'get').mockReturnValue(5000);
  vi.stubGlobal('requestAnimationFrame', (run: FrameRequestCallback) => {
    run(0);
    return 1;
  });
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const scrollTo = (next: number) =>
  act(() => {
    y = next;
    window.dispatchEvent(new Event('scroll'));
  });

describe('useTuckOnScroll', () => {
  it('tucks while scrolling down mid-page and comes back on scrolling up, at the top and at the bottom', () => {
    const { result } = renderHook(() => useTuckOnScroll());
    expect(result.current).toBe(false);
    scrollTo(50);
    expect(result.current).toBe(false); // still near the top
    scrollTo(600);
    expect(result.current).toBe(true);
    scrollTo(603);
    expect(result.current).toBe(true); // a jitter changes nothing
    scrollTo(400);
    expect(result.current).toBe(false);
    scrollTo(1500);
    expect(result.current).toBe(true);
    scrollTo(5000 - 844);
    expect(result.current).toBe(false); // the bottom, where the footer keeps room for it
    scrollTo(1500);
    scrollTo(2000);
    expect(result.current).toBe(true);
    scrollTo(0);
    expect(result.current).toBe(false);
  });
});
