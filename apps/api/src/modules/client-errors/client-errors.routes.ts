import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

// Filled in by its own issue: see the module's service and repository files.
const clientErrorRoutes: FastifyPluginAsyncZod = async () => {};

export default clientErrorRoutes;
