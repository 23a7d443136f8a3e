import { describe, expect, it } from 'vitest';
import type { WebSocket } from 'ws';
import { ChatHub, MAX_BUFFERED_BYTES, type Peer } from './chat-hub';

/** A stand-in for a `ws` socket: only the fields the hub reads, to set a backlog by hand. */
function socketWithBacklog(bufferedAmount: number) {
  const sent: string[] = [];
  let terminated = false;
  const socket = {
    OPEN: 1,
    readyState: 1,
    bufferedAmount,
    send: (data: string) => sent.push(data),
    terminate: () => {
      terminated = true;
    },
  };
  return { socket: socket as unknown as WebSocket, sent, terminated: () => terminated };
}

const owner = { kind: 'guest', guestId: 'g', ip: '127.0.0.1' } as const;

describe('W6: back-pressure', () => {
  it('sends to a reader that keeps up', () => {
    const hub = new ChatHub();
    const s = socketWithBacklog(0);
    const peer: Peer = { socket: s.socket, owner, alive: true, windowStart: 0, received: 0 };
    hub.add(peer);
    hub.publish(owner, { type: 'pong' });
    expect(s.sent).toHaveLength(1);
  });

  it('drops a reader whose backlog is over the cap instead of buffering more', () => {
    const hub = new ChatHub();
    const slow = socketWithBacklog(MAX_BUFFERED_BYTES + 1);
    const peer: Peer = { socket: slow.socket, owner, alive: true, windowStart: 0, received: 0 };
    hub.add(peer);
    hub.publish(owner, { type: 'assistant.delta', id: 'x', delta: 'hello' });
    expect(slow.sent).toHaveLength(0);
    expect(slow.terminated()).toBe(true);
  });
});

describe('tier changes', () => {
  it('setUserTier moves every open socket of that user, and only theirs, to the new tier', () => {
    const hub = new ChatHub();
    const mine = (sessionId: string): Peer => ({
      socket: socketWithBacklog(0).socket,
      owner: { kind: 'user', userId: 7, tier: 'free', sessionId },
      alive: true,
      windowStart: 0,
      received: 0,
    });
    const a = mine('s1');
    const b = mine('s2');
    const other: Peer = { ...mine('s3'), owner: { kind: 'user', userId: 8, tier: 'free', sessionId: 's3' } };
    for (const p of [a, b, other]) hub.add(p);
    hub.setUserTier(7, 'jobseeker');
    expect([a, b, other].map((p) => (p.owner.kind === 'user' ? p.owner.tier : null))).toEqual([
      'jobseeker',
      'jobseeker',
      'free',
    ]);
    // Still grouped under the same owner: removing and counting work as before.
    expect(hub.count(a.owner)).toBe(2);
    hub.remove(a);
    expect(hub.count(b.owner)).toBe(1);
  });
});
