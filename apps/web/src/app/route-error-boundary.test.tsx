import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { lazy, type ReactNode, Suspense } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { isChunkLoadError, RouteErrorBoundary } from './route-error-boundary';

afterEach(cleanup);
// React logs every caught render error; the boundary catching them is what is under test.
beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  return () => vi.restoreAllMocks();
});

const shell = (page: ReactNode) => (
  <QueryClientProvider client={new QueryClient()}>
    <nav>Site navigation</nav>
    <RouteErrorBoundary>{page}</RouteErrorBoundary>
    <footer>Site footer</footer>
  </QueryClientProvider>
);

describe('the error boundary around routes', () => {
  it('shows "Something went wrong" for a render error and renders the page again on Try again', () => {
    let broken = true;
    function Page() {
      if (broken) throw new Error('boom');
      return <h1>Dashboard</h1>;
    }
    render(shell(<Page />));
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('Something went wrong');
    expect(alert.textContent).not.toContain('boom');
    // The shell stays.
    expect(screen.getByText('Site navigation')).toBeTruthy();
    expect(screen.getByText('Site footer')).toBeTruthy();

    broken = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(screen.getByRole('heading', { name: 'Dashboard' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('offers a full reload when a lazy page chunk failed to download after a deploy', async () => {
    const Page = lazy(() =>
      Promise.reject(new TypeError('Failed to fetch dynamically imported module: /assets/company-page-Ab12.js')),
    );
    const reload = vi.fn();
    vi.stubGlobal('location', { ...window.location, reload });
    try {
      render(
        shell(
          <Suspense fallback={<p>Loading</p>}>
            <Page />
          </Suspense>,
        ),
      );
      const alert = await screen.findByRole('alert');
      expect(alert.textContent).toContain('A new version of Careerloom is available');
      expect(screen.getByText('Site footer')).toBeTruthy();
      await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Reload' })));
      expect(reload).toHaveBeenCalledOnce();
    } finally {
      vi.unstubAllGlobals();
    }
  });
});

describe('isChunkLoadError', () => {
  it('knows the failed-chunk errors of Chrome, Firefox, Safari and webpack-style loaders', () => {
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: https://x/a.js'))).toBe(true);
    expect(isChunkLoadError(new TypeError('error loading dynamically imported module: https://x/a.js'))).toBe(true);
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(Object.assign(new Error('Loading chunk 7 failed.'), { name: 'ChunkLoadError' }))).toBe(
      true,
    );
    expect(isChunkLoadError(new Error('boom'))).toBe(false);
    expect(isChunkLoadError('Failed to fetch dynamically imported module')).toBe(false);
  });
});
