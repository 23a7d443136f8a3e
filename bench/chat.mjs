// Chat benchmark on the embedded engine (issues 3 and 14 item 3). Run `npm run build -w apps/server`
// first, then `node bench/chat.mjs`; with BENCH_DATABASE_URL (any database on a PostgreSQL server
// we may create databases on) the same run is repeated on PostgreSQL, in a scratch database that
// is dropped afterwards. Prints figures; asserts nothing.
//
// The baseline is the engine's own compose time: the same questions answered in this process by
// the embedded engine alone (through tsx), with no server, socket or database. Then, per database:
//  1. one socket, questions in turn: time to first delta and to the final message;
//  2. ROUNDS rounds of SOCKETS simultaneous questions (every socket sends at once, the round ends
//     when every final has arrived): first-delta p50/p95 beside the baseline, and replies/s;
//  3. once the server has stopped (so writes behind the replies must have landed), the stored
//     rows are counted: every question and every reply must be there, each reply with the id its
//     final frame carried, and each guest's messages in the order asked (question, reply, ...).
// Guests are limited to 10 questions a day per browser: each socket is a new guest, and no socket
// asks more than 10.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { tsImport } from 'tsx/esm/api';
import WebSocket from 'ws';

const PORT = Number(process.env.BENCH_PORT ?? 5950);
const SOCKETS = Number(process.env.SOCKETS ?? 200);
const ROUNDS = Math.min(10, Number(process.env.ROUNDS ?? 5));
const SEQUENTIAL = Number(process.env.SEQUENTIAL ?? 40);
// BENCH_SERVER runs another build (an older commit's, for a before/after comparison).
const SERVER = process.env.BENCH_SERVER ?? 'apps/server/dist/server.js';
// BENCH_SERVER_ARGS: node options for the server, e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof`.
const SERVER_ARGS = (process.env.BENCH_SERVER_ARGS ?? '').split(' ').filter(Boolean);
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

const pct = (xs, p) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))] ?? Number.NaN;
};
const ms = (x) => `${x.toFixed(1)} ms`.padStart(9);
const fmt = (xs) => `p50 ${ms(pct(xs, 50))}  p95 ${ms(pct(xs, 95))}  p99 ${ms(pct(xs, 99))}`;

/** The embedded engine alone, as the server builds it for AI_PROVIDER=local: the baseline. */
async function composeBaseline() {
  const { createAssistant } = await tsImport('../apps/server/src/assistant/create-assistant.ts', import.meta.url);
  const silent = { info() {}, warn() {}, error() {}, debug() {}, trace() {}, fatal() {}, level: 'silent' };
  const engine = createAssistant({ ai: { provider: 'local' } }, { logger: silent });
  engine.prepare();
  const firsts = [];
  const fulls = [];
  for (let i = 0; i < 40 + SOCKETS; i++) {
    const start = performance.now();
    let first;
    const request = { message: QUESTIONS[i % QUESTIONS.length], persona: 'Friendly', profile: {}, userId: null };
    for await (const event of engine.reply({ ...request, history: [] })) {
      if (event.type === 'delta' && first === undefined) first = performance.now() - start;
    }
    // The first 40 warm the JIT, as the server's own warm-up and sequential phase do.
    if (i >= 40) {
      firsts.push(first ?? Number.NaN);
      fulls.push(performance.now() - start);
    }
  }
  return { firsts, fulls };
}

function startServer(databaseUrl) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-chat-'));
  const server = spawn(process.execPath, [...SERVER_ARGS, SERVER], {
    env: {
      ...process.env,
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl ?? '',
      REDIS_URL: '',
      LOG_LEVEL: 'warn',
      AI_PROVIDER: 'local',
      GUEST_IP_DAILY_QUERIES: '1000000',
      CHAT_MESSAGES_PER_MINUTE: '1000',
      // The server alone: no board syncs beside the measured chat.
      JOB_BOARDS: 'none',
    },
    stdio: ['ignore', process.env.BENCH_SERVER_STDOUT === 'inherit' ? 'inherit' : 'ignore', 'inherit'],
  });
  const exited = new Promise((resolve) => server.on('exit', resolve));
  return {
    dataDir,
    /** The server's CPU time so far in ms (Linux /proc), which a busy shared machine does not inflate. */
    cpuMs() {
      try {
        const fields = readFileSync(`/proc/${server.pid}/stat`, 'utf8').split(') ')[1].split(' ');
        return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
      } catch {
        return Number.NaN;
      }
    },
    async ready() {
      for (let i = 0; i < 300; i++) {
        try {
          if ((await fetch(`${origin}/api/health`)).ok) return;
        } catch {}
        await new Promise((r) => setTimeout(r, 100));
      }
      throw new Error('server did not start');
    },
    /** SIGTERM: the server's graceful shutdown, after which every stored row must be readable. */
    async stop() {
      server.kill('SIGTERM');
      await exited;
    },
  };
}

function open() {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(`ws://127.0.0.1:${PORT}/ws/chat`, { headers: { origin } });
    ws.on('upgrade', (res) => {
      const cookie = [res.headers['set-cookie'] ?? []].flat().find((c) => c.startsWith('careerloom.guest='));
      ws.guestId = cookie?.split('=')[1]?.split('.')[0];
    });
    ws.on('open', () => resolve(ws));
    ws.on('error', reject);
  });
}

/** Sends one question; resolves with the times to the first delta and to the final, and its id. */
function ask(ws, content) {
  return new Promise((resolve, reject) => {
    const start = performance.now();
    let first;
    const onMessage = (data) => {
      const frame = JSON.parse(data.toString());
      if (frame.type === 'assistant.delta' && first === undefined) first = performance.now() - start;
      if (frame.type === 'error') {
        ws.off('message', onMessage);
        reject(new Error(`${frame.code}: ${frame.message}`));
      }
      if (frame.role === 'assistant') {
        ws.off('message', onMessage);
        resolve({ first: first ?? performance.now() - start, full: performance.now() - start, id: frame.id });
      }
    };
    ws.on('message', onMessage);
    ws.send(JSON.stringify({ role: 'user', content, createdAt: new Date().toISOString(), persona: 'Friendly' }));
  });
}

/** Every guest's stored messages, oldest first, from whichever database the server used. */
async function storedMessages(target) {
  const query = 'select guest_id, role, id, content from chat_messages order by seq';
  if (target.databaseUrl) {
    const { default: pg } = await import('pg');
    const client = new pg.Client({ connectionString: target.databaseUrl });
    await client.connect();
    try {
      return (await client.query(query)).rows;
    } finally {
      await client.end();
    }
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const db = await PGlite.create(path.join(target.dataDir, 'pglite'));
  try {
    return (await db.query(query)).rows;
  } finally {
    await db.close();
  }
}

/** Questions asked and replies received (per guest, in order) against the rows stored. */
function verify(asked, rows) {
  const byGuest = new Map();
  for (const row of rows) {
    const list = byGuest.get(row.guest_id) ?? [];
    list.push(row);
    byGuest.set(row.guest_id, list);
  }
  let expected = 0;
  const problems = [];
  for (const [guestId, turns] of asked) {
    const stored = byGuest.get(guestId) ?? [];
    expected += turns.length * 2;
    const want = turns.flatMap((t) => [
      { role: 'user', content: t.question },
      { role: 'assistant', id: t.replyId },
    ]);
    const same =
      stored.length === want.length &&
      want.every(
        (w, i) => stored[i]?.role === w.role && (w.id ? stored[i]?.id === w.id : stored[i]?.content === w.content),
      );
    if (!same && problems.length < 3)
      problems.push(`guest ${guestId}: ${stored.length} rows for ${want.length} expected`);
  }
  const users = rows.filter((r) => r.role === 'user').length;
  const replies = rows.filter((r) => r.role === 'assistant').length;
  return { expected, stored: rows.length, users, replies, problems };
}

async function measure(label, target) {
  const server = startServer(target.databaseUrl);
  target.dataDir = server.dataDir;
  const asked = new Map();
  const record = (ws, question, r) => {
    const list = asked.get(ws.guestId) ?? [];
    list.push({ question, replyId: r.id });
    asked.set(ws.guestId, list);
  };
  const result = {};
  try {
    await server.ready();
    const firsts = [];
    const fulls = [];
    let ws;
    for (let i = 0; i < SEQUENTIAL; i++) {
      if (i % 10 === 0) {
        ws?.close();
        ws = await open();
      }
      const question = QUESTIONS[i % QUESTIONS.length];
      const r = await ask(ws, question);
      record(ws, question, r);
      firsts.push(r.first);
      fulls.push(r.full);
    }
    ws?.close();
    result.sequential = { firsts, fulls };

    const sockets = [];
    for (let i = 0; i < SOCKETS; i += 50) {
      sockets.push(...(await Promise.all(Array.from({ length: Math.min(50, SOCKETS - i) }, open))));
    }
    const loadFirsts = [];
    const loadFulls = [];
    const perRoundP95 = [];
    const start = performance.now();
    const cpuStart = server.cpuMs();
    for (let round = 0; round < ROUNDS; round++) {
      const roundFirsts = [];
      // Every socket sends in the same turn of the event loop: SOCKETS simultaneous questions.
      await Promise.all(
        sockets.map(async (s, i) => {
          const question = QUESTIONS[(i + round) % QUESTIONS.length];
          const r = await ask(s, question);
          record(s, question, r);
          roundFirsts.push(r.first);
          loadFulls.push(r.full);
        }),
      );
      loadFirsts.push(...roundFirsts);
      perRoundP95.push(pct(roundFirsts, 95));
    }
    const seconds = (performance.now() - start) / 1000;
    const cpuPerQuestion = (server.cpuMs() - cpuStart) / loadFulls.length;
    for (const s of sockets) s.close();
    result.load = { firsts: loadFirsts, fulls: loadFulls, perRoundP95, seconds, cpuPerQuestion };
  } finally {
    await server.stop();
  }
  result.check = verify(asked, await storedMessages(target));
  rmSync(server.dataDir, { recursive: true, force: true });
  return { label, ...result };
}

function report(baseline, r) {
  console.log(`\n${r.label}`);
  console.log(`  one socket, ${SEQUENTIAL} questions in turn`);
  console.log(`    first delta   ${fmt(r.sequential.firsts)}`);
  console.log(`    final         ${fmt(r.sequential.fulls)}`);
  const { firsts, fulls, perRoundP95, seconds, cpuPerQuestion } = r.load;
  console.log(`  ${SOCKETS} simultaneous questions, ${ROUNDS} rounds (${fulls.length} replies)`);
  console.log(`    first delta   ${fmt(firsts)}   (engine alone: p95 ${pct(baseline.firsts, 95).toFixed(2)} ms)`);
  console.log(`    final         ${fmt(fulls)}`);
  console.log(`    first-delta p95 per round: ${perRoundP95.map((x) => x.toFixed(0)).join(', ')} ms`);
  console.log(
    `    replies/s     ${(fulls.length / seconds).toFixed(0)}; server CPU ${cpuPerQuestion.toFixed(2)} ms a question ` +
      `(engine alone: ${pct(baseline.fulls, 50).toFixed(2)} ms p50)`,
  );
  const c = r.check;
  const ok = c.stored === c.expected && c.problems.length === 0;
  console.log(
    `  stored after shutdown: ${c.stored} of ${c.expected} rows (${c.users} questions, ${c.replies} replies), ` +
      `order and ids ${ok ? 'as sent' : `WRONG: ${c.problems.join('; ')}`}`,
  );
}

const baseline = await composeBaseline();
console.log(`Chat at ${SOCKETS} simultaneous questions, embedded engine (${new Date().toISOString().slice(0, 10)})`);
console.log(`embedded engine alone, ${SOCKETS} questions in turn (the baseline)`);
console.log(`  first delta   ${fmt(baseline.firsts)}`);
console.log(`  full reply    ${fmt(baseline.fulls)}`);
// PGLITE=0 measures PostgreSQL alone (with BENCH_DATABASE_URL), e.g. for a profile of that server.
if (process.env.PGLITE !== '0') report(baseline, await measure('PGlite (embedded database)', {}));

if (process.env.BENCH_DATABASE_URL) {
  const { default: pg } = await import('pg');
  const admin = new pg.Client({ connectionString: process.env.BENCH_DATABASE_URL });
  await admin.connect();
  const name = `bench_chat_${process.pid}`;
  await admin.query(`create database ${name}`);
  try {
    const url = new URL(process.env.BENCH_DATABASE_URL);
    url.pathname = `/${name}`;
    report(baseline, await measure('PostgreSQL', { databaseUrl: url.toString() }));
  } finally {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}
