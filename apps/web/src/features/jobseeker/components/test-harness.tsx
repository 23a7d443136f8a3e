import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { vi } from 'vitest';

/** Renders with a fresh query client (no retries, as the app's), so tests never share cache. */
export function renderWithQuery(ui: ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  return render(<QueryClientProvider client={client}>{ui}</QueryClientProvider>);
}

type Route = { method: string; path: string; reply: () => Response };

/**
 * Answers `fetch` from a list of routes, like the server would; an unexpected call fails the test
 * by answering 599. Returns the mock so tests can read the request bodies.
 */
export function stubApi(routes: Route[]) {
  const mock = vi.fn(async (url: string, init?: RequestInit) => {
    const method = init?.method ?? 'GET';
    const route = routes.find((r) => r.method === method && r.path === url);
    return route ? route.reply() : new Response('unexpected call', { status: 599 });
  });
  vi.stubGlobal('fetch', mock);
  return mock;
}

export const bodyOf = (mock: ReturnType<typeof stubApi>, path: string) =>
  mock.mock.calls.filter(([url]) => url === path).map(([, init]) => JSON.parse(String(init?.body)) as unknown);
