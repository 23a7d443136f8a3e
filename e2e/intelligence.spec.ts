import { expect, test } from '@playwright/test';
import { signUp } from './support/accounts';
import { clearFakeRequests, fakeRequests } from './support/fakes';

const GITHUB_FAKE = 12;

test.describe('Intelligence Dashboard', () => {
  test('connects GitHub by username and shows real figures from the GitHub API', async ({ page }) => {
    await signUp(page);
    await clearFakeRequests(GITHUB_FAKE);
    await page.goto('/intelligence');
    await expect(page.getByRole('heading', { name: 'Intelligence Dashboard' })).toBeVisible();

    // Nothing connected yet: the insights tab shows the empty state.
    await page.getByRole('tab', { name: 'View Insights' }).click();
    await expect(page.getByRole('heading', { name: 'No Intelligence Data' })).toBeVisible();
    await page.getByRole('tab', { name: 'Connect Sources' }).click();

    // The validation toast of section 5, with no call made.
    await page.getByRole('button', { name: 'Connect GitHub' }).click();
    await expect(page.getByText('GitHub Username Required', { exact: true })).toBeVisible();
    expect(await fakeRequests(GITHUB_FAKE)).toEqual([]);

    await page.getByLabel('GitHub Username').fill('octocat');
    await page.getByRole('button', { name: 'Connect GitHub' }).click();
    await expect(page.getByText('GitHub Connected', { exact: true })).toBeVisible();
    await expect(page.getByRole('img', { name: 'GitHub connected' })).toBeVisible();
    const requests = (await fakeRequests(GITHUB_FAKE)).map((r) => r.path.split('?')[0]);
    expect(requests).toContain('/users/octocat');
    expect(requests).toContain('/users/octocat/repos');
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.screenshot({ path: '/tmp/intel-connect-1280.png', fullPage: true });

    await page.getByRole('tab', { name: 'View Insights' }).click();
    const code = page.getByRole('region', { name: 'Code Activity' });
    // 3 repositories, 12 + 5 commits, 42 + 7 + 3 stars, 4 languages (fake GitHub, e2e/support/fakes/github.mjs).
    const figure = (label: string) => code.getByRole('group', { name: label }).locator('dd').first();
    await expect(figure('Repositories')).toHaveText('3');
    await expect(figure('Total Commits')).toHaveText('17');
    await expect(figure('Stars Earned')).toHaveText('52');
    await expect(figure('Languages')).toHaveText('4');
    await expect(code.getByRole('list', { name: 'Languages' })).toContainText('TypeScript');
    await expect(code.getByRole('list', { name: 'Languages' })).toContainText('Python');
    await expect(page.getByLabel(/^Intelligence Score \d+ of 100$/)).not.toHaveAttribute(
      'aria-label',
      'Intelligence Score 0 of 100',
    );
    await page.screenshot({ path: '/tmp/intel-insights-1280.png', fullPage: true });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: '/tmp/intel-insights-390.png', fullPage: true });
    await page.getByRole('tab', { name: 'Connect Sources' }).click();
    await page.screenshot({ path: '/tmp/intel-connect-390.png', fullPage: true });
  });
});
