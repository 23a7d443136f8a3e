import { createRequire } from 'node:module';
import type { Redis } from 'ioredis';

/**
 * ioredis is loaded on the first connection rather than at start-up: without `REDIS_URL` (the
 * embedded default) it is never needed, and loading it was a visible share of the cold start. It
 * is CommonJS only, so requiring it gives the same module an `import` would.
 */
const requireLazily = createRequire(import.meta.url);
let RedisClass: typeof Redis | undefined;
function redisClass(): typeof Redis {
  RedisClass ??= (requireLazily('ioredis') as typeof import('ioredis')).Redis;
  return RedisClass;
}

/** What the server logs about its Redis connection (never the URL: it may carry a password). */
type RedisLog = { warn: (obj: object, msg: string) => void; info: (obj: object, msg: string) => void };

/**
 * One Redis connection for commands. ioredis reconnects by itself with back-off; commands issued
 * while it is down fail fast (`enableOfflineQueue: false`) so callers fall back to their local
 * state instead of waiting, and the state changes are logged once per change, not per command.
 */
export function connectRedis(url: string, log: RedisLog, name = 'careerloom'): Redis {
  const redis = new (redisClass())(url, {
    connectionName: name,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    retryStrategy: (attempt) => Math.min(attempt * 200, 5_000),
  });
  let down = false;
  redis.on('ready', () => {
    if (down) log.info({ redis: name }, 'Redis is back');
    down = false;
  });
  redis.on('error', (error: Error) => {
    if (!down) log.warn({ redis: name, err: error.message }, 'Redis is unreachable; using process-local state');
    down = true;
  });
  return redis;
}

/** A second connection for subscriptions (a subscribed Redis connection can run no commands). */
export function connectRedisSubscriber(url: string, log: RedisLog): Redis {
  const redis = connectRedis(url, log, 'careerloom-sub');
  // Subscriptions are re-made by ioredis after a reconnect; queued subscribe calls are fine.
  redis.options.enableOfflineQueue = true;
  return redis;
}
