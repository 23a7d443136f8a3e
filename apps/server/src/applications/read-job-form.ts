import { DEFAULT_AUTOFILL_FIELDS, type FormField } from '@careerloom/contract';
import type { AppContext } from '../context';
import { AppError } from '../errors';
import { guardedFetch } from '../lib/guarded-fetch';
import { readGreenhouseForm } from './greenhouse-form';
import { parseGreenhouseJobUrl } from './greenhouse-url';
import { readPageForm, readPageJob } from './html-form';
import type { JobForm } from './job-form';

/**
 * Reads the job and its application form from the URL the user gave: Greenhouse jobs through
 * the Greenhouse API, any other page through the guarded fetcher and its HTML `<form>`. Fields
 * the user's page sent win over what was read; with neither, the spec's default fields are used.
 */
export async function readJobForm(ctx: AppContext, jobUrl: string, sentFields?: FormField[]): Promise<JobForm> {
  const greenhouse = parseGreenhouseJobUrl(jobUrl);
  let form: JobForm;
  if (greenhouse) {
    form = await readGreenhouseForm(ctx, greenhouse, jobUrl);
  } else {
    const page = await guardedFetch(jobUrl, { allowHosts: ctx.config.fetchAllowHosts, accept: 'text/html' });
    if (page.status >= 500)
      throw new AppError('UPSTREAM_FAILED', `That page answered with an error (${page.status}); try again later.`);
    if (page.status >= 400)
      throw new AppError('UNPROCESSABLE', `That page could not be read (it answered ${page.status}).`);
    const html = page.body;
    const job = readPageJob(html, new URL(page.url));
    form = { source: 'html_form', ...job, url: jobUrl, fields: readPageForm(html) };
  }
  if (sentFields?.length) return { ...form, fields: sentFields };
  if (form.fields.length === 0) return { ...form, source: 'default_fields', fields: DEFAULT_AUTOFILL_FIELDS };
  return form;
}
