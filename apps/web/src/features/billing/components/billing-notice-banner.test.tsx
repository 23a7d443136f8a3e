import { BILLING_MESSAGES, type BillingState } from '@careerloom/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BillingNoticeBanner } from './billing-notice-banner';

const ENDED: BillingState = {
  tier: 'free',
  configured: true,
  trial: { tier: 'jobseeker', endsAt: '2026-11-20T00:00:00.000Z', active: false },
  trialAvailable: false,
  subscription: null,
  notice: BILLING_MESSAGES.trialEnded,
};

/** The server: the notice until `POST /api/billing/notice/seen`, then none. */
function serve() {
  let seen = false;
  const mock = vi.fn(async (url: string, init?: RequestInit) => {
    const method = init?.method ?? 'GET';
    if (url === '/api/user') return Response.json({ id: 42, fullName: 'Jo', subscriptionTier: 'free' });
    if (method === 'GET' && url === '/api/billing')
      return Response.json({ ...ENDED, notice: seen ? null : ENDED.notice });
    if (method === 'POST' && url === '/api/billing/notice/seen') {
      seen = true;
      return Response.json({ ...ENDED, notice: null });
    }
    return new Response('unexpected call', { status: 599 });
  });
  vi.stubGlobal('fetch', mock);
  return mock;
}

function renderBanner() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <BillingNoticeBanner />
    </QueryClientProvider>,
  );
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('BillingNoticeBanner', () => {
  it('tells a user whose trial ended, links to the plans, and tells the server once dismissed', async () => {
    const api = serve();
    window.history.replaceState(null, '', '/free');
    renderBanner();
    const banner = await screen.findByRole('region', { name: 'Plan notice' });
    expect(banner.textContent).toContain(BILLING_MESSAGES.trialEnded);
    expect(screen.getByRole('link', { name: 'See plans' }).getAttribute('href')).toBe('/billing');

    fireEvent.click(screen.getByRole('button', { name: 'Dismiss notice' }));
    expect(screen.queryByRole('region', { name: 'Plan notice' })).toBeNull();
    await waitFor(() =>
      expect(api.mock.calls.some(([url, init]) => url === '/api/billing/notice/seen' && init?.method === 'POST')).toBe(
        true,
      ),
    );

    // The next visit asks the server again, which no longer sends it.
    cleanup();
    renderBanner();
    await waitFor(() => expect(api.mock.calls.filter(([url]) => url === '/api/billing')).toHaveLength(2));
    expect(screen.queryByRole('region', { name: 'Plan notice' })).toBeNull();
  });

  it('leaves out the plans link on /billing itself', async () => {
    serve();
    window.history.replaceState(null, '', '/billing');
    renderBanner();
    await screen.findByRole('region', { name: 'Plan notice' });
    expect(screen.queryByRole('link', { name: 'See plans' })).toBeNull();
  });
});
