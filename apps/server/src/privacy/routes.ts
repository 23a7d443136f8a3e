import {
  accessLogsResponseSchema,
  dataExportSchema,
  deleteAccountBodySchema,
  deleteSourceDataResponseSchema,
  errorBodySchema,
  exportFileName,
  exportQuerySchema,
  privacySettingsSchema,
  privacySettingsUpdateSchema,
  sourceIdParamsSchema,
  sourcePermissionSchema,
  sourcePermissionUpdateSchema,
} from '@careerloom/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { clearSessionCookie, signedInUser } from '../plugins/session';
import { listAccessLogs } from './access-log';
import { deleteAccount, deleteSourceData } from './data-deletion';
import { exportUserData, requireRecentSignIn } from './data-export';
import { privacyOverview, updateGlobalSettings, updateSourcePermission } from './privacy-settings';

const errors = { 400: errorBodySchema, 401: errorBodySchema } as const;

/**
 * The Privacy Control Center (spec part 2 section 7) and the Danger Zone's account deletion.
 * Every route acts on the signed-in user only; there is no id of another user to name.
 */
const privacyRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  /** A security event line (L1): what, who, from where, when (UTC). */
  const securityEvent = (request: FastifyRequest, event: string, userId: number, extra: object = {}) =>
    request.log.info({ event, userId, ip: request.ip, at: ctx.clock().toISOString(), ...extra }, event);

  app.get(
    '/api/privacy/settings',
    {
      schema: {
        tags: ['privacy'],
        summary: 'Your global privacy settings and every source permission',
        response: { 200: privacySettingsSchema, 401: errorBodySchema },
      },
    },
    async (request) => privacyOverview(ctx, signedInUser(request).id),
  );

  app.put(
    '/api/privacy/settings',
    {
      schema: {
        tags: ['privacy'],
        summary: 'Changes one or more global privacy settings',
        body: privacySettingsUpdateSchema,
        response: { 200: privacySettingsSchema, ...errors },
      },
    },
    async (request) => updateGlobalSettings(ctx, signedInUser(request).id, request.body),
  );

  app.put(
    '/api/privacy/source/:sourceId',
    {
      schema: {
        tags: ['privacy'],
        summary: "Changes a source's permission: enabled, level, data types or retention",
        params: sourceIdParamsSchema,
        body: sourcePermissionUpdateSchema,
        response: { 200: sourcePermissionSchema, ...errors },
      },
    },
    async (request) => updateSourcePermission(ctx, signedInUser(request).id, request.params.sourceId, request.body),
  );

  app.delete(
    '/api/privacy/data/:sourceId',
    {
      schema: {
        tags: ['privacy'],
        summary:
          "Deletes a source's data: its figures, its connection (token revoked) and, for the resume, stored resumes",
        params: sourceIdParamsSchema,
        response: { 200: deleteSourceDataResponseSchema, ...errors, 404: errorBodySchema },
      },
    },
    async (request) => {
      const user = signedInUser(request);
      const { sourceId } = request.params;
      const deleted = await deleteSourceData(ctx, { userId: user.id, source: sourceId, ipAddress: request.ip });
      securityEvent(request, 'privacy_source_data_delete', user.id, { source: sourceId });
      return { sourceId, deleted };
    },
  );

  app.get(
    '/api/privacy/access-logs',
    {
      schema: {
        tags: ['privacy'],
        summary: 'Every read of your source data, export and deletion, newest first',
        response: { 200: accessLogsResponseSchema, 401: errorBodySchema },
      },
    },
    async (request) => listAccessLogs(ctx, signedInUser(request).id),
  );

  app.get(
    '/api/privacy/export',
    {
      // The spec's client sends a bearer token; the session token works as one here.
      config: { bearer: true },
      schema: {
        tags: ['privacy'],
        summary: 'Everything held about you as JSON, optionally limited to some sources (sources=github,resume)',
        querystring: exportQuerySchema,
        response: { 200: dataExportSchema, ...errors },
      },
    },
    async (request, reply) => {
      const user = signedInUser(request);
      await requireRecentSignIn(ctx, user.id, request.sessionId);
      const document = await exportUserData(ctx, {
        userId: user.id,
        sources: request.query.sources,
        ipAddress: request.ip,
      });
      securityEvent(request, 'privacy_export', user.id, { sources: request.query.sources ?? 'all' });
      reply.header('content-disposition', `attachment; filename="${exportFileName(ctx.clock())}"`);
      return document;
    },
  );

  app.delete(
    '/api/account',
    {
      schema: {
        tags: ['account'],
        summary: 'Deletes your account and all its data after your password (the Danger Zone)',
        body: deleteAccountBodySchema,
        response: { 204: z.null(), ...errors, 429: errorBodySchema },
      },
    },
    async (request, reply) => {
      const user = signedInUser(request);
      try {
        await deleteAccount(ctx, { userId: user.id, password: request.body.password });
      } catch (error) {
        securityEvent(request, 'account_delete_fail', user.id);
        throw error;
      }
      // The sessions went with the account's rows; sockets opened through them close now.
      app.chatHub.closeOtherSessions(user.id, '', 'Account deleted');
      app.sessions.forgetUser(user.id);
      clearSessionCookie(reply);
      securityEvent(request, 'account_delete', user.id);
      return reply.status(204).send(null);
    },
  );
};

export default privacyRoutes;
