import type { OpportunityPosting } from '@careerloom/contract';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { PostingList } from './posting-list';

afterEach(cleanup);

const posting = (id: number, location: string, remote: boolean): OpportunityPosting => ({
  id,
  title: `Backend Engineer ${id}`,
  company: 'Upvest',
  location,
  remote,
  postedAt: null,
  salaryRange: '',
  url: `https://jobs.test/${id}`,
  matchScore: null,
  fit: null,
  stale: false,
  reasons: [],
});

describe('PostingList', () => {
  it('says a remote posting is remote, with its place, and an office one by its place alone', () => {
    renderWithProviders(
      <PostingList
        label="Postings"
        postings={[posting(1, 'Berlin', true), posting(2, 'Remote - Europe', true), posting(3, 'Austin, TX', false)]}
      />,
    );
    expect(screen.getByText(/Upvest · Remote \(Berlin\)/)).toBeTruthy();
    expect(screen.getByText(/Upvest · Remote - Europe/)).toBeTruthy();
    expect(screen.getByText(/Upvest · Austin, TX/)).toBeTruthy();
  });
});
