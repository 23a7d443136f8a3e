import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildResumeModel, type JsonResume, renderSingleColumnPdf } from '@careerloom/career-engine/testing';
import type { ApplicationDetail, ApplicationStatusResponse, CreatedExtensionToken } from '@careerloom/contract';
import {
  type APIRequestContext,
  type BrowserContext,
  chromium,
  expect,
  type Locator,
  type Page,
  request,
  test,
} from '@playwright/test';
import { newAccount } from './support/accounts';
import { fakeUrl } from './support/fakes';

/**
 * Careerloom for Chrome (issue 13) in Debian's Chromium: the built extension is loaded unpacked,
 * paired with a token, and fills fake Greenhouse, Lever and Ashby application pages (served on
 * loopback under their real host names, see `support/fakes/ats-pages.mjs`).
 */
const ATS_OFFSET = 27;
const PORT = Number(process.env.E2E_PORT ?? 5100);
const BASE = `http://127.0.0.1:${PORT}`;
const FAKE = fakeUrl(ATS_OFFSET);
const ATS_PORT = PORT + ATS_OFFSET;
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const DIST = path.join(repoRoot, 'apps/extension/dist');
const PAGES = {
  greenhouse: 'http://job-boards.greenhouse.io/acme/jobs/4012345',
  lever: 'http://jobs.lever.co/acme/5f1c7d2e-8b3a-4c6f-9e21-0d4b6a7c8e90/apply',
  // On Chromium's HSTS preload list: https only (the fake speaks TLS with a throw-away certificate).
  ashby: 'https://jobs.ashbyhq.com/acme/0c9e8d7f-6a5b-4c3d-8e2f-1a0b9c8d7e6f/application',
};
const RESUME_FILENAME = 'lena-vasquez.pdf';

type Submission = {
  host: string;
  fields: Record<string, string>;
  files: { field: string; filename: string; size: number }[];
};

async function submissions(): Promise<Submission[]> {
  return (await (await fetch(`${FAKE}/__submissions`)).json()) as Submission[];
}

const clearSubmissions = () => fetch(`${FAKE}/__submissions`, { method: 'DELETE' });

test.describe
  .serial('Careerloom for Chrome', () => {
    let api: APIRequestContext;
    let context: BrowserContext;
    let profileDir: string;
    let token: CreatedExtensionToken;
    let pdfSize: number;
    const account = { ...newAccount('ext'), fullName: 'Lena Vasquez' };

    const panelOf = (page: Page) => page.getByRole('complementary', { name: 'Careerloom' });

    async function latestApplication(): Promise<ApplicationStatusResponse['applications'][number] | undefined> {
      const status = (await (await api.get('/api/ai/application-status')).json()) as ApplicationStatusResponse;
      return status.applications[0];
    }

    async function fill(page: Page, url: string): Promise<Locator> {
      await page.goto(url);
      const panel = panelOf(page);
      await expect(panel).toBeVisible();
      await expect(panel.getByText(`Paired as ${account.fullName}`)).toBeVisible();
      await panel.getByRole('button', { name: 'Fill with Careerloom' }).click();
      await expect(panel.getByRole('button', { name: 'Accept all' })).toBeVisible();
      return panel;
    }

    test.beforeAll(async () => {
      api = await request.newContext({ baseURL: BASE });
      expect((await api.post('/api/register', { data: account })).ok()).toBe(true);

      // A real PDF resume built from a JSON Resume example (with phone and profile links).
      const example = JSON.parse(
        readFileSync(
          path.resolve(repoRoot, '../shared/data/jsonresume-examples/resumes/senior-engineer.resume.json'),
          'utf8',
        ),
      ) as JsonResume;
      const pdf = Buffer.from(await renderSingleColumnPdf(buildResumeModel(example, 0)));
      pdfSize = pdf.length;
      const upload = await api.post('/api/resumes', {
        multipart: { file: { name: RESUME_FILENAME, mimeType: 'application/pdf', buffer: pdf } },
      });
      expect(upload.status(), await upload.text()).toBe(201);

      const created = await api.post('/api/extension/tokens', { data: { name: 'Chromium e2e' } });
      expect(created.status()).toBe(201);
      token = (await created.json()) as CreatedExtensionToken;
      expect(token.token).toMatch(/^clx_/);

      profileDir = mkdtempSync(path.join(tmpdir(), 'careerloom-extension-'));
      const mapped = ['job-boards.greenhouse.io', 'jobs.lever.co', 'jobs.ashbyhq.com']
        .map((host) => `MAP ${host} 127.0.0.1:${ATS_PORT}`)
        .join(', ');
      context = await chromium.launchPersistentContext(profileDir, {
        executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
        headless: true,
        viewport: { width: 1280, height: 900 },
        args: [
          '--no-sandbox',
          `--disable-extensions-except=${DIST}`,
          `--load-extension=${DIST}`,
          `--host-resolver-rules=${mapped}`,
          '--ignore-certificate-errors',
        ],
      });
      const worker = context.serviceWorkers()[0] ?? (await context.waitForEvent('serviceworker'));
      const extensionId = new URL(worker.url()).host;

      // Pair on the options page, as a user would.
      const options = await context.newPage();
      await options.goto(`chrome-extension://${extensionId}/options.html`);
      await options.getByLabel('Careerloom address').fill(BASE);
      await options.getByLabel('Pairing token').fill(token.token);
      await options.getByRole('button', { name: 'Pair', exact: true }).click();
      await expect(options.getByText(`Paired with ${account.fullName} (${account.email})`)).toBeVisible();
      await expect(options.getByLabel('Auto-submit when every required answer meets the threshold')).not.toBeChecked();
      await expect(options.getByLabel('Auto-submit threshold (%)')).toHaveValue('85');
      await expect(options.getByLabel('Share my daily browsing time by category with Careerloom')).not.toBeChecked();
      await options.close();
    });

    test.afterAll(async () => {
      await context?.close();
      await api?.dispose();
      if (profileDir) rmSync(profileDir, { recursive: true, force: true });
    });

    test('Greenhouse: fill, accept all, attach the resume, and the user submits', async () => {
      await clearSubmissions();
      const page = await context.newPage();
      const panel = await fill(page, PAGES.greenhouse);

      // Each answer with its confidence and evidence; the unanswerable one flagged for review.
      const firstName = panel.locator('li', { hasText: 'First Name' });
      await expect(firstName.getByText('95% confidence')).toBeVisible();
      await expect(firstName.getByText('Evidence: profile: fullName (first word)')).toBeVisible();
      const heard = panel.locator('li', { hasText: 'How did you hear about this job?' });
      await expect(heard.getByText('Needs your review')).toBeVisible();
      await expect(panel.locator('li').first()).toContainText('Needs your review');
      await expect(panel.getByText('Auto-submit is held back')).toHaveCount(0);

      await panel.getByRole('button', { name: 'Accept all' }).click();
      await expect(page.locator('#first_name')).toHaveValue('Lena');
      await expect(page.locator('#last_name')).toHaveValue('Vasquez');
      await expect(page.locator('#email')).toHaveValue('lena.vasquez@example.com');
      await expect(page.locator('#phone')).not.toHaveValue('');
      await expect(page.locator('#question_31001')).toHaveValue(/linkedin\.com\/in\/lena-vasquez-eng/);

      await panel.getByRole('button', { name: 'Attach resume' }).click();
      await expect(panel.getByText(`Attached ${RESUME_FILENAME}.`)).toBeVisible();
      expect(await page.locator('#resume').evaluate((input: HTMLInputElement) => input.files?.[0]?.name)).toBe(
        RESUME_FILENAME,
      );
      await page.screenshot({ path: path.join(tmpdir(), 'careerloom-extension-panel.png') });

      // The user presses the employer's own submit button.
      await page.getByRole('button', { name: 'Submit application' }).click();
      await expect(page.getByRole('heading', { name: 'Thank you for applying to Acme!' })).toBeVisible();
      await expect.poll(async () => (await submissions()).length).toBe(1);
      const [sent] = await submissions();
      expect(sent?.host).toBe('job-boards.greenhouse.io');
      expect(sent?.fields).toMatchObject({
        first_name: 'Lena',
        last_name: 'Vasquez',
        email: 'lena.vasquez@example.com',
      });
      expect(sent?.files).toEqual([
        { field: 'resume', filename: RESUME_FILENAME, size: pdfSize, contentType: 'application/pdf' },
      ]);

      await expect.poll(async () => (await latestApplication())?.status).toBe('submitted');
      const id = (await latestApplication())?.id;
      const detail = (await (await api.get(`/api/ai/applications/${id}`)).json()) as ApplicationDetail;
      expect(detail.receipt.submission).toMatchObject({ channel: 'extension', by: 'user', pageUrl: PAGES.greenhouse });
      expect(detail.receipt.job).toMatchObject({ title: 'Data Engineer', company: 'Acme' });
      await page.close();
    });

    test('Lever and Ashby: fields are read from the live page and filled', async () => {
      const lever = await context.newPage();
      const leverPanel = await fill(lever, PAGES.lever);
      await expect(
        leverPanel.locator('li', { hasText: 'Are you authorized to work in the US?' }).getByText('Needs your review'),
      ).toBeVisible();
      await leverPanel.getByRole('button', { name: 'Accept all' }).click();
      await expect(lever.locator('input[name="name"]')).toHaveValue('Lena Vasquez');
      await expect(lever.locator('input[name="email"]')).toHaveValue('lena.vasquez@example.com');
      await expect(lever.locator('input[name="urls[LinkedIn]"]')).toHaveValue(/linkedin\.com\/in\/lena-vasquez-eng/);
      await expect(lever.locator('input[name="urls[GitHub]"]')).toHaveValue(/github\.com\/lvasquez/);
      await lever.close();

      const ashby = await context.newPage();
      const ashbyPanel = await fill(ashby, PAGES.ashby);
      await expect(ashbyPanel.getByText('Will you now or in the future require visa sponsorship?')).toBeVisible();
      await ashbyPanel.getByRole('button', { name: 'Accept all' }).click();
      // Ashby's `_systemfield_name` is answered from its label "Name".
      await expect(ashby.locator('#_systemfield_name')).not.toHaveValue('');
      await expect(ashby.locator('#_systemfield_email')).toHaveValue('lena.vasquez@example.com');
      await ashbyPanel.getByRole('button', { name: 'Attach resume' }).click();
      await expect(ashbyPanel.getByText(`Attached ${RESUME_FILENAME}.`)).toBeVisible();
      await ashby.close();
    });

    test('auto-submit on and every required answer above the threshold: it submits by itself', async () => {
      const settings = await api.put('/api/ai/application-settings', { data: { autoSubmit: true, threshold: 50 } });
      expect(settings.ok()).toBe(true);
      await clearSubmissions();
      const page = await context.newPage();
      const panel = await fill(page, PAGES.greenhouse);
      await expect(panel.getByText(/Auto-submitting in \d s/)).toBeVisible();
      await expect(panel.getByRole('button', { name: 'Cancel auto-submit' })).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Thank you for applying to Acme!' })).toBeVisible({
        timeout: 15_000,
      });
      await expect.poll(async () => (await submissions()).length).toBe(1);
      const [sent] = await submissions();
      expect(sent?.fields).toMatchObject({ first_name: 'Lena', email: 'lena.vasquez@example.com' });
      expect(sent?.files[0]).toMatchObject({ field: 'resume', filename: RESUME_FILENAME, size: pdfSize });
      await expect.poll(async () => (await latestApplication())?.status).toBe('auto_submitted');
      await page.close();
    });

    test('Cancel auto-submit during the countdown: nothing is submitted', async () => {
      await clearSubmissions();
      const page = await context.newPage();
      const panel = await fill(page, PAGES.greenhouse);
      await expect(panel.getByText(/Auto-submitting in \d s/)).toBeVisible();
      await panel.getByRole('button', { name: 'Cancel auto-submit' }).click();
      await expect(panel.getByText('Auto-submit cancelled. Review the form and submit it yourself.')).toBeVisible();
      // The values were accepted and the resume attached; only the press of submit is left to the user.
      await expect(page.locator('#first_name')).toHaveValue('Lena');
      // Proving a negative takes time: wait longer than the countdown would have run.
      await page.waitForTimeout(4_000);
      expect(await submissions()).toEqual([]);
      expect((await latestApplication())?.status).toBe('pending_input');
      await page.close();
    });

    test('threshold 100: nothing is submitted and the panel names the answers holding it back', async () => {
      const settings = await api.put('/api/ai/application-settings', { data: { autoSubmit: true, threshold: 100 } });
      expect(settings.ok()).toBe(true);
      await clearSubmissions();
      const page = await context.newPage();
      const panel = await fill(page, PAGES.greenhouse);
      await expect(panel.getByText(/Auto-submit is held back/)).toBeVisible();
      const holding = panel.getByRole('list', { name: 'Answers holding auto-submit back' });
      await expect(holding.getByText('First Name (95%)')).toBeVisible();
      await expect(holding.getByText('Email (95%)')).toBeVisible();
      await expect(panel.getByText(/Auto-submitting in/)).toHaveCount(0);
      // Proving a negative takes time: wait longer than the countdown would have run.
      await page.waitForTimeout(4_500);
      expect(await submissions()).toEqual([]);
      await expect(page.locator('#application-form')).toBeVisible();
      expect((await latestApplication())?.status).toBe('pending_input');
      await page.close();
    });

    test("a revoked token: the next Fill shows the server's message", async () => {
      const page = await context.newPage();
      await page.goto(PAGES.greenhouse);
      const panel = panelOf(page);
      await expect(panel.getByText(`Paired as ${account.fullName}`)).toBeVisible();
      expect((await api.delete(`/api/extension/tokens/${token.id}`)).status()).toBe(204);
      await panel.getByRole('button', { name: 'Fill with Careerloom' }).click();
      await expect(panel.getByText(/This extension token was revoked or is not valid/)).toBeVisible();
      await expect(panel.getByRole('button', { name: 'Accept all' })).toHaveCount(0);
      await page.close();
    });
  });
