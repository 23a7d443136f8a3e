import { errorBodySchema, loginBodySchema, registerBodySchema, userSchema } from '@careerloom/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { hashToken } from '../lib/token-hash';
import { clearSessionCookie, readSessionToken, setSessionCookie, signedInUser } from '../plugins/session';
import { toUser } from '../users/user-view';
import { authService } from './auth.service';
import { readDeviceCookie, setDeviceCookie } from './device-cookie';

const errors = { 400: errorBodySchema, 401: errorBodySchema, 409: errorBodySchema, 429: errorBodySchema };

const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const auth = authService(app.ctx);

  /** Replaces any session the browser already had (no fixation), then sets the new cookie. */
  async function startSession(request: FastifyRequest, reply: FastifyReply, userId: number) {
    const previous = readSessionToken(request);
    if (previous) await app.sessions.revoke(hashToken(previous));
    const session = await app.sessions.create(userId, {
      userAgent: request.headers['user-agent'] ?? '',
      ip: request.ip,
    });
    setSessionCookie(app, request, reply, session.token, session.expiresAt);
  }

  /**
   * The clients this browser proves it signed in from before: its device cookie, and its session
   * if one is live (a session is known by its id, which is the token's hash).
   */
  async function knownClients(request: FastifyRequest) {
    const known: { userId: number; id: string }[] = [];
    const device = readDeviceCookie(request);
    if (device) known.push({ userId: device.userId, id: `device:${device.deviceId}` });
    const token = readSessionToken(request);
    const session = token ? await app.sessions.resolve(token) : null;
    if (session) known.push({ userId: session.user.id, id: `session:${session.id}` });
    return known;
  }

  app.post(
    '/api/register',
    {
      config: { auth: 'public' },
      schema: {
        tags: ['account'],
        summary: 'Create an account and sign in',
        body: registerBodySchema,
        response: { 201: userSchema, ...errors },
      },
    },
    async (request, reply) => {
      const user = await auth.register(request.body, request.ip);
      await startSession(request, reply, user.id);
      setDeviceCookie(app, request, reply, user.id, readDeviceCookie(request));
      request.log.info({ userId: user.id }, 'account registered');
      return reply.status(201).send(toUser(user, app.ctx.clock()));
    },
  );

  app.post(
    '/api/login',
    {
      config: { auth: 'public' },
      schema: {
        tags: ['account'],
        summary: 'Sign in with username and password',
        body: loginBodySchema,
        response: { 200: userSchema, ...errors },
      },
    },
    async (request, reply) => {
      const device = readDeviceCookie(request);
      const user = await auth.login(request.body, { ip: request.ip, knownClients: await knownClients(request) });
      await startSession(request, reply, user.id);
      setDeviceCookie(app, request, reply, user.id, device);
      return toUser(user, app.ctx.clock());
    },
  );

  app.post(
    '/api/logout',
    {
      config: { auth: 'optional' },
      schema: { tags: ['account'], summary: 'Sign out and end the session', response: { 204: z.null() } },
    },
    async (request, reply) => {
      if (request.sessionId) {
        await app.sessions.revoke(request.sessionId);
        app.chatHub.closeSession(request.sessionId);
      }
      clearSessionCookie(reply);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/api/user',
    {
      schema: {
        tags: ['account'],
        summary: 'The signed-in user (401 when signed out)',
        response: { 200: userSchema, 401: errorBodySchema },
      },
      // The hottest route: `toUser` is the allow-list (typed as the contract's User), so the
      // answer is written as is rather than parsed by its schema first (a tenth of the request).
      serializerCompiler: () => (data) => JSON.stringify(data),
    },
    async (request) => toUser(signedInUser(request), app.ctx.clock()),
  );
};

export default authRoutes;
