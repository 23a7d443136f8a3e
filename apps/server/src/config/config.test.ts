import { execFile } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

const HOUR = 3_600_000;

function problemsOf(env: Record<string, string>): string[] {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  throw new Error('expected a ConfigError');
}

describe('loadConfig defaults', () => {
  it('serves on 0.0.0.0:5000 with data in ./data and sessions of 7 days idle, 30 days absolute', () => {
    const c = loadConfig({});
    expect(c).toMatchObject({
      env: 'development',
      port: 5000,
      host: '0.0.0.0',
      dataDir: './data',
      databaseUrl: undefined,
      logLevel: 'info',
      trustProxy: false,
      cookieSecure: 'auto',
      allowedOrigins: [],
      sessionIdleMs: 7 * 24 * HOUR,
      sessionAbsoluteMs: 30 * 24 * HOUR,
      authRateLimitPerMinute: 10,
      formRateLimitPerMinute: 5,
      bodyLimitBytes: 1024 * 1024,
    });
  });

  it('A6: the per-account failure cap is within the ASVS bound of 100 per hour', () => {
    expect(loadConfig({}).loginFailuresPerHour).toBeLessThanOrEqual(100);
  });

  it('treats empty strings as unset', () => {
    expect(loadConfig({ PORT: '', HOST: '', DATABASE_URL: '' })).toMatchObject({
      port: 5000,
      host: '0.0.0.0',
      databaseUrl: undefined,
    });
  });

  it('ignores variables it does not know', () => {
    expect(() => loadConfig({ SOMETHING_ELSE: 'x', PATH: '/bin' })).not.toThrow();
  });
});

describe('loadConfig reads and converts each setting', () => {
  it('parses numbers, flags, origins and hours', () => {
    const c = loadConfig({
      NODE_ENV: 'development',
      PORT: '8080',
      TRUST_PROXY: '1',
      COOKIE_SECURE: 'true',
      ALLOWED_ORIGINS: 'http://localhost:5173/, https://app.example.com/path',
      SESSION_IDLE_HOURS: '0.5',
      SESSION_ABSOLUTE_HOURS: '12',
      DATABASE_URL: 'postgres://u@127.0.0.1:5432/db',
    });
    expect(c).toMatchObject({
      env: 'development',
      port: 8080,
      trustProxy: true,
      cookieSecure: 'always',
      allowedOrigins: ['http://localhost:5173', 'https://app.example.com'],
      sessionIdleMs: 30 * 60_000,
      sessionAbsoluteMs: 12 * HOUR,
      databaseUrl: 'postgres://u@127.0.0.1:5432/db',
    });
    expect(loadConfig({ COOKIE_SECURE: 'false', TRUST_PROXY: 'false' })).toMatchObject({
      cookieSecure: 'never',
      trustProxy: false,
    });
  });
});

describe('loadConfig refuses bad values', () => {
  it('throws one ConfigError listing every problem by variable name', () => {
    const problems = problemsOf({
      PORT: 'eighty',
      LOG_LEVEL: 'loud',
      COOKIE_SECURE: 'maybe',
      TRUST_PROXY: 'yes',
      ALLOWED_ORIGINS: 'localhost:5173',
      SESSION_IDLE_HOURS: '-1',
      AUTH_RATE_LIMIT_PER_MINUTE: '0',
      DATABASE_URL: 'not a url',
    });
    const vars = problems.map((p) => p.split(':')[0]);
    expect(vars.sort()).toEqual(
      [
        'PORT',
        'LOG_LEVEL',
        'COOKIE_SECURE',
        'TRUST_PROXY',
        'ALLOWED_ORIGINS.0',
        'SESSION_IDLE_HOURS',
        'AUTH_RATE_LIMIT_PER_MINUTE',
        'DATABASE_URL',
      ].sort(),
    );
  });

  it('puts every problem in the message, one per line, for the operator', () => {
    try {
      loadConfig({ PORT: '70000', NODE_ENV: 'staging' });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      const message = (error as Error).message;
      expect(message).toMatch(/^Invalid configuration:\n/);
      expect(message).toMatch(/\n {2}- PORT: /);
      expect(message).toMatch(/\n {2}- NODE_ENV: /);
    }
  });

  it.each([
    'localhost:5173',
    'javascript:alert(1)',
    'file:///srv/app',
    'ftp://files.example',
  ])('C1: refuses ALLOWED_ORIGINS=%s, whose origin would be the opaque "null" that sandboxed frames send', (value) => {
    expect(problemsOf({ ALLOWED_ORIGINS: `http://localhost:5173,${value}` })).toEqual([
      'ALLOWED_ORIGINS.1: each entry must be an origin such as http://localhost:5173',
    ]);
  });

  it('lists every bad job board and a bad sync interval or allowed fetch host, and reads good ones', () => {
    const problems = problemsOf({
      JOB_BOARDS: 'greenhouse:acme, workday:acme, lever:',
      JOB_SYNC_INTERVAL: 'sometimes',
      FETCH_ALLOW_HOSTS: '127.0.0.1',
    });
    expect(problems).toHaveLength(3);
    expect(problems[0]).toMatch(/workday:acme/);
    expect(problems[0]).toMatch(/lever:/);
    expect(problems[1]).toMatch(/JOB_SYNC_INTERVAL|sometimes/);
    expect(problems[2]).toBe('FETCH_ALLOW_HOSTS: each entry must be host:port (127.0.0.1)');
    const config = loadConfig({ JOB_BOARDS: 'ashby:acme,remotive', FETCH_ALLOW_HOSTS: '127.0.0.1:4010' });
    expect(config.jobs.boards).toEqual(['ashby:acme', 'remotive']);
    expect(config.fetchAllowHosts).toEqual(['127.0.0.1:4010']);
    expect(config.jobs.apiBase.greenhouse).toBe('https://boards-api.greenhouse.io');
  });

  it.each([
    ['PORT', '-1'],
    ['PORT', '1.5'],
    ['SESSION_ABSOLUTE_HOURS', '0'],
    ['LOGIN_FAILURES_PER_HOUR', 'many'],
    ['FORM_RATE_LIMIT_PER_MINUTE', '2.5'],
    ['BODY_LIMIT_BYTES', '-5'],
  ])('refuses %s=%s', (name, value) => {
    expect(problemsOf({ [name]: value }).map((p) => p.split(':')[0])).toEqual([name]);
  });
});

describe('PUBLIC_URL: absolute URLs never come from the Host header (issue 35)', () => {
  it('production refuses to start without it, saying what to set', () => {
    const problems = problemsOf({ NODE_ENV: 'production' });
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/^PUBLIC_URL: required when NODE_ENV=production/);
    expect(problems[0]).toMatch(/https:\/\/careers\.example\.com/);
    expect(loadConfig({ NODE_ENV: 'production', PUBLIC_URL: 'https://app.example.com/' }).publicUrl).toBe(
      'https://app.example.com',
    );
  });

  it('the production server process exits with the message before it opens anything', async () => {
    const root = fileURLToPath(new URL('../../../../', import.meta.url));
    const env: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: 'production', DATA_DIR: 'memory://' };
    delete env.PUBLIC_URL;
    const run = await new Promise<{ code: number | null; stderr: string }>((resolve) => {
      const child = execFile(
        path.join(root, 'node_modules/.bin/tsx'),
        [path.join(root, 'apps/server/src/server.ts')],
        { cwd: root, env, timeout: 60_000 },
        (_error, _stdout, stderr) => resolve({ code: child.exitCode, stderr }),
      );
    });
    expect(run.code).toBe(1);
    expect(run.stderr).toMatch(/^Invalid configuration:\n/);
    expect(run.stderr).toMatch(/\n {2}- PUBLIC_URL: required when NODE_ENV=production/);
  });

  it('without NODE_ENV the server runs as in development (npm start on a laptop still starts)', () => {
    expect(loadConfig({}).env).toBe('development');
  });

  it.each([
    [{}, 'http://localhost:5000'],
    [{ NODE_ENV: 'test', PORT: '8080' }, 'http://localhost:8080'],
    [{ HOST: '127.0.0.1', PORT: '5100' }, 'http://127.0.0.1:5100'],
    [{ HOST: '::1' }, 'http://[::1]:5000'],
    [{ HOST: '::' }, 'http://localhost:5000'],
    [{ HOST: 'localhost' }, 'http://localhost:5000'],
  ])('outside production defaults to the loopback address it listens on (%j -> %s)', (env, url) => {
    expect(loadConfig(env).publicUrl).toBe(url);
  });

  it.each(['javascript:alert(1)', 'ftp://files.example', 'careers.example.com'])('refuses PUBLIC_URL=%s', (value) => {
    expect(problemsOf({ PUBLIC_URL: value }).map((p) => p.split(':')[0])).toEqual(['PUBLIC_URL']);
  });
});

describe('SKILLS_ONET_FILE and OCCUPATIONS_ONET_FILE', () => {
  it('is refused at start when the file does not exist', () => {
    expect(() => loadConfig({ SKILLS_ONET_FILE: '/nowhere/Technology Skills.txt' })).toThrow(
      /SKILLS_ONET_FILE: file not found/,
    );
    expect(() => loadConfig({ OCCUPATIONS_ONET_FILE: '/nowhere/Occupation Data.txt' })).toThrow(
      /OCCUPATIONS_ONET_FILE: file not found/,
    );
  });
});
