import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  codeParams,
  contentPageParams,
  errorBody,
  htmlDocument,
  privateSettings,
} from '@portal/contract';
import { nonJsonAnswer } from '../../lib/non-json-answer.ts';
import { memberOf } from '../../core/callers.ts';
import { contentPageHeaders } from './media-headers.ts';
import { getContentPage, getPrivateSettings } from './tenants.service.ts';

/**
 * The tenant's settings and About Us pages as its members see them (registered among the member
 * routes, whose guard checks the session).
 */
const memberPage = nonJsonAnswer(
  htmlDocument,
  ['text/html'],
  'The members’ About Us page, sandboxed.',
);

const memberPageRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/settings/:code',
    { schema: { params: codeParams, response: { 200: privateSettings } } },
    (request) => getPrivateSettings(app.db, memberOf(request).tenantId),
  );

  // HTML is sent as it is (never serialised); its schema documents it.
  app.get(
    '/content/:code/:slug/:lang',
    {
      schema: {
        params: contentPageParams,
        response: { 200: memberPage, 404: errorBody },
      },
    },
    async (request, reply) => {
      const { slug, lang } = request.params;
      const { tenantCode } = memberOf(request);
      const html = await getContentPage(app.db, tenantCode, slug, lang, 'private');
      return reply.headers(contentPageHeaders(false)).send(html);
    },
  );
};

export default memberPageRoutes;
