import { useEffect, useState } from 'react';

/** Scrolling less than this (px) in one frame is jitter, not a direction. */
const STEP = 8;
/** Near the top or the bottom of the page the button always shows (the footer keeps room for it). */
const EDGE = 96;

/**
 * True while the floating button should be tucked away: the reader is scrolling down through the
 * page, away from both ends. Scrolling up, or reaching the top or the bottom, brings it back. On a
 * phone the button would otherwise sit on top of the text being read (issue 15); the CSS applies it
 * below the `sm` width only, where there is no margin beside the content for it.
 */
export function useTuckOnScroll(): boolean {
  const [tucked, setTucked] = useState(false);
  useEffect(() => {
    let last = window.scrollY;
    let frame = 0;
    let pending = false;
    const update = () => {
      pending = false;
      const y = window.scrollY;
      const bottom = document.documentElement.scrollHeight - window.innerHeight;
      if (y < EDGE || y > bottom - EDGE) setTucked(false);
      else if (y - last > STEP) setTucked(true);
      else if (last - y > STEP) setTucked(false);
      else return; // too small a move to tell: keep the last position as the reference
      last = y;
    };
    // At most one reading per frame.
    const onScroll = () => {
      if (pending) return;
      pending = true;
      frame = requestAnimationFrame(update);
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      cancelAnimationFrame(frame);
    };
  }, []);
  return tucked;
}
