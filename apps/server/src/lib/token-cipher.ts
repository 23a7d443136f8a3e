import { createCipheriv, createDecipheriv, createHash, hkdfSync, randomBytes } from 'node:crypto';

/**
 * Encrypts third-party tokens at rest (security K1): AES-256-GCM with a 96-bit random nonce, a key
 * id, and additional data naming the owner (e.g. `user:42:github`), so a ciphertext copied to
 * another user's row, or changed by one byte, fails to decrypt. The key is derived from the server
 * secret (`SECRET_KEY`, or the generated key file) with HKDF, so it is never the secret itself.
 *
 * Format: `v1.<keyId>.<nonce>.<ciphertext>.<tag>`, each part base64url.
 */
export type TokenCipher = {
  encrypt(plaintext: string, aad: string): string;
  decrypt(ciphertext: string, aad: string): string;
};

const VERSION = 'v1';

export function createTokenCipher(secret: string): TokenCipher {
  const key = Buffer.from(hkdfSync('sha256', secret, 'careerloom', 'token-cipher v1', 32));
  const keyId = createHash('sha256').update(key).digest('base64url').slice(0, 8);
  return {
    encrypt(plaintext, aad) {
      const nonce = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, nonce);
      cipher.setAAD(Buffer.from(aad, 'utf8'));
      const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
      return [
        VERSION,
        keyId,
        nonce.toString('base64url'),
        body.toString('base64url'),
        cipher.getAuthTag().toString('base64url'),
      ].join('.');
    },
    decrypt(ciphertext, aad) {
      const [version, id, nonce, body, tag] = ciphertext.split('.');
      if (version !== VERSION || nonce === undefined || body === undefined || tag === undefined)
        throw new Error('Unreadable token ciphertext');
      if (id !== keyId) throw new Error('Token was encrypted with another key');
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(nonce, 'base64url'));
      decipher.setAAD(Buffer.from(aad, 'utf8'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
    },
  };
}

/** The additional data binding a user's token for a provider to that user and provider. */
export function tokenAad(userId: number, provider: string, kind = 'access'): string {
  return `user:${userId}:${provider}:${kind}`;
}
