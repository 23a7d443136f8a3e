import { expect, type Page, test } from '@playwright/test';

// The public pages: landing (part 1 section 2), about (part 2 section 2.6), and the footer's
// Privacy Policy, Terms of Service and Contact pages (rulings: real pages, a form that really sends).

const explore = (page: Page) => page.getByRole('navigation', { name: 'Explore Careerloom' });
const footer = (page: Page) => page.getByRole('navigation', { name: 'Footer' });
const toast = (page: Page, title: string) => page.getByRole('status').filter({ hasText: title });

test.describe('landing page', () => {
  test('shows the tagline, the marketing claims and the pricing constants', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Work AI for All' })).toBeVisible();
    const claims = page.getByRole('region', { name: 'Trusted by teams that measure results' });
    for (const claim of ['10,000+', '320%', '18 months', '40%', '98%', '3.2 s']) {
      await expect(claims.getByText(claim, { exact: true })).toBeVisible();
    }
    const free = page.getByRole('article', { name: 'Free' });
    await expect(free.getByText('$0')).toBeVisible();
    await expect(free.getByText(/25 queries per day/)).toBeVisible();
    await expect(free.getByText(/5 per day/)).toBeVisible();
    await expect(page.getByRole('article', { name: 'Job Seeker' }).getByText('$12')).toBeVisible();
    const enterprise = page.getByRole('article', { name: 'Enterprise Starter' });
    await expect(enterprise.getByText('$49')).toBeVisible();
    await expect(enterprise.getByText('per month per user')).toBeVisible();
  });

  test('header links, hero buttons and dashboard cards point at their routes', async ({ page }) => {
    await page.goto('/');
    const headerLinks: Array<[string, string]> = [
      ['Enterprise Sales', '/enterprise'],
      ['Company Dashboard', '/company'],
      ['Work AI', '/work-ai'],
      ['Intelligence Hub', '/intelligence'],
      ['Get Started', '/auth'],
    ];
    for (const [name, href] of headerLinks) {
      await expect(explore(page).getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
    }

    await expect(page.getByRole('link', { name: 'Open Company Dashboard' })).toHaveAttribute('href', '/company');
    await expect(page.getByRole('link', { name: 'Explore Work AI' })).toHaveAttribute('href', '/work-ai');

    const dashboards = page.getByRole('region', { name: 'A dashboard for every way of working' });
    const cards: Array<[string, string]> = [
      ['Company Dashboard', '/company'],
      ['Work AI', '/work-ai'],
      ['Intelligence Hub', '/intelligence'],
      ['Device Control', '/device'],
    ];
    for (const [name, href] of cards) {
      await expect(dashboards.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
    }
  });

  test('pricing buttons point at sign-up, and Start Job Search opens the job seeker sign-up', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('link', { name: 'Sign Up for Free' })).toHaveAttribute('href', '/register/free');
    await expect(page.getByRole('link', { name: 'Try Free Tier' })).toHaveAttribute('href', '/register/free');
    await expect(page.getByRole('link', { name: 'Start Enterprise AI' })).toHaveAttribute(
      'href',
      '/auth?plan=enterprise',
    );
    const jobSearch = page.getByRole('link', { name: 'Start Job Search' });
    await expect(jobSearch).toHaveAttribute('href', '/auth?plan=jobseeker');

    await jobSearch.click();
    await expect(page).toHaveURL(/\/auth\?plan=jobseeker$/);
    await expect(page.getByRole('heading', { name: 'Get Started' })).toBeVisible();
  });

  test('the Get Started link opens the sign-up page', async ({ page }) => {
    await page.goto('/');
    await explore(page).getByRole('link', { name: 'Get Started', exact: true }).click();
    await expect(page).toHaveURL(/\/auth$/);
    await expect(page.getByRole('tab', { name: 'Sign Up' })).toHaveAttribute('aria-selected', 'true');
  });
});

test.describe('footer pages', () => {
  const pages: Array<{ link: string; url: RegExp; heading: string }> = [
    { link: 'Privacy Policy', url: /\/privacy-policy$/, heading: 'Privacy Policy' },
    { link: 'Terms of Service', url: /\/terms$/, heading: 'Terms of Service' },
    { link: 'Contact', url: /\/contact$/, heading: 'Talk to the Careerloom team' },
  ];
  for (const { link, url, heading } of pages) {
    test(`the footer's ${link} link opens its page`, async ({ page }) => {
      await page.goto('/');
      await footer(page).getByRole('link', { name: link, exact: true }).click();
      await expect(page).toHaveURL(url);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    });
  }

  test('the privacy policy states what is stored and the GDPR rights', async ({ page }) => {
    await page.goto('/privacy-policy');
    await expect(page.getByText(/argon2id hash/)).toBeVisible();
    await expect(page.getByText(/server-side session record/)).toBeVisible();
    for (const article of ['article 15', 'article 17', 'article 20']) {
      await expect(page.getByText(new RegExp(article)).first()).toBeVisible();
    }
    await expect(page.getByText(/within one month/).first()).toBeVisible();
  });
});

test.describe('about page', () => {
  test('its five tabs switch between their panels', async ({ page }) => {
    await page.goto('/about');
    await expect(page.getByRole('heading', { level: 1, name: 'About Careerloom' })).toBeVisible();
    const tabs: Array<[string, string]> = [
      ['Leadership', 'Leadership'],
      ['Culture', 'Our culture'],
      ['Careers', 'Careers at Careerloom'],
      ['Contact', 'Get in touch'],
      ['Overview', 'Work AI for All'],
    ];
    await expect(page.getByRole('tab')).toHaveCount(5);
    for (const [tab, heading] of tabs) {
      await page.getByRole('tab', { name: tab }).click();
      await expect(page.getByRole('tab', { name: tab })).toHaveAttribute('aria-selected', 'true');
      await expect(page.getByRole('tabpanel').getByRole('heading', { level: 2 })).toHaveText(heading);
    }
  });

  test('culture and careers mention the learning budget and personal-project time', async ({ page }) => {
    await page.goto('/about#culture');
    await expect(page.getByRole('tab', { name: 'Culture' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel').getByText('$3,000')).toBeVisible();
    await expect(page.getByRole('tabpanel').getByText('20%', { exact: true })).toBeVisible();

    await page.getByRole('tab', { name: 'Careers' }).click();
    await page.getByRole('button', { name: 'Write to us' }).click();
    await expect(page.getByRole('tab', { name: 'Contact' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('button', { name: 'Send Message' })).toBeVisible();
  });

  test('the Contact tab sends a message', async ({ page }) => {
    await page.goto('/about');
    await page.getByRole('tab', { name: 'Contact' }).click();
    await page.getByLabel('Name').fill('Grace Hopper');
    await page.getByLabel('Email').fill('grace@example.com');
    await page.getByLabel('Message').fill('We would like to hear more about Careerloom.');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(toast(page, 'Message sent')).toBeVisible();
    await expect(page.getByLabel('Message')).toHaveValue('');
  });
});

test.describe('contact form', () => {
  test('an empty submit shows an error under each field and sends nothing', async ({ page }) => {
    let sent = 0;
    page.on('request', (r) => {
      if (r.url().endsWith('/api/contact')) sent += 1;
    });
    await page.goto('/contact');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByText('Name is required')).toBeVisible();
    await expect(page.getByText('Please enter a valid email address')).toBeVisible();
    await expect(page.getByText('Message is required')).toBeVisible();
    await expect(page.getByLabel('Name')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByLabel('Name')).toBeFocused();
    expect(sent).toBe(0);

    // Correcting a field clears its error.
    await page.getByLabel('Name').fill('Ada');
    await expect(page.getByText('Name is required')).toBeHidden();
  });

  test('a valid message is sent, confirmed by a toast, and the form is cleared', async ({ page }) => {
    await page.goto('/contact');
    await page.getByLabel('Name').fill('Ada Lovelace');
    await page.getByLabel('Email').fill('ada@example.com');
    await page.getByLabel('Message').fill('Hello Careerloom, I have a question about the Job Seeker plan.');
    const answer = page.waitForResponse((r) => r.url().endsWith('/api/contact'));
    await page.getByRole('button', { name: 'Send Message' }).click();
    expect((await answer).status()).toBe(201);
    await expect(toast(page, 'Message sent')).toBeVisible();
    await expect(page.getByLabel('Name')).toHaveValue('');
    await expect(page.getByLabel('Email')).toHaveValue('');
    await expect(page.getByLabel('Message')).toHaveValue('');
  });

  test('a refused message shows an error toast and keeps what was typed', async ({ page }) => {
    await page.route('**/api/contact', (route) =>
      route.fulfill({
        status: 429,
        contentType: 'application/json',
        body: JSON.stringify({ message: 'Too many submissions; try again later', code: 'RATE_LIMITED' }),
      }),
    );
    await page.goto('/contact');
    await page.getByLabel('Name').fill('Ada Lovelace');
    await page.getByLabel('Email').fill('ada@example.com');
    await page.getByLabel('Message').fill('Hello again.');
    await page.getByRole('button', { name: 'Send Message' }).click();
    const failed = toast(page, 'Message not sent');
    await expect(failed).toBeVisible();
    await expect(failed).toContainText('429: Too many submissions; try again later');
    await expect(page.getByLabel('Message')).toHaveValue('Hello again.');
  });
});
