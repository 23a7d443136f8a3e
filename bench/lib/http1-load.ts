import net from 'node:net';

/**
 * The benches' load client: `connections` keep-alive raw sockets on loopback, each keeping
 * `pipeline` copies of `request` in flight, for `seconds`. Cheaper per request than an HTTP client,
 * so the client is not what is measured. With `pipeline` 1 every latency is one request's.
 */
export async function runLoad(
  port: number,
  request: string,
  options: { seconds: number; connections: number; pipeline?: number },
): Promise<{ rps: number; latencies: number[]; non2xx: number }> {
  const pipeline = options.pipeline ?? 1;
  const batch = Buffer.from(request.repeat(pipeline));
  const latencies: number[] = [];
  let non2xx = 0;
  let stop = false;
  const sockets = Array.from({ length: options.connections }, () => {
    const socket = net.connect(port, '127.0.0.1');
    socket.setNoDelay(true);
    let buffered = '';
    let pending = 0;
    let sentAt = 0;
    const send = () => {
      if (stop) return socket.end();
      pending = pipeline;
      sentAt = performance.now();
      socket.write(batch);
    };
    socket.on('connect', send);
    socket.on('data', (chunk) => {
      const { statuses, rest } = takeResponses(buffered + chunk.toString('latin1'));
      buffered = rest;
      non2xx += statuses.filter((s) => !isOk(s)).length;
      pending -= statuses.length;
      if (pending > 0 || statuses.length === 0) return;
      // A whole batch answered: its time counts once per response it held.
      if (!stop) for (let i = 0; i < pipeline; i++) latencies.push(performance.now() - sentAt);
      send();
    });
    socket.on('error', () => undefined);
    return socket;
  });
  const started = performance.now();
  await new Promise((r) => setTimeout(r, options.seconds * 1000));
  const elapsed = (performance.now() - started) / 1000;
  stop = true;
  const counted = latencies.length;
  for (const s of sockets) s.destroy();
  return { rps: counted / elapsed, latencies, non2xx };
}

/**
 * Splits whole HTTP/1.1 responses off the front of what a socket has received. Every response
 * must carry a content-length; returns their statuses and what is left.
 */
export function takeResponses(received: string): { statuses: number[]; rest: string } {
  const statuses: number[] = [];
  let rest = received;
  for (;;) {
    const headEnd = rest.indexOf('\r\n\r\n');
    if (headEnd < 0) break;
    const head = rest.slice(0, headEnd);
    const match = /\r\ncontent-length: *(\d+)/i.exec(head);
    if (!match) throw new Error(`response without content-length:\n${head}`);
    const end = headEnd + 4 + Number(match[1]);
    if (rest.length < end) break;
    statuses.push(Number(head.slice(9, 12)));
    rest = rest.slice(end);
  }
  return { statuses, rest };
}

const isOk = (status: number) => status >= 200 && status <= 299;
