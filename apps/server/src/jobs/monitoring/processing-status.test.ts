import { measuredFigures } from '@careerloom/career-engine';
import type { ProcessingStatusResponse } from '@careerloom/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';

// The real-time page's accuracy figures come from the labelled sets (eval/figures), never a guess.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const status = (cookie?: string) =>
  t.app.inject({ method: 'GET', url: '/api/realtime/processing-status', headers: cookie ? { cookie } : {} });

describe('GET /api/realtime/processing-status: measured figures', () => {
  it('is refused signed out', async () => {
    expect((await status()).statusCode).toBe(401);
  });

  it('carries every measured area and gives skill extraction its measured precision, not its coverage', async () => {
    const me = await t.register();
    const res = await status(me.cookie);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<ProcessingStatusResponse>();
    expect(body.measuredFigures).toEqual(measuredFigures());

    const skills = body.measuredFigures.find((f) => f.area === 'skills');
    expect(skills?.set).toMatch(/SkillSpan/);
    const precision = skills?.metrics.find((m) => m.name === 'precision');
    if (!precision) throw new Error('skills.json names no precision');
    const item = body.processingStatus.find((i) => i.id === 'skill-extraction');
    expect(item?.measuredArea).toBe('skills');
    // The store is empty: coverage is 0 of 0, yet the accuracy is the measured precision.
    expect(item?.metrics).toMatchObject({ processed: 0, total: 0 });
    expect(item?.metrics.accuracy).toBe(Math.round(precision.value * 1000) / 10);
    expect(item?.metrics.accuracy).toBeLessThan(100);

    // Job matching takes its accuracy from its own labelled set, and has none until one is measured.
    const ranking = body.measuredFigures.find((f) => f.area === 'matching');
    const headline = ranking?.metrics[0];
    const matching = body.processingStatus.find((i) => i.id === 'job-matching');
    expect(matching?.measuredArea).toBe('matching');
    expect(matching?.metrics.accuracy).toBe(headline?.unit === 'ratio' ? Math.round(headline.value * 1000) / 10 : null);
  });
});
