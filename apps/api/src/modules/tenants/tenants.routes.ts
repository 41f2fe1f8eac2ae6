import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contentPageHeaders, imageHeaders } from './media-headers.ts';
import { PLACEHOLDER_SVG } from './placeholder-image.ts';
import { getContentPage, getMedia, getPublicSettings, resolveHost } from './tenants.service.ts';
import { serve } from '../../lib/endpoint-route.ts';
import * as publicEndpoints from '@portal/contract/endpoints/public';

/**
 * Tenant branding, the public About Us page and tenant media: public, since the login screen and
 * the guest catalogue show them. What only members see is in member-pages.routes.ts.
 */
const tenantRoutes: FastifyPluginAsyncZod = async (app) => {
  serve(app, publicEndpoints.publicSettings, (request) =>
    getPublicSettings(app.db, request.params.code),
  );

  // request.host honours X-Forwarded-Host only when TRUST_PROXY is set.
  serve(app, publicEndpoints.resolveHost, (request) => resolveHost(app.db, request.host));

  // HTML and images are sent as they are (never serialised); their schemas document them.
  serve(app, publicEndpoints.publicContent, async (request, reply) => {
    const { code, slug, lang } = request.params;
    const html = await getContentPage(app.db, code, slug, lang, 'public');
    return reply.headers(contentPageHeaders(true)).send(html);
  });

  serve(app, publicEndpoints.media, async (request, reply) => {
    const image = await getMedia(app.db, request.params.code, request.params.mediaId);
    return reply.headers(imageHeaders(image.contentType)).send(image.data);
  });

  serve(app, publicEndpoints.placeholderImage, async (_request, reply) =>
    reply.headers(imageHeaders('image/svg+xml', 86_400)).send(PLACEHOLDER_SVG),
  );
};

export default tenantRoutes;
