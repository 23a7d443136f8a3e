import type { ServerFrame, Tier } from '@careerloom/contract';
import type { WebSocket } from 'ws';
import { type ChatOwner, ownerKey } from './chat-owner';

/** A connected socket and what we track about it. */
export type Peer = {
  socket: WebSocket;
  owner: ChatOwner;
  /** Cleared at each heartbeat, set again by the client's pong. */
  alive: boolean;
  /** Fixed one-minute window of messages received, for the per-socket rate limit. */
  windowStart: number;
  received: number;
};

/** A reader this far behind is dropped rather than buffered without bound (security.md W6). */
export const MAX_BUFFERED_BYTES = 1024 * 1024;
export const MAX_SOCKETS_PER_OWNER = 10;
/** Policy violation: used for sign-out, abuse and slow readers. */
export const CLOSE_POLICY = 1008;

/**
 * Every open chat socket, grouped by owner so that a message for a user reaches all of that
 * user's sockets (tabs, devices). Process-local; Redis fan-out can sit behind the same methods.
 */
export class ChatHub {
  private readonly byOwner = new Map<string, Set<Peer>>();
  private heartbeat: ReturnType<typeof setInterval> | undefined;

  add(peer: Peer): void {
    const key = ownerKey(peer.owner);
    let peers = this.byOwner.get(key);
    if (!peers) {
      peers = new Set();
      this.byOwner.set(key, peers);
    }
    peers.add(peer);
  }

  remove(peer: Peer): void {
    const key = ownerKey(peer.owner);
    const peers = this.byOwner.get(key);
    peers?.delete(peer);
    if (peers?.size === 0) this.byOwner.delete(key);
  }

  count(owner: ChatOwner): number {
    return this.byOwner.get(ownerKey(owner))?.size ?? 0;
  }

  /** Sends one frame, or drops the peer when its unread backlog is over the cap. */
  send(peer: Peer, frame: ServerFrame): void {
    const { socket } = peer;
    if (socket.readyState !== socket.OPEN) return;
    if (socket.bufferedAmount > MAX_BUFFERED_BYTES) {
      socket.terminate();
      return;
    }
    socket.send(JSON.stringify(frame));
  }

  /** Sends a frame to every socket of an owner, optionally except one. */
  publish(owner: ChatOwner, frame: ServerFrame, except?: Peer): void {
    const peers = this.byOwner.get(ownerKey(owner));
    if (!peers) return;
    for (const peer of peers) if (peer !== except) this.send(peer, frame);
  }

  /** Closes the sockets opened through one session (at sign-out). */
  closeSession(sessionId: string, reason = 'Signed out'): void {
    for (const peers of this.byOwner.values()) {
      for (const peer of peers) {
        if (peer.owner.kind === 'user' && peer.owner.sessionId === sessionId) peer.socket.close(CLOSE_POLICY, reason);
      }
    }
  }

  /** Closes a user's sockets opened through any session but one (after a password change). */
  closeOtherSessions(userId: number, keepSessionId: string, reason = 'Signed out'): void {
    for (const peers of this.byOwner.values()) {
      for (const peer of peers) {
        const o = peer.owner;
        if (o.kind === 'user' && o.userId === userId && o.sessionId !== keepSessionId)
          peer.socket.close(CLOSE_POLICY, reason);
      }
    }
  }

  /**
   * A user's tier changed (a plan bought or ended by a Stripe webhook, a trial started): their open
   * sockets spend quota under the new tier from the next message on, without reconnecting.
   */
  setUserTier(userId: number, tier: Tier): void {
    for (const peers of this.byOwner.values()) {
      for (const peer of peers) {
        if (peer.owner.kind === 'user' && peer.owner.userId === userId) peer.owner = { ...peer.owner, tier };
      }
    }
  }

  /** Pings every socket each interval and terminates those that did not answer the last ping. */
  startHeartbeat(intervalMs: number): void {
    this.stopHeartbeat();
    this.heartbeat = setInterval(() => {
      for (const peers of this.byOwner.values()) {
        for (const peer of peers) {
          if (!peer.alive) {
            peer.socket.terminate();
            continue;
          }
          peer.alive = false;
          peer.socket.ping();
        }
      }
    }, intervalMs);
    this.heartbeat.unref();
  }

  stopHeartbeat(): void {
    if (this.heartbeat) clearInterval(this.heartbeat);
    this.heartbeat = undefined;
  }

  closeAll(): void {
    for (const peers of this.byOwner.values()) for (const peer of peers) peer.socket.terminate();
    this.byOwner.clear();
  }
}
