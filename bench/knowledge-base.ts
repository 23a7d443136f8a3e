// Issue 14 part 6: "the knowledge base prepared without delaying the first request". Prints, for the
// shipped articles, how long the event loop is held: by the one-go build (`loadKnowledgeBase`,
// what the server ran after listen before) and by the sliced preparation (`prepareKnowledgeBase`,
// what it runs now), each in a fresh child process, alternating, median of ROUNDS (3). A 1 ms
// interval timer stands in for requests: its longest wait is the longest stall a request would meet.
// Run from the repository root with `npx tsx bench/knowledge-base.ts`. Asserts nothing.
import { execFileSync } from 'node:child_process';

const ROUNDS = Number(process.env.ROUNDS ?? 3);

async function child(mode: 'one-go' | 'sliced'): Promise<void> {
  const kb = await import('../apps/server/src/assistant/knowledge/knowledge-base.ts');
  let last = performance.now();
  let longest = 0;
  const timer = setInterval(() => {
    const now = performance.now();
    longest = Math.max(longest, now - last);
    last = now;
  }, 1);
  await new Promise((r) => setTimeout(r, 50));
  const started = performance.now();
  last = started;
  if (mode === 'one-go') kb.loadKnowledgeBase();
  else await kb.prepareKnowledgeBase();
  const total = performance.now() - started;
  await new Promise((r) => setTimeout(r, 5)); // lets the timer see the end of a one-go stall
  clearInterval(timer);
  process.stdout.write(JSON.stringify({ total, longest }));
}

if (process.argv[2] === 'one-go' || process.argv[2] === 'sliced') {
  await child(process.argv[2]);
} else {
  const runs: Record<string, Array<{ total: number; longest: number }>> = { 'one-go': [], sliced: [] };
  for (let i = 0; i < ROUNDS; i++) {
    for (const mode of ['one-go', 'sliced'] as const) {
      const out = execFileSync(process.execPath, ['--import', 'tsx', 'bench/knowledge-base.ts', mode], {
        encoding: 'utf8',
      });
      runs[mode]?.push(JSON.parse(out));
    }
  }
  const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? Number.NaN;
  console.log(`knowledge base preparation, median of ${ROUNDS} (${new Date().toISOString()})`);
  for (const [mode, xs] of Object.entries(runs)) {
    console.log(
      `${mode.padEnd(7)} ready after ${median(xs.map((x) => x.total))
        .toFixed(0)
        .padStart(5)} ms  longest event-loop stall ${median(xs.map((x) => x.longest))
        .toFixed(0)
        .padStart(5)} ms`,
    );
  }
}
