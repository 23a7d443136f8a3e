import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';

type Operation = {
  summary?: string;
  parameters?: { name: string; in: string; required?: boolean }[];
  requestBody?: { content?: Record<string, { schema?: { properties?: Record<string, unknown> } }> };
  responses?: Record<string, unknown>;
};
type OpenApi = { openapi: string; paths: Record<string, Record<string, Operation>> };

/**
 * The documentation routes describe the others, not themselves; the extension's CORS preflight
 * (`OPTIONS /api/*`) is a browser mechanism, not an operation.
 */
const UNDOCUMENTED = new Set(['/api/openapi.json', '/api/docs', '/api/*']);

let t: TestApp;
let doc: OpenApi;
/** Every API operation the app serves, as `method path` with OpenAPI-style `{param}` paths. */
let operations: { method: string; path: string; hasBody: boolean; params: string[] }[];
beforeAll(async () => {
  t = await createTestApp();
  await t.app.ready();
  operations = t.routes
    // The readiness check sits outside /api (where load balancers look for it) and is documented too.
    .filter((r) => (r.url.startsWith('/api/') || r.url === '/healthz') && !UNDOCUMENTED.has(r.url))
    .flatMap((r) =>
      (Array.isArray(r.method) ? r.method : [r.method])
        // HEAD twins of GET routes are not separate operations.
        .filter((m) => m !== 'HEAD')
        .map((m) => ({
          method: m.toLowerCase(),
          path: r.url.replace(/:([A-Za-z0-9_]+)/g, '{$1}'),
          hasBody: Boolean(r.schema?.body),
          params: [...r.url.matchAll(/:([A-Za-z0-9_]+)/g)].map((x) => x[1] ?? ''),
        })),
    );
  const res = await t.app.inject({ url: '/api/openapi.json' });
  doc = res.json<OpenApi>();
});
afterAll(async () => {
  await t?.close();
});

describe('GET /api/openapi.json', () => {
  it('is public JSON in OpenAPI 3 form', async () => {
    const res = await t.app.inject({ url: '/api/openapi.json' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/json');
    expect(doc.openapi).toMatch(/^3\./);
  });

  it('lists every /api route the app serves and /healthz, and nothing else', () => {
    expect(operations.length).toBeGreaterThanOrEqual(8);
    const documented = Object.entries(doc.paths).flatMap(([path, ops]) => Object.keys(ops).map((m) => `${m} ${path}`));
    expect(documented.sort()).toEqual(operations.map((o) => `${o.method} ${o.path}`).sort());
  });

  it('gives each route its request schema: JSON body properties and path parameters', () => {
    for (const op of operations) {
      const entry = doc.paths[op.path]?.[op.method];
      expect(entry, `${op.method} ${op.path}`).toBeDefined();
      expect(entry?.summary, `${op.method} ${op.path} summary`).toBeTruthy();
      if (op.hasBody) {
        // JSON bodies, or the multipart upload of speech-to-text.
        const content = entry?.requestBody?.content;
        const schema = content?.['application/json']?.schema ?? content?.['multipart/form-data']?.schema;
        expect(Object.keys(schema?.properties ?? {}).length, `${op.method} ${op.path} body`).toBeGreaterThan(0);
      }
      for (const name of op.params) {
        expect(entry?.parameters, `${op.method} ${op.path} params`).toEqual(
          expect.arrayContaining([expect.objectContaining({ name, in: 'path', required: true })]),
        );
      }
    }
  });

  it('documents the registration fields and refuses extra ones (additionalProperties: false)', () => {
    const schema = doc.paths['/api/register']?.post?.requestBody?.content?.['application/json']?.schema as
      | { properties?: Record<string, unknown>; additionalProperties?: boolean; required?: string[] }
      | undefined;
    expect(Object.keys(schema?.properties ?? {}).sort()).toEqual(
      ['email', 'fullName', 'password', 'plan', 'role', 'username'].sort(),
    );
    expect(schema?.additionalProperties).toBe(false);
    expect(schema?.required).toEqual(expect.arrayContaining(['username', 'password', 'email', 'fullName']));
  });

  it('documents error answers next to success answers', () => {
    const responses = doc.paths['/api/users/{id}']?.patch?.responses ?? {};
    expect(Object.keys(responses)).toEqual(expect.arrayContaining(['200', '400', '401', '403', '409']));
  });
});

describe('GET /api/docs', () => {
  it('is a public HTML page naming every documented path, with no scripts', async () => {
    const res = await t.app.inject({ url: '/api/docs' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    for (const op of operations) {
      expect(res.body, op.path).toContain(`<code>${op.path}</code>`);
      expect(res.body).toContain(`<span class="m">${op.method.toUpperCase()}</span> <code>${op.path}</code>`);
    }
    expect(res.body).not.toMatch(/<script/i);
    expect(res.body).toContain('/api/openapi.json');
  });
});
