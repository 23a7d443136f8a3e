import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';

/** Runs for each message on a channel; a throwing handler does not stop the others. */
export type BusHandler = (message: unknown) => void;

/**
 * Messages between the server processes: chat frames for a user's sockets wherever they are
 * connected, session revocations, cache invalidations. Delivery is at most once and in order per
 * publisher; handlers in the publishing process run synchronously inside `publish`, exactly once.
 */
export type EventBus = {
  readonly kind: 'local' | 'redis';
  /** Delivers `message` (plain JSON: no Dates, no class instances) to every subscriber of `channel`. */
  publish(channel: string, message: unknown): void;
  /** Adds a handler; the function returned removes it. */
  subscribe(channel: string, handler: BusHandler): () => void;
  /** Resolves once every subscription so far is in place and messages can be sent (Redis confirmed both). */
  ready(): Promise<void>;
  close(): Promise<void>;
};

type BusLog = { warn: (obj: object, msg: string) => void };

/** Handlers per channel, shared by both implementations: the local half of every delivery. */
class LocalHandlers {
  private readonly byChannel = new Map<string, Set<BusHandler>>();
  constructor(private readonly log?: BusLog) {}

  add(channel: string, handler: BusHandler): { first: boolean; remove: () => boolean } {
    let handlers = this.byChannel.get(channel);
    const first = !handlers;
    if (!handlers) {
      handlers = new Set();
      this.byChannel.set(channel, handlers);
    }
    handlers.add(handler);
    return {
      first,
      remove: () => {
        const set = this.byChannel.get(channel);
        set?.delete(handler);
        if (set?.size !== 0) return false;
        this.byChannel.delete(channel);
        return true;
      },
    };
  }

  deliver(channel: string, message: unknown): void {
    const handlers = this.byChannel.get(channel);
    if (!handlers) return;
    for (const handler of [...handlers]) {
      try {
        handler(message);
      } catch (err) {
        this.log?.warn({ err, channel }, 'event bus handler failed');
      }
    }
  }

  clear(): void {
    this.byChannel.clear();
  }
}

/** The default: one process, handlers called in place. */
export function createLocalBus(log?: BusLog): EventBus {
  const handlers = new LocalHandlers(log);
  return {
    kind: 'local',
    publish: (channel, message) => handlers.deliver(channel, message),
    subscribe: (channel, handler) => handlers.add(channel, handler).remove,
    ready: async () => {},
    close: async () => handlers.clear(),
  };
}

/** What travels over Redis: the message and which process sent it. */
type Envelope = { from: string; message: unknown };

/**
 * Redis pub/sub between processes. The publishing process runs its own handlers in place (so
 * one process behaves as with the local bus, and keeps working while Redis is down) and tags the
 * Redis copy with its random id, so that the copy Redis echoes back to it is skipped.
 * `publisher` is the shared command connection; `subscriber` a connection of its own (a
 * subscribed connection runs no other commands), closed by `close()`.
 */
export function createRedisBus(options: {
  publisher: Redis;
  subscriber: Redis;
  /** Namespaces the Redis channels, so that two deployments (or test runs) on one Redis stay apart. */
  prefix?: string | undefined;
  log?: BusLog;
}): EventBus {
  const { publisher, subscriber, log } = options;
  const prefix = options.prefix ?? 'careerloom:bus:';
  const processId = randomUUID();
  const handlers = new LocalHandlers(log);
  const pending = new Set<Promise<unknown>>();

  subscriber.on('message', (redisChannel: string, raw: string) => {
    if (!redisChannel.startsWith(prefix)) return;
    let envelope: Envelope;
    try {
      envelope = JSON.parse(raw) as Envelope;
    } catch {
      return;
    }
    if (envelope.from === processId) return;
    handlers.deliver(redisChannel.slice(prefix.length), envelope.message);
  });

  const track = (promise: Promise<unknown>) => {
    const settled = promise.catch((err: Error) => log?.warn({ err: err.message }, 'event bus subscription failed'));
    pending.add(settled);
    void settled.finally(() => pending.delete(settled));
  };

  return {
    kind: 'redis',
    publish(channel, message) {
      handlers.deliver(channel, message);
      const envelope: Envelope = { from: processId, message };
      // Offline: the other processes miss this one (at most once); the connection logs the outage.
      publisher.publish(prefix + channel, JSON.stringify(envelope)).catch(() => undefined);
    },
    subscribe(channel, handler) {
      const { first, remove } = handlers.add(channel, handler);
      if (first) track(subscriber.subscribe(prefix + channel));
      return () => {
        if (remove() && subscriber.status !== 'end') track(subscriber.unsubscribe(prefix + channel));
      };
    },
    async ready() {
      await Promise.all([...pending]);
      if (publisher.status !== 'ready') await new Promise((resolve) => publisher.once('ready', resolve));
    },
    async close() {
      handlers.clear();
      subscriber.disconnect();
    },
  };
}
