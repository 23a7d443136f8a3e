import { lazy, Suspense, useState } from 'react';
import { useToasts } from '../lib/toast-store';

// Its own chunk, fetched with the first toast: Radix Toast is needed only once something is
// announced, so neither the first page's scripts (performance.md F1) nor the work after it loads
// carry it. Raised toasts wait in the store and show as soon as the chunk has arrived.
const Toaster = lazy(() => import('../components/ui/toaster').then((m) => ({ default: m.Toaster })));

/** The toasts of every page: mounted with the first toast, and kept so later ones show at once. */
export function ToasterMount() {
  const raised = useToasts().length > 0;
  const [needed, setNeeded] = useState(false);
  if (raised && !needed) setNeeded(true);
  if (!raised && !needed) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}
