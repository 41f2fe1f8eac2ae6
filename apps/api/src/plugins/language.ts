import fp from 'fastify-plugin';
import { negotiateLanguage, type Language } from '@portal/contract';

declare module 'fastify' {
  interface FastifyRequest {
    /** The language of server messages for this request, from Accept-Language. */
    language: Language;
  }
}

export default fp(
  async (app) => {
    app.decorateRequest('language', 'en');
    app.addHook('onRequest', async (request) => {
      request.language = negotiateLanguage(request.headers['accept-language']);
    });
  },
  { name: 'language' },
);
