import { createHash } from 'node:crypto';

/**
 * The SHA-256 of a bearer token, as stored: sessions and extension tokens keep only this, so a
 * copy of the database cannot act as anyone.
 */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
