import { expect, test } from '@playwright/test';
import { signUp } from './support/accounts';

test('an unknown route shows the 404 page', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
  await expect(page.getByText('Did you forget to add the page to the router?')).toBeVisible();
});

test('signed out, the navigation offers Sign In and Get Started Free', async ({ page }) => {
  await page.goto('/about');
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/auth');
  await expect(nav.getByRole('link', { name: 'Get Started Free' })).toHaveAttribute('href', '/register/free');
  await expect(nav.getByRole('button', { name: 'AI Job Search' })).toHaveCount(0);
});

test('the AI Job Search popover lists its features and starts the search', async ({ page }) => {
  await signUp(page);
  await page.getByRole('button', { name: /AI Job Search/ }).click();
  const popover = page.getByRole('dialog', { name: 'AI Job Search' });
  for (const feature of [
    'Auto-Fill Applications',
    'Real-Time Job Monitoring',
    'Personalized Suggestions',
    'Cover Letter Generation',
  ]) {
    await expect(popover.getByText(feature)).toBeVisible();
  }
  await popover.getByRole('link', { name: 'Start AI Job Search' }).click();
  await expect(page).toHaveURL(/\/ai-jobs$/);
});

test('the theme choice applies and is stored under "theme"', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto('/about');
  await expect(page.locator('html')).not.toHaveClass(/dark/);
  await page.getByRole('button', { name: 'Theme' }).click();
  await page.getByRole('menuitemradio', { name: 'Dark' }).click();
  await expect(page.locator('html')).toHaveClass(/dark/);
  expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
  await page.reload();
  await expect(page.locator('html')).toHaveClass(/dark/);

  await page.getByRole('button', { name: 'Theme' }).click();
  await page.getByRole('menuitemradio', { name: 'System' }).click();
  await expect(page.locator('html')).not.toHaveClass(/dark/);
  await page.emulateMedia({ colorScheme: 'dark' });
  await expect(page.locator('html')).toHaveClass(/dark/);
});

test('without a stored theme, the system preference decides', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto('/about');
  await expect(page.locator('html')).toHaveClass(/dark/);
});

test('a toast closes by itself after 5 seconds and by a swipe to the right', async ({ page }) => {
  await page.goto('/auth');
  await page.getByRole('tab', { name: 'Sign In' }).click();
  await page.getByLabel('Username').fill('nobody_at_all');
  await page.getByLabel('Password').fill('wrong password here');
  await page.getByRole('button', { name: 'Sign In' }).click();
  const toast = page.getByRole('status').filter({ hasText: 'Login failed' });
  await expect(toast).toBeVisible();
  await expect(toast).toBeHidden({ timeout: 8000 });

  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(toast).toBeVisible();
  const box = await toast.boundingBox();
  if (!box) throw new Error('toast has no box');
  await page.mouse.move(box.x + 20, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.move(box.x + 60, box.y + box.height / 2, { steps: 5 });
  await page.mouse.move(box.x + 120, box.y + box.height / 2, { steps: 5 });
  await page.mouse.up();
  await expect(toast).toBeHidden({ timeout: 2000 });
});

test('the API reference page documents the endpoints', async ({ page }) => {
  await page.goto('/api/docs');
  await expect(page.getByRole('heading', { name: /Careerloom API/ })).toBeVisible();
  await expect(page.getByText('/api/register').first()).toBeVisible();
});
