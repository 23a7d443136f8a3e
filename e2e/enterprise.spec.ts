import { expect, type Page, test } from '@playwright/test';

/**
 * The public enterprise sales page (/enterprise, part 1 section 2) and the enterprise demo request
 * (/enterprise-demo, part 2 sections 2.7, 4, 5 and 8). Both forms really store a lead.
 */

/** Part 2 section 5, quoted exactly. */
const DEMO_MESSAGES = [
  'First name is required',
  'Last name is required',
  'Please enter a valid email address',
  'Company name is required',
  'Job title is required',
  'Please select company size',
  'Please select industry',
  'Please describe your current hiring challenges',
  'Please select implementation timeline',
];

test.describe('enterprise sales page', () => {
  test('shows the four tiers and selecting one changes the feature list', async ({ page }) => {
    await page.goto('/enterprise');
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);

    const radios = page.getByRole('radio');
    await expect(radios).toHaveCount(4);
    for (const text of ['$149', '$299', '$599', 'Custom', '10-100 users', '50-1,000 users', '100-10,000 users']) {
      await expect(page.getByText(text, { exact: true })).toBeVisible();
    }
    await expect(page.getByText('1,000+ users', { exact: true })).toBeVisible();
    await expect(page.getByText('Most Popular', { exact: true })).toBeVisible();

    // ENTERPRISE is selected by default.
    const features = page.getByRole('list', { name: 'Features' });
    const aiCapabilities = page.getByRole('list', { name: 'AI Capabilities' });
    await expect(page.getByRole('radio', { name: 'Enterprise' })).toBeChecked();
    await expect(features).toContainText('Unlimited open roles and hiring pipelines');

    await page.getByRole('radio', { name: 'Professional' }).check();
    await expect(page.getByRole('radio', { name: 'Professional' })).toBeChecked();
    await expect(page.getByRole('radio', { name: 'Enterprise' })).not.toBeChecked();
    await expect(page.getByRole('heading', { level: 2, name: 'Professional' })).toBeVisible();
    await expect(features).toContainText('Shared hiring workspace for up to 100 seats');
    await expect(features).not.toContainText('Unlimited open roles and hiring pipelines');
    await expect(aiCapabilities).toContainText('Resume parsing with ATS-fit scoring');

    // The cards are a radio group: the arrow keys move the selection.
    await page.getByRole('radio', { name: 'Professional' }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('radio', { name: 'Enterprise' })).toBeChecked();
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('radio', { name: 'Quantum Suite' })).toBeChecked();
    await expect(features).toContainText('Data residency in the EU or the US');
  });

  test('the inquiry modal opens, Cancel closes it, required fields are checked and a lead is stored', async ({
    page,
  }) => {
    await page.goto('/enterprise');
    const open = page.getByRole('button', { name: 'Get Enterprise Pricing' });
    const dialog = page.getByRole('dialog', { name: 'Get Enterprise Pricing' });

    await open.click();
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();

    await open.click();
    await expect(
      dialog.getByPlaceholder('Describe your AI requirements and use cases...', { exact: true }),
    ).toBeVisible();
    await dialog.getByRole('button', { name: 'Submit Inquiry' }).click();
    await expect(dialog.getByText('Company name is required', { exact: true })).toBeVisible();
    await expect(dialog.getByText('Your name is required', { exact: true })).toBeVisible();
    await expect(dialog.getByText('Please enter a valid email address', { exact: true })).toBeVisible();
    await expect(dialog.getByLabel('Company Name')).toHaveAttribute('aria-invalid', 'true');
    await expect(dialog.getByLabel('Email')).toHaveAttribute('type', 'email');

    await dialog.getByLabel('Company Name').fill('Acme Robotics');
    await dialog.getByLabel('Industry').selectOption('manufacturing');
    await dialog.getByLabel('Number of Employees').selectOption('201-1000');
    await dialog.getByLabel('Annual Revenue').selectOption('50-200M');
    await dialog.getByLabel('Your Name').fill('Grace Hopper');
    await dialog.getByLabel('Email').fill('grace@acme.example');
    await dialog.getByLabel('AI Requirements').fill('Screen 5,000 applicants a month.');
    await expect(dialog.getByText('Company name is required', { exact: true })).toBeHidden();

    const sent = page.waitForResponse((r) => r.url().endsWith('/api/leads/inquiry') && r.request().method() === 'POST');
    await dialog.getByRole('button', { name: 'Submit Inquiry' }).click();
    const response = await sent;
    expect(response.status()).toBe(201);
    expect(await response.json()).toMatchObject({ id: expect.any(Number) });
    const body = response.request().postDataJSON() as Record<string, string>;
    expect(body).toMatchObject({
      company: 'Acme Robotics',
      industry: 'manufacturing',
      employees: '201-1000',
      revenue: '50-200M',
      name: 'Grace Hopper',
      email: 'grace@acme.example',
    });
    expect(body.requirements).toContain('Screen 5,000 applicants a month.');

    await expect(dialog).toBeHidden();
    await expect(page.getByText('Inquiry Sent', { exact: true })).toBeVisible();
  });

  test('Schedule Demo navigates to the demo request', async ({ page }) => {
    await page.goto('/enterprise');
    await page.getByRole('button', { name: 'Schedule Demo' }).click();
    await expect(page).toHaveURL(/\/enterprise-demo$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Schedule Your Enterprise Demo' })).toBeVisible();
  });
});

test.describe('enterprise demo request', () => {
  async function fillValidDemo(page: Page, challenges = 'We screen 2,000 applicants a month by hand.') {
    await page.getByLabel('First Name').fill('Ada');
    await page.getByLabel('Last Name').fill('Lovelace');
    await page.getByLabel('Work Email').fill('ada@engines.example');
    await page.getByLabel('Company', { exact: true }).fill('Analytical Engines');
    await page.getByLabel('Job Title').fill('Head of Talent');
    await page.getByLabel('Company Size').selectOption('100-500');
    await page.getByLabel('Industry').selectOption('consulting');
    await page.getByLabel('Implementation Timeline').selectOption('quarter');
    await page.getByLabel('Current Hiring Challenges').fill(challenges);
  }

  test('has the back link, the panels and one h1', async ({ page }) => {
    await page.goto('/enterprise-demo');
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    await expect(page.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
    await expect(page.getByRole('heading', { name: 'What to Expect' })).toBeVisible();
    await expect(page.getByText('30-minute personalized demo')).toBeVisible();
    await expect(page.getByText('Follow-up within 24 hours')).toBeVisible();
    for (const value of ['immediate', 'quarter', 'half-year', 'planning']) {
      await expect(page.getByLabel('Implementation Timeline').locator(`option[value="${value}"]`)).toHaveCount(1);
    }
  });

  test('an empty submit shows every message of the spec under its field', async ({ page }) => {
    await page.goto('/enterprise-demo');
    let requests = 0;
    page.on('request', (r) => {
      if (r.url().endsWith('/api/leads/demo')) requests += 1;
    });
    await page.getByRole('button', { name: 'Request Demo' }).click();
    for (const message of DEMO_MESSAGES) {
      await expect(page.getByText(message, { exact: true })).toBeVisible();
    }
    await expect(page.getByLabel('First Name')).toHaveAccessibleDescription('First name is required');
    await expect(page.getByLabel('Phone (optional)')).not.toHaveAttribute('aria-invalid', 'true');
    expect(requests).toBe(0);
  });

  test('a 9-character challenge is refused with its message', async ({ page }) => {
    await page.goto('/enterprise-demo');
    await fillValidDemo(page, '123456789');
    await page.getByRole('button', { name: 'Request Demo' }).click();
    await expect(page.getByText('Please describe your current hiring challenges', { exact: true })).toBeVisible();
    await expect(page.getByText('First name is required', { exact: true })).toBeHidden();
    await expect(page.getByLabel('Current Hiring Challenges')).toBeFocused();
  });

  test('a valid request shows Submitting..., then the toast and the confirmation screen', async ({ page }) => {
    await page.goto('/enterprise-demo');
    await fillValidDemo(page);

    // Hold the real request until the pending state has been seen.
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/api/leads/demo', async (route) => {
      await held;
      await route.continue();
    });
    const sent = page.waitForResponse((r) => r.url().endsWith('/api/leads/demo'));
    await page.getByRole('button', { name: 'Request Demo' }).click();
    await expect(page.getByRole('button', { name: 'Submitting...' })).toBeDisabled();
    release();

    const response = await sent;
    expect(response.status()).toBe(201);
    expect(response.request().postDataJSON()).toEqual({
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@engines.example',
      company: 'Analytical Engines',
      jobTitle: 'Head of Talent',
      companySize: '100-500',
      industry: 'consulting',
      timeline: 'quarter',
      currentChallenges: 'We screen 2,000 applicants a month by hand.',
    });

    await expect(page.getByText('Demo Request Submitted', { exact: true })).toBeVisible();
    await expect(
      page.getByText('Our enterprise team will contact you within 24 hours.', { exact: true }),
    ).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Thank you, Ada!' })).toBeVisible();
    await page.getByRole('link', { name: 'Back to Homepage' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('a failed request shows the failure toast and keeps the form', async ({ page }) => {
    await page.goto('/enterprise-demo');
    await fillValidDemo(page);
    await page.route('**/api/leads/demo', (route) =>
      route.fulfill({
        status: 400,
        contentType: 'application/json',
        body: JSON.stringify({
          message: 'jobTitle: Job title is required',
          code: 'VALIDATION_FAILED',
          issues: [{ path: ['body', 'jobTitle'], message: 'Job title is required' }],
        }),
      }),
    );
    await page.getByRole('button', { name: 'Request Demo' }).click();
    await expect(page.getByText('Submission Failed', { exact: true })).toBeVisible();
    await expect(page.getByText('Please try again or contact us directly.', { exact: true })).toBeVisible();
    // The server's verdict lands under the field it names.
    await expect(page.getByLabel('Job Title')).toHaveAccessibleDescription('Job title is required');
    await expect(page.getByRole('button', { name: 'Request Demo' })).toBeEnabled();
  });
});
