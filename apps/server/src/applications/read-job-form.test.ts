import { readFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { DEFAULT_AUTOFILL_FIELDS, UNKNOWN_COMPANY } from '@careerloom/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobPostings } from '../db/schema';
import { AppError } from '../errors';
import { FetchFailedError } from '../lib/guarded-fetch';
import { createTestApp, type TestApp } from '../test/test-app';
import { readJobForm } from './read-job-form';

const fixture = (name: string) => readFileSync(new URL(`./fixtures/${name}`, import.meta.url), 'utf8');
const PAGES: Record<string, string> = {
  '/lever': fixture('lever-job.html'),
  '/ashby': fixture('ashby-job.html'),
  '/unnamed':
    '<html><head><title>Data Engineer</title></head><body><h1>Data Engineer</h1><form><label>Email <input type="email" name="email"></label></form></body></html>',
};

let t: TestApp;
let server: http.Server;
let origin: string;
/** A port on loopback that nothing listens on: a fetch there fails to connect. */
let closedOrigin: string;

beforeAll(async () => {
  server = http.createServer((req, res) => {
    const body = PAGES[req.url ?? ''];
    if (req.url === '/broken') res.statusCode = 503;
    else if (!body) res.statusCode = 404;
    res.setHeader('content-type', 'text/html; charset=utf-8');
    res.end(body ?? '<h1>Not found</h1>');
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  origin = `127.0.0.1:${(server.address() as AddressInfo).port}`;
  const spare = http.createServer();
  await new Promise<void>((r) => spare.listen(0, '127.0.0.1', r));
  closedOrigin = `127.0.0.1:${(spare.address() as AddressInfo).port}`;
  await new Promise((r) => spare.close(r));
  t = await createTestApp({ FETCH_ALLOW_HOSTS: `${origin},${closedOrigin}`, GREENHOUSE_API_BASE: `http://${origin}` });
  await t.db.insert(jobPostings).values([
    {
      source: 'lever',
      board: 'kestrel',
      sourceId: 'gone-1',
      dedupeKey: 'kestrel|backend engineer|austin',
      title: 'Backend Engineer',
      company: 'Kestrel Robotics',
      url: `http://${origin}/gone`,
      description: 'Go and PostgreSQL services for warehouse robots.',
    },
    {
      source: 'ashby',
      board: 'lumen',
      sourceId: 'down-1',
      dedupeKey: 'lumen|designer|remote',
      title: 'Product Designer',
      company: 'Lumen Health',
      url: 'https://jobs.ashbyhq.com/lumen/down-1',
      applyUrl: `http://${closedOrigin}/apply`,
      description: 'Design the clinician app.',
    },
    {
      source: 'greenhouse',
      board: 'northwind',
      sourceId: '7401234',
      dedupeKey: 'northwind|senior data engineer|berlin',
      title: 'Senior Data Engineer',
      company: 'Northwind Analytics',
      url: 'https://job-boards.greenhouse.io/northwind/jobs/7401234',
      description: 'Own our ingestion pipelines.',
    },
    {
      source: 'remotive',
      board: '',
      sourceId: 'broken-1',
      dedupeKey: 'initech|sre|remote',
      title: 'Site Reliability Engineer',
      company: 'Initech',
      url: `http://${origin}/broken/`,
      description: 'Keep the lights on.',
    },
  ]);
});

afterAll(async () => {
  await t?.close();
  await new Promise((r) => server.close(r));
});

const read = (path: string, host = origin) => readJobForm(t.app.ctx, `http://${host}${path}`);

describe('readJobForm on a page', () => {
  it('reads the job and form of a Lever page served from an address, naming the company from the page', async () => {
    const form = await read('/lever');
    expect(form).toMatchObject({
      source: 'html_form',
      title: 'Backend Engineer, Fleet Platform',
      company: 'Kestrel Robotics',
    });
    expect(form.fields.map((f) => f.fieldName)).toContain('Are you legally authorized to work in the United States?');
  });

  it('reads an Ashby page', async () => {
    const form = await read('/ashby');
    expect(form).toMatchObject({ source: 'html_form', title: 'Product Designer', company: 'Lumen Health' });
    expect(form.fields[0]).toMatchObject({ fieldId: '_systemfield_name', required: true });
  });

  it('calls a company nothing names "the company", never the host', async () => {
    const form = await read('/unnamed');
    expect(form.company).toBe(UNKNOWN_COMPANY);
    expect(form.company).not.toContain('127.0.0.1');
    expect(form.fields).toEqual([
      expect.objectContaining({ fieldId: 'email', fieldName: 'Email', fieldType: 'email' }),
    ]);
  });
});

describe('readJobForm when the page cannot be fetched', () => {
  it('fills from the stored posting with the default fields when the page answers 404', async () => {
    expect(await read('/gone')).toEqual({
      source: 'stored_posting',
      title: 'Backend Engineer',
      company: 'Kestrel Robotics',
      url: `http://${origin}/gone`,
      description: 'Go and PostgreSQL services for warehouse robots.',
      fields: DEFAULT_AUTOFILL_FIELDS,
    });
  });

  it('fills from the stored posting whose apply address it is when the server cannot connect', async () => {
    const form = await read('/apply', closedOrigin);
    expect(form).toMatchObject({ source: 'stored_posting', title: 'Product Designer', company: 'Lumen Health' });
    expect(form.fields).toEqual(DEFAULT_AUTOFILL_FIELDS);
  });

  it('finds the stored posting with or without a trailing slash, after a 5xx answer', async () => {
    expect(await read('/broken')).toMatchObject({ source: 'stored_posting', company: 'Initech' });
  });

  it('fills from the stored posting when Greenhouse no longer lists the job', async () => {
    const form = await readJobForm(t.app.ctx, 'https://job-boards.greenhouse.io/northwind/jobs/7401234');
    expect(form).toMatchObject({
      source: 'stored_posting',
      title: 'Senior Data Engineer',
      company: 'Northwind Analytics',
    });
  });

  it('keeps the fields the user page sent over the default ones', async () => {
    const sent = [
      { fieldId: 'q', fieldName: 'Why us?', fieldType: 'textarea' as const, required: true, description: '' },
    ];
    const form = await readJobForm(t.app.ctx, `http://${origin}/gone`, sent);
    expect(form).toMatchObject({ title: 'Backend Engineer', fields: sent });
  });

  it('says the server could not reach the host when the job is not in the store', async () => {
    const error = await read('/elsewhere', closedOrigin).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(FetchFailedError);
    expect((error as Error).message).toBe(`Could not reach ${closedOrigin} from the server (the connection failed).`);
  });

  it('still fails on a 404 page that is not in the store', async () => {
    const error = await read('/missing').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({ code: 'UNPROCESSABLE', message: 'That page could not be read (it answered 404).' });
  });
});

describe('only web pages are job pages (issue 35)', () => {
  const PAGE =
    '<html><head><title>Analyst</title></head><body><h1>Analyst</h1><form><label>Email <input type="email" name="email"></label></form></body></html>';
  const NOT_WEB = [
    'javascript:alert(document.cookie)',
    'JavaScript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'file:///etc/passwd',
    'ftp://jobs.example.com/analyst',
  ];

  it.each(NOT_WEB)('readJobForm refuses %j with the page markup, naming what is expected', async (url) => {
    const error = await readJobForm(t.app.ctx, url, undefined, PAGE).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({ status: 400, message: expect.stringMatching(/http:\/\/ or https:\/\//) });
  });

  it('auto-fill answers 400 to a job URL that is not a web address, with or without markup, and stores nothing', async () => {
    const u = await t.register();
    const countApplications = async () =>
      (await t.app.inject({ url: '/api/ai/application-status', headers: { cookie: u.cookie } })).json<{
        applications: unknown[];
      }>().applications.length;
    const before = await countApplications();
    for (const jobUrl of NOT_WEB) {
      for (const pageHtml of [PAGE, undefined]) {
        const res = await t.app.inject({
          method: 'POST',
          url: '/api/ai/auto-fill-application',
          headers: { cookie: u.cookie },
          payload: { jobUrl, ...(pageHtml ? { pageHtml } : {}) },
        });
        expect(res.statusCode, `${jobUrl} ${pageHtml ? 'with' : 'without'} markup: ${res.body}`).toBe(400);
        expect(res.json().message).toMatch(/http:\/\/ or https:\/\//);
      }
    }
    expect(await countApplications()).toBe(before);
    // A web address with the markup is still read and recorded as given.
    const ok = await t.app.inject({
      method: 'POST',
      url: '/api/ai/auto-fill-application',
      headers: { cookie: u.cookie },
      payload: { jobUrl: 'https://jobs.example.com/analyst', pageHtml: PAGE },
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(await countApplications()).toBe(before + 1);
  });
});
