// F2 (performance.md): Lighthouse mobile (default config and throttling, performance category
// only) on `/`, `/auth` and `/dashboard` (signed in) of the built app, beside a plain Vite React
// page built and served in the same run. Rounds alternate baseline and pages; the median of RUNS
// rounds is printed after one discarded warm-up round. Builds nothing itself: `npm run build` first.
//
//   node bench/lighthouse.mjs            RUNS=3 WARMUP=1 PAGES=/,/auth,/dashboard
//   LH_REPORTS=.tmp/lh node bench/lighthouse.mjs   also writes every Lighthouse JSON report there
//   COMPARE_DIST=/path/to/other/apps/web/dist node bench/lighthouse.mjs
//     also measures the same pages of another build of the web app (say, of the previous commit),
//     served by a second server process, in the same alternating rounds
//   CPU_SLOWDOWN=8 node bench/lighthouse.mjs
//     Lighthouse's CPU slowdown instead of mobile's 4x: this machine's slower hours, on a faster one
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { throttling } from 'lighthouse/core/config/constants.js';
import { build, preview } from 'vite';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../e2e/support/chromium.mjs';

const RUNS = Number(process.env.RUNS ?? 3);
const WARMUP = Number(process.env.WARMUP ?? 1);
const PAGES = (process.env.PAGES ?? '/,/auth,/dashboard').split(',');
const CHROME_PATH = process.env.CHROME_PATH ?? CHROMIUM_PATH;
const CHROME_FLAGS = ['--headless', ...CHROMIUM_FLAGS];
const REPORTS = process.env.LH_REPORTS ? path.resolve(process.env.LH_REPORTS) : undefined;
const COMPARE_DIST = process.env.COMPARE_DIST ? path.resolve(process.env.COMPARE_DIST) : undefined;
const CPU_SLOWDOWN = process.env.CPU_SLOWDOWN ? Number(process.env.CPU_SLOWDOWN) : undefined;
const root = process.cwd();

if (
  !existsSync(path.join(root, 'apps/web/dist/index.html')) ||
  !existsSync(path.join(root, 'apps/server/dist/server.js'))
) {
  console.error('Build first: npm run build');
  process.exit(1);
}

function freePort() {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

async function waitFor(url, deadline) {
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`no answer from ${url}`);
}

// The work folder sits inside the repository (.tmp/ is ignored) so that the baseline's bare
// imports of react and react-dom resolve to the workspace's node_modules.
mkdirSync(path.join(root, '.tmp'), { recursive: true });
const work = mkdtempSync(path.join(root, '.tmp', 'lighthouse-'));
const children = [];
const closers = [];
function cleanUp() {
  for (const child of children) child.kill('SIGKILL');
  rmSync(work, { recursive: true, force: true });
}
process.on('exit', cleanUp);
process.on('SIGINT', () => process.exit(130));
process.on('SIGTERM', () => process.exit(143));

/** The baseline: what `npm create vite -- --template react` shows, a logo, a heading and a counter. */
async function buildBaseline() {
  const dir = path.join(work, 'baseline');
  mkdirSync(path.join(dir, 'src'), { recursive: true });
  writeFileSync(
    path.join(dir, 'index.html'),
    `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1.0" />
    <meta name="description" content="A plain Vite React page" />
    <title>Vite + React</title>
  </head>
  <body>
    <div id="root"></div>
    <script type="module" src="/src/main.jsx"></script>
  </body>
</html>
`,
  );
  writeFileSync(
    path.join(dir, 'src/main.jsx'),
    `import { StrictMode, useState } from 'react';
import { createRoot } from 'react-dom/client';
import './index.css';

function App() {
  const [count, setCount] = useState(0);
  return (
    <>
      <svg width="96" height="96" viewBox="-11.5 -10.2 23 20.5" role="img" aria-label="React logo">
        <circle r="2.05" fill="#61dafb" />
        <g stroke="#61dafb" fill="none"><ellipse rx="11" ry="4.2" /><ellipse rx="11" ry="4.2" transform="rotate(60)" /><ellipse rx="11" ry="4.2" transform="rotate(120)" /></g>
      </svg>
      <h1>Vite + React</h1>
      <div className="card">
        <button type="button" onClick={() => setCount((c) => c + 1)}>count is {count}</button>
        <p>Edit <code>src/App.jsx</code> and save to test HMR</p>
      </div>
      <p className="read-the-docs">Click on the Vite and React logos to learn more</p>
    </>
  );
}

createRoot(document.getElementById('root')).render(<StrictMode><App /></StrictMode>);
`,
  );
  writeFileSync(
    path.join(dir, 'src/index.css'),
    `:root { font-family: system-ui, Avenir, Helvetica, Arial, sans-serif; line-height: 1.5; color: #213547; background: #fff; }
body { margin: 0; display: flex; place-items: center; min-width: 320px; min-height: 100vh; }
#root { max-width: 1280px; margin: 0 auto; padding: 2rem; text-align: center; }
h1 { font-size: 3.2em; line-height: 1.1; }
button { border-radius: 8px; border: 1px solid transparent; padding: 0.6em 1.2em; font-size: 1em; background: #f9f9f9; cursor: pointer; }
.card { padding: 2em; }
.read-the-docs { color: #888; }
`,
  );
  const config = {
    root: dir,
    configFile: false,
    logLevel: 'warn',
    plugins: [react()],
    build: { outDir: path.join(dir, 'dist'), emptyOutDir: true },
  };
  await build(config);
  return config;
}

async function startBaseline(config) {
  const port = await freePort();
  const server = await preview({ ...config, preview: { host: '127.0.0.1', port, strictPort: true } });
  closers.push(() => server.close());
  return `http://127.0.0.1:${port}/`;
}

async function startApp(webDistDir, name) {
  const port = await freePort();
  const child = spawn(process.execPath, ['apps/server/dist/server.js'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: path.join(work, `data-${name}`),
      ...(webDistDir ? { WEB_DIST_DIR: webDistDir } : {}),
      DATABASE_URL: '',
      REDIS_URL: '',
      LOG_LEVEL: 'silent',
      NODE_ENV: 'production',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      // The server alone: no board syncs beside the measured pages.
      JOB_BOARDS: 'none',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  children.push(child);
  const origin = `http://127.0.0.1:${port}`;
  await waitFor(`${origin}/api/health`, Date.now() + 180_000);
  return origin;
}

/** Registers a fresh account (POST /api/register, as the sign-up form does) and returns its cookie. */
async function signUp(origin) {
  const suffix = Math.random().toString(36).slice(2, 10);
  const res = await fetch(`${origin}/api/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin },
    body: JSON.stringify({
      username: `bench-${suffix}`,
      password: `bench-password-${suffix}`,
      email: `bench-${suffix}@example.com`,
      fullName: 'Bench User',
    }),
  });
  if (res.status !== 201) throw new Error(`sign-up failed: ${res.status} ${await res.text()}`);
  const cookies = res.headers.getSetCookie().map((c) => c.split(';')[0]);
  if (cookies.length === 0) throw new Error('sign-up set no cookie');
  return cookies.join('; ');
}

/** Lighthouse now and then fails to record a trace (NO_NAVSTART, NO_FCP): such a run is redone. */
async function runLighthouse(url, extraHeaders) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await runLighthouseOnce(url, extraHeaders);
    } catch (error) {
      if (attempt >= 3) throw error;
      console.log(`retrying ${url}: ${error.message}`);
    }
  }
}

async function runLighthouseOnce(url, extraHeaders) {
  // A fresh browser per run, as the Lighthouse CLI does: no warm cache or process between runs.
  const chrome = await chromeLauncher.launch({
    chromePath: CHROME_PATH,
    chromeFlags: CHROME_FLAGS,
    logLevel: 'silent',
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
      ...(extraHeaders ? { extraHeaders } : {}),
      ...(CPU_SLOWDOWN ? { throttling: { ...throttling.mobileSlow4G, cpuSlowdownMultiplier: CPU_SLOWDOWN } } : {}),
    });
    if (!result) throw new Error(`no Lighthouse result for ${url}`);
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    const audit = (id) => lhr.audits[id]?.numericValue ?? Number.NaN;
    return {
      lhr,
      score: Math.round((lhr.categories.performance.score ?? 0) * 100),
      fcp: audit('first-contentful-paint'),
      lcp: audit('largest-contentful-paint'),
      cls: audit('cumulative-layout-shift'),
      tbt: audit('total-blocking-time'),
      si: audit('speed-index'),
      benchmarkIndex: lhr.environment.benchmarkIndex,
    };
  } finally {
    chrome.kill();
  }
}

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid] : (s[mid - 1] + s[mid]) / 2;
};

const baselineConfig = await buildBaseline();
const baselineUrl = await startBaseline(baselineConfig);
const apps = [{ label: '', origin: await startApp(undefined, 'app') }];
if (COMPARE_DIST) apps.push({ label: 'compared ', origin: await startApp(COMPARE_DIST, 'compared') });
const targets = [{ name: 'vite react (baseline)', url: baselineUrl }];
for (const app of apps) {
  const cookie = await signUp(app.origin);
  for (const p of PAGES) {
    const signedIn = p === '/dashboard' || p === '/jobseeker';
    targets.push({
      name: `${app.label}${p}`,
      url: `${app.origin}${p}`,
      headers: signedIn ? { Cookie: cookie } : undefined,
    });
  }
}
if (REPORTS) mkdirSync(REPORTS, { recursive: true });

const samples = new Map(targets.map((t) => [t.name, []]));
for (let round = 0; round < WARMUP + RUNS; round++) {
  const warm = round < WARMUP;
  for (const target of targets) {
    const r = await runLighthouse(target.url, target.headers);
    const label = warm ? 'warm-up' : `run ${round - WARMUP + 1}`;
    console.log(
      `${label.padEnd(7)} ${target.name.padEnd(24)} score ${String(r.score).padStart(3)}  LCP ${(r.lcp / 1000).toFixed(2)} s  CLS ${r.cls.toFixed(3)}  TBT ${r.tbt.toFixed(0)} ms  benchmarkIndex ${r.benchmarkIndex}`,
    );
    if (REPORTS) {
      const file = `${target.name.replace(/[^a-z0-9]+/gi, '_') || 'root'}-${label.replace(' ', '')}.json`;
      writeFileSync(path.join(REPORTS, file), JSON.stringify(r.lhr));
    }
    if (!warm) samples.get(target.name).push(r);
  }
}

for (const close of closers) await close();

let chromium = '';
try {
  chromium = execFileSync(CHROME_PATH, ['--version'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
} catch {}
const lhVersion = JSON.parse(readFileSync(path.join(root, 'node_modules/lighthouse/package.json'), 'utf8')).version;
console.log(
  `\n${new Date().toISOString()}  ${os.cpus().length} cores (${os.cpus()[0]?.model ?? '?'}), ${(os.totalmem() / 2 ** 30).toFixed(0)} GiB  node ${process.version}  lighthouse ${lhVersion}  ${chromium}`,
);
console.log(
  `median of ${RUNS} (after ${WARMUP} warm-up), mobile, ${CPU_SLOWDOWN ? `default throttling but a ${CPU_SLOWDOWN}x CPU slowdown` : 'default throttling'}`,
);
console.log(
  'page                      score   FCP s   LCP s    CLS    TBT ms   SI s   pass (score>=90, LCP<=2.5 s and <=base+1 s, CLS<=0.1, TBT<=200)',
);
const base = samples.get(targets[0].name);
const baseLcp = median(base.map((r) => r.lcp));
let allPass = true;
for (const target of targets) {
  const rs = samples.get(target.name);
  const m = {
    score: median(rs.map((r) => r.score)),
    fcp: median(rs.map((r) => r.fcp)),
    lcp: median(rs.map((r) => r.lcp)),
    cls: median(rs.map((r) => r.cls)),
    tbt: median(rs.map((r) => r.tbt)),
    si: median(rs.map((r) => r.si)),
  };
  const isBase = target === targets[0];
  const pass = m.score >= 90 && m.lcp <= 2500 && m.lcp <= baseLcp + 1000 && m.cls <= 0.1 && m.tbt <= 200;
  // Only this build's pages decide; a compared build is there to be read beside it.
  if (!isBase && !target.name.startsWith('compared ')) allPass &&= pass;
  console.log(
    `${target.name.padEnd(24)} ${String(m.score).padStart(5)}  ${(m.fcp / 1000).toFixed(2).padStart(6)}  ${(m.lcp / 1000).toFixed(2).padStart(6)}  ${m.cls.toFixed(3).padStart(6)}  ${m.tbt.toFixed(0).padStart(7)}  ${(m.si / 1000).toFixed(2).padStart(5)}   ${isBase ? '(baseline)' : pass ? 'yes' : 'NO'}  LCP ${(m.lcp / baseLcp).toFixed(2)}x base`,
  );
}
console.log(allPass ? 'all pages meet F2' : 'some page misses F2');
// The server child keeps the event loop alive; the exit handler kills it and removes the work folder.
process.exit(0);
