import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { join, resolve } from 'node:path';
import { translate } from '@portal/contract';

const DEFAULT_DIST = fileURLToPath(new URL('../../../web/dist', import.meta.url));

/**
 * Serves the built web app at the same origin as the API, with history fallback: any GET outside
 * /api that is not a file answers index.html, so deep links and reloads work. Owns what an unknown
 * path answers: the app's page, or a translated JSON 404 under /api (or when there is no build).
 */
export default fp(
  async (app) => {
    const root = resolve(app.config.WEB_DIST_DIR ?? DEFAULT_DIST);
    const notFoundJson = (request: FastifyRequest, reply: FastifyReply) =>
      reply.code(404).send({ message: translate(request.language, 'errors.notFound') });
    if (!existsSync(join(root, 'index.html'))) {
      app.log.warn({ root }, 'no web build found: serving the API only (run npm run build)');
      app.setNotFoundHandler(notFoundJson);
      return;
    }
    await app.register(fastifyStatic, {
      root,
      wildcard: false,
      index: false,
      // The build writes .br and .gz copies (apps/web/build/precompress.ts): the one the browser
      // accepts is sent, with Vary: Accept-Encoding.
      preCompressed: true,
      setHeaders: (res, path) => {
        // Hashed assets never change; index.html must always be revalidated.
        res.header(
          'cache-control',
          path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
    app.setNotFoundHandler((request, reply) => {
      const isPage = request.method === 'GET' && !request.url.startsWith('/api');
      if (isPage) return reply.header('cache-control', 'no-cache').sendFile('index.html');
      return notFoundJson(request, reply);
    });
  },
  { name: 'web-app', dependencies: ['config', 'language'] },
);
