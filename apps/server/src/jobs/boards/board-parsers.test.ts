import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseGreenhouseJobs } from '../greenhouse/greenhouse-board';
import { parseAshbyBoard } from './ashby';
import { BoardShapeError } from './board-shape';
import { parseLeverPostings } from './lever';
import { parseRemoteOkJobs } from './remoteok';
import { parseRemotiveJobs } from './remotive';
import {
  ashbyBoard,
  ashbyJob,
  greenhouseJob,
  greenhouseJobs,
  leverPosting,
  remoteOkJob,
  remoteOkJobs,
  remotiveJob,
  remotiveJobs,
} from './testing/board-fixtures';

/** Real payloads shared beside the repository (see ../shared/data/*\/SOURCE.md). */
const SHARED = path.resolve(__dirname, '../../../../../../shared/data');
const greenhouseDocExample = path.join(SHARED, 'greenhouse-job-board-api-doc-examples/GET_jobs_content_true.json');
const ashbyRaw = path.join(SHARED, 'ashby-posting-api-raw/Coder.json');

describe('Greenhouse', () => {
  it('reads the documented example response, double-escaped content included', () => {
    const [job] = parseGreenhouseJobs(JSON.parse(readFileSync(greenhouseDocExample, 'utf8')), 'vaulttec', 'Vault-Tec');
    expect(job).toMatchObject({
      source: 'greenhouse',
      board: 'vaulttec',
      sourceId: '127817',
      title: 'Vault Designer',
      company: 'Vault-Tec',
      location: 'NYC',
      department: 'Department of Departments',
      url: 'https://boards.greenhouse.io/vaulttec/jobs/127817',
      postedAt: '2016-01-14T10:55:28-05:00',
    });
    expect(job?.descriptionHtml).toContain('<p>Any HTML included');
  });

  it('decodes entity-escaped content to HTML and prefers company_name', () => {
    const [job] = parseGreenhouseJobs(
      greenhouseJobs([greenhouseJob(7, 'Engineer', { company_name: 'Acme Corp', location: { name: 'Remote - EU' } })]),
      'acme',
    );
    expect(job?.descriptionHtml).toBe('<p>Build <strong>TypeScript</strong> services on PostgreSQL.</p>');
    expect(job?.company).toBe('Acme Corp');
    expect(job?.remote).toBe(true);
  });

  it('refuses a response without a jobs list', () => {
    expect(() => parseGreenhouseJobs({ error: 'nope' }, 'acme')).toThrow(BoardShapeError);
    expect(() => parseGreenhouseJobs({ jobs: [{ id: 1 }] }, 'acme')).toThrow(/Greenhouse board "acme".*jobs\.0\.title/);
  });
});

describe('Lever', () => {
  it('joins opening, lists and closing, and reads the salary range and workplace', () => {
    const [p] = parseLeverPostings([leverPosting('abc-1', 'Platform Engineer')], 'globex');
    expect(p).toMatchObject({
      source: 'lever',
      board: 'globex',
      sourceId: 'abc-1',
      title: 'Platform Engineer',
      company: 'globex',
      location: 'Berlin',
      remote: false,
      employmentType: 'Full-time',
      department: 'Platform',
      url: 'https://jobs.lever.co/globex/abc-1',
      applyUrl: 'https://jobs.lever.co/globex/abc-1/apply',
      salary: { min: 70000, max: 90000, currency: 'EUR', period: 'year' },
    });
    expect(p?.descriptionHtml).toBe(
      '<div>Run our Kubernetes platform.</div><h3>What you bring</h3><ul><li>Go</li><li>Terraform</li></ul><div>We sponsor visas.</div>',
    );
    expect(p?.postedAt).toEqual(new Date('2026-02-10T00:00:00Z'));
  });

  it('builds HTML from the plain fields alone and reads hourly and one-time pay', () => {
    const plain = leverPosting('abc-2', 'Support', {
      description: undefined,
      additional: undefined,
      descriptionPlain: 'Help <customers>',
      workplaceType: 'remote',
      salaryRange: { min: 30, max: 40, currency: 'USD', interval: 'per-hour-wage' },
    });
    const once = leverPosting('abc-3', 'Bonus', {
      salaryRange: { min: 500, max: 500, currency: 'USD', interval: 'one-time' },
    });
    const [a, b] = parseLeverPostings([plain, once], 'globex');
    expect(a?.descriptionHtml?.startsWith('<p>Help &lt;customers&gt;</p>')).toBe(true);
    expect(a?.remote).toBe(true);
    expect(a?.salary).toEqual({ min: 30, max: 40, currency: 'USD', period: 'hour' });
    expect(b?.salary).toBeNull();
  });

  it('refuses anything but an array of postings', () => {
    expect(() => parseLeverPostings({ ok: false, error: 'Document not found' }, 'nobody')).toThrow(
      /Lever site "nobody": unexpected response shape/,
    );
  });
});

describe('Ashby', () => {
  it('reads a real board response: every listed job, with its salary', () => {
    const body = JSON.parse(readFileSync(ashbyRaw, 'utf8')) as { jobs: { isListed: boolean }[] };
    const postings = parseAshbyBoard(body, 'Coder');
    expect(postings).toHaveLength(body.jobs.filter((j) => j.isListed).length);
    const manager = postings.find((p) => p.sourceId === '5c0ff396-4cc6-46f9-ba8e-6e41213b0259');
    expect(manager).toMatchObject({
      title: 'Enterprise Account Manager',
      company: 'Coder',
      location: 'United Kingdom',
      remote: true,
      employmentType: 'Full-time',
      department: 'Revenue',
      salary: { min: 103000, max: 139000, currency: 'GBP', period: 'year' },
    });
  });

  it('skips unlisted jobs and spans the salary over tiers', () => {
    const twoTiers = ashbyJob('j-1', 'Analyst', {
      compensation: {
        compensationTiers: [
          {
            components: [
              { compensationType: 'Salary', interval: '1 YEAR', currencyCode: 'EUR', minValue: 50000, maxValue: 60000 },
            ],
          },
          {
            components: [
              { compensationType: 'Salary', interval: '1 YEAR', currencyCode: 'EUR', minValue: 65000, maxValue: 75000 },
            ],
          },
        ],
      },
    });
    const hidden = ashbyJob('j-2', 'Hidden', { isListed: false });
    const postings = parseAshbyBoard(ashbyBoard([twoTiers, hidden]), 'initech');
    expect(postings.map((p) => p.sourceId)).toEqual(['j-1']);
    expect(postings[0]?.salary).toEqual({ min: 50000, max: 75000, currency: 'EUR', period: 'year' });
  });

  it('refuses a response that is not a board', () => {
    expect(() => parseAshbyBoard({ jobs: 'none' }, 'initech')).toThrow(/Ashby board "initech"/);
  });
});

describe('Remotive', () => {
  it('reads jobs as remote postings with the free-text salary', () => {
    const [job] = parseRemotiveJobs(remotiveJobs([remotiveJob(42, 'Frontend Developer')]));
    expect(job).toMatchObject({
      source: 'remotive',
      board: '',
      sourceId: '42',
      company: 'Umbrella Labs',
      location: 'Worldwide',
      remote: true,
      employmentType: 'Full-time',
      department: 'Software Development',
      salary: '$90k - $110k',
      postedAt: '2026-02-15T08:30:00Z',
    });
  });

  it('refuses a response without jobs', () => {
    expect(() => parseRemotiveJobs([])).toThrow(/Remotive: unexpected response shape/);
  });
});

describe('RemoteOK', () => {
  it('skips the legal notice and reads yearly USD salaries', () => {
    const postings = parseRemoteOkJobs(
      remoteOkJobs([
        remoteOkJob('9001', 'Rust Engineer'),
        remoteOkJob('9002', 'Intern', { salary_min: 0, salary_max: 0 }),
      ]),
    );
    expect(postings).toHaveLength(2);
    expect(postings[0]).toMatchObject({
      source: 'remoteok',
      sourceId: '9001',
      title: 'Rust Engineer',
      company: 'Hooli',
      remote: true,
      salary: { min: 100000, max: 140000, currency: 'USD', period: 'year' },
      url: 'https://remoteok.com/remote-jobs/remote-9001',
    });
    expect(postings[1]?.salary).toBeNull();
  });

  it('refuses postings without their fields', () => {
    expect(() => parseRemoteOkJobs({ legal: 'x' })).toThrow(/RemoteOK/);
    expect(() => parseRemoteOkJobs(remoteOkJobs([{ id: '1' }]))).toThrow(
      /RemoteOK: unexpected response shape \(0\.position/,
    );
  });
});

it('finds the shared real payloads', () => {
  // The two real-payload tests above read these; fail loudly if the shared data moved.
  expect(existsSync(greenhouseDocExample) && existsSync(ashbyRaw)).toBe(true);
});
