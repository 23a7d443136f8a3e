import { createHash } from 'node:crypto';
import type { SkillExtractor } from '@careerloom/career-engine';
import type { PostingInput } from './posting-input';

/**
 * The version of what turns a board's posting into stored columns (`normalisePosting` and the job
 * description reader behind it). A stored fingerprint of another version never matches, so raising
 * it makes the next sync of every board read each posting again. `normaliser-version.test.ts`
 * holds the output of a sample of real postings to this number: when that output changes, raise
 * it there and here together.
 */
export const NORMALISER_VERSION = 6;

const KEY_FIELDS = new Set(['source', 'board', 'sourceId']);
const taxonomyDigests = new WeakMap<SkillExtractor, string>();

/** The taxonomy an extractor reads with, as a digest: a changed skill list changes every fingerprint. */
function taxonomyDigest(extractor: SkillExtractor): string {
  let digest = taxonomyDigests.get(extractor);
  if (!digest) {
    const text = JSON.stringify(extractor.skills, (_key, value) => (value instanceof RegExp ? String(value) : value));
    digest = createHash('sha256').update(text).digest('hex');
    taxonomyDigests.set(extractor, digest);
  }
  return digest;
}

/**
 * A digest of everything a posting's stored columns are made from: the fields the board gave
 * (its key aside, in a fixed order), the normaliser's version and the skill taxonomy. Equal
 * fingerprints mean normalising again would store the same values.
 */
export function sourceFingerprint(input: PostingInput, extractor: SkillExtractor): string {
  const fields = Object.entries(input)
    .filter(([key, value]) => !KEY_FIELDS.has(key) && value !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return createHash('sha256')
    .update(JSON.stringify([NORMALISER_VERSION, taxonomyDigest(extractor), fields]))
    .digest('base64url');
}
