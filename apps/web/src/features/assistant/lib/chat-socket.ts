import {
  CHAT_TIMINGS,
  type ChatMessage,
  type ChatSource,
  CONNECTED_MESSAGE,
  DEFAULT_PERSONA,
  type PersonaName,
  personaByName,
  typingMessage,
  type UserProfile,
} from '@careerloom/contract';
import { chatSocketUrl } from '../../../lib/socket-url';
import { CANNED_REPLIES } from './canned-replies';
import { classifyIntent, INTENT_ACKNOWLEDGEMENTS } from './chat-intents';

/**
 * The chat client of part 1 section 4, free of React so every timing rule can be tested with fake
 * timers: the connection (10 s connect time-out, reconnect after 2 s / 3 s / 5 s, ping every 30 s),
 * sending (typing indicator, interim acknowledgement by intent, 5 s fallback to a canned reply
 * shown 1.5 s later), streaming drafts from `assistant.delta` frames, and speaking the last
 * assistant message when loading ends. The UI subscribes and renders `getSnapshot()`.
 */

/** What the client needs of a WebSocket; the browser's satisfies it, and tests pass a fake. */
export interface WebSocketLike {
  readonly readyState: number;
  onopen: ((event: unknown) => void) | null;
  onclose: ((event: { code: number; wasClean: boolean }) => void) | null;
  onmessage: ((event: { data: unknown }) => void) | null;
  onerror: ((event: unknown) => void) | null;
  send(data: string): void;
  close(code?: number, reason?: string): void;
}
export type WebSocketConstructor = new (url: string) => WebSocketLike;

/** Timer functions, injectable so tests (and fake timers) control time. */
export interface ChatTimers {
  setTimeout(fn: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
  setInterval(fn: () => void, ms: number): unknown;
  clearInterval(handle: unknown): void;
}

/**
 * `idle` before `start()`; `connecting` while a socket opens; `open`; `reconnecting` while a retry
 * waits; `closed` after a clean close by the server (the spec retries only unclean ones).
 */
export type ChatConnectionStatus = 'idle' | 'connecting' | 'open' | 'reconnecting' | 'closed';

/**
 * `message`: a real message. `typing`: the '{name} is typing...' line. `interim`: the acknowledgement
 * by intent. `draft`: an assistant reply still streaming. `canned`: a fallback reply of the client.
 */
export type ChatEntryKind = 'message' | 'typing' | 'interim' | 'draft' | 'canned';

export type ChatEntry = {
  id: string;
  role: ChatMessage['role'];
  content: string;
  createdAt: string;
  kind: ChatEntryKind;
  offline?: boolean;
  sources?: ChatSource[];
};

export type ChatSnapshot = {
  status: ChatConnectionStatus;
  messages: readonly ChatEntry[];
  loading: boolean;
};

export type ChatClientOptions = {
  /** Full socket URL; defaults to `chatSocketUrl()` of the current page. */
  url?: string;
  WebSocket?: WebSocketConstructor;
  timers?: ChatTimers;
  now?: () => Date;
  /** A number in [0, 1); picks acknowledgements and canned replies. */
  random?: () => number;
  getAssistantName: () => string;
  getPersona: () => PersonaName;
  getProfile: () => UserProfile;
  /** Called once when loading ends with the assistant message that ended it. */
  onSpeak?: (text: string, persona: PersonaName) => void;
  /** Called when the chat is cleared, so speech stops with it. */
  onStopSpeaking?: () => void;
  /** Connection and parse failures: logged only, never shown (part 1 section 8). */
  onLog?: (event: string, detail?: unknown) => void;
};

const CONNECTING = 0;
const OPEN = 1;

const browserTimers: ChatTimers = {
  setTimeout: (fn, ms) => globalThis.setTimeout(fn, ms),
  clearTimeout: (h) => globalThis.clearTimeout(h as ReturnType<typeof setTimeout>),
  setInterval: (fn, ms) => globalThis.setInterval(fn, ms),
  clearInterval: (h) => globalThis.clearInterval(h as ReturnType<typeof setInterval>),
};

type Turn = {
  typingId: string;
  interimId: string | null;
  typingTimer: unknown;
  fallbackTimer: unknown;
  cannedTimer: unknown;
  /** A real reply (delta or final) has started arriving. */
  answered: boolean;
};

export class ChatClient {
  private readonly opts: ChatClientOptions;
  private readonly timers: ChatTimers;
  private readonly now: () => Date;
  private readonly random: () => number;
  private readonly listeners = new Set<() => void>();
  private snapshot: ChatSnapshot = { status: 'idle', messages: [], loading: false };

  private socket: WebSocketLike | null = null;
  private connectTimer: unknown = null;
  private reconnectTimer: unknown = null;
  private pingTimer: unknown = null;
  private started = false;
  private turn: Turn | null = null;
  /** A message typed while the socket was connecting, sent when it opens. */
  private pendingSend: { turn: Turn; transmit: (socket: WebSocketLike) => boolean } | null = null;
  private localIds = 0;
  /** User messages sent by this client and not yet echoed back by the server, by local id. */
  private readonly unconfirmed = new Map<string, string>();
  private lastCanned = new Map<PersonaName, number>();
  private lastAck = new Map<string, number>();
  private historyLoaded = false;
  /** Ids of replies whose remaining frames are ignored because the chat was cleared mid-stream. */
  private readonly discarded = new Set<string>();

  constructor(options: ChatClientOptions) {
    this.opts = options;
    this.timers = options.timers ?? browserTimers;
    this.now = options.now ?? (() => new Date());
    this.random = options.random ?? Math.random;
  }

  // ---- store interface (useSyncExternalStore) ---------------------------------------------

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  };

  getSnapshot = (): ChatSnapshot => this.snapshot;

  private update(patch: Partial<ChatSnapshot>) {
    const wasLoading = this.snapshot.loading;
    this.snapshot = { ...this.snapshot, ...patch };
    for (const l of this.listeners) l();
    if (wasLoading && !this.snapshot.loading) this.speakLastReply();
  }

  private setMessages(messages: readonly ChatEntry[], extra: Partial<ChatSnapshot> = {}) {
    this.update({ messages, ...extra });
  }

  // ---- connection ------------------------------------------------------------------------

  /** Opens the connection (and keeps it open, reconnecting as the spec says) until `stop()`. */
  start() {
    if (this.started) return;
    this.started = true;
    this.connect();
  }

  /** Closes the connection and cancels every timer; `start()` may be called again. */
  stop() {
    this.started = false;
    this.cancelTurn();
    this.clearConnectionTimers();
    this.timers.clearTimeout(this.reconnectTimer);
    this.reconnectTimer = null;
    this.dropSocket(1000);
    // Stopping is not the end of a reply: nothing is spoken.
    this.snapshot = { ...this.snapshot, loading: false };
    this.setMessages(this.withoutEphemeral(this.snapshot.messages), { status: 'idle' });
  }

  /** Connects again now, e.g. after the server closed the connection cleanly. */
  reconnect() {
    if (!this.started) return this.start();
    if (this.snapshot.status === 'open' || this.snapshot.status === 'connecting') return;
    this.timers.clearTimeout(this.reconnectTimer);
    this.reconnectTimer = null;
    this.connect();
  }

  private connect() {
    this.clearConnectionTimers();
    this.update({ status: 'connecting' });
    const Ctor = this.opts.WebSocket ?? (globalThis.WebSocket as unknown as WebSocketConstructor);
    let socket: WebSocketLike;
    try {
      socket = new Ctor(this.opts.url ?? chatSocketUrl());
    } catch (error) {
      this.log('connect-error', error);
      this.scheduleReconnect(CHAT_TIMINGS.reconnectAfterError);
      return;
    }
    this.socket = socket;
    socket.onopen = () => this.handleOpen(socket);
    socket.onclose = (event) => this.handleClose(socket, event);
    socket.onmessage = (event) => this.handleFrame(event.data);
    socket.onerror = (event) => this.log('socket-error', event);
    this.connectTimer = this.timers.setTimeout(() => {
      this.connectTimer = null;
      if (this.socket !== socket || socket.readyState === OPEN) return;
      this.log('connect-timeout');
      this.dropSocket();
      this.scheduleReconnect(CHAT_TIMINGS.reconnectAfterTimeout);
    }, CHAT_TIMINGS.connectTimeout);
  }

  private handleOpen(socket: WebSocketLike) {
    if (socket !== this.socket) return;
    this.timers.clearTimeout(this.connectTimer);
    this.connectTimer = null;
    this.pingTimer = this.timers.setInterval(() => {
      if (this.socket?.readyState !== OPEN) return;
      try {
        this.socket.send(JSON.stringify({ type: 'ping' }));
      } catch (error) {
        this.log('ping-error', error);
      }
    }, CHAT_TIMINGS.ping);
    this.setMessages([...this.snapshot.messages, this.entry('system', CONNECTED_MESSAGE)], { status: 'open' });
    this.flushPendingSend(socket);
  }

  private handleClose(socket: WebSocketLike, event: { code: number; wasClean: boolean }) {
    if (socket !== this.socket) return;
    this.socket = null;
    this.clearConnectionTimers();
    this.log('closed', { code: event.code, wasClean: event.wasClean });
    this.settleAfterDisconnect();
    if (!event.wasClean || event.code === 1006) this.scheduleReconnect(CHAT_TIMINGS.reconnectAfterClose);
    else this.update({ status: 'closed' });
  }

  private scheduleReconnect(delay: number) {
    if (!this.started) return;
    this.timers.clearTimeout(this.reconnectTimer);
    this.update({ status: 'reconnecting' });
    this.reconnectTimer = this.timers.setTimeout(() => {
      this.reconnectTimer = null;
      if (this.started) this.connect();
    }, delay);
  }

  private clearConnectionTimers() {
    this.timers.clearTimeout(this.connectTimer);
    this.timers.clearInterval(this.pingTimer);
    this.connectTimer = null;
    this.pingTimer = null;
  }

  /** Forgets the current socket without letting its close event schedule a retry. */
  private dropSocket(code?: number) {
    const socket = this.socket;
    this.socket = null;
    if (!socket) return;
    socket.onopen = socket.onclose = socket.onmessage = socket.onerror = null;
    try {
      socket.close(code);
    } catch (error) {
      this.log('close-error', error);
    }
  }

  /** A reply that was streaming when the connection dropped is kept as it stands. */
  private settleAfterDisconnect() {
    if (!this.snapshot.loading || !this.snapshot.messages.some((m) => m.kind === 'draft')) return;
    this.cancelTurn();
    this.setMessages(
      this.snapshot.messages.map((m) => (m.kind === 'draft' ? { ...m, kind: 'message' } : m)),
      { loading: false },
    );
  }

  // ---- sending -----------------------------------------------------------------------------

  /** Sends a user message; empty or whitespace-only text is ignored. Returns whether it was sent. */
  send(text: string): boolean {
    const content = text.trim();
    if (!content) return false;
    this.cancelTurn();
    const user = this.entry('user', content);
    const typing = this.entry('system', typingMessage(this.opts.getAssistantName()), 'typing');
    const persona = this.persona();
    const turn: Turn = {
      typingId: typing.id,
      interimId: null,
      typingTimer: null,
      fallbackTimer: null,
      cannedTimer: null,
      answered: false,
    };
    this.turn = turn;
    this.setMessages([...this.withoutEphemeral(this.snapshot.messages), user, typing], { loading: true });

    turn.typingTimer = this.timers.setTimeout(() => {
      turn.typingTimer = null;
      if (this.turn !== turn || turn.answered) return;
      const ack = this.entry('assistant', this.pickAcknowledgement(content), 'interim');
      turn.interimId = ack.id;
      this.setMessages(this.snapshot.messages.map((m) => (m.id === turn.typingId ? ack : m)));
    }, CHAT_TIMINGS.typingIndicator);

    const payload = JSON.stringify({
      role: 'user',
      content,
      createdAt: user.createdAt,
      persona,
      userProfile: this.opts.getProfile(),
      // The engines introduce themselves by the name the user chose.
      assistantName: this.opts.getAssistantName(),
    });
    const transmit = (socket: WebSocketLike): boolean => {
      try {
        socket.send(payload);
      } catch (error) {
        this.log('send-error', error);
        return false;
      }
      this.unconfirmed.set(user.id, content);
      // Only recent messages can still be echoed back; the oldest entry goes first.
      if (this.unconfirmed.size > 20) this.unconfirmed.delete(this.unconfirmed.keys().next().value as string);
      return true;
    };
    const socket = this.socket;
    if (socket && socket.readyState === OPEN && transmit(socket)) {
      this.awaitReply(turn);
    } else {
      this.scheduleCanned(turn);
      // A message typed while the socket is still connecting (the panel just opened) goes out as
      // soon as it opens, if that is before the canned reply would show.
      if (socket && socket.readyState === CONNECTING) this.pendingSend = { turn, transmit };
    }
    return true;
  }

  /** Sent: a canned reply follows only if no reply starts within the fallback time. */
  private awaitReply(turn: Turn) {
    turn.fallbackTimer = this.timers.setTimeout(() => {
      turn.fallbackTimer = null;
      if (this.turn === turn && !turn.answered && this.snapshot.loading) this.scheduleCanned(turn);
    }, CHAT_TIMINGS.responseFallback);
  }

  /** The socket opened: a message waiting for it is sent now, instead of its canned reply. */
  private flushPendingSend(socket: WebSocketLike) {
    const pending = this.pendingSend;
    this.pendingSend = null;
    if (!pending) return;
    const { turn, transmit } = pending;
    if (this.turn !== turn || turn.answered || turn.cannedTimer === null) return;
    if (!transmit(socket)) return;
    this.timers.clearTimeout(turn.cannedTimer);
    turn.cannedTimer = null;
    this.awaitReply(turn);
  }

  private scheduleCanned(turn: Turn) {
    turn.cannedTimer = this.timers.setTimeout(() => {
      turn.cannedTimer = null;
      if (this.turn !== turn || turn.answered) return;
      this.turn = null;
      this.timers.clearTimeout(turn.typingTimer);
      const reply = { ...this.entry('assistant', this.pickCanned(), 'canned'), offline: true };
      this.setMessages([...this.withoutEphemeral(this.snapshot.messages), reply], { loading: false });
    }, CHAT_TIMINGS.cannedReplyDelay);
  }

  /** Marks the current turn answered by the server: its timers stop and its placeholders go. */
  private cancelTurn() {
    const turn = this.turn;
    if (!turn) return;
    turn.answered = true;
    this.timers.clearTimeout(turn.typingTimer);
    this.timers.clearTimeout(turn.fallbackTimer);
    this.timers.clearTimeout(turn.cannedTimer);
    this.turn = null;
  }

  private withoutEphemeral(messages: readonly ChatEntry[]): ChatEntry[] {
    return messages.filter((m) => m.kind !== 'typing' && m.kind !== 'interim');
  }

  // ---- receiving ---------------------------------------------------------------------------

  private handleFrame(data: unknown) {
    if (typeof data !== 'string') return;
    let frame: unknown;
    try {
      frame = JSON.parse(data);
    } catch (error) {
      this.log('bad-frame', error);
      return;
    }
    if (!frame || typeof frame !== 'object') return;
    const f = frame as Record<string, unknown>;
    if (f.type === 'assistant.delta' && typeof f.id === 'string' && typeof f.delta === 'string') {
      this.handleDelta(f.id, f.delta);
    } else if (f.type === 'error') {
      if (f.code === 'QUOTA_EXCEEDED' && typeof f.message === 'string') this.handleQuota(f.message);
      else this.log('server-error', f);
    } else if (isRole(f.role) && typeof f.content === 'string') {
      this.handleFinal(f as unknown as ChatMessage);
    }
    // pong and other types are not shown (part 1 section 4)
  }

  private handleDelta(id: string, delta: string) {
    if (this.discarded.has(id)) return;
    this.cancelTurn();
    const messages = this.withoutEphemeral(this.snapshot.messages);
    const index = messages.findIndex((m) => m.id === id);
    const existing = messages[index];
    if (existing) {
      messages[index] = { ...existing, content: existing.content + delta };
    } else {
      messages.push({ ...this.entry('assistant', delta, 'draft'), id });
    }
    this.setMessages(messages);
  }

  private handleFinal(message: ChatMessage) {
    if (this.discarded.delete(message.id)) return;
    const entry: ChatEntry = {
      id: typeof message.id === 'string' && message.id ? message.id : this.nextId(),
      role: message.role,
      content: message.content,
      createdAt: typeof message.createdAt === 'string' ? message.createdAt : this.now().toISOString(),
      kind: 'message',
      ...(message.offline ? { offline: true } : {}),
      ...(Array.isArray(message.sources) ? { sources: message.sources } : {}),
    };
    if (entry.role === 'user') {
      // The server echoes our own message to every socket of the user: adopt its id, don't repeat it.
      for (const [localId, content] of this.unconfirmed) {
        if (content !== entry.content) continue;
        this.unconfirmed.delete(localId);
        this.setMessages(this.snapshot.messages.map((m) => (m.id === localId ? { ...entry } : m)));
        return;
      }
    }
    const isReply = entry.role === 'assistant';
    if (isReply) this.cancelTurn();
    const messages = isReply ? this.withoutEphemeral(this.snapshot.messages) : [...this.snapshot.messages];
    const index = messages.findIndex((m) => m.id === entry.id);
    if (index >= 0) messages[index] = entry;
    else messages.push(entry);
    this.setMessages(messages, isReply ? { loading: false } : {});
  }

  private handleQuota(text: string) {
    this.cancelTurn();
    this.setMessages([...this.withoutEphemeral(this.snapshot.messages), this.entry('system', text)], {
      loading: false,
    });
  }

  // ---- history, clear, speech ---------------------------------------------------------------

  /**
   * Puts the stored conversation (oldest first) before what this session already shows; applied
   * once per client, so a late answer never duplicates messages.
   */
  setHistory(history: readonly ChatMessage[]) {
    if (this.historyLoaded) return;
    this.historyLoaded = true;
    const ids = new Set(history.map((m) => m.id));
    // Our own messages carry local ids until the server names them; the history already has them.
    const storedQuestions = new Set(history.filter((m) => m.role === 'user').map((m) => m.content));
    const isStoredCopy = (m: ChatEntry) =>
      ids.has(m.id) || (m.role === 'user' && this.unconfirmed.has(m.id) && storedQuestions.has(m.content));
    const older: ChatEntry[] = history.map((m) => ({
      id: m.id,
      role: m.role,
      content: m.content,
      createdAt: m.createdAt,
      kind: 'message',
      ...(m.offline ? { offline: true } : {}),
      ...(m.sources ? { sources: m.sources } : {}),
    }));
    this.setMessages([...older, ...this.snapshot.messages.filter((m) => !isStoredCopy(m))]);
  }

  /** Empties the chat and stops speech (part 1 section 4); the server copy is the caller's job. */
  clear() {
    this.cancelTurn();
    this.unconfirmed.clear();
    // A reply still streaming belongs to the conversation just cleared: drop the rest of it.
    for (const m of this.snapshot.messages) if (m.kind === 'draft') this.discarded.add(m.id);
    this.opts.onStopSpeaking?.();
    // Clearing is not the end of a reply: nothing is spoken.
    this.snapshot = { ...this.snapshot, loading: false };
    this.setMessages([]);
  }

  private speakLastReply() {
    const messages = this.snapshot.messages;
    for (let i = messages.length - 1; i >= 0; i--) {
      const m = messages[i];
      if (!m || m.role === 'user') return; // nothing was answered after the question
      if (m.role === 'assistant' && m.kind !== 'interim') {
        if (m.content.trim()) this.opts.onSpeak?.(m.content, this.persona());
        return;
      }
    }
  }

  // ---- helpers -----------------------------------------------------------------------------

  private persona(): PersonaName {
    return personaByName(this.opts.getPersona() ?? DEFAULT_PERSONA).name;
  }

  private nextId() {
    this.localIds += 1;
    return `local-${this.localIds}`;
  }

  private entry(role: ChatEntry['role'], content: string, kind: ChatEntryKind = 'message'): ChatEntry {
    return { id: this.nextId(), role, content, createdAt: this.now().toISOString(), kind };
  }

  /** A random index below `n`, never `last` when there is a choice. */
  private pick(n: number, last: number | undefined): number {
    if (n <= 1) return 0;
    if (last === undefined || last < 0 || last >= n) return Math.floor(this.random() * n) % n;
    const i = Math.floor(this.random() * (n - 1)) % (n - 1);
    return i >= last ? i + 1 : i;
  }

  private pickCanned(): string {
    const persona = this.persona();
    const replies = CANNED_REPLIES[persona];
    const i = this.pick(replies.length, this.lastCanned.get(persona));
    this.lastCanned.set(persona, i);
    return replies[i] ?? replies[0];
  }

  private pickAcknowledgement(text: string): string {
    const intent = classifyIntent(text);
    const texts = INTENT_ACKNOWLEDGEMENTS[intent];
    const i = this.pick(texts.length, this.lastAck.get(intent));
    this.lastAck.set(intent, i);
    return texts[i] ?? texts[0] ?? '';
  }

  private log(event: string, detail?: unknown) {
    this.opts.onLog?.(event, detail);
  }
}

function isRole(value: unknown): value is ChatEntry['role'] {
  return value === 'user' || value === 'assistant' || value === 'system';
}
