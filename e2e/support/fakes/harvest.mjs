// A fake Greenhouse Harvest API v1 (harvest.greenhouse.io) for the end-to-end run: a small
// organisation's jobs, applications and offers in Harvest's documented shapes, two records a page
// with Link headers, Basic auth with the key as user name. A key starting with "refused" gets 401.
import { sendJson, startRecordingServer } from './recording-server.mjs';

export const portOffset = 19;

const day = 86_400_000;
const at = (daysAgo) => new Date(Date.now() - daysAgo * day).toISOString();

const job = (id, name, status, openedDaysAgo, closedDaysAgo = null) => ({
  id,
  name,
  requisition_id: `REQ-${id}`,
  notes: null,
  status,
  created_at: at(openedDaysAgo + 1),
  opened_at: at(openedDaysAgo),
  closed_at: closedDaysAgo === null ? null : at(closedDaysAgo),
  departments: [{ id: 1, name: 'Engineering' }],
  offices: [{ id: 2, name: 'Remote', location: { name: 'Remote' } }],
  openings: [],
});

const JOBS = [
  job(501, 'Platform Engineer', 'open', 40),
  job(502, 'Data Analyst', 'open', 20),
  job(503, 'Support Lead', 'closed', 60, 38),
];

const application = (id, appliedDaysAgo, status) => ({
  id,
  candidate_id: id + 9000,
  prospect: false,
  applied_at: at(appliedDaysAgo),
  rejected_at: status === 'rejected' ? at(appliedDaysAgo - 2) : null,
  last_activity_at: at(Math.max(appliedDaysAgo - 3, 0)),
  source: { id: 1, public_name: 'Careers page' },
  credited_to: null,
  jobs: [{ id: 501, name: 'Platform Engineer' }],
  status,
  current_stage: { id: 7, name: 'Application Review' },
});

const APPLICATIONS = [
  application(801, 35, 'rejected'),
  application(802, 33, 'hired'),
  application(803, 10, 'active'),
  application(804, 8, 'rejected'),
];

const OFFERS = [
  {
    id: 901,
    version: 1,
    application_id: 802,
    created_at: at(25),
    updated_at: at(24),
    sent_at: at(25).slice(0, 10),
    resolved_at: at(24),
    starts_at: at(-14).slice(0, 10),
    status: 'accepted',
  },
];

function keyOf(req) {
  const header = req.headers.authorization ?? '';
  if (!header.startsWith('Basic ')) return '';
  return Buffer.from(header.slice(6), 'base64').toString('utf8').replace(/:$/, '');
}

export async function start(port) {
  const server = await startRecordingServer(port, (req, res, url) => {
    const key = keyOf(req);
    if (!key || key.startsWith('refused')) return sendJson(res, 401, { message: 'Invalid Basic Auth credentials' });
    const all = { '/v1/jobs': JOBS, '/v1/applications': APPLICATIONS, '/v1/offers': OFFERS }[url.pathname];
    if (!all) return sendJson(res, 404, { message: 'Resource not found' });
    const page = Number(url.searchParams.get('page') ?? '1');
    const size = 2;
    const last = Math.max(1, Math.ceil(all.length / size));
    const headers = {};
    if (page < last) headers.link = `<${server.base}${url.pathname}?page=${page + 1}&per_page=${size}>; rel="next"`;
    sendJson(res, 200, all.slice((page - 1) * size, page * size), headers);
  });
  return { env: { GREENHOUSE_HARVEST_API_BASE: server.base }, close: server.close };
}
