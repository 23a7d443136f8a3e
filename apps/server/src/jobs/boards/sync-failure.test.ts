import { describe, expect, it } from 'vitest';
import { syncFailureText } from './sync-failure';

const URL = 'https://boards-api.greenhouse.io/v1/boards/gitlab/jobs?content=true';

describe('syncFailureText (issue 35 item 7)', () => {
  it('says what happened and what happens next, never the address, code or attempts', () => {
    const cases: [string, RegExp][] = [
      [`GET ${URL} failed: ENOTFOUND (after 4 attempts)`, /could not reach the job board/],
      [`GET ${URL} failed: no answer within 10000 ms (after 4 attempts)`, /did not answer/],
      [`GET ${URL} failed: ECONNREFUSED (after 4 attempts)`, /did not answer/],
      [`GET ${URL} answered 503 Service Unavailable (after 4 attempts)`, /a problem on its side/],
      [`GET ${URL} answered 429 Too Many Requests (after 4 attempts)`, /asked us to slow down/],
      [`GET ${URL} answered 403 Forbidden`, /refused the request/],
      [`GET ${URL}: the body is not JSON (starts with "<html>")`, /something we could not read/],
      ['greenhouse:gitlab: unexpected response shape (jobs: Required)', /something we could not read/],
      ['something nobody foresaw', /^The last sync failed\. /],
    ];
    for (const [error, meaning] of cases) {
      const text = syncFailureText(error, { watched: false });
      expect(text).toMatch(meaning);
      expect(text).toMatch(/Postings from earlier syncs stay listed, and the next sync tries again\.$/);
      expect(text).not.toMatch(/https?:|GET |ENOTFOUND|ECONN|attempts|\b\d{3}\b/);
    }
  });

  it('asks the user to check the name of a board they watch that does not exist', () => {
    expect(syncFailureText(`GET ${URL} answered 404 Not Found`, { watched: true })).toBe(
      "The last sync failed: the job board has no company by that name. Check the company's board name (in its careers page address) and watch it again.",
    );
    expect(syncFailureText(`GET ${URL} answered 404 Not Found`, { watched: false })).toMatch(
      /no longer lists this company/,
    );
  });
});
