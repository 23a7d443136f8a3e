import { openDatabase } from './src/db/client.ts';
import { searchPostings } from './src/jobs/postings/postings-search.service.ts';
const db = await openDatabase({ databaseUrl: 'postgres://postgres@127.0.0.1:5432/bench_postings_1m' });
const { getSkillExtractor } = await import('@careerloom/career-engine'); const ctx: any = { db: db.db, clock: () => new Date(), skills: getSkillExtractor };
const q = JSON.parse(process.argv[2] ?? '{"q":"senior backend engineer"}');
for (let i = 0; i < Number(process.argv[3] ?? 5); i++) {
  const s = performance.now();
  const r: any = await searchPostings(ctx, { page: 1, pageSize: 20, ...q } as never);
  console.log((performance.now() - s).toFixed(1), 'ms', r.total, r.jobs?.length ?? r.results?.length, (r.jobs ?? r.results ?? []).slice(0, 3).map((j: any) => j.title).join(' | '));
}
await db.close();
