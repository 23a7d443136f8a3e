import { expect, test } from '@playwright/test';
import { signUp } from './support/accounts';

// The e2e server runs with JOB_BOARDS=none: the postings store is empty, so every figure is a
// real zero, never the fallback sample (which appears only when the request fails).
test('the real-time page shows real counters and the processing status', async ({ page }) => {
  await signUp(page);
  await page.goto('/realtime');

  await expect(page.getByRole('heading', { level: 1, name: 'Real-Time Job Search Intelligence' })).toBeVisible();
  await expect(page.getByRole('listitem', { name: 'Open jobs in the store: 0' })).toBeVisible();
  await expect(page.getByRole('listitem', { name: 'Matches for your criteria: 0' })).toBeVisible();
  await expect(page.getByRole('listitem', { name: 'Applications sent: 0' })).toBeVisible();
  await expect(page.getByRole('listitem', { name: 'Response rate: 0%' })).toBeVisible();
  await expect(page.getByText('Sample', { exact: true })).toHaveCount(0);
  await expect(page.getByText(/No postings yet: the server syncs job boards in the background/)).toBeVisible();

  const matching = page.getByRole('listitem', { name: 'Job matching' });
  await expect(matching).toBeVisible();
  await expect(matching.getByRole('progressbar', { name: 'Job matching progress' })).toBeVisible();
  const skills = page.getByRole('listitem', { name: 'Skill extraction' });
  await expect(skills).toBeVisible();
  await expect(skills.getByText('No open postings yet')).toBeVisible();
  await expect(skills.getByText('connected', { exact: true })).toBeVisible();
});

test('the real-time page shows the labelled sample when the figures cannot be loaded', async ({ page }) => {
  await signUp(page);
  await page.route('**/api/ai/job-monitoring*', (route) =>
    route.fulfill({ status: 503, contentType: 'application/json', body: JSON.stringify({ message: 'Unavailable' }) }),
  );
  await page.goto('/realtime');

  await expect(page.getByRole('listitem', { name: 'Open jobs in the store: 1,247' })).toBeVisible();
  await expect(page.getByRole('listitem', { name: 'Matches for your criteria: 23' })).toBeVisible();
  await expect(page.getByRole('listitem', { name: 'Applications sent: 34' })).toBeVisible();
  await expect(page.getByRole('listitem', { name: 'Response rate: 18%' })).toBeVisible();
  await expect(page.getByText('Sample', { exact: true })).toBeVisible();
});
