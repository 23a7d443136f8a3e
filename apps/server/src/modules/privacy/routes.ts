import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** Issue 6: routes arrive with this module's work. */
const privacyRoutes: FastifyPluginAsyncZod = async () => {};

export default privacyRoutes;
