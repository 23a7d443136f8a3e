// A loopback HTTP server that records what it receives (GET/DELETE /__requests) and hands every
// other request to `handle(req, res, url)`. Shared by the fakes in this folder; not a fake itself.
import http from 'node:http';

export function startRecordingServer(port, handle) {
  const requests = [];
  const server = http.createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', `http://127.0.0.1:${port}`);
    if (url.pathname === '/__requests') {
      if (req.method === 'DELETE') requests.length = 0;
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify(req.method === 'DELETE' ? [] : requests));
      return;
    }
    requests.push({
      method: req.method,
      path: url.pathname + url.search,
      authorization: Boolean(req.headers.authorization),
    });
    try {
      await handle(req, res, url);
    } catch (error) {
      res.writeHead(500, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ message: String(error) }));
    }
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () =>
      resolve({ base: `http://127.0.0.1:${port}`, close: () => new Promise((r) => server.close(() => r())) }),
    );
  });
}

export function sendJson(res, status, body, headers = {}) {
  res.writeHead(status, { 'content-type': 'application/json', ...headers });
  res.end(JSON.stringify(body));
}
