import { useEffect, useState } from 'react';

/**
 * False in a component's first commit, true from the next one, which React renders in a task of
 * its own (the update comes from a passive effect). For a part whose mount makes React render
 * again at once, such as a react-hook-form form (its layout effect sets state): that render first
 * runs every passive effect of the commit, so mounted with a whole page it pulls the page's
 * effects into the task that shows the page.
 */
export function useAfterFirstCommit(): boolean {
  const [after, setAfter] = useState(false);
  useEffect(() => setAfter(true), []);
  return after;
}
