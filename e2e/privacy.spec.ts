import { readFile } from 'node:fs/promises';
import { expect, type Page, test } from '@playwright/test';
import { type newAccount, signUp } from './support/accounts';
import { clearFakeRequests, fakeRequests } from './support/fakes';

/** The fake GitHub API of e2e/support/fakes/github.mjs. */
const GITHUB_FAKE = 12;

type Account = ReturnType<typeof newAccount>;

const toast = (page: Page, text: string) => page.getByText(text, { exact: true });

/** Saves the export through the page's download and returns the parsed JSON document. */
async function exportData(page: Page): Promise<Record<string, unknown> & { tables: Record<string, unknown[]> }> {
  await page.getByRole('tab', { name: 'Data Management' }).click();
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export Data' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^data-export-\d+\.json$/);
  await expect(toast(page, 'Export Started')).toBeVisible();
  const path = await file.path();
  return JSON.parse(await readFile(path, 'utf8'));
}

/** The Danger Zone: a wrong password is refused, the right one deletes the account and signs out. */
async function deleteAccount(page: Page, account: Account) {
  await page.getByRole('tab', { name: 'Data Management' }).click();
  await page.getByRole('button', { name: 'Delete All Data' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete all data and close your account?' });
  await dialog.getByLabel('Password').fill('not my password at all');
  await dialog.getByRole('button', { name: 'Delete my account' }).click();
  await expect(dialog.getByText('401: The password is not correct', { exact: true })).toBeVisible();
  await dialog.getByLabel('Password').fill(account.password);
  await dialog.getByRole('button', { name: 'Delete my account' }).click();
  await expect(toast(page, 'Account Deleted')).toBeVisible();
  await page.waitForURL((url) => url.pathname === '/');

  // The account is gone: signing in fails, and the privacy page asks for a sign-in.
  await page.goto('/auth');
  await page.getByRole('tab', { name: 'Sign In' }).click();
  await page.getByLabel('Username').fill(account.username);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(toast(page, 'Login failed')).toBeVisible();
  await page.goto('/privacy');
  await page.waitForURL('**/auth');
}

test.describe('privacy control centre /privacy', () => {
  test('settings, permissions, access logs, export and account deletion', async ({ page }) => {
    // 12-15 s alone, 28 s in a full run on two busy cores.
    test.setTimeout(60_000);
    const account = await signUp(page);
    await page.goto('/privacy');
    await expect(page.getByRole('heading', { level: 1, name: 'Privacy Control Center' })).toBeVisible();

    // Global Settings: a change is saved with the spec's toast and survives a reload.
    const analytics = page.getByRole('switch', { name: 'Anonymous Analytics' });
    await expect(analytics).toHaveAttribute('aria-checked', 'false');
    await analytics.click();
    await expect(toast(page, 'Privacy Settings Updated')).toBeVisible();
    await expect(toast(page, 'Your privacy preferences have been saved')).toBeVisible();
    await page.getByLabel('Data Retention Period').selectOption({ label: '30 days' });
    await page.reload();
    await expect(page.getByRole('switch', { name: 'Anonymous Analytics' })).toHaveAttribute('aria-checked', 'true');
    await expect(page.getByLabel('Data Retention Period')).toHaveValue('30');
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.screenshot({ path: '/tmp/privacy-global-1280.png', fullPage: true });

    // Data Sources: turning a source off disables its level select (section 4); kept after reload.
    await page.getByRole('tab', { name: 'Data Sources' }).click();
    await page.getByRole('switch', { name: 'Enable LinkedIn' }).click();
    await expect(toast(page, 'Permission Updated')).toBeVisible();
    await expect(page.getByLabel('LinkedIn permission level')).toBeDisabled();
    await page.getByLabel('Gmail permission level').selectOption('metadata_only');
    await expect(page.getByLabel('Gmail permission level')).toHaveValue('metadata_only');
    await page.reload();
    await page.getByRole('tab', { name: 'Data Sources' }).click();
    await expect(page.getByRole('switch', { name: 'Enable LinkedIn' })).toHaveAttribute('aria-checked', 'false');
    await expect(page.getByLabel('Gmail permission level')).toHaveValue('metadata_only');

    await page.setViewportSize({ width: 1280, height: 900 });
    await page.screenshot({ path: '/tmp/privacy-sources-1280.png', fullPage: true });

    // Export: the whole account as JSON, with the export itself in the access log.
    const doc = await exportData(page);
    expect(doc.user).toMatchObject({ username: account.username, email: account.email });
    expect(doc.tables.users).toHaveLength(1);
    expect(JSON.stringify(doc)).not.toContain('argon2');
    expect(doc.tables.source_permissions).toEqual(
      expect.arrayContaining([expect.objectContaining({ source: 'linkedin', isEnabled: false })]),
    );
    await page.getByRole('tab', { name: 'Access Logs' }).click();
    const entries = page.getByRole('list', { name: 'Access log entries' }).getByRole('listitem');
    await expect(entries.first()).toContainText('export');
    await expect(entries.first()).toContainText('Data export you requested');
    await page.screenshot({ path: '/tmp/privacy-logs-1280.png', fullPage: true });

    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByRole('tab', { name: 'Data Management' }).click();
    await page.screenshot({ path: '/tmp/privacy-management-390.png', fullPage: true });
    await page.getByRole('tab', { name: 'Data Sources' }).click();
    await page.screenshot({ path: '/tmp/privacy-sources-390.png', fullPage: true });

    await deleteAccount(page, account);
  });

  test('GitHub across the app: connect, disable (no request reaches GitHub), logs, export, delete its data, delete the account', async ({
    page,
  }) => {
    // Connect, disable, logs, export, delete the data and the account: 17-25 s alone, over 30 s in a
    // full run on two busy cores.
    test.setTimeout(60_000);
    const account = await signUp(page);
    await clearFakeRequests(GITHUB_FAKE);
    await page.goto('/intelligence');
    await page.getByLabel('GitHub Username').fill('octocat');
    await page.getByRole('button', { name: 'Connect GitHub' }).click();
    await expect(toast(page, 'GitHub Connected')).toBeVisible();
    await page.getByRole('tab', { name: 'View Insights' }).click();
    const code = page.getByRole('region', { name: 'Code Activity' });
    await expect(code.getByRole('group', { name: 'Repositories' }).locator('dd').first()).toHaveText('3');
    expect((await fakeRequests(GITHUB_FAKE)).length).toBeGreaterThan(0);

    // The privacy centre knows the connection; turning GitHub off is saved.
    await page.goto('/privacy');
    await page.getByRole('tab', { name: 'Data Sources' }).click();
    await expect(page.getByText('1 connected', { exact: false })).toBeVisible();
    await page.getByRole('switch', { name: 'Enable GitHub' }).click();
    await expect(toast(page, 'Permission Updated')).toBeVisible();
    await expect(page.getByLabel('GitHub permission level')).toBeDisabled();

    // The dashboard says GitHub is off. A refresh and a new connect are refused before anything
    // is fetched: the fake GitHub sees no request.
    await clearFakeRequests(GITHUB_FAKE);
    await page.goto('/intelligence');
    await expect(page.getByText('GitHub is disabled in your privacy settings')).toBeVisible();
    const refresh = await page.evaluate(async () => {
      const res = await fetch('/api/intelligence/refresh/github', { method: 'POST' });
      return { status: res.status, body: await res.text() };
    });
    expect(refresh.status, refresh.body).toBe(403);
    await page.getByLabel('GitHub Username').fill('octocat');
    await page.getByRole('button', { name: 'Connect GitHub' }).click();
    await expect(toast(page, 'GitHub Connection Failed')).toBeVisible();
    await expect(
      toast(page, 'GitHub is disabled in your privacy settings; enable it in the Privacy Control Center to read it'),
    ).toBeVisible();
    expect(await fakeRequests(GITHUB_FAKE)).toEqual([]);

    // Every access is in the Access Logs tab: the GitHub reads of the connect.
    await page.goto('/privacy');
    await page.getByRole('tab', { name: 'Access Logs' }).click();
    const entries = page.getByRole('list', { name: 'Access log entries' }).getByRole('listitem');
    await expect(entries.filter({ hasText: 'GitHub' }).first()).toContainText('Code Activity');
    await expect(entries.filter({ hasText: 'GitHub' }).first()).toContainText('IP 127.0.0.1');
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.screenshot({ path: '/tmp/privacy-github-logs-1280.png', fullPage: true });

    // The export holds the GitHub connection (no token), its figures and the access log.
    const doc = await exportData(page);
    expect(doc.tables.source_connections).toEqual([expect.objectContaining({ source: 'github', account: 'octocat' })]);
    expect(doc.tables.source_snapshots).toEqual([expect.objectContaining({ source: 'github' })]);
    expect(doc.tables.access_logs).toEqual(expect.arrayContaining([expect.objectContaining({ source: 'github' })]));
    expect(JSON.stringify(doc)).not.toMatch(/tokenCiphertext|passwordHash/);

    // Deleting GitHub's data removes the figures and the connection.
    await page.getByRole('tab', { name: 'Data Sources' }).click();
    await page.getByRole('button', { name: 'Delete GitHub data' }).click();
    await page
      .getByRole('dialog', { name: 'Delete GitHub data?' })
      .getByRole('button', { name: 'Delete permanently' })
      .click();
    await expect(toast(page, 'Data Deleted')).toBeVisible();
    await expect(toast(page, 'Your data has been permanently deleted')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Delete GitHub data' })).toHaveCount(0);
    await page.goto('/intelligence');
    await page.getByRole('tab', { name: 'View Insights' }).click();
    await expect(page.getByRole('heading', { name: 'No Intelligence Data' })).toBeVisible();

    await page.goto('/privacy');
    await deleteAccount(page, account);
  });
});
