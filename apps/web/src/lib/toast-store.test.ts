import { TOAST_LIMIT, TOAST_REMOVE_DELAY_MS } from '@careerloom/contract';
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

type Store = typeof import('./toast-store');

/** The store keeps module state, so each test gets a fresh copy of the module. */
let store: Store;
beforeEach(async () => {
  vi.useFakeTimers();
  vi.resetModules();
  store = await import('./toast-store');
});
afterEach(() => {
  vi.useRealTimers();
});

function render() {
  return renderHook(() => store.useToasts());
}

describe('toast store (spec part 1 section 4)', () => {
  it('shows at most one toast: a new one replaces the previous', () => {
    expect(TOAST_LIMIT).toBe(1);
    const { result } = render();
    act(() => {
      store.toast({ title: 'First' });
      store.toast({ title: 'Second', variant: 'destructive' });
    });
    expect(result.current).toHaveLength(1);
    expect(result.current[0]).toMatchObject({ title: 'Second', variant: 'destructive', open: true });
  });

  it('dismiss marks the toast closed but keeps it for its exit animation', () => {
    const { result } = render();
    let handle: ReturnType<Store['toast']> | undefined;
    act(() => {
      handle = store.toast({ title: 'Saved' });
    });
    act(() => handle?.dismiss());
    expect(result.current).toHaveLength(1);
    expect(result.current[0]).toMatchObject({ title: 'Saved', open: false });
  });

  it('removes a dismissed toast after 1,000,000 ms, not before', () => {
    expect(TOAST_REMOVE_DELAY_MS).toBe(1_000_000);
    const { result } = render();
    act(() => {
      store.toast({ title: 'Bye' }).dismiss();
    });
    act(() => vi.advanceTimersByTime(999_999));
    expect(result.current).toHaveLength(1);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toEqual([]);
  });

  it('an open toast is never removed by time alone', () => {
    const { result } = render();
    act(() => {
      store.toast({ title: 'Stays' });
    });
    act(() => vi.advanceTimersByTime(10 * TOAST_REMOVE_DELAY_MS));
    expect(result.current).toHaveLength(1);
    expect(result.current[0]?.open).toBe(true);
  });

  it('dismissToast() without an id closes every toast', () => {
    const { result } = render();
    act(() => {
      store.toast({ title: 'One' });
      store.dismissToast();
    });
    expect(result.current.every((t) => !t.open)).toBe(true);
  });

  it('update changes the fields of that toast and keeps its id and state', () => {
    const { result } = render();
    let handle: ReturnType<Store['toast']> | undefined;
    act(() => {
      handle = store.toast({ title: 'Uploading', description: '0%' });
    });
    act(() => handle?.update({ title: 'Uploaded', description: '100%' }));
    expect(result.current).toEqual([{ id: handle?.id, title: 'Uploaded', description: '100%', open: true }]);
  });

  it('each toast gets its own id', () => {
    const a = store.toast({ title: 'a' });
    const b = store.toast({ title: 'b' });
    expect(a.id).not.toBe(b.id);
  });
});
