import { lazy, Suspense } from 'react';
import { useToasts } from '../lib/toast-store';
import { useAfterPageLoad } from '../lib/use-after-page-load';

// Its own chunk: Radix Toast is needed only once something is announced, and the first page then
// loads that much less script (performance.md F1). Raised toasts wait in the store, so a toast
// raised before the chunk arrives (a sign-in refused in the first second) shows when it does.
const Toaster = lazy(() => import('../components/ui/toaster').then((m) => ({ default: m.Toaster })));

/** The toasts of every page: mounted once the page has loaded, or at once when a toast is raised. */
export function ToasterMount() {
  const pageLoaded = useAfterPageLoad();
  const raised = useToasts().length > 0;
  if (!pageLoaded && !raised) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}
