import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The server's secret: `SECRET_KEY` when set; otherwise a random key generated once and kept in
 * `DATA_DIR/secret.key` (readable by the owner only), so signed cookies survive restarts.
 * An in-memory database gets a key of its own for the life of the process.
 */
export function loadSecretKey(secretKey: string | undefined, dataDir: string): string {
  if (secretKey) return secretKey;
  if (dataDir === 'memory://') return randomBytes(32).toString('hex');
  const file = path.resolve(dataDir, 'secret.key');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(path.dirname(file), { recursive: true });
  const key = randomBytes(32).toString('hex');
  writeFileSync(file, key, { mode: 0o600, flag: 'wx' });
  chmodSync(file, 0o600);
  return key;
}
