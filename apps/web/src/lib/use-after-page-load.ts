import { useEffect, useState } from 'react';

type IdleWindow = Window & { requestIdleCallback?: (cb: () => void, opts?: { timeout: number }) => number };

/**
 * False until the page has loaded, `delayMs` more have passed (a lazily loaded page fetches its
 * chunk and data after the load event) and the browser has had an idle moment (at most
 * `maxWaitMs` later). For extras that no one needs in the first second, such as the floating
 * assistant: their download and start-up then no longer compete with the page's own content.
 */
export function useAfterPageLoad(delayMs = 1000, maxWaitMs = 2000): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const w = window as IdleWindow;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let cancelled = false;
    const done = () => {
      if (!cancelled) setReady(true);
    };
    const idle = () => {
      if (w.requestIdleCallback) w.requestIdleCallback(done, { timeout: maxWaitMs });
      else done();
    };
    const whenIdle = () => {
      timer = setTimeout(idle, delayMs);
    };
    if (document.readyState === 'complete') whenIdle();
    else window.addEventListener('load', whenIdle, { once: true });
    return () => {
      cancelled = true;
      window.removeEventListener('load', whenIdle);
      if (timer) clearTimeout(timer);
    };
  }, [delayMs, maxWaitMs]);
  return ready;
}
