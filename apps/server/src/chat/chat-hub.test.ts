import { describe, expect, it, vi } from 'vitest';
import type { WebSocket } from 'ws';
import { createLocalBus } from '../lib/event-bus';
import { ChatHub, CLOSE_POLICY, MAX_BUFFERED_BYTES, type Peer } from './chat-hub';

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

describe('a frame for an owner with several sockets', () => {
  it('is serialised once and sent to each socket but the one excepted', () => {
    const hub = new ChatHub();
    const sockets = [socketWithBacklog(0), socketWithBacklog(0), socketWithBacklog(0)];
    const peers = sockets.map((s): Peer => ({ socket: s.socket, owner, alive: true, windowStart: 0, received: 0 }));
    for (const p of peers) hub.add(p);
    const stringify = vi.spyOn(JSON, 'stringify');
    try {
      hub.publish(owner, { type: 'assistant.delta', id: 'x', delta: 'hello' }, peers[1]);
      expect(stringify).toHaveBeenCalledTimes(1);
    } finally {
      stringify.mockRestore();
    }
    const frame = JSON.stringify({ type: 'assistant.delta', id: 'x', delta: 'hello' });
    expect(sockets.map((s) => s.sent)).toEqual([[frame], [], [frame]]);
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

describe('two processes: hubs on one bus', () => {
  /** A stand-in socket that records frames and closes. */
  function recordingPeer(owner: Peer['owner']) {
    const s = socketWithBacklog(0);
    const closes: number[] = [];
    (s.socket as unknown as { close: (code: number) => void }).close = (code) => closes.push(code);
    const peer: Peer = { socket: s.socket, owner, alive: true, windowStart: 0, received: 0 };
    return { peer, sent: s.sent, closes };
  }

  it("delivers an owner's frames to the sockets each hub holds, once, skipping the sender's tab", () => {
    const bus = createLocalBus();
    const hubA = new ChatHub(bus);
    const hubB = new ChatHub(bus);
    const user = (sessionId: string) => ({ kind: 'user', userId: 7, tier: 'free', sessionId }) as const;
    const onA = recordingPeer(user('s1'));
    const onB = recordingPeer(user('s2'));
    const stranger = recordingPeer({ kind: 'user', userId: 8, tier: 'free', sessionId: 's3' });
    hubA.add(onA.peer);
    hubB.add(onB.peer);
    hubB.add(stranger.peer);

    hubA.publish(user('s1'), { type: 'pong' }, onA.peer);
    expect([onA.sent.length, onB.sent.length, stranger.sent.length]).toEqual([0, 1, 0]);
    hubB.publish(user(''), { type: 'pong' });
    expect([onA.sent.length, onB.sent.length]).toEqual([1, 2]);
    // Counts (and the per-owner cap) stay per process.
    expect(hubA.count(user('s1'))).toBe(1);
  });

  it('sign-out and password changes close the matching sockets on every hub', () => {
    const bus = createLocalBus();
    const hubA = new ChatHub(bus);
    const hubB = new ChatHub(bus);
    const s1 = recordingPeer({ kind: 'user', userId: 7, tier: 'free', sessionId: 's1' });
    const s2 = recordingPeer({ kind: 'user', userId: 7, tier: 'free', sessionId: 's2' });
    const s3 = recordingPeer({ kind: 'user', userId: 7, tier: 'free', sessionId: 's3' });
    hubA.add(s1.peer);
    hubB.add(s2.peer);
    hubB.add(s3.peer);
    hubA.closeSession('s2');
    expect([s1.closes, s2.closes, s3.closes]).toEqual([[], [CLOSE_POLICY], []]);
    hubB.closeOtherSessions(7, 's1');
    expect(s1.closes).toEqual([]);
    expect(s3.closes).toEqual([CLOSE_POLICY]);
    hubA.setUserTier(7, 'jobseeker');
    expect(s3.peer.owner.kind === 'user' && s3.peer.owner.tier).toBe('jobseeker');
  });
});
