import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { memberOf } from '../../core/callers.ts';
import { contentPageHeaders } from './media-headers.ts';
import { getContentPage, getPrivateSettings } from './tenants.service.ts';
import { serve } from '../../lib/endpoint-route.ts';
import * as memberEndpoints from '@portal/contract/endpoints/member';

/**
 * The tenant's settings and About Us pages as its members see them (registered among the member
 * routes, whose guard checks the session).
 */
const memberPageRoutes: FastifyPluginAsyncZod = async (app) => {
  serve(app, memberEndpoints.settings, (request) =>
    getPrivateSettings(app.db, memberOf(request).tenantId),
  );

  // HTML is sent as it is (never serialised); its schema documents it.
  serve(app, memberEndpoints.privateContent, async (request, reply) => {
    const { slug, lang } = request.params;
    const { tenantCode } = memberOf(request);
    const html = await getContentPage(app.db, tenantCode, slug, lang, 'private');
    return reply.headers(contentPageHeaders(false)).send(html);
  });
};

export default memberPageRoutes;
