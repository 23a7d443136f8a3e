import {
  type BulletRewrite,
  type BulletRewriteOptions,
  checkEvidence,
  rewriteBullet,
  summariseEvidence,
  type UserFacts,
} from '@careerloom/career-engine';
import type { DraftEvidence } from '@careerloom/contract';
import { z } from 'zod';
import type { AppContext } from '../context';
import type { ModelDrafter } from '../language-model/model-drafter';
import { drafterFor, HONESTY_RULES } from '../users/checked-draft';

const rewriteSchema = z.object({ rewritten: z.string().min(3).max(600), short: z.string().min(3).max(300) });

const SYSTEM =
  'You rewrite one resume bullet. Keep every fact of the original and add none: open with a strong past-tense verb, ' +
  'name the scope, and where a result or number is missing write a bracketed question such as [by how much?] ' +
  'instead of a figure. Reply with JSON only: {"rewritten":"<the rewrite>","short":"<a one-line version>"}.';

/** A bullet rewrite and, when a model drafted it, what the evidence check changed. */
export type CheckedBulletRewrite = BulletRewrite & { draftedBy: 'model' | 'engine'; evidence?: DraftEvidence };

/**
 * A bullet rewrite drafted by the configured model and checked against the bullet itself and the
 * user's facts (when known): a claim neither states (a new number, employer, skill ...) takes the
 * draft out, and the career engine's deterministic `rewriteBullet` answers instead, as it does
 * without a model or when the model fails, times out or returns broken JSON. The engine's
 * prompts and list of changes are kept either way; a model draft keeps its own bracketed prompts.
 */
export async function rewriteBulletChecked(
  drafter: ModelDrafter | undefined,
  bullet: string,
  options: BulletRewriteOptions & { facts?: UserFacts; skillsOf?: (text: string) => string[] } = {},
): Promise<CheckedBulletRewrite> {
  const engine = rewriteBullet(bullet, options);
  if (!drafter) return { ...engine, draftedBy: 'engine' };
  let drafted: z.infer<typeof rewriteSchema>;
  try {
    drafted = await drafter.json(rewriteSchema, {
      system: `${SYSTEM}\n\n${HONESTY_RULES}`,
      prompt: [
        `Bullet: ${engine.original.replace(/\s+/g, ' ')}`,
        ...(options.level ? [`Target level: ${options.level.replace(/\s+/g, ' ').slice(0, 40)}`] : []),
      ].join('\n'),
    });
  } catch {
    return { ...engine, draftedBy: 'engine' };
  }
  // The bullet is the user's own statement, so its facts count as theirs.
  const base = options.facts;
  const facts: UserFacts = {
    employers: base?.employers ?? [],
    titles: base?.titles ?? [],
    schools: base?.schools ?? [],
    degrees: base?.degrees ?? [],
    skills: [...(base?.skills ?? []), ...(options.skillsOf?.(bullet) ?? [])],
    ...(base?.yearsOfExperience !== undefined ? { yearsOfExperience: base.yearsOfExperience } : {}),
    texts: [bullet, ...(base?.texts ?? [])],
  };
  // Bracketed prompts ask the user for a figure; they claim nothing, so the check skips them.
  const check = (text: string) =>
    checkEvidence(
      text.replace(/\[[^\]]*\]/g, (m) => m.replace(/\d/g, 'N')),
      facts,
      {
        ...(options.skillsOf ? { skillsOf: options.skillsOf } : {}),
      },
    );
  const rewritten = check(drafted.rewritten);
  const short = check(drafted.short);
  const changes = [...rewritten.changes, ...short.changes];
  if (changes.length > 0 || !rewritten.text || !short.text) {
    return { ...engine, draftedBy: 'engine', evidence: summariseEvidence(changes) };
  }
  const prompts = drafted.rewritten.match(/\[[^\]]+\]/g) ?? [];
  return {
    ...engine,
    rewritten: rewritten.text,
    short: short.text,
    verb: rewritten.text.split(/\s+/)[0] ?? engine.verb,
    prompts,
    draftedBy: 'model',
    evidence: { removed: [], toConfirm: [] },
  };
}

/** The bullet rewrite the assistant's `rewrite_bullet` tool calls: the user's model when allowed. */
export type BulletDraftService = {
  rewrite(userId: number | null, bullet: string, options: BulletRewriteOptions): Promise<CheckedBulletRewrite>;
};

/**
 * Drafts through the configured model when the user's privacy setting allows it (never for a
 * guest), checked against the bullet; the deterministic rewrite otherwise. `ctx` is read lazily
 * because the assistant is built before the app context exists.
 */
export function bulletDraftService(ctx: () => AppContext): BulletDraftService {
  return {
    rewrite: async (userId, bullet, options) =>
      rewriteBulletChecked(userId === null ? undefined : await drafterFor(ctx(), userId), bullet, options),
  };
}
