import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { type APIRequestContext, expect, request as playwrightRequest, test } from '@playwright/test';
import pg from 'pg';
import WebSocket from 'ws';
import { newAccount, signUp } from '../support/accounts';
import { clusterInfoFile, clusterPorts } from '../support/cluster.mjs';

// Two server processes, A and B, on one PostgreSQL database and one Redis, behind nginx
// (e2e/support/start-cluster.mjs): what one process does, the other sees.
const ports = clusterPorts();
const originOf = (port: number) => `http://127.0.0.1:${port}`;
const A = originOf(ports.a);
const B = originOf(ports.b);

/** An API client that talks to one process only, as a browser on that origin would. */
async function clientOf(origin: string, cookie?: string): Promise<APIRequestContext> {
  return playwrightRequest.newContext({
    baseURL: origin,
    extraHTTPHeaders: { origin, ...(cookie ? { cookie } : {}) },
  });
}

/** What start-cluster.mjs wrote: the shared database and each process's log file. */
function clusterInfo(): { databaseUrl: string; logs: { A: string; B: string } } {
  return JSON.parse(readFileSync(clusterInfoFile(ports.proxy), 'utf8'));
}

async function query<T>(statement: string, values: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: clusterInfo().databaseUrl });
  await client.connect();
  try {
    return (await client.query(statement, values)).rows as T[];
  } finally {
    await client.end();
  }
}

/** The background tasks each process claimed, read from its log (one debug line per claim). */
function claimsOf(name: 'A' | 'B'): string[] {
  return readFileSync(clusterInfo().logs[name], 'utf8')
    .split('\n')
    .filter((line) => line.includes('"background task claimed"'))
    .map((line) => (JSON.parse(line) as { task: string }).task);
}

/** A chat socket of the signed-in user on one process, recording every frame. */
async function socketOn(origin: string, cookie: string) {
  const ws = new WebSocket(`${origin.replace('http', 'ws')}/ws/chat`, { headers: { origin, cookie } });
  const frames: Array<Record<string, unknown>> = [];
  ws.on('message', (data) => frames.push(JSON.parse(String(data)) as Record<string, unknown>));
  await new Promise((resolve, reject) => {
    ws.once('open', resolve);
    ws.once('error', reject);
  });
  return { ws, frames };
}

async function register(origin: string) {
  const account = newAccount('cluster');
  const client = await clientOf(origin);
  const res = await client.post('/api/register', {
    data: { username: account.username, password: account.password, email: account.email, fullName: account.fullName },
  });
  expect(res.status()).toBe(201);
  const cookie = (res.headers()['set-cookie'] ?? '').split(';')[0] ?? '';
  expect(cookie).toContain('=');
  await client.dispose();
  return { account, cookie };
}

test('a session made on A works on B, and sign-out on B is refused on A within a second', async () => {
  const { account, cookie } = await register(A);
  const onA = await clientOf(A, cookie);
  const onB = await clientOf(B, cookie);

  const fromB = await onB.get('/api/user');
  expect(fromB.status()).toBe(200);
  expect((await fromB.json()).username).toBe(account.username);
  // A has the session in its short-lived cache now; B's sign-out must reach it anyway.
  expect((await onA.get('/api/user')).status()).toBe(200);
  expect((await onA.get('/api/user')).status()).toBe(200);

  expect((await onB.post('/api/logout')).status()).toBeLessThan(300);
  await expect.poll(async () => (await onA.get('/api/user')).status(), { timeout: 1_000, intervals: [50] }).toBe(401);
  await Promise.all([onA.dispose(), onB.dispose()]);
});

test('failed sign-ins spread over A and B count against one limit', async () => {
  const { account } = await register(A);
  const clients = [await clientOf(A), await clientOf(B)];
  const attempt = (i: number) =>
    clients[i % 2]?.post('/api/login', { data: { username: account.username, password: 'not the password at all' } });
  // LOGIN_FAILURES_PER_HOUR is 4 in this topology: two on each process use it up.
  for (let i = 0; i < 4; i++) expect((await attempt(i))?.status()).toBe(401);
  for (const client of clients) {
    const refused = await client.post('/api/login', {
      data: { username: account.username, password: account.password },
    });
    expect(refused.status()).toBe(429);
    expect((await refused.json()).message).toMatch(/^Too many failed sign-ins; try again in \d+ (?:seconds|minutes)/);
  }
  await Promise.all(clients.map((c) => c.dispose()));
});

test('through the proxy: sign up in the browser and chat over the socket', async ({ page }) => {
  await signUp(page);
  await page.getByRole('button', { name: 'Open assistant' }).click();
  const panel = page.getByRole('dialog', { name: /assistant$/ });
  await expect(panel.getByRole('log')).toContainText('Connected to chat server');
  await panel.getByLabel('Message', { exact: true }).fill('What is the STAR method?');
  await panel.getByRole('button', { name: 'Send' }).click();
  const reply = panel.locator('[role=log] li[data-role=assistant][data-kind=message]').last();
  await expect(reply).toContainText(/situation/i, { timeout: 15_000 });
});

test('a job alert from a board sync reaches the user on both processes, whichever ran the sync', async () => {
  const { cookie } = await register(A);
  const onA = await clientOf(A, cookie);
  const onB = await clientOf(B, cookie);
  const search = await onA.post('/api/ai/job-searches', {
    data: { jobTitle: 'TypeScript Engineer', location: 'Remote', skills: ['TypeScript', 'React', 'Node.js'] },
  });
  expect(search.ok()).toBe(true);
  const sockets = [await socketOn(A, cookie), await socketOn(B, cookie)];

  // Watching a new board (on B) queues its sync; either process's worker may take it. The fake
  // Greenhouse lists a "Senior TypeScript Engineer" (Remote) on every board.
  const board = `cluster${randomBytes(4).toString('hex')}`;
  expect((await onB.post('/api/ai/company-watchlist', { data: { source: 'greenhouse', board } })).ok()).toBe(true);

  // Both sockets hear it: whichever process stored the postings, the other one's socket is reached
  // through Redis.
  for (const socket of sockets) {
    await expect
      .poll(() => socket.frames.filter((f) => f.type === 'job.alert').length, { timeout: 30_000 })
      .toBeGreaterThan(0);
    const alert = socket.frames.find((f) => f.type === 'job.alert') as { alert: { jobTitle: string } };
    expect(alert.alert.jobTitle).toBe('Senior TypeScript Engineer');
  }
  const runs = await query<{ n: number }>(
    "select count(*)::int as n from board_sync_runs where source = 'greenhouse' and board = $1",
    [board],
  );
  expect(runs[0]?.n).toBe(1);
  for (const socket of sockets) socket.ws.close();
  await Promise.all([onA.dispose(), onB.dispose()]);
});

test('a board sync and a retention pass due at the same moment run in one process, not in each', async () => {
  const tasks = ['board-sync', 'retention'];
  const before = { A: claimsOf('A'), B: claimsOf('B') };
  // Both processes poll the same rows; make both tasks due now for both of them at once.
  await query("update recurring_tasks set next_run_at = now() - interval '1 second' where name = any($1)", [tasks]);
  await expect
    .poll(
      async () =>
        (
          await query<{ name: string }>(
            "select name from recurring_tasks where name = any($1) and next_run_at > now() + interval '10 minutes' and locked_until is null",
            [tasks],
          )
        ).length,
      { timeout: 30_000 },
    )
    .toBe(2);
  // Give the other process a full poll (5 s) to claim a second time, should it be able to.
  await new Promise((resolve) => setTimeout(resolve, 6_000));
  const after = { A: claimsOf('A').slice(before.A.length), B: claimsOf('B').slice(before.B.length) };
  for (const task of tasks) {
    const ranOn = [...after.A, ...after.B].filter((t) => t === task);
    expect(ranOn, `${task} claims since it was made due: A ${after.A}, B ${after.B}`).toHaveLength(1);
  }
});
