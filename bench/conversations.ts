/**
 * The conversation suite (apps/server/src/assistant/conversations) on the embedded engine, over the
 * seeded postings in a throw-away PGlite database: prints each failing turn and the pass rate.
 * `npx tsx bench/conversations.ts [--verbose]` (--verbose prints every reply).
 */
import { CONVERSATIONS } from '../apps/server/src/assistant/conversations/conversations.ts';
import { passRate, runConversations } from '../apps/server/src/assistant/conversations/run-conversations.ts';
import { conversationPostingsAt } from '../apps/server/src/assistant/conversations/seed-postings.ts';
import { upsertPostings } from '../apps/server/src/jobs/postings/postings.service.ts';
import { createTestApp } from '../apps/server/src/test/test-app.ts';

const verbose = process.argv.includes('--verbose');
const t = await createTestApp();
try {
  const now = new Date();
  await upsertPostings(t.app.ctx, conversationPostingsAt(now), now);
  const started = performance.now();
  const results = await runConversations(t.app.ctx.assistant, CONVERSATIONS);
  const ms = performance.now() - started;
  for (const r of results) {
    if (verbose || !r.passed) {
      console.log(`${r.passed ? 'PASS' : 'FAIL'} ${r.conversation}#${r.turn}: ${r.user}`);
      if (!r.passed) console.log(`  ${r.failures.join('\n  ')}`);
      if (verbose) console.log(`${r.reply.replace(/^/gm, '    | ')}\n`);
    }
  }
  const passed = results.filter((r) => r.passed).length;
  console.log(
    `conversations: ${passed}/${results.length} turns passed (${(passRate(results) * 100).toFixed(1)}%) in ${CONVERSATIONS.length} conversations, ${(ms / results.length).toFixed(1)} ms a turn`,
  );
} finally {
  await t.close();
}
