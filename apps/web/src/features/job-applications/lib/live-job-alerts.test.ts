import { describe, expect, it } from 'vitest';
import { LIVE_ALERT_LIMIT, withAlertFrame } from './live-job-alerts';

const alert = (id: number) => ({
  id,
  jobTitle: `Job ${id}`,
  company: 'Acme',
  location: 'Remote',
  salaryRange: '',
  postedAt: null,
  matchScore: 70,
  fit: { search: 100, person: 70 },
  stale: false,
  autoApplicationStatus: 'pending',
  reasons: [],
  url: `https://example.com/${id}`,
});
const frame = (id: number, searchId = 1) => JSON.stringify({ type: 'job.alert', searchId, alert: alert(id) });
const now = new Date('2026-11-22T10:00:00Z');

describe('withAlertFrame', () => {
  it('adds job alerts newest first and ignores every other frame', () => {
    let list = withAlertFrame([], frame(1), now);
    list = withAlertFrame(list, JSON.stringify({ type: 'assistant.delta', id: 'x', delta: 'hi' }), now);
    list = withAlertFrame(list, 'not json', now);
    list = withAlertFrame(list, frame(2), now);
    expect(list.map((a) => a.alert.id)).toEqual([2, 1]);
    expect(list[0]).toMatchObject({ searchId: 1, receivedAt: now.toISOString() });
  });

  it('drops duplicates and malformed alerts, and keeps at most the limit', () => {
    let list = withAlertFrame([], frame(1), now);
    expect(withAlertFrame(list, frame(1), now)).toBe(list);
    expect(withAlertFrame(list, JSON.stringify({ type: 'job.alert', searchId: 1, alert: { id: 'x' } }), now)).toBe(
      list,
    );
    for (let i = 2; i < LIVE_ALERT_LIMIT + 5; i++) list = withAlertFrame(list, frame(i), now);
    expect(list).toHaveLength(LIVE_ALERT_LIMIT);
    expect(list[0]?.alert.id).toBe(LIVE_ALERT_LIMIT + 4);
  });
});
