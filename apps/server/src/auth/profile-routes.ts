import { errorBodySchema, updateUserBodySchema, userIdParamsSchema, userSchema } from '@careerloom/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../errors';
import { extensionTokensService } from '../extension/extension-tokens.service';
import { signedInUser } from '../plugins/session';
import { toUser } from '../users/user-view';
import { usersService } from '../users/users.service';

const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  const users = usersService(app.ctx);

  app.patch(
    '/api/users/:id',
    {
      schema: {
        tags: ['account'],
        summary: "Update the signed-in user's own profile",
        params: userIdParamsSchema,
        body: updateUserBodySchema,
        response: {
          200: userSchema,
          400: errorBodySchema,
          401: errorBodySchema,
          403: errorBodySchema,
          409: errorBodySchema,
        },
      },
    },
    async (request) => {
      const me = signedInUser(request);
      if (request.params.id !== me.id) throw new AppError('FORBIDDEN', 'You can only update your own profile');
      const result = await users.updateProfile(me, request.body);
      // Every process serves this user's next request from the new row (name, email, password).
      app.sessions.forgetUser(me.id);
      if (result.passwordChanged && request.sessionId) {
        await app.sessions.revokeOthers(me.id, request.sessionId);
        app.chatHub.closeOtherSessions(me.id, request.sessionId);
        // A paired browser is a session too: it pairs again with a new token.
        await extensionTokensService(app.ctx).revokeAll(me.id);
      }
      return toUser(result.user, app.ctx.clock());
    },
  );
};

export default profileRoutes;
