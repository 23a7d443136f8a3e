import {
  DEFAULT_AUTOFILL_FIELDS,
  type FormField,
  isWebAddress,
  JOB_URL_NOT_WEB_MESSAGE,
  UNKNOWN_COMPANY,
} from '@careerloom/contract';
import { desc, eq, inArray, or } from 'drizzle-orm';
import type { AppContext } from '../context';
import { jobPostings } from '../db/schema';
import { AppError } from '../errors';
import { readGreenhouseForm } from '../jobs/greenhouse/greenhouse-form';
import { parseGreenhouseJobUrl } from '../jobs/greenhouse/greenhouse-url';
import type { JobForm } from '../jobs/job-form';
import { FetchFailedError, FetchRefusedError, guardedFetch } from '../lib/guarded-fetch';
import { readPage } from './html-form';

async function readHtmlForm(ctx: AppContext, jobUrl: string): Promise<JobForm> {
  const page = await guardedFetch(jobUrl, { allowHosts: ctx.config.fetchAllowHosts, accept: 'text/html' });
  if (page.status >= 500)
    throw new AppError('UPSTREAM_FAILED', `That page answered with an error (${page.status}); try again later.`);
  if (page.status >= 400)
    throw new AppError('UNPROCESSABLE', `That page could not be read (it answered ${page.status}).`);
  const { job, fields } = readPage(page.body);
  return { source: 'html_form', ...job, url: jobUrl, fields };
}

/** The job URL as stored postings may hold it: as given, and with or without a trailing slash. */
function urlVariants(jobUrl: string): string[] {
  const trimmed = jobUrl.trim();
  const bare = trimmed.replace(/\/+$/, '');
  return [...new Set([trimmed, bare, `${bare}/`])];
}

/**
 * The posting in our store whose page or apply address is this URL, as a form with the spec's
 * default fields: the job is known even when its page cannot be fetched from the server.
 */
async function storedPostingForm(ctx: AppContext, jobUrl: string): Promise<JobForm | undefined> {
  const urls = urlVariants(jobUrl);
  const [posting] = await ctx.db
    .select({ title: jobPostings.title, company: jobPostings.company, description: jobPostings.description })
    .from(jobPostings)
    .where(or(inArray(jobPostings.url, urls), inArray(jobPostings.applyUrl, urls)))
    .orderBy(desc(eq(jobPostings.url, jobUrl)), desc(jobPostings.lastSeenAt))
    .limit(1);
  if (!posting) return undefined;
  return {
    source: 'stored_posting',
    title: posting.title,
    company: posting.company,
    url: jobUrl,
    description: posting.description,
    fields: DEFAULT_AUTOFILL_FIELDS,
  };
}

/**
 * Whether a failed read may fall back to the store: the page or Greenhouse's API could not be
 * reached, answered with an error, or no longer lists the job. A URL the fetcher refuses
 * (private address, bad scheme) is not a job we could not reach, so it fails as before.
 */
function isUnreachable(error: unknown): boolean {
  if (error instanceof FetchFailedError) return true;
  if (error instanceof FetchRefusedError) return false;
  return error instanceof AppError && (error.code === 'UPSTREAM_FAILED' || error.code === 'UNPROCESSABLE');
}

/**
 * Reads the job and its application form from the URL the user gave: Greenhouse jobs through
 * the Greenhouse API, any other page through the guarded fetcher and its HTML `<form>`. When the
 * job cannot be fetched but is a posting we store, the stored posting stands in with the spec's
 * default fields. Fields the user's page sent win over what was read; with neither, the spec's
 * default fields are used. With `pageHtml` (the page as the user's browser shows it, sent by
 * Careerloom for Chrome) nothing is fetched: the job and its form are read from that markup.
 */
export async function readJobForm(
  ctx: AppContext,
  jobUrl: string,
  sentFields?: FormField[],
  pageHtml?: string,
): Promise<JobForm> {
  // The URL is stored with the application and shown as a link: only a web page's address may be
  // (with page markup nothing is fetched, so the fetcher's own scheme check never runs).
  if (!isWebAddress(jobUrl.trim())) throw new AppError('VALIDATION_FAILED', JOB_URL_NOT_WEB_MESSAGE);
  if (pageHtml !== undefined) return formFromPage(jobUrl, pageHtml, sentFields);
  const greenhouse = parseGreenhouseJobUrl(jobUrl);
  let form: JobForm;
  try {
    form = greenhouse ? await readGreenhouseForm(ctx, greenhouse, jobUrl) : await readHtmlForm(ctx, jobUrl);
  } catch (error) {
    if (!isUnreachable(error)) throw error;
    const stored = await storedPostingForm(ctx, jobUrl);
    if (!stored) throw error;
    form = stored;
  }
  form = { ...form, company: form.company.trim() || UNKNOWN_COMPANY };
  if (sentFields?.length) return { ...form, fields: sentFields };
  if (form.fields.length === 0) return { ...form, source: 'default_fields', fields: DEFAULT_AUTOFILL_FIELDS };
  return form;
}

/** The job and its form from the markup the extension sent; the fields it read from the live page win. */
function formFromPage(jobUrl: string, pageHtml: string, sentFields: FormField[] | undefined): JobForm {
  const url = new URL(jobUrl.trim());
  const page = readPage(pageHtml);
  const fields = sentFields?.length ? sentFields : page.fields;
  if (fields.length === 0) throw new AppError('UNPROCESSABLE', 'No application form was found on that page');
  return { source: 'html_form', ...page.job, company: page.job.company || UNKNOWN_COMPANY, url: url.href, fields };
}
