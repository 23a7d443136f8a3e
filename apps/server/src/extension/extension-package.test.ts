import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { CreatedExtensionToken, ExtensionSession, ExtensionToken } from '@careerloom/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readZip } from '../test/read-zip';
import { createTestApp, type Registered, type TestApp } from '../test/test-app';

let t: TestApp;
let me: Registered;
const dist = mkdtempSync(path.join(tmpdir(), 'careerloom-extension-'));

const get = (url: string, headers: Record<string, string> = { cookie: me.cookie }) =>
  t.app.inject({ method: 'GET', url, headers });

beforeAll(async () => {
  t = await createTestApp({}, { extensionDistDir: dist });
  me = await t.register();
});
afterAll(async () => {
  await t.close();
  rmSync(dist, { recursive: true, force: true });
});

describe('Careerloom for Chrome as a download (issue 35 item 7)', () => {
  it('says when the server has no build, then offers the built folder as a zip Chrome can load', async () => {
    expect((await get('/api/extension/package/info')).json()).toEqual({ available: false });
    const missing = await get('/api/extension/package');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toMatch(/no build of Careerloom for Chrome/);

    writeFileSync(path.join(dist, 'manifest.json'), '{"manifest_version":3,"version":"0.1.0"}');
    writeFileSync(path.join(dist, 'background.js'), 'console.log(1);');
    mkdirSync(path.join(dist, 'icons'));
    writeFileSync(path.join(dist, 'icons', 'icon-16.png'), Buffer.from([0x89, 0x50]));
    const info = (await get('/api/extension/package/info')).json();
    expect(info).toMatchObject({ available: true, version: '0.1.0' });

    const res = await get('/api/extension/package');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['content-disposition']).toBe('attachment; filename="careerloom-for-chrome-0.1.0.zip"');
    const files = readZip(res.rawPayload);
    expect([...files.keys()].sort()).toEqual([
      'careerloom-for-chrome/background.js',
      'careerloom-for-chrome/icons/icon-16.png',
      'careerloom-for-chrome/manifest.json',
    ]);
    expect(info.sizeBytes).toBe(res.rawPayload.length);

    // A new build (its manifest rewritten) is what the next download holds.
    writeFileSync(path.join(dist, 'manifest.json'), '{"manifest_version":3,"version":"0.2.0"}');
    const later = new Date(Date.now() + 5000);
    utimesSync(path.join(dist, 'manifest.json'), later, later);
    expect((await get('/api/extension/package/info')).json()).toMatchObject({ version: '0.2.0' });
  });

  it('is for signed-in users', async () => {
    expect((await get('/api/extension/package/info', {})).statusCode).toBe(401);
    expect((await get('/api/extension/package', {})).statusCode).toBe(401);
  });
});

describe('tokens of the same name (issue 35 item 7)', () => {
  it('each carry a short id, the start of their hash, shown in Settings and to the extension', async () => {
    const create = async () => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/extension/tokens',
        headers: { cookie: me.cookie },
        payload: { name: 'Chrome' },
      });
      expect(res.statusCode, res.body).toBe(201);
      return res.json<CreatedExtensionToken>();
    };
    const first = await create();
    const second = await create();
    const idOf = (token: string) => createHash('sha256').update(token).digest('hex').slice(0, 8);
    expect(first.shortId).toBe(idOf(first.token));
    expect(second.shortId).toBe(idOf(second.token));
    expect(first.shortId).not.toBe(second.shortId);

    const list = (await get('/api/extension/tokens')).json<{ tokens: ExtensionToken[] }>().tokens;
    expect(list.map((tk) => [tk.name, tk.shortId]).sort()).toEqual(
      [
        ['Chrome', first.shortId],
        ['Chrome', second.shortId],
      ].sort(),
    );

    const session = await t.app.inject({
      method: 'GET',
      url: '/api/extension/session',
      headers: { authorization: `Bearer ${second.token}`, origin: `chrome-extension://${'a'.repeat(32)}` },
    });
    expect(session.statusCode, session.body).toBe(200);
    expect(session.json<ExtensionSession>().token).toEqual({ name: 'Chrome', shortId: second.shortId });
  });
});
