import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createWebDistFixture, type TestApp } from '../test/test-app';

const IMMUTABLE = 'public, max-age=31536000, immutable';
// Large enough that the web build would compress it (apps/web/scripts/precompress.mjs).
const SCRIPT = `export const lines = [\n${Array.from({ length: 200 }, (_, i) => `  "line ${i}",`).join('\n')}\n];\n`;
const SCRIPT_URL = '/assets/chunk-Zz99Yy88.js';

let t: TestApp;
let web: ReturnType<typeof createWebDistFixture>;
beforeAll(async () => {
  web = createWebDistFixture();
  // What the web build leaves in dist/assets: the file and its two precompressed copies.
  const file = path.join(web.dir, SCRIPT_URL);
  writeFileSync(file, SCRIPT);
  writeFileSync(`${file}.br`, brotliCompressSync(SCRIPT));
  writeFileSync(`${file}.gz`, gzipSync(SCRIPT, { level: 9 }));
  t = await createTestApp({ WEB_DIST_DIR: web.dir });
});
afterAll(async () => {
  await t?.close();
  web?.remove();
});

const get = (url: string, acceptEncoding?: string) =>
  t.app.inject({ url, headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding } });

describe('precompressed static assets', () => {
  it('sends the brotli copy to a client that accepts br', async () => {
    const res = await get(SCRIPT_URL, 'gzip, deflate, br');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/^text\/javascript|^application\/javascript/);
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(SCRIPT);
    expect(res.rawPayload.length).toBeLessThan(SCRIPT.length / 2);
  });

  it('sends the gzip copy to a client that accepts only gzip', async () => {
    const res = await get(SCRIPT_URL, 'gzip');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(gunzipSync(res.rawPayload).toString()).toBe(SCRIPT);
  });

  it('sends the plain file, still varying on Accept-Encoding, to a client that accepts neither', async () => {
    for (const encoding of [undefined, 'identity']) {
      const res = await get(SCRIPT_URL, encoding);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBeUndefined();
      expect(res.headers['content-type']).toMatch(/javascript/);
      expect(res.headers.vary).toMatch(/accept-encoding/i);
      expect(res.body).toBe(SCRIPT);
    }
  });

  it('caches fingerprinted assets for a year, whichever copy is sent', async () => {
    for (const encoding of ['br', 'gzip', undefined]) {
      expect((await get(SCRIPT_URL, encoding)).headers['cache-control']).toBe(IMMUTABLE);
    }
    // A file without a compressed copy (too small) is cached the same way.
    expect((await get('/assets/index-Ab12Cd34.js', 'br')).headers['cache-control']).toBe(IMMUTABLE);
  });

  it('keeps index.html and client routes no-cache, so a deploy is picked up at once', async () => {
    for (const url of ['/', '/dashboard', '/index.html']) {
      const res = await get(url, 'br, gzip');
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe('no-cache');
      expect(res.headers['content-type'], url).toMatch(/^text\/html/);
      expect(res.body, url).toContain('<div id="root">');
    }
  });
});

describe('what the one static route does not serve', () => {
  it('answers a dotfile, a path out of the build, a folder and an unknown API path as not found', async () => {
    writeFileSync(path.join(web.dir, '.env'), 'SECRET_KEY=not-for-the-web');
    for (const url of ['/.env', '/assets/../.env', '/%2e%2e/%2e%2e/package.json', '/assets/../../package.json']) {
      const res = await get(url);
      expect(res.body, url).not.toContain('not-for-the-web');
      expect(res.body, url).not.toContain('"dependencies"');
    }
    for (const url of ['/', '/assets', '/assets/']) {
      for (const encoding of [undefined, 'br, gzip']) {
        for (const method of ['GET', 'HEAD'] as const) {
          const res = await t.app.inject({ method, url, headers: encoding ? { 'accept-encoding': encoding } : {} });
          expect(res.statusCode, `${method} ${url} ${encoding}`).toBe(200);
          expect(res.headers['cache-control'], url).toBe('no-cache');
          // The client router's page, not a folder listing.
          if (method === 'GET' && !encoding) expect(res.body, url).toContain('<div id="root">');
        }
      }
    }
    const api = await get('/api/no-such-thing');
    expect(api.statusCode).toBe(404);
    expect(api.json()).toEqual({ code: 'NOT_FOUND', message: 'No route for GET /api/no-such-thing' });
  });
});
