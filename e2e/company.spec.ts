import { expect, type Page, test } from '@playwright/test';
import { signUp } from './support/accounts';
import { clearFakeRequests, fakeRequests } from './support/fakes';

const HARVEST = 19;
const KEY = 'e2e0harvest0key0000000000000000a';

const toasts = (page: Page) => page.getByRole('region', { name: /Notifications/ });
const stat = (page: Page, label: string) =>
  page.getByRole('listitem', { name: new RegExp(`^${label.replace(/[()]/g, '\\$&')}: `) });

/** Sets the signed-in user's company name through the profile API (the account settings form's call). */
async function setCompanyName(page: Page, companyName: string) {
  const me = await page.request.get('/api/user');
  const { id } = (await me.json()) as { id: number };
  const origin = new URL(page.url()).origin;
  const res = await page.request.patch(`/api/users/${id}`, { data: { companyName }, headers: { origin } });
  expect(res.status()).toBe(200);
}

test.describe('company dashboard /company', () => {
  test('empty states first; then Greenhouse Harvest figures, and a badge hidden with its toast', async ({ page }) => {
    // Sign-up, two sources synced, three tabs and a reload: 13-20 s alone, over 30 s in a full run
    // on two busy cores.
    test.setTimeout(60_000);
    await signUp(page);
    await page.goto('/company');
    await expect(page.getByRole('heading', { level: 1, name: 'Company' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Open account settings' })).toBeVisible();
    await expect(stat(page, 'Total Projects')).toContainText('0');
    await expect(page.getByText('No trend data available')).toBeVisible();
    await page.getByRole('tab', { name: 'Industry Metrics' }).click();
    await expect(page.getByText('No Industry Metrics')).toBeVisible();
    await page.getByRole('tab', { name: 'Achievements' }).click();
    await expect(page.getByText('No Achievements Yet')).toBeVisible();
    await page.screenshot({ path: '/tmp/company-empty-1280.png', fullPage: true });

    await setCompanyName(page, 'Northwind Labs');
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Northwind Labs' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Open account settings' })).toHaveCount(0);

    // A refused key: the clear message, nothing connected.
    await page.getByLabel('Harvest API key').fill('refused0key00000000000000000000');
    await page.getByRole('button', { name: 'Connect Greenhouse' }).click();
    await expect(toasts(page).getByText(/the API key was refused/)).toBeVisible();

    await clearFakeRequests(HARVEST);
    await page.getByLabel('Harvest API key').fill(KEY);
    await page.getByRole('button', { name: 'Connect Greenhouse' }).click();
    await expect(page.getByText('Greenhouse connected', { exact: true })).toBeVisible();
    const paths = (await fakeRequests(HARVEST)).map((r) => r.path);
    expect(paths).toContain('/v1/jobs?page=2&per_page=2');
    expect(paths.some((p) => p.startsWith('/v1/offers'))).toBe(true);

    await expect(stat(page, 'Total Projects')).toHaveAccessibleName('Total Projects: 3');
    await expect(stat(page, 'Active Workflows')).toHaveAccessibleName('Active Workflows: 2');
    await expect(stat(page, 'Avg Project Time')).toHaveAccessibleName('Avg Project Time: 22 days');
    await page.getByRole('tab', { name: 'Overview' }).click();
    const pipeline = page.locator('dl').first();
    await expect(pipeline).toContainText('Active Jobs2');
    await expect(pipeline).toContainText('Total Applications4');
    await expect(pipeline).toContainText('Response Rate75%');
    // Both monthly charts drawn (their lazy chunk loaded) before the picture is taken.
    await expect(page.locator('.recharts-surface')).toHaveCount(2);
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: '/tmp/company-figures-1280.png', fullPage: true });

    await page.getByRole('tab', { name: 'Industry Metrics' }).click();
    await expect(page.getByText('25%')).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: '/tmp/company-industry-1280.png', fullPage: true });

    await page.getByRole('tab', { name: 'Achievements' }).click();
    await expect(page.getByRole('heading', { name: 'Hiring Launch' })).toBeVisible();
    const toggle = page.getByRole('switch', { name: 'Display Hiring Launch publicly' });
    await expect(toggle).toHaveAttribute('aria-checked', 'true');
    await toggle.click();
    await expect(toasts(page).getByText('Badge disabled for public display')).toBeVisible();
    await expect(toggle).toHaveAttribute('aria-checked', 'false');
    await expect(toggle).toContainText('Hidden');
    await page.screenshot({ path: '/tmp/company-badges-1280.png', fullPage: true });
    await page.reload();
    await page.getByRole('tab', { name: 'Achievements' }).click();
    await expect(page.getByRole('switch', { name: 'Display Hiring Launch publicly' })).toHaveAttribute(
      'aria-checked',
      'false',
    );
    await page.getByRole('switch', { name: 'Display Hiring Launch publicly' }).click();
    await expect(toasts(page).getByText('Badge enabled for public display')).toBeVisible();

    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByRole('tab', { name: 'Overview' }).click();
    await expect(page.locator('.recharts-surface')).toHaveCount(2);
    await page.screenshot({ path: '/tmp/company-figures-390.png', fullPage: true });
    await page.getByRole('tab', { name: 'Achievements' }).click();
    await page.screenshot({ path: '/tmp/company-badges-390.png', fullPage: true });
  });
});
