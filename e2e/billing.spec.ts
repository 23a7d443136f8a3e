import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { BILLING_MESSAGES, type BillingState } from '@careerloom/contract';
import { expect, type Page, test } from '@playwright/test';
import { newAccount, signUp } from './support/accounts';
import { fakeRequests } from './support/fakes';

/** The fake Stripe of e2e/support/fakes/stripe.mjs. */
const STRIPE_OFFSET = 20;

/**
 * Plans a user starts themselves (issue 11): from a free account's Upgrade to /billing, the
 * 14-day Job Seeker trial, and the tools, badge and links that follow without a reload.
 */

const billingOf = async (page: Page) => (await (await page.request.get('/api/billing')).json()) as BillingState;

/** Set before an action and read after it: a full page load would have wiped it. */
const markPage = (page: Page) =>
  page.evaluate(() => {
    (window as unknown as { __sameDocument: boolean }).__sameDocument = true;
  });
const stillSamePage = (page: Page) =>
  page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument === true);

test.describe('billing (/billing)', () => {
  test('a free user upgrades, starts the trial and uses the resume tools, without a reload', async ({ page }) => {
    test.setTimeout(60_000);
    await signUp(page, newAccount('billing'));
    await page.goto('/free');
    await page.getByRole('link', { name: 'Upgrade', exact: true }).click();
    await expect(page).toHaveURL(/\/billing$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Plans and billing' })).toBeVisible();

    const current = page.getByRole('region', { name: 'Your plan' });
    await expect(current.getByText('Free', { exact: true })).toBeVisible();
    const badge = page.getByLabel(/^Subscription:/);
    await expect(badge).toHaveText('Free');
    await expect(page.getByRole('link', { name: /Job Seeker Pro/ })).toHaveAttribute('aria-disabled', 'true');

    await markPage(page);
    await page.getByRole('button', { name: 'Start 14-day free trial' }).click();
    await expect(current.getByText(/^Your free Job Seeker trial ends on /)).toBeVisible();
    await expect(current.getByText('Free trial', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Start 14-day free trial' })).toHaveCount(0);
    // The header follows the server: the badge and the gated link, in the same document.
    await expect(badge).toHaveText('Job Seeker');
    const gated = page.getByRole('link', { name: 'Job Seeker Pro' });
    await expect(gated).not.toHaveAttribute('aria-disabled', 'true');
    expect(await stillSamePage(page)).toBe(true);
    const state = await billingOf(page);
    expect(state.tier).toBe('jobseeker');
    expect(state.trial?.active).toBe(true);
    expect(state.trialAvailable).toBe(false);

    // The resume tools open for the trial.
    await gated.click();
    await expect(page).toHaveURL(/\/jobseeker$/);
    await expect(page.getByRole('region', { name: 'Upgrade to use the job seeker tools' })).toHaveCount(0);
    await page.getByRole('tab', { name: 'Resume', exact: true }).click();
    const resume = page.getByRole('tabpanel', { name: 'Resume', exact: true });
    await resume
      .getByLabel('Resume text')
      .fill(
        'Robin Example\nFrontend Developer\nrobin@example.com\n\nExperience\nBrightleaf Studio, Frontend Developer, 2021 - present\n- Built the checkout page in React and TypeScript\n\nSkills: React, TypeScript, HTML, CSS',
      );
    await resume.getByRole('button', { name: 'Analyze Resume' }).click();
    await expect(resume.getByRole('meter', { name: 'ATS score' })).toBeVisible();
    expect(await stillSamePage(page)).toBe(true);

    // The one trial is used: the server refuses a second with its own words.
    const again = await page.request.post('/api/billing/trial', { data: { plan: 'jobseeker' } });
    expect(again.status()).toBe(409);
    expect(((await again.json()) as { message: string }).message).toBe(BILLING_MESSAGES.trialUsed);
  });

  test('the free dashboard banner and the jobseeker upgrade notice lead to /billing', async ({ page }) => {
    await signUp(page, newAccount('banner'));
    await page.goto('/free');
    await page
      .getByRole('region', { name: 'Job Seeker Special' })
      .getByRole('link', { name: 'Get Job Seeker for $12/month' })
      .click();
    await expect(page).toHaveURL(/\/billing$/);
    await page.goto('/jobseeker');
    await page
      .getByRole('region', { name: 'Upgrade to use the job seeker tools' })
      .getByRole('link', { name: 'Upgrade' })
      .click();
    await expect(page).toHaveURL(/\/billing$/);
    await expect(page.getByRole('button', { name: 'Start 14-day free trial' })).toBeVisible();
  });

  test('a signed-in user at /auth?plan=jobseeker is sent to /billing, not the dashboard', async ({ page }) => {
    await signUp(page, newAccount('planned'));
    await page.goto('/auth?plan=jobseeker');
    await expect(page).toHaveURL(/\/billing$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Plans and billing' })).toBeVisible();
  });

  test('the return from Stripe shows the server’s truth, not the URL’s', async ({ page }) => {
    await signUp(page, newAccount('returned'));
    await page.goto('/billing?status=cancelled');
    await expect(page.getByText('Checkout was cancelled. Nothing was charged.')).toBeVisible();
    await page.goto('/billing?status=success');
    // No webhook came: the page says it is confirming, then that Stripe has not confirmed, and the plan stays Free.
    await expect(page.getByText(/Confirming your payment…/)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Check again' })).toBeVisible({ timeout: 20_000 });
    await expect(page.getByRole('region', { name: 'Your plan' }).getByText('Free', { exact: true })).toBeVisible();
    await expect(page.getByLabel(/^Subscription:/)).toHaveText('Free');
  });
});

test.describe('billing with the fake Stripe', () => {
  test('checkout pays through Stripe, the webhook makes the user Job Seeker, and the portal cancels at period end', async ({
    page,
  }) => {
    test.setTimeout(60_000);
    await signUp(page, newAccount('buyer'));
    await page.goto('/billing');
    expect((await billingOf(page)).configured).toBe(true);
    const customersBefore = (await fakeRequests(STRIPE_OFFSET)).filter(
      (r) => r.method === 'POST' && r.path === '/v1/customers',
    ).length;

    // The fake's hosted page pays, delivers the signed events to our webhook and returns to success_url.
    await page.getByRole('button', { name: 'Upgrade to Job Seeker — $12/month' }).click();
    await expect(page).toHaveURL(/\/billing\?status=success$/);
    await expect(page.getByText('Payment confirmed: you are on the Job Seeker plan.')).toBeVisible();
    const current = page.getByRole('region', { name: 'Your plan' });
    await expect(current.getByText('Active', { exact: true })).toBeVisible();
    await expect(current.getByText(/^Paid monthly; renews on /)).toBeVisible();
    await expect(page.getByLabel(/^Subscription:/)).toHaveText('Job Seeker');
    await expect(page.getByRole('link', { name: 'Job Seeker Pro' })).not.toHaveAttribute('aria-disabled', 'true');
    await expect(page.getByRole('button', { name: /^Upgrade to/ })).toHaveCount(0);
    const state = await billingOf(page);
    expect(state.subscription).toMatchObject({ plan: 'jobseeker', status: 'active', cancelAtPeriodEnd: false });
    const customersAfter = (await fakeRequests(STRIPE_OFFSET)).filter(
      (r) => r.method === 'POST' && r.path === '/v1/customers',
    ).length;
    expect(customersAfter - customersBefore).toBe(1);

    // Manage billing: the portal cancels at period end; the plan stays until then.
    await current.getByRole('button', { name: 'Manage billing' }).click();
    await expect(page.getByRole('heading', { name: 'Fake customer portal' })).toBeVisible();
    await page.getByRole('button', { name: 'Cancel plan' }).click();
    await expect(page).toHaveURL(/\/billing$/);
    await expect(current.getByText(/^Cancelled: you keep Job Seeker until .+, and it will not renew\.$/)).toBeVisible();
    await expect(current.getByText('Not renewing', { exact: true })).toBeVisible();
    await expect(page.getByLabel(/^Subscription:/)).toHaveText('Job Seeker');
  });
});

/**
 * A second server of the same build with no Stripe settings, on its own port and data folder:
 * the suite's own server runs with the fake Stripe.
 */
const UNCONFIGURED_PORT = Number(process.env.E2E_PORT ?? 5100) + 40;

test.describe('billing on a server without Stripe settings', () => {
  test.use({ baseURL: `http://127.0.0.1:${UNCONFIGURED_PORT}` });
  let server: ChildProcess | undefined;
  let dataDir = '';

  test.beforeAll(async () => {
    test.setTimeout(60_000);
    dataDir = mkdtempSync(path.join(tmpdir(), 'careerloom-e2e-nostripe-'));
    const env: NodeJS.ProcessEnv = { ...process.env };
    for (const key of Object.keys(env)) if (key.startsWith('STRIPE_')) delete env[key];
    const entry = process.env.E2E_FROM_SOURCE
      ? ['--import', 'tsx', 'apps/server/src/server.ts']
      : ['apps/server/dist/server.js'];
    server = spawn(process.execPath, entry, {
      stdio: 'ignore',
      env: {
        ...env,
        PORT: String(UNCONFIGURED_PORT),
        HOST: '127.0.0.1',
        PUBLIC_URL: `http://127.0.0.1:${UNCONFIGURED_PORT}`,
        DATA_DIR: dataDir,
        DATABASE_URL: '',
        LOG_LEVEL: 'warn',
        AUTH_RATE_LIMIT_PER_MINUTE: '1000',
        JOB_BOARDS: 'none',
      },
    });
    const deadline = Date.now() + 45_000;
    for (;;) {
      const up = await fetch(`http://127.0.0.1:${UNCONFIGURED_PORT}/api/health`).then(
        (r) => r.ok,
        () => false,
      );
      if (up) break;
      if (Date.now() > deadline) throw new Error('the server without Stripe settings did not start');
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  });

  test.afterAll(async () => {
    if (server && server.exitCode === null) {
      const exited = new Promise((resolve) => server?.once('exit', resolve));
      server.kill('SIGTERM');
      await exited;
    }
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  test('the page says billing is not configured and offers the trial, which works', async ({ page }) => {
    await signUp(page, newAccount('unconfigured'));
    expect((await billingOf(page)).configured).toBe(false);
    await page.goto('/free');
    await page.getByRole('link', { name: 'Upgrade', exact: true }).click();
    await expect(page).toHaveURL(/\/billing$/);
    await expect(page.getByRole('heading', { name: BILLING_MESSAGES.notConfigured })).toBeVisible();
    await expect(page.getByRole('button', { name: /^Upgrade to/ })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Manage billing' })).toHaveCount(0);
    // The server agrees: checkout is a clear 503.
    const checkout = await page.request.post('/api/billing/checkout', { data: { plan: 'jobseeker' } });
    expect(checkout.status()).toBe(503);
    expect(((await checkout.json()) as { message: string }).message).toBe(BILLING_MESSAGES.notConfigured);

    await page.getByRole('button', { name: 'Start 14-day free trial' }).click();
    await expect(
      page.getByRole('region', { name: 'Your plan' }).getByText(/^Your free Job Seeker trial ends on /),
    ).toBeVisible();
    await expect(page.getByLabel(/^Subscription:/)).toHaveText('Job Seeker');
  });
});
