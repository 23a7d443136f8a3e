import { QueryErrorResetBoundary } from '@tanstack/react-query';
import { AlertTriangle } from 'lucide-react';
import type { ReactNode } from 'react';
import { ErrorBoundary, type FallbackProps } from 'react-error-boundary';
import { useLocation } from 'wouter';
import { Button } from '../components/ui/button';

/**
 * True for a page chunk that could not be downloaded: after a deploy the old chunk names are gone,
 * so only a full reload (which fetches the new entry and its chunk names) can help.
 */
export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return (
    error.name === 'ChunkLoadError' ||
    /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS|Loading (CSS )?chunk \S+ failed/i.test(
      error.message,
    )
  );
}

function RouteErrorFallback({ error, resetErrorBoundary }: FallbackProps) {
  const stale = isChunkLoadError(error);
  return (
    <div className="flex min-h-[60vh] items-center justify-center px-4">
      <div role="alert" className="w-full max-w-md rounded-lg border border-slate-200 p-6 dark:border-slate-800">
        <div className="flex items-center gap-2">
          <AlertTriangle className="h-6 w-6 text-amber-500" aria-hidden="true" />
          <h1 className="text-xl font-bold">
            {stale ? 'A new version of Careerloom is available' : 'Something went wrong'}
          </h1>
        </div>
        <p className="mt-3 text-sm text-slate-600 dark:text-slate-400">
          {stale
            ? 'This page could not be loaded, most likely because Careerloom was just updated. Reload to get the latest version.'
            : 'This page ran into a problem. Try again, and if it keeps happening, reload the page.'}
        </p>
        <Button className="mt-4" onClick={stale ? () => window.location.reload() : () => resetErrorBoundary()}>
          {stale ? 'Reload' : 'Try again'}
        </Button>
      </div>
    </div>
  );
}

/**
 * Catches what a routed page throws (a render error, or a lazy page chunk that failed to download)
 * and shows a fallback in place of the page, so the navigation and footer stay usable. "Try again"
 * also resets failed queries so they fetch again; moving to another page clears the error.
 */
export function RouteErrorBoundary({ children }: { children: ReactNode }) {
  const [location] = useLocation();
  return (
    <QueryErrorResetBoundary>
      {({ reset }) => (
        <ErrorBoundary FallbackComponent={RouteErrorFallback} onReset={reset} resetKeys={[location]}>
          {children}
        </ErrorBoundary>
      )}
    </QueryErrorResetBoundary>
  );
}
