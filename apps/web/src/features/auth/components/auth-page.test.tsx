import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import AuthPage from './auth-page';

function renderAt(url: string, signedIn: boolean) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () =>
      signedIn
        ? Response.json({ id: 1, fullName: 'Jo', subscriptionTier: 'free' })
        : Response.json({ message: 'Not signed in' }, { status: 401 }),
    ),
  );
  window.history.replaceState(null, '', url);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <AuthPage />
    </QueryClientProvider>,
  );
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('AuthPage for a signed-in user', () => {
  it.each([
    ['/auth?plan=jobseeker', '/billing'],
    ['/auth?plan=enterprise', '/enterprise'],
    ['/auth', '/dashboard'],
  ])('%s sends them to %s', async (url, target) => {
    renderAt(url, true);
    await waitFor(() => expect(window.location.pathname).toBe(target));
  });

  it('shows the sign-up form to a visitor with a plan', async () => {
    const view = renderAt('/auth?plan=jobseeker', false);
    expect(await view.findByText('Signing up starts your 14-day Job Seeker trial.')).toBeTruthy();
    expect(window.location.pathname).toBe('/auth');
  });
});

describe('AuthPage while the session check is out', () => {
  it('shows the form at once instead of a spinner', () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>(() => {})),
    );
    window.history.replaceState(null, '', '/auth');
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const view = render(
      <QueryClientProvider client={client}>
        <AuthPage />
      </QueryClientProvider>,
    );
    expect(view.getByRole('heading', { name: 'Get Started' })).toBeTruthy();
    expect(view.queryByRole('status', { name: 'Loading' })).toBeNull();
  });
});
