import { expect, type Page, test } from '@playwright/test';
import { newAccount, signUp } from './support/accounts';
import { clearFakeRequests, fakeRequests } from './support/fakes';

/** The fake Greenhouse board server of e2e/support/fakes/greenhouse.mjs. */
const GREENHOUSE = 11;

async function fillProfile(page: Page) {
  await page.goto('/dashboard?tab=settings');
  const settings = page.getByRole('tabpanel', { name: 'Settings' });
  await settings.getByLabel('Location').fill('Lisbon, Portugal');
  await settings.getByLabel('Skills').fill('TypeScript, React, PostgreSQL, Node.js');
  await settings.getByLabel('Bio').fill('Software engineer building web products.');
  await settings.getByRole('button', { name: 'Save Profile' }).click();
  await expect(page.getByText('Your profile has been updated successfully', { exact: true })).toBeVisible();
}

test.describe('job application page /dashboard and /ai-jobs', () => {
  test('a signed-out visitor reads the log-in message', async ({ page }) => {
    for (const route of ['/dashboard', '/ai-jobs']) {
      await page.goto(route);
      await expect(page.getByText('Please log in to access the Intelligent Job Application Dashboard')).toBeVisible();
      await expect(page.getByRole('link', { name: 'Sign In' }).last()).toHaveAttribute('href', '/auth');
    }
  });

  test('the landing, sign-in and dashboard pages draw without starting Intl (decision 030)', async ({ page }) => {
    // The first Intl object a renderer makes starts ICU: tens of milliseconds of one task.
    await page.addInitScript(() => {
      const calls: string[] = [];
      (window as unknown as { intlCalls: string[] }).intlCalls = calls;
      for (const name of ['NumberFormat', 'DateTimeFormat', 'RelativeTimeFormat', 'PluralRules', 'Collator'] as const) {
        const original = Intl[name] as unknown as new (...args: unknown[]) => unknown;
        (Intl as Record<string, unknown>)[name] = new Proxy(original, {
          construct: (target, args) => {
            calls.push(`Intl.${name}`);
            return Reflect.construct(target, args);
          },
        });
      }
      const toLocale = Number.prototype.toLocaleString;
      Number.prototype.toLocaleString = function (this: number, ...args: []) {
        calls.push('Number.toLocaleString');
        return toLocale.apply(this, args);
      };
      for (const name of ['toLocaleString', 'toLocaleDateString', 'toLocaleTimeString'] as const) {
        const original = Date.prototype[name];
        Date.prototype[name] = function (this: Date, ...args: []) {
          calls.push(`Date.${name}`);
          return original.apply(this, args);
        };
      }
    });
    const intlCalls = () => page.evaluate(() => (window as unknown as { intlCalls: string[] }).intlCalls);
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await intlCalls()).toEqual([]);
    await signUp(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Intelligent Job Application System' })).toBeVisible();
    expect(await intlCalls()).toEqual([]);
    await page.reload();
    const monitoring = page.getByRole('tabpanel', { name: 'Job Monitoring' });
    await expect(monitoring.getByText('Open postings', { exact: true })).toBeVisible();
    expect(await intlCalls()).toEqual([]);
  });

  test('watch a company, see ranked matches with reasons, auto-fill a Greenhouse application and read its receipt', async ({
    page,
  }) => {
    const account = newAccount('apply');
    await signUp(page, account);
    await expect(page.getByRole('heading', { level: 1, name: 'Intelligent Job Application System' })).toBeVisible();
    for (const card of ['Auto-Submitted', 'Needs Input', 'Avg Confidence', 'Last Activity'])
      await expect(page.getByRole('heading', { name: card, exact: true })).toBeVisible();
    for (const tab of ['Job Monitoring', 'Applications', 'AI Automation', 'Personalization', 'Settings'])
      await expect(page.getByRole('tab', { name: tab })).toBeVisible();

    await fillProfile(page);
    await page.getByRole('tab', { name: 'Settings' }).click();
    await expect(page.getByText('The confidence threshold is currently 85%.', { exact: false })).toBeVisible();

    // Watch the company's board: the server syncs it at once, through the fake Greenhouse API.
    await clearFakeRequests(GREENHOUSE);
    const settings = page.getByRole('tabpanel', { name: 'Settings' });
    await settings.getByLabel('Board (company token)').fill('acme');
    await settings.getByRole('button', { name: 'Watch company' }).click();
    await expect(settings.getByRole('listitem').filter({ hasText: 'greenhouse:acme' })).toBeVisible();
    await expect
      .poll(async () => (await fakeRequests(GREENHOUSE)).some((r) => r.path.startsWith('/v1/boards/acme/jobs')))
      .toBe(true);

    // Set a search and see ranked matches with their reasons.
    await page.getByRole('tab', { name: 'Job Monitoring' }).click();
    const monitoring = page.getByRole('tabpanel', { name: 'Job Monitoring' });
    await monitoring.getByLabel('Job title').fill('TypeScript Engineer');
    await monitoring.getByLabel('Location').fill('Remote');
    await expect(async () => {
      await monitoring.getByRole('button', { name: 'Find matches' }).click();
      await expect(
        monitoring.getByRole('article', { name: 'Senior TypeScript Engineer at Acme Robotics' }),
      ).toBeVisible({
        timeout: 2000,
      });
    }).toPass({ timeout: 30_000 });
    const matches = monitoring.getByRole('region', { name: 'Ranked matches' });
    const first = matches.getByRole('article').first();
    await expect(first).toHaveAccessibleName('Senior TypeScript Engineer at Acme Robotics');
    await expect(first.getByText(/^\d+% match$/)).toBeVisible();
    await first.getByText('Why this score').click();
    // The score's two halves (decision 038): how it fits the search, and how the person fits it
    // when we know them; the title's part is in the first.
    const search = first.getByRole('region', { name: 'Fits your search' });
    await expect(search.getByText('Title', { exact: true })).toBeVisible();
    await expect(search.getByText(/^\d+\/50$/).first()).toBeVisible();
    await expect(
      first.getByText(/% match: a high match needs both|match is how well it fits your search/),
    ).toBeVisible();
    // The warehouse job shares no title word or skill: it is not ranked above the engineering ones.
    await expect(matches.getByRole('article').nth(0)).not.toHaveAccessibleName(/Warehouse/);

    // Auto-fill the Greenhouse application from the match.
    await first.getByRole('button', { name: 'Auto-fill application' }).click();
    const automation = page.getByRole('tabpanel', { name: 'AI Automation' });
    await expect(automation.getByLabel('Job application URL')).toHaveValue(
      'https://boards.greenhouse.io/acme/jobs/7001',
    );
    await automation.getByRole('button', { name: 'Auto-Fill Application' }).click();
    await expect(page.getByText('Application Auto-Filled', { exact: true })).toBeVisible();
    await expect(page.getByText(/^\d+ fields filled automatically$/)).toBeVisible();
    const fields = automation.getByRole('list', { name: 'Filled fields' });
    const firstName = fields.getByRole('listitem', { name: 'First Name' });
    await expect(firstName.getByText(account.fullName.split(' ')[0] ?? '', { exact: true })).toBeVisible();
    await expect(firstName.getByText(/Evidence:/)).toBeVisible();
    // The résumé upload has no evidence without a stored resume: empty, flagged.
    const resume = fields.getByRole('listitem', { name: 'Resume' });
    await expect(resume.getByText('Needs your input')).toBeVisible();
    await expect(automation.getByText('Needs your input', { exact: true }).first()).toBeVisible();

    // The application and its receipt.
    await page.getByRole('tab', { name: 'Applications' }).click();
    const apps = page.getByRole('list', { name: 'Your applications' });
    await expect(apps.getByText('Senior TypeScript Engineer')).toBeVisible();
    await apps.getByRole('button', { name: 'Complete Application' }).click();
    const receipt = page.getByRole('dialog', { name: 'Senior TypeScript Engineer at Acme Robotics' });
    await expect(receipt.getByText("the Greenhouse job board's question list")).toBeVisible();
    await expect(
      receipt.getByRole('list', { name: 'Filled fields' }).getByRole('listitem', { name: 'First Name' }),
    ).toBeVisible();
    await expect(receipt.getByRole('link', { name: /Open the employer's application page/ })).toHaveAttribute(
      'href',
      'https://boards.greenhouse.io/acme/jobs/7001',
    );
    await receipt.getByRole('button', { name: 'Close' }).click();

    // The stat cards count it: prepared, waiting for the user; nothing auto-submitted.
    await expect(page.getByRole('heading', { name: 'Needs Input' }).locator('xpath=../..')).toContainText('1');
    await expect(page.getByRole('heading', { name: 'Auto-Submitted' }).locator('xpath=../..')).toContainText('0');
  });

  test('validation toasts, monitoring toggle and settings that persist', async ({ page }) => {
    await signUp(page);
    await page.getByRole('tab', { name: 'AI Automation' }).click();
    await page.getByRole('button', { name: 'Auto-Fill Application' }).click();
    await expect(page.getByText('Missing Job URL', { exact: true })).toBeVisible();
    await expect(page.getByText('Please enter a job application URL', { exact: true })).toBeVisible();

    await page.getByRole('tab', { name: 'Personalization' }).click();
    await page.getByRole('button', { name: 'Suggest Answers' }).click();
    await expect(page.getByText('Missing Job Details', { exact: true })).toBeVisible();

    await page.getByRole('tab', { name: 'Job Monitoring' }).click();
    await page.getByRole('button', { name: 'Stop Monitoring' }).click();
    await expect(page.getByText('Job Monitoring Stopped', { exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Start Job Monitoring' }).click();
    await expect(page.getByText('Job Monitoring Started', { exact: true })).toBeVisible();

    await page.getByRole('tab', { name: 'Settings' }).click();
    await page.getByRole('button', { name: 'Enable' }).click();
    await expect(page.getByRole('button', { name: 'Disable' })).toBeVisible();
    await page.getByRole('button', { name: 'Adjust' }).click();
    await page.getByLabel('Threshold (%)').fill('90');
    await page.getByRole('button', { name: 'Save threshold' }).click();
    await expect(page.getByText('The confidence threshold is currently 90%.', { exact: false })).toBeVisible();
    await page.reload();
    await page.getByRole('tab', { name: 'Settings' }).click();
    await expect(page.getByText('The confidence threshold is currently 90%.', { exact: false })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Disable' })).toBeVisible();
  });
});
