import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** The API reference as OpenAPI 3.1 JSON (openapi-document.ts writes it once, when first asked). */
const openapiRoutes: FastifyPluginAsyncZod = async (app) => {
  // The document does not describe itself (openapi-document.test.ts lists why).
  app.get('/openapi.json', { schema: { hide: true } }, (_request, reply) =>
    reply.type('application/json; charset=utf-8').send(app.openapiText()),
  );
};

export default openapiRoutes;
