import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';

export const DOCS_PATH = '/api/docs';
const INDEX_COPY = `${DOCS_PATH}/static/index.html`;

/**
 * The API reference page at /api/docs: Swagger UI, whose files @fastify/swagger-ui serves from
 * its own copy of swagger-ui-dist in node_modules (nothing from a CDN). Registered outside the
 * /api scope so that its 1.5 MB of script is not compressed again on every request. The page
 * reads the document from ./json, which answers the text of /api/openapi.json. (Not a redirect:
 * over plain HTTP, the policy's upgrade-insecure-requests sends a redirected fetch to https.)
 */
/**
 * The page's own policy, set on its routes only: its scripts from this server alone, as the
 * app's, and nothing else it does not need (no frames, no forms, no framing of it).
 */
export default async function docsPage(app: FastifyInstance) {
  // The plugin's own redirect of its index.html rewrites the URL with a pattern anchored at its
  // end, so with a query string it answered its own address, forever. Redirected here instead,
  // once, to the page, which answers 200; the query is dropped (the page reads none). The same
  // with a trailing slash, which the plugin's static files would answer 404.
  app.addHook('onRequest', async (request, reply) => {
    const route = request.routeOptions.url;
    const file = (request.params as Record<string, string | undefined>)['*'];
    if (route === INDEX_COPY || (route === `${DOCS_PATH}/static/*` && file === 'index.html/')) {
      return reply.redirect(`${DOCS_PATH}/`);
    }
  });

  await app.register(swaggerUi, {
    routePrefix: DOCS_PATH,
    theme: { title: 'Ordering portal API' },
    staticCSP: {
      'default-src': ["'none'"],
      'script-src': ["'self'"],
      // Swagger UI writes some style attributes (as the app's own pages do): styles cannot run.
      'style-src': ["'self'", "'unsafe-inline'"],
      'img-src': ["'self'", 'data:'],
      'connect-src': ["'self'"],
      'base-uri': ["'none'"],
      'form-action': ["'none'"],
      'frame-ancestors': ["'none'"],
    },
    uiConfig: { deepLinking: true, docExpansion: 'list', defaultModelsExpandDepth: 0 },
    uiHooks: {
      // Answering from the hook ends the request there (done is not called).
      onRequest: (request, reply, done) => {
        if (request.routeOptions.url !== `${DOCS_PATH}/json`) return done();
        reply.type('application/json; charset=utf-8').send(app.openapiText());
      },
    },
  });
}
