import {
  browsingReportBodySchema,
  createdExtensionTokenSchema,
  createExtensionTokenBodySchema,
  deviceConnectResponseSchema,
  EXTENSION_PACKAGE_FOLDER,
  errorBodySchema,
  extensionPackageInfoSchema,
  extensionSessionSchema,
  extensionTokenIdParamsSchema,
  extensionTokenListSchema,
} from '@careerloom/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { applicationsService } from '../applications/applications.service';
import { deviceConnectService } from '../device/device-connect.service';
import { AppError } from '../errors';
import { signedInUser } from '../plugins/session';
import { resumesService } from '../resumes/resumes.service';
import { browserDataFromReport } from './browsing-report';
import { extensionPackageReader } from './extension-package';
import { extensionTokensService } from './extension-tokens.service';

const errors = { 400: errorBodySchema, 401: errorBodySchema } as const;

/**
 * Careerloom for Chrome: the pairing tokens the user manages in Settings (session only), and the
 * routes the paired extension calls with its token (`config.extension`).
 */
const extensionRoutes: FastifyPluginAsyncZod<{ packageDir: string }> = async (app, { packageDir }) => {
  const tokens = extensionTokensService(app.ctx);
  const extensionPackage = extensionPackageReader(packageDir);
  const resumes = resumesService(app.ctx);
  const applications = applicationsService(app.ctx);

  app.post(
    '/api/extension/tokens',
    {
      schema: {
        tags: ['extension'],
        summary: 'Creates a pairing token for Careerloom for Chrome; the token is shown only in this answer',
        body: createExtensionTokenBodySchema,
        response: { 201: createdExtensionTokenSchema, ...errors, 409: errorBodySchema },
      },
    },
    async (request, reply) => reply.status(201).send(await tokens.create(signedInUser(request).id, request.body.name)),
  );

  app.get(
    '/api/extension/tokens',
    {
      schema: {
        tags: ['extension'],
        summary: 'Your extension tokens with their last use (never the tokens themselves)',
        response: { 200: extensionTokenListSchema, 401: errorBodySchema },
      },
    },
    async (request) => ({ tokens: await tokens.list(signedInUser(request).id) }),
  );

  app.delete(
    '/api/extension/tokens/:id',
    {
      schema: {
        tags: ['extension'],
        summary: 'Revokes an extension token at once',
        params: extensionTokenIdParamsSchema,
        response: { 204: z.null(), ...errors, 404: errorBodySchema },
      },
    },
    async (request, reply) => {
      await tokens.revoke(signedInUser(request).id, request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/api/extension/session',
    {
      config: { extension: { purpose: 'check the pairing and read your assistant settings' } },
      schema: {
        tags: ['extension'],
        summary: 'Who the paired extension works for, your auto-submit settings and your stored resume file',
        response: { 200: extensionSessionSchema, 401: errorBodySchema },
      },
    },
    async (request) => {
      const me = signedInUser(request);
      const [file, token] = await Promise.all([
        resumes.latestFile(me.id),
        request.extensionTokenId === null ? null : tokens.find(me.id, request.extensionTokenId),
      ]);
      if (!token)
        throw new AppError('NOT_SIGNED_IN', 'This extension token has been revoked; create a new one in Settings');
      return {
        user: { fullName: me.fullName, email: me.email },
        token: { name: token.name, shortId: token.shortId },
        settings: await applications.settings(me.id),
        resumeFile: file
          ? {
              filename: file.filename ?? `resume-v${file.version}`,
              version: file.version,
              contentType: file.contentType,
            }
          : null,
      };
    },
  );

  app.get(
    '/api/extension/package/info',
    {
      schema: {
        tags: ['extension'],
        summary: 'Whether this server has a build of Careerloom for Chrome to download, and its version',
        response: { 200: extensionPackageInfoSchema, 401: errorBodySchema },
      },
    },
    async () => extensionPackage.info(),
  );

  app.get(
    '/api/extension/package',
    {
      schema: {
        tags: ['extension'],
        summary:
          'Careerloom for Chrome as a zip: unzip it and load the folder with "Load unpacked" in chrome://extensions',
      },
    },
    async (_request, reply) => {
      const pkg = await extensionPackage.read();
      if (!pkg)
        throw new AppError(
          'NOT_FOUND',
          'This server has no build of Careerloom for Chrome; the administrator can build it with npm run build',
        );
      return reply
        .header('content-type', 'application/zip')
        .header('content-disposition', `attachment; filename="${EXTENSION_PACKAGE_FOLDER}-${pkg.version}.zip"`)
        .header('cache-control', 'no-store')
        .send(pkg.archive);
    },
  );

  app.get(
    '/api/extension/resume-file',
    {
      config: { extension: { purpose: 'attach your stored resume file to an application form' } },
      schema: { tags: ['extension'], summary: 'Your newest uploaded resume file, to attach to a form' },
    },
    async (request, reply) => {
      const file = await resumes.latestFile(signedInUser(request).id);
      if (!file) throw new AppError('NOT_FOUND', 'No resume file is stored; upload your resume as a PDF or DOCX first');
      const name = (file.filename ?? `resume-v${file.version}`).replace(/[^\w .-]/g, '_');
      return reply
        .header('content-type', file.contentType)
        .header('content-disposition', `attachment; filename="${name}"`)
        .header('cache-control', 'no-store')
        .send(file.file);
    },
  );

  app.post(
    '/api/extension/browsing',
    {
      config: { extension: { purpose: 'store browsing time by category (no addresses or pages)' } },
      schema: {
        tags: ['extension'],
        summary: "One day's browsing minutes by category, sent by the extension with your consent",
        body: browsingReportBodySchema,
        response: { 200: deviceConnectResponseSchema, ...errors, 403: errorBodySchema },
      },
    },
    async (request) =>
      deviceConnectService(app.ctx).connectBrowser(
        { userId: signedInUser(request).id, ipAddress: request.ip },
        browserDataFromReport(request.body),
      ),
  );
};

export default extensionRoutes;
