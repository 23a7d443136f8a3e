import { expect, test } from '@playwright/test';
import { signUp } from './support/accounts';

// Other specs may have synced a fake board, so the store is not empty: every counter must equal
// the user's real figures from the API, never the fallback sample (which appears only on failure).
test('the real-time page shows real counters and the processing status', async ({ page }) => {
  await signUp(page);
  await page.goto('/realtime');

  await expect(page.getByRole('heading', { level: 1, name: 'Real-Time Job Search Intelligence' })).toBeVisible();
  const figures = (await (await page.request.get('/api/ai/job-monitoring')).json()) as {
    totalJobs: number;
    totalFound: number;
  };
  const n = (value: number) => value.toLocaleString('en-US');
  await expect(page.getByRole('listitem', { name: `Open postings: ${n(figures.totalJobs)}` })).toBeVisible();
  await expect(
    page.getByRole('listitem', { name: `Matches for your criteria: ${n(figures.totalFound)}` }),
  ).toBeVisible();
  await expect(page.getByRole('listitem', { name: 'Applications sent: 0' })).toBeVisible();
  await expect(page.getByRole('listitem', { name: 'Response rate: 0%' })).toBeVisible();
  await expect(page.getByText('Sample', { exact: true })).toHaveCount(0);

  const matching = page.getByRole('listitem', { name: 'Job matching' });
  await expect(matching).toBeVisible();
  await expect(matching.getByRole('progressbar', { name: 'Job matching progress' })).toBeVisible();
  const skills = page.getByRole('listitem', { name: 'Skill extraction' });
  await expect(skills).toBeVisible();
  await expect(skills.getByRole('progressbar', { name: 'Skill extraction progress' })).toBeVisible();

  // Skill extraction shows its figure measured on a public set in plain words (issue 35), never a
  // made-up accuracy nor the bench's names; each measured area has its own block.
  const status = (await (await page.request.get('/api/realtime/processing-status')).json()) as {
    measuredFigures: { area: string; set: string; measuredAt: string; metrics: { name: string; value: number }[] }[];
  };
  const measured = status.measuredFigures.find((f) => f.area === 'skills');
  expect(measured?.metrics[0]?.name).toBe('precision');
  if (!measured?.metrics[0]) throw new Error('no measured skill figures');
  const percent = Math.round(measured.metrics[0].value * 100);
  await expect(
    skills.getByText(`On a public test set: ${percent}% of the skills it picks out are ones the researchers marked`),
  ).toBeVisible();
  await expect(skills.getByText('Accuracy', { exact: true })).toHaveCount(0);
  const quality = page.getByRole('region', { name: 'Measured quality' });
  await expect(quality.getByRole('article')).toHaveCount(status.measuredFigures.length);
  await expect(quality.getByRole('article', { name: 'Picking out the skills a job posting asks for' })).toContainText(
    `${percent}%`,
  );
  await expect(quality).not.toContainText(/precision|recall|NDCG|SkillSpan dev|TF-IDF/);
});

test('the real-time page shows the labelled sample when the figures cannot be loaded', async ({ page }) => {
  await signUp(page);
  await page.route('**/api/ai/job-monitoring*', (route) =>
    route.fulfill({ status: 503, contentType: 'application/json', body: JSON.stringify({ message: 'Unavailable' }) }),
  );
  await page.goto('/realtime');

  await expect(page.getByRole('listitem', { name: 'Open postings: 1,247' })).toBeVisible();
  await expect(page.getByRole('listitem', { name: 'Matches for your criteria: 23' })).toBeVisible();
  await expect(page.getByRole('listitem', { name: 'Applications sent: 34' })).toBeVisible();
  await expect(page.getByRole('listitem', { name: 'Response rate: 18%' })).toBeVisible();
  await expect(page.getByText('Sample', { exact: true })).toBeVisible();
});
