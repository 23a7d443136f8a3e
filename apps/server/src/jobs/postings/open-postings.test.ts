import { getSkillExtractor } from '@careerloom/career-engine';
import type {
  JobMonitoringResponse,
  OpportunitySummary,
  ProcessingStatusResponse,
  WorkAiDashboard,
} from '@careerloom/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type Registered, type TestApp } from '../../test/test-app';
import type { PostingInput } from './posting-input';
import { closeMissing, upsertPostings } from './postings.service';

let t: TestApp;
let seeker: Registered;

function posting(overrides: Partial<PostingInput> & { sourceId: string }): PostingInput {
  return {
    source: 'greenhouse',
    board: 'acme',
    title: 'Software Engineer',
    company: 'Acme',
    location: 'Berlin, Germany',
    url: `https://boards.greenhouse.io/acme/jobs/${overrides.sourceId}`,
    descriptionText: 'We build APIs in TypeScript on PostgreSQL.',
    postedAt: '2025-10-20T00:00:00Z',
    ...overrides,
  };
}

const get = async <T>(url: string): Promise<T> => {
  const res = await t.app.inject({ method: 'GET', url, headers: { cookie: seeker.cookie } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<T>();
};

beforeAll(async () => {
  t = await createTestApp({ JOB_BOARDS: 'greenhouse:acme' }, { clockStart: new Date('2025-11-01T00:00:00Z') });
  seeker = await t.register({ plan: 'jobseeker' });
  const ctx = { db: t.db, skills: getSkillExtractor };
  const now = t.clock.now();
  await upsertPostings(
    ctx,
    [
      posting({ sourceId: '1' }),
      // The same job again on the same board (a board that lists it twice) and on another board.
      posting({ sourceId: '2' }),
      posting({ sourceId: 'l1', source: 'lever', board: 'acme', url: 'https://jobs.lever.co/acme/l1' }),
      posting({ sourceId: '3', title: 'Product Designer', descriptionText: 'Figma and user research.' }),
      posting({ sourceId: '4', title: 'Data Analyst', location: 'Remote', descriptionText: 'SQL dashboards.' }),
      posting({ sourceId: '5', title: 'Chef', descriptionText: 'Cook for the team.' }),
    ],
    now,
  );
  // A closed posting is not open.
  await closeMissing(ctx, 'greenhouse', 'acme', ['1', '2', '3', '4'], now);
});
afterAll(() => t.close());

describe('open postings: one definition, one count on every page (issue 35 item 5)', () => {
  it('counts each open job once on /jobseeker, /dashboard, /realtime and the role dashboard', async () => {
    // Open: Software Engineer (three rows, one job), Product Designer, Data Analyst; the chef closed.
    const summary = await get<OpportunitySummary>('/api/jobseeker/opportunity-summary');
    const monitoring = await get<JobMonitoringResponse>('/api/ai/job-monitoring?jobTitle=software%20engineer');
    const processing = await get<ProcessingStatusResponse>('/api/realtime/processing-status');
    const workAi = await get<WorkAiDashboard>('/api/work-ai/dashboard');

    expect(summary.counts.openPostings).toBe(3);
    expect(monitoring.totalJobs).toBe(3);
    const skills = processing.processingStatus.find((i) => i.id === 'skill-extraction');
    expect(skills?.metrics.total).toBe(3);
    expect(skills?.description).toMatch(/ of 3 open postings /);
    const board = processing.processingStatus.find((i) => i.id === 'board:greenhouse:acme');
    expect(board?.metrics.total).toBe(3);
    expect(workAi.opportunityEngine.detail).toContain('3 open postings are stored');
  });
});
