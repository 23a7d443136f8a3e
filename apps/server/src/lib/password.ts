import { randomBytes } from 'node:crypto';
import { createRequire } from 'node:module';
import type { Algorithm } from '@node-rs/argon2';

/** OWASP's argon2id row m=19 MiB, t=2, p=1 (security.md A1). */
// `Algorithm` is an ambient const enum; 2 is its Argon2id member.
export const ARGON2_PARAMS = { algorithm: 2 as Algorithm.Argon2id, memoryCost: 19456, timeCost: 2, parallelism: 1 };

/** The native binding loads with the first password hashed or checked, not as the server starts. */
const argon2 = () => import('@node-rs/argon2');

export async function hashPassword(password: string): Promise<string> {
  return (await argon2()).hash(password, ARGON2_PARAMS);
}

export async function verifyPassword(stored: string, password: string): Promise<boolean> {
  const { verify } = await argon2();
  try {
    return await verify(stored, password);
  } catch {
    return false;
  }
}

/** True when a stored hash is not argon2id or uses weaker parameters than ours (rehash on login). */
export function needsRehash(stored: string): boolean {
  const m = /^\$argon2id\$v=19\$m=(\d+),t=(\d+),p=(\d+)\$/.exec(stored);
  if (!m) return true;
  const [, mem, time, par] = m.map(Number);
  return (
    (mem ?? 0) < ARGON2_PARAMS.memoryCost || (time ?? 0) < ARGON2_PARAMS.timeCost || par !== ARGON2_PARAMS.parallelism
  );
}

let dummyHash: Promise<string> | undefined;
/**
 * A hash of a random secret, verified against when the username is unknown, so that an unknown
 * user and a wrong password cost the same time (no account enumeration by timing).
 */
export function dummyPasswordHash(): Promise<string> {
  dummyHash ??= hashPassword(randomBytes(16).toString('hex'));
  return dummyHash;
}

const requireLazily = createRequire(import.meta.url);
let commonPasswords: ReadonlySet<string> | undefined;

/**
 * The 10,000 most common passwords (frequency-ordered list from zxcvbn-ts); ASVS asks for 3,000.
 * Loaded when a password is first checked: the dictionaries are megabytes the server does not need
 * to start.
 */
function commonPasswordList(): ReadonlySet<string> {
  if (!commonPasswords) {
    const { dictionary } = requireLazily('@zxcvbn-ts/language-common') as typeof import('@zxcvbn-ts/language-common');
    commonPasswords = new Set(dictionary['passwords-common'].slice(0, 10_000));
  }
  return commonPasswords;
}

/** Why a new password is refused, or null when it is acceptable. Length is checked by the schema. */
export function passwordProblem(password: string, username: string): string | null {
  if (commonPasswordList().has(password.toLowerCase())) {
    return 'This password is too common; choose one that is harder to guess';
  }
  if (password.toLowerCase() === username.toLowerCase()) {
    return 'Your password must not be your username';
  }
  return null;
}
