import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  buildResumeModel,
  type JsonResume,
  renderDocx,
  renderText,
  renderTwoColumnPdf,
} from '@careerloom/career-engine/testing';
import type { Resume } from '@careerloom/contract';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type Registered, type TestApp } from '../test/test-app';

const EXAMPLE = join(
  import.meta.dirname,
  '../../../../../shared/data/jsonresume-examples/resumes/senior-engineer.resume.json',
);
const example = JSON.parse(readFileSync(EXAMPLE, 'utf8')) as JsonResume;
const model = buildResumeModel(example, 1);

let t: TestApp;
let me: Registered;
beforeAll(async () => {
  t = await createTestApp();
  me = await t.register();
});
afterAll(() => t.close());

/** A multipart/form-data body with one file field, built by hand as a browser would send it. */
function multipart(filename: string, bytes: Uint8Array, type: string, cookie = me.cookie) {
  const boundary = `----careerloom${Date.now()}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return {
    payload: Buffer.concat([head, Buffer.from(bytes), tail]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, cookie },
  };
}

const upload = (filename: string, bytes: Uint8Array, type = 'application/pdf') =>
  t.app.inject({ method: 'POST', url: '/api/resumes', ...multipart(filename, bytes, type) });

describe('POST /api/resumes', () => {
  it('parses pasted text into a profile and stores it as version 1, 2, ...', async () => {
    const user = await t.register();
    const paste = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/resumes',
        headers: { cookie: user.cookie },
        payload: { text: renderText(model) },
      });
    const first = await paste();
    expect(first.statusCode, first.body).toBe(201);
    const resume = first.json<Resume>();
    expect(resume.format).toBe('text');
    expect(resume.version).toBe(1);
    expect(resume.profile.contact.email).toBe(example.basics.email);
    expect(resume.profile.experience.map((e) => e.company)).toEqual((example.work ?? []).map((w) => w.name));
    expect((await paste()).json<Resume>().version).toBe(2);
    const list = await t.app.inject({ method: 'GET', url: '/api/resumes', headers: { cookie: user.cookie } });
    expect(list.json<{ resumes: Resume[] }>().resumes.map((r) => r.version)).toEqual([2, 1]);
  });

  it('reads a two-column PDF upload without mixing the columns', async () => {
    const res = await upload('resume.pdf', await renderTwoColumnPdf(model));
    expect(res.statusCode, res.body).toBe(201);
    const resume = res.json<Resume>();
    expect(resume.format).toBe('pdf');
    expect(resume.filename).toBe('resume.pdf');
    expect(resume.profile.contact.name).toBe(example.basics.name);
    const bullets = resume.profile.experience.flatMap((e) => e.bullets).join('\n');
    expect(bullets).not.toContain(example.basics.email);
  });

  it('reads a DOCX upload', async () => {
    const res = await upload(
      'resume.docx',
      await renderDocx(model),
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    );
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json<Resume>().format).toBe('docx');
  });

  it('answers a scanned (text-less) PDF with 422 and the "no text found" message, storing nothing', async () => {
    const user = await t.register();
    const doc = await PDFDocument.create();
    doc.addPage().drawRectangle({ x: 50, y: 50, width: 200, height: 300 });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/resumes',
      ...multipart('scan.pdf', await doc.save(), 'application/pdf', user.cookie),
    });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ code: 'NO_TEXT_FOUND', message: expect.stringMatching(/^No text found/) });
    const latest = await t.app.inject({ method: 'GET', url: '/api/resumes/latest', headers: { cookie: user.cookie } });
    expect(latest.statusCode).toBe(404);
  });

  it('V3: refuses a program renamed .pdf (415) and a file over 5 MB (413)', async () => {
    const exe = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(2000, 7)]);
    expect((await upload('cv.pdf', exe)).statusCode).toBe(415);
    const big = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(5 * 1024 * 1024 + 10, 32)]);
    expect((await upload('big.pdf', big)).statusCode).toBe(413);
  });

  it('refuses an empty paste and a signed-out caller', async () => {
    const empty = await t.app.inject({
      method: 'POST',
      url: '/api/resumes',
      headers: { cookie: me.cookie },
      payload: { text: '   ' },
    });
    expect(empty.statusCode).toBe(400);
    const anon = await t.app.inject({ method: 'POST', url: '/api/resumes', payload: { text: 'hello' } });
    expect(anon.statusCode).toBe(401);
  });
});

describe('reading resumes', () => {
  it("Z1: another user's resume is a 404, like a missing one", async () => {
    const owner = await t.register();
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/resumes',
      headers: { cookie: owner.cookie },
      payload: { text: renderText(model) },
    });
    const id = created.json<Resume>().id;
    const mine = await t.app.inject({ method: 'GET', url: `/api/resumes/${id}`, headers: { cookie: owner.cookie } });
    expect(mine.statusCode).toBe(200);
    const other = await t.register();
    const theirs = await t.app.inject({ method: 'GET', url: `/api/resumes/${id}`, headers: { cookie: other.cookie } });
    expect(theirs.statusCode).toBe(404);
    const missing = await t.app.inject({
      method: 'GET',
      url: '/api/resumes/999999',
      headers: { cookie: other.cookie },
    });
    expect(missing.json()).toEqual(theirs.json());
  });

  it('latest returns the newest version', async () => {
    const user = await t.register();
    for (const summary of ['First summary line.', 'Second summary line.']) {
      await t.app.inject({
        method: 'POST',
        url: '/api/resumes',
        headers: { cookie: user.cookie },
        payload: { text: `${renderText(model)}\n`, filename: summary },
      });
    }
    const latest = await t.app.inject({ method: 'GET', url: '/api/resumes/latest', headers: { cookie: user.cookie } });
    expect(latest.json<Resume>()).toMatchObject({ version: 2, filename: 'Second summary line.' });
  });
});

// Issue 35 item 6: Settings left location and skills empty although the resume gave 32 skills.
describe('GET /api/resumes/latest/profile-suggestions', () => {
  const suggestions = (cookie: string) =>
    t.app.inject({ method: 'GET', url: '/api/resumes/latest/profile-suggestions', headers: { cookie } });

  it('suggests the title, place and skills of the newest resume for the fields the profile leaves empty', async () => {
    const u = await t.register();
    expect((await suggestions(u.cookie)).json()).toEqual({ from: null });
    const text = `Priya Raman
Senior Frontend Engineer
Berlin, Germany | priya@example.com

Experience
Senior Frontend Engineer, Lumen Labs
2019 - Present
- Rebuilt the checkout in React and TypeScript, cutting load time by 40%

Skills
React, TypeScript, GraphQL`;
    await t.app.inject({
      method: 'POST',
      url: '/api/resumes',
      headers: { cookie: u.cookie },
      payload: { text, filename: 'priya.pdf' },
    });
    const res = await suggestions(u.cookie);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      from: { filename: 'priya.pdf', version: 1 },
      headline: 'Senior Frontend Engineer',
      location: 'Berlin, Germany',
      skills: expect.arrayContaining(['React', 'TypeScript', 'GraphQL']),
    });

    // What the user saved is never suggested over: only the fields still empty are.
    await t.app.inject({
      method: 'PATCH',
      url: `/api/users/${u.user.id}`,
      headers: { cookie: u.cookie },
      payload: { location: 'Lisbon', skills: ['Vue'] },
    });
    const after = (await suggestions(u.cookie)).json();
    expect(after.headline).toBe('Senior Frontend Engineer');
    expect(after).not.toHaveProperty('location');
    expect(after).not.toHaveProperty('skills');
  });

  it('needs a signed-in user', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/resumes/latest/profile-suggestions' })).statusCode).toBe(
      401,
    );
  });
});
