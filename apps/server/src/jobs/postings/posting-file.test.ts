import { describe, expect, it } from 'vitest';
import { companyFromSlug, parsePostingLine } from './posting-file';

describe('parsePostingLine', () => {
  it('reads our own PostingInput lines and flattened Ashby jobs', () => {
    const own = parsePostingLine(
      JSON.stringify({ source: 'lever', board: 'x', sourceId: '1', title: 'T', company: 'C', location: '', url: 'u' }),
    );
    expect(own).toMatchObject({ posting: { source: 'lever', sourceId: '1' } });
    const ashby = parsePostingLine(
      JSON.stringify({
        source: 'ashby',
        board: 'acme-robotics',
        id: 'a1',
        title: 'Engineer',
        location: 'Remote',
        isRemote: null,
        jobUrl: 'https://jobs.ashbyhq.com/acme-robotics/a1',
        salarySummary: null,
        compensationSummary: '$120K – $150K • Offers Equity',
        descriptionPlain: 'Text',
        publishedAt: '2025-10-10T21:10:27.371+00:00',
      }),
    );
    expect(ashby).toMatchObject({
      posting: {
        company: 'Acme Robotics',
        sourceId: 'a1',
        salary: '$120K – $150K • Offers Equity',
        descriptionText: 'Text',
      },
    });
  });

  it('skips unlisted jobs and reports bad lines', () => {
    expect(parsePostingLine(JSON.stringify({ board: 'b', id: '1', title: 'T', jobUrl: 'u', isListed: false }))).toEqual(
      {
        skip: 'unlisted',
      },
    );
    expect(parsePostingLine('{nope')).toEqual({ error: 'not valid JSON' });
    expect(parsePostingLine('{"hello":1}')).toHaveProperty('error');
    expect(parsePostingLine(JSON.stringify({ source: 'monster', board: '', sourceId: '1' }))).toHaveProperty('error');
    expect(companyFromSlug('open_ai-labs')).toBe('Open Ai Labs');
  });
});
