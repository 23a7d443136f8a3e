// A fake Greenhouse Job Board API (boards-api.greenhouse.io) for the end-to-end run: any board
// token answers with a few invented jobs in the API's real shape; a job's questions come from
// Greenhouse's own documentation example (read from ../shared/data, not copied here).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sendJson, startRecordingServer } from './recording-server.mjs';

export const portOffset = 11;

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const QUESTIONS_EXAMPLE = path.resolve(
  repoRoot,
  '../shared/data/greenhouse-job-board-api-doc-examples/GET_job_by_id_questions_true.jsonc',
);

const JOBS = [
  {
    id: 7001,
    title: 'Senior TypeScript Engineer',
    location: 'Remote',
    text: 'Build TypeScript and React services on PostgreSQL and Node.js. Salary 120,000-150,000 USD per year.',
  },
  {
    id: 7002,
    title: 'Frontend Engineer',
    location: 'Lisbon, Portugal',
    text: 'React, TypeScript and CSS for our web app.',
  },
  { id: 7003, title: 'Warehouse Associate', location: 'Dallas, TX', text: 'Forklift operation and inventory counts.' },
];

const companyOf = (token) => `${token.charAt(0).toUpperCase()}${token.slice(1)} Robotics`;
const escaped = (text) => `&lt;p&gt;${text}&lt;/p&gt;`;

function boardJob(token, job) {
  return {
    id: job.id,
    internal_job_id: job.id + 1000,
    title: job.title,
    updated_at: new Date(Date.now() - 86_400_000).toISOString(),
    requisition_id: `R-${job.id}`,
    location: { name: job.location },
    absolute_url: `https://boards.greenhouse.io/${token}/jobs/${job.id}`,
    language: 'en',
    metadata: null,
    content: escaped(job.text),
    departments: [{ id: 1, name: 'Engineering', parent_id: null, child_ids: [] }],
    offices: [{ id: 2, name: job.location, location: job.location, parent_id: null, child_ids: [] }],
  };
}

function questionsJob(token, job) {
  const example = JSON.parse(readFileSync(QUESTIONS_EXAMPLE, 'utf8').replace(/^\s*\/\/.*$/gm, ''));
  return { ...example, ...boardJob(token, job) };
}

export async function start(port) {
  const server = await startRecordingServer(port, (_req, res, url) => {
    const parts = url.pathname.split('/').filter(Boolean);
    // /v1/boards/{token}, /v1/boards/{token}/jobs, /v1/boards/{token}/jobs/{id}
    if (parts[0] !== 'v1' || parts[1] !== 'boards' || !parts[2])
      return sendJson(res, 404, { status: 404, error: 'Not found' });
    const token = parts[2];
    if (parts.length === 3) return sendJson(res, 200, { name: companyOf(token), content: '' });
    if (parts[3] === 'jobs' && parts.length === 4)
      return sendJson(res, 200, { jobs: JOBS.map((j) => boardJob(token, j)), meta: { total: JOBS.length } });
    const job = JOBS.find((j) => String(j.id) === parts[4]);
    if (parts[3] === 'jobs' && job) return sendJson(res, 200, questionsJob(token, job));
    return sendJson(res, 404, { status: 404, error: 'Job not found' });
  });
  const host = `127.0.0.1:${port}`;
  return { env: { GREENHOUSE_API_BASE: server.base }, allowHost: host, close: server.close };
}
