import {
  BILLING_MESSAGES,
  type BillingState,
  JOB_SEEKER_PLAN_FEATURES,
  TEAM_PLAN_TEXTS,
  type Tier,
} from '@careerloom/contract';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toast } from '../../../lib/toast-store';
import { jsonResponse, userFixture } from '../../../testing/fixtures';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { redirectTo } from '../lib/redirect';
import BillingPage, { CONFIRM_ATTEMPTS } from './billing-page';

vi.mock('../lib/redirect', () => ({ redirectTo: vi.fn() }));
vi.mock('../../../lib/toast-store', async (original) => ({
  ...(await original<typeof import('../../../lib/toast-store')>()),
  toast: vi.fn(),
}));

const FREE: BillingState = {
  tier: 'free',
  configured: true,
  trial: null,
  trialAvailable: true,
  subscription: null,
  notice: null,
};

type Reply = () => Response;

/**
 * Answers fetch like the server: `GET /api/billing` from a list of states (one per call, the last
 * repeating), the user with a tier, and POSTs from a map; anything else fails the test with 599.
 */
function serve(states: BillingState[], posts: Record<string, Reply> = {}, userTier: Tier = 'free') {
  let billingCalls = 0;
  const mock = vi.fn(async (url: string, init?: RequestInit) => {
    const method = init?.method ?? 'GET';
    if (method === 'GET' && url === '/api/billing') {
      const state = states[Math.min(billingCalls, states.length - 1)];
      billingCalls += 1;
      return jsonResponse(state);
    }
    if (method === 'GET' && url === '/api/user')
      return jsonResponse(userFixture({ id: 7, subscriptionTier: userTier }));
    const post = method === 'POST' ? posts[url] : undefined;
    return post ? post() : new Response('unexpected call', { status: 599 });
  });
  vi.stubGlobal('fetch', mock);
  return mock;
}

const callsTo = (mock: ReturnType<typeof serve>, method: string, url: string) =>
  mock.mock.calls.filter(([u, init]) => u === url && (init?.method ?? 'GET') === method);

function renderPage(search = '') {
  return renderWithProviders(<BillingPage confirmIntervalMs={5} />, { path: `/billing${search}` });
}

const button = (name: string | RegExp) => screen.queryByRole('button', { name });
const plan = (name: string) => screen.getByRole('heading', { level: 3, name: new RegExp(`^${name}`) }).closest('li');

beforeEach(() => {
  vi.mocked(redirectTo).mockClear();
  vi.mocked(toast).mockClear();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('BillingPage', () => {
  it('offers a free user on a configured server the trial and both checkouts, and sends checkout to Stripe', async () => {
    const api = serve([FREE], {
      '/api/billing/checkout': () => jsonResponse({ url: 'https://checkout.stripe.test/c/pay/cs_1' }),
    });
    renderPage();
    const current = await screen.findByRole('region', { name: 'Your plan' });
    expect(within(current).getByText('Free')).toBeTruthy();
    expect(screen.queryByText(BILLING_MESSAGES.notConfigured)).toBeNull();
    expect(button('Manage billing')).toBeNull();
    expect(button('Start 14-day free trial')).toBeTruthy();
    // Professional is the team plan (per user, 10-100 users): it lists what it adds and goes to sales.
    const professional = plan('Professional') as HTMLElement;
    expect(within(professional).getByText('$149')).toBeTruthy();
    expect(within(professional).getByText('per user / month, 10-100 users')).toBeTruthy();
    expect(within(professional).getByText(/Everything in Job Seeker for each member, plus:/)).toBeTruthy();
    for (const feature of TEAM_PLAN_TEXTS.PROFESSIONAL.features)
      expect(within(professional).getByText(feature)).toBeTruthy();
    expect(within(professional).getByRole('link', { name: 'See the team plans' }).getAttribute('href')).toBe(
      '/enterprise',
    );
    expect(button(/Upgrade to Professional/)).toBeNull();
    const seeker = plan('Job Seeker') as HTMLElement;
    for (const feature of JOB_SEEKER_PLAN_FEATURES) expect(within(seeker).getByText(feature)).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Upgrade to Job Seeker — $12/month' }));
    await waitFor(() => expect(redirectTo).toHaveBeenCalledWith('https://checkout.stripe.test/c/pay/cs_1'));
    const [, init] = callsTo(api, 'POST', '/api/billing/checkout')[0] ?? [];
    expect(JSON.parse(String(init?.body))).toEqual({ plan: 'jobseeker' });
    // Every plan button waits while the browser leaves for Stripe.
    expect(screen.getByRole('button', { name: /Upgrade to Job Seeker/ }).hasAttribute('disabled')).toBe(true);
  });

  it('says billing is not configured and still offers the trial', async () => {
    serve([{ ...FREE, configured: false }]);
    renderPage();
    expect(await screen.findByRole('heading', { name: BILLING_MESSAGES.notConfigured })).toBeTruthy();
    expect(screen.getByText(/You can still start the free trial/)).toBeTruthy();
    expect(button('Start 14-day free trial')).toBeTruthy();
    expect(button(/Upgrade to/)).toBeNull();
  });

  it('turns to the not-configured state when checkout answers the 503', async () => {
    serve([FREE], {
      '/api/billing/checkout': () =>
        jsonResponse({ message: BILLING_MESSAGES.notConfigured, code: 'UNAVAILABLE' }, 503),
    });
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Upgrade to Job Seeker — $12/month' }));
    expect(await screen.findByRole('heading', { name: BILLING_MESSAGES.notConfigured })).toBeTruthy();
    expect(button(/Upgrade to/)).toBeNull();
    expect(button('Start 14-day free trial')).toBeTruthy();
    expect(redirectTo).not.toHaveBeenCalled();
  });

  it('starts the trial, then reads the user again so the badge and links follow', async () => {
    const endsAt = '2026-12-09T20:00:00.000Z';
    const trialing: BillingState = {
      ...FREE,
      tier: 'jobseeker',
      trial: { tier: 'jobseeker', endsAt, active: true },
      trialAvailable: false,
    };
    const api = serve([FREE, trialing], { '/api/billing/trial': () => jsonResponse(trialing) });
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Start 14-day free trial' }));
    expect(await screen.findByText('Your free Job Seeker trial ends on Dec 9, 2026.')).toBeTruthy();
    expect(JSON.parse(String(callsTo(api, 'POST', '/api/billing/trial')[0]?.[1]?.body))).toEqual({
      plan: 'jobseeker',
    });
    // The held user is read again (header badge, gated links) without a reload.
    await waitFor(() => expect(callsTo(api, 'GET', '/api/user').length).toBeGreaterThanOrEqual(2));
    await waitFor(() => expect(toast).toHaveBeenCalledWith(expect.objectContaining({ title: 'Trial started' })));
    expect(button('Start 14-day free trial')).toBeNull();
    expect(screen.getByRole('link', { name: 'Open the job seeker tools' }).getAttribute('href')).toBe('/jobseeker');
  });

  it('shows a running trial with its end date, the way to the tools and the checkouts', async () => {
    const api = serve(
      [
        {
          ...FREE,
          tier: 'jobseeker',
          trial: { tier: 'jobseeker', endsAt: '2026-12-09T20:00:00.000Z', active: true },
          trialAvailable: false,
        },
      ],
      {},
      'free',
    );
    renderPage();
    const current = await screen.findByRole('region', { name: 'Your plan' });
    expect(within(current).getByText('Job Seeker')).toBeTruthy();
    expect(within(current).getByText('Free trial')).toBeTruthy();
    expect(within(current).getByText('Your free Job Seeker trial ends on Dec 9, 2026.')).toBeTruthy();
    expect(within(current).getByRole('link', { name: 'Open the job seeker tools' })).toBeTruthy();
    expect(button('Start 14-day free trial')).toBeNull();
    expect(button('Upgrade to Job Seeker — $12/month')).toBeTruthy();
    // The held user said free: it is read again to match the server.
    await waitFor(() => expect(callsTo(api, 'GET', '/api/user').length).toBeGreaterThanOrEqual(2));
  });

  it('shows an active plan cancelled at period end and opens the portal', async () => {
    serve(
      [
        {
          ...FREE,
          tier: 'jobseeker',
          trialAvailable: false,
          subscription: {
            plan: 'jobseeker',
            status: 'active',
            currentPeriodEnd: '2027-01-15T00:00:00.000Z',
            cancelAtPeriodEnd: true,
          },
        },
      ],
      { '/api/billing/portal': () => jsonResponse({ url: 'https://billing.stripe.test/p/session/ps_1' }) },
      'jobseeker',
    );
    renderPage();
    const current = await screen.findByRole('region', { name: 'Your plan' });
    expect(within(current).getByText('Not renewing')).toBeTruthy();
    expect(
      within(current).getByText('Cancelled: you keep Job Seeker until Jan 15, 2027, and it will not renew.'),
    ).toBeTruthy();
    expect(button(/Upgrade to/)).toBeNull();
    expect(button('Start 14-day free trial')).toBeNull();
    expect(within(plan('Job Seeker') as HTMLElement).getByText('Your plan')).toBeTruthy();

    fireEvent.click(within(current).getByRole('button', { name: 'Manage billing' }));
    await waitFor(() => expect(redirectTo).toHaveBeenCalledWith('https://billing.stripe.test/p/session/ps_1'));
  });

  it('shows a renewing plan, and a failed payment with the way to fix it', async () => {
    const sub = { plan: 'jobseeker' as const, currentPeriodEnd: '2027-01-15T00:00:00.000Z', cancelAtPeriodEnd: false };
    serve(
      [{ ...FREE, tier: 'jobseeker', trialAvailable: false, subscription: { ...sub, status: 'active' } }],
      {},
      'jobseeker',
    );
    renderPage();
    let current = await screen.findByRole('region', { name: 'Your plan' });
    expect(within(current).getByText('Active')).toBeTruthy();
    expect(within(current).getByText('Paid monthly; renews on Jan 15, 2027.')).toBeTruthy();
    expect(
      within(plan('Professional') as HTMLElement).getByText(/a subscription you have stays in Manage billing/),
    ).toBeTruthy();
    cleanup();

    serve(
      [{ ...FREE, tier: 'jobseeker', trialAvailable: false, subscription: { ...sub, status: 'past_due' } }],
      {},
      'jobseeker',
    );
    renderPage();
    current = await screen.findByRole('region', { name: 'Your plan' });
    expect(within(current).getByText('Payment due')).toBeTruthy();
    expect(within(current).getByText(/The last payment failed\. Update your card in Manage billing/)).toBeTruthy();
    expect(within(current).getByRole('button', { name: 'Manage billing' })).toBeTruthy();
  });

  it('after Stripe says success, keeps confirming while the server still says free, then shows the plan', async () => {
    const paid: BillingState = {
      ...FREE,
      tier: 'jobseeker',
      trialAvailable: false,
      subscription: { plan: 'jobseeker', status: 'active', currentPeriodEnd: null, cancelAtPeriodEnd: false },
    };
    serve([FREE, FREE, paid]);
    renderPage('?status=success');
    expect(await screen.findByText(/Confirming your payment…/)).toBeTruthy();
    // The URL alone never shows a plan.
    expect(within(screen.getByRole('region', { name: 'Your plan' })).getByText('Free')).toBeTruthy();
    expect(await screen.findByText('Payment confirmed: you are on the Job Seeker plan.')).toBeTruthy();
    expect(screen.queryByText(/Confirming your payment/)).toBeNull();
  });

  it('stops asking after a few tries and offers to check again', async () => {
    const api = serve([FREE]);
    renderPage('?status=success');
    expect(await screen.findByRole('button', { name: 'Check again' })).toBeTruthy();
    expect(screen.getByText(/Stripe has not confirmed a payment yet/)).toBeTruthy();
    expect(callsTo(api, 'GET', '/api/billing')).toHaveLength(CONFIRM_ATTEMPTS + 1);
    expect(within(screen.getByRole('region', { name: 'Your plan' })).getByText('Free')).toBeTruthy();
  });

  it('says nothing was charged after a cancelled checkout', async () => {
    serve([FREE]);
    renderPage('?status=cancelled');
    expect(await screen.findByText('Checkout was cancelled. Nothing was charged.')).toBeTruthy();
    expect(button('Start 14-day free trial')).toBeTruthy();
  });

  it('shows the 409 of a second trial as the server words it', async () => {
    serve([FREE], {
      '/api/billing/trial': () => jsonResponse({ message: BILLING_MESSAGES.trialUsed, code: 'CONFLICT' }, 409),
    });
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Start 14-day free trial' }));
    expect((await screen.findByRole('alert')).textContent).toBe(BILLING_MESSAGES.trialUsed);
  });

  it('says so when the plan cannot be loaded, with a retry', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse({ message: 'Something went wrong', code: 'INTERNAL' }, 500)),
    );
    renderPage();
    expect((await screen.findByRole('alert')).textContent).toContain('Your plan could not be loaded.');
    expect(button('Try again')).toBeTruthy();
  });
});
