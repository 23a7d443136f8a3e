import { expect, type Page, test } from '@playwright/test';
import { signUp } from './support/accounts';

const ON_TEXT = 'AI Assistant is active and working on your tasks';
const OFF_TEXT = 'AI Assistant is paused - Enable to continue automation';

const metric = (page: Page, label: string) =>
  page.getByRole('list', { name: 'Metrics' }).getByRole('listitem').filter({ hasText: label });

test.describe('role dashboard /work-ai', () => {
  test('a new account sees the employee view; the switch and the AI settings are kept', async ({ page }) => {
    await signUp(page);
    await page.goto('/work-ai');
    await expect(page.getByRole('heading', { level: 1, name: 'Productivity AI' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Automate Tasks' })).toBeVisible();
    await expect(metric(page, 'Tasks Automated')).toContainText('0');
    await expect(metric(page, 'Productivity Gains')).toContainText('0%');

    // The switch is on by default, says so, and its state survives a reload.
    const assistant = page.getByRole('switch', { name: 'AI Assistant' });
    await expect(assistant).toHaveAttribute('aria-checked', 'true');
    await expect(page.getByText(ON_TEXT, { exact: true })).toBeVisible();
    await assistant.click();
    await expect(assistant).toHaveAttribute('aria-checked', 'false');
    await expect(page.getByText(OFF_TEXT, { exact: true })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('switch', { name: 'AI Assistant' })).toHaveAttribute('aria-checked', 'false');
    await expect(page.getByText(OFF_TEXT, { exact: true })).toBeVisible();
    await page.getByRole('switch', { name: 'AI Assistant' }).click();
    await expect(page.getByText(ON_TEXT, { exact: true })).toBeVisible();

    // AI Settings: defaults of part 1, saved with a toast, still there after a reload.
    await page.getByRole('tab', { name: 'AI Settings' }).click();
    await expect(page.getByLabel('Automation Level')).toHaveValue('High');
    await expect(page.getByLabel('Data Privacy')).toHaveValue('Restricted');
    await expect(page.getByLabel('Notification Frequency')).toHaveValue('Real-time');
    await page.getByLabel('Automation Level').selectOption('Medium');
    await page.getByLabel('Notification Frequency').selectOption('Daily');
    await page.getByRole('button', { name: 'Update AI Settings' }).click();
    await expect(page.getByText('AI Settings Updated', { exact: true })).toBeVisible();
    await page.reload();
    await page.getByRole('tab', { name: 'AI Settings' }).click();
    await expect(page.getByLabel('Automation Level')).toHaveValue('Medium');
    await expect(page.getByLabel('Notification Frequency')).toHaveValue('Daily');
    await expect(page.getByLabel('Data Privacy')).toHaveValue('Restricted');

    // Recent Activity lists what really happened, newest first.
    await page.getByRole('tab', { name: 'Recent Activity' }).click();
    const events = page.getByRole('tabpanel').getByRole('listitem');
    await expect(events.first()).toContainText('Automation Level set to Medium; Notification Frequency set to Daily');
    await expect(events.first()).toContainText('just now');
    await expect(page.getByRole('tabpanel').getByText('AI Assistant paused')).toBeVisible();

    // Data Integrations: nothing is connected before a resume is stored.
    await page.getByRole('tab', { name: 'Data Integrations' }).click();
    const panel = page.getByRole('tabpanel');
    for (const name of ['Resume', 'LinkedIn', 'Gmail', 'Notion', 'Greenhouse']) {
      await expect(panel.getByRole('listitem').filter({ has: page.getByRole('heading', { name }) })).toContainText(
        'Available',
      );
    }

    // The employee's primary action sums up their automations and leads to where they are made.
    await page.getByRole('button', { name: 'Automate Tasks' }).click();
    const dialog = page.getByRole('dialog', { name: 'Automate your tasks' });
    await expect(dialog).toContainText('Automation Level is Medium: only reminders run.');
    await expect(dialog.getByRole('link', { name: 'Open automations' })).toHaveAttribute('href', '/free');
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
  });

  test('changing the role in Settings shows the analyst view, whose Generate Report works', async ({ page }) => {
    await signUp(page);
    await page.goto('/work-ai');
    await expect(page.getByRole('heading', { level: 1, name: 'Productivity AI' })).toBeVisible();
    await page.getByRole('main').getByRole('link', { name: 'Settings' }).click();
    await expect(page).toHaveURL(/\/dashboard\?tab=settings$/);
    await page.getByRole('tabpanel', { name: 'Settings' }).getByLabel('Role').selectOption('analyst');
    await page.getByRole('button', { name: 'Save Profile' }).click();
    await expect(page.getByText('Profile updated', { exact: true })).toBeVisible();

    await page.goto('/work-ai');
    await expect(page.getByRole('heading', { level: 1, name: 'Business Intelligence AI' })).toBeVisible();
    await expect(metric(page, 'Reports Generated')).toContainText('0');
    await expect(metric(page, 'Data Processed')).toBeVisible();

    await page.getByRole('button', { name: 'Generate Report' }).click();
    const report = page.getByRole('dialog', { name: /^Activity report, / });
    await expect(report).toContainText('Saved to your notifications.');
    // The profile change was the only thing this account did; the report says so honestly.
    await expect(report).toContainText('No activity recorded yet');
    await report.getByRole('button', { name: 'Close' }).click();
    await expect(metric(page, 'Reports Generated')).toContainText('1');
    await page.getByRole('tab', { name: 'Recent Activity' }).click();
    await expect(page.getByRole('tabpanel').getByRole('listitem').first()).toContainText(
      'Generated an activity report',
    );
  });
});
