import { createRequire } from 'node:module';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { LAZY_DEFAULT_COMPILERS } from './app';
import { createTestApp } from './test/test-app';

/** Whether a package has been loaded into this process (Node's module cache). */
const loaded = (pkg: string) =>
  Object.keys(createRequire(import.meta.url).cache).some((file) => file.includes(`/node_modules/${pkg}/`));

// Isolated: it checks what the process has loaded, which other files sharing a worker would change.
describe('what building the app loads (issue 36)', () => {
  it("builds and serves without Fastify's default compilers: every route goes through zod", async () => {
    const t = await createTestApp();
    try {
      expect((await t.app.inject({ url: '/api/health' })).statusCode).toBe(200);
      expect(loaded('@fastify/ajv-compiler')).toBe(false);
      expect(loaded('@fastify/fast-json-stringify-compiler')).toBe(false);
    } finally {
      await t.close();
    }
  });

  it('still loads them on first use: a route with a JSON schema validates and serialises as before', async () => {
    const app = Fastify({ schemaController: { compilersFactory: LAZY_DEFAULT_COMPILERS } });
    app.post(
      '/echo',
      {
        schema: {
          body: { type: 'object', required: ['n'], properties: { n: { type: 'integer' } } },
          response: { 200: { type: 'object', properties: { n: { type: 'integer' } } } },
        },
      },
      async (request) => ({ ...(request.body as { n: number }), hidden: 'not in the response schema' }),
    );
    try {
      expect((await app.inject({ method: 'POST', url: '/echo', payload: { n: 'x' } })).statusCode).toBe(400);
      const ok = await app.inject({ method: 'POST', url: '/echo', payload: { n: 2 } });
      expect(ok.json()).toEqual({ n: 2 });
      expect(loaded('@fastify/ajv-compiler')).toBe(true);
    } finally {
      await app.close();
    }
  });
});
