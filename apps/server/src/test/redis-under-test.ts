import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { Redis } from 'ioredis';

/** The Redis the shared-state tests use; CI sets it when a server answers (see `.ci/run`). */
export const TEST_REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

/** A port nothing listens on (discard): a Redis "down" for the tests of the fallbacks. */
export const CLOSED_REDIS_URL = 'redis://127.0.0.1:9';

/**
 * Whether a Redis at `url` answers PING within `timeoutMs`. Test files gate their Redis tests on
 * it with `describe.skipIf`, like the PostgreSQL-only tests gate on `DB_UNDER_TEST`. The wait is
 * generous: an absent Redis refuses the connection at once, and a present one on a busy machine
 * must not be mistaken for an absent one (its tests would be skipped without a word).
 */
export async function redisAnswers(url = TEST_REDIS_URL, timeoutMs = 10_000): Promise<boolean> {
  const client = new Redis(url, {
    lazyConnect: true,
    connectTimeout: timeoutMs,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
  });
  client.on('error', () => undefined);
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), timeoutMs);
  });
  try {
    const ping = client.connect().then(() => client.ping());
    return (await Promise.race([ping.catch(() => false), deadline])) === 'PONG';
  } finally {
    clearTimeout(timer);
    client.disconnect();
  }
}

/** Resolves once the client can run commands (ours fail fast until then: no offline queue). */
export async function redisReady(client: Redis): Promise<void> {
  if (client.status !== 'ready') await once(client, 'ready');
}

/** A key prefix no other test run uses, so parallel runs on one Redis do not share counters. */
export function uniqueRedisPrefix(name: string): string {
  return `careerloom-test:${name}:${randomBytes(6).toString('hex')}`;
}

/** Deletes every key under `prefix` (the tests' keys also expire on their own). */
export async function deleteRedisKeys(client: Redis, prefix: string): Promise<void> {
  let cursor = '0';
  do {
    const [next, keys] = await client.scan(cursor, 'MATCH', `${prefix}:*`, 'COUNT', 500);
    if (keys.length > 0) await client.del(...keys);
    cursor = next;
  } while (cursor !== '0');
}
