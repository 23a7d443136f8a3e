import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import zlib from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import {
  allowHostKey,
  FetchFailedError,
  FetchRefusedError,
  guardedFetch,
  type HostLookup,
  vetUrl,
} from './guarded-fetch.js';

/** A fake web server on loopback that records the requests it received. */
type FakeServer = { port: number; origin: string; requests: IncomingMessage[] };

const servers: http.Server[] = [];

async function fakeServer(handler: (req: IncomingMessage, res: ServerResponse) => void): Promise<FakeServer> {
  const requests: IncomingMessage[] = [];
  const server = http.createServer((req, res) => {
    requests.push(req);
    handler(req, res);
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { port, origin: `http://127.0.0.1:${port}`, requests };
}

afterEach(async () => {
  for (const server of servers.splice(0)) {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
});

/** A lookup that answers from a fixed table and never touches real DNS. */
const lookupFrom =
  (table: Record<string, string[]>): HostLookup =>
  async (hostname) => {
    const addresses = table[hostname];
    if (!addresses) throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: 'ENOTFOUND' });
    return addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));
  };

/** Every test that must not resolve anything uses this: a DNS query is itself a failure. */
const noDns: HostLookup = async (hostname) => {
  throw new Error(`unexpected DNS lookup of ${hostname}`);
};

async function refusal(promise: Promise<unknown>): Promise<FetchRefusedError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(FetchRefusedError);
  return error as FetchRefusedError;
}

async function failure(promise: Promise<unknown>): Promise<FetchFailedError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(FetchFailedError);
  return error as FetchFailedError;
}

describe('guardedFetch refuses private and reserved destinations', () => {
  it.each([
    'http://127.0.0.1',
    'http://127.0.0.1:8080/admin',
    'http://169.254.169.254',
    'http://169.254.169.254/latest/meta-data/',
    'http://[::1]',
    'http://[::1]:3000/',
    'http://10.0.0.1',
    'http://192.168.0.1',
    'http://172.16.5.4',
    'http://100.64.0.1',
    'http://0.0.0.0',
    'http://[::]',
    'http://[fe80::1]',
    'http://[fd00:ec2::254]',
    'http://[::ffff:127.0.0.1]',
    'http://[::ffff:169.254.169.254]',
    'http://[0:0:0:0:0:ffff:a9fe:a9fe]',
    'http://[64:ff9b::a9fe:a9fe]',
    'https://[2001:db8::1]',
    // Odd IPv4 spellings that the WHATWG parser turns into 127.0.0.1 or 169.254.169.254.
    'http://2130706433',
    'http://0177.0.0.1',
    'http://0x7f.1',
    'http://127.1',
    'http://017700000001',
    'http://%31%32%37.0.0.1',
    'http://0xa9fea9fe',
    'http://0251.0376.0251.0376',
  ])('%s', async (url) => {
    const error = await refusal(guardedFetch(url, { allowHosts: [], lookup: noDns }));
    expect(error.rule).toBe('private_address');
    expect(error.message).toBe('That address points to a private or reserved network and cannot be fetched.');
    // The user-facing message never names the address or range.
    expect(error.message).not.toMatch(/\d+\.\d+|::|loopback|metadata/i);
  });

  it('refuses a hostname that resolves to a private address', async () => {
    const lookup = lookupFrom({ 'jobs.example.com': ['10.1.2.3'] });
    const error = await refusal(guardedFetch('https://jobs.example.com/posting/1', { allowHosts: [], lookup }));
    expect(error.rule).toBe('private_address');
  });

  it('refuses a hostname when any of its addresses is private, even beside a public one', async () => {
    const lookup = lookupFrom({
      'mixed.example.com': ['93.184.215.14', '2606:2800:21f:cb07:6820:80da:af6b:8b2c', '::1'],
    });
    const error = await refusal(guardedFetch('http://mixed.example.com/', { allowHosts: [], lookup }));
    expect(error.rule).toBe('private_address');
  });

  it('refuses a hostname that resolves to an IPv4-mapped metadata address', async () => {
    const lookup = lookupFrom({ 'sneaky.example.com': ['::ffff:169.254.169.254'] });
    const error = await refusal(guardedFetch('http://sneaky.example.com/', { allowHosts: [], lookup }));
    expect(error.rule).toBe('private_address');
  });

  it.each([
    'http://metadata.google.internal/computeMetadata/v1/',
    'http://metadata.google.internal./',
    'http://METADATA.GOOGLE.INTERNAL/',
    'http://metadata/',
    'http://localhost:3000/',
    'http://api.localhost/',
    'http://printer.local/',
    'http://instance-data/latest/',
  ])('refuses the internal hostname %s by name, before any DNS query', async (url) => {
    const error = await refusal(guardedFetch(url, { allowHosts: [], lookup: noDns }));
    expect(error.rule).toBe('blocked_host');
  });

  it('passes a public-looking name that resolves to a public address and pins that address', async () => {
    const lookup = lookupFrom({ 'jobs.example.com': ['93.184.215.14', '2606:2800:21f:cb07:6820:80da:af6b:8b2c'] });
    const target = await vetUrl('https://jobs.example.com/apply?id=7', new Set(), lookup);
    expect(target.host).toBe('jobs.example.com');
    expect(target.port).toBe(443);
    expect(target.address).toEqual({ address: '93.184.215.14', family: 4 });
  });

  it('reports a name that does not resolve as a failure, not a refusal', async () => {
    const error = await failure(
      guardedFetch('http://nowhere.example.com/', { allowHosts: [], lookup: lookupFrom({}) }),
    );
    expect(error.reason).toBe('dns');
    expect(error.host).toBe('nowhere.example.com');
    expect(error.message).toBe('Could not reach nowhere.example.com from the server (no address found).');
  });
});

describe('guardedFetch refuses URLs outside http(s)', () => {
  it.each([
    'file:///etc/passwd',
    'ftp://example.com/',
    'gopher://127.0.0.1:6379/',
    'data:text/html,hi',
    'javascript:alert(1)',
  ])('refuses %s', async (url) => {
    const error = await refusal(guardedFetch(url, { allowHosts: [], lookup: noDns }));
    expect(error.rule).toBe('scheme');
  });

  it.each([
    'http://user:pass@example.com/',
    'https://user@example.com/',
    'http://:secret@example.com/',
  ])('refuses credentials in %s', async (url) => {
    const error = await refusal(guardedFetch(url, { allowHosts: [], lookup: noDns }));
    expect(error.rule).toBe('credentials');
  });

  it.each(['not a url', '', 'http://', 'http://[::1'])('refuses the malformed URL %j', async (url) => {
    const error = await refusal(guardedFetch(url, { allowHosts: [], lookup: noDns }));
    expect(error.rule).toBe('invalid_url');
  });
});

describe('guardedFetch against allowed fake servers', () => {
  it('fetches from a loopback server exempted by allowHosts', async () => {
    const server = await fakeServer((_req, res) => {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'x-board': 'fake' });
      res.end('<h1>Senior Engineer — Zürich</h1>');
    });
    const result = await guardedFetch(`${server.origin}/jobs/1?x=1`, { allowHosts: [`127.0.0.1:${server.port}`] });
    expect(result).toMatchObject({
      status: 200,
      url: `${server.origin}/jobs/1?x=1`,
      contentType: 'text/html; charset=utf-8',
      body: '<h1>Senior Engineer — Zürich</h1>',
    });
    expect(result.headers['x-board']).toBe('fake');
    expect(server.requests[0]?.url).toBe('/jobs/1?x=1');
    expect(server.requests[0]?.headers['accept-encoding']).toBe('gzip, deflate, br');
  });

  it('exempts only the exact host and port', async () => {
    const server = await fakeServer((_req, res) => res.end('secret'));
    const error = await refusal(guardedFetch(server.origin, { allowHosts: [`127.0.0.1:${server.port + 1}`] }));
    expect(error.rule).toBe('private_address');
    const byName = await refusal(
      guardedFetch(`http://localhost:${server.port}/`, { allowHosts: [`127.0.0.1:${server.port}`], lookup: noDns }),
    );
    expect(byName.rule).toBe('blocked_host');
    expect(server.requests).toHaveLength(0);
  });

  it('connects to the address it vetted, with the hostname kept in the Host header', async () => {
    const server = await fakeServer((req, res) => res.end(`host=${req.headers.host}`));
    let lookups = 0;
    const lookup: HostLookup = async () => {
      lookups += 1;
      return [{ address: '127.0.0.1', family: 4 }];
    };
    // "board.test" does not exist in real DNS: reaching the server proves the socket used the vetted address.
    const result = await guardedFetch(`http://board.test:${server.port}/`, {
      allowHosts: [`board.test:${server.port}`],
      lookup,
    });
    expect(result.body).toBe(`host=board.test:${server.port}`);
    expect(lookups).toBe(1);
  });

  it('sends the Accept header it was given', async () => {
    const server = await fakeServer((req, res) => res.end(String(req.headers.accept)));
    const result = await guardedFetch(server.origin, {
      allowHosts: [`127.0.0.1:${server.port}`],
      accept: 'application/json',
    });
    expect(result.body).toBe('application/json');
  });

  it('returns non-2xx answers with their status', async () => {
    const server = await fakeServer((_req, res) => {
      res.writeHead(404, { 'content-type': 'text/plain' });
      res.end('no such job');
    });
    const result = await guardedFetch(server.origin, { allowHosts: [`127.0.0.1:${server.port}`] });
    expect(result.status).toBe(404);
    expect(result.body).toBe('no such job');
  });

  it('decodes the charset from Content-Type and from an HTML meta tag', async () => {
    const latin1 = Buffer.from('Café résumé', 'latin1');
    const server = await fakeServer((req, res) => {
      if (req.url === '/header') res.writeHead(200, { 'content-type': 'text/plain; charset=ISO-8859-1' });
      else res.writeHead(200, { 'content-type': 'text/html' });
      res.end(req.url === '/header' ? latin1 : Buffer.concat([Buffer.from('<meta charset="windows-1252">'), latin1]));
    });
    const allowHosts = [`127.0.0.1:${server.port}`];
    expect((await guardedFetch(`${server.origin}/header`, { allowHosts })).body).toBe('Café résumé');
    expect((await guardedFetch(`${server.origin}/meta`, { allowHosts })).body).toBe(
      '<meta charset="windows-1252">Café résumé',
    );
  });

  it.each([
    ['gzip', zlib.gzipSync],
    ['deflate', zlib.deflateSync],
    ['br', zlib.brotliCompressSync],
  ] as const)('decompresses %s', async (encoding, compress) => {
    const text = 'Responsibilities: build things. '.repeat(500);
    const server = await fakeServer((_req, res) => {
      res.writeHead(200, { 'content-type': 'text/plain', 'content-encoding': encoding });
      res.end(compress(Buffer.from(text)));
    });
    const result = await guardedFetch(server.origin, { allowHosts: [`127.0.0.1:${server.port}`] });
    expect(result.body).toBe(text);
  });

  it('reports a corrupt compressed body as an unreadable response', async () => {
    const server = await fakeServer((_req, res) => {
      res.writeHead(200, { 'content-encoding': 'gzip' });
      res.end('this is not gzip');
    });
    const error = await failure(guardedFetch(server.origin, { allowHosts: [`127.0.0.1:${server.port}`] }));
    expect(error.reason).toBe('encoding');
  });
});

describe('guardedFetch redirects', () => {
  it('follows a redirect within the allowed server and reports the final URL', async () => {
    const server = await fakeServer((req, res) => {
      if (req.url === '/old') {
        res.writeHead(301, { location: '/new' });
        res.end();
      } else res.end('moved here');
    });
    const result = await guardedFetch(`${server.origin}/old`, { allowHosts: [`127.0.0.1:${server.port}`] });
    expect(result).toMatchObject({ status: 200, url: `${server.origin}/new`, body: 'moved here' });
  });

  it('refuses a redirect from an allowed server to a loopback port that is not allowed', async () => {
    const inner = await fakeServer((_req, res) => res.end('internal admin'));
    const outer = await fakeServer((_req, res) => {
      res.writeHead(302, { location: `http://127.0.0.1:${inner.port}/admin` });
      res.end();
    });
    const error = await refusal(guardedFetch(outer.origin, { allowHosts: [`127.0.0.1:${outer.port}`] }));
    expect(error.rule).toBe('private_address');
    expect(outer.requests).toHaveLength(1);
    expect(inner.requests).toHaveLength(0);
  });

  it.each([
    'http://169.254.169.254/',
    'http://[::1]/',
    'http://2130706433/',
    'http://[::ffff:a9fe:a9fe]/latest/meta-data/',
  ])('refuses a redirect to %s', async (location) => {
    const server = await fakeServer((_req, res) => {
      res.writeHead(307, { location });
      res.end();
    });
    const error = await refusal(
      guardedFetch(server.origin, { allowHosts: [`127.0.0.1:${server.port}`], lookup: noDns }),
    );
    expect(error.rule).toBe('private_address');
  });

  it('refuses a redirect to a hostname that resolves to a private address', async () => {
    const server = await fakeServer((_req, res) => {
      res.writeHead(302, { location: 'http://rebind.example.com/' });
      res.end();
    });
    const lookup = lookupFrom({ 'rebind.example.com': ['192.168.1.10'] });
    const error = await refusal(guardedFetch(server.origin, { allowHosts: [`127.0.0.1:${server.port}`], lookup }));
    expect(error.rule).toBe('private_address');
  });

  it.each([
    'file:///etc/passwd',
    'gopher://127.0.0.1:6379/_INFO',
    'ftp://example.com/',
  ])('refuses a redirect to the non-http scheme %s', async (location) => {
    const server = await fakeServer((_req, res) => {
      res.writeHead(302, { location });
      res.end();
    });
    const error = await refusal(guardedFetch(server.origin, { allowHosts: [`127.0.0.1:${server.port}`] }));
    expect(error.rule).toBe('scheme');
  });

  /** A server where /hop/N redirects to /hop/N-1 and /hop/0 answers. */
  const chainServer = () =>
    fakeServer((req, res) => {
      const n = Number(req.url?.split('/')[2]);
      if (n > 0) {
        res.writeHead(n % 2 ? 302 : 308, { location: `/hop/${n - 1}` });
        res.end();
      } else res.end('end of chain');
    });

  it('follows a chain of 5 redirects', async () => {
    const server = await chainServer();
    const result = await guardedFetch(`${server.origin}/hop/5`, { allowHosts: [`127.0.0.1:${server.port}`] });
    expect(result.body).toBe('end of chain');
    expect(server.requests).toHaveLength(6);
  });

  it('refuses a chain of 6 redirects without making a 7th request', async () => {
    const server = await chainServer();
    const error = await refusal(guardedFetch(`${server.origin}/hop/6`, { allowHosts: [`127.0.0.1:${server.port}`] }));
    expect(error.rule).toBe('too_many_redirects');
    expect(error.message).toBe('That page redirects too many times.');
    expect(server.requests).toHaveLength(6);
  });

  it('refuses an endless redirect loop', async () => {
    const server = await fakeServer((_req, res) => {
      res.writeHead(302, { location: '/' });
      res.end();
    });
    const error = await refusal(guardedFetch(server.origin, { allowHosts: [`127.0.0.1:${server.port}`] }));
    expect(error.rule).toBe('too_many_redirects');
  });
});

describe('guardedFetch limits', () => {
  const threeMB = Buffer.alloc(3 * 1024 * 1024, 'a');

  it('refuses a 3 MB body announced by Content-Length', async () => {
    const server = await fakeServer((_req, res) => {
      res.writeHead(200, { 'content-type': 'text/plain', 'content-length': threeMB.length });
      res.end(threeMB);
    });
    const error = await refusal(guardedFetch(server.origin, { allowHosts: [`127.0.0.1:${server.port}`] }));
    expect(error.rule).toBe('too_large');
    expect(error.message).toBe('That page is too large to fetch.');
  });

  it('refuses a 3 MB body sent chunked, without a length', async () => {
    const server = await fakeServer((_req, res) => {
      res.writeHead(200, { 'content-type': 'text/plain' });
      for (let i = 0; i < 3 * 16; i++) res.write(threeMB.subarray(0, 64 * 1024));
      res.end();
    });
    const error = await refusal(guardedFetch(server.origin, { allowHosts: [`127.0.0.1:${server.port}`] }));
    expect(error.rule).toBe('too_large');
  });

  it('accepts a body just under the cap', async () => {
    const server = await fakeServer((_req, res) => res.end(Buffer.alloc(2 * 1024 * 1024, 'b')));
    const result = await guardedFetch(server.origin, { allowHosts: [`127.0.0.1:${server.port}`] });
    expect(result.body.length).toBe(2 * 1024 * 1024);
  });

  it.each([
    ['gzip', (b: Buffer) => zlib.gzipSync(b)],
    ['br', (b: Buffer) => zlib.brotliCompressSync(b, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 1 } })],
  ] as const)('caps a %s bomb by its decompressed size', async (encoding, compress) => {
    // 64 MB of zeros compresses to well under the 2 MB cap; decompressed it is far over it.
    const bomb = compress(Buffer.alloc(64 * 1024 * 1024));
    expect(bomb.length).toBeLessThan(200 * 1024);
    const server = await fakeServer((_req, res) => {
      res.writeHead(200, { 'content-type': 'text/html', 'content-encoding': encoding, 'content-length': bomb.length });
      res.end(bomb);
    });
    const error = await refusal(guardedFetch(server.origin, { allowHosts: [`127.0.0.1:${server.port}`] }));
    expect(error.rule).toBe('too_large');
  });

  // The fake servers below never finish an answer, so only guardedFetch's own time-out can end these
  // fetches: the reason `timeout` proves it fired, and the test's time-out bounds a hang.
  it('times out a server that never answers', async () => {
    const server = await fakeServer(() => {});
    const error = await failure(
      guardedFetch(server.origin, { allowHosts: [`127.0.0.1:${server.port}`], timeoutMs: 300 }),
    );
    expect(error.reason).toBe('timeout');
    expect(error.message).toBe(`Could not reach 127.0.0.1:${server.port} from the server (no answer in time).`);
  });

  it('times out a server that sends its head but trickles the body', async () => {
    const server = await fakeServer((_req, res) => {
      res.writeHead(200, { 'content-type': 'text/plain' });
      const tick = setInterval(() => res.write('.'), 50);
      res.on('close', () => clearInterval(tick));
    });
    const error = await failure(
      guardedFetch(server.origin, { allowHosts: [`127.0.0.1:${server.port}`], timeoutMs: 400 }),
    );
    expect(error.reason).toBe('timeout');
  });

  it('counts the time limit across redirects, not per hop', async () => {
    const server = await fakeServer((req, res) => {
      const n = Number(req.url?.slice(1));
      setTimeout(() => {
        res.writeHead(302, { location: `/${n + 1}` });
        res.end();
      }, 150);
    });
    const error = await failure(
      guardedFetch(`${server.origin}/0`, { allowHosts: [`127.0.0.1:${server.port}`], timeoutMs: 400 }),
    );
    expect(error.reason).toBe('timeout');
    expect(server.requests.length).toBeLessThanOrEqual(3);
  });

  it('times out a slow DNS answer', async () => {
    const lookup: HostLookup = () => new Promise(() => {});
    const error = await failure(
      guardedFetch('http://slow-dns.example.com/', { allowHosts: [], lookup, timeoutMs: 200 }),
    );
    expect(error.reason).toBe('timeout');
    expect(error.message).toBe('Could not reach slow-dns.example.com from the server (no answer in time).');
  });

  it('names the host of the redirect hop that failed, not the first one', async () => {
    const server = await fakeServer((_req, res) => {
      res.writeHead(302, { location: 'http://gone.example.com/job' });
      res.end();
    });
    const lookup = lookupFrom({});
    const error = await failure(guardedFetch(server.origin, { allowHosts: [`127.0.0.1:${server.port}`], lookup }));
    expect(error.message).toBe('Could not reach gone.example.com from the server (no address found).');
  });

  it('keeps the general message when no host is known', () => {
    expect(new FetchFailedError('dns').message).toBe('That web address could not be found.');
    expect(new FetchFailedError('encoding', { host: 'jobs.example.com' }).message).toBe(
      'That page sent a response that could not be read.',
    );
  });

  it("stops when the caller's signal aborts", async () => {
    const server = await fakeServer(() => {});
    const controller = new AbortController();
    setTimeout(() => controller.abort(), 100);
    const error = await failure(
      guardedFetch(server.origin, { allowHosts: [`127.0.0.1:${server.port}`], signal: controller.signal }),
    );
    expect(error.reason).toBe('aborted');
  });

  it('reports a refused connection as unreachable', async () => {
    const server = await fakeServer(() => {});
    const { port } = server;
    for (const s of servers.splice(0)) await new Promise((resolve) => s.close(resolve));
    const error = await failure(guardedFetch(`http://127.0.0.1:${port}/`, { allowHosts: [`127.0.0.1:${port}`] }));
    expect(error.reason).toBe('network');
    expect(error.message).toBe(`Could not reach 127.0.0.1:${port} from the server (the connection failed).`);
  });
});

describe('allowHostKey', () => {
  it.each([
    ['127.0.0.1:41234', '127.0.0.1:41234'],
    [' Board.Test:8080 ', 'board.test:8080'],
    ['[::1]:9000', '[::1]:9000'],
    ['example.com:80', 'example.com:80'],
    ['example.com', undefined],
    ['example.com:80/path', undefined],
    ['user@example.com:80', undefined],
  ])('%j → %j', (entry, key) => {
    expect(allowHostKey(entry)).toBe(key);
  });
});
