import type { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { CLOSED_REDIS_URL, redisAnswers, TEST_REDIS_URL, uniqueRedisPrefix } from '../test/redis-under-test';
import { createLocalBus, createRedisBus, type EventBus } from './event-bus';
import { connectRedis, connectRedisSubscriber } from './redis';

const haveRedis = await redisAnswers();

const quiet = { warn: () => undefined, info: () => undefined };

/**
 * Records a channel's messages; `until(count)` resolves once that many have arrived. No clock
 * bounds the wait (a busy machine may be slow): a message that never comes fails on the test's time-out.
 */
function collect(bus: EventBus, channel: string) {
  const got: unknown[] = [];
  bus.subscribe(channel, (m) => got.push(m));
  return {
    got,
    async until(count: number) {
      while (got.length < count) await new Promise((r) => setTimeout(r, 5));
      return got;
    },
  };
}

describe('in-process bus', () => {
  it('delivers each message once to every handler of the channel, in place', () => {
    const bus = createLocalBus();
    const a: unknown[] = [];
    const b: unknown[] = [];
    bus.subscribe('x', (m) => a.push(m));
    bus.subscribe('x', (m) => b.push(m));
    bus.subscribe('y', () => a.push('wrong channel'));
    bus.publish('x', { n: 1 });
    expect(a).toEqual([{ n: 1 }]);
    expect(b).toEqual([{ n: 1 }]);
  });

  it('stops delivering to a removed handler, and a throwing handler does not stop the others', () => {
    const bus = createLocalBus(quiet);
    const got: unknown[] = [];
    const off = bus.subscribe('x', (m) => got.push(m));
    bus.subscribe('x', () => {
      throw new Error('boom');
    });
    const after: unknown[] = [];
    bus.subscribe('x', (m) => after.push(m));
    bus.publish('x', 1);
    off();
    bus.publish('x', 2);
    expect(got).toEqual([1]);
    expect(after).toEqual([1, 2]);
  });
});

describe.skipIf(!haveRedis)('Redis bus (two processes on one Redis)', () => {
  const prefix = `${uniqueRedisPrefix('bus')}:`;
  const opened: EventBus[] = [];
  const commandConnections: Redis[] = [];

  function processBus(): EventBus {
    const publisher = connectRedis(TEST_REDIS_URL, quiet);
    commandConnections.push(publisher);
    const bus = createRedisBus({
      publisher,
      subscriber: connectRedisSubscriber(TEST_REDIS_URL, quiet),
      prefix,
      log: quiet,
    });
    opened.push(bus);
    return bus;
  }

  afterAll(async () => {
    for (const bus of opened) await bus.close();
    for (const c of commandConnections) c.disconnect();
  });

  it('runs local handlers once, in place, and the other process gets the message once, as JSON', async () => {
    const a = processBus();
    const b = processBus();
    const onA = collect(a, 'frames');
    const onB = collect(b, 'frames');
    await Promise.all([a.ready(), b.ready()]);

    a.publish('frames', { to: 'user:1', at: '2026-01-01T00:00:00.000Z' });
    // The publisher's own handler ran synchronously, before Redis saw anything.
    expect(onA.got).toEqual([{ to: 'user:1', at: '2026-01-01T00:00:00.000Z' }]);
    expect(await onB.until(1)).toEqual([{ to: 'user:1', at: '2026-01-01T00:00:00.000Z' }]);

    b.publish('frames', { n: 2 });
    // Redis delivers to each subscriber in the order it took the publishes, and B's copy of the
    // first message came before B published the second: an echo of A's own first message would
    // reach A ahead of { n: 2 }.
    expect(await onA.until(2)).toEqual([{ to: 'user:1', at: '2026-01-01T00:00:00.000Z' }, { n: 2 }]);
    // Likewise a third message from A, sent after A got { n: 2 }, reaches B after any echo of B's own.
    a.publish('frames', { n: 3 });
    expect(await onB.until(3)).toEqual([{ to: 'user:1', at: '2026-01-01T00:00:00.000Z' }, { n: 2 }, { n: 3 }]);
    expect(onA.got).toHaveLength(3);
  });

  it('keeps message order per publisher and channels apart', async () => {
    const a = processBus();
    const b = processBus();
    const ordered = collect(b, 'ordered');
    const other = collect(b, 'other');
    await Promise.all([a.ready(), b.ready()]);
    for (let i = 0; i < 50; i += 1) a.publish('ordered', i);
    expect(await ordered.until(50)).toEqual([...Array(50).keys()]);
    expect(other.got).toEqual([]);
  });

  it('still delivers in place while Redis is unreachable', async () => {
    const publisher = connectRedis(CLOSED_REDIS_URL, quiet);
    const subscriber = connectRedisSubscriber(CLOSED_REDIS_URL, quiet);
    commandConnections.push(publisher);
    const bus = createRedisBus({ publisher, subscriber, prefix, log: quiet });
    opened.push(bus);
    const got: unknown[] = [];
    bus.subscribe('x', (m) => got.push(m));
    bus.publish('x', 'local');
    expect(got).toEqual(['local']);
  });
});
