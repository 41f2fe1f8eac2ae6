import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

// Filled in by its own issue: see the module's service and repository files.
const orderRoutes: FastifyPluginAsyncZod = async () => {};

export default orderRoutes;
