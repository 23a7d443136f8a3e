// Fake job application pages of Greenhouse, Lever and Ashby for Careerloom for Chrome's
// end-to-end test. The browser reaches them through `--host-resolver-rules` (the real host names
// map to this loopback server), so the page is chosen by the Host header. The markup follows the
// boards' real application forms: Greenhouse's `form#application-form` with `<label for>` and `*`
// marks, Lever's `.application-question` rows with wrapping labels and `cards[...]` questions,
// Ashby's `_systemfield_*` fields rendered by script after load. A form POST is recorded (fields,
// file names and sizes) and listed at `GET /__submissions` (`DELETE` forgets them).
//
// jobs.ashbyhq.com is on Chromium's HSTS preload list, so the browser only goes there over https:
// the same port also speaks TLS, with a throw-away certificate made by `openssl` at start (the
// spec runs Chromium with --ignore-certificate-errors). No key is kept in the repository.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import https from 'node:https';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sendJson } from './recording-server.mjs';

export const portOffset = 27;

export const ATS_PAGES = {
  greenhouse: { host: 'job-boards.greenhouse.io', path: '/acme/jobs/4012345' },
  lever: { host: 'jobs.lever.co', path: '/acme/5f1c7d2e-8b3a-4c6f-9e21-0d4b6a7c8e90/apply' },
  ashby: { host: 'jobs.ashbyhq.com', path: '/acme/0c9e8d7f-6a5b-4c3d-8e2f-1a0b9c8d7e6f/application' },
};

const DESCRIPTION =
  'Acme is hiring a Data Engineer to build streaming pipelines in Python and SQL on PostgreSQL and Kafka. ' +
  'You will own data quality, work with analysts, and keep our distributed systems healthy.';

const jsonLd = (title) =>
  `<script type="application/ld+json">${JSON.stringify({
    '@context': 'https://schema.org',
    '@type': 'JobPosting',
    title,
    description: `<p>${DESCRIPTION}</p>`,
    datePosted: '2026-11-01',
    hiringOrganization: { '@type': 'Organization', name: 'Acme' },
    jobLocation: { '@type': 'Place', address: { '@type': 'PostalAddress', addressLocality: 'Remote' } },
  })}</script>`;

// Page CSS that would break a panel not isolated in a shadow root.
const HOSTILE_CSS = `<style>
  body { font-family: Georgia, serif; margin: 0 auto; max-width: 760px; padding: 24px; }
  button { background: #111 !important; color: #ff0 !important; font-size: 22px; }
  aside, ul, li, p { border: 3px dashed red; }
</style>`;

function greenhousePage() {
  const text = (id, label, type, extra = '') =>
    `<div class="field-wrapper"><label for="${id}" id="${id}-label" class="label">${label}<span aria-hidden="true" class="required">*</span></label>` +
    `<input id="${id}" name="${id}" type="${type}" aria-required="true" class="input" ${extra}></div>`;
  return `<!doctype html><html lang="en"><head><meta charset="utf-8">
<title>Job Application for Data Engineer at Acme</title>${jsonLd('Data Engineer')}${HOSTILE_CSS}
<script>window.__boardConfig = { token: 'acme' };</script></head><body>
<div class="job__header"><h1 class="section-header">Data Engineer</h1><div class="job__location">Remote</div></div>
<div class="job__description body"><p>${DESCRIPTION}</p></div>
<form id="application-form" class="application--form" method="post" action="/acme/jobs/4012345/applications" enctype="multipart/form-data">
  <div class="application--questions">
    <h2 class="section-header">Apply for this job</h2>
    ${text('first_name', 'First Name', 'text', 'autocomplete="given-name"')}
    ${text('last_name', 'Last Name', 'text', 'autocomplete="family-name"')}
    ${text('email', 'Email', 'email', 'autocomplete="email"')}
    ${text('phone', 'Phone', 'tel', 'autocomplete="tel"')}
    <div class="file-upload">
      <label id="upload-label-resume" for="resume" class="label upload-label">Resume/CV<span aria-hidden="true" class="required">*</span></label>
      <input id="resume" name="resume" type="file" accept=".pdf,.doc,.docx,.txt,.rtf" aria-required="true" required>
    </div>
    <div class="field-wrapper"><label for="question_31001" class="label">LinkedIn Profile</label>
      <input id="question_31001" name="question_31001" type="text" class="input"></div>
    <div class="select__container"><label for="question_31002" class="label">How did you hear about this job?</label>
      <select id="question_31002" name="question_31002"><option value="">Select...</option><option value="1">LinkedIn</option><option value="2">Company website</option><option value="3">Referral</option></select></div>
  </div>
  <div class="eeoc__container">
    <fieldset class="eeoc__question"><legend>Gender</legend>
      <input type="radio" id="gender_1" name="gender" value="1"><label for="gender_1">Male</label>
      <input type="radio" id="gender_2" name="gender" value="2"><label for="gender_2">Female</label>
      <input type="radio" id="gender_3" name="gender" value="3"><label for="gender_3">Decline To Self Identify</label>
    </fieldset>
  </div>
  <button type="submit" class="btn btn--pill">Submit application</button>
</form></body></html>`;
}

function leverPage() {
  const row = (label, input, required = true) =>
    `<li class="application-question"><label><div class="application-label">${label}${required ? '<span class="required">✱</span>' : ''}</div>` +
    `<div class="application-field">${input}</div></label></li>`;
  const card = 'cards[8f2e6b1a-3c4d-4e5f-a6b7-c8d9e0f1a2b3]';
  return `<!doctype html><html lang="en"><head><meta charset="utf-8">
<title>Acme - Data Engineer</title>${jsonLd('Data Engineer')}${HOSTILE_CSS}</head><body>
<div class="posting-headline"><h2>Data Engineer</h2><div class="posting-categories"><div class="location">Remote</div></div></div>
<div class="section-wrapper"><div class="section page-centered"><p>${DESCRIPTION}</p></div></div>
<form id="application-form" method="POST" enctype="multipart/form-data" action="${ATS_PAGES.lever.path}">
  <div class="section application-form"><h4>Submit your application</h4><ul>
    <li class="application-question resume"><label class="resume-upload-label"><div class="application-label">Resume/CV<span class="required">✱</span></div>
      <div class="application-field"><input type="file" name="resume" id="resume-upload-input" class="application-file-input"></div></label></li>
    ${row('Full name', '<input type="text" name="name" required>')}
    ${row('Email', '<input type="email" name="email" required>')}
    ${row('Phone', '<input type="text" name="phone">', false)}
    ${row('Current company', '<input type="text" name="org">', false)}
  </ul></div>
  <div class="section application-form"><h4>Links</h4><ul>
    ${row('LinkedIn URL', '<input type="text" name="urls[LinkedIn]">', false)}
    ${row('GitHub URL', '<input type="text" name="urls[GitHub]">', false)}
  </ul></div>
  <div class="section application-form"><h4>Additional questions</h4><ul>
    <li class="application-question custom-question"><div class="application-label full-width"><div class="text">Are you authorized to work in the US?<span class="required">✱</span></div></div>
      <div class="application-field full-width required-field"><ul data-qa="multiple-choice">
        <li><label><input type="radio" name="${card}[field0]" value="Yes"><span class="application-answer-alternative">Yes</span></label></li>
        <li><label><input type="radio" name="${card}[field0]" value="No"><span class="application-answer-alternative">No</span></label></li>
      </ul></div></li>
    <li class="application-question custom-question"><div class="application-label full-width"><div class="text">Why do you want to join Acme?</div></div>
      <div class="application-field full-width"><textarea name="${card}[field1]"></textarea></div></li>
  </ul></div>
  <button type="submit" class="postings-btn template-btn-submit">Submit application</button>
</form></body></html>`;
}

// Ashby renders its form with script after load, as the real single-page board does.
function ashbyPage() {
  const form = `<form class="ashby-application-form-container" method="post" enctype="multipart/form-data" action="${ATS_PAGES.ashby.path}">
    <div class="ashby-application-form-field-entry"><label for="_systemfield_name" class="ashby-application-form-question-title">Name<span>*</span></label>
      <input id="_systemfield_name" name="_systemfield_name" type="text" required></div>
    <div class="ashby-application-form-field-entry"><label for="_systemfield_email" class="ashby-application-form-question-title">Email<span>*</span></label>
      <input id="_systemfield_email" name="_systemfield_email" type="email" required></div>
    <div class="ashby-application-form-field-entry"><label for="_systemfield_resume" class="ashby-application-form-question-title">Resume<span>*</span></label>
      <input id="_systemfield_resume" name="_systemfield_resume" type="file"></div>
    <fieldset class="ashby-application-form-field-entry"><legend class="ashby-application-form-question-title">Will you now or in the future require visa sponsorship?</legend>
      <label><input type="radio" name="visa_sponsorship" value="Yes">Yes</label>
      <label><input type="radio" name="visa_sponsorship" value="No">No</label></fieldset>
    <button type="submit" class="ashby-application-form-submit-button">Submit Application</button></form>`;
  return `<!doctype html><html lang="en"><head><meta charset="utf-8">
<title>Data Engineer @ Acme</title>${jsonLd('Data Engineer')}${HOSTILE_CSS}</head><body>
<div id="root"><h1>Data Engineer</h1><p>${DESCRIPTION}</p></div>
<script>setTimeout(() => { document.getElementById('root').insertAdjacentHTML('beforeend', ${JSON.stringify(form)}); }, 300);</script>
</body></html>`;
}

const PAGES = {
  [ATS_PAGES.greenhouse.host]: { path: ATS_PAGES.greenhouse.path, html: greenhousePage },
  [ATS_PAGES.lever.host]: { path: ATS_PAGES.lever.path, html: leverPage },
  [ATS_PAGES.ashby.host]: { path: ATS_PAGES.ashby.path, html: ashbyPage },
};

/** Reads a multipart/form-data (or urlencoded) body into fields and files. */
function parseBody(contentType, body) {
  const fields = {};
  const files = [];
  const boundary = /boundary=(?:"([^"]+)"|([^;]+))/.exec(contentType ?? '');
  if (!boundary) {
    for (const [k, v] of new URLSearchParams(body.toString('utf8'))) fields[k] = v;
    return { fields, files };
  }
  const text = body.toString('latin1');
  for (const part of text.split(`--${boundary[1] ?? boundary[2]}`)) {
    const split = part.indexOf('\r\n\r\n');
    if (split < 0) continue;
    const headers = part.slice(0, split);
    const content = part.slice(split + 4).replace(/\r\n$/, '');
    const name = /name="([^"]*)"/.exec(headers)?.[1];
    if (name === undefined) continue;
    const filename = /filename="([^"]*)"/.exec(headers)?.[1];
    if (filename !== undefined) {
      if (filename)
        files.push({
          field: name,
          filename,
          size: Buffer.byteLength(content, 'latin1'),
          contentType: /content-type:\s*(\S+)/i.exec(headers)?.[1] ?? '',
        });
    } else fields[name] = Buffer.from(content, 'latin1').toString('utf8');
  }
  return { fields, files };
}

const readAll = (req) =>
  new Promise((resolve, reject) => {
    const chunks = [];
    req.on('data', (c) => chunks.push(c));
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });

/** A self-signed certificate for the three hosts, or null when openssl is missing (http only then). */
function throwAwayCertificate() {
  const dir = mkdtempSync(path.join(tmpdir(), 'ats-pages-tls-'));
  try {
    const names = Object.values(ATS_PAGES)
      .map((p) => `DNS:${p.host}`)
      .join(',');
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'ec',
        '-pkeyopt',
        'ec_paramgen_curve:prime256v1',
        '-nodes',
        '-days',
        '2',
        '-subj',
        '/CN=ats-pages.test',
        '-addext',
        `subjectAltName=${names}`,
        '-keyout',
        path.join(dir, 'key.pem'),
        '-out',
        path.join(dir, 'cert.pem'),
      ],
      { stdio: 'ignore' },
    );
    return { key: readFileSync(path.join(dir, 'key.pem')), cert: readFileSync(path.join(dir, 'cert.pem')) };
  } catch {
    return null;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

export async function start(port) {
  const requests = [];
  const submissions = [];
  const handle = async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://fake');
    if (url.pathname === '/__requests') {
      if (req.method === 'DELETE') requests.length = 0;
      return sendJson(res, 200, req.method === 'DELETE' ? [] : requests);
    }
    if (url.pathname === '/__submissions') {
      if (req.method === 'DELETE') submissions.length = 0;
      return sendJson(res, 200, req.method === 'DELETE' ? [] : submissions);
    }
    requests.push({
      method: req.method,
      path: url.pathname + url.search,
      authorization: Boolean(req.headers.authorization),
    });
    const host = (req.headers.host ?? '').replace(/:\d+$/, '');
    const page = PAGES[host];
    if (!page) return sendJson(res, 404, { message: `No fake application page for ${host}` });
    if (req.method === 'POST') {
      const { fields, files } = parseBody(req.headers['content-type'], await readAll(req));
      submissions.push({ host, path: url.pathname, fields, files, at: new Date().toISOString() });
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      return res.end('<!doctype html><title>Application received</title><h1>Thank you for applying to Acme!</h1>');
    }
    if (url.pathname !== page.path) return sendJson(res, 404, { message: 'Not found' });
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(page.html());
  };
  const safely = (req, res) => handle(req, res).catch((error) => sendJson(res, 500, { message: String(error) }));
  const plain = http.createServer(safely);
  const tls = throwAwayCertificate();
  const secure = tls ? https.createServer(tls, safely) : null;
  // One port, both protocols: a TLS connection starts with a handshake record (0x16).
  const server = net.createServer((socket) => {
    socket.once('data', (first) => {
      socket.pause();
      socket.unshift(first);
      (first[0] === 0x16 && secure ? secure : plain).emit('connection', socket);
      process.nextTick(() => socket.resume());
    });
    socket.on('error', () => socket.destroy());
  });
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  const close = () =>
    new Promise((resolve) => {
      plain.closeAllConnections();
      secure?.closeAllConnections();
      server.close(() => resolve());
    });
  return { env: {}, close };
}
