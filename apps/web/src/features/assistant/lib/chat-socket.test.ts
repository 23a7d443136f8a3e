import { CHAT_TIMINGS, CONNECTED_MESSAGE, PERSONAS, type PersonaName } from '@careerloom/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { chatSocketUrl } from '../../../lib/socket-url';
import { CANNED_REPLIES } from './canned-replies';
import { INTENT_ACKNOWLEDGEMENTS } from './chat-intents';
import { ChatClient, type ChatClientOptions, type WebSocketLike } from './chat-socket';

/** A WebSocket the test drives by hand: `open()`, `receive()`, `serverClose()`. */
class FakeSocket implements WebSocketLike {
  static instances: FakeSocket[] = [];
  static throwOnCreate = 0;
  readyState = 0;
  onopen: WebSocketLike['onopen'] = null;
  onclose: WebSocketLike['onclose'] = null;
  onmessage: WebSocketLike['onmessage'] = null;
  onerror: WebSocketLike['onerror'] = null;
  sent: unknown[] = [];
  closedWith: number | undefined | null = null;
  failSend = false;

  constructor(readonly url: string) {
    if (FakeSocket.throwOnCreate > 0) {
      FakeSocket.throwOnCreate -= 1;
      throw new SyntaxError('cannot create');
    }
    FakeSocket.instances.push(this);
  }
  send(data: string) {
    if (this.failSend) throw new Error('send failed');
    this.sent.push(JSON.parse(data));
  }
  close(code?: number) {
    this.closedWith = code;
    this.readyState = 3;
  }
  open() {
    this.readyState = 1;
    this.onopen?.({});
  }
  receive(frame: unknown) {
    this.onmessage?.({ data: JSON.stringify(frame) });
  }
  serverClose(code: number, wasClean: boolean) {
    this.readyState = 3;
    this.onclose?.({ code, wasClean });
  }
}

const sockets = () => FakeSocket.instances;
const last = () => {
  const s = FakeSocket.instances.at(-1);
  if (!s) throw new Error('no socket');
  return s;
};

let speak: ReturnType<typeof vi.fn<(text: string, persona: PersonaName) => void>>;
let stopSpeaking: ReturnType<typeof vi.fn<() => void>>;
let persona: PersonaName;
let client: ChatClient;

function makeClient(extra: Partial<ChatClientOptions> = {}) {
  return new ChatClient({
    url: 'ws://test.local/ws/chat',
    WebSocket: FakeSocket,
    random: () => 0,
    getAssistantName: () => 'Loom',
    getPersona: () => persona,
    getProfile: () => ({ role: 'jobSeeker', industry: 'Software' }),
    onSpeak: speak,
    onStopSpeaking: stopSpeaking,
    ...extra,
  });
}

const texts = () => client.getSnapshot().messages.map((m) => m.content);
const kinds = () => client.getSnapshot().messages.map((m) => `${m.role}:${m.kind}`);
const sentChats = (s: FakeSocket) => s.sent.filter((f) => (f as { role?: string }).role === 'user');

/** Starts the client and opens its socket. */
function connected() {
  client.start();
  last().open();
  return last();
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date('2026-03-02T09:00:00Z'));
  FakeSocket.instances = [];
  FakeSocket.throwOnCreate = 0;
  speak = vi.fn();
  stopSpeaking = vi.fn();
  persona = 'Friendly';
  client = makeClient();
});
afterEach(() => {
  client.stop();
  vi.useRealTimers();
});

describe('socket URL (part 1 section 7)', () => {
  it('is ws://<host>/ws/chat, and wss:// when the page is https', () => {
    expect(chatSocketUrl({ protocol: 'http:', host: 'example.com:5000' })).toBe('ws://example.com:5000/ws/chat');
    expect(chatSocketUrl({ protocol: 'https:', host: 'careerloom.app' })).toBe('wss://careerloom.app/ws/chat');
  });
});

describe('connection (part 1 section 4)', () => {
  it('goes connecting -> open and adds the connected system message', () => {
    client.start();
    expect(client.getSnapshot().status).toBe('connecting');
    expect(last().url).toBe('ws://test.local/ws/chat');
    last().open();
    expect(client.getSnapshot().status).toBe('open');
    expect(client.getSnapshot().messages).toEqual([
      expect.objectContaining({ role: 'system', content: CONNECTED_MESSAGE }),
    ]);
    expect(CONNECTED_MESSAGE).toBe('Connected to chat server');
  });

  it('closes a socket not open within 10 s and retries 2 s later', () => {
    client.start();
    const first = last();
    vi.advanceTimersByTime(CHAT_TIMINGS.connectTimeout - 1);
    expect(first.closedWith).toBeNull();
    vi.advanceTimersByTime(1);
    expect(first.closedWith).not.toBeNull();
    expect(client.getSnapshot().status).toBe('reconnecting');
    vi.advanceTimersByTime(CHAT_TIMINGS.reconnectAfterTimeout - 1);
    expect(sockets()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(sockets()).toHaveLength(2);
    expect(client.getSnapshot().status).toBe('connecting');
    expect(CHAT_TIMINGS.connectTimeout).toBe(10_000);
    expect(CHAT_TIMINGS.reconnectAfterTimeout).toBe(2_000);
  });

  it('does not time out a socket that opened in time', () => {
    connected();
    vi.advanceTimersByTime(CHAT_TIMINGS.connectTimeout * 3);
    expect(sockets()).toHaveLength(1);
    expect(last().closedWith).toBeNull();
  });

  it('retries 3 s after an unclean close', () => {
    const first = connected();
    first.serverClose(1011, false);
    expect(client.getSnapshot().status).toBe('reconnecting');
    vi.advanceTimersByTime(CHAT_TIMINGS.reconnectAfterClose - 1);
    expect(sockets()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(sockets()).toHaveLength(2);
    last().open();
    expect(texts()).toEqual([CONNECTED_MESSAGE, CONNECTED_MESSAGE]);
    expect(CHAT_TIMINGS.reconnectAfterClose).toBe(3_000);
  });

  it('retries 3 s after code 1006, even when reported clean', () => {
    connected().serverClose(1006, true);
    vi.advanceTimersByTime(CHAT_TIMINGS.reconnectAfterClose - 1);
    expect(sockets()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(sockets()).toHaveLength(2);
  });

  it('does not retry after a clean close', () => {
    connected().serverClose(1000, true);
    vi.advanceTimersByTime(60_000);
    expect(sockets()).toHaveLength(1);
    expect(client.getSnapshot().status).toBe('closed');
  });

  it('retries 5 s after an error while creating the connection', () => {
    FakeSocket.throwOnCreate = 1;
    client.start();
    expect(sockets()).toHaveLength(0);
    expect(client.getSnapshot().status).toBe('reconnecting');
    vi.advanceTimersByTime(CHAT_TIMINGS.reconnectAfterError - 1);
    expect(sockets()).toHaveLength(0);
    vi.advanceTimersByTime(1);
    expect(sockets()).toHaveLength(1);
    expect(CHAT_TIMINGS.reconnectAfterError).toBe(5_000);
  });

  it('sends {type: ping} every 30 s while open, and stops when closed', () => {
    const socket = connected();
    vi.advanceTimersByTime(CHAT_TIMINGS.ping - 1);
    expect(socket.sent).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(socket.sent).toEqual([{ type: 'ping' }]);
    vi.advanceTimersByTime(CHAT_TIMINGS.ping * 2);
    expect(socket.sent).toEqual([{ type: 'ping' }, { type: 'ping' }, { type: 'ping' }]);
    socket.serverClose(1000, true);
    vi.advanceTimersByTime(CHAT_TIMINGS.ping * 2);
    expect(socket.sent).toHaveLength(3);
    expect(CHAT_TIMINGS.ping).toBe(30_000);
  });

  it('pings are not shown, and neither are pongs or unknown frames', () => {
    const socket = connected();
    socket.receive({ type: 'pong' });
    socket.receive({ type: 'something.else', content: 'x' });
    socket.onmessage?.({ data: 'not json' });
    socket.receive({ type: 'error', code: 'VALIDATION', message: 'bad' });
    expect(texts()).toEqual([CONNECTED_MESSAGE]);
  });

  it('stop closes the socket and cancels every timer', () => {
    const socket = connected();
    client.stop();
    expect(socket.closedWith).toBe(1000);
    vi.advanceTimersByTime(120_000);
    expect(socket.sent).toEqual([]);
    expect(sockets()).toHaveLength(1);
    expect(client.getSnapshot().status).toBe('idle');
  });
});

describe('sending (part 1 section 4)', () => {
  it('ignores empty and whitespace-only messages', () => {
    const socket = connected();
    expect(client.send('')).toBe(false);
    expect(client.send('   \n\t ')).toBe(false);
    expect(texts()).toEqual([CONNECTED_MESSAGE]);
    expect(client.getSnapshot().loading).toBe(false);
    expect(socket.sent).toEqual([]);
    vi.advanceTimersByTime(10_000);
    expect(texts()).toEqual([CONNECTED_MESSAGE]);
  });

  it('appends the message, sets loading and sends it with persona, profile and assistant name', () => {
    persona = 'Calm';
    const socket = connected();
    client.send('  How do I pass an ATS scan?  ');
    const { messages, loading } = client.getSnapshot();
    expect(loading).toBe(true);
    expect(messages.map((m) => [m.role, m.content])).toEqual([
      ['system', CONNECTED_MESSAGE],
      ['user', 'How do I pass an ATS scan?'],
      ['system', 'Loom is typing...'],
    ]);
    expect(sentChats(socket)).toEqual([
      {
        role: 'user',
        content: 'How do I pass an ATS scan?',
        createdAt: '2026-03-02T09:00:00.000Z',
        persona: 'Calm',
        userProfile: { role: 'jobSeeker', industry: 'Software' },
        assistantName: 'Loom',
      },
    ]);
  });

  it('replaces "{name} is typing..." after 300 ms by an acknowledgement chosen by intent', () => {
    client = makeClient({ getAssistantName: () => 'Ada' });
    connected();
    client.send('Can you review my resume bullet points?');
    vi.advanceTimersByTime(CHAT_TIMINGS.typingIndicator - 1);
    expect(texts().at(-1)).toBe('Ada is typing...');
    vi.advanceTimersByTime(1);
    const lastMessage = client.getSnapshot().messages.at(-1);
    expect(lastMessage).toMatchObject({ role: 'assistant', kind: 'interim' });
    expect(INTENT_ACKNOWLEDGEMENTS.resume_analysis).toContain(lastMessage?.content);
    expect(texts()).not.toContain('Ada is typing...');
    expect(CHAT_TIMINGS.typingIndicator).toBe(300);
  });

  it.each([
    ['How should I prepare for a behavioral interview?', 'interview_prep'],
    ['What salary should I ask for in this market?', 'market_search'],
    ['Help me plan my calendar for the week', 'calendar_optimization'],
    ['What does this job description really require?', 'job_insights'],
    ['Should I change careers into data science?', 'career_guidance'],
    ['Hello there', 'general'],
  ] as const)('acknowledges %j as %s', (question, intent) => {
    connected();
    client.send(question);
    vi.advanceTimersByTime(CHAT_TIMINGS.typingIndicator);
    expect(INTENT_ACKNOWLEDGEMENTS[intent]).toContain(texts().at(-1));
  });

  it('with no reply in 5 s, shows a canned reply for the persona 1.5 s later and clears loading', () => {
    persona = 'Confident';
    connected();
    client.send('What should I do next?');
    vi.advanceTimersByTime(CHAT_TIMINGS.responseFallback + CHAT_TIMINGS.cannedReplyDelay - 1);
    expect(client.getSnapshot().loading).toBe(true);
    expect(client.getSnapshot().messages.at(-1)?.kind).toBe('interim');
    vi.advanceTimersByTime(1);
    const { messages, loading } = client.getSnapshot();
    expect(loading).toBe(false);
    const reply = messages.at(-1);
    expect(reply).toMatchObject({ role: 'assistant', kind: 'canned', offline: true });
    expect(CANNED_REPLIES.Confident).toContain(reply?.content);
    // the canned reply replaces the acknowledgement
    expect(kinds()).toEqual(['system:message', 'user:message', 'assistant:canned']);
    expect(speak).toHaveBeenCalledTimes(1);
    expect(speak).toHaveBeenCalledWith(reply?.content, 'Confident');
    expect(CHAT_TIMINGS.responseFallback).toBe(5_000);
    expect(CHAT_TIMINGS.cannedReplyDelay).toBe(1_500);
  });

  it('when the connection is not open, the canned reply comes 1.5 s after sending', () => {
    client.start(); // still connecting
    client.send('Any tips?');
    expect(last().sent).toEqual([]);
    vi.advanceTimersByTime(CHAT_TIMINGS.cannedReplyDelay - 1);
    expect(client.getSnapshot().loading).toBe(true);
    vi.advanceTimersByTime(1);
    expect(client.getSnapshot().loading).toBe(false);
    expect(CANNED_REPLIES.Friendly).toContain(texts().at(-1));
  });

  it('a message typed while connecting is sent when the socket opens, and no canned reply follows', () => {
    client.start(); // still connecting: the panel has just opened
    client.send('Find me storage jobs in San Francisco');
    expect(last().sent).toEqual([]);
    vi.advanceTimersByTime(400);
    last().open();
    expect(last().sent).toEqual([
      expect.objectContaining({ role: 'user', content: 'Find me storage jobs in San Francisco' }),
    ]);
    vi.advanceTimersByTime(CHAT_TIMINGS.cannedReplyDelay);
    // Waiting for the server's reply, not answered offline.
    expect(client.getSnapshot().loading).toBe(true);
    expect(client.getSnapshot().messages.some((m) => m.offline)).toBe(false);
  });

  it('when sending throws, the canned reply comes 1.5 s later', () => {
    const socket = connected();
    socket.failSend = true;
    client.send('Any tips?');
    vi.advanceTimersByTime(CHAT_TIMINGS.cannedReplyDelay);
    expect(client.getSnapshot().loading).toBe(false);
    expect(client.getSnapshot().messages.at(-1)?.kind).toBe('canned');
  });

  it('never repeats the previous canned reply of a persona', () => {
    client = makeClient({ random: () => 0 }); // always the lowest allowed index
    client.start();
    const seen: string[] = [];
    for (let i = 0; i < 6; i++) {
      client.send(`question ${i}`);
      vi.advanceTimersByTime(CHAT_TIMINGS.cannedReplyDelay);
      seen.push(texts().at(-1) ?? '');
    }
    for (let i = 1; i < seen.length; i++) expect(seen[i]).not.toBe(seen[i - 1]);
  });

  it('has five distinct canned replies for each of the ten personas', () => {
    expect(Object.keys(CANNED_REPLIES).sort()).toEqual(PERSONAS.map((p) => p.name).sort());
    const all = Object.values(CANNED_REPLIES).flat();
    expect(all).toHaveLength(50);
    expect(new Set(all).size).toBe(50);
    for (const reply of all) expect(reply.length).toBeGreaterThan(80);
  });
});

describe('receiving (part 1 section 4)', () => {
  it('does not fall back when a delta arrives first; deltas build a draft the final message replaces', () => {
    const socket = connected();
    client.send('How do I negotiate an offer?');
    vi.advanceTimersByTime(CHAT_TIMINGS.typingIndicator);
    vi.advanceTimersByTime(1_000);
    socket.receive({ type: 'assistant.delta', id: 'm1', delta: 'Start by ' });
    expect(kinds()).toEqual(['system:message', 'user:message', 'assistant:draft']);
    socket.receive({ type: 'assistant.delta', id: 'm1', delta: 'anchoring high.' });
    expect(texts().at(-1)).toBe('Start by anchoring high.');
    expect(client.getSnapshot().loading).toBe(true);

    vi.advanceTimersByTime(CHAT_TIMINGS.responseFallback + CHAT_TIMINGS.cannedReplyDelay + 1_000);
    expect(kinds()).toEqual(['system:message', 'user:message', 'assistant:draft']);
    expect(speak).not.toHaveBeenCalled();

    socket.receive({
      id: 'm1',
      role: 'assistant',
      content: 'Start by anchoring high, with market data.',
      createdAt: '2026-03-02T09:00:08.000Z',
      sources: [{ title: 'Salary negotiation', ref: 'kb:salary' }],
    });
    const { messages, loading } = client.getSnapshot();
    expect(loading).toBe(false);
    expect(messages).toHaveLength(3);
    expect(messages.at(-1)).toMatchObject({
      id: 'm1',
      kind: 'message',
      content: 'Start by anchoring high, with market data.',
      sources: [{ title: 'Salary negotiation', ref: 'kb:salary' }],
    });
    expect(speak).toHaveBeenCalledTimes(1);
    expect(speak).toHaveBeenCalledWith('Start by anchoring high, with market data.', 'Friendly');
  });

  it('a delta before 300 ms removes the typing line and no acknowledgement follows', () => {
    const socket = connected();
    client.send('Hi');
    vi.advanceTimersByTime(50);
    socket.receive({ type: 'assistant.delta', id: 'm1', delta: 'Hello' });
    vi.advanceTimersByTime(CHAT_TIMINGS.typingIndicator);
    expect(kinds()).toEqual(['system:message', 'user:message', 'assistant:draft']);
  });

  it('a final message replaces the acknowledgement, keeps offline, and cancels the fallback', () => {
    const socket = connected();
    client.send('Tell me about interviews');
    vi.advanceTimersByTime(CHAT_TIMINGS.typingIndicator + 100);
    socket.receive({ id: 'm2', role: 'assistant', content: 'Use STAR.', createdAt: 'x', offline: true });
    expect(kinds()).toEqual(['system:message', 'user:message', 'assistant:message']);
    expect(client.getSnapshot().messages.at(-1)?.offline).toBe(true);
    vi.advanceTimersByTime(20_000);
    expect(kinds()).toEqual(['system:message', 'user:message', 'assistant:message']);
    expect(speak).toHaveBeenCalledTimes(1);
    expect(speak).toHaveBeenCalledWith('Use STAR.', 'Friendly');
  });

  it('appends any server message with role and content, and adopts the echo of our own message', () => {
    const socket = connected();
    client.send('Hello');
    socket.receive({ id: 's-1', role: 'user', content: 'Hello', createdAt: 'x' });
    expect(client.getSnapshot().messages.filter((m) => m.role === 'user')).toEqual([
      expect.objectContaining({ id: 's-1', content: 'Hello' }),
    ]);
    socket.receive({ role: 'system', content: 'Maintenance at noon' });
    expect(texts()).toContain('Maintenance at noon');
  });

  it('a QUOTA_EXCEEDED error is shown as a system message and clears loading, without speech', () => {
    const socket = connected();
    client.send('One more question');
    socket.receive({ type: 'error', code: 'QUOTA_EXCEEDED', message: 'Daily limit of 10 questions reached.' });
    expect(client.getSnapshot().loading).toBe(false);
    expect(client.getSnapshot().messages.at(-1)).toMatchObject({
      role: 'system',
      content: 'Daily limit of 10 questions reached.',
    });
    vi.advanceTimersByTime(20_000);
    expect(client.getSnapshot().messages.at(-1)?.content).toBe('Daily limit of 10 questions reached.');
    expect(speak).not.toHaveBeenCalled();
  });

  it('a reply streaming when the connection drops is kept and loading ends', () => {
    const socket = connected();
    client.send('Hi');
    socket.receive({ type: 'assistant.delta', id: 'm1', delta: 'Partial answer' });
    socket.serverClose(1006, false);
    expect(client.getSnapshot().loading).toBe(false);
    expect(client.getSnapshot().messages.at(-1)).toMatchObject({ kind: 'message', content: 'Partial answer' });
    expect(speak).toHaveBeenCalledWith('Partial answer', 'Friendly');
  });
});

describe('history, clear and speech', () => {
  it('puts the stored history before the session messages, once', () => {
    connected();
    client.setHistory([
      { id: 'h1', role: 'user', content: 'Earlier question', createdAt: 'a' },
      { id: 'h2', role: 'assistant', content: 'Earlier answer', createdAt: 'b', sources: [{ title: 'T', ref: 'r' }] },
    ]);
    client.setHistory([{ id: 'h3', role: 'user', content: 'again', createdAt: 'c' }]);
    expect(texts()).toEqual(['Earlier question', 'Earlier answer', CONNECTED_MESSAGE]);
  });

  it('clear empties the messages, stops speech, cancels the pending reply and speaks nothing', () => {
    const socket = connected();
    client.send('Question');
    socket.receive({ type: 'assistant.delta', id: 'm1', delta: 'Part' });
    client.clear();
    expect(client.getSnapshot().messages).toEqual([]);
    expect(client.getSnapshot().loading).toBe(false);
    expect(stopSpeaking).toHaveBeenCalledTimes(1);
    socket.receive({ type: 'assistant.delta', id: 'm1', delta: ' more' });
    socket.receive({ id: 'm1', role: 'assistant', content: 'Part more', createdAt: 'x' });
    vi.advanceTimersByTime(20_000);
    expect(client.getSnapshot().messages).toEqual([]);
    expect(speak).not.toHaveBeenCalled();
  });

  it('speaks once per reply, the last assistant message, only when loading ends', () => {
    const socket = connected();
    client.send('First');
    vi.advanceTimersByTime(CHAT_TIMINGS.typingIndicator); // interim acknowledgement is not spoken
    expect(speak).not.toHaveBeenCalled();
    socket.receive({ id: 'a1', role: 'assistant', content: 'Answer one', createdAt: 'x' });
    // a later broadcast while not loading is shown but not spoken
    socket.receive({ id: 'a2', role: 'assistant', content: 'From another tab', createdAt: 'y' });
    expect(speak.mock.calls).toEqual([['Answer one', 'Friendly']]);
  });

  it('notifies subscribers with a new snapshot on each change', () => {
    const listener = vi.fn();
    const unsubscribe = client.subscribe(listener);
    const before = client.getSnapshot();
    connected();
    expect(listener).toHaveBeenCalled();
    expect(client.getSnapshot()).not.toBe(before);
    unsubscribe();
    listener.mockClear();
    client.send('x');
    expect(listener).not.toHaveBeenCalled();
  });
});
