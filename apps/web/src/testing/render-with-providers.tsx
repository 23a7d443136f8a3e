import { QueryClientProvider } from '@tanstack/react-query';
import { type RenderResult, render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { Toaster } from '../components/ui/toaster';
import { createQueryClient } from '../lib/query-client';
import { dismissToast } from '../lib/toast-store';

type Options = {
  /** The path (with its query string) the memory router starts at. */
  path?: string;
  /** A client the test already used (to draw a page after something filled or started its queries). */
  client?: ReturnType<typeof createQueryClient>;
};

/**
 * Renders a component as the app does (query client, router, toaster) but isolated: a fresh
 * query client per test with the app's defaults (no retries), an in-memory location whose history
 * the test can read, and no toast left over from a previous test.
 */
export function renderWithProviders(
  ui: ReactNode,
  { path = '/', client = createQueryClient() }: Options = {},
): RenderResult & { client: ReturnType<typeof createQueryClient>; history: string[] } {
  dismissToast();
  const location = memoryLocation({ path, record: true });
  const result = render(
    <QueryClientProvider client={client}>
      <Router hook={location.hook} searchHook={location.searchHook}>
        {ui}
        <Toaster />
      </Router>
    </QueryClientProvider>,
  );
  return Object.assign(result, { client, history: location.history });
}
