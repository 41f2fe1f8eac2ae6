import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  codeParams,
  contentPageParams,
  errorBody,
  htmlDocument,
  imageFile,
  MEDIA_CONTENT_TYPES,
  mediaParams,
  PLACEHOLDER_IMAGE_PATH,
  publicSettings,
  resolveHostResponse,
  svgImage,
} from '@portal/contract';
import { nonJsonAnswer } from '../../lib/non-json-answer.ts';
import { contentPageHeaders, imageHeaders } from './media-headers.ts';
import { PLACEHOLDER_SVG } from './placeholder-image.ts';
import { getContentPage, getMedia, getPublicSettings, resolveHost } from './tenants.service.ts';

/**
 * Tenant branding, the public About Us page and tenant media: public, since the login screen and
 * the guest catalogue show them. What only members see is in member-pages.routes.ts.
 */
const publicPage = nonJsonAnswer(htmlDocument, ['text/html'], 'The About Us page, sandboxed.');
const media = nonJsonAnswer(imageFile, MEDIA_CONTENT_TYPES, 'The image, cached for a year.');
const placeholder = nonJsonAnswer(
  svgImage,
  ['image/svg+xml'],
  'The image of a product without one.',
);

const tenantRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/public/settings/:code',
    { schema: { params: codeParams, response: { 200: publicSettings } } },
    (request) => getPublicSettings(app.db, request.params.code),
  );

  // request.host honours X-Forwarded-Host only when TRUST_PROXY is set.
  app.get(
    '/public/resolve-host',
    { schema: { response: { 200: resolveHostResponse } } },
    (request) => resolveHost(app.db, request.host),
  );

  // HTML and images are sent as they are (never serialised); their schemas document them.
  app.get(
    '/public/content/:code/:slug/:lang',
    {
      schema: {
        params: contentPageParams,
        response: { 200: publicPage, 404: errorBody },
      },
    },
    async (request, reply) => {
      const { code, slug, lang } = request.params;
      const html = await getContentPage(app.db, code, slug, lang, 'public');
      return reply.headers(contentPageHeaders(true)).send(html);
    },
  );

  app.get(
    '/media/:code/:mediaId',
    { schema: { params: mediaParams, response: { 200: media, 404: errorBody } } },
    async (request, reply) => {
      const image = await getMedia(app.db, request.params.code, request.params.mediaId);
      return reply.headers(imageHeaders(image.contentType)).send(image.data);
    },
  );

  app.get(
    PLACEHOLDER_IMAGE_PATH.replace(/^\/api/, ''),
    { schema: { response: { 200: placeholder } } },
    async (_request, reply) =>
      reply.headers(imageHeaders('image/svg+xml', 86_400)).send(PLACEHOLDER_SVG),
  );
};

export default tenantRoutes;
