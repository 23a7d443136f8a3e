import { truncateText } from '@careerloom/career-engine';
import type { FormField, FormFieldType } from '@careerloom/contract';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { AppError } from '../../errors';
import { guardedFetch } from '../../lib/guarded-fetch';
import type { JobForm } from '../job-form';
import { decodeEntities, htmlToText } from '../postings/html-to-text';
import type { GreenhouseJobRef } from './greenhouse-url';

/** The parts of `GET /v1/boards/{token}/jobs/{id}?questions=true` the assistant reads. */
const greenhouseQuestionJob = z.object({
  id: z.number(),
  title: z.string(),
  content: z.string().nullish(),
  absolute_url: z.string().nullish(),
  company_name: z.string().nullish(),
  questions: z
    .array(
      z.object({
        label: z.string(),
        required: z.boolean().nullish(),
        description: z.string().nullish(),
        fields: z.array(
          z.object({
            name: z.string(),
            type: z.string(),
            values: z.array(z.object({ label: z.string(), value: z.union([z.string(), z.number()]) })).nullish(),
          }),
        ),
      }),
    )
    .nullish(),
});

const TYPE_OF: Record<string, FormFieldType> = {
  input_text: 'text',
  input_file: 'file',
  textarea: 'textarea',
  multi_value_single_select: 'select',
  multi_value_multi_select: 'select',
};

/** The question's answer field: the file upload when it offers one (resume, cover letter), else the first. */
function questionToField(
  q: NonNullable<z.infer<typeof greenhouseQuestionJob>['questions']>[number],
): FormField | undefined {
  const visible = q.fields.filter((f) => f.type !== 'input_hidden');
  const field = visible.find((f) => f.type === 'input_file') ?? visible[0];
  if (!field) return undefined;
  const nameHint = field.name.toLowerCase();
  const type = nameHint === 'email' ? 'email' : nameHint === 'phone' ? 'tel' : (TYPE_OF[field.type] ?? 'text');
  const options = field.values?.map((v) => v.label);
  return {
    fieldId: field.name,
    fieldName: q.label.trim(),
    fieldType: type,
    required: q.required === true,
    description: q.description ? truncateText(htmlToText(q.description), 2000) : '',
    ...(options?.length ? { options } : {}),
  };
}

async function getJson(ctx: AppContext, url: string): Promise<{ status: number; body: unknown }> {
  const res = await guardedFetch(url, { allowHosts: ctx.config.fetchAllowHosts, accept: 'application/json' });
  if (res.status >= 500) throw new AppError('UPSTREAM_FAILED', 'Greenhouse did not answer; try again in a minute.');
  if (res.status !== 200) return { status: res.status, body: undefined };
  try {
    return { status: 200, body: JSON.parse(res.body) };
  } catch {
    throw new AppError('UPSTREAM_FAILED', 'Greenhouse sent an answer that could not be read.');
  }
}

/**
 * Reads a Greenhouse job and its application questions through the public Job Board API
 * (`GREENHOUSE_API_BASE`), not by scraping the page. The board's display name is asked once
 * when the job does not carry it; the token stands in when that fails.
 */
export async function readGreenhouseForm(ctx: AppContext, ref: GreenhouseJobRef, jobUrl: string): Promise<JobForm> {
  const base = ctx.config.jobs.apiBase.greenhouse.replace(/\/+$/, '');
  const boardPath = `${base}/v1/boards/${encodeURIComponent(ref.token)}`;
  const { status, body } = await getJson(ctx, `${boardPath}/jobs/${ref.jobId}?questions=true`);
  if (status !== 200) {
    throw new AppError('UNPROCESSABLE', `Greenhouse has no open job ${ref.jobId} on the board "${ref.token}".`);
  }
  const parsed = greenhouseQuestionJob.safeParse(body);
  if (!parsed.success) throw new AppError('UPSTREAM_FAILED', 'Greenhouse sent a job in a shape we do not recognise.');
  const job = parsed.data;

  let company = job.company_name?.trim();
  if (!company) {
    const board = await getJson(ctx, boardPath).catch(() => ({ status: 0, body: undefined }));
    const name = (board.body as { name?: unknown } | undefined)?.name;
    company = typeof name === 'string' && name.trim() ? name.trim() : ref.token;
  }
  let html = job.content ? decodeEntities(job.content) : '';
  if (!/<[a-z]/i.test(html) && /&lt;[a-z]/i.test(html)) html = decodeEntities(html);

  return {
    source: 'greenhouse',
    title: job.title.trim(),
    company,
    url: jobUrl,
    description: htmlToText(html),
    fields: (job.questions ?? []).map(questionToField).filter((f): f is FormField => f !== undefined),
  };
}
