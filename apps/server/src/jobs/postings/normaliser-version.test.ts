// Holds the normaliser's output on real postings to NORMALISER_VERSION: a stored posting whose
// fingerprint has this version is never read again, so a change to what normalising stores must
// raise the version, or boards would keep the old skills and text until a posting changes.
import { createHash } from 'node:crypto';
import path from 'node:path';
import { getSkillExtractor } from '@careerloom/career-engine';
import { describe, expect, it } from 'vitest';
import { normalisePosting } from './normalise-posting';
import { parsePostingLine, readLines } from './posting-file';
import { NORMALISER_VERSION } from './source-fingerprint';

/** The real Ashby postings beside the repository, read in place (../shared/data/ashby-postings/SOURCE.md). */
const FILE = path.resolve(__dirname, '../../../../../../shared/data/ashby-postings/ashby_postings.jsonl.gz');

/** What normalising every 15th real posting gives, by normaliser version. */
const SAMPLE_OUTPUT: Record<number, string> = {
  1: 'ac98fc0f9141a87d3956b9f639d4004b75e1acbceecf84896fd42f380a741fad',
  // Issue 35: a board's remote flag no longer makes an office, hybrid or relocation posting remote.
  2: 'bfc8dbda889b08f351ee57bc35d040a16d063c602eecc7da86524274f18a313a',
  // Issue 35: a salary range from 0, or with a top more than three times its bottom, is no salary.
  3: '26efa2ca6f7fd008975ab7efbef39e361482518450abedfa07b78354488d01a3',
  // Issue 35: a 'Details', schedule or hours section is the job's logistics, not its requirements.
  4: 'ebdde6e20f8a733e404f7694cf55fa4a93d12c7136a61ab65a10d2abdce5d664',
  // Issue 33: plain words ('testing', 'networking', 'rest', 'reporting to') name a technical skill
  // only beside technical words.
  5: '562eee780880e546b8c88974440f814711eb25645cfab2908a136eb3a4a04198',
  // Issue 33: 'testing' beside hardware under test is not software testing, 'ML' needs data words
  // beside it, 'XP' agile ones (not Windows XP).
  6: '920409620e05bbd5e95208eff5b9e3501458ea11fd0b613f01989e161128e6bd',
};

describe('NORMALISER_VERSION', () => {
  it('names what normalising stores: the output on a sample of real postings is the one recorded for it', async () => {
    const extractor = getSkillExtractor();
    const hash = createHash('sha256');
    let n = 0;
    for await (const { text } of readLines(FILE)) {
      if (n++ % 15 !== 0) continue;
      const parsed = parsePostingLine(text);
      if ('posting' in parsed) hash.update(JSON.stringify(normalisePosting(parsed.posting, extractor)));
    }
    expect(
      hash.digest('hex'),
      'normalising stores other values now: raise NORMALISER_VERSION and record the new output',
    ).toBe(SAMPLE_OUTPUT[NORMALISER_VERSION]);
  }, 60_000);
});
