import { expect, type Locator, type Page, test } from '@playwright/test';
import { signUp } from './support/accounts';

const conversation = (page: Page) => page.getByRole('log', { name: 'Conversation' });
const answers = (page: Page) => conversation(page).locator('[data-from=assistant]');

/** Sends one question from the AI Chat tab and waits until its answer (or refusal) is shown. */
async function ask(page: Page, question: string): Promise<Locator> {
  const before = await conversation(page).locator('[data-from=assistant], [data-from=error]').count();
  await page.getByLabel('Your question').fill(question);
  await page.getByRole('button', { name: 'Send', exact: true }).click();
  const reply = conversation(page).locator('[data-from=assistant], [data-from=error]').nth(before);
  await expect(reply).toBeVisible({ timeout: 20_000 });
  return reply;
}

/** Six months of rising revenue with a falling churn column, as a user's CSV export. */
const SALES_CSV = [
  'month,region,revenue,churn',
  '2024-01-01,North,1000,9',
  '2024-02-01,South,1150,8',
  '2024-03-01,North,1300,8',
  '2024-04-01,East,1420,7',
  '2024-05-01,North,1600,6',
  '2024-06-01,South,1750,5',
].join('\n');

test.describe('free dashboard as a guest (/register/free)', () => {
  test('shows the labelled sample, makes no load call and offers sign-up and upgrade', async ({ page }) => {
    const loads: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/api/free/dashboard')) loads.push(r.url());
    });
    await page.goto('/register/free');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Free\s*Try Now$/);
    await expect(page.getByText('Guest Mode', { exact: true })).toBeVisible();
    await expect(page.getByText('Sample', { exact: true }).first()).toBeVisible();
    await expect(page.getByText('The usage figures below are sample data', { exact: false })).toBeVisible();
    await expect(page.getByTestId('daily-usage')).toHaveText('5 of 10 AI queries today');
    await expect(page.getByTestId('monthly-usage')).toHaveText('45 of 100 AI queries this month');
    const bar = page.getByRole('progressbar', { name: 'Daily usage' });
    await expect(bar).toHaveAttribute('aria-valuenow', '5');
    await expect(bar).toHaveAttribute('aria-valuemax', '10');
    await expect(page.getByText('Resets daily at midnight UTC')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Sign Up for More' })).toHaveAttribute('href', '/auth');
    // A guest upgrades by signing up with the Job Seeker plan (issue 11).
    await expect(page.getByRole('link', { name: 'Upgrade', exact: true })).toHaveAttribute(
      'href',
      '/auth?plan=jobseeker',
    );
    for (const tab of ['AI Chat', 'Data Integration', 'Automation', 'Role Insights']) {
      await expect(page.getByRole('tab', { name: tab })).toBeVisible();
    }
    const special = page.getByRole('region', { name: 'Job Seeker Special' });
    await expect(special).toContainText('$12/month');
    await expect(special.getByRole('link')).toHaveAttribute('href', '/auth?plan=jobseeker');
    await expect(page.getByText('Free tier answers arrive after a 2-second delay.')).toBeVisible();

    // An automation needs an account: the server's 401 message is shown.
    await page.getByRole('tab', { name: 'Automation' }).click();
    await page.getByLabel('Task description').fill('Remind me every Friday at 16:00 to send my timesheet');
    await page.getByLabel('Task type').selectOption('scheduling');
    await page.getByRole('button', { name: 'Create Automation' }).click();
    await expect(page.getByText(/^401: /)).toBeVisible();
    expect(loads).toEqual([]);
  });

  test('chats for real until the guest quota, then shows the reset time', async ({ page }) => {
    // Ten answers with the stated 2-second minimum each, then the refusal.
    test.setTimeout(120_000);
    await page.goto('/register/free');
    const send = page.getByRole('button', { name: 'Send', exact: true });
    await expect(send).toBeDisabled();
    await page.getByLabel('Your question').fill('   ');
    await expect(send).toBeDisabled();

    const first = await ask(page, 'How do I get my resume past ATS screening?');
    await expect(first).toHaveAttribute('data-from', 'assistant');
    expect(((await first.textContent()) ?? '').length).toBeGreaterThan(40);
    for (let n = 2; n <= 10; n++) {
      const reply = await ask(page, `Question ${n}: how should I prepare for an interview?`);
      await expect(reply).toHaveAttribute('data-from', 'assistant');
    }
    await expect(answers(page)).toHaveCount(10);

    const refusal = await ask(page, 'One more question, please?');
    await expect(refusal).toHaveAttribute('data-from', 'error');
    await expect(refusal).toHaveAttribute('role', 'alert');
    // The message says when the quota starts again: midnight UTC, with the date and time left.
    await expect(refusal).toContainText('midnight UTC');
    await expect(refusal).toContainText(/[A-Z][a-z]{2} \d{1,2}, \d{4}, 00:00 UTC/);
    await expect(page.getByText(/^429: /)).toBeVisible();
    // The sample stays the sample: the guest's own count is never dressed up as it.
    await expect(page.getByTestId('daily-usage')).toHaveText('5 of 10 AI queries today');
  });
});

test.describe('free dashboard signed in (/free)', () => {
  test('a signed-in visitor to /register/free lands on /free', async ({ page }) => {
    await signUp(page);
    await page.goto('/register/free');
    await expect(page).toHaveURL(/\/free$/);
    await expect(page.getByText('Free Tier', { exact: true })).toBeVisible();
  });

  test('real usage, chat, data analysis, automation and role insights', async ({ page }) => {
    test.setTimeout(90_000);
    await signUp(page);
    await page.goto('/free');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Free');
    await expect(page.getByText('Free Tier', { exact: true })).toBeVisible();
    await expect(page.getByText('Guest Mode')).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Sign Up for More' })).toHaveCount(0);
    // A signed-in user chooses the trial or checkout on /billing (issue 11).
    await expect(page.getByRole('link', { name: 'Upgrade', exact: true })).toHaveAttribute('href', '/billing');
    await expect(page.getByRole('region', { name: 'Job Seeker Special' }).getByRole('link')).toHaveAttribute(
      'href',
      '/billing',
    );
    await expect(page.getByText('Sample', { exact: true })).toHaveCount(0);
    await expect(page.getByTestId('daily-usage')).toHaveText('0 of 25 AI queries today');
    await expect(page.getByRole('progressbar', { name: 'Daily usage' })).toHaveAttribute('aria-valuenow', '0');

    // Chat: blank is refused by the button; an answer counts against today's usage.
    await expect(page.getByRole('button', { name: 'Send', exact: true })).toBeDisabled();
    const reply = await ask(page, 'What should I ask at the end of an interview?');
    await expect(reply).toHaveAttribute('data-from', 'assistant');
    await expect(page.getByTestId('daily-usage')).toHaveText('1 of 25 AI queries today');
    await expect(page.getByTestId('monthly-usage')).toHaveText('1 of 500 AI queries this month');
    await expect(page.getByRole('progressbar', { name: 'Daily usage' })).toHaveAttribute('aria-valuenow', '1');

    // Data Integration: validation first, then an uploaded CSV analysed from its own rows.
    await page.getByRole('tab', { name: 'Data Integration' }).click();
    const dataForm = page.getByRole('form', { name: 'Data analysis' });
    await dataForm.getByRole('button', { name: 'Analyze Data' }).click();
    await expect(dataForm.getByText('Name the data source')).toBeVisible();
    await expect(dataForm.getByText('Choose a data type')).toBeVisible();
    await expect(dataForm.getByText('Upload a CSV file or paste its rows to analyse')).toBeVisible();
    await dataForm.getByLabel('CSV file').setInputFiles({
      name: 'monthly-sales.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(SALES_CSV),
    });
    await expect(dataForm.getByLabel('Data source')).toHaveValue('monthly-sales');
    await dataForm.getByLabel('Data type').selectOption('sales');
    await dataForm.getByRole('button', { name: 'Analyze Data' }).click();
    const insights = page.getByRole('region', { name: 'Insights: monthly-sales' });
    await expect(insights.getByTestId('rows-analysed')).toContainText('6 rows analysed');
    await expect(insights.getByRole('region', { name: 'Trends' })).toContainText('revenue: Rising');
    await expect(insights.getByRole('region', { name: 'Trends' })).toContainText('churn: Falling');
    const revenueRow = insights.getByRole('row', { name: /^revenue/ });
    await expect(revenueRow).toContainText('Number');
    await expect(revenueRow).toContainText('min 1,000');
    await expect(revenueRow).toContainText('max 1,750');
    await expect(insights.getByRole('row', { name: /^region/ })).toContainText('North (3)');
    // The trends chart is drawn (its lazy chunk loaded) before the pictures are taken.
    await expect(insights.locator('.recharts-surface').first()).toBeVisible();
    await insights.scrollIntoViewIfNeeded();
    await insights.screenshot({ path: '/tmp/free-csv-trends-1280.png' });
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(insights.locator('.recharts-surface').first()).toBeVisible();
    await insights.screenshot({ path: '/tmp/free-csv-trends-390.png' });
    await page.setViewportSize({ width: 1280, height: 720 });
    // An analysis is one AI query too.
    await expect(page.getByTestId('daily-usage')).toHaveText('2 of 25 AI queries today');

    // Automation: validation, then a plan with its schedule and which steps run on this plan.
    await page.getByRole('tab', { name: 'Automation' }).click();
    const automationForm = page.getByRole('form', { name: 'New automation' });
    await automationForm.getByRole('button', { name: 'Create Automation' }).click();
    await expect(automationForm.getByText('Describe the task to automate')).toBeVisible();
    await expect(automationForm.getByText('Choose a task type')).toBeVisible();
    const task = 'Every Monday at 9:00 remind me to review my applications and email a summary to my mentor';
    await automationForm.getByLabel('Task description').fill(task);
    await automationForm.getByLabel('Task type').selectOption('scheduling');
    // The zone starts as the browser's; the plan's times are read in the one chosen.
    await automationForm.getByLabel('Time zone').selectOption('America/Los_Angeles');
    await automationForm.getByRole('button', { name: 'Create Automation' }).click();
    const plan = page.getByRole('region', { name: 'Automation plan' });
    await expect(plan).toContainText('Every Monday at 09:00 (America/Los_Angeles)');
    await expect(plan.getByRole('list', { name: 'Steps' })).toContainText('Runs on your plan');
    await expect(plan.getByRole('list', { name: 'Steps' })).toContainText('You do this');
    const mine = page.getByRole('list', { name: 'Your automations' }).getByRole('listitem', { name: task });
    await expect(mine).toContainText('Scheduled');
    await expect(page.getByTestId('daily-automations')).toHaveText('1 of 5 automations today');

    // Run it now: the reminder arrives as an in-app notification; then mark all read.
    await mine.getByRole('button', { name: /^Run .* now$/ }).click();
    const notifications = page.getByRole('list', { name: 'Notifications' });
    await expect(notifications.getByRole('listitem').first()).toBeVisible();
    await expect(mine).toContainText(/Runs\s*1/);
    await page.getByRole('button', { name: 'Mark all read' }).click();
    await expect(page.getByRole('button', { name: 'Mark all read' })).toBeDisabled();

    // Pause, resume and delete.
    await mine.getByRole('button', { name: /^Pause / }).click();
    await expect(mine).toContainText('Paused');
    await mine.getByRole('button', { name: /^Resume / }).click();
    await expect(mine).toContainText('Scheduled');
    await mine.getByRole('button', { name: /^Delete / }).click();
    await mine.getByRole('button', { name: 'Confirm delete' }).click();
    await expect(mine).toHaveCount(0);

    // Role Insights name the role and lead to the role dashboard.
    await page.getByRole('tab', { name: 'Role Insights' }).click();
    await expect(page.getByText('Insights for your role: Job Seeker')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Open role dashboard' })).toHaveAttribute('href', '/work-ai');
  });
});
