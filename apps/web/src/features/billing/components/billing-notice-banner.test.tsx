import { BILLING_MESSAGES, type BillingState, billingStateSchema, userSchema } from '@careerloom/contract';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { handle, stubApi } from '../../../testing/api-stub';
import { userFixture } from '../../../testing/fixtures';
import { renderWithProviders } from '../../../testing/render-with-providers';
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
  return stubApi([
    handle('GET', '/api/user', userSchema, userFixture({ id: 42 })),
    handle('GET', '/api/billing', billingStateSchema, () => ({ ...ENDED, notice: seen ? null : ENDED.notice })),
    handle('POST', '/api/billing/notice/seen', billingStateSchema, () => {
      seen = true;
      return { ...ENDED, notice: null };
    }),
  ]);
}

function renderBanner(path = '/') {
  return renderWithProviders(<BillingNoticeBanner />, { path });
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('BillingNoticeBanner', () => {
  it('tells a user whose trial ended, links to the plans, and tells the server once dismissed', async () => {
    const api = serve();
    renderBanner('/free');
    const banner = await screen.findByRole('region', { name: 'Plan notice' });
    expect(banner.textContent).toContain(BILLING_MESSAGES.trialEnded);
    expect(screen.getByRole('link', { name: 'See plans' }).getAttribute('href')).toBe('/billing');

    fireEvent.click(screen.getByRole('button', { name: 'Dismiss notice' }));
    expect(screen.queryByRole('region', { name: 'Plan notice' })).toBeNull();
    await waitFor(() => expect(api.calls('POST', '/api/billing/notice/seen')).toHaveLength(1));

    // The next visit asks the server again, which no longer sends it.
    cleanup();
    renderBanner();
    await waitFor(() => expect(api.calls('GET', '/api/billing')).toHaveLength(2));
    expect(screen.queryByRole('region', { name: 'Plan notice' })).toBeNull();
  });

  it('leaves out the plans link on /billing itself', async () => {
    serve();
    renderBanner('/billing');
    await screen.findByRole('region', { name: 'Plan notice' });
    expect(screen.queryByRole('link', { name: 'See plans' })).toBeNull();
  });
});
