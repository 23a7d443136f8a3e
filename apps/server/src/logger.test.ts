import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from './logger';
import { createTestApp, type TestApp } from './test/test-app';

/** The production logger (its redaction and serializers) writing into an array. */
function productionLogger(level = 'info') {
  const chunks: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      chunks.push(String(chunk));
      done();
    },
  });
  const logger = createLogger(level, stream);
  const text = () => chunks.join('');
  return {
    logger,
    text,
    lines: () =>
      text()
        .split('\n')
        .filter(Boolean)
        .map((l) => JSON.parse(l) as Record<string, unknown>),
    clear: () => chunks.splice(0),
  };
}

describe('createLogger redaction', () => {
  it('redacts secrets named at the top of a line and on a logged error', () => {
    const log = productionLogger();
    const err = Object.assign(new Error('provider refused'), { token: 'tok-ERR-1', apiKey: 'sk-ERR-2' });
    log.logger.warn({ password: 'pw-TOP-3', accessToken: 'tok-TOP-4', cookie: 'sid=TOP-5', userId: 7 }, 'x');
    log.logger.error({ err, provider: 'openai' }, 'failed');
    for (const secret of ['ERR-1', 'ERR-2', 'TOP-3', 'TOP-4', 'TOP-5']) expect(log.text()).not.toContain(secret);
    const [first, second] = log.lines();
    expect(first).toMatchObject({ password: '[redacted]', accessToken: '[redacted]', userId: 7 });
    expect(second).toMatchObject({ provider: 'openai', err: { message: 'provider refused', token: '[redacted]' } });
  });
});

describe('request logging', () => {
  let t: TestApp;
  let log: ReturnType<typeof productionLogger>;
  beforeAll(async () => {
    log = productionLogger('info');
    t = await createTestApp({}, { logger: log.logger });
    t.app.get('/api/test/log-boom', { config: { auth: 'public' } }, async () => {
      throw Object.assign(new Error('boom'), { token: 'tok-BOOM-6' });
    });
    await t.app.ready();
  });
  afterAll(async () => {
    await t?.close();
  });

  it('writes one lean info line per request and no secret from headers, body or query', async () => {
    log.clear();
    const headers = { cookie: 'careerloom.sid=SID-SECRET-7', authorization: 'Bearer BEARER-SECRET-8' };
    await t.app.inject({
      method: 'POST',
      url: '/api/login?token=QUERY-SECRET-9',
      headers,
      payload: { username: 'nobody', password: 'BODY-SECRET-10', token: 'BODY-SECRET-11' },
    });
    await t.app.inject({ url: '/api/user?access_token=QUERY-SECRET-12', headers });
    await t.app.inject({ url: '/api/test/log-boom', headers });

    for (const secret of ['SID-SECRET', 'BEARER-SECRET', 'QUERY-SECRET', 'BODY-SECRET', 'BOOM-6']) {
      expect(log.text()).not.toContain(secret);
    }
    const lines = log.lines();
    expect(lines.filter((l) => l.msg === 'incoming request')).toEqual([]);
    const completed = lines.filter((l) => l.msg === 'request completed' || l.msg === 'request errored');
    expect(completed).toHaveLength(3);
    const [login] = completed;
    expect(login).toMatchObject({ level: 30, req: { method: 'POST', url: '/api/login' } });
    expect(Object.keys(login?.req as object).sort()).toEqual(['method', 'url']);
    expect(login?.reqId).toEqual(expect.any(String));
    expect((login?.res as { statusCode: number }).statusCode).toBeGreaterThanOrEqual(400);
    expect(login?.responseTime).toEqual(expect.any(Number));
  });

  it('logs successful health checks at debug only', async () => {
    log.clear();
    expect((await t.app.inject({ url: '/api/health' })).statusCode).toBe(200);
    expect(log.lines()).toEqual([]);

    // Per-request loggers are children of the app's logger, so they follow its level.
    t.app.log.level = 'debug';
    try {
      await t.app.inject({ url: '/api/health?probe=1' });
      expect(log.lines().find((l) => l.msg === 'request completed')).toMatchObject({
        level: 20,
        req: { method: 'GET', url: '/api/health' },
        res: { statusCode: 200 },
      });
    } finally {
      t.app.log.level = 'info';
    }
  });
});
