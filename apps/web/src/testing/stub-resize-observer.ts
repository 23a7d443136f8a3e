/**
 * jsdom has no ResizeObserver; charts (Recharts' responsive mode) only need one to exist. The stub
 * never reports a size, so a test sees the chart's accessible wrapper and figures, not a drawing.
 */
export function stubResizeObserver(): void {
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  } as unknown as typeof ResizeObserver;
}
