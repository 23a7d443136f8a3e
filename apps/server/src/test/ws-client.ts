import type { ServerFrame } from '@careerloom/contract';
import WebSocket from 'ws';

/** A test client for `/ws/chat` that records every frame and waits for the ones a test expects. */
export type TestSocket = {
  ws: WebSocket;
  frames: ServerFrame[];
  /** Response headers of the handshake (for the guest Set-Cookie). */
  upgradeHeaders: Record<string, string | string[] | undefined>;
  send(frame: unknown): void;
  waitFor<T extends ServerFrame>(match: (f: ServerFrame) => f is T, timeoutMs?: number): Promise<T>;
  waitForClose(timeoutMs?: number): Promise<{ code: number; reason: string }>;
};

export const isFinalAssistant = (f: ServerFrame): f is Extract<ServerFrame, { role: string }> =>
  'role' in f && f.role === 'assistant';
export const isError = (f: ServerFrame): f is Extract<ServerFrame, { type: 'error' }> =>
  'type' in f && f.type === 'error';
export const isPong = (f: ServerFrame): f is Extract<ServerFrame, { type: 'pong' }> => 'type' in f && f.type === 'pong';

export function connect(
  url: string,
  headers: Record<string, string>,
  options: { autoPong?: boolean } = {},
): Promise<TestSocket> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(url, { headers, autoPong: options.autoPong ?? true });
    const frames: ServerFrame[] = [];
    const waiters = new Set<() => void>();
    let upgradeHeaders: TestSocket['upgradeHeaders'] = {};
    ws.on('upgrade', (res) => {
      upgradeHeaders = res.headers;
    });
    ws.on('message', (data) => {
      frames.push(JSON.parse(data.toString()) as ServerFrame);
      for (const w of waiters) w();
    });
    ws.on('unexpected-response', (_req, res) => reject(new Error(`handshake ${res.statusCode}`)));
    ws.on('error', reject);
    ws.on('open', () =>
      resolve({
        ws,
        frames,
        get upgradeHeaders() {
          return upgradeHeaders;
        },
        send: (frame) => ws.send(typeof frame === 'string' ? frame : JSON.stringify(frame)),
        waitFor(match, timeoutMs = 10_000) {
          return new Promise((res, rej) => {
            const check = () => {
              const found = frames.find(match);
              if (found) {
                waiters.delete(check);
                clearTimeout(timer);
                res(found);
              }
            };
            const timer = setTimeout(() => {
              waiters.delete(check);
              rej(new Error(`no matching frame; got ${JSON.stringify(frames).slice(0, 500)}`));
            }, timeoutMs);
            waiters.add(check);
            check();
          });
        },
        waitForClose(timeoutMs = 10_000) {
          return new Promise((res, rej) => {
            if (ws.readyState === ws.CLOSED) return res({ code: -1, reason: 'already closed' });
            const timer = setTimeout(() => rej(new Error('socket did not close')), timeoutMs);
            ws.once('close', (code, reason) => {
              clearTimeout(timer);
              res({ code, reason: reason.toString() });
            });
          });
        },
      }),
    );
  });
}

/** The status of a refused handshake. */
export function handshakeStatus(url: string, headers: Record<string, string>): Promise<number> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(url, { headers });
    ws.on('unexpected-response', (_req, res) => {
      resolve(res.statusCode ?? 0);
      res.resume();
    });
    ws.on('open', () => {
      ws.close();
      reject(new Error('handshake unexpectedly succeeded'));
    });
    ws.on('error', () => undefined);
  });
}
