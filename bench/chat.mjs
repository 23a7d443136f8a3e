// Chat benchmark on the embedded engine (issue 3): time to first delta and to the full reply on
// one socket, then replies per second with 200 concurrent sockets. Run `npm run build` first.
// Prints figures; asserts nothing.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import WebSocket from 'ws';

const PORT = Number(process.env.BENCH_PORT ?? 5950);
const SOCKETS = Number(process.env.SOCKETS ?? 200);
const PER_SOCKET = Number(process.env.PER_SOCKET ?? 5);
const SEQUENTIAL = Number(process.env.SEQUENTIAL ?? 40);
const origin = `http://127.0.0.1:${PORT}`;
const QUESTIONS = [
  'How do I answer "tell me about yourself"?',
  'Is a two-page resume too long?',
  'What is the STAR method?',
  'How do I negotiate a job offer?',
  'How do ATS systems read my resume?',
  'What should a cover letter say?',
  'How do I ask for a referral?',
  'Can I work in the US on OPT after graduating?',
  'How do I find remote jobs?',
  'How do I write an inclusive job description?',
  'How do I prepare for a system design interview?',
  'What questions should I ask the interviewer?',
];

const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-chat-'));
const server = spawn(process.execPath, ['apps/server/dist/server.js'], {
  env: {
    ...process.env,
    PORT: String(PORT),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    // BENCH_DATABASE_URL measures on a PostgreSQL server instead of the embedded database.
    DATABASE_URL: process.env.BENCH_DATABASE_URL ?? '',
    LOG_LEVEL: 'warn',
    AI_PROVIDER: 'local',
    GUEST_IP_DAILY_QUERIES: '1000000',
    CHAT_MESSAGES_PER_MINUTE: '1000',
  },
  stdio: ['ignore', 'ignore', 'inherit'],
});

async function waitForServer() {
  for (let i = 0; i < 200; i++) {
    try {
      if ((await fetch(`${origin}/api/health`)).ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('server did not start');
}

function open() {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(`ws://127.0.0.1:${PORT}/ws/chat`, { headers: { origin } });
    ws.on('open', () => resolve(ws));
    ws.on('error', reject);
  });
}

/** Sends one question and resolves with the time to the first delta and to the final message. */
function ask(ws, content) {
  return new Promise((resolve, reject) => {
    const start = performance.now();
    let first;
    const onMessage = (data) => {
      const frame = JSON.parse(data.toString());
      if (frame.type === 'assistant.delta' && first === undefined) first = performance.now() - start;
      if (frame.type === 'error') {
        ws.off('message', onMessage);
        reject(new Error(frame.message));
      }
      if (frame.role === 'assistant') {
        ws.off('message', onMessage);
        resolve({ first: first ?? performance.now() - start, full: performance.now() - start });
      }
    };
    ws.on('message', onMessage);
    ws.send(JSON.stringify({ role: 'user', content, createdAt: new Date().toISOString(), persona: 'Friendly' }));
  });
}

const pct = (xs, p) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))];
};
const fmt = (xs) =>
  `p50 ${pct(xs, 50).toFixed(1)} ms, p95 ${pct(xs, 95).toFixed(1)} ms, p99 ${pct(xs, 99).toFixed(1)} ms`;

try {
  await waitForServer();
  // Guests get 10 questions a day per browser: a new socket (a new guest) every 10 questions.
  const firsts = [];
  const fulls = [];
  let ws;
  for (let i = 0; i < SEQUENTIAL; i++) {
    if (i % 10 === 0) {
      ws?.close();
      ws = await open();
    }
    const r = await ask(ws, QUESTIONS[i % QUESTIONS.length]);
    firsts.push(r.first);
    fulls.push(r.full);
  }
  ws.close();
  console.log(`one socket, ${SEQUENTIAL} questions in turn`);
  console.log(`  time to first delta: ${fmt(firsts)}`);
  console.log(`  time to full reply:  ${fmt(fulls)}`);

  const sockets = [];
  for (let i = 0; i < SOCKETS; i += 50) {
    sockets.push(...(await Promise.all(Array.from({ length: Math.min(50, SOCKETS - i) }, open))));
  }
  const loadFirsts = [];
  const loadFulls = [];
  const start = performance.now();
  await Promise.all(
    sockets.map(async (s, i) => {
      for (let k = 0; k < PER_SOCKET; k++) {
        const r = await ask(s, QUESTIONS[(i + k) % QUESTIONS.length]);
        loadFirsts.push(r.first);
        loadFulls.push(r.full);
      }
    }),
  );
  const seconds = (performance.now() - start) / 1000;
  for (const s of sockets) s.close();
  console.log(`${SOCKETS} concurrent sockets, ${PER_SOCKET} questions each`);
  console.log(
    `  replies per second:  ${(loadFulls.length / seconds).toFixed(1)} (${loadFulls.length} in ${seconds.toFixed(1)} s)`,
  );
  console.log(`  time to first delta: ${fmt(loadFirsts)}`);
  console.log(`  time to full reply:  ${fmt(loadFulls)}`);
} finally {
  server.kill('SIGTERM');
  await new Promise((r) => server.on('exit', r));
  rmSync(dataDir, { recursive: true, force: true });
}
