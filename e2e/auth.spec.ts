import { expect, test } from '@playwright/test';
import { newAccount, signUp } from './support/accounts';

test.describe('sign up and sign in', () => {
  test('the auth page shows Sign Up by default with the spec fields', async ({ page }) => {
    await page.goto('/auth');
    await expect(page.getByRole('heading', { name: 'Get Started' })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Sign Up' })).toHaveAttribute('aria-selected', 'true');
    for (const label of ['Full Name', 'Work Email', 'Username', 'Password', 'Your Role']) {
      await expect(page.getByLabel(label)).toBeVisible();
    }
    await expect(page.getByLabel('Work Email')).toHaveAttribute('type', 'email');
    await expect(page.getByLabel('Password')).toHaveAttribute('type', 'password');
    await expect(page.getByLabel('Your Role')).toHaveValue('jobseeker');
    await expect(page.getByRole('option', { name: 'Job Seeker' })).toHaveCount(1);
  });

  test('the scripts of the first page leave zod out, and the sign-up form still checks its fields (decision 029)', async ({
    page,
    request,
  }) => {
    // The entry chunk and its preloads: zod and the account schemas come in a chunk of their own.
    const html = await (await request.get('/auth')).text();
    const scripts = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map((m) => m[1] as string);
    expect(scripts.length).toBeGreaterThan(0);
    for (const script of scripts) expect(await (await request.get(script)).text()).not.toContain('$ZodType');
    // The schema loads when the form is used: an empty submit shows the contract's messages.
    await page.goto('/auth');
    await page.getByRole('button', { name: 'Start with Careerloom' }).click();
    await expect(page.getByText('Full name is required', { exact: true })).toBeVisible();
    await expect(page.getByLabel('Full Name')).toBeFocused();
    await page.getByLabel('Username').fill('a');
    await page.getByRole('button', { name: 'Start with Careerloom' }).click();
    await expect(page.getByText('Username must be at least 3 characters', { exact: true })).toBeVisible();
  });

  test('signing up welcomes the user, lands on /dashboard and shows the user menu', async ({ page }) => {
    const account = await signUp(page);
    await expect(page.getByText('Registration successful', { exact: true })).toBeVisible();
    await expect(page.getByText(`Welcome, ${account.fullName}!`, { exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'User menu' }).click();
    await expect(page.getByRole('menu').getByText(account.email)).toBeVisible();
    await expect(page.getByRole('menu').getByText('Free')).toBeVisible();
  });

  test('signing up from the job seeker pricing button starts the trial and opens Job Seeker Pro', async ({ page }) => {
    await signUp(page, newAccount('trial'), '?plan=jobseeker');
    await page.getByRole('button', { name: 'User menu' }).click();
    await page.getByRole('menuitem', { name: 'Settings' }).click();
    await expect(page.getByText(/Job Seeker trial until/)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Job Seeker Pro' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Job Seeker Pro' })).not.toHaveAttribute('aria-disabled', 'true');
  });

  test('a free user sees Job Seeker Pro disabled with an Upgrade badge', async ({ page }) => {
    await signUp(page);
    const gated = page.getByRole('link', { name: /Job Seeker Pro/ });
    await expect(gated).toHaveAttribute('aria-disabled', 'true');
    await expect(gated.getByText('Upgrade')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Device Intelligence' })).toHaveAttribute('href', '/device');
    await expect(page.getByRole('link', { name: 'Privacy Controls' })).toHaveAttribute('href', '/privacy');
  });

  test('a failed sign-in shows the Login failed toast with the server message', async ({ page }) => {
    await page.goto('/auth');
    await page.getByRole('tab', { name: 'Sign In' }).click();
    await page.getByLabel('Username').fill('nobody_here');
    await page.getByLabel('Password').fill('not the password');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByText('Login failed', { exact: true })).toBeVisible();
    await expect(page.getByText('401: Invalid username or password', { exact: true })).toBeVisible();
    await expect(page).toHaveURL(/\/auth$/);
  });

  test('sign out, then sign in again with the same account', async ({ page }) => {
    const account = await signUp(page);
    await page.getByRole('button', { name: 'User menu' }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await expect(page.getByText('You have been successfully logged out.', { exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Sign In' })).toBeVisible();

    await page.goto('/auth');
    await page.getByRole('tab', { name: 'Sign In' }).click();
    await page.getByLabel('Username').fill(account.username);
    await page.getByLabel('Password').fill(account.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL('**/dashboard');
    await expect(page.getByText(`Welcome back, ${account.fullName}!`, { exact: true })).toBeVisible();
  });

  test('a duplicate username gives the Registration failed toast', async ({ page, browser }) => {
    const account = await signUp(page);
    const other = await browser.newPage();
    await other.goto('/auth');
    await other.getByLabel('Full Name').fill('Someone Else');
    await other.getByLabel('Work Email').fill(`else-${account.email}`);
    await other.getByLabel('Username').fill(account.username.toUpperCase());
    await other.getByLabel('Password').fill('another long passphrase');
    await other.getByRole('button', { name: 'Start with Careerloom' }).click();
    await expect(other.getByText('Registration failed', { exact: true })).toBeVisible();
    await expect(other.getByText('409: That username or email is already registered', { exact: true })).toBeVisible();
    await other.close();
  });

  test('the profile can be updated from Settings', async ({ page }) => {
    await signUp(page);
    await page.getByRole('button', { name: 'User menu' }).click();
    await page.getByRole('menuitem', { name: 'Settings' }).click();
    await expect(page).toHaveURL(/\/dashboard\?tab=settings$/);
    const settings = page.getByRole('tabpanel', { name: 'Settings' });
    await settings.getByLabel('Location').fill('Lisbon, Portugal');
    await settings.getByLabel('Skills').fill('TypeScript, React, PostgreSQL');
    await settings.getByRole('button', { name: 'Save Profile' }).click();
    await expect(page.getByText('Your profile has been updated successfully', { exact: true })).toBeVisible();
    await page.reload();
    await expect(settings.getByLabel('Location')).toHaveValue('Lisbon, Portugal');
    await expect(settings.getByLabel('Skills')).toHaveValue('TypeScript, React, PostgreSQL');
  });
});

test.describe('guards', () => {
  test('a signed-out visitor to a login-required route is sent to /auth', async ({ page }) => {
    // (/dashboard and /ai-jobs show their log-in message instead: job-applications.spec.ts.)
    for (const route of ['/jobseeker', '/privacy', '/work-ai', '/realtime']) {
      await page.goto(route);
      await expect(page).toHaveURL(/\/auth$/);
    }
  });

  test('a signed-in user visiting /auth is sent to /dashboard', async ({ page }) => {
    await signUp(page);
    await page.goto('/auth');
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test('/register/free sends a signed-in user to /free', async ({ page }) => {
    await signUp(page);
    await page.goto('/register/free');
    await expect(page).toHaveURL(/\/free$/);
  });
});
