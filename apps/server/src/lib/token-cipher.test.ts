import { describe, expect, it } from 'vitest';
import { createTokenCipher, tokenAad } from './token-cipher';

describe('token cipher', () => {
  const cipher = createTokenCipher('a'.repeat(64));
  const aad = tokenAad(1, 'github');

  it('round-trips and never shows the token in the ciphertext', () => {
    const token = 'ghp_canaryTOKEN1234567890';
    const sealed = cipher.encrypt(token, aad);
    expect(sealed).not.toContain(token);
    expect(cipher.decrypt(sealed, aad)).toBe(token);
  });

  it('gives different output for the same token (random nonce)', () => {
    expect(cipher.encrypt('same', aad)).not.toBe(cipher.encrypt('same', aad));
  });

  it('refuses another owner, a flipped byte and another key', () => {
    const sealed = cipher.encrypt('secret-token', aad);
    expect(() => cipher.decrypt(sealed, tokenAad(2, 'github'))).toThrow();
    const parts = sealed.split('.');
    const body = Buffer.from(parts[3] ?? '', 'base64url');
    body[0] = (body[0] ?? 0) ^ 1;
    parts[3] = body.toString('base64url');
    expect(() => cipher.decrypt(parts.join('.'), aad)).toThrow();
    expect(() => createTokenCipher('b'.repeat(64)).decrypt(sealed, aad)).toThrow(/another key/);
  });
});
