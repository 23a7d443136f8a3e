import {
  CHAT_MAX_MESSAGE_BYTES,
  type ChatHistoryResponse,
  GUEST_DAILY_QUERIES,
  PERSONAS,
  type ServerFrame,
} from '@careerloom/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';
import { connect, handshakeStatus, isError, isFinalAssistant, isPong } from '../test/ws-client';

let t: TestApp;
let base: string;
let origin: string;

beforeAll(async () => {
  t = await createTestApp({ CHAT_MESSAGES_PER_MINUTE: '20', GUEST_IP_DAILY_QUERIES: '1000' });
  const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = address.replace('http', 'ws');
  origin = address;
});
afterAll(() => t.close());

const question = (content: string) => ({ role: 'user', content, createdAt: new Date().toISOString(), persona: 'Calm' });

function guestCookieFrom(headers: Record<string, string | string[] | undefined>): string {
  const set = headers['set-cookie'];
  const line = (Array.isArray(set) ? set : [set ?? '']).find((c) => c.startsWith('careerloom.guest='));
  if (!line) throw new Error('no guest cookie on the upgrade response');
  return line.split(';')[0] as string;
}

describe('W1: origin check at upgrade', () => {
  it('refuses a foreign Origin with 403', async () => {
    expect(await handshakeStatus(`${base}/ws/chat`, { origin: 'https://evil.example' })).toBe(403);
  });
  it('refuses a handshake without Origin', async () => {
    expect(await handshakeStatus(`${base}/ws/chat`, {})).toBe(403);
  });
});

describe('a signed-in conversation', () => {
  it('streams deltas, then the final message; history and clear follow', async () => {
    const me = await t.register();
    const s = await connect(`${base}/ws/chat`, { origin, cookie: me.cookie });
    s.send(question('How do I answer "tell me about yourself" in an interview?'));
    const final = await s.waitFor(isFinalAssistant);
    const deltas = s.frames.filter(
      (f): f is Extract<ServerFrame, { type: 'assistant.delta' }> => 'type' in f && f.type === 'assistant.delta',
    );
    expect(deltas.length).toBeGreaterThan(1);
    expect(deltas.every((d) => d.id === final.id)).toBe(true);
    expect(deltas.map((d) => d.delta).join('')).toBe(final.content);
    expect(final.content.length).toBeGreaterThan(80);

    const history = await t.app.inject({ method: 'GET', url: '/api/chat/messages', headers: { cookie: me.cookie } });
    const body = history.json<ChatHistoryResponse>();
    expect(body.messages.map((m) => m.role)).toEqual(['user', 'assistant']);
    expect(body.messages[1]?.id).toBe(final.id);

    const cleared = await t.app.inject({
      method: 'DELETE',
      url: '/api/chat/messages',
      headers: { cookie: me.cookie },
    });
    expect(cleared.statusCode).toBe(204);
    const after = await t.app.inject({ method: 'GET', url: '/api/chat/messages', headers: { cookie: me.cookie } });
    expect(after.json<ChatHistoryResponse>().messages).toEqual([]);
    s.ws.close();
  });

  it("reaches every socket of the user, and the other tab learns of the user's message", async () => {
    const me = await t.register();
    const a = await connect(`${base}/ws/chat`, { origin, cookie: me.cookie });
    const b = await connect(`${base}/ws/chat`, { origin, cookie: me.cookie });
    a.send(question('What should a cover letter include?'));
    const [fa, fb] = await Promise.all([a.waitFor(isFinalAssistant), b.waitFor(isFinalAssistant)]);
    expect(fb.id).toBe(fa.id);
    expect(b.frames.some((f) => 'role' in f && f.role === 'user')).toBe(true);
    expect(a.frames.some((f) => 'role' in f && f.role === 'user')).toBe(false);
    a.ws.close();
    b.ws.close();
  });

  it("another user's history is not visible, and a foreign `before` id leaks nothing", async () => {
    const owner = await t.register();
    const s = await connect(`${base}/ws/chat`, { origin, cookie: owner.cookie });
    s.send(question('How long should my resume be?'));
    const final = await s.waitFor(isFinalAssistant);
    const other = await t.register();
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/chat/messages?before=${final.id}`,
      headers: { cookie: other.cookie },
    });
    expect(res.json<ChatHistoryResponse>().messages).toEqual([]);
    s.ws.close();
  });

  it('pages history with `before`, newest last', async () => {
    const me = await t.register();
    const s = await connect(`${base}/ws/chat`, { origin, cookie: me.cookie });
    for (const q of ['What is the STAR method?', 'How do I negotiate salary?']) {
      const before = s.frames.filter(isFinalAssistant).length;
      s.send(question(q));
      await s.waitFor(
        (f): f is ServerFrame => s.frames.filter(isFinalAssistant).length > before && isFinalAssistant(f),
      );
    }
    const page1 = (
      await t.app.inject({ method: 'GET', url: '/api/chat/messages?limit=2', headers: { cookie: me.cookie } })
    ).json<ChatHistoryResponse>();
    expect(page1.messages.map((m) => m.content)[0]).toBe('How do I negotiate salary?');
    expect(page1.nextBefore).toBe(page1.messages[0]?.id);
    const page2 = (
      await t.app.inject({
        method: 'GET',
        url: `/api/chat/messages?limit=2&before=${page1.nextBefore}`,
        headers: { cookie: me.cookie },
      })
    ).json<ChatHistoryResponse>();
    expect(page2.messages[0]?.content).toBe('What is the STAR method?');
    expect(page2.nextBefore).toBeNull();
    s.ws.close();
  });

  it('S4/W: signing out closes the sockets of that session with 1008', async () => {
    const me = await t.register();
    const s = await connect(`${base}/ws/chat`, { origin, cookie: me.cookie });
    const closed = s.waitForClose();
    await t.app.inject({ method: 'POST', url: '/api/logout', headers: { cookie: me.cookie } });
    expect((await closed).code).toBe(1008);
  });
});

describe('persona and follow-ups over the socket', () => {
  it("accepts the spec's whole persona object as well as its name, and stores the name", async () => {
    const me = await t.register();
    const s = await connect(`${base}/ws/chat`, { origin, cookie: me.cookie });
    const calm = PERSONAS.find((p) => p.name === 'Calm');
    const { name, mood, voiceURI, lang, voice, description, skillSpecialty } = calm ?? PERSONAS[0];
    s.send({
      ...question('How long should my resume be?'),
      persona: { name, mood, voiceURI, lang, voice, description, skillSpecialty },
    });
    const final = await s.waitFor(isFinalAssistant);
    expect(final.persona).toBe('Calm');
    s.send({ ...question('hello'), persona: { name: 'Nobody', mood: 'odd' } });
    expect((await s.waitFor(isError)).code).toBe('VALIDATION_FAILED');
    s.ws.close();
  });

  it('reads "make it shorter" against the stored conversation: the bullet, not another topic', async () => {
    const me = await t.register();
    const s = await connect(`${base}/ws/chat`, { origin, cookie: me.cookie });
    s.send(question("Rewrite this bullet: 'worked on APIs for the payments team'"));
    const first = await s.waitFor(isFinalAssistant);
    expect(first.content).toMatch(/payments team/);
    expect(first.content).toContain('[by how much?]');
    s.send(question('make it shorter'));
    await s.waitFor((f): f is ServerFrame => s.frames.filter(isFinalAssistant).length === 2 && isFinalAssistant(f));
    const second = s.frames.filter(isFinalAssistant)[1];
    expect(second?.content).toMatch(/^Shorter:/);
    expect(second?.content).toContain('APIs');
    expect(second?.content).not.toMatch(/rejection|vesting|one-to-one/i);
    s.ws.close();
  });
});

describe('guests', () => {
  it('get a signed guest cookie at upgrade, a conversation, and their history', async () => {
    const s = await connect(`${base}/ws/chat`, { origin });
    const cookie = guestCookieFrom(s.upgradeHeaders);
    s.send(question('how do i find remote jobs'));
    const final = await s.waitFor(isFinalAssistant);
    const res = await t.app.inject({ method: 'GET', url: '/api/chat/messages', headers: { cookie } });
    expect(res.json<ChatHistoryResponse>().messages.map((m) => m.id)).toContain(final.id);
    s.ws.close();
  });

  it('a forged guest cookie is not accepted as that guest', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/chat/messages',
      headers: { cookie: 'careerloom.guest=11111111-1111-4111-8111-111111111111.forged' },
    });
    expect(res.json<ChatHistoryResponse>().messages).toEqual([]);
  });

  it(`stop at ${GUEST_DAILY_QUERIES} questions a day with a clear message`, async () => {
    const s = await connect(`${base}/ws/chat`, { origin });
    const cookie = guestCookieFrom(s.upgradeHeaders);
    s.ws.close();
    const g = await connect(`${base}/ws/chat`, { origin, cookie });
    for (let i = 0; i < GUEST_DAILY_QUERIES; i++) {
      g.send(question(`Question number ${i + 1} about interviews`));
      await g.waitFor((f): f is ServerFrame => g.frames.filter(isFinalAssistant).length > i && isFinalAssistant(f));
    }
    g.send(question('One more question about salary'));
    const error = await g.waitFor(isError);
    expect(error.code).toBe('QUOTA_EXCEEDED');
    expect(error.message).toMatch(/Sign up for more/);
    g.ws.close();
  });
});

describe('W3/W4: bad frames, size and rate', () => {
  it('answers bad JSON and bad shapes with an error frame and keeps the socket', async () => {
    const s = await connect(`${base}/ws/chat`, { origin });
    s.send('{not json');
    expect((await s.waitFor(isError)).code).toBe('BAD_REQUEST');
    s.send({ role: 'admin', content: 'x' });
    await s.waitFor((f): f is ServerFrame => s.frames.filter(isError).length === 2);
    expect(s.frames.filter(isError)[1]?.code).toBe('VALIDATION_FAILED');
    s.send({ role: 'user', content: '   ' });
    await s.waitFor((f): f is ServerFrame => s.frames.filter(isError).length === 3);
    s.send({ type: 'ping' });
    await s.waitFor(isPong);
    expect(s.ws.readyState).toBe(s.ws.OPEN);
    s.ws.close();
  });

  it('closes with 1009 beyond 64 KiB', async () => {
    const s = await connect(`${base}/ws/chat`, { origin });
    const closed = s.waitForClose();
    s.ws.send('x'.repeat(CHAT_MAX_MESSAGE_BYTES + 1));
    expect((await closed).code).toBe(1009);
  });

  it('throttles past the per-minute limit, then closes with 1008', async () => {
    const s = await connect(`${base}/ws/chat`, { origin });
    const closed = s.waitForClose();
    for (let i = 0; i < 41; i++) s.send({ type: 'ping' });
    expect((await closed).code).toBe(1008);
    expect(s.frames.filter(isPong)).toHaveLength(20);
    expect(s.frames.filter(isError).every((e) => e.code === 'RATE_LIMITED')).toBe(true);
  });
});

describe('W5: heartbeat', () => {
  // A fast heartbeat of its own: at 200 ms a busy event loop elsewhere in the file could miss a sweep.
  let hb: TestApp;
  let hbBase: string;
  let hbOrigin: string;
  beforeAll(async () => {
    hb = await createTestApp({ WS_HEARTBEAT_MS: '200' });
    hbOrigin = await hb.app.listen({ port: 0, host: '127.0.0.1' });
    hbBase = hbOrigin.replace('http', 'ws');
  });
  afterAll(() => hb.close());

  it('terminates a socket that stops answering pings', async () => {
    const s = await connect(`${hbBase}/ws/chat`, { origin: hbOrigin }, { autoPong: false });
    const closed = await s.waitForClose(3000);
    expect(closed.code).toBe(1006);
  });

  it('keeps a socket that answers pings', async () => {
    const s = await connect(`${hbBase}/ws/chat`, { origin: hbOrigin });
    await new Promise((r) => setTimeout(r, 700));
    expect(s.ws.readyState).toBe(s.ws.OPEN);
    s.ws.close();
  });
});
