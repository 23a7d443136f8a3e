import { randomUUID } from 'node:crypto';
import type { ServerFrame, Tier } from '@careerloom/contract';
import type { WebSocket } from 'ws';
import { createLocalBus, type EventBus } from '../lib/event-bus';
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

/** The bus channel the hubs of all processes share. */
export const HUB_CHANNEL = 'chat.hub';

/** What one hub tells the others: plain JSON, since it may cross to another process. */
type HubMessage =
  | { type: 'frame'; owner: string; frame: ServerFrame; except?: string }
  | { type: 'close-session'; sessionId: string; reason: string }
  | { type: 'close-others'; userId: number; keepSessionId: string; reason: string }
  | { type: 'tier'; userId: number; tier: Tier };

/**
 * Every open chat socket of this process, grouped by owner so that a message for a user reaches
 * all of that user's sockets (tabs, devices). Whatever is sent to an owner, and every sign-out or
 * tier change, goes through the event bus: each process's hub applies it to the sockets it holds
 * (with the default local bus, that is this hub alone, in place).
 */
export class ChatHub {
  private readonly byOwner = new Map<string, Set<Peer>>();
  /** Names a peer in a bus message (the `except` of `publish`); unique across processes. */
  private readonly peerIds = new WeakMap<Peer, string>();
  private heartbeat: ReturnType<typeof setInterval> | undefined;

  constructor(private readonly bus: EventBus = createLocalBus()) {
    bus.subscribe(HUB_CHANNEL, (message) => this.apply(message as HubMessage));
  }

  add(peer: Peer): void {
    const key = ownerKey(peer.owner);
    let peers = this.byOwner.get(key);
    if (!peers) {
      peers = new Set();
      this.byOwner.set(key, peers);
    }
    peers.add(peer);
    this.peerIds.set(peer, randomUUID());
  }

  remove(peer: Peer): void {
    const key = ownerKey(peer.owner);
    const peers = this.byOwner.get(key);
    peers?.delete(peer);
    if (peers?.size === 0) this.byOwner.delete(key);
  }

  /** The owner's sockets on this process (the per-owner cap counts these). */
  count(owner: ChatOwner): number {
    return this.byOwner.get(ownerKey(owner))?.size ?? 0;
  }

  /** Sends one frame, or drops the peer when its unread backlog is over the cap. */
  send(peer: Peer, frame: ServerFrame): void {
    this.sendText(peer, () => JSON.stringify(frame));
  }

  /** `send` of a frame already serialised (or serialised on first need), shared by an owner's sockets. */
  private sendText(peer: Peer, text: () => string): void {
    const { socket } = peer;
    if (socket.readyState !== socket.OPEN) return;
    if (socket.bufferedAmount > MAX_BUFFERED_BYTES) {
      socket.terminate();
      return;
    }
    socket.send(text());
  }

  /** Sends a frame to every socket of an owner on every process, optionally except one. */
  publish(owner: ChatOwner, frame: ServerFrame, except?: Peer): void {
    const exceptId = except ? this.peerIds.get(except) : undefined;
    this.emit({ type: 'frame', owner: ownerKey(owner), frame, ...(exceptId ? { except: exceptId } : {}) });
  }

  /** Closes the sockets opened through one session (at sign-out), on every process. */
  closeSession(sessionId: string, reason = 'Signed out'): void {
    this.emit({ type: 'close-session', sessionId, reason });
  }

  /** Closes a user's sockets opened through any session but one (after a password change). */
  closeOtherSessions(userId: number, keepSessionId: string, reason = 'Signed out'): void {
    this.emit({ type: 'close-others', userId, keepSessionId, reason });
  }

  /**
   * A user's tier changed (a plan bought or ended by a Stripe webhook, a trial started): their open
   * sockets spend quota under the new tier from the next message on, without reconnecting.
   */
  setUserTier(userId: number, tier: Tier): void {
    this.emit({ type: 'tier', userId, tier });
  }

  private emit(message: HubMessage): void {
    this.bus.publish(HUB_CHANNEL, message);
  }

  /** Applies a hub message, from this process or another, to the sockets held here. */
  private apply(message: HubMessage): void {
    switch (message.type) {
      case 'frame': {
        const peers = this.byOwner.get(message.owner);
        if (!peers) return;
        // Serialised once for all of the owner's sockets (tabs, devices), not once per socket.
        let text: string | undefined;
        const serialised = () => {
          text ??= JSON.stringify(message.frame);
          return text;
        };
        for (const peer of peers) if (this.peerIds.get(peer) !== message.except) this.sendText(peer, serialised);
        return;
      }
      case 'close-session':
        this.closeWhere((o) => o.kind === 'user' && o.sessionId === message.sessionId, message.reason);
        return;
      case 'close-others':
        this.closeWhere(
          (o) => o.kind === 'user' && o.userId === message.userId && o.sessionId !== message.keepSessionId,
          message.reason,
        );
        return;
      case 'tier':
        for (const peers of this.byOwner.values()) {
          for (const peer of peers) {
            if (peer.owner.kind === 'user' && peer.owner.userId === message.userId)
              peer.owner = { ...peer.owner, tier: message.tier };
          }
        }
        return;
    }
  }

  private closeWhere(match: (owner: ChatOwner) => boolean, reason: string): void {
    for (const peers of this.byOwner.values()) {
      for (const peer of peers) if (match(peer.owner)) peer.socket.close(CLOSE_POLICY, reason);
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
