import { Redis } from 'ioredis';

/** What the server logs about its Redis connection (never the URL: it may carry a password). */
type RedisLog = { warn: (obj: object, msg: string) => void; info: (obj: object, msg: string) => void };

/**
 * One Redis connection for commands. ioredis reconnects by itself with back-off; commands issued
 * while it is down fail fast (`enableOfflineQueue: false`) so callers fall back to their local
 * state instead of waiting, and the state changes are logged once per change, not per command.
 */
export function connectRedis(url: string, log: RedisLog, name = 'careerloom'): Redis {
  const redis = new Redis(url, {
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
