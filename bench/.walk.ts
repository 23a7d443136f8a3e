// Walkthrough as a job seeker (not committed): typed-title search, ATS of fit and misfit two-column PDFs, Job Search tab, banner.
import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { buildResumeModel, renderTwoColumnPdf } from '@careerloom/career-engine/testing';
import { chromium } from 'playwright-core';
const base = process.env.BASE ?? 'http://127.0.0.1:5400';
const rows = gunzipSync(readFileSync('/work/shared/data/ashby-postings/ashby_postings.jsonl.gz')).toString().split('\n').filter(Boolean).map((l) => JSON.parse(l));
const posting = rows.find((r) => r.id === 'ce93ec52-0a1b-42cc-84f4-a87549a0f8e5');
const fit = JSON.parse(readFileSync('/work/shared/data/jsonresume-examples/resumes/senior-engineer.resume.json', 'utf8'));
const misfit = JSON.parse(readFileSync('/work/main/packages/career-engine/eval/ats/resumes/product-manager.resume.json', 'utf8'));
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'] });
const id = Math.random().toString(16).slice(2, 8);
for (const width of [1280, 390]) {
  const page = await (await browser.newContext({ viewport: { width, height: 900 } })).newPage();
  page.on('console', (m) => { if (m.type() === 'error') console.log('console error', m.text()); });
  await page.goto(`${base}/auth?plan=jobseeker`);
  await page.getByLabel('Full Name').fill('Walk Through');
  await page.getByLabel('Work Email').fill(`walk-${id}-${width}@example.com`);
  await page.getByLabel('Username').fill(`walk_${id}_${width}`);
  await page.getByLabel('Password').fill(`a long passphrase ${id}`);
  await page.getByRole('button', { name: 'Start with Careerloom' }).click();
  await page.waitForURL(/dashboard/);
  await page.goto(`${base}/jobseeker`);
  await page.getByRole('tab', { name: 'Resume', exact: true }).click();
  const resume = page.getByRole('tabpanel', { name: 'Resume' });
  for (const [name, r] of [['misfit', misfit], ['fit', fit]] as const) {
    const pdf = Buffer.from(await renderTwoColumnPdf(buildResumeModel(r, 0)));
    await resume.getByLabel('Upload resume (PDF or DOCX)').setInputFiles({ name: `${name}.pdf`, mimeType: 'application/pdf', buffer: pdf });
    await resume.getByRole('status').filter({ hasText: /Stored as version/ }).last().waitFor();
    await resume.getByLabel('Target job description').fill(`${posting.title}\n${posting.descriptionPlain}`);
    await resume.getByRole('button', { name: 'Analyze Resume' }).click();
    await resume.getByRole('meter', { name: 'ATS score' }).waitFor();
    await page.waitForTimeout(800);
    console.log(width, name, 'ATS', await resume.getByRole('meter', { name: 'ATS score' }).getAttribute('value'));
    console.log('  ', (await resume.getByText(/^Your resume scores/).first().textContent().catch(() => ''))?.slice(0, 300));
    await page.screenshot({ path: `/tmp/walk/ats-${name}-${width}.png`, fullPage: true });
  }
  await page.getByRole('tab', { name: 'Job Search', exact: true }).click();
  const panel = page.getByRole('tabpanel', { name: 'Job Search' });
  await panel.getByLabel('Keywords').fill('Electrical Engineer');
  await panel.getByRole('button', { name: 'Find Opportunities' }).click();
  const list = panel.getByRole("list", { name: /(Open|Closest) postings for/ });
  await page.waitForTimeout(6000); await page.screenshot({ path: `/tmp/walk/search-dbg-${width}.png`, fullPage: true }); await list.waitFor({ timeout: 30000 });
  console.log(width, 'search top:', (await list.getByRole('listitem').allInnerTexts()).slice(0, 5).map((t) => t.split('\n')[0]));
  await page.screenshot({ path: `/tmp/walk/search-${width}.png`, fullPage: true });
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: `/tmp/walk/top-${width}.png` });
}
await browser.close();
