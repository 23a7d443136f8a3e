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
