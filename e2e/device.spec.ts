import { expect, type Page, test } from '@playwright/test';
import { signUp } from './support/accounts';
import { clearFakeRequests, fakeRequests } from './support/fakes';

const SLACK = 16;
// The token the fake Slack (e2e/support/fakes/slack.mjs) accepts.
const SLACK_TOKEN = 'xoxp-e2e-workspace-token';

async function submitBrowserData(page: Page) {
  const form = page.getByRole('form', { name: 'Browser data' });
  await form.getByLabel('Browsing time (min/day)').fill('360');
  await form.getByLabel('Social media time (min/day)').fill('90');
  await form.getByLabel('Productive sites visited').fill('15');
  await form.getByLabel('Research sessions').fill('4');
  await form.getByLabel('Bookmarks').fill('120');
  await form.getByLabel('Tab management score (0-100)').fill('80');
  await form.getByRole('button', { name: 'Submit browser data' }).click();
  await expect(form.getByRole('button', { name: 'Connected' })).toBeVisible();
}

test('connect Slack with a token and submit browser data, then see the insights and the ecosystem', async ({
  page,
}) => {
  await signUp(page);
  await clearFakeRequests(SLACK);
  await page.goto('/device');
  await expect(page.getByRole('heading', { level: 1, name: 'Device Intelligence' })).toBeVisible();
  await expect(page.getByLabel('Device Intelligence Score value')).toHaveText('—');

  // A blank token is refused in the page, before any call.
  await page.getByRole('button', { name: 'Connect Slack' }).click();
  await expect(page.getByText('Slack Token Required', { exact: true })).toBeVisible();
  await expect(page.getByText('Please provide your Slack workspace API token', { exact: true })).toBeVisible();

  // A wrong token: the server's message in the failure toast.
  await page.getByLabel('Slack workspace API token').fill('xoxp-wrong');
  await page.getByRole('button', { name: 'Connect Slack' }).click();
  await expect(page.getByText('Slack Connection Failed', { exact: true })).toBeVisible();
  // A token the user just gave that Slack refuses is their input, not Slack being down: 400 (issue 15).
  await expect(
    page.getByText('400: Slack refused this token: it is not valid, or it was revoked or has expired', {
      exact: true,
    }),
  ).toBeVisible();

  await page.getByLabel('Slack workspace API token').fill(SLACK_TOKEN);
  await page.getByRole('button', { name: 'Connect Slack' }).click();
  await expect(page.getByRole('button', { name: 'Connected' })).toBeVisible();
  const paths = (await fakeRequests(SLACK)).map((r) => r.path.split('?')[0]);
  expect(paths).toContain('/api/conversations.history');

  await submitBrowserData(page);
  // Slack 43 (collaboration) and browser 76.5 (75% not social, tab score 80): mean 60.
  await expect(page.getByLabel('Device Intelligence Score value')).toHaveText('60');
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({ path: '/tmp/device-connect-1280.png', fullPage: true });

  await page.getByRole('tab', { name: 'Device Insights' }).click();
  const team = page.getByRole('region', { name: 'Team Collaboration' });
  await expect(team.getByRole('group', { name: 'Total Messages: 5' })).toBeVisible();
  await expect(team.getByRole('group', { name: 'Active Channels: 2' })).toBeVisible();
  await expect(team.getByRole('group', { name: 'Response Time: 35 min' })).toBeVisible();
  const web = page.getByRole('region', { name: 'Web Activity' });
  await expect(web.getByRole('group', { name: 'Browsing Time: 6 h/day' })).toBeVisible();
  await expect(web.getByRole('group', { name: 'Social Media Time: 1.5 h/day' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Knowledge Management' })).toContainText('Notion is not connected.');
  await expect(page.getByRole('region', { name: 'Mobile Usage' })).toContainText('No mobile data submitted.');
  await page.screenshot({ path: '/tmp/device-insights-1280.png', fullPage: true });

  await page.getByRole('tab', { name: 'Ecosystem View' }).click();
  const grid = page.getByRole('list', { name: 'Ecosystem' });
  await expect(grid.getByRole('listitem')).toHaveCount(8);
  await expect(grid.getByRole('listitem').filter({ hasText: 'Slack' })).toContainText('Connected');
  await expect(grid.getByRole('listitem').filter({ hasText: 'Browser Activity' })).toContainText('Connected');
  await expect(grid.getByRole('listitem').filter({ hasText: 'Notion' })).toContainText('Available');
  await expect(page.getByRole('list', { name: 'AI Recommendations' })).toContainText('Connect Notion, Mobile Usage');

  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: '/tmp/device-ecosystem-390.png', fullPage: true });
  await page.getByRole('tab', { name: 'Connect Sources' }).click();
  await page.screenshot({ path: '/tmp/device-connect-390.png', fullPage: true });
});

test('connect Slack with the provider sign-in (OAuth with PKCE)', async ({ page }) => {
  await signUp(page);
  await page.goto('/device');
  await page.getByRole('link', { name: 'Connect with Slack' }).click();
  await page.waitForURL('**/device?oauth=connected&source=slack');
  await expect(page.getByRole('status').filter({ hasText: 'Slack connected.' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Connected' })).toBeVisible();
  await page.getByRole('tab', { name: 'Device Insights' }).click();
  await expect(page.getByRole('group', { name: 'Total Messages: 5' })).toBeVisible();
});
