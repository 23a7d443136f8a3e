import { describe, expect, it } from 'vitest';
import { createQueryClient, invalidateResumeDerived, RESUME_DERIVED } from './query-client';

describe('invalidateResumeDerived', () => {
  it('marks stale only the queries derived from the stored resume', async () => {
    const client = createQueryClient();
    await client.prefetchQuery({ queryKey: ['from-resume'], queryFn: () => 1, meta: RESUME_DERIVED });
    await client.prefetchQuery({ queryKey: ['other'], queryFn: () => 2 });
    await invalidateResumeDerived(client);
    expect(client.getQueryState(['from-resume'])?.isInvalidated).toBe(true);
    expect(client.getQueryState(['other'])?.isInvalidated).toBe(false);
  });
});
